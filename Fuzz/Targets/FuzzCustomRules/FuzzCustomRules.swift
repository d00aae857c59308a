import Foundation
import FuzzSupport
import Vocalize

/// Custom spell-out rule text: whatever the strict check lets through must open in ICU and
/// speak without crashing or hanging (libFuzzer's -timeout catches a hang).
public func fuzzCustomRules(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let text = String(validating: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self) else { return 0 }
    let name = "%spellout-numbering"
    guard (try? SpelloutRuleCheck.validate(text, name: name)) != nil else { return 0 }
    let document: [String: Any] = ["language": "fr", "numbers": ["customRuleSets": [name: text], "cardinalRuleSet": name]]
    guard let json = try? JSONSerialization.data(withJSONObject: document) else { return 0 }
    let registry = LocaleProfileRegistry()
    _ = registry.check(json: json)
    return 0
}

@_cdecl("FuzzCustomRules_main")
public func fuzzCustomRulesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzCustomRules(UnsafeRawPointer(data), count)
    }
}
