import Foundation

/// Everything Vocalize knows about speaking one language that ICU does not say by itself:
/// which rule sets speak a year or an ordinal, how a fraction is read, how phone digits are
/// grouped, what a button is called. Decoded from `Locales/<language>.json`.
///
/// A regional profile ("fr-CA") holds only what differs from its language ("fr"); the
/// profiles along a `SpeechLocale.profileChain` are merged before decoding.
public struct LocaleProfile: Sendable, Hashable, Codable {
    /// What was done to check a profile's facts, from least to most.
    ///
    /// Each level says what happened, not how good the words sound: a profile claims a review
    /// only when that review took place. "reviewed", the word older profiles used, is read as
    /// `machineReviewed` — the only review those profiles had.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// Assembled, not yet checked: words may be guesses.
        case draft
        /// Not read by a reviewer, but every VoiceOver word in the profile names its source
        /// in `utterance.sources` (Apple's strings, or a form derived from them by grammar).
        case factsSourced = "facts-sourced"
        /// Read line by line by an AI helper briefed as a native speaker and VoiceOver user —
        /// what every review so far was. Not a native speaker's review.
        case machineReviewed = "machine-reviewed"
        /// A named person who speaks the language read it and signed a review file,
        /// `docs/reviews/<tag>.md` (see docs/reviews/GUIDE.md).
        case nativeReviewed = "native-reviewed"

        public init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            if text == Self.legacyReviewed {
                self = .machineReviewed
            } else if let status = Status(rawValue: text) {
                self = status
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a profile status (\(Self.allCases.map(\.rawValue).joined(separator: ", ")))."))
            }
        }

        /// The status older profiles used for any review; read as `machineReviewed`.
        public static let legacyReviewed = "reviewed"

        public static func < (lhs: Status, rhs: Status) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    /// The tag the profile is for ("fr", "pt-BR").
    public var language: String
    /// The language's English name, for listings.
    public var name: String?
    /// What was done to check the profile's facts (see `Status`).
    public var status: Status?
    /// What the facts rest on (CLDR, style guides, VoiceOver's own output, …).
    public var sources: [String]?
    /// How numbers, percentages, measures and money are read.
    public var numbers: NumberProfile
    /// How dates, clock times and relative dates are read.
    public var dates: DateProfile?
    /// How phone numbers are grouped and read.
    public var phone: PhoneProfile?
    /// The screen reader's words: trait names, states, hints, punctuation.
    public var utterance: UtteranceProfile?
    /// How the language writes data on screen where ICU cannot read it: ordinal markers, unit
    /// symbols, day-period and clock markers.
    public var written: WrittenProfile?

    /// A profile for a tag, with the given numbers section and nothing else.
    public init(language: String, numbers: NumberProfile = NumberProfile()) {
        self.language = language
        self.numbers = numbers
    }
}

/// How numbers are spoken: rule sets, fraction reading, currency minor units.
public struct NumberProfile: Sendable, Hashable, Codable {
    /// The rule set for plain cardinals; ICU's "%spellout-numbering" when absent.
    public var cardinalRuleSet: String?
    /// The rule set for ordinals; ICU's first "%spellout-ordinal…" when absent.
    public var ordinalRuleSet: String?
    /// The rule set for years. Absent: ICU's "%spellout-numbering-year"; a profile names the
    /// cardinal rule set here when ICU's year rule speaks the language wrongly.
    public var yearRuleSet: String?
    /// Grammatical variants of cardinals ("feminine" → "%spellout-cardinal-feminine").
    public var genders: [String: String]?
    /// Grammatical variants of ordinals.
    public var ordinalGenders: [String: String]?
    /// Which gender variant speaks a number before a unit of ICU's noun class
    /// ("inanimate" → "masculine"); absent classes use the variant of the same name.
    public var nounClasses: [String: String]?
    /// The gender a number takes before a unit or currency, by ICU unit identifier or ISO
    /// code ("hour": "feminine", "EUR": "masculine"), where ICU knows no noun class or a
    /// phrase needs another form; it wins over `nounClasses`.
    public var unitGenders: [String: String]?
    /// Unit names said instead of ICU's, by ICU unit identifier and plural category, where
    /// ICU has fewer forms than the language (Arabic "kilometer": "two": "كيلومتران",
    /// "few": "كيلومترات", "many": "كيلومترًا"), or for a unit ICU lacks, by an identifier of the
    /// profile's own that `written.units` may name ("beat-per-minute": "уд/хв" → "удари на
    /// хвилину"; its gender in `unitGenders`).
    public var unitNames: [String: [String: String]]?
    /// Unit names in a case, by ICU unit identifier and case, where ICU has no case forms and
    /// a case ending written on the data asks for one (Finnish "15 %:lla" → "viidellätoista
    /// prosentilla": "percent": {"adessive": "prosentilla"}). The number takes the same case.
    public var unitCaseNames: [String: [String: String]]?
    /// How a negative amount of a unit is said where the language names the sign with a word
    /// of its own rather than its minus, by ICU unit identifier: `{number}` is the spoken
    /// absolute value (Korean "celsius": "영하 {number} 도", "-3°C" → "영하 삼 도", below zero).
    public var negativeUnitPatterns: [String: String]?
    /// How a percentage is said when ICU's unit name does not read well ("百分之{number}",
    /// "{number} phần trăm"); `{number}` is the spoken number.
    public var percentPattern: String?
    /// The word between the integer and the fraction ("point", "virgule"); ICU's when absent.
    public var decimalSeparator: String?
    /// The word before a negative number; ICU's when absent.
    public var minusWord: String?
    /// What separates spoken words (" "; "" for Japanese and Chinese).
    public var wordSeparator: String?
    /// How the digits after the decimal separator are read.
    public var fraction: FractionReading?
    /// How a fraction written with a slash or as one character ("3/5", "1 1/2", "½") is read.
    public var commonFractions: CommonFractionReading?
    /// Rule sets ICU lacks or gets wrong, as RBNF rule text, by public rule set name
    /// ("%spellout-ordinal-masculine" for Polish). The text is a complete RBNF description
    /// (it may hold private "%%" helper sets); it takes precedence over ICU's set of that name.
    public var customRuleSets: [String: String]?
    /// Fixes applied to every spelled-out number, in order: `[["tisíc", "tisíce"]]` replaces
    /// the first text with the second wherever it stands as whole words (anywhere, in a
    /// language whose `wordSeparator` is "").
    public var replacements: [[String]]?
    /// How amounts of money are read.
    public var currency: CurrencyReading?
    /// How a number agrees with what it counts: money, measures, durations, relative dates.
    public var counting: CountingReading?
    /// Words for powers of ten where ICU stops (10^18 and up) or names a power wrongly, from
    /// the smallest listed power up (see `LargeScale`).
    public var largeScales: [LargeScale]?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// How a number agrees with the noun it counts: the noun's gender, the case a phrase governs,
/// the number's plural category. One mechanism reads this for money, measures, durations,
/// clock units and relative dates.
///
/// ```json
/// "counting": {
///   "ruleSets": [{ "case": "dative", "gender": "feminine", "ruleSet": "%spellout-cardinal-r" }],
///   "nounGenders": { "Krone": "feminine", "Pfund": "neuter" },
///   "defaultGender": "masculine",
///   "linkers": { "many": "de" }, "elisions": { "de": "d'" }
/// }
/// ```
public struct CountingReading: Sendable, Hashable, Codable {
    /// Rule sets for a counted number, first match wins; a rule's absent keys match anything.
    /// Without a match the gender's cardinal variant (`genders`) is used.
    public var ruleSets: [CountingRule]?
    /// Genders of counted nouns by a word of their name as ICU writes it, matched at the start
    /// of a word ("Krone" matches "Kronen"; the longest key wins). Covers every currency and
    /// unit whose name holds the word.
    public var nounGenders: [String: String]?
    /// The gender of a counted noun that nothing else names.
    public var defaultGender: String?
    /// Plural categories in which the number follows the noun (Hebrew "שקל אחד").
    public var numberAfterNoun: [String]?
    /// Plural categories in which the noun's own form says the number (Arabic dual "دولاران"),
    /// for the profile's forms (`unitNames`, currency `names`, minor units); ICU's patterns
    /// leave the number out by themselves where their form says it.
    public var numberOmitted: [String]?
    /// A word between the number and the noun, by the number's plural category (French, Spanish
    /// "many" — round millions — take "de": "un million d'euros").
    public var linkers: [String: String]?
    /// A linker's form before a word starting with one of `vowels` ("de" → "d'"), joined to it
    /// without a space.
    public var elisions: [String: String]?
    /// The letters before which a linker elides (lower case).
    public var vowels: String?
    /// Words before which a linker keeps its full form though they start with one of `vowels`
    /// (French h aspiré: "un million de hertz"); matched at the start of the noun, lower case.
    public var elisionExceptions: [String]?
    /// The number's last word as said before its noun, where it changes (Arabic construct
    /// state: "مليونان" → "مليونا ريال"); the plain form stays where no noun follows.
    public var beforeNoun: [String: String]?
    /// Whether a negative number's sign goes before the whole counted phrase even where ICU
    /// puts the number after the noun (Hebrew "מינוס קילומטר אחד").
    public var signBeforePhrase: Bool?
    /// The case a number's last word governs in the noun it counts, where plural rules do not
    /// say it (Icelandic "milljón": "genitive" — "ein milljón króna").
    public var caseAfter: [String: String]?
    /// Word endings of a counted noun in a case, by case: {"genitive": {"ur": "a"}} turns
    /// "krónur" into "króna" (the longest matching ending wins; other words stay).
    public var nounCases: [String: [String: String]]?
    /// The noun's form after a number with a fraction part, where it is not the one the
    /// number's own plural category gives: the form ICU names for `number`, in `case`
    /// (Slovene: genitive singular, as for 1 — "ena cela pet kilometra").
    public var fractionNounAs: FractionNounForm?
    /// How a compound number whose last part is said as a word of its own ("dvacet dvě")
    /// agrees with what it counts, where the plural rules look at the whole number.
    public var compoundLastPart: CompoundLastPartAgreement?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// Agreement of a compound number with its last part (`CountingReading.compoundLastPart`):
/// Czech "dvacet dvě minuty" (the noun agrees with «dvě»), Slovak "dvadsaťdva minút" (the
/// number takes its plain form before the genitive plural).
public struct CompoundLastPartAgreement: Sendable, Hashable, Codable {
    /// The plural categories of the last part (the number's last digit, past the teens) for
    /// which the rule applies ("few": 2, 3, 4).
    public var categories: [String]
    /// Where set, the number is spelled with this rule set and the noun keeps the whole
    /// number's form; where absent, the noun takes the form of the last part.
    public var ruleSet: String?

    /// A rule for the given last-part categories.
    public init(categories: [String], ruleSet: String? = nil) {
        self.categories = categories
        self.ruleSet = ruleSet
    }
}

/// The form of the noun counted by a number with a fraction part (`CountingReading.fractionNounAs`).
public struct FractionNounForm: Sendable, Hashable, Codable {
    /// A whole number whose noun form ICU gives ("1" for a singular, "5" for a plural).
    public var number: String
    /// The grammatical case of that form, where CLDR has case forms ("genitive"); the
    /// nominative when absent.
    public var `case`: String?

    /// The form ICU gives for `number` in `case`.
    public init(number: String, case: String? = nil) {
        self.number = number
        self.case = `case`
    }
}

/// One rule of `CountingReading.ruleSets`: the rule set for a case, gender and plural category.
public struct CountingRule: Sendable, Hashable, Codable {
    /// The case the phrase governs ("dative", "genitive"); any when absent.
    public var `case`: String?
    /// The counted noun's gender; any when absent.
    public var gender: String?
    /// The number's CLDR plural category; any when absent.
    public var category: String?
    /// The rule set that speaks the number.
    public var ruleSet: String
    /// Words of the spelled number said otherwise in this case, where no rule set forms the
    /// case (Arabic genitive: "عشرون" → "عشرين", "وستون" → "وستين", "ألفان" → "ألفين"); each
    /// word of the rule set's output is looked up whole.
    public var wordForms: [String: String]?

    /// A rule for a rule set, matching everything until narrowed.
    public init(case: String? = nil, gender: String? = nil, category: String? = nil, ruleSet: String, wordForms: [String: String]? = nil) {
        self.case = `case`
        self.gender = gender
        self.category = category
        self.ruleSet = ruleSet
        self.wordForms = wordForms
    }
}

/// How a language reads the digits after the decimal separator.
public struct FractionReading: Sendable, Hashable, Codable {
    /// The three ways languages read a fraction.
    public enum Style: String, Sendable, Hashable, Codable {
        /// Digit by digit: "three point one four".
        case digits
        /// Leading zeros digit by digit, the rest as one number: "trois virgule quatorze".
        case number
        /// Numerator and denominator: "три целых четырнадцать сотых".
        case fraction
    }

    /// Which reading the language uses.
    public var style: Style
    /// The rule set for the integer part (it agrees with `integerWords`); the plain cardinal
    /// when absent.
    public var integerRuleSet: String?
    /// The word after the integer part, by its plural category: in `fraction` style
    /// ("one": "целая"), and in the other styles in place of the decimal separator (Slovene
    /// "one": "cela", "two": "celi", "few": "cele", "other": "celih").
    public var integerWords: [String: String]?
    /// `fraction` style: the rule set for the numerator.
    public var numeratorRuleSet: String?
    /// `fraction` style: the denominator words for 1, 2, 3… fraction digits, by plural category.
    public var denominators: [[String: String]]?
    /// `number` style: the most digits after the leading zeros read as one number; a longer
    /// fraction is read digit by digit ("uno coma veinticinco", but "uno coma dos cinco tres
    /// cero cero dos": no one says "doscientos cincuenta y tres mil dos" after a comma).
    /// Default 4.
    public var maximumNumberDigits: Int?
    /// `digits` and `number` styles: whether the integer part agrees in gender with the noun a
    /// counted decimal counts (Croatian "jedna zarez pet litara"), instead of the plain cardinal.
    public var integerAgreesWithNoun: Bool?
    /// `digits` style: whether the last digit after the separator agrees with the noun too, in
    /// gender and in the case the phrase governs (Icelandic "gekkst 5,2 km" → "fimm komma tvo
    /// kílómetra": accusative masculine "tvo"), as the whole number's rule set says it.
    public var lastDigitAgreesWithNoun: Bool?

    /// A reading of the given style, with no words set.
    public init(style: Style) { self.style = style }
}

/// How amounts of money are read: "twelve euros and fifty cents".
public struct CurrencyReading: Sendable, Hashable, Codable {
    /// Joins the major and minor parts: "{major} and {minor}".
    public var join: String?
    /// Minor unit names by plural category, per ISO code ("EUR": {"one": "cent", …}) or per
    /// subunit family shared by many currencies ("cent", "penny", "kopeck", "centavo"; see
    /// `CurrencySubunits`); an entry may name the unit's `"gender"`, and its `"aloneGender"`
    /// for a minor part said without a major part (Chinese "五分", but "一元零五分").
    public var minorUnits: [String: [String: String]]?
    /// The gender of minor units whose entry names none.
    public var minorGender: String?
    /// Joins the major part and the bare number of minor units for a currency whose minor unit
    /// this language has no name for ("{major} {minor}": "twenty-one baht fifty").
    public var unnamedMinorJoin: String?
    /// Currency names said instead of ICU's, by ISO code and plural category, where ICU's
    /// full name reads badly ("TRY": {"other": "Türk lirası"}, without ICU's "₺" symbol).
    public var names: [String: [String: String]]?

    /// An empty section: every key falls back to its default.
    public init() {}
}
