import Benchmark
import CVocalizeICU
import Foundation
import Vocalize

/// The floor: one `udat_format` (long style, UTC) on an already opened ICU date formatter,
/// into a reused buffer — ICU's work alone, no Swift String made.
final class RawDateFormat: @unchecked Sendable {
    let handle: OpaquePointer
    let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 256)

    init(locale: String) {
        var status: Int32 = 0
        let zone = Array("UTC".utf16)
        handle = vz_date_formatter_open(locale, 1, nil, 0, zone, Int32(zone.count), &status)!
    }

    deinit {
        vz_date_formatter_close(handle)
        buffer.deallocate()
    }

    func warmed() -> Self {
        _ = format(1_427_846_400_000)
        return self
    }

    /// The formatted length in UTF-16 units; the text stays in `buffer`.
    func format(_ instant: Double) -> Int32 {
        var status: Int32 = 0
        return vz_date_format_raw(handle, instant, buffer.baseAddress, Int32(buffer.count), &status)
    }
}

/// Opened once and warmed, like Vocalize's cached formatters (see NumberBenchmarks.swift).
let rawEnglishDateFormat = RawDateFormat(locale: "en").warmed()

/// Days spread over a few decades, and times over the day.
let sampleDates: [Date] = (0..<512).map { Date(timeIntervalSince1970: Double(($0 &* 7_919) % 20_000) * 86_400) }
let sampleTimes: [String] = (0..<512).map { String(format: "%02d:%02d", ($0 * 7) % 24, ($0 * 13) % 60) }

func dateBenchmarks() {
    perCall("Date/raw ICU udat_format (floor)", samples: 512) {
        let raw = rawEnglishDateFormat
        return { raw.format(sampleDates[$0].timeIntervalSince1970 * 1000) }
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
