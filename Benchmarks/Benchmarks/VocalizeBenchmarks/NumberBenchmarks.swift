import Benchmark
import Foundation
@_spi(Benchmarks) import Vocalize

// The floors: one `unum_formatInt64` on an already opened and warmed RBNF formatter, into a
// reused buffer — ICU's work alone, no Swift String made (`RawICUBaseline`, Vocalize's
// benchmark-only SPI). Opened once here, like Vocalize's own cached formatters: each benchmark
// closure runs once per sample, so anything opened inside it would be measured cold.
let rawEnglishSpellout = try! RawICUBaseline.Spellout(locale: "en")
let rawGermanSpellout = try! RawICUBaseline.Spellout(locale: "de")
let rawFrenchSpellout = try! RawICUBaseline.Spellout(locale: "fr")
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
    perCall("Number/raw ICU unum_formatInt64 (floor, de)", samples: 1024) {
        let raw = rawGermanSpellout
        return { raw.format(sampleIntegers[$0]) }
    }
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
