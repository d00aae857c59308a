import Foundation
import FuzzSupport
import Vocalize

/// Written values read by `WrittenFormReader` (`vocalize read`): a refusal is a
/// `VocalizeError`; a value read is spoken in words, never digits, never an ICU failure.
public func fuzzRead(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let (language, text) = FuzzContract.languageAndText(UnsafeRawBufferPointer(start: data, count: count)),
        let reader = try? WrittenFormReader(language: language)
    else { return 0 }
    FuzzContract.check("\(text.debugDescription) in \(language)") { () throws(VocalizeError) in
        let value = try reader.read(text)
        return try reader.speak(value)
    }
    return 0
}

@_cdecl("FuzzRead_main")
public func fuzzReadMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzRead(UnsafeRawPointer(data), count)
    }
}
