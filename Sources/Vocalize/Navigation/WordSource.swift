import Foundation

/// Where one word a screen reader says comes from: Apple's own localized strings, a form
/// derived from them by the language's grammar, or a published record of VoiceOver's speech.
///
/// Kept beside the word in the profile (`utterance.sources`, keyed by the word's path):
///
/// ```json
/// "sources": {
///   "navigation.rotors.headings": {"kind": "apple", "ref": "UIKit.axbundle/Accessibility.strings:heading.rotor",
///                                  "appleLanguage": "de", "text": "Überschriften"},
///   "navigation.rotors.landmarks": {"kind": "derived", "ref": "AccessibilityPlatformTranslation.framework/Localizable.strings:container.role.description.landmark",
///                                   "appleLanguage": "de", "text": "Orientierungspunkt", "grammar": "plural -e (Duden)"}
/// }
/// ```
public struct WordSource: Sendable, Hashable, Codable {
    /// How the word follows from its source.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Apple's string, as it stands (only its first letter's case may differ).
        case apple
        /// Formed from a related Apple string (the singular in "Next Heading") by the grammar
        /// rule in `grammar`.
        case derived
        /// Quoted from a published record of what VoiceOver says (an Apple support article, a
        /// project that records VoiceOver's output) at the address in `ref`, or from a native
        /// speaker's signed review (`docs/reviews/<tag>.md`) of what VoiceOver said on a device.
        case published
    }

    /// How the word follows from its source.
    public var kind: Kind
    /// For Apple strings "<bundle>/<strings file>:<key>" as published in
    /// kishikawakatsumi/applelocalization-tools (data/ios, data/macos); otherwise an address.
    public var ref: String
    /// Apple's localization the string is taken from ("de", "zh_CN", "es_419").
    public var appleLanguage: String?
    /// What the source says, verbatim (for a derived word: the related form).
    public var text: String?
    /// For a derived word: the rule that forms it and where that rule is stated.
    public var grammar: String?

    /// A source of one word.
    public init(kind: Kind, ref: String, appleLanguage: String? = nil, text: String? = nil, grammar: String? = nil) {
        self.kind = kind
        self.ref = ref
        self.appleLanguage = appleLanguage
        self.text = text
        self.grammar = grammar
    }
}
