import Foundation

/// How a language reads a common fraction written with a slash or as one character ("3/5",
/// "1 1/2", "2과3/4", "½"): the words for each denominator, the form of a mixed number, and
/// the form of the unit after it (`numbers.commonFractions` in the profile).
///
/// Patterns hold placeholders: `{numerator}` and `{denominator}` (spelled numbers),
/// `{fraction}` (the fraction's words), `{whole}` (a mixed number's whole part), `{next}` (the
/// whole part plus one: Hindi "पौने तीन" for 2¾) and `{joiner}` (the word written between the
/// whole part and the fraction, as written, or nothing).
public struct CommonFractionReading: Sendable, Hashable, Codable {
    /// Words written between a whole number and its fraction besides a space (Korean "과",
    /// "와": "2과3/4").
    public var joiners: [String]?
    /// The rule set for the numerator (Russian "одна", feminine: a fraction counts parts).
    public var numeratorRuleSet: String?
    /// The fraction's words by denominator ("2", "4") and the numerator's plural category: a
    /// pattern with `{numerator}` ("{numerator} half", "{numerator} halves"); a pattern
    /// without it says the fraction alone (Hindi "आधा").
    public var denominators: [String: [String: String]]?
    /// Denominators the table does not list: the denominator spelled with a rule set (English
    /// ordinals "seventh"; Chinese cardinals "七") and patterns by the numerator's plural
    /// category with `{numerator}` and `{denominator}`.
    public var otherDenominators: OtherDenominators?
    /// A mixed number: "{whole} and {fraction}", "{whole}又{fraction}", "{whole}{joiner} {fraction}".
    public var mixed: String?
    /// The rule set for a mixed number's whole part (German "ein" of "eineinhalb").
    public var mixedWholeRuleSet: String?
    /// The rule set for a mixed number's whole part by the noun class of the unit after it
    /// (Spanish "feminine": "una y tres quintos millas"; "uno" otherwise, never the "un" that
    /// only stands right before its noun); `mixedWholeRuleSet` for classes not listed.
    public var mixedWholeRuleSets: [String: String]?
    /// Mixed numbers said their own way, by "numerator/denominator" or by the whole number
    /// written ("1 1/2"), then by the noun class of the unit after it ("masculine",
    /// "feminine", "other"): English "{whole} and a half", Hindi "डेढ़", "साढ़े {whole}".
    public var mixedForms: [String: [String: String]]?
    /// A fraction below one before a unit: "{fraction} de" (Spanish "tres quintos de metro").
    public var beforeUnit: String?
    /// Fractions below one said their own way before a unit, by "numerator/denominator" then
    /// by the unit's noun class: Spanish "medio", "media".
    public var beforeUnitForms: [String: [String: String]]?
    /// The count whose form of the unit follows a fraction: the unit is named as after this
    /// number ("1": "one half foot"; "2": "four and a half pounds"). Absent: 0.5 and 1.5, the
    /// form a decimal takes.
    public var unitCount: UnitCount?

    /// Denominators named with a rule set.
    public struct OtherDenominators: Sendable, Hashable, Codable {
        /// The rule set the denominator is spelled with; the cardinal one when absent.
        public var ruleSet: String?
        /// Patterns by the numerator's plural category, with `{numerator}` and `{denominator}`.
        public var forms: [String: String]
    }

    /// The counts whose unit forms follow a fraction below one and a mixed number.
    public struct UnitCount: Sendable, Hashable, Codable {
        /// After a fraction below one ("3/5 mi").
        public var proper: String?
        /// After a mixed number ("1 1/2 mi").
        public var mixed: String?
    }
}

/// A fraction as written: "3/5", "-1 1/2", "2과3/4", "½".
public struct WrittenFraction: Sendable, Hashable {
    /// Whether a minus is written before it.
    public var isNegative: Bool
    /// A mixed number's whole part ("1" of "1 1/2").
    public var whole: Int?
    /// The number above the slash.
    public var numerator: Int
    /// The number below it.
    public var denominator: Int
    /// The word written between the whole part and the fraction (Korean "과"), if any.
    public var joiner: String?

    /// A fraction of these parts.
    public init(isNegative: Bool = false, whole: Int? = nil, numerator: Int, denominator: Int, joiner: String? = nil) {
        self.isNegative = isNegative
        self.whole = whole
        self.numerator = numerator
        self.denominator = denominator
        self.joiner = joiner
    }
}

extension WrittenFormReader {
    /// A fraction the text writes: digits, a slash (or the fraction slash U+2044) and digits,
    /// or one of Unicode's fraction characters ("½"), with a minus, a whole part ("1 1/2",
    /// "4½", "2과3/4") and a unit symbol after it allowed. A slash between digits is a
    /// fraction only where the shape says so: before a unit, after a whole number, or written
    /// as one character; a bare "1/2" is left as it is (a date, a ratio, a score). The
    /// fraction is below one, its denominator from 2 to 100; the language must say how it
    /// reads fractions (`numbers.commonFractions`).
    func readFraction(_ form: WrittenText) -> WrittenValue? {
        guard let reading = numbers.language.profile.numbers.commonFractions else { return nil }
        var text = Substring(form.normalized)
        // "½" → "1/2", "4½" → "4 1/2": a fraction character is its numerator and denominator.
        var characterWritten = false
        if text.unicodeScalars.contains(where: { $0.properties.numericType == .numeric }) {
            var expanded = ""
            for character in text {
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.properties.numericType == .numeric,
                    let parts = Self.fractionCharacterParts(scalar)
                {
                    if expanded.last?.isASCIIDigit == true { expanded.append(" ") }
                    expanded += parts
                    characterWritten = true
                } else {
                    expanded.append(character)
                }
            }
            text = Substring(expanded)
        }
        var isNegative = false
        if text.first == "-" {
            isNegative = true
            text = text.dropFirst()
        }
        func digits(_ limit: Int) -> Int? {
            let run = text.prefix { $0.isASCIIDigit }
            guard (1...limit).contains(run.count), let value = Int(run) else { return nil }
            text = text.dropFirst(run.count)
            return value
        }
        guard var first = digits(6) else { return nil }
        var whole: Int?
        var joiner: String?
        if text.first != "/" && text.first != "\u{2044}" {
            // A whole number, then a space or a joining word, then the fraction.
            if text.first == " " {
                text = text.dropFirst()
            } else if let word = (reading.joiners ?? []).first(where: { text.hasPrefix($0) }) {
                joiner = word
                text = text.dropFirst(word.count)
                if text.first == " " { text = text.dropFirst() }
            } else {
                return nil
            }
            whole = first
            guard let numerator = digits(3) else { return nil }
            first = numerator
        }
        guard text.first == "/" || text.first == "\u{2044}" else { return nil }
        text = text.dropFirst()
        guard let denominator = digits(3), (2...100).contains(denominator), (1..<denominator).contains(first) else { return nil }
        let fraction = WrittenFraction(isNegative: isNegative, whole: whole, numerator: first, denominator: denominator, joiner: joiner)
        let rest = String(text).trimmingSpaces
        if rest.isEmpty {
            // "1 1/2", "½": a mixed number or a fraction character is a number; "1/2" is not read.
            guard whole != nil || characterWritten else { return nil }
            return .fraction(fraction, unit: nil)
        }
        // "1/2 ft", "3/4km", "1/2kg": a unit symbol the language writes, as written or in
        // another case when only one symbol folds to it.
        if let unit = markers.units.first(where: { $0.symbol == rest })?.unit ?? markers.unitsIgnoringCase[rest.lowercased()] {
            return .fraction(fraction, unit: unit)
        }
        return nil
    }

    /// The numerator and denominator of one of Unicode's fraction characters ("½" → "1/2"),
    /// from its compatibility decomposition ("1⁄2"); nil for other numeric characters.
    static func fractionCharacterParts(_ scalar: Unicode.Scalar) -> String? {
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
        guard let slash = decomposed.firstIndex(of: "\u{2044}") else { return nil }
        let numerator = decomposed[..<slash]
        let denominator = decomposed[decomposed.index(after: slash)...]
        guard !numerator.isEmpty, !denominator.isEmpty, numerator.allSatisfy(\.isASCIIDigit), denominator.allSatisfy(\.isASCIIDigit) else { return nil }
        return numerator + "/" + denominator
    }

    /// The spoken form of a fraction, with the unit it measures: the fraction's words in the
    /// place ICU's unit pattern gives the number, the unit in the form `unitCount` names.
    func speakFraction(_ fraction: WrittenFraction, unit: String?) throws(VocalizeError) -> String {
        let language = numbers.language
        guard let reading = language.profile.numbers.commonFractions else {
            throw VocalizeError(.unrecognizedWrittenForm, "\(locale.identifier) has no words for fractions (numbers.commonFractions).")
        }
        func ruleSet(_ name: String?) -> String {
            guard let name else { return language.cardinalRuleSet }
            return name.hasPrefix("%") ? name : "%" + name
        }
        func spell(_ value: Int, _ name: String?) throws(VocalizeError) -> String {
            try language.spell(Int64(value), ruleSet: ruleSet(name))
        }
        func filled(_ pattern: String, _ values: [String: String]) -> String {
            var result = pattern
            for (key, value) in values { result = result.replacingOccurrences(of: "{" + key + "}", with: value) }
            return SpokenText.clean(result)
        }
        func form(_ table: [String: [String: String]]?, _ keys: [String], nounClass: String?) -> String? {
            for key in keys {
                guard let forms = table?[key] else { continue }
                if let nounClass, let word = forms[nounClass] { return word }
                if let word = forms["other"] { return word }
            }
            return nil
        }
        // The unit's pattern, as after `count`.
        func unitTemplate(_ count: String) throws(VocalizeError) -> ICUUnitFormatter.Result? {
            guard let unit else { return nil }
            let identifier = try NumberSpeaker.unitIdentifier(unit)
            guard let sample = DecimalNumber(canonical: count) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's numbers.commonFractions.unitCount \"\(count)\" is no number.")
            }
            let formatter = try numbers.unitFormatter(identifier, number: sample, displayCase: nil)
            return try formatter.format(decimal: sample.description)
        }
        // The template with `words` in the number's place, joined as the language joins words
        // (no space in Japanese and Chinese), with the profile's fixes.
        func placed(_ words: String, in template: ICUUnitFormatter.Result) -> String {
            let utf16 = Array(template.text.utf16)
            guard let range = template.numberRange, range.upperBound <= utf16.count else {
                return language.fixed(language.join(words, SpokenText.clean(template.text)))
            }
            let before = SpokenText.clean(String(decoding: utf16[..<range.lowerBound], as: UTF16.self))
            let after = SpokenText.clean(String(decoding: utf16[range.upperBound...], as: UTF16.self))
            return language.fixed(language.join(before, words, after))
        }
        // The unit as after `unitCount` (a pattern may instead place it itself, with {unit}).
        let template = try unitTemplate((fraction.whole == nil ? reading.unitCount?.proper : reading.unitCount?.mixed) ?? (fraction.whole == nil ? "0.5" : "1.5"))
        let nounClass = template?.nounClass?.rawValue
        let key = "\(fraction.numerator)/\(fraction.denominator)"
        let numeratorCategory = try language.pluralCategory(of: DecimalNumber(fraction.numerator))
        let fractionWords: String
        if let pattern = reading.denominators?[String(fraction.denominator)].flatMap({ language.word($0, category: numeratorCategory) }) {
            fractionWords = filled(pattern, ["numerator": try spell(fraction.numerator, reading.numeratorRuleSet)])
        } else if let other = reading.otherDenominators, let pattern = language.word(other.forms, category: numeratorCategory) {
            fractionWords = filled(pattern, [
                "numerator": try spell(fraction.numerator, reading.numeratorRuleSet),
                "denominator": try spell(fraction.denominator, other.ruleSet),
            ])
        } else {
            throw VocalizeError(.unrecognizedWrittenForm, "\(locale.identifier) has no words for a fraction of \(fraction.denominator).")
        }
        var words: String
        if let whole = fraction.whole {
            let wholeRuleSet = nounClass.flatMap { reading.mixedWholeRuleSets?[$0] } ?? reading.mixedWholeRuleSet
            let values = [
                "whole": try spell(whole, wholeRuleSet), "next": try spell(whole + 1, wholeRuleSet),
                "fraction": fractionWords, "joiner": fraction.joiner ?? "",
            ]
            let pattern = form(reading.mixedForms, ["\(whole) \(key)", key], nounClass: nounClass) ?? reading.mixed ?? "{whole} {fraction}"
            if pattern.contains("{unit}") {
                // "un mètre et demi", "una hora y media": the unit after the whole number, in the
                // form it takes there, the number agreeing with it (`numbers.genders`).
                var values = values
                let unitAfterWhole = try unitTemplate(String(whole))
                values["unit"] = unitAfterWhole.map { placed("", in: $0) } ?? ""
                if let gender = unitAfterWhole?.nounClass.flatMap({ language.profile.numbers.genders?[$0.rawValue] }) {
                    values["whole"] = try spell(whole, gender)
                }
                // A rate is not split around its half: "una milla por hora y media" would be a
                // mile per hour and a half; the words go before the whole unit ("una y media
                // millas por hora").
                if let unit, unit.contains("-per-"), let template {
                    values["unit"] = ""
                    words = filled(pattern, values)
                    if fraction.isNegative { words = language.join(language.minusWord, words) }
                    return placed(words, in: template)
                }
                words = filled(pattern, values)
                return fraction.isNegative ? language.join(language.minusWord, words) : words
            }
            words = filled(pattern, values)
        } else if template != nil {
            // A fraction said its own way stands before the unit as it is ("medio metro"); the
            // others take the pattern's words ("tres quintos de metro").
            if let own = form(reading.beforeUnitForms, [key], nounClass: nounClass) {
                words = own
            } else {
                words = filled(reading.beforeUnit ?? "{fraction}", ["fraction": fractionWords])
            }
        } else {
            words = fractionWords
        }
        if fraction.isNegative { words = language.join(language.minusWord, words) }
        guard let template else { return words }
        return placed(words, in: template)
    }
}
