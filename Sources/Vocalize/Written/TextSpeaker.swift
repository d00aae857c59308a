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
        let characters = Array(text)
        let scan = TextScan(characters: characters, markers: reader.markers, joinsWords: reader.numbers.language.wordSeparator.isEmpty)
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
                        if let reading = speak(characters, start, end, scan: scan) {
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
        return assemble(text, characters, found)
    }

    /// The value written in characters[start..<end], spoken, when it stands apart as data.
    private func speak(_ characters: [Character], _ start: Int, _ end: Int, scan: TextScan) -> (kind: WrittenKind, spoken: String)? {
        guard scan.standsApart(start, end) else { return nil }
        let written = String(characters[start..<end])
        let form = WrittenText(written)
        guard var value = reader.read(form, kinds: WrittenKind.allCases) else { return nil }
        switch value {
        case .date(let date) where date.parts == .dayMonthYear && !written.contains(where: \.isLetter):
            // "1.2.3" is a version, not a date: a date in digits alone has at least six.
            guard form.digitCount >= 6 else { return nil }
        case .ordinal where characters[end - 1] == ".":
            // "Platz 3." ends a sentence; "3. Platz" is an ordinal: a word must follow the dot.
            guard end + 1 < characters.count, characters[end] == " ", characters[end + 1].isLetter else { return nil }
        case .number(let number) where number.isInteger && !number.isNegative && form.text.count == 4 && form.text.allSatisfy(\.isASCIIDigit):
            if let year = Int(number.integerDigits), (1100...2099).contains(year) { value = .year(year) }
        default:
            break
        }
        guard let spoken = try? reader.speak(value) else { return nil }
        return (value.kind, spoken)
    }

    private func assemble(_ text: String, _ characters: [Character], _ found: [(start: Int, end: Int, kind: WrittenKind, spoken: String)]) -> TextReading {
        guard !found.isEmpty else {
            return TextReading(language: locale.identifier, written: text, spoken: text, spans: [])
        }
        var spoken = ""
        var spans: [SpokenSpan] = []
        var utf16Position = 0
        var position = 0
        for match in found {
            let before = String(characters[position..<match.start])
            spoken += before
            utf16Position += before.utf16.count
            let written = String(characters[match.start..<match.end])
            spans.append(SpokenSpan(
                kind: match.kind, written: written, spoken: match.spoken,
                utf16Offset: utf16Position, utf16Length: written.utf16.count,
                characterOffset: match.start, characterLength: match.end - match.start))
            spoken += match.spoken
            utf16Position += written.utf16.count
            position = match.end
        }
        spoken += String(characters[position...])
        return TextReading(language: locale.identifier, written: text, spoken: spoken, spans: spans)
    }
}

/// The character-level scanning `TextSpeaker` does: where data may start, how far its digits
/// run, which words around them may belong to it.
struct TextScan {
    let characters: [Character]
    let markers: WrittenMarkers
    /// Whether the language writes words without spaces (Chinese, Japanese): then data may
    /// touch letters.
    let joinsWords: Bool

    /// Characters that join digit groups inside one piece of data.
    private static let joiners: Set<Character> = [
        ".", ",", ":", "/", "-", "'", "’", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "٫", "٬",
    ]
    /// Characters that end a word around data.
    private static let stops: Set<Character> = [",", ";", "!", "?", "(", ")", "[", "]", "{", "}", "\"", "«", "»", "“", "”", "…", "–", "—", "、", "。", "，"]

    func isDigit(_ index: Int) -> Bool {
        guard characters.indices.contains(index) else { return false }
        let character = characters[index]
        if let ascii = character.asciiValue { return ascii >= 0x30 && ascii <= 0x39 }  // the usual case, cheaply
        return character.unicodeScalars.first.map { $0.properties.numericType == .decimal } ?? false
    }

    private func isWordCharacter(_ index: Int) -> Bool {
        characters.indices.contains(index) && (characters[index].isLetter || isDigit(index))
    }

    /// Where data starts at `index`: a digit, or a sign right before one.
    func seed(at index: Int) -> Int? {
        let character = characters[index]
        if isDigit(index) {
            if !joinsWords, index > 0, characters[index - 1].isLetter { return nil }
            if index > 0, isDigit(index - 1) { return nil }
            return index
        }
        if character == "+" || character == "-" || character == "\u{2212}" || character == "(", isDigit(index + 1), !isWordCharacter(index - 1) {
            return index
        }
        return nil
    }

    /// Where the run of digit groups starting at `start` may end, shortest first: after each
    /// group ("2015", "2015 12").
    func coreEnds(from start: Int) -> [Int] {
        var ends: [Int] = []
        var index = start
        let bracketed = characters[start] == "("
        if !isDigit(index) { index += 1 }  // a sign or an opening bracket
        while true {
            while isDigit(index) { index += 1 }
            // "(555) 123-4567", "(11) 91234-5678": an area code in brackets.
            if bracketed, characters.indices.contains(index), characters[index] == ")" {
                let gap = characters.indices.contains(index + 1) && characters[index + 1] == " " ? 2 : 1
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
        if Self.joiners.contains(characters[index]) { return 1 }
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
            if characters[index].isWhitespace {
                guard tokens.count > 0 || index == end, index + 1 < characters.count, !characters[index + 1].isWhitespace else { break }
                start = index + 1
            }
            var stop = start
            // ":" ends a word ("Uhr:") but may start a mark (Swedish "1:a").
            while stop < characters.count, !characters[stop].isWhitespace, !Self.stops.contains(characters[stop]), stop == start || characters[stop] != ":" {
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
            let run = characters[first.start..<first.end]
            var prefixEnds: [Int] = []
            for length in 1...min(4, run.count - 1) where isSuffix(String(run.prefix(length))) || markers.isCalendarWord(Substring(String(run.prefix(length)))) {
                prefixEnds.append(first.start + length)
            }
            if !prefixEnds.isEmpty { return ends + prefixEnds }
        }
        var sawCalendarWord = false
        for (count, token) in tokens.enumerated() {
            let word = characters[token.start..<token.end]
            let trimmed = word.last == "." ? word.dropLast() : word
            let plausible: Bool
            if markers.isCalendarWord(Substring(String(word))) {
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
                plausible = count < 2 && (isSuffix(String(word)) || isSuffix(String(trimmed)) || isDayPeriodStart(String(word)))
            }
            guard plausible else { break }
            if trimmed.count < word.count, !trimmed.isEmpty { ends.append(token.start + trimmed.count) }
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
            if end > 0, characters[end - 1].isWhitespace { end -= 1 }
            var begin = end
            while begin > 0, !characters[begin - 1].isWhitespace, !Self.stops.contains(characters[begin - 1]),
                characters[begin - 1] != ":", characters[begin - 1] != "：", !isDigit(begin - 1)
            {
                begin -= 1
            }
            guard begin < end else { break }
            // The word, or its end where words are written together ("总计¥" → "¥").
            var found: Int?
            for cut in begin..<end where end - cut <= 6 || cut == begin {
                let word = String(characters[cut..<end])
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
        // Invisible direction marks (Arabic "ر.س.\u{200F}") do not change the word.
        let word = written.filter { $0 != "\u{200E}" && $0 != "\u{200F}" && $0 != "\u{061C}" }
        guard !word.isEmpty else { return false }
        if word.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol || "%٪％℃°".unicodeScalars.contains($0) }) { return true }
        if markers.dateMarkers.contains(word) { return true }
        if word.count == 3, word.allSatisfy({ $0.isASCII && $0.isUppercase }) { return true }
        // A short word may be a currency symbol ICU knows for the language ("kr", "zł").
        if word.count <= 2, word.allSatisfy(\.isLetter) { return true }
        return markers.suffixWords.contains(word) || markers.suffixWords.contains(word.lowercased())
            || markers.ordinals.contains { ($0.position ?? .after) == .after && word.hasSuffix($0.text) }
    }

    /// The first word of a day period written in two ("p." of "p. m.").
    private func isDayPeriodStart(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return markers.dayPeriods.contains { $0.marker.contains(" ") && $0.marker.hasPrefix(lowered + " ") }
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
            let before = characters[start - 1]
            if isDigit(start - 1) { return false }
            if !joinsWords, before.isLetter { return false }
            if before == "-" || before == "/" || before == "_" || before == "." || before == ":", isWordCharacter(start - 2) { return false }
        }
        if end < characters.count {
            let after = characters[end]
            if isDigit(end) { return false }
            if !joinsWords, !markers.wordsFollowData, after.isLetter { return false }
            if after == "-" || after == "/" || after == "_", isWordCharacter(end + 1) { return false }
            if (after == "." || after == "," || after == ":"), isDigit(end + 1) { return false }
        }
        return true
    }
}
