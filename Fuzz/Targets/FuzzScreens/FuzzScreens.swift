import Foundation
import FuzzSupport
import Vocalize

/// Screens as JSON or JSON Lines: every element read and composed.
public func fuzzScreens(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    guard let first = bytes.first else { return 0 }
    let language = FuzzContract.languages[Int(first) % FuzzContract.languages.count]
    guard let composer = try? UtteranceComposer(language: language) else { return 0 }
    ScreenStream.read(Data(bytes.dropFirst())) { entry in
        guard case .success(let element) = entry.element else { return }
        FuzzContract.check("element \(entry.source) in \(language)") { () throws(VocalizeError) in
            let text = try composer.compose(element).text
            // A label, hint or text value is the app's own text and may hold digits ("1.2s");
            // only what Vocalize speaks from typed values is checked.
            var typed = false
            if let value = element.value, value.kind != .text { typed = true }
            return typed && element.label == nil && element.hint == nil ? text : ""
        }
    }
    return 0
}

@_cdecl("FuzzScreens_main")
public func fuzzScreensMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzScreens(UnsafeRawPointer(data), count)
    }
}
