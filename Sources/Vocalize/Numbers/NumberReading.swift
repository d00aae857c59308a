/// How a number is to be read: as a quantity, a rank, a year or a percentage, optionally in a
/// grammatical gender or with an explicit ICU rule set.
public struct NumberReading: Sendable, Hashable, Codable {
    /// What a number stands for, which decides the words.
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

    /// What the number stands for.
    public var kind: Kind
    /// A gender or case variant ("feminine", "neuter", …) as the language's profile names it.
    public var gender: String?
    /// An ICU rule set name ("%spellout-cardinal-feminine"), overriding kind and gender.
    public var ruleSet: String?

    /// A reading of a kind, optionally in a gender or with an explicit rule set.
    public init(kind: Kind = .cardinal, gender: String? = nil, ruleSet: String? = nil) {
        self.kind = kind
        self.gender = gender
        self.ruleSet = ruleSet
    }

    /// A quantity: "twenty-one".
    public static let cardinal = NumberReading(kind: .cardinal)
    /// A rank: "twenty-first".
    public static let ordinal = NumberReading(kind: .ordinal)
    /// A year: "twenty fifteen".
    public static let year = NumberReading(kind: .year)
    /// A percentage: "forty-five percent".
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
