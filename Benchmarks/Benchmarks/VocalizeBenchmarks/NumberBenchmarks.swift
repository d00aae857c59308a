import Benchmark
import CVocalizeICU
import Foundation
import Vocalize

/// The floor: one `unum_formatInt64` through the C shim on an already opened RBNF formatter,
/// into a reused buffer — ICU's work alone, no Swift String made.
final class RawSpellout: @unchecked Sendable {
    let handle: OpaquePointer
    let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 512)

    init(locale: String, ruleSet: String = "%spellout-numbering") {
        var status: Int32 = 0
        let name = Array(ruleSet.utf16)
        handle = vz_spellout_open(locale, name, Int32(name.count), &status)!
    }

    deinit {
        vz_spellout_close(handle)
        buffer.deallocate()
    }

    func warmed() -> Self {
        _ = format(12_345)
        return self
    }

    /// The spelled-out text as a String, decoded the standard library's way: what a caller
    /// writing against the C API directly would get.
    func formatString(_ value: Int64) -> String {
        let length = format(value)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
    }

    /// The spelled-out length in UTF-16 units; the text stays in `buffer`.
    func format(_ value: Int64) -> Int32 {
        var status: Int32 = 0
        return vz_spellout_format_int64(handle, value, buffer.baseAddress, Int32(buffer.count), &status)
    }
}

// Each benchmark closure runs once per sample, so anything opened inside it would be measured
// cold (ICU's first format on a new formatter initialises lazily). Baselines are opened once
// here, like Vocalize's own cached formatters, and warmed before use.
let rawEnglishSpellout = RawSpellout(locale: "en").warmed()
let rawFrenchSpellout = RawSpellout(locale: "fr").warmed()
let foundationSpellOut: FoundationSpellOut = FoundationSpellOut().warmed()

/// Foundation's cached `NumberFormatter` with `.spellOut`.
final class FoundationSpellOut: @unchecked Sendable {
    let formatter = NumberFormatter()

    init() {
        formatter.locale = Locale(identifier: "en")
        formatter.numberStyle = .spellOut
    }

    func format(_ value: Int64) -> String? { formatter.string(from: NSNumber(value: value)) }

    func warmed() -> Self {
        _ = format(12_345)
        return self
    }
}

/// Where each benchmark is in its samples. The framework runs a benchmark's closure once per
/// sample with one iteration, so an iteration index alone would read the first sample only;
/// the cursor moves on across samples.
final class SampleCursor: @unchecked Sendable {
    private var position = 0

    /// The next index, wrapping at `count` (a power of two).
    func next(below count: Int) -> Int {
        position &+= 1
        return position & (count - 1)
    }
}

let sampleCursor = SampleCursor()

/// Values cycled through so no benchmark formats one number over and over.
let sampleIntegers: [Int64] = (0..<1024).map { Int64(($0 &* 2_654_435_761) % 100_000_000) }
let sampleDecimals: [String] = sampleIntegers.map { "\($0).\($0 % 97)" }
/// Amounts of money with cents, the integers' size.
let sampleDecimalAmounts: [DecimalNumber] = sampleIntegers.map {
    DecimalNumber(canonical: "\($0).\(10 + $0 % 89)")!
}

func numberBenchmarks() {
    perCall("Number/raw ICU unum_formatInt64 (floor)", samples: 1024) {
        let raw = rawEnglishSpellout
        return { raw.format(sampleIntegers[$0]) }
    }
    perCall("Number/raw ICU unum_formatInt64 + String(decoding:)", samples: 1024) {
        let raw = rawEnglishSpellout
        return { raw.formatString(sampleIntegers[$0]) }
    }
    perCall("Number/Vocalize spoken integer", samples: 1024) {
        let speaker = try NumberSpeaker(language: "en")
        return { try speaker.cardinal(sampleIntegers[$0]) }
    }
    perCall("Number/Vocalize spoken decimal", samples: 1024) {
        let speaker = try NumberSpeaker(language: "en")
        return { try speaker.speak(sampleDecimals[$0]) }
    }
    // Counted things (issue "Counted things agree"): a measure and an amount of money against
    // the spoken integer of the same size, in a language where the number agrees with the noun.
    perCall("Number/Vocalize spoken integer (de)", samples: 1024) {
        let speaker = try NumberSpeaker(language: "de")
        return { try speaker.cardinal(sampleIntegers[$0]) }
    }
    perCall("Number/Vocalize spoken measure (de, minute)", samples: 1024) {
        let speaker = try NumberSpeaker(language: "de")
        return { try speaker.measure(DecimalNumber(sampleIntegers[$0]), unit: "minute") }
    }
    perCall("Number/Vocalize spoken currency (de, EUR with cents)", samples: 1024) {
        let speaker = try NumberSpeaker(language: "de")
        return { try speaker.currency(sampleDecimalAmounts[$0], code: "EUR") }
    }
    perCall("Number/Foundation NumberFormatter spellOut (cached)", samples: 1024) {
        let formatter = foundationSpellOut
        return { formatter.format(sampleIntegers[$0]) }
    }
}
