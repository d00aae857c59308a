import Benchmark
import Foundation
@_spi(Benchmarks) import Vocalize

/// The floor: one `udat_format` (long style, UTC) on an already opened and warmed ICU date
/// formatter, into a reused buffer — ICU's work alone, no Swift String made.
let rawEnglishDateFormat = try! RawICUBaseline.DateFormat(locale: "en")

/// Days spread over a few decades, and times over the day.
let sampleDates: [Date] = (0..<512).map { Date(timeIntervalSince1970: Double(($0 &* 7_919) % 20_000) * 86_400) }
let sampleTimes: [String] = (0..<512).map { String(format: "%02d:%02d", ($0 * 7) % 24, ($0 * 13) % 60) }

func dateBenchmarks() {
    perCall("Date/raw ICU udat_format (floor)", samples: 512) {
        let raw = rawEnglishDateFormat
        return { raw.format(millisecondsSince1970: sampleDates[$0].timeIntervalSince1970 * 1000) }
    }
    perCall("Date/Vocalize spoken date (long)", samples: 512) {
        let speaker = try DateSpeaker(language: "en")
        return { try speaker.date(sampleDates[$0], style: .long) }
    }
    perCall("Date/Vocalize spoken time", samples: 512) {
        let speaker = try DateSpeaker(language: "en")
        return { try speaker.time(sampleTimes[$0]) }
    }
}
