import Foundation
import SnapshotTesting
import Testing
import Vocalize
import VocalizeTesting

@Suite("VocalizeTesting strategies")
struct UtteranceSnapshottingTests {
    static let screen = SpokenScreen(name: "Timer", [
        SpokenElement(label: "Timer", value: .measure("21", unit: "minute"), traits: [.button]),
    ])

    @Test func transcriptHasOneLinePerElementAfterItsHeader() {
        let text = Self.screen.transcript(language: "en")
        #expect(text == "# Timer — language: en\n1. Timer: twenty-one minutes. Button.\n")
    }

    @Test func eachLanguageSpeaksTheValueItsOwnWay() {
        #expect(Self.screen.transcript(language: "fr").contains("vingt-et-une minutes") || Self.screen.transcript(language: "fr").contains("vingt et une minutes"))
        #expect(Self.screen.transcript(language: "ja").contains("二十一分"))
    }

    @Test func theHintFollowsABar() {
        let screen = SpokenScreen([SpokenElement(label: "Add", traits: [.button], hint: "Creates an alarm")])
        #expect(screen.transcript(language: "en") == "# language: en\n1. Add. Button. | Creates an alarm\n")
    }

    @Test func aReaderInAnotherLanguageIsNamedInTheHeader() {
        let text = Self.screen.transcript(language: "fr", readerLanguage: "en")
        #expect(text.hasPrefix("# Timer — language: fr, VoiceOver: en\n"))
        #expect(text.contains("Button."))
    }

    @Test func anElementThatCannotBeSpokenShowsItsErrorOnItsLine() {
        let screen = SpokenScreen([
            SpokenElement(label: "Price", value: .number("abc")),
            SpokenElement(label: "OK", traits: [.button]),
        ])
        let lines = screen.transcript(language: "en").split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("1. error (invalid number): "))
        #expect(lines[2] == "2. OK. Button.")
    }

    @Test func anUnknownLanguageIsWrittenNotThrown() {
        let text = Self.screen.transcript(language: "xx-invalid-tag-!")
        #expect(text.contains("error (invalid language tag)"))
    }

    @Test func ssmlIsOneDocumentPerElement() {
        let text = Self.screen.transcript(language: "en", rendering: .ssml)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("1. <speak "))
        #expect(lines[1].hasSuffix("</speak>"))
        #expect(lines[1].contains("twenty-one minutes"))
    }

    @Test func localizedScreensGetEachLanguagesStrings() {
        let screen = SpokenScreen(localized: { language in
            [SpokenElement(label: language == "fr" ? "Minuteur" : "Timer", traits: [.button])]
        })
        #expect(screen.transcript(language: "fr").contains("1. Minuteur. Bouton."))
        #expect(screen.transcript(language: "en").contains("1. Timer. Button."))
    }

    @Test func theDictionaryFormNamesOneSnapshotPerLanguage() {
        let strategies: [String: Snapshotting<SpokenScreen, String>] = .utterances(languages: ["en", "fr", "ja"])
        #expect(strategies.keys.sorted() == ["en", "fr", "ja"])
    }

    /// The call an app team writes, on a screen of elements in three languages.
    @Test func threeLanguagesInOneSnapshot() {
        let elements = [
            SpokenElement(label: "21", traits: [.button, .selected]),
            SpokenElement(label: "Timer", value: .measure("21", unit: "minute"), traits: [.staticText]),
        ]
        assertSnapshot(of: elements, as: .utterances(languages: ["en", "fr", "ja"]), testName: "timer")
    }
}
