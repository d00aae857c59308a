import Foundation
import Testing

/// `vocalize locales` shows each profile's status and how its navigation words are known
/// (issue 29). The expected counts follow from docs/navigation-words.md: German has Apple's
/// Überschriften, Links and Aktivieren, two words derived from Apple's strings, Container from Apple's rotor article and Orientierungspunkte from AccessibilitySnapshot's record; Bulgarian has
/// no Apple localization, so all seven are said in English.
@Suite struct LocalesNavigationCLITests {
    @Test func listingShowsStatusAndNavigationCoverage() throws {
        let result = try CLIRunner.run(["locales"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("navigation") == true)
        let german = try #require(lines.first { $0.hasPrefix("de ") })
        #expect(german.contains("machine-reviewed"))
        #expect(german.contains("7/7 apple 3 derived 2 published 2"))
        let bulgarian = try #require(lines.first { $0.hasPrefix("bg ") })
        #expect(bulgarian.contains("0/7"))
        #expect(!result.stdout.contains(" reviewed "), "no profile claims an unnamed review")
    }

    @Test func verboseListingNamesTheWordsSaidInEnglish() throws {
        let result = try CLIRunner.run(["locales", "--verbose"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("bg ") })
        let following = lines[(index + 1)...].prefix { $0.hasPrefix(" ") }
        #expect(following.contains { $0.contains("said in English: navigation.rotors.headings") })
    }
}
