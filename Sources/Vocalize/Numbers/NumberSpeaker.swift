import Foundation

/// Speaks numbers, percentages, measures and amounts of money in one language.
///
/// ```swift
/// let french = try NumberSpeaker(language: "fr")
/// try french.speak("54038921.7")  // "cinquante-quatre millions … virgule sept"
/// try french.measure("21", unit: "minute")  // "vingt-et-une minutes"
/// ```
///
/// Resolving a speaker is cached per language, and every ICU formatter it uses is opened once
/// and shared, so creating speakers freely is cheap.
public struct NumberSpeaker: Sendable {
    /// The language spoken.
    public var locale: SpeechLocale { language.locale }
    let language: SpeechLanguage
    /// Where the profile's scale words begin (`largeScaleStart(of:)`).
    let largeScaleStart: UInt64

    /// A speaker for a resolved locale; throws when its profile names rule sets ICU lacks.
    public init(locale: SpeechLocale) throws(VocalizeError) {
        self.init(resolved: try SpeechLanguage.resolve(locale))
    }

    /// A speaker for a language tag ("fr", "pt-BR").
    public init(language tag: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag))
    }

    init(resolved: SpeechLanguage) {
        language = resolved
        largeScaleStart = Self.largeScaleStart(of: resolved)
    }

    // MARK: Entry points

    /// Speaks text holding a number: canonical ("-12", "54038921.7", "1e6") or written the way
    /// this language writes numbers ("54 038 921,7" in French).
    public func speak(_ text: String, as reading: NumberReading = .cardinal) throws(VocalizeError) -> String {
        // Plain digits are the same number in every locale (no grouping mark, no sign, no
        // point): the common value of an element, spoken without the general parser.
        if reading == .cardinal, let value = DecimalNumber.plainDigits(text) {
            return try spellInteger(value, ruleSet: language.cardinalRuleSet)
        }
        return try speak(DecimalNumber(parsing: text, locale: locale), as: reading)
    }

    /// Speaks an integer.
    public func speak<T: BinaryInteger>(_ value: T, as reading: NumberReading = .cardinal) throws(VocalizeError) -> String {
        try speak(DecimalNumber(value), as: reading)
    }

    /// Speaks a double by its shortest decimal form; NaN and infinities throw.
    public func speak(_ value: Double, as reading: NumberReading = .cardinal) throws(VocalizeError) -> String {
        try speak(DecimalNumber(value), as: reading)
    }

    /// Speaks a Foundation `Decimal` exactly; NaN throws.
    public func speak(_ value: Decimal, as reading: NumberReading = .cardinal) throws(VocalizeError) -> String {
        try speak(DecimalNumber(value), as: reading)
    }

    /// Speaks an exact decimal number.
    public func speak(_ number: DecimalNumber, as reading: NumberReading = .cardinal) throws(VocalizeError) -> String {
        if reading.kind == .percent && reading.ruleSet == nil {
            return try measure(number, unit: "percent", gender: reading.gender)
        }
        let ruleSet = try self.ruleSet(for: reading)
        if reading.kind != .cardinal || reading.ruleSet != nil, !number.isInteger {
            if reading.kind == .ordinal || reading.kind == .year {
                throw VocalizeError(.invalidNumber, "\(number) is not a whole number, so it has no \(reading.kind.rawValue) reading.")
            }
        }
        return try spell(number, ruleSet: ruleSet)
    }

    /// The spoken form of an integer with the language's cardinal rule set: the fast path.
    public func cardinal(_ value: Int64) throws(VocalizeError) -> String {
        if let large = try spellLarge(value, ruleSet: language.cardinalRuleSet) { return large }
        return try spellInteger(value, with: language.cardinalFormatter)
    }

    /// Appends the spoken form of an integer, the same words as ``cardinal(_:)``, to UTF-8
    /// text: for callers that write many numbers into one buffer (a line being built, an output
    /// stream) and want no String made per number. Nothing is appended when it throws.
    ///
    /// ```swift
    /// let english = try NumberSpeaker(language: "en")
    /// var line: [UInt8] = []
    /// for value in [21, 300] as [Int64] {
    ///     try english.appendCardinal(value, to: &line)
    ///     line.append(0x0A)
    /// }
    /// // String(decoding: line, as: UTF8.self) == "twenty-one\nthree hundred\n"
    /// ```
    ///
    /// The spelling is written straight into `utf8`'s spare capacity; it asks for room for the
    /// longest spelling (about a kilobyte) past the current count, so a buffer reused with
    /// `removeAll(keepingCapacity: true)` is allocated once.
    public func appendCardinal(_ value: Int64, to utf8: inout [UInt8]) throws(VocalizeError) {
        if let large = try spellLarge(value, ruleSet: language.cardinalRuleSet) {
            utf8.append(contentsOf: large.utf8)
            return
        }
        // The profile's fixes to spelled text work on Strings: such a language takes that path.
        guard language.profile.numbers.replacements?.isEmpty ?? true else {
            utf8.append(contentsOf: try spellInteger(value, with: language.cardinalFormatter).utf8)
            return
        }
        let start = utf8.count
        // Digits (past the rule set's range) and spaces still to fold are rare: the written
        // bytes give way to the String path's reading of them.
        if try !language.cardinalFormatter.spell(value, appendingTo: &utf8) {
            utf8.removeSubrange(start...)
            utf8.append(contentsOf: try spellInteger(value, with: language.cardinalFormatter).utf8)
        }
    }

    // MARK: Rule sets

    /// The rule set a reading uses in this language.
    func ruleSet(for reading: NumberReading) throws(VocalizeError) -> String {
        if let explicit = reading.ruleSet {
            let name = explicit.hasPrefix("%") ? explicit : "%" + explicit
            guard language.ruleSets.contains(name) else {
                throw VocalizeError(
                    .unsupportedOption,
                    "ICU has no rule set \"\(explicit)\" for \(locale.identifier); it has \(language.ruleSets.sorted().joined(separator: ", ")).")
            }
            return name
        }
        let numbers = language.profile.numbers
        switch reading.kind {
        case .cardinal, .percent:
            guard let gender = reading.gender else { return language.cardinalRuleSet }
            return try variant(gender, mapped: numbers.genders, prefix: "%spellout-cardinal-", what: "cardinal")
        case .ordinal:
            if let gender = reading.gender {
                return try variant(gender, mapped: numbers.ordinalGenders, prefix: "%spellout-ordinal-", what: "ordinal")
            }
            guard let ordinal = language.ordinalRuleSet else {
                throw VocalizeError(.unsupportedOption, "ICU has no ordinal rule set for \(locale.identifier), and its profile names none.")
            }
            return ordinal
        case .year:
            return language.yearRuleSet
        }
    }

    private func variant(_ gender: String, mapped: [String: String]?, prefix: String, what: String) throws(VocalizeError) -> String {
        if let name = mapped?[gender] { return name }
        let guess = prefix + gender
        if language.ruleSets.contains(guess) { return guess }
        let known = Set((mapped ?? [:]).keys).union(
            language.ruleSets.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
        throw VocalizeError(
            .unsupportedOption,
            "\(locale.identifier) has no \(what) variant \"\(gender)\"" + (known.isEmpty ? "." : "; it has: \(known.sorted().joined(separator: ", ")).")
        )
    }

    // MARK: Spelling

    /// Spells an exact decimal with a rule set, reading the fraction as the profile says.
    func spell(_ number: DecimalNumber, ruleSet: String) throws(VocalizeError) -> String {
        // Past ICU's range a number is composed with the profile's large scales, or else read
        // digit by digit; past this many digits it is no longer something a listener can follow.
        let longest = 30
        // Digits are ASCII, so bytes count them (without Character counting).
        guard number.integerDigits.utf8.count <= longest, number.fractionDigits.utf8.count <= longest else {
            throw VocalizeError(
                .invalidNumber,
                "\(number.integerDigits.count > longest ? "\(number.integerDigits.count) digits before" : "\(number.fractionDigits.count) digits after") the decimal point are too many to be spoken (at most \(longest)); round the number or give it in a larger unit.")
        }
        if number.isInteger {
            if let value = number.integerValue {
                return try spellInteger(value, ruleSet: ruleSet)
            }
            if let large = try spellLarge(digits: number.integerDigits, isNegative: number.isNegative, ruleSet: ruleSet) { return large }
            return language.join(number.isNegative ? language.minusWord : "", spellDigits(number.integerDigits))
        }
        let reading = language.profile.numbers.fraction ?? FractionReading(style: .digits)
        if reading.style == .fraction, let spoken = try spellAsFraction(number, reading: reading) {
            return spoken
        }
        // "eins Komma fünf Kilometer": a gender or case variant agrees with a whole number of
        // things; before a decimal point the plain cardinal is said, or the profile's rule set
        // (Slovene "dve celi pet": feminine, with the separator word agreeing).
        // A `fraction` reading past its denominators is read digit by digit after the plain
        // separator; its integer words belong to the fraction reading.
        // Where the profile says so, the integer part agrees with the counted noun (`ruleSet`:
        // Croatian "jedna zarez pet litara"); a compound integer part may agree with its last
        // part (Czech "sedmdesát dvě celé", Slovak "sedemdesiatdva celých").
        let digitStyle = reading.style != .fraction
        let whole = DecimalNumber(isNegative: false, integerDigits: number.integerDigits, fractionDigits: "")
        var integerRuleSet = language.cardinalRuleSet
        if digitStyle {
            integerRuleSet = reading.integerAgreesWithNoun == true ? ruleSet : reading.integerRuleSet ?? language.cardinalRuleSet
            integerRuleSet = try compoundRuleSet(for: whole) ?? integerRuleSet
        }
        let integer = try spellMagnitude(number.integerDigits, ruleSet: integerRuleSet)
        var separator = language.decimalSeparator
        if digitStyle, let words = reading.integerWords {
            separator = try integerWord(words, for: agreeingSample(for: whole)) ?? separator
        }
        let fraction: String
        switch reading.style {
        case .number where number.fractionDigits.drop(while: { $0 == "0" }).count > reading.maximumNumberDigits ?? 4:
            fraction = spellDigits(number.fractionDigits)
        case .number:
            let zeros = number.fractionDigits.prefix { $0 == "0" }
            let rest = number.fractionDigits.dropFirst(zeros.count)
            let restSpoken = rest.isEmpty ? "" : try spellMagnitude(String(rest), ruleSet: language.cardinalRuleSet)
            fraction = language.join(spellDigits(String(zeros)), restSpoken)
        case .digits where reading.lastDigitAgreesWithNoun == true && ruleSet != language.cardinalRuleSet:
            // "fimm komma tvo kílómetra": the last digit said as the noun's number says it.
            let digits = number.fractionDigits
            let last = try spellMagnitude(String(digits.suffix(1)), ruleSet: ruleSet)
            fraction = language.join(spellDigits(String(digits.dropLast())), last)
        case .digits, .fraction:
            fraction = spellDigits(number.fractionDigits)
        }
        return language.join(number.isNegative ? language.minusWord : "", integer, separator, fraction)
    }

    /// "двадцать одна целая семь десятых": integer, its word, numerator, denominator.
    private func spellAsFraction(_ number: DecimalNumber, reading: FractionReading) throws(VocalizeError) -> String? {
        let places = number.fractionDigits.count
        guard let denominators = reading.denominators, places <= denominators.count,
            let integerWords = reading.integerWords
        else { return nil }  // longer fractions than the profile names are read digit by digit
        let integerPart = DecimalNumber(isNegative: false, integerDigits: number.integerDigits, fractionDigits: "")
        let numerator = DecimalNumber(isNegative: false, integerDigits: number.fractionDigits, fractionDigits: "")
        let integerRuleSet = reading.integerRuleSet ?? language.cardinalRuleSet
        let numeratorRuleSet = reading.numeratorRuleSet ?? integerRuleSet
        guard let integerWord = try integerWord(integerWords, for: integerPart),
            let denominator = language.word(denominators[places - 1], category: try language.pluralCategory(of: numerator))
        else { return nil }
        return language.join(
            number.isNegative ? language.minusWord : "",
            try spellMagnitude(integerPart.integerDigits, ruleSet: integerRuleSet), integerWord,
            try spellMagnitude(numerator.integerDigits, ruleSet: numeratorRuleSet), denominator)
    }

    /// The word after an integer part by its plural category; a "zero" form, where the profile
    /// gives one, for 0 in languages whose plural rules have no zero category (Czech "nula celá").
    private func integerWord(_ forms: [String: String], for integerPart: DecimalNumber) throws(VocalizeError) -> String? {
        if integerPart.integerDigits == "0", let zero = forms["zero"] { return zero }
        return language.word(forms, category: try language.pluralCategory(of: integerPart))
    }

    /// A non-negative integer given as digits; beyond what the rule set can spell, digit by digit.
    private func spellMagnitude(_ digits: String, ruleSet: String) throws(VocalizeError) -> String {
        if let value = Int64(digits) { return try spellInteger(value, ruleSet: ruleSet) }
        if let large = try spellLarge(digits: digits, isNegative: false, ruleSet: ruleSet) { return large }
        return spellDigits(digits)
    }

    /// An integer with a rule set: past the profile's large scales, composed with their words.
    func spellInteger(_ value: Int64, ruleSet: String) throws(VocalizeError) -> String {
        if let large = try spellLarge(value, ruleSet: ruleSet) { return large }
        return try spellInteger(value, with: language.spellout(ruleSet))
    }

    private func spellInteger(_ value: Int64, with formatter: ICUSpellout) throws(VocalizeError) -> String {
        let spoken = try formatter.spell(value)
        if spoken.hasDigits {
            // Past the rule set's range ICU falls back to digits ("1,000,000,000,000,000,000");
            // a listener is better served by the digits read one by one.
            let digits = String(value.magnitude)
            return language.join(value < 0 ? language.minusWord : "", spellDigits(digits))
        }
        return language.finish(spoken)
    }

    /// Reads digits one by one: "zero five".
    func spellDigits(_ digits: String) -> String {
        language.join(digits.utf8.map { language.digitWords[Int($0 &- 0x30)] })
    }
}
