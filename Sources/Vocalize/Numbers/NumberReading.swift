/// How a number is to be read: as a quantity, a rank, a year or a percentage, optionally in a
/// grammatical gender or with an explicit ICU rule set.
public struct NumberReading: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// "twenty-one"
        case cardinal
        /// "twenty-first"
        case ordinal
        /// "twenty fifteen" (or the language's usual reading of a year)
        case year
        /// "forty-five percent"
        case percent
    }

    public var kind: Kind
    /// A gender or case variant ("feminine", "neuter", …) as the language's profile names it.
    public var gender: String?
    /// An ICU rule set name ("%spellout-cardinal-feminine"), overriding kind and gender.
    public var ruleSet: String?

    public init(kind: Kind = .cardinal, gender: String? = nil, ruleSet: String? = nil) {
        self.kind = kind
        self.gender = gender
        self.ruleSet = ruleSet
    }

    public static let cardinal = NumberReading(kind: .cardinal)
    public static let ordinal = NumberReading(kind: .ordinal)
    public static let year = NumberReading(kind: .year)
    public static let percent = NumberReading(kind: .percent)

    /// This reading in a grammatical gender ("feminine").
    public func gender(_ gender: String) -> NumberReading {
        var copy = self
        copy.gender = gender
        return copy
    }

    /// A reading with an explicit ICU rule set.
    public static func ruleSet(_ name: String) -> NumberReading {
        NumberReading(kind: .cardinal, ruleSet: name)
    }
}
