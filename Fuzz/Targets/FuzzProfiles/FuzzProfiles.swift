import Foundation
import FuzzSupport
import Vocalize

/// Locale profile files: checked, then (when valid) registered and spoken with.
public func fuzzProfiles(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let json = Data(UnsafeRawBufferPointer(start: data, count: count))
    let registry = LocaleProfileRegistry()
    let (problems, _) = registry.check(json: json)
    let registered = Result { () throws(VocalizeError) in try registry.register(json: json) }
    // Loading validates exactly as checking does.
    switch registered {
    case .success(let tag) where !problems.isEmpty: fatalError("register accepted \(tag) that check refused: \(problems)")
    case .failure(let error) where problems.isEmpty: fatalError("check accepted what register refused: \(error.message)")
    default: break
    }
    return 0
}

@_cdecl("FuzzProfiles_main")
public func fuzzProfilesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzProfiles(UnsafeRawPointer(data), count)
    }
}
