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

    /// The reading as one line of JSON, keys sorted, with `schemaVersion` 1: `input`, `lang`,
    /// `schemaVersion`, `spans` (each with `characterLength`, `characterOffset`, `kind`,
    /// `spoken`, `utf16Length`, `utf16Offset`, `written`) and `text`.
    public func jsonString() -> String {
        rendered(as: .json)
    }

    /// An SSML document: the text as written, each span in a `<sub alias="…">` carrying its
    /// spoken form, so a TTS engine says the words and a display keeps the data. Line breaks
    /// are written as character references (`&#10;`), so the document is one line.
    public func ssml() -> String {
        rendered(as: .ssml)
    }

    private func rendered(as format: TextReadingFormat) -> String {
        var bytes: [UInt8] = []
        TextLineRenderer.render(language: language, input: written, format: format, newline: false, pieces: forEachPiece) { chunk in
            bytes.append(contentsOf: chunk)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text cut into its unchanged runs and its spans, in order.
    func forEachPiece(_ body: (TextPiece) -> Void) {
        var index = written.startIndex
        var characterPosition = 0
        for span in spans {
            let start = written.index(index, offsetBy: span.characterOffset - characterPosition)
            let end = written.index(start, offsetBy: span.characterLength)
            if start > index { body(.unchanged(written[index..<start])) }
            body(.span(span))
            index = end
            characterPosition = span.characterOffset + span.characterLength
        }
        if index < written.endIndex { body(.unchanged(written[index...])) }
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
        var spans: [SpokenSpan] = []
        let spoken = read(text) { spans.append($0) }
        return TextReading(language: locale.identifier, written: text, spoken: spoken, spans: spans)
    }

    /// Reads the text without keeping its spans: `eachSpan` is given each span as it is found,
    /// in order, and the text with its data spoken is returned. For long texts whose spans are
    /// written out as they come (`vocalize text --format json`), so memory stays a small
    /// multiple of the text.
    ///
    /// Spans never overlap, and every character outside them comes back unchanged, byte for
    /// byte (invisible direction marks and isolates next to data stay outside its span). The
    /// work is linear in the text's length: a piece of data is at most
    /// `TextScan.maximumGroups` groups of digits and `TextScan.maximumWordLength` characters of
    /// words around them.
    public func read(_ text: String, spans eachSpan: (SpokenSpan) -> Void) -> String {
        var spoken = ""
        var changed = false
        forEachPiece(in: text) { piece in
            switch piece {
            case .unchanged(let part):
                spoken += part
            case .span(let span):
                changed = true
                spoken += span.spoken
                eachSpan(span)
            }
        }
        return changed ? spoken : text
    }

    /// Speaks written data as `vocalize read` does: one value as
    /// ``WrittenFormReader/speak(_:)`` reads it, or else a phrase with words around its data
    /// ("call me at 123-123-5678", "$20/mo is the fee."), read as ``read(_:)`` reads it, the
    /// words kept as written.
    ///
    /// A phrase is read only when its data is all read: it has at least one span, and no digit,
    /// currency, percent, degree, plus or equals sign or range mark (〜) stands outside the spans. Nor is a value
    /// read with one short word spaced apart beside it and nothing else ("1 rs", "7 K",
    /// "3:02 pst"): that word is a unit, currency or mark the reader did not take with the
    /// value, which the listener would hear as letters after the number. (A word written
    /// against the data, "3月半ば", is part of the phrase.)
    /// Otherwise the single value's error (`.unrecognizedWrittenForm`) is thrown, so that
    /// nothing is half read silently. Any other error of the single value (an impossible date)
    /// is thrown as it is.
    public func speakData(_ text: String) throws(VocalizeError) -> String {
        let failure: VocalizeError
        do {
            return try reader.speak(text)
        } catch {
            guard error.kind == .unrecognizedWrittenForm else { throw error }
            failure = error
        }
        var spanCount = 0
        var leftData = false
        var wordsAround: [Substring] = []
        var spacedApart = false
        var spoken = ""
        forEachPiece(in: text) { piece in
            switch piece {
            case .unchanged(let part):
                spoken += part
                if !leftData { leftData = part.unicodeScalars.contains(where: Self.isDataMark) }
                let words = part.split(whereSeparator: \.isWhitespace).filter { $0.containsLetter }
                if !words.isEmpty, part.contains(where: \.isWhitespace) { spacedApart = true }
                wordsAround += words
            case .span(let span):
                spanCount += 1
                spoken += span.spoken
            }
        }
        let lonelyMark = wordsAround.count == 1 && wordsAround[0].count <= 4 && spacedApart
        guard spanCount > 0, !leftData, !lonelyMark else {
            guard spanCount > 0 || leftData else { throw failure }
            throw VocalizeError(
                .unrecognizedWrittenForm,
                "\"\(text)\" is not one value, and not every piece of data in it reads as \(locale.identifier) writes data (vocalize text leaves what it cannot read as written).")
        }
        return spoken
    }

    /// A character that is data by itself in any script: a digit, a currency sign, a percent,
    /// per-mille or degree sign, a plus or equals sign, a range's wave dash.
    private static func isDataMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .currencySymbol: return true
        // The wave dash and full-width tilde join the ends of a range in Chinese, Japanese and
        // Korean ("1월1일(월)〜3일(수)"): left unread, the range is half said.
        default: return "%‰٪°+=〜～".unicodeScalars.contains(scalar)
        }
    }

    /// The text in order as pieces: runs left as they are, and spans of data with their spoken
    /// forms. Every character of the text is in exactly one piece.
    func forEachPiece(in text: String, _ body: (TextPiece) -> Void) {
        // Scale words are looked up only for a word after a number that nothing else claims:
        // deriving them from ICU's compact forms costs more than most texts need.
        let reader = self.reader
        let clockPhraseWords = ResolvedClockPhraseWords.resolve(reader.dates)?.before ?? []
        // Each resolved once per text, when first asked for (resolving looks them up in a
        // shared cache under a lock).
        var scaleWords: Set<String>?
        var dayPeriodWords: DayPeriodWords?
        var eraWords: Set<String>?
        let scan = TextScan(
            text: text, markers: reader.markers,
            isScaleWord: { word in
                if scaleWords == nil { scaleWords = reader.scaleWords.allWords }
                return scaleWords?.contains(word) == true
            },
            // A part of the day in CLDR's words, or in the profile's clock phrases ("아침", "深夜").
            isDayPeriodWord: { word in
                if dayPeriodWords == nil { dayPeriodWords = reader.dayPeriodWords }
                return dayPeriodWords?.contains(word) == true || clockPhraseWords.contains(word)
            },
            isEraWord: { word in
                if eraWords == nil { eraWords = Set(reader.calendarCountWords.eras.map(\.text)) }
                return eraWords?.contains(word) == true
            },
            joinsWords: reader.numbers.language.wordSeparator.isEmpty)
        var written = 0  // characters of the text already handed out
        var utf16Position = 0
        var position = 0
        // The last span found, held back until the next one: "14–16" may join them.
        var pending: Match?
        func handOut(_ match: Match) {
            if match.start > written {
                let before = scan.substring(written, match.start)
                utf16Position += before.utf16.count
                body(.unchanged(before))
            }
            let writtenForm = scan.string(match.start, match.end)
            let length = writtenForm.utf16.count
            body(.span(SpokenSpan(
                kind: match.kind, written: writtenForm, spoken: match.spoken,
                utf16Offset: utf16Position, utf16Length: length,
                characterOffset: match.start, characterLength: match.end - match.start)))
            utf16Position += length
            written = match.end
        }
        while position < scan.count {
            guard let coreStart = scan.seed(at: position) else {
                position += 1
                continue
            }
            guard let match = firstMatch(at: coreStart, after: pending?.end ?? written, scan: scan) else {
                // A sign or bracket that made no value ("(6 руб.)", "-5 kg" as a list) is
                // text: the digits after it are tried on their own.
                position = scan.isDigit(coreStart) ? max(position + 1, scan.coreEnds(from: coreStart).last ?? 0) : coreStart + 1
                continue
            }
            position = match.end
            if let first = pending, let range = range(first, match, scan: scan) {
                pending = range
                continue
            }
            if let first = pending { handOut(first) }
            pending = match
        }
        if let last = pending { handOut(last) }
        if written < scan.count { body(.unchanged(scan.substring(written, scan.count))) }
    }

    /// A span of data as found: where it is, its kind and its spoken form.
    typealias Match = (start: Int, end: Int, kind: WrittenKind, spoken: String)

    /// Two values with a dash between them ("14–16", "9:00–18:00", "20–30 min") as one range,
    /// the dash said as the language's word (`written.rangeWord`: "to", "bis", "à"); nil when
    /// the language names none, something else stands between them, or they are of kinds that
    /// make no range. A number before a measure, time or amount shares its unit ("20–30 min").
    private func range(_ first: Match, _ second: Match, scan: TextScan) -> Match? {
        guard first.end < second.start, second.start - first.end <= 3 else { return nil }
        if let governed = governedRange(first, second, scan: scan) { return governed }
        if let framed = framedRange(first, second, scan: scan) { return framed }
        let between = scan.string(first.end, second.start)
        if WrittenFormReader.isRangeDash(between, between: first.kind, and: second.kind),
            let spoken = reader.rangeSpoken(first.spoken, second.spoken) ?? casedRange(first, second, scan: scan)
        {
            return (first.start, second.end, second.kind, spoken)
        }
        // "3〜4月": a number before a date of one part is that part (`endSharingMark`), read whole.
        if first.kind == .number, second.kind == .date,
            let value = reader.read(WrittenText(scan.string(first.start, second.end)), kinds: [.number, .date, .year]),
            case .range = value, let spoken = try? reader.speak(value)
        {
            return (first.start, second.end, second.kind, spoken)
        }
        // "klo 9–17": an hour after its clock word, then a number, where case endings say the dash.
        guard first.kind == .time, second.kind == .number, WrittenFormReader.isRangeDash(between, between: .number, and: .number),
            let spoken = casedRange(first, second, scan: scan)
        else { return nil }
        return (first.start, second.end, first.kind, spoken)
    }

    /// Two whole numbers of a range after a word that governs their case (`written.casesAfter`,
    /// `countedCasesAfter`), both ends in that case and the gender of the noun they count,
    /// joined by the language's range word (`written.rangeWord`) or else the dash as written:
    /// Polish "w ciągu 3–5 dni" → "w ciągu trzech–pięciu dni", Russian "за 3–5 дней" → "за
    /// три–пять дней". The governing word already says how the range stands in the sentence,
    /// so a frame's opening word (`written.rangeFrames`: "от … до") is not said after it
    /// ("за от трёх до пяти" is no phrase). As for one number, the word governs only a range
    /// that counts a noun the profile knows, or any range where `casesAfterGovernNumbers`
    /// holds. Only where the language says a number range with no word or with a frame's
    /// opening word: a word between alone ("til", "bis") is said by `framedRange`, each end
    /// after the word before it. Nil for other ranges, or where the word governs the nominative.
    private func governedRange(_ first: Match, _ second: Match, scan: TextScan) -> Match? {
        let markers = reader.markers
        guard first.kind == .number, second.kind == .number, !markers.casesAfter.isEmpty || !markers.countedCasesAfter.isEmpty,
            reader.rangeFrame(for: .number).map({ $0.before != nil }) ?? true,
            let word = scan.word(before: first.start),
            let grammaticalCase = markers.casesAfter[word] ?? markers.countedCasesAfter[word], grammaticalCase != "nominative"
        else { return nil }
        let between = scan.string(first.end, second.start)
        guard WrittenFormReader.isRangeDash(between, between: .number, and: .number),
            case .number(let low)? = reader.read(WrittenText(scan.string(first.start, first.end)), kinds: [.number]),
            case .number(let high)? = reader.read(WrittenText(scan.string(second.start, second.end)), kinds: [.number]),
            low.isInteger, high.isInteger, !low.isNegative, !high.isNegative,
            (Double(low.description) ?? 0) < (Double(high.description) ?? 0)
        else { return nil }
        let gender = scan.countedNounGender(after: second.end)
        guard gender != nil || markers.casesAfterGovernNumbers,
            let lowSpoken = try? reader.numbers.counted(low, gender: gender, case: grammaticalCase),
            let highSpoken = try? reader.numbers.counted(high, gender: gender, case: grammaticalCase)
        else { return nil }
        let spoken = reader.rangeSpoken(lowSpoken, highSpoken) ?? lowSpoken + between.trimmingWhitespace() + highSpoken
        return (first.start, second.end, second.kind, spoken)
    }

    /// Two whole numbers of a range said in the cases the language's dash gives them
    /// (`written.rangeCases`: "3–5" → "kolmesta viiteen"), the first after its clock word
    /// when it has one ("klo 9–17" → "kello yhdeksästä seitsemääntoista"); nil for other values.
    private func casedRange(_ first: Match, _ second: Match, scan: TextScan) -> String? {
        guard let cases = reader.markers.rangeCases, first.kind == .number || first.kind == .time, second.kind == .number else { return nil }
        var lowText = scan.string(first.start, first.end)
        var clockWord: String?
        if first.kind == .time {
            // Whole hours after a clock word: the word is said, the hours are numbers.
            guard let space = lowText.lastIndex(of: " ") else { return nil }
            let word = lowText[..<space].lowercasedWithASCIIFastPath()
            guard reader.markers.clockWordsBefore.contains(word) else { return nil }
            clockWord = reader.markers.abbreviations[word] ?? word
            lowText = String(lowText[lowText.index(after: space)...])
        }
        guard case .number(let low)? = reader.read(WrittenText(lowText), kinds: [.number]),
            case .number(let high)? = reader.read(WrittenText(scan.string(second.start, second.end)), kinds: [.number]),
            low.isInteger, high.isInteger,
            let lowSpoken = try? reader.numbers.counted(low, gender: nil, case: cases.low)
        else { return nil }
        // "9–17 óráig": the noun after the range takes the case, the number before it is plain.
        var highCase = cases.high
        var nounGender: String?
        if let beforeNoun = cases.highBeforeNoun, let gender = scan.countedNounGender(after: second.end) {
            // "2–3 nap": a noun written in its plain form carries no ending, so the range's
            // cases have nowhere to go; the range is left as written.
            if let noun = scan.wordAfter(second.end)?.lowercasedWithASCIIFastPath(), reader.markers.nounGenders.contains(where: { $0.stem == noun }) { return nil }
            highCase = beforeNoun
            nounGender = gender
        }
        let highSpoken: String?
        if highCase == "nominative" {
            highSpoken = try? reader.numbers.speak(high, as: NumberReading(kind: .cardinal, gender: nounGender))
        } else {
            highSpoken = try? reader.numbers.counted(high, gender: nounGender, case: highCase)
        }
        guard let highSpoken else { return nil }
        return reader.numbers.language.join([clockWord, lowSpoken, highSpoken].compactMap { $0 })
    }

    /// The longest reading of the data whose digits start at `coreStart`, never reaching back
    /// before `floor` (the end of the span before it: one word belongs to one value).
    private func firstMatch(at coreStart: Int, after floor: Int, scan: TextScan) -> (start: Int, end: Int, kind: WrittenKind, spoken: String)? {
        let coreEnds = scan.coreEnds(from: coreStart)
        // The whole core first, with the words around it; then shorter cores alone.
        for (rank, coreEnd) in coreEnds.reversed().enumerated() {
            let starts = rank == 0 ? scan.leftExtensions(of: coreStart, floor: floor) : [coreStart]
            let ends = rank == 0 ? scan.rightExtensions(of: coreEnd) : [coreEnd]
            // "2025. 12. 24. 9:30": a date in digits cut from the number after it keeps its
            // closing dot, which is the date's and no sentence's end.
            if rank > 0, scan.isCharacter(coreEnd, "."), let reading = speak(coreStart, coreEnd + 1, scan: scan), reading.kind == .date {
                return reading
            }
            for start in starts {
                for end in ends.reversed() {
                    if let reading = speak(start, end, scan: scan) {
                        // "antes del 1 de abril": a word taken in only as a part of the day's
                        // ("del" of "del mediodía") belongs to a time, never to a date.
                        if reading.kind != .time, start < coreStart, scan.holdsDayPeriodWordOnly(start, coreStart) { continue }
                        if reading.kind == .date, start < coreStart,
                            let dated = datedWithoutWrongWeekday(start, end, starts: starts, ends: ends, scan: scan)
                        {
                            return dated
                        }
                        return unrepeated(named(reading, after: floor, scan: scan), after: floor, scan: scan)
                    }
                }
            }
        }
        return nil
    }

    /// A weekday and a day and month ("Fri, Dec 26", "پنجشنبه ۱ فروردین") read without the year
    /// written after them because the weekday is not the day's in that year ("Fri, Dec 26, 2024":
    /// a Thursday): the weekday is left as written and the date is read with its year, from a
    /// later start ("Dec 26, 2024"), as a weekday written after a date is ("2024年12月26日(金)").
    /// A weekday-day-month reading moves the day to a year where it falls on the weekday
    /// written, so that year's date would be said with a year that is not the one written.
    /// Nil when the reading is no such date, or the year written agrees with the weekday.
    private func datedWithoutWrongWeekday(_ start: Int, _ end: Int, starts: [Int], ends: [Int], scan: TextScan)
        -> (start: Int, end: Int, kind: WrittenKind, spoken: String)?
    {
        guard ends.contains(where: { $0 > end }),
            case .date(let short)? = reader.read(WrittenText(scan.string(start, end)), kinds: [.date]),
            short.parts == .weekdayDayMonth
        else { return nil }
        func weekday(_ instant: Double) -> Int {
            let days = Int((instant / 86_400_000).rounded(.down))
            return ((days % 7) + 7) % 7
        }
        for later in starts where later > start {
            for longer in ends.reversed() where longer > end {
                guard case .date(let long)? = reader.read(WrittenText(scan.string(later, longer)), kinds: [.date]),
                    long.parts == .dayMonthYear || long.parts == .dayMonthEraYear
                else { continue }
                // The year written agrees with the weekday: the longer span failed for
                // another reason, and the weekday reading stands.
                if weekday(long.instant) == weekday(short.instant) { return nil }
                return speak(later, longer, scan: scan)
            }
        }
        return nil
    }

    /// A word the string already holds right before the data, which its spoken form would say
    /// again ("pukul 14.30" → "pukul empat belas…", "a las 14:00" → "las catorce", "klo 9.15"
    /// → "kello yhdeksän…"): the span takes the word in, so it is said once. The word is the
    /// spoken form's first word, or an abbreviation of it the profile names
    /// (`written.abbreviations`: Finnish "klo" for "kello").
    private func unrepeated(_ reading: (start: Int, end: Int, kind: WrittenKind, spoken: String), after floor: Int, scan: TextScan)
        -> (start: Int, end: Int, kind: WrittenKind, spoken: String)
    {
        guard let before = scan.wordRange(before: reading.start), before.start >= floor else { return reading }
        // The first word, cut at the first space's byte (a split would compare Characters).
        let spokenBytes = reading.spoken.utf8
        let firstSpoken = reading.spoken[..<(spokenBytes.firstIndex(of: 0x20) ?? spokenBytes.endIndex)]
        guard !firstSpoken.isEmpty else { return reading }
        let written = scan.string(before.start, before.end).lowercasedWithASCIIFastPath()
        let spokenWord = firstSpoken.lowercasedWithASCIIFastPath()
        guard written == spokenWord || reader.markers.abbreviations[written] == spokenWord else { return reading }
        return (before.start, reading.end, reading.kind, reading.spoken)
    }

    /// A number after a number mark ("#12345", "Nr. 4711", "№ 5"): the mark joins the span
    /// and is said as the profile's word for it ("number twelve thousand…").
    private func named(_ reading: (start: Int, end: Int, kind: WrittenKind, spoken: String), after floor: Int, scan: TextScan)
        -> (start: Int, end: Int, kind: WrittenKind, spoken: String)
    {
        guard reading.kind == .number, let mark = scan.numberMark(before: reading.start, floor: floor) else { return reading }
        return (mark.start, reading.end, reading.kind, mark.word + " " + reading.spoken)
    }

    /// Whether the words right before `start` make digits a code: the last word without its
    /// colon ("Código: 482913"; a colon standing alone is passed over, "code : 482913"), the
    /// last two ("code is 482913"), or where words are written together, a run that ends with
    /// one ("訂單編號：86420").
    /// Whether a month's name, in full or as written in dates, is the next word after `end`
    /// or the word after a date word there ("4 de marzo").
    private func monthNameFollows(_ end: Int, scan: TextScan) -> Bool {
        func isMonthName(_ word: Substring) -> Bool {
            let lowered = word.lowercasedWithASCIIFastPath()
            return reader.markers.monthNames.contains { $0.name == lowered }
        }
        guard let next = scan.wordAfter(end) else { return false }
        if isMonthName(next) { return true }
        let lowered = next.lowercasedWithASCIIFastPath()
        guard reader.markers.dateWords.contains(lowered) || reader.dateWords.contains(lowered) else { return false }
        return scan.wordAfter(end + 1 + next.count).map(isMonthName) == true
    }

    private func isAfterCodeWord(_ start: Int, scan: TextScan) -> Bool {
        isAfter(reader.markers.codeWordsBefore, start, scan: scan)
    }

    /// Whether one of `words` (lower case, one or two words each) stands right before `start`,
    /// a closing colon aside.
    func isAfter(_ words: Set<String>, _ start: Int, scan: TextScan) -> Bool {
        func bare(_ word: String) -> String {
            word.hasSuffix(":") || word.hasSuffix("：") ? String(word.dropLast()) : word
        }
        guard var range = scan.wordRange(before: start) else { return false }
        var last = bare(scan.string(range.start, range.end).lowercasedWithASCIIFastPath())
        if last.isEmpty, let previous = scan.wordRange(before: range.start) {
            range = previous
            last = bare(scan.string(range.start, range.end).lowercasedWithASCIIFastPath())
        }
        if words.contains(last) { return true }
        if scan.joinsWords { return words.contains { last.hasSuffix($0) } }
        guard let previous = scan.wordRange(before: range.start) else { return false }
        return words.contains(scan.string(previous.start, previous.end).lowercasedWithASCIIFastPath() + " " + last)
    }

    /// A number written like a clock with the unit of its first number after it: "28:40 min"
    /// (minutes and seconds), "1:30 h" (hours and minutes), as the profile's unit symbols say.
    private func unitDuration(_ written: String) -> Int? {
        guard written.utf8.contains(0x3A), let space = written.lastIndex(of: " ") else { return nil }
        let symbol = String(written[written.index(after: space)...])
        guard let unit = reader.markers.unit(symbol: symbol), unit == "minute" || unit == "hour",
            let shape = WrittenFormReader.clockShapedDuration(String(written[..<space]))
        else { return nil }
        let groups = written[..<space].split(separator: ":").count
        // "m:ss min" and "h:mm h"; "h:mm:ss h" only (a minute count has no third group).
        if unit == "minute" { return groups == 2 ? shape.seconds : nil }
        return groups == 2 ? shape.seconds * 60 : shape.seconds
    }

    /// Whether a number written like a clock is a length of time: after a word that says so
    /// ("Duration: 3:45", `written.durationWordsBefore`), or when its first number is one no
    /// clock shows ("28:40" for a run; "24:00" is the end of a day) and no clock word or day
    /// period follows it ("24:45 Uhr" is a time past midnight, as some timetables write it).
    private func isDuration(_ duration: (seconds: Int, leading: Int), from start: Int, to end: Int, scan: TextScan) -> Bool {
        if duration.leading >= 24, duration.seconds != 24 * 60 {
            guard let next = scan.wordAfter(end).map({ String($0).lowercasedWithASCIIFastPath() }) else { return true }
            let markers = reader.markers
            return !markers.clockWords.contains { $0.lowercasedWithASCIIFastPath() == next } && !markers.hourMarkers.contains { $0.lowercasedWithASCIIFastPath() == next }
                && !markers.dayPeriods.contains { $0.marker == next || $0.marker.hasPrefix(next + " ") }
        }
        return isAfterDurationWord(start, scan: scan)
    }

    /// The case a measure takes after a word that says "out of" between two measures
    /// (`written.outOfWords`: "12,5 ГБ з 64 ГБ" → "з шістдесяти чотирьох гігабайтів"); nil when
    /// no unit symbol stands right before the word (elsewhere "з" may mean "with").
    private func caseOutOf(before start: Int, scan: TextScan) -> String? {
        let markers = reader.markers
        guard !markers.outOfWords.isEmpty, let word = scan.wordRange(before: start),
            let governed = markers.outOfWords[scan.string(word.start, word.end).lowercasedWithASCIIFastPath()],
            let unit = scan.wordRange(before: word.start), scan.isDigit(unit.start - 1) || scan.isWhitespace(unit.start - 1)
        else { return nil }
        let symbol = scan.string(unit.start, unit.end)
        return markers.units.contains(where: { $0.symbol == symbol }) ? governed : nil
    }

    /// The case a whole number takes after a word that says it is the whole a number before is
    /// part of (`written.outOfWords`), where a number stands right before the word ("Krok 2 z
    /// 5" → "z pięciu", "Ocena 4 z 5") or a number and the noun it counts stand before it, the
    /// whole in parentheses ("2 miejsca (z 101)" → "z stu jeden"). Elsewhere the
    /// same word may govern another case ("z 2 osobami"), so nil.
    private func caseOutOfNumber(before start: Int, scan: TextScan) -> String? {
        let markers = reader.markers
        guard !markers.outOfWords.isEmpty, let word = scan.wordRange(before: start),
            let governed = markers.outOfWords[scan.string(word.start, word.end).lowercasedWithASCIIFastPath()]
        else { return nil }
        var index = word.start
        let inParentheses = index > 0 && scan.isCharacter(index - 1, "(")
        if inParentheses { index -= 1 }
        if index > 0, scan.isWhitespace(index - 1) { index -= 1 }
        guard index > 0 else { return nil }
        // "2 z 5": the part's number right before the word.
        if !inParentheses, scan.isDigit(index - 1) { return governed }
        // "2 miejsca (z 101)": the part's number and its noun before the parenthesis.
        guard inParentheses, let noun = scan.wordRange(before: index), noun.end == index, noun.start >= 2,
            scan.isWhitespace(noun.start - 1), scan.isDigit(noun.start - 2)
        else { return nil }
        return governed
    }

    /// The case the noun right after a number is in, by its ending (`written.nounCaseEndings`),
    /// when the profile's counting rules form it; nil for the plain form.
    private func countedNounCase(after end: Int, number: DecimalNumber, gender: String?, scan: TextScan) -> String? {
        let markers = reader.markers
        guard !markers.nounCaseEndings.isEmpty, let word = scan.wordAfter(end) else { return nil }
        let category = try? reader.numbers.language.pluralCategory(of: number)
        guard let found = markers.grammaticalCase(ofNoun: String(word), gender: gender, category: category),
            (reader.numbers.language.profile.numbers.counting?.ruleSets ?? []).contains(where: { $0.case == found })
        else { return nil }
        return found
    }

    /// The rule set an ordinal takes from the noun right after it: the noun's gender
    /// (`written.nounGenders`) and the case its ending says (`written.nounCaseEndings`), or
    /// else the case a word before the ordinal governs (`written.casesAfter`: Icelandic "á
    /// 1. hæð" → feminine dative "fyrstu"), as `numbers.ordinalGenders` names them ("neuter",
    /// "neuter-locative", "inessive", "feminine-dative"); nil when the noun says nothing or
    /// the profile has no such rule set. A governed case no rule set forms leaves the gender's.
    private func agreeingOrdinalRuleSet(from start: Int, to end: Int, scan: TextScan) -> String? {
        guard let word = scan.wordAfter(end).map(String.init) else { return nil }
        let markers = reader.markers
        let gender = markers.gender(ofNoun: word)
        let ordinalGenders = reader.numbers.language.profile.numbers.ordinalGenders ?? [:]
        let endingCase = markers.grammaticalCase(ofNoun: word, gender: gender, category: nil)
        if endingCase == nil, let gender, !markers.casesAfter.isEmpty,
            let governed = scan.word(before: start).flatMap({ markers.casesAfter[$0] }), governed != "nominative",
            let ruleSet = ordinalGenders[gender + "-" + governed], reader.numbers.language.ruleSets.contains(ruleSet)
        {
            return ruleSet
        }
        let grammaticalCase = endingCase.flatMap { $0 == "nominative" ? nil : $0 }
        let ruleSet: String?
        switch (gender, grammaticalCase) {
        case (let gender?, let grammaticalCase?): ruleSet = ordinalGenders[gender + "-" + grammaticalCase] ?? ordinalGenders[grammaticalCase]
        case (nil, let grammaticalCase?): ruleSet = ordinalGenders[grammaticalCase]
        case (let gender?, nil): ruleSet = ordinalGenders[gender]
        case (nil, nil): ruleSet = nil
        }
        return ruleSet.flatMap { reader.numbers.language.ruleSets.contains($0) ? $0 : nil }
    }

    /// A year of four ungrouped digits, a space and a mark read only against the digits
    /// (`written.yearMarks[].joined`: "٢٠٢٥ م"), after a word that governs that mark's year
    /// (its `after`: "عام"), as the marked year; nil for any other text.
    private func spacedJoinedYearMark(_ normalized: String, start: Int, scan: TextScan) -> WrittenValue? {
        let marks = reader.markers.yearMarks
        guard !marks.isEmpty, normalized.utf8.count > 5, normalized.utf8.prefix(4).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            normalized.dropFirst(4).first == " ", let year = Int(normalized.prefix(4))
        else { return nil }
        let rest = normalized.dropFirst(5)
        guard let mark = marks.first(where: { $0.joined == true && $0.text == rest && $0.after != nil }),
            let word = scan.word(before: start), mark.after?[word] != nil
        else { return nil }
        return .markedYear(year, mark: mark)
    }

    /// The value written in characters[start..<end], spoken, when it stands apart as data;
    /// invisible format characters at its edges (direction marks, isolates) are left outside.
    private func speak(_ rawStart: Int, _ rawEnd: Int, scan: TextScan) -> (start: Int, end: Int, kind: WrittenKind, spoken: String)? {
        var start = rawStart
        var end = rawEnd
        while start < end, scan.isInvisible(start) { start += 1 }
        while end > start, scan.isInvisible(end - 1) { end -= 1 }
        guard start < end, scan.standsApart(start, end) else { return nil }
        let written = scan.string(start, end)
        // "取件码 3-2-1108", "Bloeddruk 120/80", "Jualan 11.11": a code, a ratio or a name of
        // numbers, as the word before makes them.
        if let spoken = speakCodeGroups(written, start: start, scan: scan) ?? speakRatio(written, start: start, scan: scan)
            ?? speakNumberName(written, start: start, scan: scan)
        {
            return (start, end, .number, spoken)
        }
        let form = WrittenText(written)
        var value: WrittenValue
        // "۳:۴۵": the digits of any script.
        if let duration = WrittenFormReader.clockShapedDuration(form.normalized), isDuration(duration, from: start, to: end, scan: scan) {
            value = .duration(seconds: duration.seconds)
        } else if let seconds = unitDuration(written) {
            value = .duration(seconds: seconds)
        } else if let word = numericDateWord(before: start, scan: scan), let date = reader.readNumericDateShape(form, wordBefore: word)
        {
            // "ngày 14/4", "tháng 04/1969": the word before says which parts the digits are.
            value = date
        } else if let read = reader.read(form, kinds: WrittenKind.allCases) {
            value = read
        } else {
            return nil
        }
        // "Duração: 1h45": a time with an hour mark after a word for a length of time is one.
        if let duration = hourMarkedDuration(value, written: written, start: start, end: end, scan: scan) { value = duration }
        // "the 80s", "les 80s": a decade after a word that makes it one, never seconds; left as
        // written where the language has no plural for it.
        if !reader.markers.decadeWordsBefore.isEmpty, written.utf8.count == 3, written.hasSuffix("0s"), let year = Int(written.prefix(2)), year >= 10,
            let word = scan.word(before: start), reader.markers.decadeWordsBefore.contains(word)
        {
            guard !reader.markers.decadeEndings.isEmpty else { return nil }
            value = .decade(year)
        }
        switch value {
        case .date(let date) where date.parts == .dayMonthYear && !written.containsLetter:
            // "1.2.3" is a version, not a date: a date in digits alone has at least six.
            guard form.digitCount >= 6 else { return nil }
        case .date(let date) where date.parts == .dayMonth && reader.markers.numericMonthDay && !written.containsLetter
            && ((0..<start).contains(where: { scan.isLetter($0) || scan.isDigit($0) })
                || (end..<scan.count).contains(where: { scan.isLetter($0) || scan.isDigit($0) })):
            // "A 3. 2. pont": in running text a month and day in digits alone are a date only
            // with the month's leading zero ("04. 15."); a text that is nothing else ("(4. 1.)") is one.
            guard written.prefix(while: \.isASCIIDigit).count == 2 else { return nil }
        case .date(let date) where (date.parts == .day || date.parts == .month || date.parts == .year)
            && !reader.markers.countWordsBefore.isEmpty && isAfter(reader.markers.countWordsBefore, start, scan: scan):
            // "剩餘2日": after a word that counts, a number with a date's mark counts days
            // (`written.countWordsBefore`); the number alone is read, with the noun after it.
            return nil
        case .calendarCount(let count) where count.era == nil && count.unit == .year && count.firstYearWord == nil
            && !reader.markers.countWordsBefore.isEmpty && isAfter(reader.markers.countWordsBefore, start, scan: scan):
            // "還有2年": so is a number of years with no era.
            return nil
        case .date where monthNameFollows(end, scan: scan):
            // "mar. 4 de marzo": a month's name right after the date, or after a word dates
            // write before one ("de"), says the date goes on; a shorter reading ("mar." taken
            // for March) would say a month twice.
            return nil
        case .number where !reader.markers.versionWordsBefore.isEmpty
            && scan.word(before: start).map(reader.markers.versionWordsBefore.contains) == true:
            // "iOS 26.4", "Android 14": a version, left as written (no quantity).
            return nil
        case .number(let number) where number.isInteger && !reader.markers.codeWordsBefore.isEmpty
            && form.normalized.utf8.count >= 3 && form.normalized.allSatisfy(\.isASCIIDigit) && isAfterCodeWord(start, scan: scan):
            // "Your code is 482913", "पिन कोड ११००२३": a code, said digit by digit.
            guard let spoken = try? reader.speak(.digits(form.normalized)) else { return nil }
            return (start, end, .number, spoken)
        case .number where !reader.markers.yearMarks.isEmpty && scan.yearMarkFollows(end):
            // "У 2025 р.": a year whose mark the reading above left unread (a governed form no
            // rule set has) is left whole, not read as a cardinal.
            return nil
        case .number where scan.isCharacter(end, ".") && scan.wordAfter(end + 1).map(reader.markers.isMonthWord) == true:
            // "k 21. červenci": the day of a date in a form no date reading has (below).
            return nil
        case .ordinal where scan.isCharacter(end - 1, ".") && !(start == 0 && end == scan.count):
            // "Platz 3." ends a sentence; "3. Platz" is an ordinal: a word must follow the dot,
            // and outside German not a capital ("Top 50. Příslušná karta" ends a sentence). A
            // text that is the number and its dot alone (a rank cell) has no sentence to end.
            // After a word that governs an ordinal's case ("dem 1000.") it is one at the end too.
            if end == scan.count, scan.governedOrdinalRuleSet(before: start) != nil { break }
            guard scan.isCharacter(end, " "), scan.isLetter(end + 1),
                reader.markers.capitalizesNouns || !scan.isUppercase(end + 1)
            else { return nil }
            // "k 21. červenci": a day before a month in a form no date reading has (Czech
            // dative) is part of a date Vocalize cannot read, not an ordinal alone.
            if scan.wordAfter(end).map(reader.markers.isMonthWord) == true { return nil }
        case .number(let number) where number.isInteger && !number.isNegative && reader.markers.houseNumberRuleSet != nil
            && written.allSatisfy(\.isASCIIDigit) && scan.streetFollows(end):
            // "1428 Elm St.": a house number, said as the language says them ("fourteen twenty-eight").
            if let ruleSet = reader.markers.houseNumberRuleSet,
                let spoken = try? reader.numbers.speak(number, as: NumberReading(kind: .cardinal, ruleSet: ruleSet))
            {
                return (start, end, .number, spoken)
            }
        case .number(let number) where number.isInteger && !number.isNegative && form.normalized.count == 4 && form.normalized.allSatisfy(\.isASCIIDigit):
            // A year only after a word that makes it one ("in 2015"); "Room 1234" is a number.
            if let year = Int(number.integerDigits), (1100...2099).contains(year),
                isAfter(reader.markers.yearWordsBefore, start, scan: scan)
            {
                // "Útgáfuár: 2001": the word's colon aside.
                value = .year(year)
            }
        case _ where value.isWholeNumber && !reader.markers.phoneWordsBefore.isEmpty
            && isAfter(reader.markers.phoneWordsBefore, start, scan: scan):
            // "Call 911": a short number after a word to dial it is a phone number.
            if let phone = reader.readDialledNumber(written) { value = phone }
        case .time where !reader.markers.measureWordsBefore.isEmpty && isAfter(reader.markers.measureWordsBefore, start, scan: scan):
            // "على بعد ٥ م": after a word that makes the number a measure, a unit symbol that is
            // also a day-period mark is the unit (`written.measureWordsBefore`).
            if let measure = reader.readMeasureMarkingDayPeriod(form) { value = measure }
        case .number where !reader.markers.clockWordsBefore.isEmpty:
            // "ore 17.45", "pukul 14.30": after a clock word a number with a minute separator is a time.
            if let word = scan.word(before: start), reader.markers.clockWordsBefore.contains(word),
                let time = reader.markers.clockTime(form.normalized, clockContext: true)
            {
                value = time
            }
        default:
            break
        }
        // "عام ٢٠٢٥ م": a mark read only against the digits (`joined`) is the year's after a
        // space too where a word that governs the year's form (its `after`) stands before it;
        // elsewhere the reading above stands ("١٠٠ م", "٢٠٢٥ م" alone are metres).
        if let mark = spacedJoinedYearMark(form.normalized, start: start, scan: scan) { value = mark }
        // "в 2025 г.": the word before a marked year governs its form, or leaves it unread.
        if case .markedYear(let year, var mark) = value, let word = scan.word(before: start) {
            if mark.unformedAfter?.contains(word) == true { return nil }
            if let form = mark.after?[word] {
                mark.form = form
                value = .markedYear(year, mark: mark)
            }
        }
        // "am 24. Juli": a word before the data may govern the ordinal's case; "před 5 min"
        // the case of a measure.
        var governed: String?
        var governedCase: String?
        var hourRuleSet: String?
        var unitCase: String?
        switch value {
        case .ordinal, .date:
            governed = scan.governedOrdinalRuleSet(before: start)
            // "1.7. alkaen": a word after the data may govern it (a postposition).
            if governed == nil, !reader.markers.ordinalRuleSetBefore.isEmpty, let word = scan.wordAfter(end) {
                governed = reader.markers.ordinalRuleSetBefore[word.lowercasedWithASCIIFastPath()]
            }
            // "Заказ доставим 24.12.2025": a date after a word is an adverbial of time.
            if governed == nil, case .date = value, let inSentence = reader.markers.dateDayInSentence,
                let word = scan.word(before: start), word.last?.isLetter == true, !(inSentence.plainAfter ?? []).contains(word)
            {
                governed = inSentence.ruleSet
            }
            // "Встреча во вторник, 3 марта": a date in apposition to a weekday that a word
            // stands before is inside the sentence too; "Понедельник, 24 ноября" (the weekday
            // starts the text) keeps the plain form.
            if governed == nil, case .date = value, let inSentence = reader.markers.dateDayInSentence,
                start >= 3, scan.isWhitespace(start - 1), scan.isCharacter(start - 2, ","),
                let weekday = scan.wordRange(before: start - 2)
            {
                let name = Substring(scan.string(weekday.start, weekday.end))
                if name.last?.isLetter == true, reader.markers.isCalendarWord(name), !reader.markers.isMonthWord(name),
                    let word = scan.word(before: weekday.start), word.last?.isLetter == true, !(inSentence.plainAfter ?? []).contains(word)
                {
                    governed = inSentence.ruleSet
                }
            }
            // "3. poschodie", "na 3. mieste", "5. kerroksessa": the noun after agrees.
            if governed == nil, case .ordinal(_, nil) = value { governed = agreeingOrdinalRuleSet(from: start, to: end, scan: scan) }
        case .time, .timeInDayPeriod:
            // "o 17:00", "с 9:00": the word before governs the hour's case.
            let time = reader.dates.time
            if time.hourRuleSetAfter != nil || time.unitCaseAfter != nil, let word = scan.word(before: start)?.lowercasedWithASCIIFastPath() {
                hourRuleSet = time.hourRuleSetAfter?[word]
                unitCase = time.unitCaseAfter?[word]
            }
        case .measure where !reader.markers.casesAfter.isEmpty || !reader.markers.outOfWords.isEmpty,
            .percent where !reader.markers.casesAfter.isEmpty:
            governedCase = scan.word(before: start).flatMap { reader.markers.casesAfter[$0] } ?? caseOutOf(before: start, scan: scan)
        default: break
        }
        // "3. Platz", "Mein 1. Jahr": an ordinal no word governs takes the gender of its noun,
        // unless a word before it asks for the plain form ("Der 3. Platz").
        if case .ordinal(let number, nil) = value, governed == nil, let plainAfter = reader.markers.ordinalPlainAfter,
            !(scan.word(before: start).map(plainAfter.contains) ?? false), let gender = scan.countedNounGender(after: end)
        {
            value = .ordinal(number, gender: gender)
        }
        // "85折": a number before a mark that makes it digits.
        if let spoken = digitsBeforeMark(value, written: written, end: end, scan: scan) { return (start, end, value.kind, spoken) }
        // "21.º piso": an ordinal right before its noun in the form the language gives it there.
        if governed == nil, let beforeNoun = ordinalBeforeNoun(value, end: end, scan: scan) { value = beforeNoun }
        // "3× denne": a mark right after a whole number says how many times ("trikrát"); "3×5"
        // is a size, not a multiplier.
        if case .number(let number) = value, number.isInteger, !number.isNegative, let times = scan.multiplierMark(after: end),
            let spoken = try? reader.numbers.speak(number, as: NumberReading(kind: .cardinal, ruleSet: times.word.ruleSet))
        {
            var word = times.word.word
            // "1x sem juros": the word in the number's plural form ("uma vez").
            if let forms = times.word.pluralWords, let category = try? reader.numbers.language.pluralCategory(of: number), let form = forms[category] {
                word = form
            }
            return (start, end + times.mark.count, value.kind, spoken + word)
        }
        // "1 neue Nachricht": the noun the number counts gives it its gender; "seit 1 Tag" a
        // word before it the case ("seit einem Tag").
        if case .number(let number) = value, number.isInteger, !number.isNegative {
            let markers = reader.markers
            // "تذكرتان (2)": a number in parentheses after its noun counts it.
            let gender = nounGenderChanging(number, scan.countedNounGender(after: end) ?? scan.countedNounGenderAfterGovernedNumber(after: end)
                ?? (markers.countedNounBeforeParenthesis ? scan.countedNounGender(beforeParenthesisAround: start, end) : nil))
            let caseByWord = (gender == nil && !markers.casesAfterGovernNumbers) || (markers.casesAfter.isEmpty && markers.countedCasesAfter.isEmpty)
                ? nil : scan.word(before: start).flatMap { markers.casesAfter[$0] ?? markers.countedCasesAfter[$0] }
            // "по 1 таблетке", "3 päivän": else the noun's ending says the case; "Krok 2 z 5" the
            // word for the whole after a part.
            let governing = (caseByWord ?? countedNounCase(after: end, number: number, gender: gender, scan: scan) ?? caseOutOfNumber(before: start, scan: scan))
                .flatMap { $0 == "nominative" ? nil : $0 }
            if gender != nil || governing != nil {
                let spoken = try? governing.map { grammaticalCase throws(VocalizeError) in
                    try reader.numbers.counted(number, gender: gender, case: grammaticalCase)
                } ?? reader.numbers.speak(number, as: NumberReading(kind: .cardinal, gender: gender))
                if let spoken { return (start, end, value.kind, spoken) }
            }
        }
        // "od 00:00": a named time in the case the word before governs ("od północy").
        if let named = namedTimeAfter(value, before: start, scan: scan) { return (start, end, value.kind, named) }
        guard let spoken = try? reader.speak(value, ordinalRuleSet: governed, governedCase: governedCase, hourRuleSet: hourRuleSet, unitCase: unitCase) else { return nil }
        return (start, end, value.kind, withoutRepeatedClockWord(spoken, kind: value.kind, before: start, scan: scan))
    }
}

/// The character-level scanning `TextSpeaker` does: where data may start, how far its digits
/// run, which words around them may belong to it.
///
/// Memory: per character, its place in the text, its scalar and one byte of flags (13 bytes);
/// the characters themselves are read from the text.
struct TextScan {
    /// At most this many groups of digits make one piece of data ("06 11 22 33 06" has five,
    /// "+1 (555) 123 4567" four): a longer run is read in pieces, so no position is read again
    /// from every later one (the run "1 1 1 …" stays linear).
    static let maximumGroups = 8
    /// A word longer than this is no unit, currency, mark or calendar word next to data.
    static let maximumWordLength = 32

    let text: String
    /// How many characters (extended grapheme clusters) the text has.
    let count: Int
    /// Where each character starts in `text`, and its end: substrings are cut from the text
    /// (a copy of its bytes) rather than built from characters one by one.
    private let offsets: [String.Index]
    /// Per character: its scalar when it is one (almost always), else `UInt32.max`; so
    /// punctuation is compared as a number, not as a Character.
    private let scalars: [UInt32]
    /// Per character, looked up once: `Flag` bits.
    private let flags: [UInt8]
    let markers: WrittenMarkers
    /// Whether a word (lower case) is one of the language's words for powers of ten
    /// ("millones", "Mio."), which may follow data.
    let isScaleWord: (String) -> Bool
    /// Whether a lower-case word is a part of the day written with a time ("저녁", "da" of
    /// "da tarde"), looked up only beside digits nothing else claims.
    let isDayPeriodWord: (String) -> Bool
    /// Whether a word is an era written before a year ("令和" of "令和7年4月1日"): the year is
    /// counted in it, so the era belongs to the data.
    let isEraWord: (String) -> Bool
    /// Whether the language writes words without spaces (Chinese, Japanese): then data may
    /// touch letters.
    let joinsWords: Bool

    private enum Flag {
        /// A decimal digit of any script.
        static let digit: UInt8 = 1
        static let letter: UInt8 = 2
        static let space: UInt8 = 4
        /// An invisible format character (Cf: direction marks and isolates, soft hyphen,
        /// zero-width space, BOM): never the first or last character of a span.
        static let invisible: UInt8 = 8
        /// Joins digit groups; ends a word (see `punctuationFlags`).
        static let joiner: UInt8 = 16
        static let stop: UInt8 = 32
        /// Never data: a format specifier, placeholder, tag, link, address or code
        /// (`ProtectedText`).
        static let protected: UInt8 = 64
        /// An ASCII letter: where words are written without spaces, data may touch the
        /// language's own letters but not a Latin word ("1080p", "iPhone15").
        static let asciiLetter: UInt8 = 128
    }

    init(
        text: String, markers: WrittenMarkers, isScaleWord: @escaping (String) -> Bool = { _ in false },
        isDayPeriodWord: @escaping (String) -> Bool = { _ in false }, isEraWord: @escaping (String) -> Bool = { _ in false }, joinsWords: Bool
    ) {
        self.isDayPeriodWord = isDayPeriodWord
        self.isEraWord = isEraWord
        self.text = text
        self.markers = markers
        self.isScaleWord = isScaleWord
        self.joinsWords = joinsWords
        // Filled through buffers sized for the worst case (one character per byte), then cut
        // to the characters found: appending cost a capacity check per character and array.
        let estimate = text.utf8.count
        var offsets = [String.Index](repeating: text.endIndex, count: estimate + 1)
        var flags = [UInt8](repeating: 0, count: estimate)
        var scalars = [UInt32](repeating: 0, count: estimate)
        var found = 0
        var bytes = text
        bytes.withUTF8 { utf8 in
            offsets.withUnsafeMutableBufferPointer { offsetsOut in
            flags.withUnsafeMutableBufferPointer { flagsOut in
            scalars.withUnsafeMutableBufferPointer { scalarsOut in
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
            let asciiTable = TextScan.asciiFlags
            func flagsOf(_ single: Unicode.Scalar) -> UInt8 {
                let value = single.value
                return value < 0x80 ? asciiTable[Int(value)] : TextScan.nonASCIIFlags(single)
            }
            let view = text.utf8
            var offset = 0
            var current = utf8.isEmpty ? (value: UInt32(0), length: 0) : scalar(at: 0)
            while offset < utf8.count {
                let nextOffset = offset + current.length
                let next = nextOffset < utf8.count ? scalar(at: nextOffset) : nil
                let start = view.index(view.startIndex, offsetBy: offset)
                offsetsOut[found] = start
                // Below U+0300 no scalar joins the one before it (only CR LF does), so such a
                // pair is two characters without the grapheme rules' cost.
                if current.value < 0x300, current.value != 0x0D, (next?.value ?? 0) < 0x300, let single = Unicode.Scalar(current.value) {
                    scalarsOut[found] = current.value
                    flagsOut[found] = flagsOf(single)
                    found += 1
                    offset = nextOffset
                    if let next { current = next }
                    continue
                }
                let end = text.index(after: start)
                let character = text[start..<end].first!
                let endOffset = view.distance(from: view.startIndex, to: end)
                let single = endOffset == nextOffset ? Unicode.Scalar(current.value) : nil
                scalarsOut[found] = single != nil ? current.value : UInt32.max
                if let single {
                    flagsOut[found] = flagsOf(single)
                } else {
                    let digit = character.unicodeScalars.first?.isDecimalDigitOfAnyScript ?? false
                    flagsOut[found] = digit ? Flag.digit : character.isLetter ? Flag.letter : character.isWhitespace ? Flag.space : 0
                }
                found += 1
                offset = endOffset
                if offset < utf8.count { current = scalar(at: offset) }
            }
            }
            }
            }
        }
        offsets.removeSubrange((found + 1)...)
        flags.removeSubrange(found...)
        scalars.removeSubrange(found...)
        offsets[found] = text.endIndex
        count = scalars.count
        for (index, isProtected) in ProtectedText.mark(scalars, isWhitespace: { flags[$0] & Flag.space != 0 }, amountPrefixes: markers.amountPrefixes,
            amountSuffixes: markers.amountPrefixes.isEmpty ? [] : markers.asciiScaleWords,
            versionWords: markers.versionWordScalars)
            .enumerated() where isProtected
        {
            flags[index] |= Flag.protected
        }
        self.scalars = scalars
        self.offsets = offsets
        self.flags = flags
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
        let word = string(last, start - 1).lowercasedWithASCIIFastPath()
        if let previous = wordStart(endingAt: last - 1),
            let ruleSet = table[string(previous, last - 1).lowercasedWithASCIIFastPath() + " " + word]
        {
            return ruleSet
        }
        return table[word]
    }

    /// The gender of the noun a number ending at `end` counts: the word after it, or the one
    /// after that when the first is not a known noun (an adjective: "1 neue Nachricht").
    func countedNounGender(after end: Int) -> String? {
        guard !markers.nounGenders.isEmpty || !markers.nounPhraseGenders.isEmpty else { return nil }
        var index = end
        for _ in 0..<2 {
            // A counter written against the number ("2个", Korean "3개") where words may follow
            // data without a space.
            guard isWhitespace(index) || ((joinsWords || markers.wordsFollowData) && isLetter(index)) else { return nil }
            if isWhitespace(index) { index += 1 }
            var stop = index
            while stop < count, isLetter(stop), stop - index <= Self.maximumWordLength { stop += 1 }
            guard stop > index, stop - index <= Self.maximumWordLength else { return nil }
            // "2번 출구": a two-word key reads the word after the noun too.
            let next = markers.nounPhraseGenders.isEmpty ? nil : wordAfter(stop)
            if let gender = markers.gender(ofNoun: string(index, stop), next: next.map(String.init)) { return gender }
            index = stop
        }
        return nil
    }

    /// The gender of the noun right before a number written in parentheses
    /// (characters[start..<end]: "تذكرتان (2)"), or nil when the text is not so.
    func countedNounGender(beforeParenthesisAround start: Int, _ end: Int) -> String? {
        guard start >= 3, isCharacter(start - 1, "("), isCharacter(end, ")"), isWhitespace(start - 2),
            let noun = wordRange(before: start - 1)
        else { return nil }
        return markers.gender(ofNoun: string(noun.start, noun.end))
    }

    /// The gender of the noun counted by the second number of a governed pair ("od 1 do 5
    /// dni", "от 1 до 5 дней"): after `end` stand a word that governs a
    /// case (`written.casesAfter`, `countedCasesAfter`), a number written with digits only, then the noun. The noun
    /// counts both numbers, so the first takes its gender too. Nil when the text is not so.
    func countedNounGenderAfterGovernedNumber(after end: Int) -> String? {
        guard !markers.casesAfter.isEmpty || !markers.countedCasesAfter.isEmpty, !markers.nounGenders.isEmpty,
            let word = wordAfter(end), markers.casesAfter[word.lowercasedWithASCIIFastPath()] != nil || markers.countedCasesAfter[word.lowercasedWithASCIIFastPath()] != nil
        else { return nil }
        var index = end + 1 + word.count
        guard isWhitespace(index) else { return nil }
        index += 1
        let digits = index
        while index < count, isDigit(index), index - digits <= Self.maximumWordLength { index += 1 }
        guard index > digits else { return nil }
        return countedNounGender(after: index)
    }

    /// The word after a space at `end`, as written (up to `maximumWordLength` letters); nil
    /// when no word follows.
    func wordAfter(_ end: Int) -> Substring? {
        guard isWhitespace(end) else { return nil }
        var stop = end + 1
        while stop < count, isLetter(stop), stop - end <= Self.maximumWordLength { stop += 1 }
        return stop > end + 1 ? substring(end + 1, stop) : nil
    }

    /// The multiplier mark written right after the number ending at `end`
    /// (`written.multiplierMarks`: "3× denně", "12x de R$ 99,90"): no letter or digit
    /// touches it, no number follows a space after it ("3 x 5" is a size), and where the mark
    /// names words that must follow it, one of them does.
    func multiplierMark(after end: Int) -> (mark: String, word: MultiplierWord)? {
        guard !markers.multiplierMarks.isEmpty else { return nil }
        for times in markers.multiplierMarks where end + times.mark.count <= count && string(end, end + times.mark.count) == times.mark {
            let after = end + times.mark.count
            guard !isDigit(after), !isLetter(after), !(isWhitespace(after) && isDigit(after + 1)) else { continue }
            if let words = times.word.wordsAfter {
                guard let next = wordAfter(after), words.contains(next.lowercasedWithASCIIFastPath()) else { continue }
            }
            return times
        }
        return nil
    }

    /// Whether a street word (`written.houseNumberWordsAfter`) follows `end` within three
    /// words, each word before it capitalized ("1428 Elm St.", "350 Fifth Avenue").
    func streetFollows(_ end: Int) -> Bool {
        guard !markers.houseNumberWordsAfter.isEmpty else { return false }
        var index = end
        for _ in 0..<3 {
            guard isWhitespace(index) else { return false }
            var stop = index + 1
            while stop < count, !isWhitespace(stop), stop - index <= Self.maximumWordLength { stop += 1 }
            var word = string(index + 1, stop)
            if word.hasSuffix(",") { word.removeLast() }
            if markers.houseNumberWordsAfter.contains(word.lowercasedWithASCIIFastPath()) { return true }
            guard word.first?.isUppercase == true else { return false }
            index = stop
        }
        return false
    }

    /// Whether a year mark ("г.", "r.", "год") follows `end`, after one space or none (none for
    /// a mark read only against the digits, `YearMark.joined`).
    func yearMarkFollows(_ end: Int) -> Bool {
        let spaced = isWhitespace(end)
        let start = spaced ? end + 1 : end
        return markers.yearMarks.contains { mark in
            !(spaced && mark.joined == true)
                && start + mark.text.count <= count && string(start, start + mark.text.count) == mark.text
                // "3 CE-marked": a mark joined to a word by a hyphen is part of that word.
                && (start + mark.text.count == count || !(isLetter(start + mark.text.count) || isCharacter(start + mark.text.count, "-")))
        }
    }

    /// Whether the character at `index` is an upper-case letter (false past the end).
    func isUppercase(_ index: Int) -> Bool {
        index < count && isLetter(index) && substring(index, index + 1).first?.isUppercase == true
    }

    /// The word right before `start` (one space between, or none before a symbol), lower
    /// case, with its closing dot ("kl.", "godz."); nil when there is none.
    func word(before start: Int) -> String? {
        wordRange(before: start).map { string($0.start, $0.end).lowercasedWithASCIIFastPath() }
    }

    /// Where the word right before `start` is (see `word(before:)`).
    func wordRange(before start: Int) -> (start: Int, end: Int)? {
        var end = start
        if end > 0, isWhitespace(end - 1) { end -= 1 }
        var begin = end
        while begin > 0, !isWhitespace(begin - 1), !isStop(begin - 1), !isDigit(begin - 1), !isProtected(begin - 1), end - begin <= Self.maximumWordLength {
            begin -= 1
        }
        guard begin < end, end - begin <= Self.maximumWordLength else { return nil }
        return (begin, end)
    }

    /// The number mark written right before `start` ("#", "Nr.", "№ "), not before `floor`:
    /// where it starts and the word said for it.
    func numberMark(before start: Int, floor: Int) -> (word: String, start: Int)? {
        guard !markers.numberMarks.isEmpty else { return nil }
        // The mark touches the number ("#12345") or one space stands between ("Nr. 4711").
        for gap in [0, 1] {
            let end = start - gap
            guard gap == 0 || (end >= floor && isSpace(end)) else { continue }
            for (mark, word) in markers.numberMarks where end - mark.length >= floor && end - mark.length >= 0 {
                let begin = end - mark.length
                guard substring(begin, end) == mark.text else { continue }
                // A mark of letters starts a word ("Nr. 5", not "Onr. 5").
                if isLetter(begin), isLetter(begin - 1) { continue }
                return (word, begin)
            }
        }
        return nil
    }

    /// Where the word of letters ending right before the space at `space` begins (or before
    /// another mark `after` accepts there).
    private func wordStart(endingAt space: Int, after: (Int) -> Bool = { _ in false }) -> Int? {
        guard space >= 1, isWhitespace(space) || after(space) else { return nil }
        var begin = space
        while begin > 0, isLetter(begin - 1), space - begin <= Self.maximumWordLength { begin -= 1 }
        return begin < space && space - begin <= Self.maximumWordLength ? begin : nil
    }

    /// characters[start..<end] as a Substring of the text.
    func substring(_ start: Int, _ end: Int) -> Substring {
        text[offsets[start]..<offsets[end]]
    }

    /// The character at `index` when it is this one scalar (false out of range).
    func isCharacter(_ index: Int, _ scalar: Unicode.Scalar) -> Bool {
        scalars.indices.contains(index) && scalars[index] == scalar.value
    }

    private func has(_ flag: UInt8, _ index: Int) -> Bool {
        flags.indices.contains(index) && flags[index] & flag != 0
    }

    func isLetter(_ index: Int) -> Bool { has(Flag.letter, index) }

    func isWhitespace(_ index: Int) -> Bool { has(Flag.space, index) }

    /// An invisible format character (a direction mark or isolate, a zero-width space).
    func isInvisible(_ index: Int) -> Bool { has(Flag.invisible, index) }

    /// The punctuation flags of a scalar: a joiner of digit groups inside one piece of data
    /// (". , : / - ' ’", spaces, Arabic separators), a stop that ends a word around data
    /// (", ; ! ? ( ) [ ] { } \" « » “ ” … – — 、 。 ， ، ؛ ؟"), or both (",").
    /// `Flag` bits of each ASCII character, looked up rather than worked out per character.
    private static let asciiFlags: [UInt8] = (0..<0x80).map { (value: UInt32) -> UInt8 in
        let punctuation = punctuationFlags(value)
        if punctuation != 0 { return punctuation | (value == 0x20 ? Flag.space : 0) }
        if value >= 0x30 && value <= 0x39 { return Flag.digit }
        if (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A { return Flag.letter | Flag.asciiLetter }
        return value == 0x20 || (value >= 0x09 && value <= 0x0D) ? Flag.space : 0
    }

    /// `Flag` bits of a scalar above ASCII, from its Unicode properties (kept out of the
    /// per-character loop, whose ASCII path needs no property).
    @inline(never)
    private static func nonASCIIFlags(_ single: Unicode.Scalar) -> UInt8 {
        let value = single.value
        let punctuation = punctuationFlags(value)
        if punctuation != 0 { return punctuation | (value == 0xA0 || value == 0x202F || value == 0x2009 ? Flag.space : 0) }
        // Latin letters with marks ("é", "ł"; below U+0250 a letter is an alphabetic scalar)
        // and currency signs ("€", "₹"), by range: the Unicode tables are asked only of others.
        if value < 0x250, single.isAlphabetic { return Flag.letter }
        if value >= 0x20A0 && value < 0x20D0 { return 0 }
        if single.isDecimalDigitOfAnyScript { return Flag.digit }
        let properties = single.properties
        switch properties.generalCategory {
        case .format: return Flag.invisible
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return Flag.letter
        default: return properties.isWhitespace ? Flag.space : 0
        }
    }

    static func punctuationFlags(_ value: UInt32) -> UInt8 {
        switch value {
        case 0x2C: return Flag.joiner | Flag.stop  // ,
        case 0x2E, 0x3A, 0x2F, 0x2D, 0x27, 0x2019, 0x20, 0xA0, 0x202F, 0x2009, 0x66B, 0x66C: return Flag.joiner
        case 0x3B, 0x21, 0x3F, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x22, 0xAB, 0xBB, 0x201C, 0x201D, 0x2026, 0x2013, 0x2014,
            0x3001, 0x3002, 0xFF0C, 0x60C, 0x61B, 0x61F:  // … 、 。 ， and the Arabic script's ، ؛ ؟
            return Flag.stop
        default: return 0
        }
    }

    func isDigit(_ index: Int) -> Bool { has(Flag.digit, index) }

    /// Part of a format specifier, placeholder, tag, link, address or code: never data.
    func isProtected(_ index: Int) -> Bool { has(Flag.protected, index) }

    /// Whether any character of characters[start..<end] is protected.
    func touchesProtected(_ start: Int, _ end: Int) -> Bool {
        (start..<end).contains { flags[$0] & Flag.protected != 0 }
    }

    private func isJoiner(_ index: Int) -> Bool { has(Flag.joiner, index) }

    private func isStop(_ index: Int) -> Bool { has(Flag.stop, index) }

    private func isWordCharacter(_ index: Int) -> Bool {
        isLetter(index) || isDigit(index)
    }

    /// Where data starts at `index`: a digit, or a sign right before one.
    func seed(at index: Int) -> Int? {
        if isProtected(index) { return nil }
        if isDigit(index) {
            if !joinsWords || has(Flag.asciiLetter, index - 1), isLetter(index - 1), !isCurrencySymbol(endingAt: index),
                !(markers.wordsFollowData && endsDateOrPeriodMark(at: index - 1)), !followsDataPrefix(index)
            {
                return nil
            }
            if index > 0, isDigit(index - 1) { return nil }
            return index
        }
        let scalar = scalars[index]
        // "½ cup": a fraction character starts data (after a digit it is part of that number).
        if scalar >= 0xBC, isFractionCharacter(index), !isDigit(index - 1), !isLetter(index - 1) || joinsWords { return index }
        // Where words are written together a sign may touch a word in the language's own
        // script ("気温は-2.5度"), not a Latin one ("test-8").
        if scalar == 0x2B || scalar == 0x2D || scalar == 0x2212 || scalar == 0x28, isDigit(index + 1),
            !isWordCharacter(index - 1) || (joinsWords && isLetter(index - 1) && !has(Flag.asciiLetter, index - 1))
        {  // + - − (
            // After a currency or percent sign a hyphen is a range's dash ("10$-20$",
            // "5%-10%"), not a minus.
            if scalar != 0x28, isUnitSign(at: index - 1) { return nil }
            return index
        }
        return nil
    }

    /// Whether a date mark or a day period written before the hour ends at `index`, where data
    /// is written against it ("8월20일", "오전10시"): the digits after it start data.
    private func endsDateOrPeriodMark(at index: Int) -> Bool {
        guard index >= 0 else { return false }
        for form in markers.dateMarkerForms where form.length <= index + 1 && string(index + 1 - form.length, index + 1) == form.text {
            return true
        }
        // "저녁9시", "기원전128년": a word written before the data whose whole run is a part
        // of the day or an era (the run back to a space, at most six letters).
        var runStart = index
        while runStart > 0, index - runStart < 6, isLetter(runStart - 1), !has(Flag.asciiLetter, runStart - 1) { runStart -= 1 }
        if isLetter(index), runStart == 0 || isWhitespace(runStart - 1) || isStop(runStart - 1) {
            let run = string(runStart, index + 1)
            if isDayPeriodWord(run.lowercasedWithASCIIFastPath()) || isEraWord(run) { return true }
        }
        guard markers.dayPeriodsPrecede else { return false }
        return markers.dayPeriods.contains { period in
            let length = period.marker.count
            return length <= index + 1 && string(index + 1 - length, index + 1).lowercasedWithASCIIFastPath() == period.marker
        }
    }

    /// Whether a currency word the profile names or a day period, written against digits, ends
    /// at `index` ("50.000đ", "2pm"): a hyphen after it and before digits is a range's dash
    /// ("50.000đ-100.000đ", "2pm-5pm"), as after a currency sign.
    private func endsMarkAfterDigits(at index: Int) -> Bool {
        guard index >= 1, isLetter(index) else { return false }
        var begin = index
        while begin > 0, isLetter(begin - 1), index - begin < 6 { begin -= 1 }
        guard begin > 0, isDigit(begin - 1) else { return false }
        let word = string(begin, index + 1)
        let lowered = word.lowercasedWithASCIIFastPath()
        return markers.currencies.contains { $0.symbol == word } || markers.dayPeriods.contains { $0.marker == lowered }
    }

    /// Whether the character at `index` is a currency, percent or degree sign.
    private func isUnitSign(at index: Int) -> Bool {
        guard index >= 0, index < count, let scalar = Unicode.Scalar(scalars[index]) else { return false }
        return Self.isUnitSign(scalar)
    }

    /// Whether the letters right before `index` are a currency symbol the profile names, written
    /// against its amount ("Rp12.500", "RM5").
    private func isCurrencySymbol(endingAt index: Int) -> Bool {
        var begin = index
        while begin > 0, isLetter(begin - 1), index - begin < 4 { begin -= 1 }
        guard begin < index, begin == 0 || !isLetter(begin - 1) else { return false }
        let word = string(begin, index)
        return markers.currencies.contains { $0.symbol == word }
    }

    /// Where the run of digit groups starting at `start` may end, shortest first: after each
    /// group ("2015", "2015 12").
    func coreEnds(from start: Int) -> [Int] {
        var ends: [Int] = []
        var index = start
        let bracketed = isCharacter(start, "(")
        // "+33 6 11…", "(555) 123…", "06 11 22…": the shapes of phone numbers, whose groups
        // may be single digits between spaces.
        let phoneLike = bracketed || isCharacter(start, "+") || isCharacter(start, "0")
        if !isDigit(index) { index += 1 }  // a sign or an opening bracket
        var groups = 0
        var areaCodeOpen = bracketed
        var inFraction = false
        while true {
            let groupStart = index
            while isDigit(index) { index += 1 }
            groups += 1
            if groups >= Self.maximumGroups {
                ends.append(index)
                return ends
            }
            // "(555) 123-4567", "(11) 91234-5678", "(123)-123-5678": an area code in brackets.
            if areaCodeOpen, isCharacter(index, ")") {
                areaCodeOpen = false
                let gap = isCharacter(index + 1, " ") || isCharacter(index + 1, "-") ? 2 : 1
                guard isDigit(index + gap) else { return bracketed ? [index + 1] : ends + [index + 1] }
                index += gap
                continue
            }
            // "+1 (123) 123-4567", "+1(123)": a country code, then an area code in brackets.
            if phoneLike, !bracketed, groups == 1, isCharacter(start, "+") {
                let gap = isCharacter(index, " ") ? 1 : 0
                if isCharacter(index + gap, "("), isDigit(index + gap + 1) {
                    ends.append(index)
                    areaCodeOpen = true
                    index += gap + 1
                    continue
                }
            }
            // "4½": a fraction character ends the number it follows.
            if isFractionCharacter(index) {
                ends.append(index + 1)
                return ends
            }
            // "1 1/2", "2과3/4": a whole number, then a fraction (whose numerator ends no
            // value of its own: "1 1" is no number).
            if let gap = fractionGap(at: index) {
                ends.append(index)
                index += gap
                inFraction = true
                continue
            }
            if let joiner = joinerLength(at: index), isDigit(index + joiner),
                phoneLike || !isSpace(index) || spaceJoins(index - groupStart, nextGroupAt: index + joiner)
            {
                if !inFraction { ends.append(index) }
                inFraction = false
                index += joiner
                continue
            }
            // "200x10", "५x५": the sides of a size, where the language names the sign's word.
            if markers.dimensionWord != nil, isCharacter(index, "x") || isCharacter(index, "×"), index > groupStart, isDigit(index + 1) {
                ends.append(index)
                index += 1
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

    /// One of Unicode's fraction characters ("½", "¾").
    private func isFractionCharacter(_ index: Int) -> Bool {
        guard index >= 0, index < count, scalars[index] >= 0xBC, let scalar = Unicode.Scalar(scalars[index]) else { return false }
        return scalar.isNumericNotDigit && WrittenFormReader.fractionCharacterParts(scalar) != nil
    }

    /// The length of what stands between a whole number and its fraction at `index` (a space,
    /// or a joining word the profile names: Korean "과"), when digits, a slash and a digit
    /// follow it ("1 1/2", "2과3/4"); nil otherwise.
    private func fractionGap(at index: Int) -> Int? {
        guard markers.readsFractions else { return nil }
        var gap: Int
        if isSpace(index) {
            gap = 1
        } else if let joiner = markers.fractionJoiners.first(where: { index + $0.count <= count && string(index, index + $0.count) == $0 }) {
            gap = joiner.count
            if isSpace(index + gap) { gap += 1 }
        } else {
            return nil
        }
        var end = index + gap
        while isDigit(end), end - index - gap < 3 { end += 1 }
        guard end > index + gap, isCharacter(end, "/") || isCharacter(end, "\u{2044}"), isDigit(end + 1) else { return nil }
        return gap
    }

    /// A space (plain, no-break, narrow or thin) between two groups of digits.
    private func isSpace(_ index: Int) -> Bool {
        guard index < count else { return false }
        let scalar = scalars[index]
        return scalar == 0x20 || scalar == 0xA0 || scalar == 0x202F || scalar == 0x2009
    }

    /// Whether a space joins a group of `length` digits to the group at `next`: a thousands
    /// group ("1 234") or two groups of two digits or more ("555 1234"); single digits apart
    /// ("1 1 1", "3 5") are separate values.
    private func spaceJoins(_ length: Int, nextGroupAt next: Int) -> Bool {
        var end = next
        while isDigit(end), end - next < 4 { end += 1 }
        let nextLength = end - next
        return nextLength == 3 || (length >= 2 && nextLength >= 2)
    }

    private func joinerLength(at index: Int) -> Int? {
        guard index < count else { return nil }
        // "15. 1. 2020", "2013. 7. 24.": a dot and a space between the parts of a date.
        if isCharacter(index, "."), isSpace(index + 1), isDigit(index + 2) { return 2 }
        if isJoiner(index) { return 1 }
        // "2013年7月", "2013년 7월": a date mark, then the next number.
        return firstMatch(of: markers.dateMarkerForms, at: index)
    }

    private func hourMarkLength(at index: Int) -> Int? {
        firstMatch(of: markers.hourMarkerForms, at: index)
    }

    /// The length in characters of the first form written at `index`, if any. Forms are
    /// compared only where their first scalar stands.
    private func firstMatch(of forms: [WrittenMarkers.Form], at index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        let scalar = scalars[index]
        for form in forms where form.firstScalar == scalar {
            guard index + form.length <= count else { continue }
            if substring(index, index + form.length) == form.text { return form.length }
        }
        return nil
    }

    /// The words after `end` that may belong to the data, as span ends, shortest first:
    /// a unit, a marker, a currency, a day period, or the rest of a date.
    func rightExtensions(of end: Int) -> [Int] {
        var ends = [end]
        // "Dec 26, 2024": the year after the day's comma, where a month's name stands before
        // the day (the comma ends the word scan below; the reader decides whether it is a date).
        if let yearEnd = yearAfterDayComma(end) { ends.append(yearEnd) }
        // The words after the data, one at a time: each is looked at only while the ones
        // before it belong to the data (at most five).
        var index = end
        var place = 0
        func nextWord() -> (start: Int, end: Int)? {
            guard place < 5, index < count else { return nil }
            var start = index
            if isWhitespace(index) {
                guard place > 0 || index == end, index + 1 < count, !isWhitespace(index + 1) else { return nil }
                start = index + 1
            }
            var stop = start
            // A weekday in brackets after a date ("(土)", "（水）"): one word with its brackets.
            if isCharacter(start, "(") || isCharacter(start, "（") {
                var close = start + 1
                while close < count, close - start <= 8, !isCharacter(close, ")"), !isCharacter(close, "）"), !isWhitespace(close) { close += 1 }
                if close < count, isCharacter(close, ")") || isCharacter(close, "）"), isBracketedWeekday(string(start, close + 1)) {
                    index = close + 1
                    return (start, close + 1)
                }
            }
            // ":" ends a word ("Uhr:") but may start a mark (Swedish "1:a").
            while stop < count, !isWhitespace(stop), !isStop(stop), stop == start || !isCharacter(stop, ":") {
                // A digit ends a word ("km2" excepted: a unit written with its power as a digit).
                if stop > start, isDigit(stop), !isDigit(stop - 1), !joinsWords,
                    isDigit(stop + 1) || !markers.suffixWords.contains(string(start, stop + 1))
                {
                    break
                }
                stop += 1
                if stop - start > Self.maximumWordLength { break }
            }
            // No unit or mark is that long: the data ends before such a word, unread.
            guard stop > start, stop - start <= Self.maximumWordLength else { return nil }
            index = stop
            return (start, stop)
        }
        guard let first = nextWord() else { return ends }
        // Where words are written together, data ends inside a longer run ("24日前拨打"):
        // the run's first characters may be a unit or mark ("日", "公里").
        if joinsWords || markers.wordsFollowData, first.start == end, first.end - first.start > 1 {
            var prefixEnds: [Int] = []
            // The whole run too when it is short: a unit written against the number in Latin
            // letters ("5.2km", "128GB", "60km/h").
            for length in 1...min(4, first.end - first.start) {
                let prefix = string(first.start, first.start + length)
                if isSuffix(prefix) || markers.isCalendarWord(Substring(prefix)) || isBracketedWeekday(prefix) { prefixEnds.append(first.start + length) }
            }
            // "12kg/kg", "5cm/s": a rate written against the number.
            if first.end - first.start >= 3, first.end - first.start <= 12, !prefixEnds.contains(first.end), isRateSuffix(string(first.start, first.end)) {
                prefixEnds.append(first.end)
            }
            if let digitsEnd = scaleWordContinuationEnd(first) { prefixEnds.append(digitsEnd) }
            if !prefixEnds.isEmpty { return ends + prefixEnds }
        }
        // "… 5678 ext. 12": a phone number's extension mark and the extension's digits.
        if markers.phoneExtensionMarks[string(first.start, first.end).lowercasedWithASCIIFastPath()] != nil {
            place = 1
            if let digits = nextWord(), (digits.start..<digits.end).allSatisfy({ isDigit($0) }) { return ends + [digits.end] }
            (place, index) = (0, first.end)
        }
        var sawCalendarWord = false
        var afterTimeUnit = false
        var inDuration = false
        var word: (start: Int, end: Int)? = first
        while let token = word {
            let written = string(token.start, token.end)
            // "2025-ig", "km-re", "%-os", "2025'te": a suffix joined to the data ends it.
            if let joined = markers.joinedSuffixes, isJoinedSuffix(written, joined) {
                ends.append(token.end)
                break
            }
            // Without a closing dot ("kg." at the end of a sentence) or a range's dash ("10$-20$").
            let trimmedEnd = written.last == "." || written.last == "-" ? token.end - 1 : token.end
            let plausible: Bool
            if markers.isCalendarWord(Substring(written)) || isBracketedWeekday(written) || markers.isRomanMonth(written) {
                sawCalendarWord = true
                plausible = true
            } else if sawCalendarWord {
                // The rest of a date: a day (1–2 digits) or a year (4 digits, "2013," "2015
                // г."), or a short linking word ("de", "г.").
                let digits = written.filter(\.isNumber)
                if !digits.isEmpty {
                    plausible = written.allSatisfy { $0.isNumber || $0 == "," || $0 == "." }
                        && (digits.count <= 2 || (digits.count == 4 && digits.first != "0"))
                } else {
                    plausible = written.count <= 4
                }
            } else if afterTimeUnit, written.count <= 6, written.allSatisfy(\.isNumber) {
                // "2 h 30 min": the next amount of a duration written in parts.
                plausible = true
                afterTimeUnit = false
                word = nextWord()
                continue
            } else if afterTimeUnit, let digits = Self.leadingAmountLength(written) {
                // "3p20s", "12h02m00s": the next amount written against its unit, the unit read next.
                afterTimeUnit = false
                index = token.start + digits
                word = nextWord()
                continue
            } else {
                plausible = (place < 2 || inDuration)
                    && (isSuffix(written, apart: isWhitespace(token.start - 1))
                        || (trimmedEnd < token.end && isSuffix(string(token.start, trimmedEnd), apart: isWhitespace(token.start - 1)))
                        || isDayPeriodStart(written)
                        || isRateSuffix(written))
                afterTimeUnit = markers.timeUnitSymbols.contains(written) || markers.timeUnitSymbols.contains(string(token.start, trimmedEnd))
                inDuration = inDuration || afterTimeUnit
            }
            guard plausible else { break }
            // "1tr5": digits written against a scale word written against the number go on with
            // it (before the day periods: "tr" also starts Vietnamese "trưa").
            let continuation = scaleWordContinuationEnd(token)
            // A part of the day in several words ("in the evening", "de la tarde"): the phrase
            // ends the data.
            if continuation == nil, !sawCalendarWord, !markers.dayPeriodFirstWords.contains(written.lowercasedWithASCIIFastPath()), isDayPeriodStart(written) {
                ends.append(token.end)
                var phraseEnd = token.end
                place += 1
                let resume = (index: index, place: place)
                var isPhrase = false
                for _ in 0..<3 {
                    guard let next = nextWord() else { break }
                    phraseEnd = next.end
                    if isDayPeriodWord(string(token.start, phraseEnd).lowercasedWithASCIIFastPath()) {
                        ends.append(phraseEnd)
                        isPhrase = true
                    }
                }
                if isPhrase { break }
                // "3 de marzo": the word that starts a part of the day ("de la tarde") starts
                // none here; the words after it are looked at as any others (a month's name).
                (index, place) = resume
                word = nextWord()
                continue
            }
            if trimmedEnd < token.end, trimmedEnd > token.start { ends.append(trimmedEnd) }
            ends.append(token.end)
            if let digitsEnd = continuation {
                ends.append(digitsEnd)
                index = digitsEnd
            }
            // "GMT+1", "UTC-4:30": a zone's offset, which the word scan stops before.
            let signAt = written.last == "+" || written.last == "-" ? token.end - 1 : token.end
            // "UTC +1": the offset written apart.
            let spacedSign = isWhitespace(token.end) && (isCharacter(token.end + 1, "+") || isCharacter(token.end + 1, "-")) && isDigit(token.end + 2)
            // The sign first: most words have none, and naming a zone costs a lookup.
            if (isCharacter(signAt, "+") || isCharacter(signAt, "-")) && isDigit(signAt + 1) || spacedSign, isTimeZone(written) {
                var offsetEnd = spacedSign && signAt == token.end ? token.end + 2 : signAt + 1
                while isDigit(offsetEnd) || (isCharacter(offsetEnd, ":") && isDigit(offsetEnd + 1)) { offsetEnd += 1 }
                ends.append(offsetEnd)
                break
            }
            place += 1
            word = nextWord()
        }
        return ends
    }

    /// Where a year written after the day's comma ends ("Dec 26, 2024", "December 1, 1999"):
    /// four digits after ", ", the day being one or two digits after a word that may be a
    /// month's name; nil otherwise.
    private func yearAfterDayComma(_ end: Int) -> Int? {
        guard isCharacter(end, ","), isWhitespace(end + 1), isDigit(end + 2), isDigit(end - 1) else { return nil }
        var yearEnd = end + 2
        while isDigit(yearEnd), yearEnd - end <= 6 { yearEnd += 1 }
        guard yearEnd - end == 6, !isLetter(yearEnd), !isDigit(yearEnd) else { return nil }
        var dayStart = end - 1
        if isDigit(dayStart - 1) { dayStart -= 1 }
        guard !isDigit(dayStart - 1), dayStart > 0, isWhitespace(dayStart - 1), let month = wordRange(before: dayStart),
            markers.isMonthWord(substring(month.start, month.end))
        else { return nil }
        return yearEnd
    }

    /// Where the digits written against a scale word that is written against its number end
    /// ("1tr5": the "5" goes on with "1tr", `written.scaleWordsInsideNumbers`); nil when the
    /// word is no scale word there or one to three digits and a break do not follow it.
    private func scaleWordContinuationEnd(_ word: (start: Int, end: Int)) -> Int? {
        guard markers.scaleWordsInsideNumbers, isDigit(word.start - 1), isDigit(word.end),
            isScaleWord(string(word.start, word.end).lowercasedWithASCIIFastPath())
        else { return nil }
        var digitsEnd = word.end
        while isDigit(digitsEnd), digitsEnd - word.end < 3 { digitsEnd += 1 }
        return isDigit(digitsEnd) || isLetter(digitsEnd) ? nil : digitsEnd
    }

    /// The length of the amount at the start of a word that goes on with its unit ("20" of
    /// "20s"): one to six digits, then something else; nil otherwise.
    private static func leadingAmountLength(_ word: String) -> Int? {
        let digits = word.prefix(while: \.isNumber).count
        return (1...6).contains(digits) && digits < word.count ? digits : nil
    }

    /// Where the data may start before `start`: a currency symbol or code, an ordinal mark
    /// ("第"), a day period ("下午"), or a month and weekday ("Wednesday, April 1"); longest
    /// first. Never before `floor`, the end of the span before: a word between two values
    /// ("5 USD 10") belongs to the first one only.
    func leftExtensions(of start: Int, floor: Int) -> [Int] {
        var starts = [start]
        // "'80s": the apostrophe of a decade written without its century.
        if !markers.decadeMarks.isEmpty, start - 1 >= floor, isCharacter(start - 1, "'") || isCharacter(start - 1, "\u{2019}") {
            starts.append(start - 1)
        }
        var index = start
        for _ in 0..<2 {
            var end = index
            if end > floor, isWhitespace(end - 1) { end -= 1 }
            var begin = end
            func endsWordBefore(_ index: Int) -> Bool {
                index == 0 || isWhitespace(index - 1) || isStop(index - 1) || isCharacter(index - 1, ":")
                    || isCharacter(index - 1, "：") || isDigit(index - 1)
                    // A range's dash before a currency sign ("$50-$100"); "-$3" alone is negative.
                    || (isCharacter(index - 1, "-") && (isWordCharacter(index - 2) || isUnitSign(at: index - 2)) && isUnitSign(at: index))
            }
            // "Wednesday, April 1", "Mon, Mar 3": a weekday's comma belongs to its word.
            if begin > floor, isCharacter(begin - 1, ",") {
                begin -= 1
                // "lun., 3 de marzo": an abbreviated weekday's point before its comma.
                if begin > floor, isCharacter(begin - 1, ".") { begin -= 1 }
            }
            while begin > floor, !endsWordBefore(begin), end - begin <= Self.maximumWordLength { begin -= 1 }
            // No prefix word is that long, nor one the span before has cut; where words are
            // written together, the span before ends a word ("…2日から令和5年": 令和 is the era
            // of the second date).
            guard begin < end, end - begin <= Self.maximumWordLength, endsWordBefore(begin) || (joinsWords && begin == floor && floor > 0)
            else { break }
            // The word, or its end where words are written together ("总计¥" → "¥").
            var found: Int?
            for cut in begin..<end where end - cut <= 6 || cut == begin {
                let word = string(cut, end)
                let bare = word.hasSuffix(",") ? String(word.dropLast()) : word
                // A part of the day cut from a longer run only where it touches the data
                // ("今天晚上8点"): Thai "พักเที่ยง 12:30" is a lunch break, not noon.
                // "रात के 8:00": the word linking a part of the day to the time, right before it.
                if isPrefix(bare, dayPeriod: cut == begin || end == index) || markers.isCalendarWord(Substring(bare)) || markers.isRomanMonth(bare)
                    || (index == start && markers.dayPeriodLinks.contains(bare))
                {
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

    /// Whether a word in characters[start..<end] (the words `leftExtensions` took in before
    /// the data) was taken in only as a word of a part of the day ("del" of "del mediodía", a
    /// link such as "के"): no currency, ordinal or era mark, nor a calendar word.
    func holdsDayPeriodWordOnly(_ start: Int, _ end: Int) -> Bool {
        for word in string(start, end).split(whereSeparator: { $0.isWhitespace }) {
            let bare = word.hasSuffix(",") ? String(word.dropLast()) : String(word)
            guard !bare.isEmpty, !isPrefix(bare, dayPeriod: false), !markers.isCalendarWord(Substring(bare)), !markers.isRomanMonth(bare) else { continue }
            if isPrefix(bare) || markers.dayPeriodLinks.contains(bare) { return true }
        }
        return false
    }

    /// A suffix joined with its mark ("-ig", "'te"), or a unit or sign with one ("km-re", "%-os").
    private func isJoinedSuffix(_ written: String, _ joined: JoinedSuffixes) -> Bool {
        if joined.isJoinerAndSuffix(written) { return true }
        guard let split = joined.split(written) else { return false }
        return isSuffix(String(split.data))
    }

    /// Whether a word after the data may belong to it: a unit, currency, mark, scale word, day
    /// period or time zone. An ordinal's mark ("re", "st") ends only a word written against the
    /// digits: a word standing `apart` after a space is no mark because it ends like one
    /// (French "classe", "avant" against the marks "e" and "re").
    private func isSuffix(_ written: String, apart: Bool = false) -> Bool {
        // Invisible direction marks (Arabic "ر.س.\u{200F}") do not change the word; their
        // UTF-8 starts with E2 or D8, so most words need no filtering.
        let word = written.utf8.contains(where: { $0 == 0xE2 || $0 == 0xD8 })
            ? written.filter { $0 != "\u{200E}" && $0 != "\u{200F}" && $0 != "\u{061C}" } : written
        guard !word.isEmpty else { return false }
        if word.unicodeScalars.contains(where: { Self.isUnitSign($0) }) { return true }
        if markers.dateMarkers.contains(word) { return true }
        let length = word.count
        if length == 3, word.allSatisfy({ $0.isASCII && $0.isUppercase }) || markers.currencyCode(word) != nil { return true }
        // A short word may be a currency symbol ICU knows for the language ("kr", "zł").
        if length <= 2, word.allSatisfy(\.isLetter) { return true }
        let lowered = word.lowercasedWithASCIIFastPath()
        return markers.suffixWords.contains(word) || markers.suffixWords.contains(lowered) || isScaleWord(lowered)
            // "2ghz", "1 mbps": a unit symbol in another case, when only one symbol folds to it.
            || (lowered.count >= 2 && markers.unitsIgnoringCase[lowered] != nil)
            // "14:30 utc", "20:00 GMT+1": a time zone after a time; "p.m.est", one against a
            // day period's closing point.
            || isTimeZone(word)
            || (word.utf8.contains(0x2E) && word.dropLast().lastIndex(of: ".").map { isTimeZone(String(word[word.index(after: $0)...])) && isSuffix(String(word[...$0])) } ?? false)
            || !apart && (markers.lastBytesOfOrdinalMarksAfter.map { word.utf8.last.map($0.contains) ?? false } ?? true) && markers.ordinals.contains { marker in
                // A mark ending in an ASCII character ends the word only with that byte.
                guard (marker.position ?? .after) == .after else { return false }
                if let last = marker.text.utf8.last, last < 0x80, word.utf8.last != last { return false }
                return word.hasSuffix(marker.text)
            }
    }

    /// A time zone's abbreviation, with or without an offset ("UTC", "est", "GMT+1").
    private func isTimeZone(_ word: String) -> Bool {
        markers.timeZone(Substring(word)) != nil
    }

    /// A weekday's name in brackets after a date ("(土)", "（水）", "(Mon)"): part of the date.
    private func isBracketedWeekday(_ written: String) -> Bool {
        // "(" or "（" (EF BC 88) first, tested on the first byte before anything is counted.
        guard let lead = written.utf8.first, lead == 0x28 || lead == 0xEF, written.count >= 3, let first = written.first, let last = written.last,
            first == "(" || first == "（", last == ")" || last == "）"
        else { return false }
        let inner = written.dropFirst().dropLast().lowercasedWithASCIIFastPath()
        return markers.weekdayNames.contains { $0.name == inner }
    }

    /// A unit, currency or nothing, then a slash and a word ("€/Monat", "kg/h", "/km²"): what
    /// may end a rate; the reader decides whether it is one.
    private func isRateSuffix(_ written: String) -> Bool {
        guard written.utf8.contains(0x2F), let slash = written.firstIndex(of: "/"), written.lastIndex(of: "/") == slash else { return false }
        let before = written[..<slash]
        let after = written[written.index(after: slash)...]
        return after.first?.isLetter == true && (before.isEmpty || isSuffix(String(before)))
    }

    /// A currency sign, or a sign written after a number as its unit ("%", "°").
    private static func isUnitSign(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x25, 0x66A, 0xFF05, 0x2103, 0xB0: return true  // % ٪ ％ ℃ °
        default: return scalar.isCurrencySign
        }
    }

    /// The first word of a day period written in two ("p." of "p. m.").
    private func isDayPeriodStart(_ word: String) -> Bool {
        let lowered = word.lowercasedWithASCIIFastPath()
        return markers.dayPeriodFirstWords.contains(lowered) || (word.containsLetter && isDayPeriodWord(lowered))
    }

    private func isPrefix(_ word: String, dayPeriod: Bool = true) -> Bool {
        guard !word.isEmpty else { return false }
        // A currency sign, alone or with Latin letters ("US$", "R$"); a word of another script
        // before it ("余额为$500") is no part of the amount.
        if word.unicodeScalars.contains(where: \.isCurrencySign),
            word.allSatisfy({ $0.isASCII || !$0.isLetter })
        {
            return true
        }
        if word.utf8.count == 3, word.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) || markers.currencyCode(word) != nil { return true }
        let lowered = word.lowercasedWithASCIIFastPath()
        return markers.ordinals.contains { $0.position == .before && word.hasSuffix($0.text) }
            || markers.currencySymbols.contains(word)
            // The marker first: whether the clock writes it before the hour costs a pattern.
            || (markers.dayPeriods.contains { $0.marker == lowered } && markers.dayPeriodsPrecede)
            // "US $76.3": the first word of a currency symbol written in two.
            || markers.currencyLeadingWords.contains(word)
            || (dayPeriod && word.containsLetter && isDayPeriodWord(lowered))
            || (markers.percentSignBefore && (word == "%" || word == "٪"))
            || isEraWord(word)
    }

    /// Whether characters[start..<end] is apart from the words around it: no letter or digit
    /// touches it (in languages written with spaces), nor a hyphen or slash tied to a word
    /// ("COVID-19", "A/4").
    /// Whether the hyphen at `index` stands between two clock times ("14:00-16:00",
    /// "9.00-17.00"): a range's dash, not a hyphen tying words.
    func isClockRangeHyphen(_ index: Int) -> Bool {
        func isMinuteSeparator(_ at: Int) -> Bool { isCharacter(at, ":") || isCharacter(at, ".") }
        guard isCharacter(index, "-"), isDigit(index - 1), isDigit(index - 2), isMinuteSeparator(index - 3), isDigit(index - 4),
            isDigit(index + 1)
        else { return false }
        let hourLength = isDigit(index + 2) ? 2 : 1
        return isMinuteSeparator(index + 1 + hourLength) && isDigit(index + 2 + hourLength) && isDigit(index + 3 + hourLength)
    }

    func standsApart(_ start: Int, _ end: Int) -> Bool {
        if touchesProtected(start, end) { return false }
        // "ו-15", "و15": a word written joined before the data is no part of it.
        if start > 0, !followsDataPrefix(start) {
            let before = scalars[start - 1]
            if isDigit(start - 1) { return false }
            if !joinsWords || has(Flag.asciiLetter, start - 1), isLetter(start - 1),
                !(markers.wordsFollowData && isDigit(start) && endsDateOrPeriodMark(at: start - 1))
            {
                return false
            }
            // - / _ . :
            // A hyphen before a currency sign is a range's dash ("$50-$100").
            if before == 0x2D || before == 0x2F || before == 0x5F || before == 0x2E || before == 0x3A, isWordCharacter(start - 2),
                !(before == 0x2D && (isUnitSign(at: start) || isClockRangeHyphen(start - 1) || (isDigit(start) && endsMarkAfterDigits(at: start - 2))))
            {
                return false
            }
        }
        if end < count {
            let after = scalars[end]
            if isDigit(end) { return false }
            // "12x de": a multiplier mark of letters is read with the number.
            if (!joinsWords && !markers.wordsFollowData) || has(Flag.asciiLetter, end), isLetter(end), multiplierMark(after: end) == nil { return false }
            // - / _ ; a hyphen after a currency or percent sign is a range's dash ("5%-10%").
            if after == 0x2D || after == 0x2F || after == 0x5F, isWordCharacter(end + 1),
                !(after == 0x2D && (isUnitSign(at: end - 1) || isClockRangeHyphen(end) || (isDigit(end + 1) && endsMarkAfterDigits(at: end - 1))))
            {
                return false
            }
            if after == 0x2E || after == 0x2C || after == 0x3A, isDigit(end + 1) { return false }  // . , :
        }
        return true
    }
}
