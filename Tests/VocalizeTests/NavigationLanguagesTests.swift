import Foundation
import Testing

@testable import Vocalize

/// VoiceOver's navigation words in every language, checked against Apple's own strings.
///
/// The reference is Tests/AppleWords/apple-words.json: Apple's localized strings extracted from
/// iOS (VoiceOverServices, UIKit's accessibility bundle, AccessibilityPlatformTranslation) as
/// published in kishikawakatsumi/applelocalization-tools, written by
/// Tests/AppleWords/extract_apple_words.py — not by Vocalize. A language Apple localizes must say
/// every navigation word in that language, each naming a source that really says it; a language
/// Apple does not localize says them in English, marked.
@Suite struct NavigationLanguagesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Apple's strings: reference → Apple localization → text.
    static let apple: [String: [String: String]] = {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("Tests/AppleWords/apple-words.json")),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = document["strings"] as? [String: [String: String]]
        else { return [:] }
        return strings
    }()

    /// Every Apple localization the reference holds.
    static let appleLocalizations = Set(apple.values.flatMap(\.keys))

    /// Apple's code for a profile tag where it is not the tag with "_" for "-" (Apple's
    /// lproj names: Norwegian Bokmål is "no", Latin-American Spanish "es_419", Chinese by region).
    static let appleCodes = ["nb": "no", "es-MX": "es_419", "zh-Hans": "zh_CN", "zh-Hant": "zh_TW", "zh": "zh_CN"]

    /// The Apple localization whose words a profile should have, along its chain (en-GB → en_GB).
    static func appleLocalization(of tag: String) throws -> String? {
        for candidate in try SpeechLocale(tag).profileChain {
            let code = appleCodes[candidate] ?? candidate.replacingOccurrences(of: "-", with: "_")
            if appleLocalizations.contains(code) { return code }
        }
        return nil
    }

    static let inbox: Screen = {
        let data = (try? Data(contentsOf: root.appendingPathComponent("examples/screens/inbox.json"))) ?? Data()
        return (try? Screen(json: data)) ?? Screen(entries: [])
    }()

    /// The navigation words a reader hears on the inbox screen: every built-in rotor's name
    /// (`vocalize rotor examples/screens/inbox.json --rotor R --reader-lang L`) and the default
    /// action (`vocalize actions … --reader-lang L`), by word path.
    static func heardWords(reader: String) throws -> [String: NavigationWalk.Step] {
        let navigator = try ScreenNavigator(language: "en", readerLanguage: reader)
        var heard: [String: NavigationWalk.Step] = [:]
        for rotor in BuiltInRotor.allCases {
            let walk = try navigator.walkRotor(named: rotor.rawValue, in: inbox)
            #expect(walk.steps.first?.kind == .rotorName && walk.steps.last?.kind == .boundary, "\(reader) \(rotor)")
            heard["navigation.rotors." + rotor.rawValue] = walk.steps.first
        }
        let names = try navigator.rotors(in: inbox)
        heard["navigation.rotors.actions"] = names[BuiltInRotor.allCases.count]
        for (element, _) in inbox.elements where !element.customActions.isEmpty {
            let walk = try navigator.walkActions(of: element)
            #expect(walk.steps.last?.kind == .defaultAction)
            heard["navigation.defaultAction"] = walk.steps.last
        }
        return heard
    }

    @Test func theReferenceIsThere() {
        #expect(Self.apple.count >= 20)
        #expect(Self.appleLocalizations.count >= 39)
        #expect(!Self.inbox.elements.isEmpty)
    }

    @Test func everyLanguageSaysSourcedWordsAndEnglishOnlyWhereNoSourceExists() throws {
        let english = NavigationCoverage(try LocaleProfileRegistry.shared.profile(for: SpeechLocale("en")).utterance)
        let englishWords = Dictionary(uniqueKeysWithValues: english.words.map { ($0.path, $0.text ?? "") })
        var localized = 0
        for tag in LocaleProfileRegistry.shared.languages {
            let locale = try SpeechLocale(tag)
            let coverage = NavigationCoverage(try LocaleProfileRegistry.shared.profile(for: locale).utterance)
            let heard = try Self.heardWords(reader: tag)
            #expect(heard.count == NavigationProfile.wordPaths.count, "\(tag)")
            let appleCode = try Self.appleLocalization(of: tag)
            for word in coverage.words {
                let step = try #require(heard[word.path], "\(tag) \(word.path)")
                guard let text = word.text else {
                    // English, marked — allowed only where Apple gives no word in this language.
                    #expect(appleCode == nil, "\(tag) says \(word.path) in English, but Apple's \(appleCode ?? "") strings give it")
                    #expect(step.isUntranslated && step.line.hasPrefix("(en) "), "\(tag) \(word.path): \(step.line)")
                    continue
                }
                #expect(step.isUntranslated == false && step.line == text, "\(tag) \(word.path): \(step.line)")
                let source = try #require(word.source, "\(tag) \(word.path) \"\(text)\" names no source")
                try Self.check(source, of: text, tag: tag, path: word.path)
                if tag != "en", !tag.hasPrefix("en-"), text.lowercased() == englishWords[word.path]?.lowercased() {
                    // The English word is right only when the source itself says it (German "Links").
                    let attested = [source.text, source.grammar].compactMap { $0?.lowercased() }.contains { $0.contains(text.lowercased()) }
                    #expect(attested, "\(tag) \(word.path) is the English \"\(text)\"")
                }
                if let appleCode, let sourced = source.appleLanguage {
                    // Apple's strings of the same language (pt's landmark word is only in pt_BR).
                    #expect(sourced.prefix { $0 != "_" } == appleCode.prefix { $0 != "_" }, "\(tag) \(word.path) cites Apple's \(sourced) strings, not \(appleCode)")
                }
            }
            if appleCode != nil { localized += 1 }
        }
        #expect(localized >= 40)
    }

    /// A source says what the profile claims it says.
    static func check(_ source: WordSource, of word: String, tag: String, path: String) throws {
        switch source.kind {
        case .apple, .derived:
            let language = try #require(source.appleLanguage, "\(tag) \(path): an Apple source names its localization")
            let appleText = try #require(apple[source.ref]?[language], "\(tag) \(path): no Apple string \(source.ref) in \(language)")
            #expect(source.text == appleText, "\(tag) \(path): the source quotes \"\(source.text ?? "")\", Apple says \"\(appleText)\"")
            if source.kind == .apple {
                #expect(word.lowercased() == appleText.lowercased(), "\(tag) \(path): \"\(word)\" is not Apple's \"\(appleText)\"")
            } else {
                #expect(source.grammar?.isEmpty == false, "\(tag) \(path): a derived word states its grammar")
                #expect(word.lowercased() != appleText.lowercased(), "\(tag) \(path): a word equal to Apple's string is kind apple, not derived")
            }
        case .published:
            // An address, or a signed review file that records what VoiceOver said on a device.
            let isReview = source.ref.hasPrefix("docs/reviews/") && FileManager.default.fileExists(atPath: root.appendingPathComponent(source.ref).path)
            #expect(source.ref.hasPrefix("http") || isReview, "\(tag) \(path): a published source is an address or a review file")
            #expect(source.text?.isEmpty == false, "\(tag) \(path): a published source quotes what it says")
        }
    }

    @Test func everyUtteranceWordSourceSaysTheWord() throws {
        var checked = 0
        for tag in LocaleProfileRegistry.shared.languages {
            let utterance = try LocaleProfileRegistry.shared.profile(for: SpeechLocale(tag)).utterance
            for (path, source) in utterance?.sources ?? [:] where !path.hasPrefix("navigation.") {
                let parts = path.split(separator: ".").map(String.init)
                let word: String?
                switch parts.first {
                case "traits": word = utterance?.traits?[parts[1]]
                case "states": word = utterance?.states?[parts[1]]
                case "hints": word = utterance?.hints?[parts[1]]
                case "series": word = utterance?.series
                case "actionsAvailable": word = utterance?.actionsAvailable
                default: word = nil
                }
                let text = try #require(word, "\(tag): \(path) has a source but no word")
                if path == "series" {
                    // Apple writes the pattern with positional arguments ("%1$@ of %2$@"), TalkBack
                    // with Android's ("%1$d of %2$d").
                    var quoted = source.text ?? ""
                    for (argument, name) in [("%1$@", "{index}"), ("%2$@", "{count}"), ("%1$d", "{index}"), ("%2$d", "{count}")] {
                        quoted = quoted.replacingOccurrences(of: argument, with: name)
                    }
                    quoted = quoted.replacingOccurrences(of: "\u{200F}", with: "").replacingOccurrences(of: "\u{A0}", with: " ")
                    #expect(text.replacingOccurrences(of: "\u{A0}", with: " ") == quoted, "\(tag) series")
                    if source.kind == .published {
                        #expect(source.ref.hasPrefix("http"), "\(tag) series: a published source is an address")
                    } else {
                        #expect(Self.apple[source.ref]?[source.appleLanguage ?? ""] == source.text, "\(tag) series")
                    }
                } else {
                    try Self.check(source, of: text, tag: tag, path: path)
                }
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test func statusesSayWhatWasDone() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.root.appendingPathComponent("Locales/profile.schema.json"))) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let allowed = try #require((properties["status"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(allowed) == Set(LocaleProfile.Status.allCases.map(\.rawValue) + [LocaleProfile.Status.legacyReviewed]))
        for tag in LocaleProfileRegistry.shared.languages {
            let document = try #require(LocaleProfileRegistry.shared.document(for: tag))
            let status = try #require(document["status"]?.stringValue, "\(tag) has no status")
            #expect(allowed.contains(status), "\(tag): \(status)")
            #expect(status != LocaleProfile.Status.legacyReviewed, "\(tag) says \"reviewed\" without saying which review")
            let sources: [String]
            if case .array(let items)? = document["sources"] { sources = items.compactMap(\.stringValue) } else { sources = [] }
            switch LocaleProfile.Status(rawValue: status) {
            case .machineReviewed?:
                #expect(sources.contains { $0.contains("AI helper") }, "\(tag) is machine-reviewed but its sources name no such review")
            case .nativeReviewed?:
                let review = Self.root.appendingPathComponent("docs/reviews/\(tag).md")
                let text = (try? String(contentsOf: review, encoding: .utf8)) ?? ""
                #expect(text.contains("Reviewer:") && text.contains("Signed:"), "\(tag) is native-reviewed but docs/reviews/\(tag).md is not a signed review")
            case .factsSourced?:
                let coverage = NavigationCoverage(try LocaleProfileRegistry.shared.profile(for: SpeechLocale(tag)).utterance)
                #expect(coverage.unsourced.isEmpty, "\(tag) is facts-sourced but \(coverage.unsourced) name no source")
            default:
                break
            }
        }
    }

    @Test func legacyReviewedStatusReadsAsMachineReviewed() throws {
        let legacy = try JSONDecoder().decode(LocaleProfile.Status.self, from: Data(#""reviewed""#.utf8))
        #expect(legacy == .machineReviewed)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LocaleProfile.Status.self, from: Data(#""final""#.utf8)) }
        #expect(LocaleProfile.Status.draft < .machineReviewed && LocaleProfile.Status.machineReviewed < .nativeReviewed)
    }

    @Test func schemaChecksWordSources() throws {
        let good = #"{"language": "xx", "numbers": {}, "utterance": {"sources": {"navigation.rotors.headings": {"kind": "apple", "ref": "UIKit.axbundle/Accessibility.strings:heading.rotor", "appleLanguage": "de", "text": "Überschriften"}}}}"#
        #expect(ProfileSchema.bundled.issues(in: try JSONDecoder().decode(JSONValue.self, from: Data(good.utf8))).isEmpty)
        let bad = #"{"language": "xx", "numbers": {}, "utterance": {"sources": {"navigation.rotors.tables": {"kind": "guess", "ref": "x"}, "traits.button": {"kind": "apple"}}}}"#
        let issues = ProfileSchema.bundled.issues(in: try JSONDecoder().decode(JSONValue.self, from: Data(bad.utf8))).map(\.description)
        #expect(issues.contains { $0.hasPrefix("utterance.sources.navigation.rotors.tables") && $0.contains("expected form") })
        #expect(issues.contains { $0.hasPrefix("utterance.sources.navigation.rotors.tables.kind") })
        #expect(issues.contains { $0.hasPrefix("utterance.sources.traits.button.ref") && $0.contains("required") })
    }

    @Test func localesListingShowsNavigationCoverage() throws {
        let german = try LocaleCoverage.of("de")
        #expect(german.navigation.translated == 7 && german.navigation.unsourced.isEmpty)
        #expect(german.navigation.count(.apple) == 3 && german.navigation.count(.derived) == 2 && german.navigation.count(.published) == 2)
        let bulgarian = try LocaleCoverage.of("bg")
        #expect(bulgarian.navigation.translated == 0)
        #expect(bulgarian.navigation.untranslated == NavigationProfile.wordPaths)
    }
}
