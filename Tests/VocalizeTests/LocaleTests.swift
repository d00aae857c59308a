import Foundation
import Testing

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
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix("schema.json") && $0 != "root.json" }
            .map { String($0.dropLast(5)) }.sorted()
        #expect(EmbeddedLocaleProfiles.all.map(\.tag).sorted() == files)
        let manifest = try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        for tag in files { #expect(manifest.contains("\"\(tag)\""), "Package.swift's localeTags lacks \(tag)") }
        for (tag, bytes) in EmbeddedLocaleProfiles.all {
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(bytes.bytes))
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
        // Registering checks as `check(json:)` does, so a rule set ICU lacks is refused at once.
        let badRuleSet = #expect(throws: VocalizeError.self) {
            try registry.register(json: Data(#"{"language": "de", "numbers": {"ordinalRuleSet": "%nope"}}"#.utf8))
        }
        #expect(badRuleSet?.message.contains("%nope") == true)
        // A profile that reaches the language unchecked still fails when it is resolved.
        let unchecked = LocaleProfileRegistry()
        _ = unchecked.install(try JSONValue.parse(Array(#"{"language": "de", "numbers": {"ordinalRuleSet": "%nope"}}"#.utf8)), as: "de")
        let profileWithBadRule = try unchecked.profile(for: SpeechLocale("de"))
        let error = #expect(throws: VocalizeError.self) { try SpeechLanguage(locale: SpeechLocale("de"), profile: profileWithBadRule) }
        #expect(error?.message.contains("%nope") == true)
    }

    @Test func registryIsFreshWithoutRegistrations() {
        #expect(LocaleProfileRegistry().languages.count == EmbeddedLocaleProfiles.all.count)
    }
}

@Suite("Profile schema and coverage")
struct ProfileSchemaTests {
    @Test("Every built-in profile follows the schema", arguments: EmbeddedLocaleProfiles.all.map(\.tag))
    func builtInProfileFollowsSchema(tag: String) throws {
        let document = try #require(LocaleProfileRegistry.shared.document(for: tag))
        let issues = ProfileSchema.bundled.issues(in: document)
        #expect(issues.isEmpty, "\(tag): \(issues.map(\.description).joined(separator: "; "))")
    }

    @Test("Every built-in profile names only rule sets ICU has, and resolves", arguments: EmbeddedLocaleProfiles.all.map(\.tag))
    func builtInRuleSetsExist(tag: String) throws {
        let locale = try SpeechLocale(tag)
        let issues = try LocaleProfileRegistry.shared.ruleSetIssues(for: locale)
        #expect(issues.isEmpty, "\(tag): \(issues.map(\.description).joined(separator: "; "))")
        try SpeechLanguage.resolve(locale).validateSections()
    }

    @Test("Every built-in profile is complete: no key a complete profile needs is missing", arguments: EmbeddedLocaleProfiles.all.map(\.tag))
    func builtInProfileIsComplete(tag: String) throws {
        let coverage = try LocaleCoverage.of(tag)
        #expect(coverage.missing.isEmpty, "\(tag) lacks \(coverage.missing.joined(separator: ", "))")
        #expect(coverage.status != nil, "\(tag) says nothing of how sure it is (status)")
        #expect(!coverage.sources.isEmpty, "\(tag) names no sources")
    }

    @Test func schemaCatchesMisspeltKeysAndWrongValues() throws {
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(#"""
            {"language": "fr", "numbers": {"decimalSeperator": "virgule", "fraction": {"style": "halves"}},
             "phone": {"style": "pairs", "digitWords": ["zéro"]}, "status": "final"}
            """#.utf8))
        let issues = ProfileSchema.bundled.issues(in: document).map(\.description)
        #expect(issues.contains { $0.hasPrefix("numbers.decimalSeperator: is not a key Vocalize knows here") })
        #expect(issues.contains("numbers.fraction.style: should be one of \"digits\", \"number\", \"fraction\", not \"halves\""))
        #expect(issues.contains("phone.digitWords: should have at least 10 items (it has 1)"))
        #expect(issues.contains("status: should be one of \"draft\", \"facts-sourced\", \"machine-reviewed\", \"native-reviewed\", \"reviewed\", not \"final\""))
    }

    @Test func checkReportsRuleSetsICULacks() {
        let (problems, _) = LocaleProfileRegistry().check(json: Data(#"{"language": "de", "numbers": {"yearRuleSet": "%spellout-year-nope"}}"#.utf8))
        #expect(problems.map(\.description).contains("numbers.yearRuleSet: \"%spellout-year-nope\" is not one of ICU \(ICU.version)'s rule sets for de"))
    }

    @Test func customRuleSetsCountAsRuleSets() throws {
        let (problems, _) = LocaleProfileRegistry().check(json: Data(#"""
            {"language": "is", "numbers": {"ordinalRuleSet": "%spellout-ordinal-test",
             "customRuleSets": {"%spellout-ordinal-test": "%spellout-ordinal-test:\n0: núllti;\n1: fyrsti;\n"}}}
            """#.utf8))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func customRuleSetsAndReplacementsAreData() throws {
        let registry = LocaleProfileRegistry()
        try registry.register(json: Data(#"""
            {"language": "pl", "numbers": {"customRuleSets": {"%spellout-test": "%spellout-test:\n0: zerowy;\n1: pierwszy;\n2: drugi;\n"},
             "replacements": [["dwa", "DWA"]]}}
            """#.utf8))
        let language = try SpeechLanguage(locale: SpeechLocale("pl"), profile: registry.profile(for: SpeechLocale("pl")))
        let polish = NumberSpeaker(resolved: language)
        #expect(try polish.speak("2", as: .ruleSet("%spellout-test")) == "drugi")
        #expect(try polish.speak("2") == "DWA")
        // Whole words only: "dwanaście" keeps its "dwa".
        #expect(try polish.speak("12") == "dwanaście")
        let broken = Data(#"{"language": "pl", "numbers": {"customRuleSets": {"%x": "%x: 0: ;;;; <<<"}, "cardinalRuleSet": "%x"}}"#.utf8)
        #expect(throws: VocalizeError.self) { try LocaleProfileRegistry().register(json: broken) }
        let unchecked = LocaleProfileRegistry()
        _ = unchecked.install(try JSONValue.parse([UInt8](broken)), as: "pl")
        #expect(throws: VocalizeError.self) { try SpeechLanguage(locale: SpeechLocale("pl"), profile: unchecked.profile(for: SpeechLocale("pl"))) }
    }

    @Test func coverageListsWhatIsMissing() throws {
        let english = try LocaleCoverage.of("en")
        #expect(english.capabilities.map(\.name) == LocaleCoverage.requirements.map(\.capability))
        // A profile without a closer is refused when registered; coverage still reports it.
        #expect(throws: VocalizeError.self) { try LocaleProfileRegistry().register(json: Data(#"{"language": "en", "utterance": {"closer": ""}}"#.utf8)) }
        let registry = LocaleProfileRegistry()
        _ = registry.install(try JSONValue.parse(Array(#"{"language": "en", "utterance": {"closer": ""}}"#.utf8)), as: "en")
        #expect(try LocaleCoverage.of("en", registry: registry).missing.contains("utterance.closer"))
    }
}

@Suite struct LazyProfileTests {
    @Test("A registry parses only the profiles a language's chain needs, once, from any thread")
    func parsesOnlyTheChain() async throws {
        let registry = LocaleProfileRegistry()
        #expect(registry.parsedTags.isEmpty)
        #expect(registry.languages.count == EmbeddedLocaleProfiles.all.count)
        #expect(registry.hasProfile("fr-CA"))
        let canadian = try SpeechLocale("fr-CA")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { _ = try? registry.profile(for: canadian) }
            }
        }
        #expect(registry.parsedTags == ["fr-CA", "fr"])
        #expect(try registry.profile(for: canadian).language == "fr-CA")
        _ = registry.document(for: "de")
        #expect(registry.parsedTags == ["fr-CA", "fr", "de"])
    }

    @Test("The JSON parser reads what JSONDecoder reads and refuses what it refuses")
    func parserAgreesWithJSONDecoder() throws {
        for (tag, bytes) in EmbeddedLocaleProfiles.all {
            #expect(try JSONValue.parse(bytes.bytes) == JSONDecoder().decode(JSONValue.self, from: Data(bytes.bytes)), "\(tag)")
        }
        for bad in ["{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\u{01}\"", "tru", "{} x", "\"\\x\"", "[1 2]"] {
            #expect(throws: JSONParser.Failure.self, "\(bad)") { try JSONValue.parse(Array(bad.utf8)) }
        }
        #expect(try JSONValue.parse(Array(#" {"a": [1, -2.5e3, true, null, "\u00e9\n"]} "#.utf8))
            == .object(["a": .array([.number(1), .number(-2500), .bool(true), .null, .string("é\n")])]))
    }
}
