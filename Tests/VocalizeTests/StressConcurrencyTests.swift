import Foundation
import Testing

@testable import Vocalize

/// Every kind of value, in many languages, from many tasks at once, while profiles are being
/// registered in another registry: each result must equal the serial one. Run under
/// ThreadSanitizer with `Tests/tsan.sh` (see docs/reliability.md).
@Suite("Stress: every entry point from many tasks")
struct StressConcurrencyTests {
    private static let languages = ["en", "fr", "de", "ru", "ar", "fa", "ja", "zh-Hans", "pl", "is", "he", "hi"]
    private static let kinds = ["number", "ordinal", "currency", "measure", "date", "time", "duration", "relative", "phone", "element"]

    private static func say(_ index: Int) -> String {
        let language = languages[index % languages.count]
        let kind = kinds[(index / languages.count) % kinds.count]
        let value = index % 7 == 0 ? "1000000000000000000" : String(index * 37 % 2_000)
        do {
            switch kind {
            case "number": return try NumberSpeaker(language: language).speak(value)
            case "ordinal": return try NumberSpeaker(language: language).speak(String(index % 100 + 1), as: .ordinal)
            case "currency": return try NumberSpeaker(language: language).currency(value + ".50", code: "EUR")
            case "measure": return try NumberSpeaker(language: language).measure(value, unit: "kilometer")
            case "date": return try DateSpeaker(language: language).date("20\(10 + index % 15)-0\(1 + index % 9)-1\(index % 10)", style: .full)
            case "time": return try DateSpeaker(language: language).time(String(format: "%02d:%02d", index % 24, index % 60))
            case "duration": return try DateSpeaker(language: language).duration("\(index % 30)h\(index % 60)m")
            case "relative": return try DateSpeaker(language: language).relative(String(index % 9 - 4), unit: "day")
            case "phone": return try PhoneSpeaker(language: language, region: "FR").speak("+33 6 11 22 33 \(10 + index % 90)")
            default:
                let json = #"{"label":"Item \#(index)","value":\#(value),"valueKind":"number","traits":["button"]}"#
                let element = try ScreenStream.element(from: Array(json.utf8)).get()
                return try UtteranceComposer(language: language).compose(element).text
            }
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func manyTasksSayWhatOneSays() async throws {
        let count = Self.languages.count * Self.kinds.count
        let expected = (0..<count).map(Self.say)
        #expect(!expected.contains { $0.hasPrefix("error") }, "\(expected.filter { $0.hasPrefix("error") })")
        await withTaskGroup(of: String?.self) { group in
            // Registering profiles bumps registries' generations while others speak.
            group.addTask {
                for step in 0..<20 {
                    let registry = LocaleProfileRegistry()
                    _ = try? registry.register(json: Data(#"{"language":"fr","numbers":{"decimalSeparator":"virgule\#(step)"}}"#.utf8))
                }
                return nil
            }
            for task in 0..<8 {
                group.addTask {
                    for step in 0..<count {
                        let index = (step * 5 + task * 11) % count
                        let text = Self.say(index)
                        if text != expected[index] { return "\(index): \(text) ≠ \(expected[index])" }
                    }
                    return nil
                }
            }
            for await mismatch in group { #expect(mismatch == nil) }
        }
    }
}
