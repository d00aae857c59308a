import Foundation
import Testing

@testable import Vocalize

/// `NumberSpeaker.appendCardinal(_:to:)` writes into a caller's buffer what `cardinal(_:)`
/// returns, in every language (the String path is the reference; its words are checked
/// against sources in the other suites).
@Suite("Spoken integers appended to a caller's buffer")
struct SpokenIntegerAppendTests {
    /// Integers of every length and sign, round ones, the edges of Int64 (past most rule
    /// sets' range, where ICU falls back to digits or a profile's scale words take over).
    static let values: [Int64] = {
        var values: [Int64] = [0, 1, 7, 10, 11, 16, 17, 19, 20, 21, 99, 100, 101, 999, 1_000, 1_001, 2_000_000, 21_000_000]
        var next: Int64 = 3
        while next < Int64.max / 8 {
            values.append(next)
            values.append(-next)
            values.append(next / 1_000 * 1_000)
            next = next * 7 + 12_345
        }
        values += [Int64.max, Int64.min, Int64.min + 1, -1, 1_000_000_000_000_000_000]
        return values
    }()

    @Test("Appending says what cardinal says", arguments: [
        // Soft hyphens in ICU's spellings (de, nl, sv, da, nb, fi, it, is), profile fixes to
        // ICU's words (ar, cs, da, is), scale words past ICU's range (en, de), other scripts.
        "en", "de", "de-CH", "nl", "sv", "da", "nb", "fi", "it", "is", "fr", "es", "pt-BR", "pl", "cs",
        "ru", "ar", "he", "hi", "th", "ja", "zh-Hans", "ko",
    ])
    func appendingMatchesCardinal(language: String) throws {
        let speaker = try NumberSpeaker(language: language)
        var buffer: [UInt8] = []
        var mismatches: [String] = []
        for value in Self.values {
            let expected = try speaker.cardinal(value)
            buffer.removeAll(keepingCapacity: true)
            try speaker.appendCardinal(value, to: &buffer)
            let appended = String(decoding: buffer, as: UTF8.self)
            if appended != expected { mismatches.append("\(value): \"\(appended)\" ≠ \"\(expected)\"") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func appendsAfterWhatTheBufferHolds() throws {
        let english = try NumberSpeaker(language: "en")
        var line = Array("Steps: ".utf8)
        try english.appendCardinal(21, to: &line)
        line.append(UInt8(ascii: ","))
        line.append(UInt8(ascii: " "))
        // German compounds carry soft hyphens in ICU's spelling; none reaches the buffer.
        try NumberSpeaker(language: "de").appendCardinal(23, to: &line)
        // English hyphenation of compound numbers 21–99 (Chicago Manual of Style 9.6);
        // German writes numbers below a million as one word (Duden, "Zahlwörter").
        #expect(String(decoding: line, as: UTF8.self) == "Steps: twenty-one, dreiundzwanzig")
    }

    @Test func manyNumbersInOneBuffer() throws {
        let german = try NumberSpeaker(language: "de")
        var text: [UInt8] = []
        var expected = ""
        for value in stride(from: Int64(-5_000), through: 5_000_000, by: 9_973) {
            try german.appendCardinal(value, to: &text)
            text.append(0x0A)
            expected += try german.cardinal(value) + "\n"
        }
        #expect(String(decoding: text, as: UTF8.self) == expected)
    }
}

/// Integer values of elements keep the digits `String(value)` writes (the JSON form and the
/// composer read them back), now written without the generic conversion.
@Suite("Integer values of elements")
struct IntegerElementValueTests {
    @Test func digitsAreStringsDigits() {
        var values: [Int64] = [0, 1, -1, 9, 10, -10, 99, 100, 1_000_000, Int64.max, Int64.min, Int64.min + 1, Int64.max - 1]
        var next: Int64 = 7
        while next < Int64.max / 10 {
            values += [next, -next, next + 1]
            next *= 10
        }
        for value in values {
            #expect(SpokenElement.Value.number(value) == .number(String(value)))
            #expect(SpokenElement.Value.percent(value) == .percent(String(value)))
        }
        // Other integer types, and one past Int64, take the same digits.
        #expect(SpokenElement.Value.number(UInt64.max) == .number("18446744073709551615"))
        #expect(SpokenElement.Value.number(Int8(-128)) == .number("-128"))
        #expect(SpokenElement.Value.percent(UInt8(60)) == .percent("60"))
    }
}
