import Foundation

/// The `utterance` section of a locale profile: the words a screen reader speaking this
/// language uses around an element — trait names, states, default hints, the series pattern —
/// and its pause punctuation.
///
/// ```json
/// "utterance": {
///   "traits": {"button": "Button", "toggleButton": "Switch Button", "header": "Heading", …},
///   "states": {"selected": "Selected", "notEnabled": "Dimmed", "on": "On", "off": "Off", "mixed": "Mixed"},
///   "hints": {"adjustable": "Swipe up or down with one finger to adjust the value.", "toggleButton": "Double tap to toggle setting."},
///   "actionsAvailable": "Actions Available",
///   "series": "{index} of {count}", "seriesNumbers": "digits",
///   "valueSeparator": ": ", "stateSeparator": ": ", "closer": ". "
/// }
/// ```
///
/// Every key is optional so a regional profile ("pt-BR") can hold only the words that differ
/// from its language ("pt"); the merged profile must have them all (see `requiredTraits`).
public struct UtteranceProfile: Sendable, Hashable, Codable {
    /// How the numbers of "1 of 4" are written.
    public enum SeriesNumbers: String, Sendable, Hashable, Codable {
        /// As digits, as VoiceOver shows them ("1 of 4"); the voice reads them.
        case digits
        /// Spelled out with the reader language's cardinal numbers ("one of four").
        case words
    }

    /// Spoken trait names by UIKit trait name: button, toggleButton ("Switch Button"), tab,
    /// textField, header, link, adjustable, image, searchField.
    public var traits: [String: String]?
    /// State words: selected, notEnabled ("Dimmed"), on, off, mixed.
    public var states: [String: String]?
    /// Hints the screen reader adds by trait: adjustable, toggleButton.
    public var hints: [String: String]?
    /// Said when the element has custom actions.
    public var actionsAvailable: String?
    /// The position in a series, with `{index}` and `{count}`: "{index} of {count}".
    public var series: String?
    /// Whether "1 of 4" keeps digits (default) or spells them.
    public var seriesNumbers: SeriesNumbers?
    /// Between the label and the value: ": " ("Volume: 60%"); "、" in Japanese.
    public var valueSeparator: String?
    /// After a leading state word: ": " ("Selected: Home"). Absent: `valueSeparator`.
    public var stateSeparator: String?
    /// Closes each part of the description: ". " ("Home. Tab."); "。" in Japanese.
    public var closer: String?
    /// Words said while navigating: built-in rotor names, the default action. Words a profile
    /// lacks are said in English and marked as untranslated.
    public var navigation: NavigationProfile?
    /// Where each word comes from, by its path in this section ("navigation.rotors.headings",
    /// "traits.button"): the fact and its source side by side. A word without an entry rests
    /// only on the profile's review (see `LocaleProfile.status`).
    public var sources: [String: WordSource]?

    /// An empty section: every key falls back to its default.
    public init() {}

    /// The trait names every utterance profile must have.
    public static let requiredTraits = UtteranceWords.Trait.allCases.map(\.key)
    /// The state words every utterance profile must have.
    public static let requiredStates = UtteranceWords.State.allCases.map(\.key)
    /// The hints every utterance profile must have.
    public static let requiredHints = UtteranceWords.Hint.allCases.map(\.key)
}

/// An utterance profile checked and resolved for one reader language, the words ready to use.
///
/// Sendable notes: immutable after init.
final class UtteranceWords: Sendable {
    /// The keys of `utterance.traits`, in the order their words are kept.
    /// (The case names are the keys; the raw values are where the words are kept.) The names
    /// are listed rather than taken from `String(describing:)`, which reflects on the value:
    /// 5.7 M instructions at the start of every `element` (a test checks both agree).
    enum Trait: Int, CaseIterable {
        case button, toggleButton, tab, textField, header, link, adjustable, image, searchField
        var key: String { Self.keys[rawValue] }
        private static let keys = ["button", "toggleButton", "tab", "textField", "header", "link", "adjustable", "image", "searchField"]
    }
    /// The keys of `utterance.states`.
    enum State: Int, CaseIterable {
        case selected, notEnabled, on, off, mixed
        var key: String { Self.keys[rawValue] }
        private static let keys = ["selected", "notEnabled", "on", "off", "mixed"]
    }
    /// The keys of `utterance.hints`.
    enum Hint: Int, CaseIterable {
        case adjustable, toggleButton
        var key: String { Self.keys[rawValue] }
        private static let keys = ["adjustable", "toggleButton"]
    }

    let language: SpeechLanguage
    /// The words by key, in the keys' order: every utterance takes a few, so they are read by
    /// position rather than hashed each time.
    private let traitWords: [String]
    private let stateWords: [String]
    private let hintWords: [String]
    let actionsAvailable: String
    let seriesPrefix: String
    let seriesMiddle: String
    let seriesSuffix: String
    /// True when `{count}` comes before `{index}` in the pattern ("{count}個中{index}個目").
    let seriesCountFirst: Bool
    let seriesNumbers: UtteranceProfile.SeriesNumbers
    let valueSeparator: String
    let stateSeparator: String
    let closer: String
    /// The closer without its trailing spaces ("." for ". "), to tell when text already ends a sentence.
    let closerMark: String
    /// What remains of the closer after text that already ends with a sentence mark (" " for ". ").
    let closerSpacing: String

    func word(_ trait: Trait) -> String { traitWords[trait.rawValue] }
    func word(_ state: State) -> String { stateWords[state.rawValue] }
    func word(_ hint: Hint) -> String { hintWords[hint.rawValue] }

    private static let cache = ProfileDerivedCache<UtteranceWords>(capacity: 128)

    /// The shared resolution for a reader locale under the current profiles.
    static func resolve(_ locale: SpeechLocale, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> UtteranceWords {
        try cache.value(for: locale, registry: registry) { () throws(VocalizeError) in
            try UtteranceWords(language: SpeechLanguage.resolve(locale, registry: registry), registry: registry)
        }
    }

    init(language: SpeechLanguage, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) {
        self.language = language
        let tag = language.profile.language
        guard let profile = language.profile.utterance else {
            let covered = registry.languages.filter { registry.document(for: $0)?["utterance"] != nil }
            throw VocalizeError(
                .unsupportedLanguage,
                "There are no screen-reader words (trait names, hints) for \(language.locale.identifier) yet; use a reader language that has them (\(covered.joined(separator: ", "))) or load a locale profile with an \"utterance\" section.")
        }
        func complete(_ words: [String: String]?, _ required: [String], _ key: String) throws(VocalizeError) -> [String: String] {
            let words = words ?? [:]
            let missing = required.filter { (words[$0] ?? "").isEmpty }
            guard missing.isEmpty else {
                throw VocalizeError(.invalidLocaleProfile, "The \(tag) profile's utterance.\(key) lacks \(missing.joined(separator: ", ")).")
            }
            let unknown = words.keys.filter { !required.contains($0) }.sorted()
            guard unknown.isEmpty else {
                throw VocalizeError(.invalidLocaleProfile, "The \(tag) profile's utterance.\(key) has unknown keys \(unknown.joined(separator: ", ")); the keys are \(required.joined(separator: ", ")).")
            }
            return words
        }
        func required(_ value: String?, _ key: String) throws(VocalizeError) -> String {
            guard let value, !value.isEmpty else {
                throw VocalizeError(.invalidLocaleProfile, "The \(tag) profile's utterance section lacks \"\(key)\".")
            }
            return value
        }
        // `complete` has checked every key is present.
        let traits = try complete(profile.traits, UtteranceProfile.requiredTraits, "traits")
        traitWords = Trait.allCases.map { traits[$0.key] ?? "" }
        let states = try complete(profile.states, UtteranceProfile.requiredStates, "states")
        stateWords = State.allCases.map { states[$0.key] ?? "" }
        let hints = try complete(profile.hints, UtteranceProfile.requiredHints, "hints")
        hintWords = Hint.allCases.map { hints[$0.key] ?? "" }
        actionsAvailable = try required(profile.actionsAvailable, "actionsAvailable")
        valueSeparator = try required(profile.valueSeparator, "valueSeparator")
        stateSeparator = profile.stateSeparator ?? valueSeparator
        let closer = try required(profile.closer, "closer")
        self.closer = closer
        closerMark = closer.trimmingSpaces
        closerSpacing = String(closer.drop { $0 != " " })
        seriesNumbers = profile.seriesNumbers ?? .digits

        let pattern = try required(profile.series, "series")
        guard let index = pattern.range(of: "{index}"), let count = pattern.range(of: "{count}") else {
            throw VocalizeError(.invalidLocaleProfile, "The \(tag) profile's utterance.series \"\(pattern)\" needs both {index} and {count}.")
        }
        seriesCountFirst = count.lowerBound < index.lowerBound
        let (first, second) = seriesCountFirst ? (count, index) : (index, count)
        seriesPrefix = String(pattern[..<first.lowerBound])
        seriesMiddle = String(pattern[first.upperBound..<second.lowerBound])
        seriesSuffix = String(pattern[second.upperBound...])
    }

    /// "1 of 4" in this language.
    func series(index: Int, count: Int) throws(VocalizeError) -> String {
        let (indexText, countText): (String, String)
        switch seriesNumbers {
        case .digits:
            (indexText, countText) = (String(index), String(count))
        case .words:
            let speaker = NumberSpeaker(resolved: language)
            (indexText, countText) = (try speaker.cardinal(Int64(index)), try speaker.cardinal(Int64(count)))
        }
        let (first, second) = seriesCountFirst ? (countText, indexText) : (indexText, countText)
        return seriesPrefix + first + seriesMiddle + second + seriesSuffix
    }
}
