import Foundation

/// The `utterance.navigation` section of a locale profile: what VoiceOver says while the user
/// navigates rather than when an element is focused.
///
/// ```json
/// "navigation": {
///   "rotors": {"headings": "Headings", "links": "Links", "formControls": "Form Controls",
///              "containers": "Containers", "landmarks": "Landmarks", "actions": "Actions"},
///   "defaultAction": "Activate",
///   "source": "VoiceOver (iOS 17), Settings › Accessibility › VoiceOver › Rotor › Rotor Items"
/// }
/// ```
///
/// Only words known from VoiceOver itself belong here: a word a profile lacks is not guessed
/// but said in English and marked untranslated (`NavigationWalk.Step.isUntranslated`).
public struct NavigationProfile: Sendable, Hashable, Codable {
    /// Built-in rotor names by key (see `BuiltInRotor`), plus "actions", the rotor of an
    /// element's custom actions.
    public var rotors: [String: String]?
    /// The element's own activation, said after its custom actions ("Activate").
    public var defaultAction: String?
    /// Where the words come from, and which are still unknown.
    public var source: String?

    /// An empty section: every word is said in English, marked.
    public init() {}

    /// The keys `rotors` may have: each built-in rotor and "actions".
    public static let rotorKeys = BuiltInRotor.allCases.map(\.rawValue) + ["actions"]
}

/// The navigation words of one reader language, each with the language it is really in.
///
/// Sendable notes: immutable after init.
final class NavigationWords: Sendable {
    /// A word and whether it had to be taken from English.
    struct Word: Sendable, Hashable {
        var text: String
        var language: String
        var isUntranslated: Bool
    }

    let readerTag: String
    private let words: [String: Word]

    private static let cache = ProfileDerivedCache<NavigationWords>(capacity: 64)
    /// The profile whose words stand in for unknown ones.
    static let fallbackTag = "en"

    static func resolve(_ locale: SpeechLocale, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> NavigationWords {
        try cache.value(for: locale, registry: registry) { () throws(VocalizeError) in
            try NavigationWords(locale: locale, registry: registry)
        }
    }

    private init(locale: SpeechLocale, registry: LocaleProfileRegistry) throws(VocalizeError) {
        let language = try SpeechLanguage.resolve(locale, registry: registry)
        readerTag = language.locale.identifier
        let own = language.profile.utterance?.navigation
        let fallback = try registry.profile(for: SpeechLocale(Self.fallbackTag)).utterance?.navigation
        try Self.check(own, tag: language.profile.language)
        var words: [String: Word] = [:]
        func add(_ key: String, _ word: String?, _ fallbackWord: String?) throws(VocalizeError) {
            if let word, !word.isEmpty {
                words[key] = Word(text: word, language: language.locale.identifier, isUntranslated: false)
            } else if let fallbackWord, !fallbackWord.isEmpty {
                words[key] = Word(text: fallbackWord, language: Self.fallbackTag, isUntranslated: true)
            } else {
                throw VocalizeError(.invalidLocaleProfile, "The \(Self.fallbackTag) profile's utterance.navigation lacks \"\(key)\", the word every other language falls back to.")
            }
        }
        for key in NavigationProfile.rotorKeys {
            try add("rotor." + key, own?.rotors?[key], fallback?.rotors?[key])
        }
        try add("defaultAction", own?.defaultAction, fallback?.defaultAction)
        self.words = words
    }

    private static func check(_ section: NavigationProfile?, tag: String) throws(VocalizeError) {
        let unknown = (section?.rotors ?? [:]).keys.filter { !NavigationProfile.rotorKeys.contains($0) }.sorted()
        guard unknown.isEmpty else {
            throw VocalizeError(.invalidLocaleProfile, "The \(tag) profile's utterance.navigation.rotors has unknown keys \(unknown.joined(separator: ", ")); the keys are \(NavigationProfile.rotorKeys.joined(separator: ", ")).")
        }
    }

    /// A built-in rotor's name ("actions" for the actions rotor). Every key is filled at
    /// init; the key itself, marked, stands in only if that invariant were broken.
    func rotorName(_ key: String) -> Word { words["rotor." + key] ?? Word(text: key, language: Self.fallbackTag, isUntranslated: true) }
    /// The element's own activation, said after its custom actions.
    var defaultAction: Word { words["defaultAction"] ?? Word(text: "defaultAction", language: Self.fallbackTag, isUntranslated: true) }
}
