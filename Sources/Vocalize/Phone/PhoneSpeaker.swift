/// Speaks phone numbers: the number's region decides the groups, the listener's language
/// the words.
///
/// ```swift
/// let french = try PhoneSpeaker(language: "fr")
/// try french.speak("06.11.22.33.06")   // "zéro six, onze, vingt-deux, trente-trois, zéro six"
/// try french.speak("+14155552671")     // "plus un, quatre cent quinze, cinq cent cinquante-cinq, …"
/// let english = try PhoneSpeaker(language: "en")
/// try english.speak("+493012345678")   // "plus four nine, three zero, one two three four, five six seven eight"
/// try PhoneSpeaker(language: "en", region: "GB").speak("02079460958")  // "zero two zero, …"
/// ```
///
/// **Groups.** Written groups are kept. A number written in one piece ("+493012345678",
/// "0611223306") is grouped the way its region writes it — libphonenumber's format for the
/// region, chosen by the number's leading digits (Berlin's "30 | 12345678"). The region comes
/// from the country code; for a number without one, from `region`, else from the listener's
/// locale (en-AU → AU, de → DE, pt-PT → PT, pt-BR and pt → BR). A group longer than the
/// language reads comfortably is cut finer (at the region's boundaries first, never across
/// one): pairs read at most three digits as one number, digits at most `longestGroup` (4) in
/// one breath (not counting a leading national prefix: "01511"), groups at most `longestGroup`
/// (3) significant digits as one number. Short and emergency numbers of the region (112, 911,
/// 3949) are not grouped as national numbers and never read as quantities: three digits one
/// by one ("nine one one"), two as one pair ("quinze"), longer ones in pairs in the pairs and
/// groups styles ("trente-neuf, quarante-neuf").
///
/// **Words.** The language's `phone` profile picks the reading style (pairs, digits or
/// groups), the words for digits, zero, "+" and the extension, and the pause between groups.
/// The words for 0–99 are spelled once per language with ICU and kept, so reading a number
/// costs a few table look-ups (three-digit groups take one cached ICU call).
public struct PhoneSpeaker: Sendable {
    /// The language spoken.
    public var locale: SpeechLocale { reader.language.locale }
    /// The style the language's profile reads numbers in.
    public var defaultStyle: PhoneReadingStyle { reader.style }
    /// The region whose plan groups numbers written without a country code ("FR"), or nil
    /// when neither the speaker nor the listener's locale names one libphonenumber knows.
    public var regionCode: String? { region?.code }
    let reader: PhoneReader
    let region: PhoneRegion?

    /// A speaker for a resolved locale, for numbers dialled in `region` (an ISO 3166 code such
    /// as "US"; default: the locale's region, written or likely). Throws when the locale's
    /// phone section is malformed, or `.unsupportedOption` for a region libphonenumber does
    /// not know.
    public init(locale: SpeechLocale, region: String? = nil) throws(VocalizeError) {
        reader = try PhoneReader.resolve(SpeechLanguage.resolve(locale))
        self.region = try region.map { (code: String) throws(VocalizeError) in try PhoneRegion.named(code) } ?? reader.localeRegion
    }

    /// A speaker with a resolved reader, for numbers dialled in the locale's region.
    init(reader: PhoneReader) {
        self.reader = reader
        region = reader.localeRegion
    }

    /// A speaker for a language tag ("fr", "pt-BR", "en-AU"), for numbers dialled in `region`.
    public init(language tag: String, region: String? = nil) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag), region: region)
    }

    /// Parses a written number (accepting the language's own extension words, such as French
    /// "poste 12") and speaks it; `style` overrides the language's reading style.
    public func speak(_ text: String, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        try speak(parse(text), style: style)
    }

    /// Speaks a parsed number; `style` overrides the language's reading style. A national
    /// number parsed without a region is grouped by this speaker's region.
    public func speak(_ number: PhoneNumber, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        try reader.speak(number, region: region, style: style ?? reader.style, words: reader.cachedWords)
    }

    /// Parses a written number as dialled in this speaker's region, accepting this language's
    /// extension words too.
    public func parse(_ text: String) throws(VocalizeError) -> PhoneNumber {
        try PhoneNumber(parsing: text, markers: reader.extensionMarkers, region: region)
    }

    /// The national digits in the parts they are read in, each said without a pause (the
    /// country code and the extension left out): what the region-grouping tests compare.
    func spokenGroups(_ text: String, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> [String] {
        var parts: [String] = []
        reader.forEachPart(of: try parse(text), region: region, style: style ?? reader.style) { digits, _ in
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: digits), as: UTF8.self))
        }
        return parts
    }

    /// The same reading with a freshly opened ICU formatter for every number said: the naive
    /// approach the cached word table is measured against. Not for production use.
    @_spi(Benchmarks)
    public func speakOpeningFormattersEachTime(_ text: String, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        let number = try parse(text)
        return try reader.speak(number, region: region, style: style ?? reader.style, words: reader.uncachedWords)
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
    /// The region the locale names or most likely means (de → DE), for numbers without a
    /// country code when the speaker is given none.
    let localeRegion: PhoneRegion?
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

        localeRegion = PhoneRegion.likely(for: language.locale)
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

    /// How one part is said: digit by digit, or leading zeros digit by digit and the rest as
    /// one number.
    enum PartReading {
        case digits
        case number
    }

    /// Digits being read: ASCII digits in a buffer on the stack.
    typealias Digits = Slice<UnsafeBufferPointer<UInt8>>

    func speak(_ number: borrowing PhoneNumber, region: PhoneRegion?, style: PhoneReadingStyle, words: PhoneWordSource) throws(VocalizeError) -> String {
        // Written straight into one string: this runs for every number a screen reads.
        var out = PhoneTextWriter(pause: pause, separator: wordSeparator)
        if let prefix = number.internationalPrefix, let code = number.countryCode {
            out.beginPart()
            if prefix == .plus {
                out.word(plusWord)
            } else {
                for digit in prefix.rawValue.utf8 { out.word(words.digit(Int(digit &- 0x30))) }
                if number.internationalPrefixStandsApart { out.beginPart() }
            }
            try PhoneNumber.withDigits(of: code) { (digits) throws(VocalizeError) in
                try say(digits[...], as: style == .digits ? .digits : .number, words: words, into: &out)
            }
        }
        try forEachPart(of: number, region: region, style: style) { (digits: Digits, reading: PartReading) throws(VocalizeError) in
            out.beginPart()
            try say(digits, as: reading, words: words, into: &out)
        }
        if let ext = number.extensionNumber {
            out.beginPart()
            out.word(extensionWord)
            var first = true
            try PhoneNumber.withDigits(of: ext) { (digits) throws(VocalizeError) in
                try forEachPiece(of: digits[...], style: style, prefixLength: 0) { (digits: Digits, reading: PartReading) throws(VocalizeError) in
                    if !first { out.pauseWithinPart() }
                    first = false
                    try say(digits, as: reading, words: words, into: &out)
                }
            }
        }
        return out.text
    }

    /// Calls `body` with each part of the national number, in order, and how it is said:
    /// written groups, cut at the region's boundaries when the number is written in one piece
    /// or a group is too long, then cut evenly where still too long; short numbers apart.
    func forEachPart<E: Error>(
        of number: borrowing PhoneNumber, region: PhoneRegion?, style: PhoneReadingStyle,
        _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        let groups = number.groups
        let countryCode = number.countryCode
        // The plan a national number follows: the one it was parsed for, else the speaker's.
        var plan: PhoneRegion?
        if countryCode == nil {
            if let code = number.regionCode, code != region?.code {
                plan = PhoneMetadata.region(code)
            } else {
                plan = region
            }
        }
        try PhoneNumber.withDigits(of: groups) { (digits) throws(E) in
            if countryCode == nil, groups.count == 1, PhoneGrouping.isShortNumber(digits, region: plan) {
                try forEachShortPiece(of: digits[...], style: style, body)
                return
            }
            var layout: PhoneGrouping.Layout?
            var layoutDone = false
            var offset = 0
            for (index, group) in groups.enumerated() {
                let whole = digits[offset..<(offset + group.utf8.count)]
                offset = whole.endIndex
                if groups.count > 1, !isTooLong(whole, style: style, prefixLength: 0) {
                    try body(whole, style == .digits ? .digits : .number)
                    continue
                }
                if !layoutDone {
                    layout = PhoneGrouping.layout(countryCode: countryCode, digits: digits, plan: plan)
                    layoutDone = true
                }
                let prefixLength = index == 0 ? layout?.nationalPrefixLength ?? 0 : 0
                // Cut at the region's boundaries inside this group, then evenly where still long.
                var start = whole.startIndex
                for boundary in layout?.breaks ?? [] where boundary > start && boundary < whole.endIndex {
                    try forEachPiece(of: digits[start..<boundary], style: style, prefixLength: start == whole.startIndex ? prefixLength : 0, body)
                    start = boundary
                }
                try forEachPiece(of: digits[start..<whole.endIndex], style: style, prefixLength: start == whole.startIndex ? prefixLength : 0, body)
            }
        }
    }

    /// Whether a group is longer than the language reads in one part.
    private func isTooLong(_ digits: Digits, style: PhoneReadingStyle, prefixLength: Int) -> Bool {
        switch style {
        case .digits: return digits.count - prefixLength > longestDigitRun
        case .pairs: return digits.count - prefixLength > 3
        case .groups: return digits.drop { $0 == 0x30 }.count > longestNumber
        }
    }

    /// Calls `body` with the parts one piece of a group is read in: whole, or cut evenly when
    /// longer than the language reads in one part.
    private func forEachPiece<E: Error>(
        of digits: Digits, style: PhoneReadingStyle, prefixLength: Int,
        _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        let reading: PartReading = style == .digits ? .digits : .number
        guard isTooLong(digits, style: style, prefixLength: prefixLength) else {
            try body(digits, reading)
            return
        }
        switch style {
        case .digits: try Self.cut(digits, longest: longestDigitRun, largerFirst: false, reading, body)
        // Up to three digits is one number ("800" → "huit cents"); longer groups in pairs.
        case .pairs: try Self.cut(digits, longest: 2, largerFirst: false, reading, body)
        case .groups: try Self.cut(digits, longest: longestNumber, largerFirst: true, reading, body)
        }
    }

    /// A short or emergency number: three digits one by one, two or fewer as the style says
    /// them, longer ones in pairs (or in digits style, in runs).
    private func forEachShortPiece<E: Error>(
        of digits: Digits, style: PhoneReadingStyle, _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        if style == .digits {
            try Self.cut(digits, longest: longestDigitRun, largerFirst: false, .digits, body)
        } else if digits.count == 3 {
            try body(digits, .digits)
        } else {
            try Self.cut(digits, longest: 2, largerFirst: false, .number, body)
        }
    }

    /// Cuts digits into as few runs of at most `longest` as possible, as even as possible (the
    /// longer runs first or last), and calls `body` with each.
    private static func cut<E: Error>(
        _ digits: Digits, longest: Int, largerFirst: Bool, _ reading: PartReading,
        _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        let count = digits.count
        guard count > longest else {
            try body(digits, reading)
            return
        }
        let parts = (count + longest - 1) / longest
        let base = count / parts
        let longer = count % parts
        var start = digits.startIndex
        for index in 0..<parts {
            let extra = largerFirst ? (index < longer ? 1 : 0) : (index >= parts - longer ? 1 : 0)
            let end = start + base + extra
            try body(digits[start..<end], reading)
            start = end
        }
    }

    /// Says one part: digit by digit, or leading zeros digit by digit and the rest as one
    /// number ("070" → "noll sjuttio").
    private func say(_ digits: Digits, as reading: PartReading, words: PhoneWordSource, into out: inout PhoneTextWriter) throws(VocalizeError) {
        if reading == .digits {
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

    /// Cuts `count` digits into as few runs of at most `longest` as possible, as even as
    /// possible; the longer runs come first or last.
    static func sizes(_ count: Int, longest: Int, largerFirst: Bool) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let zeros = [UInt8](repeating: 0x30, count: count)
        zeros.withUnsafeBufferPointer { digits in
            cut(digits[...], longest: longest, largerFirst: largerFirst, .digits) { part, _ in
                ranges.append(part.startIndex..<part.endIndex)
            }
        }
        return ranges
    }
}

/// Builds a spoken phone number: parts separated by the pause, words inside a part by the
/// word separator. The UTF-8 is gathered in one buffer and made a String once.
struct PhoneTextWriter {
    let pause: String
    let separator: String
    private var bytes: [UInt8] = []
    private var partHasWords = false

    init(pause: String, separator: String) {
        self.pause = pause
        self.separator = separator
        bytes.reserveCapacity(256)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a new part, after a pause when something was said already.
    mutating func beginPart() {
        if !bytes.isEmpty { bytes.append(contentsOf: pause.utf8) }
        partHasWords = false
    }

    /// A pause between pieces of one part (an extension read in several groups).
    mutating func pauseWithinPart() {
        bytes.append(contentsOf: pause.utf8)
        partHasWords = false
    }

    mutating func word(_ word: String) {
        if partHasWords { bytes.append(contentsOf: separator.utf8) }
        bytes.append(contentsOf: word.utf8)
        partHasWords = true
    }
}
