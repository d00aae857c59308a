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
        // Most numbers on a screen are national numbers in plain ASCII: read straight from
        // their digits, without making a PhoneNumber; anything else takes the full parser.
        if let spoken = try reader.speakPlainNational(text, region: region, style: style ?? reader.style) { return spoken }
        return try speak(parse(text), style: style)
    }

    /// Speaks a parsed number; `style` overrides the language's reading style. A national
    /// number parsed without a region is grouped by this speaker's region.
    public func speak(_ number: PhoneNumber, style: PhoneReadingStyle? = nil) throws(VocalizeError) -> String {
        try reader.speak(number, region: region, style: style ?? reader.style, words: .cached)
    }

    /// Whether a number written without a country code is a whole number of this speaker's
    /// region: its digits are one of the region's numbers, or are with the national prefix
    /// taken off (libphonenumber's general description). "601 123 456" is a Czech number;
    /// "2 500 000" is no French one. Without a region, any.
    func isRegionNumber(_ text: String) -> Bool {
        guard let region else { return true }
        var digits: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard let value = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil else { continue }
            digits.append(UInt8(value) + 0x30)
        }
        return digits.withUnsafeBufferPointer { buffer in
            region.rules.general?.matchesWhole(buffer) == true || region.rules.stripNationalPrefix(buffer) != nil
        }
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
        return try reader.speak(number, region: region, style: style ?? reader.style, words: .openingFormattersEachTime)
    }
}

/// Where the words for numbers come from while reading: the words spelled once (and the
/// cached formatter past 99), or a new ICU formatter for every number, as code without a
/// cache would do (the naive baseline the benchmarks compare with).
enum PhoneWordSource {
    case cached
    case openingFormattersEachTime
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
    /// The digit words, the cardinal words for 0–99 (spelled once with ICU), "+", the
    /// extension word, the pause and the word separator, encoded as UTF-8 once (see
    /// `PhoneWordIndex`).
    let encodedWords: EncodedWords
    let formatter: ICUSpellout
    let wordSeparator: String
    /// The words that introduce an extension, normalised once (see `PhoneNumber.markers`).
    let extensionMarkers: [String]
    /// The region the locale names or most likely means (de → DE), for numbers without a
    /// country code when the speaker is given none.
    let localeRegion: PhoneRegion?
    let longestDigitRun: Int
    let longestNumber: Int
    /// Whether the region's emergency numbers of up to three digits are said as one number.
    let emergencyNumbersAsNumbers: Bool
    /// Whether a national number's first group, an area code of at most two significant
    /// digits, is said as one number (`PhoneProfile.areaCodeAsNumber`).
    let areaCodeAsNumber: Bool

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
        emergencyNumbersAsNumbers = phone.emergencyNumbersAsNumbers ?? false
        areaCodeAsNumber = phone.areaCodeAsNumber ?? false
        let ruleSet = phone.ruleSet ?? language.cardinalRuleSet
        guard language.ruleSets.contains(ruleSet) else {
            throw invalid("ruleSet \"\(ruleSet)\" is not one of ICU's rule sets for \(language.locale.identifier): \(language.ruleSets.sorted().joined(separator: ", ")).")
        }
        self.ruleSet = ruleSet
        formatter = try language.spellout(ruleSet)
        var numbers: [String] = []
        numbers.reserveCapacity(100)
        for value in 0..<100 { numbers.append(language.finish(try formatter.spell(Int64(value)))) }

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

        let separator = phone.wordSeparator ?? language.wordSeparator
        wordSeparator = separator
        let pause = phone.pause ?? ", "
        // Without profile words, the symbols themselves: a speech engine reads them in its
        // own language, which beats an English word in a foreign sentence.
        let plus = phone.plusWord ?? "+"
        let extensionWord = phone.extensionWord ?? "#"
        extensionMarkers = PhoneNumber.markers(adding: (phone.extensionMarkers ?? []) + (phone.extensionWord.map { [$0] } ?? []))

        localeRegion = PhoneRegion.likely(for: language.locale)
        if let longest = phone.longestGroup {
            guard (1...18).contains(longest) else { throw invalid("longestGroup must be between 1 and 18 (it is \(longest)).") }
        }
        longestDigitRun = phone.longestGroup ?? 4
        longestNumber = phone.longestGroup ?? 3
        encodedWords = EncodedWords(digits + numbers + [plus, extensionWord, pause, separator])
    }

    // MARK: Word sources

    /// Writes the words for a number (a group's digits without leading zeros).
    private func sayNumber(_ value: Int64, words: PhoneWordSource, into out: inout PhoneTextWriter) throws(VocalizeError) {
        switch words {
        case .cached:
            if value < 100 {
                out.word(PhoneWordIndex.number(Int(value)))
                return
            }
            out.word(checked(try formatter.spell(value), value: value))
        case .openingFormattersEachTime:
            let fresh = try ICUSpellout(
                localeID: language.locale.icuIdentifier, ruleSet: ruleSet, rules: language.customRuleSets[ruleSet])
            out.word(checked(try fresh.spell(value), value: value))
        }
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
        // Written straight into one buffer: this runs for every number a screen reads.
        let countryCode = number.countryCode
        let plan = Self.plan(countryCode: countryCode, regionCode: number.regionCode, region: region)
        let internationalPrefix = number.internationalPrefix
        let extensionNumber = number.extensionNumber
        let standsApart = number.internationalPrefixStandsApart
        return try PhoneNumber.withDigits(of: number.groups) { (digits, groupEnds) throws(VocalizeError) in
            try PhoneTextWriter.write(encodedWords) { (out) throws(VocalizeError) in
                if let prefix = internationalPrefix, let code = countryCode {
                    out.beginPart()
                    if prefix == .plus {
                        out.word(PhoneWordIndex.plus)
                    } else {
                        for digit in prefix.rawValue.utf8 { out.word(PhoneWordIndex.digit(Int(digit &- 0x30))) }
                        if standsApart { out.beginPart() }
                    }
                    try PhoneNumber.withDigits(of: code) { (codeDigits) throws(VocalizeError) in
                        try say(codeDigits[...], as: style == .digits ? .digits : .number, words: words, into: &out)
                    }
                }
                try forEachPart(
                    digits: digits, groupEnds: groupEnds, countryCode: countryCode, plan: plan, style: style
                ) { (part: Digits, reading: PartReading) throws(VocalizeError) in
                    out.beginPart()
                    try say(part, as: reading, words: words, into: &out)
                }
                if let extensionNumber {
                    out.beginPart()
                    out.word(PhoneWordIndex.extensionWord)
                    var first = true
                    try PhoneNumber.withDigits(of: extensionNumber) { (extensionDigits) throws(VocalizeError) in
                        try forEachPiece(of: extensionDigits[...], style: style, prefixLength: 0) { (part: Digits, reading: PartReading) throws(VocalizeError) in
                            if !first { out.pauseWithinPart() }
                            first = false
                            try say(part, as: reading, words: words, into: &out)
                        }
                    }
                }
            }
        }
    }

    /// Speaks text that is plainly a national number — ASCII digits in groups separated by
    /// spaces, ". / -" and parentheses; no "+", extension or international prefix — from a
    /// digit buffer on the stack, without making a `PhoneNumber`. Nil for any other text,
    /// which the general parser reads (or explains); the reading is the one it would give.
    func speakPlainNational(_ text: String, region: PhoneRegion?, style: PhoneReadingStyle) throws(VocalizeError) -> String? {
        let capacity = PhoneNumber.maximumNationalDigits
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { (digitBuffer) throws(VocalizeError) -> String? in
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { (endBuffer) throws(VocalizeError) -> String? in
                guard let scanned = PhoneNumber.scanPlainASCII(text, digits: digitBuffer, groupEnds: endBuffer) else { return nil }
                let digits = UnsafeBufferPointer(rebasing: digitBuffer[..<scanned.digitCount])
                // A number dialled abroad ("00 33 …", "011 …" from the US) is the parser's.
                if digits[0] == UInt8(ascii: "0") || region?.rules.internationalPrefix != nil,
                   PhoneNumber.dialledInternationalPrefix(digits, region: region) != nil {
                    return nil
                }
                let groupEnds = UnsafeBufferPointer(rebasing: endBuffer[..<scanned.groupCount])
                return try PhoneTextWriter.write(encodedWords) { (out) throws(VocalizeError) in
                    try forEachPart(
                        digits: digits, groupEnds: groupEnds, countryCode: nil, plan: region, style: style
                    ) { (part: Digits, reading: PartReading) throws(VocalizeError) in
                        out.beginPart()
                        try say(part, as: reading, words: .cached, into: &out)
                    }
                }
            }
        }
    }

    /// The plan a national number follows: the one it was parsed for, else the speaker's;
    /// none for an international number (its country code's formats group it).
    private static func plan(countryCode: String?, regionCode: String?, region: PhoneRegion?) -> PhoneRegion? {
        guard countryCode == nil else { return nil }
        if let code = regionCode, code != region?.code { return PhoneMetadata.region(code) }
        return region
    }

    /// Calls `body` with each part of the national number, in order, and how it is said:
    /// written groups, cut at the region's boundaries when the number is written in one piece
    /// or a group is too long, then cut evenly where still too long; short numbers apart.
    func forEachPart<E: Error>(
        of number: borrowing PhoneNumber, region: PhoneRegion?, style: PhoneReadingStyle,
        _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        let countryCode = number.countryCode
        let plan = Self.plan(countryCode: countryCode, regionCode: number.regionCode, region: region)
        try PhoneNumber.withDigits(of: number.groups) { (digits, groupEnds) throws(E) in
            try forEachPart(digits: digits, groupEnds: groupEnds, countryCode: countryCode, plan: plan, style: style, body)
        }
    }

    /// `forEachPart` on the national digits and where each written group ends.
    private func forEachPart<E: Error>(
        digits: UnsafeBufferPointer<UInt8>, groupEnds: UnsafeBufferPointer<Int>, countryCode: String?, plan: PhoneRegion?,
        style: PhoneReadingStyle, _ body: (Digits, PartReading) throws(E) -> Void
    ) throws(E) {
        if countryCode == nil, groupEnds.count == 1, PhoneGrouping.isShortNumber(digits, region: plan) {
            if emergencyNumbersAsNumbers, digits.count <= 3, plan?.rules.emergencyNumbers?.matchesWhole(digits) == true {
                // "le cent douze": the language says its emergency numbers as numbers.
                try body(digits[...], .number)
                return
            }
            try forEachShortPiece(of: digits[...], style: style, body)
            return
        }
        var layout: PhoneGrouping.Layout?
        var layoutDone = false
        var offset = 0
        for (index, end) in groupEnds.enumerated() {
            let whole = digits[offset..<end]
            offset = end
            if groupEnds.count > 1, !isTooLong(whole, style: style, prefixLength: 0) {
                // "(11) 98765-4321": the area code said as the country says it ("onze").
                let isAreaCode = areaCodeAsNumber && index == 0 && countryCode == nil && whole.drop { $0 == 0x30 }.count <= 2
                try body(whole, style == .digits && !isAreaCode ? .digits : .number)
                continue
            }
            if !layoutDone {
                layout = PhoneGrouping.layout(countryCode: countryCode, digits: digits, plan: plan)
                // The writer's groups win: a region's boundaries that cross them ("+36 1 4888
                // 700" against "1 488 8700") would cut a written group unevenly ("488, 8").
                if let breaks = layout?.breaks, !groupEnds.dropLast().allSatisfy(breaks.contains) { layout?.breaks = [] }
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
            for digit in digits { out.word(PhoneWordIndex.digit(Int(digit &- 0x30))) }
            return
        }
        var value: Int64 = 0
        var significant = false
        for digit in digits {
            if !significant && digit == 0x30 {
                out.word(PhoneWordIndex.digit(0))
            } else {
                significant = true
                value = value * 10 + Int64(digit &- 0x30)
            }
        }
        if significant { try sayNumber(value, words: words, into: &out) }
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

/// Where each word is in a reader's `encodedWords`.
enum PhoneWordIndex {
    static func digit(_ digit: Int) -> Int { digit }
    static func number(_ value: Int) -> Int { 10 + value }
    static let plus = 110
    static let extensionWord = 111
    static let pause = 112
    static let separator = 113
}

/// Words encoded as UTF-8 once, in one block, so a reading copies bytes rather than going
/// through Strings.
///
/// Sendable notes: written in init, only read afterwards, freed with its owner.
final class EncodedWords: @unchecked Sendable {
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where word `i` starts; word `i` ends where word `i + 1` starts.
    private let starts: UnsafeMutableBufferPointer<Int>

    init(_ words: [String]) {
        bytes = .allocate(capacity: max(1, words.reduce(0) { $0 + $1.utf8.count }))
        starts = .allocate(capacity: words.count + 1)
        var offset = 0
        for (index, word) in words.enumerated() {
            starts[index] = offset
            for byte in word.utf8 {
                bytes[offset] = byte
                offset += 1
            }
        }
        starts[words.count] = offset
    }

    deinit {
        bytes.deallocate()
        starts.deallocate()
    }

    /// The block and the word starts, for a writer that reads them while their owner (a
    /// `PhoneReader` in one of its methods) keeps this alive.
    fileprivate var storage: (bytes: UnsafePointer<UInt8>, starts: UnsafePointer<Int>) {
        (UnsafePointer(bytes.baseAddress!), UnsafePointer(starts.baseAddress!))
    }
}

/// Builds a spoken phone number: parts separated by the pause, words inside a part by the
/// word separator. The UTF-8 is gathered in a buffer on the stack and made a String once.
struct PhoneTextWriter {
    /// `EncodedWords`' block and word starts (read without reference counting per word).
    private let wordBytes: UnsafePointer<UInt8>
    private let wordStarts: UnsafePointer<Int>
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    /// The text once it outgrows `buffer` (numbers read with long number words).
    private var spill: [UInt8]?
    private var partHasWords = false

    private init(words: EncodedWords, buffer: UnsafeMutableBufferPointer<UInt8>) {
        (wordBytes, wordStarts) = words.storage
        self.buffer = buffer
    }

    /// Calls `body` with a writer and returns what it wrote; `words` must stay alive
    /// meanwhile (the reader that owns them is).
    static func write(_ words: EncodedWords, _ body: (inout PhoneTextWriter) throws(VocalizeError) -> Void) throws(VocalizeError) -> String {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { (buffer) throws(VocalizeError) -> String in
            var writer = PhoneTextWriter(words: words, buffer: buffer)
            try body(&writer)
            return writer.text
        }
    }

    /// The text written so far.
    private var text: String {
        if let spill { return String(decoding: spill, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }

    private func encoded(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: wordBytes + wordStarts[index], count: wordStarts[index + 1] - wordStarts[index])
    }

    private var isEmpty: Bool { count == 0 && spill == nil }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spill == nil {
            if count + bytes.count <= buffer.count {
                if let source = bytes.baseAddress, let target = buffer.baseAddress {
                    (target + count).initialize(from: source, count: bytes.count)
                }
                count += bytes.count
                return
            }
            spill = Array(buffer[..<count])
        }
        spill!.append(contentsOf: bytes)
    }

    /// Starts a new part, after a pause when something was said already.
    mutating func beginPart() {
        if !isEmpty { append(encoded(PhoneWordIndex.pause)) }
        partHasWords = false
    }

    /// A pause between pieces of one part (an extension read in several groups).
    mutating func pauseWithinPart() {
        append(encoded(PhoneWordIndex.pause))
        partHasWords = false
    }

    /// Says one of the encoded words (`PhoneWordIndex`).
    mutating func word(_ index: Int) {
        if partHasWords { append(encoded(PhoneWordIndex.separator)) }
        append(encoded(index))
        partHasWords = true
    }

    /// Says a word spelled for this number.
    mutating func word(_ word: String) {
        if partHasWords { append(encoded(PhoneWordIndex.separator)) }
        var word = word
        word.withUTF8 { append($0) }
        partHasWords = true
    }
}
