import Testing
@testable import Vocalize

/// Measures and money share caches across threads: formatters per language, ICU's text per
/// plural category, currencies' minor digits, noun genders. Many tasks speaking at once must
/// say exactly what one task says alone (run under `swift test --sanitize=thread` too).
@Suite("Counted amounts from many tasks")
struct CountedConcurrencyTests {
    private static let cases: [(language: String, kind: String, value: String, unit: String)] = [
        ("de", "currency", "1.01", "EUR"), ("de", "measure", "21", "minute"), ("ru", "currency", "21.50", "USD"),
        ("ru", "measure", "2", "hour"), ("ar", "currency", "2000000", "SAR"), ("ar", "measure", "11", "kilometer"),
        ("he", "currency", "-1", "ILS"), ("he", "measure", "0.5", "kilogram"), ("sl", "measure", "1.5", "kilometer"),
        ("fr", "currency", "1000000", "EUR"), ("zh-Hans", "currency", "0.05", "CNY"), ("is", "currency", "1000000", "ISK"),
        ("ja", "measure", "-5", "celsius"), ("en", "currency", "12.50", "GBP"), ("pl", "measure", "22", "second"),
    ]

    private static func say(_ index: Int) throws -> String {
        let item = cases[index]
        let speaker = try NumberSpeaker(language: item.language)
        return item.kind == "currency" ? try speaker.currency(item.value, code: item.unit) : try speaker.measure(item.value, unit: item.unit)
    }

    @Test func manyTasksSayWhatOneSays() async throws {
        let expected = try (0..<Self.cases.count).map { try Self.say($0) }
        try await withThrowingTaskGroup(of: String?.self) { group in
            for task in 0..<12 {
                group.addTask {
                    for step in 0..<300 {
                        let index = (step * 7 + task) % Self.cases.count
                        let text = try Self.say(index)
                        if text != expected[index] { return "\(Self.cases[index]): \(text) ≠ \(expected[index])" }
                    }
                    return nil
                }
            }
            for try await mismatch in group { #expect(mismatch == nil) }
        }
    }
}
