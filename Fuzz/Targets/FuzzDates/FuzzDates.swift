import FuzzSupport
import Vocalize

/// Dates, times, durations and relative offsets as text.
public func fuzzDates(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let (language, text) = FuzzContract.languageAndText(UnsafeRawBufferPointer(start: data, count: count)),
        let speaker = try? DateSpeaker(language: language)
    else { return 0 }
    FuzzContract.check("date \(text) in \(language)") { () throws(VocalizeError) in try speaker.date(text, style: .full) }
    FuzzContract.check("time \(text) in \(language)") { () throws(VocalizeError) in try speaker.time(text) }
    FuzzContract.check("duration \(text) in \(language)") { () throws(VocalizeError) in try speaker.duration(text) }
    for unit in ["hour", "day", "monday"] {
        FuzzContract.check("relative \(text) \(unit) in \(language)") { () throws(VocalizeError) in try speaker.relative(text, unit: unit) }
    }
    return 0
}

@_cdecl("FuzzDates_main")
public func fuzzDatesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzDates(UnsafeRawPointer(data), count)
    }
}
