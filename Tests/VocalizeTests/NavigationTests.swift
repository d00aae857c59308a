import Foundation
import Testing

@testable import Vocalize

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Rotor and action walks: what VoiceOver says while navigating a screen.
///
/// The screen is an English app (headings, links, a custom rotor of three entries, an element
/// with two custom actions) read by VoiceOver in English, French, German and Japanese. Where
/// the words come from:
/// - Rotor names: VoiceOver (iOS 17) Settings › Accessibility › VoiceOver › Rotor › Rotor Items
///   (English: Headings, Links, Form Controls, Containers, Landmarks; the Actions rotor).
///   French En-têtes and Liens, German Überschriften and Links, Japanese 見出し and リンク:
///   Apple's UIKit accessibility strings `heading.rotor` and `links` (Tests/AppleWords).
///   German Container, Orientierungspunkte, Formularobjekte: the nouns of Apple's VoiceOver
///   commands "Nächster Container", "Nächstes Formularobjekt" and its landmark word
///   "Orientierungspunkt", in the plural (Duden).
/// - Element words (Heading/En-tête/Überschrift/見出し, Button/Bouton/Taste/ボタン,
///   Link/Lien/Link/リンク, Actions Available/Actions disponibles/Aktionen verfügbar/アクションあり):
///   VoiceOver's trait words, as AccessibilitySnapshot's localized strings record them.
/// - Past the last entry VoiceOver plays its boundary sound and says nothing.
/// - After an element's custom actions VoiceOver lists the element's own action: Apple's
///   VoiceOverServices `VOSCommand.PrimaryActivate` — Activate, Activer, Aktivieren,
///   アクティベート.
/// - Bulgarian has no Apple localization of VoiceOver's words: its rotor names stay English,
///   marked "(en)".
@Suite struct NavigationTests {
    static let screenJSON = """
        [
          {"kind": "container", "containerType": "landmark", "label": "Mailboxes"},
          {"id": "inbox", "label": "Inbox", "traits": ["header"]},
          {"id": "anna", "label": "Anna", "value": "Lunch on Friday", "traits": ["button"], "customActions": ["Delete", "Flag"]},
          {"id": "ben", "label": "Ben", "value": "Quarterly report", "traits": ["button"]},
          {"id": "help", "label": "Help", "traits": ["link"]},
          {"id": "archive", "label": "Archive", "traits": ["header"]},
          {"id": "privacy", "label": "Privacy Policy", "traits": ["link"]},
          {"kind": "rotor", "name": "Unread", "entries": [{"element": "anna"}, {"element": 2}, {"label": "Draft to Carl"}]},
          {"kind": "announcement", "text": "Nouveau message", "language": "fr"}
        ]
        """

    static let screen = try! Screen(json: Data(screenJSON.utf8))

    func walk(_ rotor: String, reader: String) throws -> [String] {
        try ScreenNavigator(language: "en", readerLanguage: reader).walkRotor(named: rotor, in: Self.screen).lines
    }

    func actions(reader: String) throws -> [String] {
        let anna = try Self.screen.element(.id("anna"))
        return try ScreenNavigator(language: "en", readerLanguage: reader).walkActions(of: anna).lines
    }

    @Test func english() throws {
        #expect(try walk("headings", reader: "en") == ["Headings", "Inbox. Heading.", "Archive. Heading.", "[boundary sound]"])
        #expect(try walk("links", reader: "en") == ["Links", "Help. Link.", "Privacy Policy. Link.", "[boundary sound]"])
        #expect(try walk("Unread", reader: "en") == [
            "Unread", "Anna: Lunch on Friday. Button. Actions Available.", "Ben: Quarterly report. Button.", "Draft to Carl", "[boundary sound]",
        ])
        #expect(try actions(reader: "en") == ["Anna: Lunch on Friday. Button. Actions Available.", "Delete", "Flag", "Activate"])
    }

    @Test func french() throws {
        #expect(try walk("headings", reader: "fr") == ["En-têtes", "Inbox. En-tête.", "Archive. En-tête.", "[boundary sound]"])
        #expect(try walk("links", reader: "fr") == ["Liens", "Help. Lien.", "Privacy Policy. Lien.", "[boundary sound]"])
        #expect(try walk("Unread", reader: "fr") == [
            "Unread", "Anna : Lunch on Friday. Bouton. Actions disponibles.", "Ben : Quarterly report. Bouton.", "Draft to Carl", "[boundary sound]",
        ])
        #expect(try actions(reader: "fr") == ["Anna : Lunch on Friday. Bouton. Actions disponibles.", "Delete", "Flag", "Activer"])
    }

    @Test func german() throws {
        #expect(try walk("headings", reader: "de") == ["Überschriften", "Inbox. Überschrift.", "Archive. Überschrift.", "[boundary sound]"])
        #expect(try walk("links", reader: "de") == ["Links", "Help. Link.", "Privacy Policy. Link.", "[boundary sound]"])
        #expect(try walk("Unread", reader: "de") == [
            "Unread", "Anna: Lunch on Friday. Taste. Aktionen verfügbar.", "Ben: Quarterly report. Taste.", "Draft to Carl", "[boundary sound]",
        ])
        #expect(try actions(reader: "de") == ["Anna: Lunch on Friday. Taste. Aktionen verfügbar.", "Delete", "Flag", "Aktivieren"])
    }

    @Test func japanese() throws {
        #expect(try walk("headings", reader: "ja") == ["見出し", "Inbox。見出し。", "Archive。見出し。", "[boundary sound]"])
        #expect(try walk("links", reader: "ja") == ["リンク", "Help。リンク。", "Privacy Policy。リンク。", "[boundary sound]"])
        #expect(try walk("Unread", reader: "ja") == [
            "Unread", "Anna、Lunch on Friday。ボタン。アクションあり。", "Ben、Quarterly report。ボタン。", "Draft to Carl", "[boundary sound]",
        ])
        #expect(try actions(reader: "ja") == ["Anna、Lunch on Friday。ボタン。アクションあり。", "Delete", "Flag", "アクティベート"])
    }

    @Test func builtInRotorByLocalizedOrEnglishName() throws {
        #expect(try walk("Überschriften", reader: "de") == walk("headings", reader: "de"))
        #expect(try walk("Headings", reader: "de") == walk("headings", reader: "de"))
    }

    @Test func untranslatedNamesStayEnglishAndMarked() throws {
        let walk = try ScreenNavigator(language: "en", readerLanguage: "bg").walkRotor(named: "landmarks", in: Self.screen)
        #expect(walk.lines == ["(en) Landmarks", "Mailboxes", "[boundary sound]"])
        let german = try ScreenNavigator(language: "en", readerLanguage: "de").walkRotor(named: "landmarks", in: Self.screen)
        #expect(german.lines == ["Orientierungspunkte", "Mailboxes", "[boundary sound]"])
        #expect(try self.walk("containers", reader: "de") == ["Container", "Mailboxes", "[boundary sound]"])
        #expect(walk.steps[0].isUntranslated)
        #expect(walk.steps[0].utterance.segments.map(\.language) == ["en"])
        #expect(walk.steps[1].isUntranslated == false)
    }

    @Test func containersRotorListsEveryContainer() throws {
        #expect(try walk("containers", reader: "en") == ["Containers", "Mailboxes", "[boundary sound]"])
        #expect(try walk("formControls", reader: "en") == [
            "Form Controls", "Anna: Lunch on Friday. Button. Actions Available.", "Ben: Quarterly report. Button.", "[boundary sound]",
        ])
    }

    @Test func rotorListNamesBuiltInActionsAndCustomRotors() throws {
        let names = try ScreenNavigator(language: "en").rotorNames(in: Self.screen)
        #expect(names == ["Headings", "Links", "Form Controls", "Containers", "Landmarks", "Actions", "Unread"])
    }

    @Test func announcementIsSpokenInItsLanguage() throws {
        guard case .announcement(let announcement)? = Self.screen.entries.last else {
            Issue.record("the last entry should be an announcement")
            return
        }
        let utterance = try ScreenNavigator(language: "en").announce(announcement)
        #expect(utterance.text == "Nouveau message")
        #expect(utterance.language == "fr")
        #expect(utterance.segments.map(\.role) == [.announcement])
    }

    @Test func rotorWalkSSMLIsWellFormedXML() throws {
        for reader in ["en", "fr", "de", "ja"] {
            let ssml = try ScreenNavigator(language: "en", readerLanguage: reader).walkRotor(named: "Unread", in: Self.screen).ssml()
            #expect(XMLParser(data: Data(ssml.utf8)).parse(), "\(ssml)")
            #expect(ssml.hasPrefix("<speak version=\"1.1\""))
            #expect(ssml.hasSuffix("<mark name=\"boundary\"/></speak>"))
        }
        let escaped = Screen(entries: [.rotor(CustomRotor(name: "A & <B>", entries: [.label("\"x\" < 'y'", language: nil)]))])
        let ssml = try ScreenNavigator(language: "en").walkRotor(named: "A & <B>", in: escaped).ssml()
        #expect(XMLParser(data: Data(ssml.utf8)).parse(), "\(ssml)")
    }

    @Test func badReferencesAndNamesAreClearErrors() throws {
        let navigator = try ScreenNavigator(language: "en")
        #expect(throws: VocalizeError.self) { try navigator.walkRotor(named: "Nope", in: Self.screen) }
        #expect(throws: VocalizeError.self) { try navigator.walkRotor(named: "Actions", in: Self.screen) }
        let dangling = Screen(entries: [.rotor(CustomRotor(name: "R", entries: [.element(.id("missing"))]))])
        do {
            _ = try navigator.walkRotor(named: "R", in: dangling)
            Issue.record("a dangling reference should throw")
        } catch {
            #expect(error.message.contains("\"missing\""))
        }
        #expect(throws: VocalizeError.self) { try navigator.walkActions(of: SpokenElement(label: "No actions")) }
        #expect(throws: VocalizeError.self) { try Screen(json: Data(#"[{"kind": "rotor", "name": "R"}]"#.utf8)) }
        #expect(throws: VocalizeError.self) { try Screen(json: Data(#"[{"kind": "rotor", "name": "R", "entries": [{"element": -1}]}]"#.utf8)) }
        #expect(throws: VocalizeError.self) { try Screen(json: Data(#"[{"kind": "container", "containerType": "tabBar", "label": "X"}]"#.utf8)) }
        #expect(throws: VocalizeError.self) { try Screen(json: Data(#"[{"kind": "announcement"}]"#.utf8)) }
    }

    @Test func schemaAcceptsNavigationWordsAndRejectsUnknownKeys() throws {
        let good = #"{"language": "xx", "numbers": {}, "utterance": {"navigation": {"rotors": {"headings": "H", "actions": "A"}, "defaultAction": "D", "source": "S"}}}"#
        #expect(ProfileSchema.bundled.issues(in: try JSONDecoder().decode(JSONValue.self, from: Data(good.utf8))).isEmpty)
        let bad = #"{"language": "xx", "numbers": {}, "utterance": {"navigation": {"rotors": {"tables": "T"}, "endOfList": "E"}}}"#
        let paths = ProfileSchema.bundled.issues(in: try JSONDecoder().decode(JSONValue.self, from: Data(bad.utf8))).map(\.path)
        #expect(paths.contains("utterance.navigation.rotors.tables"))
        #expect(paths.contains("utterance.navigation.endOfList"))
    }

    @Test func everyProfileHasNavigationWordsOrFallsBackMarked() throws {
        for tag in LocaleProfileRegistry.shared.languages {
            let locale = try SpeechLocale(tag)
            guard (try? UtteranceWords.resolve(locale)) != nil else { continue }
            let words = try NavigationWords.resolve(locale)
            for key in NavigationProfile.rotorKeys {
                let word = words.rotorName(key)
                #expect(!word.text.isEmpty)
                #expect(word.isUntranslated == (word.language == "en" && !tag.hasPrefix("en")), "\(tag) \(key)")
            }
        }
    }
}
