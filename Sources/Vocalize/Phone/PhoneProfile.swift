/// How a language reads phone numbers: the `phone` section of a locale profile.
///
/// ```json
/// "phone": {
///   "style": "pairs",
///   "countryCode": "33",
///   "trunkPrefix": "0",
///   "grouping": [{ "length": 10, "groups": [2, 2, 2, 2, 2] }],
///   "plusWord": "plus",
///   "extensionWord": "poste",
///   "extensionMarkers": ["poste"]
/// }
/// ```
///
/// Every key is optional; a language without a `phone` section reads digit by digit with
/// ICU's digit words, ", " between groups and the English "plus" and "extension".
public struct PhoneProfile: Sendable, Hashable, Codable {
    /// How the digits of a group are read; `digits` when absent.
    public var style: PhoneReadingStyle?
    /// The calling code of the country whose numbers the `grouping` rules describe ("33" for
    /// French, "1" for English). An international number with another code is not regrouped by
    /// those rules.
    public var countryCode: String?
    /// The digits dialled before a national number and dropped after the country code ("0" in
    /// France, "8" in Russia). Lets one set of `grouping` rules serve "0611223306" and
    /// "+33611223306".
    public var trunkPrefix: String?
    /// How a number written without separators is grouped before it is read, first match wins.
    /// Rules are written for the national form (with the trunk prefix).
    public var grouping: [PhoneGroupingRule]?
    /// The longest written group read as it stands: in `digits` style without a pause
    /// (default 4), in `groups` style as one number (default 3). Longer groups are cut.
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

/// How a number of a given length is cut into groups: `{"prefix": "07", "length": 11,
/// "groups": [5, 6]}` reads "07700900123" as "07700 900123".
public struct PhoneGroupingRule: Sendable, Hashable, Codable {
    /// The digits the number starts with; any number of that length when absent.
    public var prefix: String?
    /// How many digits the number has.
    public var length: Int
    /// The sizes of the groups, which add up to `length`.
    public var groups: [Int]

    /// A rule for numbers of `length` digits (starting with `prefix`), cut into `groups`.
    public init(prefix: String? = nil, length: Int, groups: [Int]) {
        self.prefix = prefix
        self.length = length
        self.groups = groups
    }

    func matches(_ digits: [UInt8]) -> Bool {
        guard digits.count == length else { return false }
        guard let prefix else { return true }
        return digits.starts(with: prefix.utf8)
    }
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
