import Foundation

/// What a number counts, as far as agreement goes: the thing's identifier and what ICU says
/// about its noun.
struct CountedNoun {
    /// The ICU unit identifier or ISO currency code ("minute", "EUR").
    var unit: String?
    /// ICU's noun class for the unit, when it knows one.
    var nounClass: NounClass?
    /// The noun as written around the number (ICU's unit or currency name, a minor unit's name).
    var name: String
    /// A gender the caller names (a minor unit's entry, `--gender`).
    var gender: String?
    /// Whether `name` is the profile's form rather than ICU's: only the profile's forms can say
    /// the number themselves (`counting.numberOmitted`); ICU's patterns leave it out on their own.
    var isProfileForm = false
}

/// A number spelled for counting, with what arranging it around its noun needs to know.
struct CountedNumber {
    /// The number as spelled, sign included.
    var signed: String
    /// The number without its sign, for a negative number.
    var unsigned: String?
    var isInteger: Bool
    /// The number's plural category, when it was asked for.
    var category: String?
    /// Whether the noun's form may say the number itself (`counting.numberOmitted`).
    var numberOmittable: Bool
}

extension NumberSpeaker {
    /// The gender a counted noun has in this language: the caller's, the profile's for that
    /// unit or currency, ICU's noun class, a word of the noun's name, or the default.
    func gender(of noun: CountedNoun) -> String? {
        let numbers = language.profile.numbers
        if let gender = noun.gender { return gender }
        if let unit = noun.unit, let gender = numbers.unitGenders?[unit] { return gender }
        if let nounClass = noun.nounClass { return numbers.nounClasses?[nounClass.rawValue] ?? nounClass.rawValue }
        if let gender = genderOfName(noun.name, unit: noun.unit) { return gender }
        return numbers.counting?.defaultGender
    }

    /// The gender of the longest `nounGenders` key that starts a word of `name` (asked once
    /// per name and language).
    /// A noun's gender does not change with its form, so a unit's is looked up once, whatever
    /// number its name was written with.
    private func genderOfName(_ name: String, unit: String?) -> String? {
        guard let genders = language.profile.numbers.counting?.nounGenders, !genders.isEmpty else { return nil }
        let found = try? language.nounGenders.value(for: unit ?? name) { () throws(VocalizeError) in Self.gender(of: name, in: genders) }
        return found ?? nil
    }

    private static func gender(of name: String, in genders: [String: String]) -> String? {
        let words = name.lowercased().split { $0.isWhitespace || $0.isPunctuation }
        var best: (length: Int, gender: String)?
        for (key, gender) in genders {
            let lowered = key.lowercased()
            guard lowered.count > (best?.length ?? 0) else { continue }
            if words.contains(where: { $0.hasPrefix(lowered) }) { best = (lowered.count, gender) }
        }
        return best?.gender
    }

    /// Whether the profile says anything that depends on the counted number's plural category
    /// in this case (asking ICU for the category costs as much as formatting).
    func countingNeedsCategory(case grammaticalCase: String?) -> Bool {
        guard let counting = language.profile.numbers.counting else { return false }
        return !(counting.numberAfterNoun ?? []).isEmpty || !(counting.numberOmitted ?? []).isEmpty
            || !(counting.linkers ?? [:]).isEmpty
            || (counting.ruleSets ?? []).contains { $0.category != nil && ($0.case == nil || $0.case == grammaticalCase) }
    }

    /// The rule set for a number counting a noun of `gender`, in `grammaticalCase`, of plural
    /// `category`: the first matching `counting.ruleSets` rule, else the gender's cardinal variant.
    func countingRuleSet(gender: String?, case grammaticalCase: String?, category: String?) -> String {
        if let rule = countingRule(gender: gender, case: grammaticalCase, category: category) { return rule.ruleSet }
        guard let gender else { return language.cardinalRuleSet }
        if let mapped = language.profile.numbers.genders?[gender] { return mapped }
        let guess = "%spellout-cardinal-" + gender
        return language.ruleSets.contains(guess) ? guess : language.cardinalRuleSet
    }

    /// The first `counting.ruleSets` rule for a number counting a noun of `gender`, in
    /// `grammaticalCase`, of plural `category`; nil when none matches.
    func countingRule(gender: String?, case grammaticalCase: String?, category: String?) -> CountingRule? {
        for rule in language.profile.numbers.counting?.ruleSets ?? [] {
            if let wanted = rule.case, wanted != grammaticalCase { continue }
            if let wanted = rule.gender, wanted != gender { continue }
            if let wanted = rule.category, wanted != category { continue }
            return rule
        }
        return nil
    }

    /// The number spelled with the counting rule set, its words in the case's forms where the
    /// rule names them (`CountingRule.wordForms`).
    func spellCounted(_ number: DecimalNumber, gender: String?, case grammaticalCase: String?, category: String?) throws(VocalizeError) -> String {
        let rule = countingRule(gender: gender, case: grammaticalCase, category: category)
        if grammaticalCase == nil, let compound = try compoundRuleSet(for: number) {
            return try spell(number, ruleSet: compound)
        }
        let spelled = try spell(number, ruleSet: rule?.ruleSet ?? countingRuleSet(gender: gender, case: grammaticalCase, category: category))
        guard let forms = rule?.wordForms, !forms.isEmpty else { return spelled }
        return spelled.split(separator: " ", omittingEmptySubsequences: false).map { forms[String($0)] ?? String($0) }.joined(separator: " ")
    }

    /// Speaks a whole number alone as it counts a noun of `gender` (any when nil) in
    /// `grammaticalCase`, where the noun is already written beside it ("seit 1 Tag" → "einem").
    func counted(_ number: DecimalNumber, gender: String?, case grammaticalCase: String) throws(VocalizeError) -> String {
        let category = countingNeedsCategory(case: grammaticalCase) ? try countingCategory(of: number) : nil
        return try spellCounted(number, gender: gender, case: grammaticalCase, category: category)
    }

    /// Speaks `number` counting `noun` inside ICU's formatted text, agreeing in gender, case and
    /// plural form, and placed as the language places it.
    /// A caller that already knows the number's plural `category` passes it, so ICU is asked once.
    func counted(_ number: DecimalNumber, noun: CountedNoun, in formatted: ICUUnitFormatter.Result, case grammaticalCase: String? = nil, category known: String? = nil) throws(VocalizeError) -> String {
        var category = known
        if category == nil, countingNeedsCategory(case: grammaticalCase) { category = try countingCategory(of: number) }
        let nounGender = gender(of: noun)
        let spoken = CountedNumber(
            signed: try spellCounted(number, gender: nounGender, case: grammaticalCase, category: category),
            // Where the number moves or is left out, its sign goes before the whole phrase.
            unsigned: number.isNegative ? try spellCounted(number.magnitude, gender: nounGender, case: grammaticalCase, category: category) : nil,
            isInteger: number.isInteger, category: category, numberOmittable: noun.isProfileForm)
        return try substitute(spoken, into: formatted)
    }

    /// Speaks `number` before (or, where the language says so, after) a noun given as the
    /// profile's words.
    func counted(_ number: DecimalNumber, noun: CountedNoun, case grammaticalCase: String? = nil, category: String? = nil) throws(VocalizeError) -> String {
        var noun = noun
        noun.isProfileForm = true
        // A form may place the number itself ("كيلومتر {0} في الساعة").
        let formatted: ICUUnitFormatter.Result
        if noun.name.utf8.contains(UInt8(ascii: "{")), let placeholder = noun.name.range(of: "{0}") {
            let text = noun.name.replacingCharacters(in: placeholder, with: "0")
            let start = noun.name.utf16.distance(from: noun.name.utf16.startIndex, to: placeholder.lowerBound.samePosition(in: noun.name.utf16) ?? noun.name.utf16.startIndex)
            formatted = ICUUnitFormatter.Result(text: text, numberRange: start..<(start + 1), nounClass: noun.nounClass)
        } else {
            formatted = ICUUnitFormatter.Result(text: "0" + language.wordSeparator + noun.name, numberRange: 0..<1, nounClass: noun.nounClass)
        }
        return try counted(number, noun: noun, in: formatted, case: grammaticalCase, category: category)
    }

    /// The text around the number, arranged for its plural category: the number left out where
    /// the noun's form says it (a profile's form only), put after the noun where ICU put it
    /// first, or joined to it with a linker ("d'euros"). `moved` tells that the number left its
    /// place, so a sign must go before the whole phrase.
    func arranged(before: String, number: CountedNumber, after: String) -> (before: String, spoken: String, after: String, moved: Bool) {
        let spoken = number.signed
        guard let counting = language.profile.numbers.counting,
            counting.numberOmitted != nil || counting.numberAfterNoun != nil || counting.linkers != nil
                || counting.beforeNoun != nil || counting.caseAfter != nil
        else { return (before, spoken, after, false) }
        var after = after
        if let governed = counting.caseAfter?[Self.lastWord(of: spoken)], let endings = counting.nounCases?[governed] {
            after = Self.inflected(after, endings: endings)
        }
        let noun = SpokenText.clean(after)
        let bare = number.unsigned ?? spoken
        if let category = number.category {
            if number.numberOmittable, counting.numberOmitted?.contains(category) == true,
                !(before + after).trimmingWhitespace().isEmpty
            {
                return (before, "", after, true)
            }
            if counting.numberAfterNoun?.contains(category) == true, !noun.isEmpty, SpokenText.clean(before).isEmpty {
                return (before + noun + language.wordSeparator, bare, "", true)
            }
        }
        // Construct forms belong to a whole number counting the noun, not to a digit read after
        // the decimal separator (Hebrew "אחת נקודה שתיים קילומטרים").
        let said = noun.isEmpty || !number.isInteger ? spoken : Self.lastWord(of: spoken, changedBy: counting.beforeNoun)
        if let category = number.category, let linker = counting.linkers?[category], !noun.isEmpty {
            let lowered = noun.lowercased()
            if let elided = counting.elisions?[linker], let first = lowered.first,
                (counting.vowels ?? "aeiou").contains(first),
                !(counting.elisionExceptions ?? []).contains(where: { lowered.hasPrefix($0) })
            {
                return (before, said + language.wordSeparator + elided + noun, "", false)
            }
            return (before, language.join(said, linker), after, false)
        }
        return (before, said, after, false)
    }

    /// `spoken` with its last word in the form `forms` gives it before a noun, if any.
    private static func lastWord(of spoken: String, changedBy forms: [String: String]?) -> String {
        guard let forms, !forms.isEmpty else { return spoken }
        let start = lastWordStart(of: spoken)
        guard let form = forms[String(spoken[start...])] else { return spoken }
        return String(spoken[..<start]) + form
    }

    private static func lastWord(of spoken: String) -> String { String(spoken[lastWordStart(of: spoken)...]) }

    private static func lastWordStart(of spoken: String) -> String.Index {
        spoken.lastIndex(where: { $0.isWhitespace }).map { spoken.index(after: $0) } ?? spoken.startIndex
    }

    /// `text` with each word's ending changed as `endings` says (the longest matching ending).
    private static func inflected(_ text: String, endings: [String: String]) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            var best: (ending: String, replacement: String)?
            for (ending, replacement) in endings where word.hasSuffix(ending) && ending.count > (best?.ending.count ?? 0) {
                best = (ending, replacement)
            }
            guard let best else { return String(word) }
            return String(word.dropLast(best.ending.count)) + best.replacement
        }.joined(separator: " ")
    }
}
