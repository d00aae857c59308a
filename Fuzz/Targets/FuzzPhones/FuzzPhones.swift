import FuzzSupport
import Vocalize

/// Phone numbers as written, in every reading style.
public func fuzzPhones(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let (language, text) = FuzzContract.languageAndText(UnsafeRawBufferPointer(start: data, count: count)),
        let speaker = try? PhoneSpeaker(language: language)
    else { return 0 }
    FuzzContract.check("phone \(text) in \(language)") { () throws(VocalizeError) in try speaker.speak(text) }
    for style in PhoneReadingStyle.allCases {
        FuzzContract.check("phone \(text) (\(style)) in \(language)") { () throws(VocalizeError) in try speaker.speak(text, style: style) }
    }
    return 0
}

@_cdecl("FuzzPhones_main")
public func fuzzPhonesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzPhones(UnsafeRawPointer(data), count)
    }
}
