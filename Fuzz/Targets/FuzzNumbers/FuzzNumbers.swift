import FuzzSupport
import Vocalize

/// Numbers as people write them, spoken as cardinals, ordinals, years, measures, money.
public func fuzzNumbers(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let (language, text) = FuzzContract.languageAndText(UnsafeRawBufferPointer(start: data, count: count)),
        let speaker = try? NumberSpeaker(language: language)
    else { return 0 }
    FuzzContract.check("number \(text) in \(language)") { () throws(VocalizeError) in try speaker.speak(text) }
    FuzzContract.check("ordinal \(text) in \(language)") { () throws(VocalizeError) in try speaker.speak(text, as: .ordinal) }
    FuzzContract.check("year \(text) in \(language)") { () throws(VocalizeError) in try speaker.speak(text, as: .year) }
    FuzzContract.check("measure \(text) in \(language)") { () throws(VocalizeError) in try speaker.measure(text, unit: "minute") }
    FuzzContract.check("percent \(text) in \(language)") { () throws(VocalizeError) in try speaker.measure(text, unit: "percent") }
    FuzzContract.check("currency \(text) in \(language)") { () throws(VocalizeError) in try speaker.currency(text, code: "EUR") }
    return 0
}

@_cdecl("FuzzNumbers_main")
public func fuzzNumbersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzNumbers(UnsafeRawPointer(data), count)
    }
}
