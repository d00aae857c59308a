/// How a language reads phone numbers: the `phone` section of a locale profile.
///
/// ```json
/// "phone": {
///   "style": "pairs",
///   "zeroWord": "zéro",
///   "plusWord": "plus",
///   "extensionWord": "poste",
///   "extensionMarkers": ["poste"]
/// }
/// ```
///
/// The profile says only how the listener reads a group: the style (pairs, digits, groups),
/// the words, the pause, and how long a group may be before it is cut. Where the groups are
/// comes from the number's region (libphonenumber's metadata; see `PhoneSpeaker`). Every key
/// is optional; a language without a `phone` section reads digit by digit with ICU's digit
/// words, ", " between groups and the symbols "+" and "#".
public struct PhoneProfile: Sendable, Hashable, Codable {
    /// How the digits of a group are read; `digits` when absent.
    public var style: PhoneReadingStyle?
    /// The longest group read as it stands: in `digits` style without a pause (default 4,
    /// not counting a leading national prefix: "01511"), in `groups` style as one number
    /// (default 3). Longer groups are cut, at the region's boundaries first.
    public var longestGroup: Int?
    /// The rule set that reads pairs and groups as numbers; the cardinal rule set when absent.
    public var ruleSet: String?
    /// The ten words for reading digits one by one, 0–9, when phone digits are said
    /// differently from counting (Japanese "ゼロ … ヨン … ナナ", Brazilian "meia" for six).
    public var digitWords: [String]?
    /// The word for a zero read as a digit ("zéro", "noll", Korean "공"); ICU's 0 when absent.
    public var zeroWord: String?
    /// The word for a leading "+" ("plus", "плюс").
    public var plusWord: String?
    /// The word said before an extension ("extension", "poste", "内線").
    public var extensionWord: String?
    /// Words that introduce an extension in written numbers, besides "ext", "x" and "#"
    /// ("poste", "Durchwahl").
    public var extensionMarkers: [String]?
    /// Whether the region's emergency numbers of up to three digits (libphonenumber's
    /// short-number metadata) are said as one number, as the language says them (French "le
    /// cent douze", Portuguese "cento e doze"); digit by digit when absent ("one one two").
    public var emergencyNumbersAsNumbers: Bool?
    /// Whether the area code that starts a national number written in groups, when it has at
    /// most two digits after any leading zeros, is said as one number, as the country says its
    /// area codes (Brazilian DDD: "(11) 98765-4321" → "onze, nove oito sete …", "(011)" →
    /// "zero onze"); as the style reads the group when absent.
    public var areaCodeAsNumber: Bool?
    /// What is said between groups: a short pause (", "; Japanese "、").
    public var pause: String?
    /// What separates words inside a group; the language's word separator when absent.
    public var wordSeparator: String?
    /// Typical numbers of the language's country as people write them, national and
    /// international; the locale snapshots read them and `vocalize locales` shows them.
    public var examples: [String]?

    /// A phone section with a reading style and nothing else.
    public init(style: PhoneReadingStyle? = nil) { self.style = style }
}

/// How the digits of a phone number are read aloud.
public enum PhoneReadingStyle: String, Sendable, CaseIterable, Codable {
    /// Two digits at a time, as numbers: "zéro six, onze, vingt-deux" (French, Danish, Norwegian).
    case pairs
    /// One digit at a time, with a pause between groups: "five five five, one two three".
    case digits
    /// Each written group as a number, leading zeros digit by digit: "noll sjuttio,
    /// etthundratjugotre" (Swedish, Russian, Turkish).
    case groups
}
