import Foundation

/// One piece of data found in a text and its spoken form.
public struct SpokenSpan: Sendable, Hashable, Codable {
    /// What the data is.
    public var kind: WrittenKind
    /// The data as written in the text.
    public var written: String
    /// What a listener should hear instead.
    public var spoken: String
    /// Where the data starts in the text, in UTF-16 code units (NSRange, UIKit, JavaScript).
    public var utf16Offset: Int
    /// How long the data is, in UTF-16 code units.
    public var utf16Length: Int
    /// Where the data starts, in characters (Swift `Character`s: extended grapheme clusters).
    public var characterOffset: Int
    /// How long the data is, in characters.
    public var characterLength: Int
}

/// A text with the data in it found and spoken: what `TextSpeaker` returns.
public struct TextReading: Sendable, Hashable, Codable {
    /// The language the text was read in ("fr").
    public var language: String
    /// The text as given.
    public var written: String
    /// The text with every span replaced by its spoken form; the rest is untouched.
    public var spoken: String
    /// The data found, in order.
    public var spans: [SpokenSpan]

    /// The reading as one line of JSON, keys sorted, with `schemaVersion` 1.
    public func jsonString() -> String {
        struct Line: Encodable {
            var schemaVersion = 1
            var lang: String
            var input: String
            var text: String
            var spans: [SpokenSpan]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(lang: language, input: written, text: spoken, spans: spans)
        guard let data = try? encoder.encode(line) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// An SSML document: the text as written, each span in a `<sub alias="…">` carrying its
    /// spoken form, so a TTS engine says the words and a display keeps the data.
    public func ssml() -> String {
        var body = ""
        var index = written.startIndex
        var characterPosition = 0
        for span in spans {
            let start = written.index(index, offsetBy: span.characterOffset - characterPosition)
            let end = written.index(start, offsetBy: span.characterLength)
            body += Utterance.xmlEscaped(String(written[index..<start]))
            body += "<sub alias=\"\(Utterance.xmlEscaped(span.spoken))\">\(Utterance.xmlEscaped(span.written))</sub>"
            index = end
            characterPosition = span.characterOffset + span.characterLength
        }
        body += Utterance.xmlEscaped(String(written[index...]))
        return "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(Utterance.xmlEscaped(language))\">\(body)</speak>"
    }
}

/// Finds numbers, dates, times, money, measures, percentages, ordinals and phone numbers
/// inside a UI string and replaces each with its spoken form, leaving everything else as it is.
///
/// ```swift
/// let french = try TextSpeaker(language: "fr")
/// french.speak("Appelez le 06 11 22 33 06 avant le 1er avril")
/// // "Appelez le zéro six, onze, vingt-deux, trente-trois, zéro six avant le premier avril"
/// ```
///
/// It is conservative: a piece of text becomes data only when the whole piece reads as one
/// value (`WrittenFormReader`), stands apart from the words around it (not "A4", "iPhone15"
/// or "COVID-19") and, for dates written in digits alone, has at least six digits (so "1.2.3"
/// stays a version number). A text without data comes back unchanged. A bare four-digit number
/// from 1100 to 2099 is read as a year, as VoiceOver reads it.
public struct TextSpeaker: Sendable {
    /// The language read and spoken.
    public var locale: SpeechLocale { reader.locale }
    let reader: WrittenFormReader

    /// A speaker for a resolved locale.
    public init(locale: SpeechLocale) throws(VocalizeError) {
        reader = try WrittenFormReader(locale: locale)
    }

    /// A speaker for a language tag ("fr", "en-GB").
    public init(language tag: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag))
    }

    /// The text with its data spoken.
    public func speak(_ text: String) -> String {
        read(text).spoken
    }

    /// The text with its data found and spoken, span by span.
    public func read(_ text: String) -> TextReading {
        let scan = TextScan(text: text, markers: reader.markers, joinsWords: reader.numbers.language.wordSeparator.isEmpty)
        let characters = scan.characters
        var found: [(start: Int, end: Int, kind: WrittenKind, spoken: String)] = []
        var position = 0
        while position < characters.count {
            guard let coreStart = scan.seed(at: position) else {
                position += 1
                continue
            }
            let coreEnds = scan.coreEnds(from: coreStart)
            var matched: (start: Int, end: Int, kind: WrittenKind, spoken: String)?
            // The whole core first, with the words around it; then shorter cores alone.
            for (rank, coreEnd) in coreEnds.reversed().enumerated() {
                let starts = rank == 0 ? scan.leftExtensions(of: coreStart) : [coreStart]
                let ends = rank == 0 ? scan.rightExtensions(of: coreEnd) : [coreEnd]
                search: for start in starts {
                    for end in ends.reversed() {
                        if let reading = speak(start, end, scan: scan) {
                            matched = (start, end, reading.kind, reading.spoken)
                            break search
                        }
                    }
                }
                if matched != nil { break }
            }
            if let matched {
                found.append(matched)
                position = matched.end
            } else {
                position = coreEnds.last ?? coreStart + 1
            }
        }
        return assemble(text, scan, found)
    }

    /// The value written in characters[start..<end], spoken, when it stands apart as data.
    private func speak(_ start: Int, _ end: Int, scan: TextScan) -> (kind: WrittenKind, spoken: String)? {
        guard scan.standsApart(start, end) else { return nil }
        let characters = scan.characters
        let written = scan.string(start, end)
        let form = WrittenText(written)
        guard var value = reader.read(form, kinds: WrittenKind.allCases) else { return nil }
        switch value {
        case .date(let date) where date.parts == .dayMonthYear && !written.contains(where: \.isLetter):
            // "1.2.3" is a version, not a date: a date in digits alone has at least six.
            guard form.digitCount >= 6 else { return nil }
        case .ordinal where characters[end - 1] == ".":
            // "Platz 3." ends a sentence; "3. Platz" is an ordinal: a word must follow the dot.
            guard end + 1 < characters.count, characters[end] == " ", scan.isLetter(end + 1) else { return nil }
        case .number(let number) where number.isInteger && !number.isNegative && form.text.count == 4 && form.text.allSatisfy(\.isASCIIDigit):
            if let year = Int(number.integerDigits), (1100...2099).contains(year) { value = .year(year) }
        default:
            break
        }
        // "am 24. Juli": a word before the data may govern the ordinal's case.
        var governed: String?
        switch value {
        case .ordinal, .date: governed = scan.governedOrdinalRuleSet(before: start)
        default: break
        }
        guard let spoken = try? reader.speak(value, ordinalRuleSet: governed) else { return nil }
        return (value.kind, spoken)
    }

    private func assemble(_ text: String, _ scan: TextScan, _ found: [(start: Int, end: Int, kind: WrittenKind, spoken: String)]) -> TextReading {
        guard !found.isEmpty else {
            return TextReading(language: locale.identifier, written: text, spoken: text, spans: [])
        }
        var spoken = ""
        var spans: [SpokenSpan] = []
        var utf16Position = 0
        var position = 0
        for match in found {
            let before = scan.substring(position, match.start)
            spoken += before
            utf16Position += before.utf16.count
            let written = scan.string(match.start, match.end)
            spans.append(SpokenSpan(
                kind: match.kind, written: written, spoken: match.spoken,
                utf16Offset: utf16Position, utf16Length: written.utf16.count,
                characterOffset: match.start, characterLength: match.end - match.start))
            spoken += match.spoken
            utf16Position += written.utf16.count
            position = match.end
        }
        spoken += scan.substring(position, scan.characters.count)
        return TextReading(language: locale.identifier, written: text, spoken: spoken, spans: spans)
    }
}

/// The character-level scanning `TextSpeaker` does: where data may start, how far its digits
/// run, which words around them may belong to it.
struct TextScan {
    let text: String
    let characters: [Character]
    /// Where each character starts in `text`, and its end: substrings are cut from the text
    /// (a copy of its bytes) rather than built from characters one by one.
    private let offsets: [String.Index]
    /// Per character, looked up once: a decimal digit of any script; a letter; white space.
    private let digits: [Bool]
    private let letters: [Bool]
    private let spaces: [Bool]
    /// Per character: its scalar when it is one (almost always), else `UInt32.max`; so
    /// punctuation is compared as a number, not as a Character.
    private let scalars: [UInt32]
    let markers: WrittenMarkers
    /// Whether the language writes words without spaces (Chinese, Japanese): then data may
    /// touch letters.
    let joinsWords: Bool

    init(text: String, markers: WrittenMarkers, joinsWords: Bool) {
        self.text = text
        self.markers = markers
        self.joinsWords = joinsWords
        var characters: [Character] = []
        var offsets: [String.Index] = []
        var digits: [Bool] = []
        var letters: [Bool] = []
        var spaces: [Bool] = []
        var scalars: [UInt32] = []
        var bytes = text
        bytes.withUTF8 { utf8 in
            // The scalar starting at byte `offset` (valid UTF-8: it is a String's) and its length.
            func scalar(at offset: Int) -> (value: UInt32, length: Int) {
                let lead = UInt32(utf8[offset])
                if lead < 0x80 { return (lead, 1) }
                if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(utf8[offset + 1] & 0x3F), 2) }
                if lead < 0xF0 {
                    return ((lead & 0x0F) << 12 | UInt32(utf8[offset + 1] & 0x3F) << 6 | UInt32(utf8[offset + 2] & 0x3F), 3)
                }
                return ((lead & 0x07) << 18 | UInt32(utf8[offset + 1] & 0x3F) << 12 | UInt32(utf8[offset + 2] & 0x3F) << 6 | UInt32(utf8[offset + 3] & 0x3F), 4)
            }
            let view = text.utf8
            var offset = 0
            var current = utf8.isEmpty ? (value: UInt32(0), length: 0) : scalar(at: 0)
            while offset < utf8.count {
                let nextOffset = offset + current.length
                let next = nextOffset < utf8.count ? scalar(at: nextOffset) : nil
                let start = view.index(view.startIndex, offsetBy: offset)
                offsets.append(start)
                // Below U+0300 no scalar joins the one before it (only CR LF does), so such a
                // pair is two characters without the grapheme rules' cost.
                if current.value < 0x300, current.value != 0x0D, (next?.value ?? 0) < 0x300, let single = Unicode.Scalar(current.value) {
                    characters.append(Character(single))
                    scalars.append(current.value)
                    let value = current.value
                    if value < 0x80 {
                        digits.append(value >= 0x30 && value <= 0x39)
                        letters.append((value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A)
                        spaces.append(value == 0x20 || (value >= 0x09 && value <= 0x0D))
                    } else {
                        digits.append(single.properties.numericType == .decimal)
                        letters.append(Character(single).isLetter)
                        spaces.append(Character(single).isWhitespace)
                    }
                    offset = nextOffset
                    if let next { current = next }
                    continue
                }
                let end = text.index(after: start)
                let character = text[start..<end].first!
                characters.append(character)
                let endOffset = view.distance(from: view.startIndex, to: end)
                scalars.append(endOffset == nextOffset ? current.value : UInt32.max)
                digits.append(character.unicodeScalars.first.map { $0.properties.numericType == .decimal } ?? false)
                letters.append(character.isLetter)
                spaces.append(character.isWhitespace)
                offset = endOffset
                if offset < utf8.count { current = scalar(at: offset) }
            }
        }
        offsets.append(text.endIndex)
        self.scalars = scalars
        self.characters = characters
        self.offsets = offsets
        self.digits = digits
        self.letters = letters
        self.spaces = spaces
    }

    /// characters[start..<end] as a String.
    func string(_ start: Int, _ end: Int) -> String {
        String(text[offsets[start]..<offsets[end]])
    }

    /// The rule set the words right before `start` give an ordinal there
    /// (`WrittenProfile.ordinalRuleSetAfter`): the last two words ("in der") first, then the
    /// last one ("am"); nil when none governs it.
    func governedOrdinalRuleSet(before start: Int) -> String? {
        let table = markers.ordinalRuleSetAfter
        guard !table.isEmpty else { return nil }
        // "am Mittwoch, 24. Juli": a date in apposition to a weekday takes its case.
        if start >= 3, isWhitespace(start - 1), isCharacter(start - 2, ","),
            let weekday = wordStart(endingAt: start - 2, after: { $0 == start - 2 }),
            markers.isCalendarWord(substring(weekday, start - 2))
        {
            return governedOrdinalRuleSet(before: weekday)
        }
        guard let last = wordStart(endingAt: start - 1) else { return nil }
        let word = string(last, start - 1).lowercased()
        if let previous = wordStart(endingAt: last - 1),
            let ruleSet = table[string(previous, last - 1).lowercased() + " " + word]
        {
            return ruleSet
        }
        return table[word]
    }

    /// Where the word of letters ending right before the space at `space` begins (or before
    /// another mark `after` accepts there).
    private func wordStart(endingAt space: Int, after: (Int) -> Bool = { _ in false }) -> Int? {
        guard space >= 1, isWhitespace(space) || after(space) else { return nil }
        var begin = space
        while begin > 0, isLetter(begin - 1) { begin -= 1 }
        return begin < space ? begin : nil
    }

    /// characters[start..<end] as a Substring of the text.
    func substring(_ start: Int, _ end: Int) -> Substring {
        text[offsets[start]..<offsets[end]]
    }

    /// The character at `index` when it is this one scalar (false out of range).
    func isCharacter(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        scalars.indices.contains(index) && scalars[index] == scalar.value
    }

    func isLetter(_ index: Int) -> Bool {
        letters.indices.contains(index) && letters[index]
    }

    func isWhitespace(_ index: Int) -> Bool {
        spaces.indices.contains(index) && spaces[index]
    }

    /// Characters that join digit groups inside one piece of data.
    private static let joiners: Set<Unicode.Scalar> = [
        ".", ",", ":", "/", "-", "'", "’", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "٫", "٬",
    ]
    /// Characters that end a word around data.
    private static let stops: Set<Unicode.Scalar> = [",", ";", "!", "?", "(", ")", "[", "]", "{", "}", "\"", "«", "»", "“", "”", "…", "–", "—", "、", "。", "，"]

    func isDigit(_ index: Int) -> Bool {
        digits.indices.contains(index) && digits[index]
    }

    private func isIn(_ set: Set<Unicode.Scalar>, _ index: Int) -> Bool {
        guard scalars.indices.contains(index), let scalar = Unicode.Scalar(scalars[index]) else { return false }
        return set.contains(scalar)
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        isLetter(index) || isDigit(index)
    }

    /// Where data starts at `index`: a digit, or a sign right before one.
    func seed(at index: Int) -> Int? {
        if isDigit(index) {
            if !joinsWords, isLetter(index - 1) { return nil }
            if index > 0, isDigit(index - 1) { return nil }
            return index
        }
        let scalar = scalars[index]
        if scalar == 0x2B || scalar == 0x2D || scalar == 0x2212 || scalar == 0x28, isDigit(index + 1), !isWordCharacter(index - 1) {  // + - − (
            return index
        }
        return nil
    }

    /// Where the run of digit groups starting at `start` may end, shortest first: after each
    /// group ("2015", "2015 12").
    func coreEnds(from start: Int) -> [Int] {
        var ends: [Int] = []
        var index = start
        let bracketed = isCharacter(start, "(")
        if !isDigit(index) { index += 1 }  // a sign or an opening bracket
        while true {
            while isDigit(index) { index += 1 }
            // "(555) 123-4567", "(11) 91234-5678": an area code in brackets.
            if bracketed, isCharacter(index, ")") {
                let gap = isCharacter(index + 1, " ") ? 2 : 1
                guard isDigit(index + gap) else { return [index + 1] }
                index += gap
                continue
            }
            if let joiner = joinerLength(at: index), isDigit(index + joiner) {
                ends.append(index)
                index += joiner
                continue
            }
            // An hour mark between hour and minutes ("14h30", "17 h 45", "3시 30분").
            if let mark = hourMarkLength(at: index), isDigit(index + mark) {
                ends.append(index)
                index += mark
                continue
            }
            ends.append(index)
            return ends
        }
    }

    private func joinerLength(at index: Int) -> Int? {
        guard characters.indices.contains(index) else { return nil }
        if isIn(Self.joiners, index) { return 1 }
        // "2013年7月", "2013년 7월": a date mark, then the next number.
        for mark in markers.dateMarkers {
            for form in [mark, mark + " "] where matches(form, at: index) { return form.count }
        }
        return nil
    }

    private func hourMarkLength(at index: Int) -> Int? {
        for mark in markers.hourMarkers {
            for form in [mark, " " + mark + " ", mark + " "] where matches(form, at: index) {
                return form.count
            }
        }
        return nil
    }

    private func matches(_ text: String, at index: Int) -> Bool {
        var position = index
        for character in text {
            guard characters.indices.contains(position), characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// The words after `end` that may belong to the data, as span ends, shortest first:
    /// a unit, a marker, a currency, a day period, or the rest of a date.
    func rightExtensions(of end: Int) -> [Int] {
        var ends = [end]
        var tokens: [(start: Int, end: Int)] = []
        var index = end
        while tokens.count < 5, index < characters.count {
            var start = index
            if isWhitespace(index) {
                guard tokens.count > 0 || index == end, index + 1 < characters.count, !isWhitespace(index + 1) else { break }
                start = index + 1
            }
            var stop = start
            // ":" ends a word ("Uhr:") but may start a mark (Swedish "1:a").
            while stop < characters.count, !isWhitespace(stop), !isIn(Self.stops, stop), stop == start || !isCharacter(stop, ":") {
                if stop > start, isDigit(stop), !isDigit(stop - 1), !joinsWords { break }
                stop += 1
            }
            guard stop > start else { break }
            tokens.append((start, stop))
            index = stop
        }
        // Where words are written together, data ends inside a longer run ("24日前拨打"):
        // the run's first characters may be a unit or mark ("日", "公里").
        if joinsWords || markers.wordsFollowData, let first = tokens.first, first.start == end, first.end - first.start > 1 {
            var prefixEnds: [Int] = []
            for length in 1...min(4, first.end - first.start - 1) {
                let prefix = string(first.start, first.start + length)
                if isSuffix(prefix) || markers.isCalendarWord(Substring(prefix)) { prefixEnds.append(first.start + length) }
            }
            if !prefixEnds.isEmpty { return ends + prefixEnds }
        }
        var sawCalendarWord = false
        for (count, token) in tokens.enumerated() {
            let word = characters[token.start..<token.end]
            let written = string(token.start, token.end)
            // Without a closing dot ("kg." at the end of a sentence).
            let trimmedEnd = word.last == "." ? token.end - 1 : token.end
            let plausible: Bool
            if markers.isCalendarWord(Substring(written)) {
                sawCalendarWord = true
                plausible = true
            } else if sawCalendarWord {
                // The rest of a date: a day or year, or a short linking word ("de", "г.").
                // A day (1–2 digits) or a year (4 digits, "2013," "2015 г."), or a short word.
                let digits = word.filter(\.isNumber)
                if !digits.isEmpty {
                    plausible = word.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
                        && (digits.count <= 2 || (digits.count == 4 && digits.first != "0"))
                } else {
                    plausible = word.count <= 4
                }
            } else {
                plausible = count < 2
                    && (isSuffix(written) || (trimmedEnd < token.end && isSuffix(string(token.start, trimmedEnd))) || isDayPeriodStart(written))
            }
            guard plausible else { break }
            if trimmedEnd < token.end, trimmedEnd > token.start { ends.append(trimmedEnd) }
            ends.append(token.end)
        }
        return ends
    }

    /// Where the data may start before `start`: a currency symbol or code, an ordinal mark
    /// ("第"), a day period ("下午"), or a month and weekday ("Wednesday, April 1"); longest
    /// first.
    func leftExtensions(of start: Int) -> [Int] {
        var starts = [start]
        var index = start
        for _ in 0..<2 {
            var end = index
            if end > 0, isWhitespace(end - 1) { end -= 1 }
            var begin = end
            while begin > 0, !isWhitespace(begin - 1), !isIn(Self.stops, begin - 1),
                !isCharacter(begin - 1, ":"), !isCharacter(begin - 1, "："), !isDigit(begin - 1)
            {
                begin -= 1
            }
            guard begin < end else { break }
            // The word, or its end where words are written together ("总计¥" → "¥").
            var found: Int?
            for cut in begin..<end where end - cut <= 6 || cut == begin {
                let word = string(cut, end)
                let bare = word.hasSuffix(",") ? String(word.dropLast()) : word
                if isPrefix(bare) || markers.isCalendarWord(Substring(bare)) {
                    found = cut
                    break
                }
                if !joinsWords { break }
            }
            guard let found else { break }
            starts.append(found)
            index = found
            if found > begin { break }
        }
        return starts.reversed()
    }

    private func isSuffix(_ written: String) -> Bool {
        // Invisible direction marks (Arabic "ر.س.\u{200F}") do not change the word; their
        // UTF-8 starts with E2 or D8, so most words need no filtering.
        let word = written.utf8.contains(where: { $0 == 0xE2 || $0 == 0xD8 })
            ? written.filter { $0 != "\u{200E}" && $0 != "\u{200F}" && $0 != "\u{061C}" } : written
        guard !word.isEmpty else { return false }
        if word.unicodeScalars.contains(where: { Self.isUnitSign($0) }) { return true }
        if markers.dateMarkers.contains(word) { return true }
        if word.count == 3, word.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
        // A short word may be a currency symbol ICU knows for the language ("kr", "zł").
        if word.count <= 2, word.allSatisfy(\.isLetter) { return true }
        return markers.suffixWords.contains(word) || markers.suffixWords.contains(word.lowercased())
            || markers.ordinals.contains { ($0.position ?? .after) == .after && word.hasSuffix($0.text) }
    }

    /// A currency sign, or a sign written after a number as its unit ("%", "°").
    private static func isUnitSign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x25, 0x66A, 0xFF05, 0x2103, 0xB0: return true  // % ٪ ％ ℃ °
        case 0..<0x24: return false  // ASCII below "$": no currency sign
        default: return scalar.properties.generalCategory == .currencySymbol
        }
    }

    /// The first word of a day period written in two ("p." of "p. m.").
    private func isDayPeriodStart(_ word: String) -> Bool {
        !markers.dayPeriodFirstWords.isEmpty && markers.dayPeriodFirstWords.contains(word.lowercased())
    }

    private func isPrefix(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol }) { return true }
        if word.count == 3, word.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
        let lowered = word.lowercased()
        return markers.ordinals.contains { $0.position == .before && word.hasSuffix($0.text) }
            || markers.currencies.contains { $0.symbol == word }
            || markers.dayPeriods.contains { $0.marker == lowered }
    }

    /// Whether characters[start..<end] is apart from the words around it: no letter or digit
    /// touches it (in languages written with spaces), nor a hyphen or slash tied to a word
    /// ("COVID-19", "A/4").
    func standsApart(_ start: Int, _ end: Int) -> Bool {
        if start > 0 {
            let before = scalars[start - 1]
            if isDigit(start - 1) { return false }
            if !joinsWords, isLetter(start - 1) { return false }
            // - / _ . :
            if before == 0x2D || before == 0x2F || before == 0x5F || before == 0x2E || before == 0x3A, isWordCharacter(start - 2) { return false }
        }
        if end < characters.count {
            let after = scalars[end]
            if isDigit(end) { return false }
            if !joinsWords, !markers.wordsFollowData, isLetter(end) { return false }
            if after == 0x2D || after == 0x2F || after == 0x5F, isWordCharacter(end + 1) { return false }  // - / _
            if after == 0x2E || after == 0x2C || after == 0x3A, isDigit(end + 1) { return false }  // . , :
        }
        return true
    }
}
