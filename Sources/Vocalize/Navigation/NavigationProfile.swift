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
/// Only words known from VoiceOver itself belong here, each with its source in
/// `utterance.sources` (see `WordSource`): a word a profile lacks is not guessed but said in
/// English and marked untranslated (`NavigationWalk.Step.isUntranslated`).
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

    /// The path of every navigation word in the `utterance` section, as `utterance.sources`
    /// keys them: "navigation.rotors.headings" … "navigation.defaultAction".
    public static let wordPaths = rotorKeys.map { "navigation.rotors." + $0 } + ["navigation.defaultAction"]
}

/// How one language's navigation words are known: for each word, whether the profile has it
/// and what source it names.
public struct NavigationCoverage: Sendable, Hashable {
    /// One navigation word of the merged profile.
    public struct Word: Sendable, Hashable {
        /// Its path in the `utterance` section ("navigation.rotors.headings").
        public var path: String
        /// The profile's word; nil when VoiceOver's English word is said instead, marked.
        public var text: String?
        /// Where the word comes from; nil for a word that rests on no source.
        public var source: WordSource?
    }

    /// Every navigation word, in `NavigationProfile.wordPaths` order.
    public var words: [Word]

    /// The coverage of an utterance section (already merged along the profile chain).
    public init(_ utterance: UtteranceProfile?) {
        let navigation = utterance?.navigation
        words = NavigationProfile.wordPaths.map { path in
            let text: String?
            if path == "navigation.defaultAction" {
                text = navigation?.defaultAction
            } else {
                text = navigation?.rotors?[String(path.dropFirst("navigation.rotors.".count))]
            }
            let present = text.flatMap { $0.isEmpty ? nil : $0 }
            return Word(path: path, text: present, source: present == nil ? nil : utterance?.sources?[path])
        }
    }

    /// How many words the profile has in its own language.
    public var translated: Int { words.filter { $0.text != nil }.count }
    /// How many of them name a source.
    public var sourced: Int { words.filter { $0.source != nil }.count }
    /// How many sourced words are Apple's own strings, derived from them, or published.
    public func count(_ kind: WordSource.Kind) -> Int { words.filter { $0.source?.kind == kind }.count }
    /// The paths said in English, marked.
    public var untranslated: [String] { words.filter { $0.text == nil }.map(\.path) }
    /// The paths whose word names no source.
    public var unsourced: [String] { words.filter { $0.text != nil && $0.source == nil }.map(\.path) }
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
