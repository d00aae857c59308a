/// Speaks phone numbers the way a language reads them aloud.
///
/// ```swift
/// let french = try PhoneSpeaker(language: "fr")
/// try french.speak("06.11.22.33.06")  // "zéro six, onze, vingt-deux, trente-trois, zéro six"
/// let english = try PhoneSpeaker(language: "en")
/// try english.speak("(555) 123-4567")  // "five five five, one two three, four five six seven"
/// ```
///
/// The language's `phone` profile picks the reading style (pairs, digits or groups), the words
/// for zero, "+" and the extension, the pause between groups, and how a number written without
/// separators is grouped. Written groups are kept; a group too long to follow is cut (pairs:
/// into pairs; digits: into runs of at most `longestGroup` digits; groups: into numbers of at
/// most `longestGroup` digits, larger first, so "8005553535" reads as 3-3-2-2).
///
/// The words for 0–99 are spelled once per language with ICU and kept, so reading a number
/// costs a few table look-ups (three-digit groups take one cached ICU call).
public struct PhoneSpeaker: Sendable {
    /// The language spoken.
    public var locale: SpeechLocale { reader.language.locale }
    /// The style the language's profile reads numbers in.
    public var defaultStyle: PhoneReadingStyle { reader.style }
    let reader: PhoneReader

    /// A speaker for a resolved locale; throws when its phone section is malformed.
    public init(locale: SpeechLocale) throws(VocalizeError) {
        reader = try PhoneReader.resolve(SpeechLanguage.resolve(locale))
    }

    /// A speaker for a language tag ("fr", "pt-BR").
    public init(language tag: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag))
    }

    /// Parses a written number (accepting the language's own extension words, such as French
    /// "poste 12") and speaks it; `style` overrides the language's reading style.
    public func speak(_ text: String, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        try speak(parse(text), style: style)
    }

    /// Speaks a parsed number; `style` overrides the language's reading style.
    public func speak(_ number: PhoneNumber, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        try reader.speak(number, style: style ?? reader.style, words: reader.cachedWords)
    }

    /// Parses a written number, accepting this language's extension words too.
    public func parse(_ text: String) throws(VocalizeError) -> PhoneNumber {
        try PhoneNumber(parsing: text, markers: reader.extensionMarkers)
    }

    /// The same reading with a freshly opened ICU formatter for every number said: the naive
    /// approach the cached word table is measured against. Not for production use.
    @_spi(Benchmarks)
    public func speakOpeningFormattersEachTime(_ text: String, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        let number = try parse(text)
        return try reader.speak(number, style: style ?? reader.style, words: reader.uncachedWords)
    }
}

/// Where the words for digits and numbers come from while reading.
struct PhoneWordSource {
    var digit: (Int) -> String
    var number: (Int64) throws(VocalizeError) -> String
}

/// The resolved phone reading of one language: its profile plus the words spelled once.
///
/// Sendable notes: immutable after init; `formatter` is itself Sendable (lock-guarded).
final class PhoneReader: Sendable {
    let language: SpeechLanguage
    let style: PhoneReadingStyle
    let ruleSet: String
    /// Words for reading digits one by one, 0–9.
    let digitWords: [String]
    /// Cardinal words for 0–99, spelled once with ICU.
    let numberWords: [String]
    let formatter: ICUSpellout
    let wordSeparator: String
    let pause: String
    let plusWord: String
    let extensionWord: String
    /// The words that introduce an extension, normalised once (see `PhoneNumber.markers`).
    let extensionMarkers: [String]
    let countryCode: String?
    let trunkPrefix: String
    let grouping: [PhoneGroupingRule]
    let longestDigitRun: Int
    let longestNumber: Int

    private static let cache = ProfileDerivedCache<PhoneReader>()

    static func resolve(_ language: SpeechLanguage, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> PhoneReader {
        try cache.value(for: language.locale, registry: registry) { () throws(VocalizeError) in
            try PhoneReader(language: language)
        }
    }

    init(language: SpeechLanguage) throws(VocalizeError) {
        self.language = language
        let phone = language.profile.phone ?? PhoneProfile()
        let name = language.profile.language
        func invalid(_ message: String) -> VocalizeError {
            VocalizeError(.invalidLocaleProfile, "The \(name) profile's phone section is invalid: \(message)")
        }

        style = phone.style ?? .digits
        let ruleSet = phone.ruleSet ?? language.cardinalRuleSet
        guard language.ruleSets.contains(ruleSet) else {
            throw invalid("ruleSet \"\(ruleSet)\" is not one of ICU's rule sets for \(language.locale.identifier): \(language.ruleSets.sorted().joined(separator: ", ")).")
        }
        self.ruleSet = ruleSet
        formatter = try language.spellout(ruleSet)
        var numbers: [String] = []
        numbers.reserveCapacity(100)
        for value in 0..<100 { numbers.append(language.finish(try formatter.spell(Int64(value)))) }
        numberWords = numbers

        var digits = language.digitWords
        if let custom = phone.digitWords {
            guard custom.count == 10, custom.allSatisfy({ !$0.isEmpty }) else {
                throw invalid("digitWords must hold ten words, for 0 to 9 (it has \(custom.count)).")
            }
            digits = custom
        }
        if let zero = phone.zeroWord {
            guard !zero.isEmpty else { throw invalid("zeroWord is empty.") }
            digits[0] = zero
        }
        digitWords = digits

        wordSeparator = phone.wordSeparator ?? language.wordSeparator
        pause = phone.pause ?? ", "
        // Without profile words, the symbols themselves: a speech engine reads them in its
        // own language, which beats an English word in a foreign sentence.
        plusWord = phone.plusWord ?? "+"
        extensionWord = phone.extensionWord ?? "#"
        extensionMarkers = PhoneNumber.markers(adding: (phone.extensionMarkers ?? []) + (phone.extensionWord.map { [$0] } ?? []))

        if let code = phone.countryCode {
            guard CountryCallingCodes.assigned.contains(code) else {
                throw invalid("countryCode \"\(code)\" is not a country calling code assigned by ITU-T E.164.")
            }
        }
        countryCode = phone.countryCode
        trunkPrefix = phone.trunkPrefix ?? ""
        guard trunkPrefix.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw invalid("trunkPrefix \"\(trunkPrefix)\" must be digits.")
        }
        let rules = phone.grouping ?? []
        for rule in rules {
            guard rule.length > 0, rule.groups.allSatisfy({ $0 > 0 }), rule.groups.reduce(0, +) == rule.length else {
                throw invalid("the grouping rule for \(rule.length) digits has groups \(rule.groups), which do not add up to \(rule.length).")
            }
            if let prefix = rule.prefix {
                guard prefix.count <= rule.length, prefix.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw invalid("the grouping prefix \"\(prefix)\" must be at most \(rule.length) digits.")
                }
            }
        }
        grouping = rules
        if let longest = phone.longestGroup {
            guard (1...18).contains(longest) else { throw invalid("longestGroup must be between 1 and 18 (it is \(longest)).") }
        }
        longestDigitRun = phone.longestGroup ?? 4
        longestNumber = phone.longestGroup ?? 3
    }

    // MARK: Word sources

    var cachedWords: PhoneWordSource {
        PhoneWordSource(
            digit: { [digitWords] in digitWords[$0] },
            number: { [numberWords, formatter, self] (value: Int64) throws(VocalizeError) -> String in
                if value < 100 { return numberWords[Int(value)] }
                return try self.checked(formatter.spell(value), value: value)
            })
    }

    /// Opens a new ICU formatter for every number, as code without a cache would.
    var uncachedWords: PhoneWordSource {
        PhoneWordSource(
            digit: { [digitWords] in digitWords[$0] },
            number: { [language, ruleSet, self] (value: Int64) throws(VocalizeError) -> String in
                let fresh = try ICUSpellout(
                    localeID: language.locale.icuIdentifier, ruleSet: ruleSet, rules: language.customRuleSets[ruleSet])
                return try self.checked(fresh.spell(value), value: value)
            })
    }

    /// Past what a rule set can spell ICU writes digits; then read them one by one.
    private func checked(_ spoken: ICU.DecodedText, value: Int64) -> String {
        if spoken.hasDigits {
            return String(value).utf8.map { digitWords[Int($0 - 0x30)] }.joined(separator: wordSeparator)
        }
        return language.finish(spoken)
    }

    // MARK: Reading

    func speak(_ number: PhoneNumber, style: PhoneReadingStyle, words: PhoneWordSource) throws(VocalizeError) -> String {
        // Written straight into one string: this runs for every number a screen reads.
        var out = PhoneTextWriter(pause: pause, separator: wordSeparator)
        if let prefix = number.internationalPrefix, let code = number.countryCode {
            out.beginPart()
            switch prefix {
            case .plus: out.word(plusWord)
            case .doubleZero:
                out.word(words.digit(0))
                out.word(words.digit(0))
            }
            let digits = code.utf8
            for range in ranges(digits, as: style == .digits ? .digits : .groups) {
                try say(digits.dropFirst(range.lowerBound).prefix(range.count), as: style == .digits ? .digits : .groups, words: words, into: &out)
            }
        }
        for group in layout(number) {
            // The UTF-8 view of a short digit string is read in place, without a copy.
            let digits = group.utf8
            for range in ranges(digits, as: style) {
                out.beginPart()
                try say(digits.dropFirst(range.lowerBound).prefix(range.count), as: style, words: words, into: &out)
            }
        }
        if let ext = number.extensionNumber {
            out.beginPart()
            out.word(extensionWord)
            let digits = ext.utf8
            for (index, range) in ranges(digits, as: style).enumerated() {
                if index > 0 { out.pauseWithinPart() }
                try say(digits.dropFirst(range.lowerBound).prefix(range.count), as: style, words: words, into: &out)
            }
        }
        return out.text
    }

    /// Where a written group is cut: a group too long to say in one breath is read in parts.
    private func ranges(_ digits: String.UTF8View, as style: PhoneReadingStyle) -> [Range<Int>] {
        switch style {
        case .digits:
            return Self.sizes(digits.count, longest: longestDigitRun, largerFirst: false)
        case .pairs:
            // Up to three digits is one number ("800" → "huit cents"); longer groups in pairs.
            return digits.count <= 3 ? [0..<digits.count] : Self.sizes(digits.count, longest: 2, largerFirst: false)
        case .groups:
            let significant = digits.drop { $0 == 0x30 }.count
            return significant <= longestNumber ? [0..<digits.count] : Self.sizes(digits.count, longest: longestNumber, largerFirst: true)
        }
    }

    /// Says one part: digit by digit, or leading zeros digit by digit and the rest as one
    /// number ("070" → "noll sjuttio").
    private func say(_ digits: Substring.UTF8View, as style: PhoneReadingStyle, words: PhoneWordSource, into out: inout PhoneTextWriter) throws(VocalizeError) {
        if style == .digits {
            for digit in digits { out.word(words.digit(Int(digit &- 0x30))) }
            return
        }
        var value: Int64 = 0
        var significant = false
        for digit in digits {
            if !significant && digit == 0x30 {
                out.word(words.digit(0))
            } else {
                significant = true
                value = value * 10 + Int64(digit &- 0x30)
            }
        }
        if significant { out.word(try words.number(value)) }
    }

    /// The groups to read: as written, or, for a number written in one piece, cut by the
    /// profile's national grouping. An international number is cut by those rules only when
    /// its country code is the profile's; the rules see it with the trunk prefix put back.
    func layout(_ number: PhoneNumber) -> [String] {
        guard number.groups.count == 1, !grouping.isEmpty else { return number.groups }
        let digits = number.groups[0]
        if let code = number.countryCode {
            guard code == countryCode else { return number.groups }
            let national = Array((trunkPrefix + digits).utf8)
            if !trunkPrefix.isEmpty, let rule = grouping.first(where: { $0.matches(national) }) {
                var groups = cut(national, into: rule.groups)
                var drop = trunkPrefix.count
                while drop > 0, !groups.isEmpty {
                    let removed = min(drop, groups[0].count)
                    groups[0].removeFirst(removed)
                    drop -= removed
                    if groups[0].isEmpty { groups.removeFirst() }
                }
                return groups
            }
        }
        let national = Array(digits.utf8)
        guard let rule = grouping.first(where: { $0.matches(national) }) else { return number.groups }
        return cut(national, into: rule.groups)
    }

    private func cut(_ digits: [UInt8], into sizes: [Int]) -> [String] {
        var groups: [String] = []
        var start = 0
        for size in sizes {
            groups.append(String(decoding: digits[start..<(start + size)], as: UTF8.self))
            start += size
        }
        return groups
    }

    /// Cuts `count` digits into as few runs of at most `longest` as possible, as even as
    /// possible; the longer runs come first or last.
    static func sizes(_ count: Int, longest: Int, largerFirst: Bool) -> [Range<Int>] {
        guard count > longest else { return [0..<count] }
        let parts = (count + longest - 1) / longest
        let base = count / parts
        let longer = count % parts
        var lengths = Array(repeating: base, count: parts)
        for index in 0..<longer {
            lengths[largerFirst ? index : parts - 1 - index] += 1
        }
        var ranges: [Range<Int>] = []
        var start = 0
        for length in lengths {
            ranges.append(start..<(start + length))
            start += length
        }
        return ranges
    }
}

/// Builds a spoken phone number: parts separated by the pause, words inside a part by the
/// word separator.
struct PhoneTextWriter {
    let pause: String
    let separator: String
    private(set) var text = ""
    private var partHasWords = false

    init(pause: String, separator: String) {
        self.pause = pause
        self.separator = separator
        text.reserveCapacity(160)
    }

    /// Starts a new part, after a pause when something was said already.
    mutating func beginPart() {
        if !text.isEmpty { text += pause }
        partHasWords = false
    }

    /// A pause between pieces of one part (an extension read in several groups).
    mutating func pauseWithinPart() {
        text += pause
        partHasWords = false
    }

    mutating func word(_ word: String) {
        if partHasWords { text += separator }
        text += word
        partHasWords = true
    }
}
