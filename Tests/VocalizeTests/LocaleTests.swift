import Foundation
import Testing
import VocalizeLocales

@testable import Vocalize

@Suite("Speech locales and profiles")
struct LocaleTests {
    @Test("Tags apps put in accessibilityLanguage", arguments: [
        ("fr", "fr", ["fr-Latn", "fr"]),
        ("fr-CA", "fr-CA", ["fr-Latn-CA", "fr-CA", "fr-Latn", "fr"]),
        ("pt_BR", "pt-BR", ["pt-Latn-BR", "pt-BR", "pt-Latn", "pt"]),
        ("zh-Hant-TW", "zh-Hant-TW", ["zh-Hant-TW", "zh-TW", "zh-Hant", "zh"]),
        ("en-US-u-nu-arab", "en-US-u-nu-arab", ["en-Latn-US", "en-US", "en-Latn", "en"]),
        ("EN-gb", "en-GB", ["en-Latn-GB", "en-GB", "en-Latn", "en"]),
    ])
    func canonicalisation(tag: String, identifier: String, chain: [String]) throws {
        let locale = try SpeechLocale(tag)
        #expect(locale.identifier == identifier)
        #expect(locale.profileChain.filter { !$0.contains("-Latn") } == chain.filter { !$0.contains("-Latn") })
    }

    @Test func chainOfAScriptLessChineseRegion() throws {
        let hongKong = try SpeechLocale("zh-HK")
        #expect(hongKong.scriptCode == "Hant")
        #expect(hongKong.profileChain == ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh"])
    }

    @Test func errorsNameWhatWasAsked() throws {
        let empty = #expect(throws: VocalizeError.self) { try SpeechLocale("") }
        #expect(empty?.kind == .invalidLanguageTag)
        let malformed = #expect(throws: VocalizeError.self) { try SpeechLocale("fr--CA") }
        #expect(malformed?.kind == .invalidLanguageTag)
        #expect(malformed?.message.contains("fr--CA") == true)
        #expect(throws: VocalizeError.self) { try SpeechLocale("français") }
        let unknown = #expect(throws: VocalizeError.self) { try SpeechLocale("xx") }
        #expect(unknown?.kind == .unsupportedLanguage)
        #expect(unknown?.message.contains("\"xx\"") == true)
        #expect(throws: VocalizeError.self) { try SpeechLocale("tlh") }
    }

    @Test func environmentLanguage() {
        #expect(SpeechLocale.environmentLanguage(["LANG": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(SpeechLocale.environmentLanguage(["LANG": "C.UTF-8"]) == "en")
        #expect(SpeechLocale.environmentLanguage(["LANG": "de_DE@euro"]) == "de_DE")
        #expect(SpeechLocale.environmentLanguage([:]) == "en")
    }

    @Test func everyProfileFileIsEmbeddedAndDecodes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Locales")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") }
            .map { String($0.dropLast(5)) }.sorted()
        #expect(EmbeddedLocaleProfiles.all.map(\.tag).sorted() == files)
        let manifest = try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        for tag in files { #expect(manifest.contains("\"\(tag)\""), "Package.swift's localeTags lacks \(tag)") }
        for (tag, bytes) in EmbeddedLocaleProfiles.all {
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
            #expect(document["language"]?.stringValue == tag)
            _ = try LocaleProfileRegistry.decode(document, chain: [tag])
        }
    }

    @Test func regionalProfilesInheritTheirLanguage() throws {
        let registry = LocaleProfileRegistry()
        let canadian = try registry.profile(for: SpeechLocale("fr-CA"))
        #expect(canadian.language == "fr-CA")
        #expect(canadian.numbers.ordinalRuleSet == "%spellout-ordinal-masculine")
    }

    @Test func profilesCanBeAddedAndOverriddenAtRunTime() throws {
        let registry = LocaleProfileRegistry()
        let tag = try registry.register(json: Data(#"{"language": "fr", "numbers": {"decimalSeparator": "point"}}"#.utf8))
        #expect(tag == "fr")
        let profile = try registry.profile(for: SpeechLocale("fr"))
        #expect(profile.numbers.decimalSeparator == "point")
        // The rest of the built-in French profile is kept.
        #expect(profile.numbers.ordinalRuleSet == "%spellout-ordinal-masculine")
        let language = try SpeechLanguage(locale: SpeechLocale("fr"), profile: profile)
        #expect(try NumberSpeaker(resolved: language).speak("1.5") == "un point cinq")

        let noLanguage = #expect(throws: VocalizeError.self) { try registry.register(json: Data(#"{"numbers": {}}"#.utf8)) }
        #expect(noLanguage?.kind == .invalidLocaleProfile)
        let notJSON = #expect(throws: VocalizeError.self) { try registry.register(json: Data("{".utf8)) }
        #expect(notJSON?.message.contains("not valid JSON") == true)
        let wrongType = #expect(throws: VocalizeError.self) {
            try registry.register(json: Data(#"{"language": "fr", "numbers": {"wordSeparator": 3}}"#.utf8))
        }
        #expect(wrongType?.message.contains("numbers.wordSeparator") == true)
        let badRuleSet = try registry.register(json: Data(#"{"language": "de", "numbers": {"ordinalRuleSet": "%nope"}}"#.utf8))
        let profileWithBadRule = try registry.profile(for: SpeechLocale(badRuleSet))
        let error = #expect(throws: VocalizeError.self) { try SpeechLanguage(locale: SpeechLocale("de"), profile: profileWithBadRule) }
        #expect(error?.message.contains("%nope") == true)
    }

    @Test func registryIsFreshWithoutRegistrations() {
        #expect(LocaleProfileRegistry().languages.count == EmbeddedLocaleProfiles.all.count)
    }
}
