import Testing

@testable import Vocalize

/// A date parser skips text without a letter when its pattern has a field written in words
/// (ICU's strict parse could not match it): which patterns have one.
@Suite("Date patterns: fields written in words")
struct DatePatternFieldTests {
    @Test(arguments: [
        ("d MMM y", true), ("MMMM d, y", true), ("EEEE d MMMM y", true), ("h:mm a", true), ("G y", true),
        ("y年M月d日", false), ("dd.MM.y", false), ("d/M/yy", false), ("HH:mm", false), ("y-MM-dd", false),
        ("d 'de' MMMM 'de' y", true), ("d 'EEE' M", false), ("LLL y", true), ("ccc", false), ("cccc", true), ("B h:mm", true),
    ])
    func namesAField(_ pattern: String, _ expected: Bool) {
        #expect(ICUDateParser.namesAField(pattern) == expected)
    }

    @Test func numericTextIsReadOnlyByNumericPatterns() throws {
        let named = try ICUDateParser(localeID: "en", source: .skeleton("yMMMd"))
        #expect(named.namesAField)
        #expect(named.parse("1 15 2020") == nil)
        #expect(named.parse("Jan 15, 2020") != nil)
        let numeric = try ICUDateParser(localeID: "de", source: .dateStyle(2))
        #expect(!numeric.namesAField)
        #expect(numeric.parse("15.01.2020") != nil)
    }
}
