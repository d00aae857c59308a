import Foundation

extension NumberSpeaker {
    /// The last part of a compound whole number that the profile's `counting.compoundLastPart`
    /// makes the number agree with: 22 is said "dvacet dvě", and the noun agrees with «dvě»
    /// (Czech "dvacet dvě minuty") though the plural rules read 22 as a whole ("minut").
    ///
    /// The last part is the units digit of a number of tens and units, 21 to 99 (not a round
    /// ten: 30 ends with "třicet"); the teens are one word ("dvanáct"), and a longer number
    /// ("tisíc dvě stě třicet čtyři celých") keeps the agreement of the whole.
    func compoundLastPart(of number: DecimalNumber) throws(VocalizeError) -> (part: DecimalNumber, agreement: CompoundLastPartAgreement)? {
        guard let agreement = language.profile.numbers.counting?.compoundLastPart, number.isInteger,
            let value = number.integerValue?.magnitude, (21...99).contains(value)
        else { return nil }
        let lastDigit = value % 10
        guard lastDigit != 0 else { return nil }
        let part = DecimalNumber(lastDigit)
        guard agreement.categories.contains(try language.pluralCategory(of: part)) else { return nil }
        return (part, agreement)
    }

    /// The number whose plural category a counted noun takes: the compound's last part where
    /// the noun agrees with it (no `ruleSet` in the rule), else `number` itself.
    func agreeingSample(for number: DecimalNumber) throws(VocalizeError) -> DecimalNumber {
        if let last = try compoundLastPart(of: number), last.agreement.ruleSet == nil { return last.part }
        return number
    }

    /// The rule set a compound number is spelled with where its rule names one (Slovak
    /// "dvadsaťdva minút": the plain form before the genitive plural); nil otherwise.
    func compoundRuleSet(for number: DecimalNumber) throws(VocalizeError) -> String? {
        try compoundLastPart(of: number)?.agreement.ruleSet
    }
}
