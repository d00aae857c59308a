import Foundation
import Testing

@testable import Vocalize

/// The shim's writing of spelled-out UTF-16 as UTF-8 (sixteen units at a time) against
/// `SpokenText.clean`, the one-character-at-a-time reference, on text built to put soft
/// hyphens, special spaces, letters outside ASCII and surrogate pairs at every place in a
/// chunk and next to spaces.
@Suite("Spelled text written chunk by chunk")
struct SpelledWriterTests {
    static let pieces: [String] = [
        "a", "b", "z", " ", "  ", "\u{AD}", "\u{AD}\u{AD}", "\u{A0}", "\u{202F}", "\u{3000}", "ü", "ß", "é",
        "и", "ש", "\u{61C}", "\u{200F}", "\u{FEFF}", "二", "😀", "7", "-",
    ]

    @Test func randomMixturesMatchTheReference() {
        // A fixed linear congruential sequence: the same strings on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var differing: [String] = []
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<(1 + next(40)) { text += Self.pieces[next(Self.pieces.count)] }
            let decoded = Array(text.utf16).withUnsafeBufferPointer { ICU.decodeSpelled($0) }
            if decoded.text != SpokenText.clean(text) || decoded.hasDigits != text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) {
                differing.append(text.unicodeScalars.map { $0.value < 0x80 ? String($0) : "U+" + String($0.value, radix: 16) }.joined())
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("Spaces around left-out characters fold as if those were not there", arguments: [
        "a \u{AD} b", "a \u{AD}\u{AD} b", "a\u{AD} \u{AD}b", "\u{AD} a", "a \u{AD}", "a\u{A0}\u{AD}\u{A0}b",
        "abcdefghijklmno \u{AD} p", "abcdefghijklmn\u{AD}  \u{AD}op", "ü \u{200F} ü",
    ])
    func spacesAroundLeftOutCharacters(text: String) {
        for offset in 0..<17 {
            let shifted = String(repeating: "ä", count: offset) + text
            let decoded = Array(shifted.utf16).withUnsafeBufferPointer { ICU.decodeSpelled($0) }
            #expect(decoded.text == SpokenText.clean(shifted), "\(offset)")
        }
    }
}
