import Foundation

/// A word for a power of ten, from a locale profile's `numbers.largeScales`: where ICU's rule
/// sets stop (most at 10^18) or name a power wrongly, a number is split at these powers, each
/// multiplier is spelled by ICU and followed by the word in the form its plural category takes.
///
/// ```json
/// "largeScales": [
///   { "exponent": 18, "forms": { "one": "Trillion", "other": "Trillionen" }, "ruleSet": "%spellout-cardinal-feminine" },
///   { "exponent": 21, "forms": { "one": "Trilliarde", "other": "Trilliarden" }, "ruleSet": "%spellout-cardinal-feminine" }
/// ]
/// ```
///
/// Which power a word names is the language's own: the short scale (English "quintillion" is
/// 10^18) or the long scale (German "Trillion" is 10^18, "Trilliarde" 10^21), or myriads
/// (Japanese 垓 is 10^20). A profile lists them from the smallest power it wants to name itself.
public struct LargeScale: Sendable, Hashable, Codable {
    /// The power of ten the word names (18 for English "quintillion").
    public var exponent: Int
    /// The word by the plural category of the number it multiplies ("one", "few", "other"…).
    public var forms: [String: String]
    /// The rule set that speaks the multiplier, where it agrees with the word's gender
    /// (German "eine Trillion": "%spellout-cardinal-feminine"); the cardinal rule set when absent.
    public var ruleSet: String?
    /// What is said for exactly one of this power where it is not the multiplier's word and
    /// the form ("un trilione" in Italian, whose cardinal 1 is "uno").
    public var exactlyOne: String?
    /// Whether the word is said joined to its multiplier, without the language's word
    /// separator (Korean "백경": a number is written and said in groups of 만, each group's
    /// multiplier and word as one word, 한글 맞춤법 제44항); apart when absent.
    public var attached: Bool?
    /// Where the word and the power it names come from (a dictionary, a standard).
    public var source: String?

    /// A scale word for a power of ten.
    public init(exponent: Int, forms: [String: String], ruleSet: String? = nil, exactlyOne: String? = nil, source: String? = nil) {
        self.exponent = exponent
        self.forms = forms
        self.ruleSet = ruleSet
        self.exactlyOne = exactlyOne
        self.source = source
    }
}

extension NumberSpeaker {
    /// The profile's large scales, largest power first, when `digits` reaches the smallest of
    /// them and `ruleSet` speaks cardinals (an ordinal past ICU's range has no such reading).
    private func largeScales(reachedBy digitCount: Int, ruleSet: String) -> [LargeScale]? {
        guard let scales = language.profile.numbers.largeScales, !scales.isEmpty,
            digitCount > scales.reduce(Int.max, { min($0, $1.exponent) }), !isOrdinalRuleSet(ruleSet)
        else { return nil }
        return scales.sorted { $0.exponent > $1.exponent }
    }

    /// Whether a rule set speaks ordinals: the profile's or ICU's ordinal sets.
    private func isOrdinalRuleSet(_ ruleSet: String) -> Bool {
        let numbers = language.profile.numbers
        return ruleSet == language.ordinalRuleSet || ruleSet.contains("ordinal")
            || numbers.ordinalGenders?.values.contains(ruleSet) == true
    }

    /// The smallest magnitude the profile's scale words name (10^exponent of its smallest
    /// scale), or `UInt64.max` when no Int64 reaches one: found once per speaker, so each
    /// spoken integer pays one comparison.
    static func largeScaleStart(of language: SpeechLanguage) -> UInt64 {
        guard let scales = language.profile.numbers.largeScales else { return .max }
        let smallest = scales.reduce(Int.max) { min($0, $1.exponent) }
        guard smallest < 19 else { return .max }
        return (0..<max(smallest, 0)).reduce(1) { power, _ in power * 10 }
    }

    /// An integer spelled with the profile's scale words, nil where they do not apply.
    func spellLarge(_ value: Int64, ruleSet: String) throws(VocalizeError) -> String? {
        // The common case costs a comparison: most numbers are below the smallest scale.
        guard value.magnitude >= largeScaleStart else { return nil }
        let digits = String(value.magnitude)
        return try spellLarge(digits: digits, isNegative: value < 0, ruleSet: ruleSet)
    }

    /// Digits (no leading zeros) spelled with the profile's scale words: the part above each
    /// listed power as a multiplier and the power's word, the rest by ICU. Nil where the
    /// profile has no scale the number reaches, or a part is still too large to spell.
    func spellLarge(digits: String, isNegative: Bool, ruleSet: String) throws(VocalizeError) -> String? {
        guard let scales = largeScales(reachedBy: digits.utf8.count, ruleSet: ruleSet) else { return nil }
        var rest = Substring(digits)
        var parts: [String] = isNegative ? [language.minusWord] : []
        for scale in scales where rest.utf8.count > scale.exponent {
            guard let multiplier = Int64(rest.dropLast(scale.exponent)) else { return nil }
            rest = rest.suffix(scale.exponent).drop { $0 == "0" }
            guard multiplier > 0 else { continue }
            if multiplier == 1, let one = scale.exactlyOne {
                parts.append(one)
                continue
            }
            let count = try spellInteger(multiplier, ruleSet: scale.ruleSet ?? language.cardinalRuleSet)
            guard let word = language.word(scale.forms, category: try language.pluralCategory(of: DecimalNumber(multiplier))) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's numbers.largeScales entry for 10^\(scale.exponent) has no \"other\" form.")
            }
            parts.append(scale.attached == true ? count + word : language.join(count, word))
        }
        if !rest.isEmpty {
            guard let remainder = Int64(rest) else { return nil }
            parts.append(try spellInteger(remainder, ruleSet: ruleSet))
        }
        return language.join(parts)
    }
}
