import Foundation
import CVocalizeICU

extension NumberSpeaker {
    /// Speaks a measure with the unit's full name and plural: `21 minute` → "twenty-one
    /// minutes"; in Russian "двадцать одна минута" (the number agrees with the unit's gender).
    ///
    /// `unit` is an ICU unit identifier: "minute", "kilometer", "celsius", "percent",
    /// "kilometer-per-hour", … (a "duration-" or "length-" style prefix is accepted too).
    public func measure(_ value: String, unit: String) throws(VocalizeError) -> String {
        try measure(DecimalNumber(parsing: value, locale: locale), unit: unit, gender: nil)
    }

    /// Speaks a measure given as an exact number.
    public func measure(_ number: DecimalNumber, unit: String) throws(VocalizeError) -> String {
        try measure(number, unit: unit, gender: nil)
    }

    func measure(_ number: DecimalNumber, unit: String, gender: String?, case grammaticalCase: String? = nil) throws(VocalizeError) -> String {
        try number.checkSpeakable()
        let identifier = try Self.unitIdentifier(unit)
        if identifier == "percent", let pattern = language.profile.numbers.percentPattern {
            // The language's own way of saying a percentage ("百分之五", "năm phần trăm"), the
            // number in the gender of the language's word for it (`unitGenders.percent`: Catalan
            // "vint-i-un per cent").
            let gender = gender ?? language.profile.numbers.unitGenders?[identifier]
            let agreeing = try gender.map { g throws(VocalizeError) in try ruleSet(for: NumberReading(kind: .cardinal, gender: g)) } ?? language.cardinalRuleSet
            // "حتى خمسين بالمائة": a governed case in the counting rules' words.
            let spelled: String
            if let grammaticalCase {
                spelled = try spellCounted(number, gender: gender, case: grammaticalCase, category: nil)
            } else {
                spelled = try spell(number, ruleSet: agreeing)
            }
            return SpokenText.clean(pattern.replacingFirst("{number}", with: spelled))
        }
        if number.isNegative, let pattern = language.profile.numbers.negativeUnitPatterns?[identifier] {
            // "영하 삼 도": the language's word for below zero, not its minus.
            let magnitude = DecimalNumber(isNegative: false, integerDigits: number.integerDigits, fractionDigits: number.fractionDigits)
            return SpokenText.clean(pattern.replacingFirst("{number}", with: try spell(magnitude, ruleSet: language.cardinalRuleSet)))
        }
        if let gender {
            // A caller's explicit gender must be one the language has.
            _ = try ruleSet(for: NumberReading(kind: .cardinal, gender: gender))
        }
        if let names = language.profile.numbers.unitNames?[identifier] {
            // The profile's forms, where ICU has fewer than the language (Arabic few/many).
            let category = try countingCategory(of: number)
            guard let name = language.word(names, category: category) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's numbers.unitNames.\(identifier) has no \"other\" form.")
            }
            return try counted(number, noun: CountedNoun(unit: identifier, name: name, gender: gender), case: grammaticalCase, category: category)
        }
        let form = try nounForm(for: number)
        let formatter: ICUUnitFormatter
        do {
            // A governed case names the unit in that case (CLDR's case forms: "minutami").
            formatter = try unitFormatter(identifier, number: form.number, displayCase: form.case ?? grammaticalCase)
        } catch {
            throw VocalizeError(.unsupportedOption, "\"\(unit)\" is not a unit ICU knows (use ICU unit identifiers such as minute, hour, kilometer, celsius, percent, kilometer-per-hour).")
        }
        let formatted = try formatter.template(for: form.number, category: form.category)
        let noun = CountedNoun(unit: identifier, nounClass: formatted.nounClass, name: formatted.text, gender: gender)
        return try counted(number, noun: noun, in: formatted, case: grammaticalCase, category: form.category)
    }

    /// The number whose noun form ICU is asked for, in which case, and its plural category:
    /// `number`, or for a number with a fraction part the profile's `counting.fractionNounAs`
    /// (Slovene genitive singular after decimals).
    func nounForm(for number: DecimalNumber) throws(VocalizeError) -> (number: DecimalNumber, case: String?, category: String) {
        if !number.fractionDigits.isEmpty, let form = language.profile.numbers.counting?.fractionNounAs,
            let sample = DecimalNumber(canonical: form.number)
        {
            return (sample, form.case, try language.pluralCategory(of: sample))
        }
        let sample = try agreeingSample(for: Self.pluralSample(number))
        return (sample, nil, try language.pluralCategory(of: sample))
    }

    /// A number ICU's plural rules and unit names read right, standing for `number`: past 15
    /// digits ICU goes through a double or loses digits ("un trillion euro", "one quintillion
    /// one dollar"). Plural rules look at the last digits, at round millions and at small exact
    /// values; 10^12 plus the last twelve digits shares all of these.
    static func pluralSample(_ number: DecimalNumber) -> DecimalNumber {
        guard number.isInteger, number.integerDigits.utf8.count > 15 else { return number }
        return DecimalNumber(isNegative: number.isNegative, integerDigits: "1" + number.integerDigits.suffix(12), fractionDigits: "")
    }

    /// The plural category of a counted number (see `pluralSample`).
    func countingCategory(of number: DecimalNumber) throws(VocalizeError) -> String {
        try language.pluralCategory(of: agreeingSample(for: Self.pluralSample(number)))
    }

    /// Speaks an amount of money: `12.50 EUR` → "twelve euros and fifty cents".
    ///
    /// The currency's name and plural come from ICU; the minor unit's name ("cent") from the
    /// locale profile. Without one, or for more fraction digits than the currency has, the
    /// amount is read as a decimal number of the major unit.
    public func currency(_ amount: String, code: String) throws(VocalizeError) -> String {
        try currency(DecimalNumber(parsing: amount, locale: locale), code: code)
    }

    /// Speaks an amount of money given as an exact number.
    public func currency(_ amount: DecimalNumber, code: String) throws(VocalizeError) -> String {
        try amount.checkSpeakable()
        func isCode(_ text: String) -> Bool {
            var count = 0
            for byte in text.utf8 {
                guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), count < 3 else { return false }
                count += 1
            }
            return count == 3
        }
        func unknown() -> VocalizeError {
            VocalizeError(.unsupportedOption, "\"\(code)\" is not an ISO 4217 currency code ICU knows (e.g. EUR, USD, JPY).")
        }
        // A code as written ("EUR") is checked once; "eur" once more after upper-casing.
        let writtenAsCode = isCode(code)
        let iso = writtenAsCode ? code : code.uppercased()
        guard writtenAsCode || isCode(iso) else { throw unknown() }
        let reading = language.profile.numbers.currency
        // The fraction without its trailing zeros. (Reversing twice went through generic
        // collection types the runtime instantiates by name at the first call: 1.3 M at start.)
        var trimmedDigits = Substring(amount.fractionDigits)
        while trimmedDigits.last == "0" { trimmedDigits.removeLast() }
        let trimmedFraction = String(trimmedDigits)
        // A whole amount needs no minor digits: the formatter checks the code when it is made.
        // A unit the profile names that ICU does not know (the Iranian toman, which ISO 4217
        // does not list) has no minor unit.
        let names = reading?.names?[iso]
        let minorDigits = try trimmedFraction.isEmpty && names == nil ? 0 : Self.minorDigits(of: iso) ?? (names != nil ? 0 : nil)
        guard let minorDigits else { throw unknown() }

        func major(_ number: DecimalNumber) throws(VocalizeError) -> String {
            if let names {
                let category = try countingCategory(of: number)
                guard let name = language.word(names, category: category) else {
                    throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's numbers.currency.names.\(iso) has no \"other\" form.")
                }
                return try counted(number, noun: CountedNoun(unit: iso, name: name), category: category)
            }
            let form = try nounForm(for: number)
            let formatted = try unitFormatter(currency: iso, number: form.number, displayCase: form.case)
                .template(for: form.number, category: form.category)
            return try counted(number, noun: CountedNoun(unit: iso, name: formatted.text), in: formatted, category: form.category)
        }

        let whole = amount.fractionDigits.isEmpty ? amount : DecimalNumber(isNegative: amount.isNegative, integerDigits: amount.integerDigits, fractionDigits: "")
        if trimmedFraction.isEmpty { return try major(whole) }
        guard minorDigits > 0, trimmedFraction.count <= minorDigits else { return try major(amount) }
        // "05" cents is five: a leading zero would be read (Chinese "零五分").
        let minorDigitsText = trimmedFraction + String(repeating: "0", count: minorDigits - trimmedFraction.count)
        let minorValue = DecimalNumber(
            isNegative: false, integerDigits: String(minorDigitsText.drop { $0 == "0" }), fractionDigits: "")
        let minorNames = reading?.minorUnits?[iso] ?? CurrencySubunits.family(of: iso).flatMap { reading?.minorUnits?[$0] }
        let minorCategory = try language.pluralCategory(of: minorValue)
        let minor: String
        let pattern: String
        if let minorNames, let minorName = language.word(minorNames, category: minorCategory) {
            let alone = amount.integerDigits == "0"
            let gender = (alone ? minorNames["aloneGender"] : nil) ?? minorNames["gender"] ?? reading?.minorGender
            minor = try counted(minorValue, noun: CountedNoun(unit: nil, name: minorName, gender: gender), category: minorCategory)
            if alone { return language.join(amount.isNegative ? language.minusWord : "", minor) }
            pattern = reading?.join ?? "{major} {minor}"
        } else {
            // No word for this currency's minor unit: "twenty-one baht fifty".
            guard amount.integerDigits != "0" else { return try major(amount) }
            minor = try spell(minorValue, ruleSet: language.cardinalRuleSet)
            pattern = reading?.unnamedMinorJoin ?? "{major} {minor}"
        }
        return SpokenText.clean(pattern.replacingFirst("{major}", with: try major(whole)).replacingFirst("{minor}", with: minor))
    }

    // MARK: Helpers

    /// How many minor-unit digits a currency ICU knows has (nil: not a currency), by ISO code;
    /// asked of ICU once per code, since ICU reads its resource bundle on every call.
    private static let minorDigits = FormatterCache<String, Int?>(capacity: 512)

    /// How many minor-unit digits the currency has, nil when ICU knows no such currency.
    private static func minorDigits(of iso: String) throws(VocalizeError) -> Int? {
        try minorDigits.value(for: iso) { () throws(VocalizeError) in
            let units = Array(iso.utf16) + [0]
            guard vz_currency_is_known(units) == 1 else { return nil }
            var status: Int32 = 0
            let digits = Int(vz_currency_fraction_digits(units, &status))
            return status > 0 ? 0 : digits
        }
    }

    /// Accepts "minute" and ICU's typed form "duration-minute".
    static func unitIdentifier(_ unit: String) throws(VocalizeError) -> String {
        // The usual case, a plain identifier ("minute"), costs one byte scan.
        var plain = !unit.isEmpty
        var hasHyphen = false
        for byte in unit.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            case UInt8(ascii: "-"): hasHyphen = true
            default: plain = false
            }
        }
        if plain && !hasHyphen { return unit }
        let trimmed = unit.trimmingWhitespace().lowercased()
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw VocalizeError(.unsupportedOption, "\"\(unit)\" is not a unit identifier (use ICU unit identifiers such as minute, kilometer, celsius, percent).")
        }
        let typed = ["duration-", "length-", "mass-", "temperature-", "speed-", "volume-", "area-", "digital-", "energy-", "power-", "pressure-", "concentr-", "acceleration-", "angle-", "frequency-", "light-", "electric-", "consumption-", "graphics-", "force-", "torque-"]
        for prefix in typed where trimmed.hasPrefix(prefix) { return String(trimmed.dropFirst(prefix.count)) }
        return trimmed
    }

    /// ICU's full-name formatter for a unit identifier or "percent" (or, with `currency`, an
    /// ISO code), showing as many fraction digits as `number` has.
    func unitFormatter(_ unit: String = "", currency: String? = nil, number: DecimalNumber, displayCase: String?) throws(VocalizeError) -> ICUUnitFormatter {
        let key = UnitFormatterKey(
            unit: currency ?? unit, isCurrency: currency != nil, fractionDigits: number.fractionDigits.utf8.count, displayCase: displayCase)
        return try language.unitFormatters.value(for: key) { () throws(VocalizeError) in
            let name: String
            if let currency {
                // ICU's skeletons accept any three letters as a currency.
                guard try Self.minorDigits(of: currency) != nil else {
                    throw VocalizeError(.unsupportedOption, "\"\(currency)\" is not an ISO 4217 currency code ICU knows (e.g. EUR, USD, JPY).")
                }
                name = "currency/" + currency
            } else if unit == "percent" {
                name = unit
            } else {
                // ICU's skeletons accept products of units ("degree-celsius"), which name nothing.
                guard vz_unit_is_known(unit) == 1 else {
                    throw VocalizeError(.unsupportedOption, "\"\(unit)\" is not a unit ICU knows.")
                }
                name = "unit/" + unit
            }
            return try ICUCatalog.unitFormatter(
                localeID: locale.icuIdentifier, skeleton: name + " unit-width-full-name" + Self.precision(for: number), displayCase: displayCase)
        }
    }

    /// Keeps ICU's plural choice in step with the digits we speak ("1.0 hours", not "1.0 hour").
    static func precision(for number: DecimalNumber) -> String {
        number.fractionDigits.isEmpty ? " precision-integer" : " ." + String(repeating: "0", count: number.fractionDigits.count)
    }

    /// ICU's text where it carries no number to replace. Some languages fold small counts into
    /// the noun itself (Arabic "دقيقة" is one minute, "ساعتان" two hours; ICU says "yesterday"):
    /// the words already say the number. A digit there would be one Vocalize failed to find.
    ///
    /// ICU's phrases may still hold a number of their own (Japanese "1 時間以内", "within one
    /// hour", for 0 hours): each run of digits, in any script, is spoken as a cardinal.
    func wordsOnly(_ text: String) throws(VocalizeError) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .decimalNumber }) else {
            return language.fixed(SpokenText.clean(text))
        }
        var spoken = ""
        var digits = ""
        func flush() throws(VocalizeError) {
            guard !digits.isEmpty else { return }
            spoken += " " + (try spell(DecimalNumber(isNegative: false, integerDigits: digits, fractionDigits: ""), ruleSet: language.cardinalRuleSet)) + " "
            digits = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .decimalNumber, let value = scalar.properties.numericValue {
                digits.append(Character(String(Int(value))))
            } else {
                try flush()
                spoken.unicodeScalars.append(scalar)
            }
        }
        try flush()
        return language.fixed(SpokenText.clean(spoken))
    }

    /// Replaces the digits in ICU's formatted text with the spoken number.
    func substitute(_ number: CountedNumber, into formatted: ICUUnitFormatter.Result) throws(VocalizeError) -> String {
        guard let range = formatted.numberRange else {
            // ICU's words say the number ("דקה", "ساعتان"); a sign goes before them.
            let words = try wordsOnly(formatted.text)
            return number.unsigned == nil ? words : language.join(language.minusWord, words)
        }
        let utf16 = formatted.text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
        var (before, spoken, after, moved) = arranged(
            before: String(formatted.text[..<lower]), number: number, after: String(formatted.text[upper...]))
        // ICU's words around the number are cleaned apart from the (already clean) number: a
        // space between them becomes the language's word separator.
        let separator = language.wordSeparator
        before = SpokenText.clean(before)
        after = SpokenText.clean(after)
        // A sign goes before the whole phrase where the number moved, and where the language
        // says so though ICU put the number after the noun (Hebrew "מינוס קילומטר אחד", not
        // "קילומטר מינוס אחד"; Japanese keeps "摂氏マイナス五度").
        if number.unsigned != nil, moved || (!before.isEmpty && language.profile.numbers.counting?.signBeforePhrase == true) {
            if !moved { spoken = number.unsigned ?? spoken }
            before = language.join(language.minusWord, before)
        }
        // The profile's fixes see the number with its unit (Italian "una ora" → "un'ora").
        return language.fixed(Self.joined(before, spoken, after, separator: separator))
    }

    /// The parts that are not empty, joined by the separator, in one allocation (appending
    /// to a growing String reallocated it per part; this runs for every measure and amount).
    private static func joined(_ first: String, _ second: String, _ third: String, separator: String) -> String {
        var text = ""
        text.reserveCapacity(first.utf8.count + second.utf8.count + third.utf8.count + 2 * separator.utf8.count)
        func append(_ part: String) {
            guard !part.isEmpty else { return }
            if !text.isEmpty { text += separator }
            text += part
        }
        append(first)
        append(second)
        append(third)
        return text
    }
}
