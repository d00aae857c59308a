/// How a language says a range written with a dash where one word for the dash is not enough
/// (`written.rangeFrames`): a word before the first end ("с 14:00 до 16:00", "das catorze às
/// dezesseis", "dalle quattordici alle sedici"), a word between that may govern the second
/// end's case, a word after the second end (Korean "까지", Hindi "तक", Turkish "arası"), and
/// whether the clock's own leading word ("klockan", "השעה", "saat") is said at the ends.
/// Each end is said as it is after the word before it, through the profile's tables of
/// governing words (`dates.time.hourRuleSetAfter`, `unitCaseAfter`, `written.casesAfter`,
/// `countedCasesAfter`): "с" → "с четырнадцати часов".
public struct RangeFrame: Sendable, Hashable, Codable {
    /// The kinds of value at the ends this frame says ("time", "number"); any kind when absent.
    /// The first frame whose kinds hold the range's kind is used.
    public var kinds: [WrittenKind]?
    /// The word said before the first end ("с", "das", "dalle", "من").
    public var before: String?
    /// The word said between the ends ("до", "às", "alle", "부터").
    public var between: String
    /// The word said after the second end ("까지", "तक", "arası").
    public var after: String?
    /// Whether `between` and `after` are written against the word before them, without a
    /// space (Korean particles: "두 시부터", "네 시까지").
    public var attached: Bool?
    /// Whether a clock time at either end is said without the word the clock's patterns start
    /// with ("klockan fjorton till sexton" → "fjorton till sexton"): the range says it is a
    /// time of day once, by its words.
    public var withoutClockWord: Bool?
    /// Whether, where both ends are in the same half of a 12-hour day, the part of the day
    /// is said at the first end only (Hindi "दोपहर दो बजे से चार बजे तक").
    public var dayPeriodOnce: Bool?

    /// A frame of one word between the ends.
    public init(between: String) {
        self.between = between
    }
}

extension WrittenFormReader {
    /// The frame the profile gives a range of `kind`: its first frame for that kind, else
    /// one made of the language's word for the dash (`written.rangeWord`); nil when it has
    /// neither.
    func rangeFrame(for kind: WrittenKind) -> RangeFrame? {
        if let frame = (numbers.language.profile.written?.rangeFrames ?? []).first(where: { $0.kinds?.contains(kind) ?? true }) { return frame }
        return markers.rangeWord.map(RangeFrame.init(between:))
    }

    /// Whether the profile names a frame for some range (`written.rangeFrames`).
    var hasRangeFrames: Bool { !(numbers.language.profile.written?.rangeFrames ?? []).isEmpty }

    /// Whether the profile names a frame for a range of `kind` (`written.rangeFrames`).
    func hasRangeFrame(for kind: WrittenKind) -> Bool {
        (numbers.language.profile.written?.rangeFrames ?? []).contains { $0.kinds?.contains(kind) ?? true }
    }

    /// The kind a range of these two ends is said as: the second end's ("20–30 min" is a
    /// measure).
    static func framedKind(_ low: WrittenValue, _ high: WrittenValue) -> WrittenKind {
        high.kind
    }

    /// The first end of a time range written with its day period after the second end only
    /// ("2:00–4:00 PM"): the period is the first end's too, when it keeps the range in order
    /// ("11:00–1:00 PM" starts before noon). Other ends are returned as they are.
    static func sharingDayPeriod(_ low: WrittenValue, with high: WrittenValue) -> WrittenValue {
        guard case .time(let lowHour, let minute, let second, nil) = low, (1...12).contains(lowHour),
            case .time(let highHour, _, _, .twelveHour?) = high
        else { return low }
        let afternoon = highHour >= 12
        var hour = lowHour % 12 + (afternoon ? 12 : 0)
        if hour > highHour { hour -= 12 }
        guard hour >= 0 else { return low }
        return .time(hour: hour, minute: minute, second: second, clock: .twelveHour)
    }

    /// The range said in the language's frame: each end as it is said after the word before
    /// it (`wordBefore`, the text's own word before the range, for the first end where the
    /// frame says none), a number counting `gender` (the noun after the range counts both
    /// ends). Nil where the profile has no frame for the range's kind or an end cannot be said
    /// so.
    func speakFramedRange(_ low: WrittenValue, _ high: WrittenValue, wordBefore: String?, gender: String?) -> String? {
        let kind = Self.framedKind(low, high)
        guard let frame = rangeFrame(for: kind) else { return nil }
        let first = Self.sharingDayPeriod(low, with: high)
        var second = high
        if frame.dayPeriodOnce == true, case .time(let lowHour, _, _, .twelveHour?) = first,
            case .time(let highHour, let minute, let secondCount, .twelveHour?) = high, (lowHour >= 12) == (highHour >= 12)
        {
            second = .timeInDayPeriod(.time(hour: highHour, minute: minute, second: secondCount, clock: .twelveHour), dayPeriod: "")
        }
        guard let lowSpoken = speakRangeEnd(first, after: frame.before ?? wordBefore, gender: gender, frame: frame),
            let highSpoken = speakRangeEnd(second, after: frame.between, gender: gender, frame: frame)
        else { return nil }
        let language = numbers.language
        let attached = frame.attached == true
        var text = attached ? lowSpoken + frame.between : language.join(lowSpoken, frame.between)
        text = language.join(text, highSpoken)
        if let after = frame.after { text = attached ? text + after : language.join(text, after) }
        if let before = frame.before { text = language.join(before, text) }
        return SpokenText.clean(text)
    }

    /// One end of a range said after `word`: a clock time with the hour's rule set and the
    /// units' case the word governs, a whole number in the case it governs and the gender of
    /// the noun it counts, a measure or percentage in the case it governs, any other value
    /// as it is.
    private func speakRangeEnd(_ value: WrittenValue, after word: String?, gender: String?, frame: RangeFrame) -> String? {
        let governing = word?.lowercased()
        switch value {
        case .time, .timeInDayPeriod:
            let time = dates.time
            let hourRuleSet = governing.flatMap { time.hourRuleSetAfter?[$0] }
            let unitCase = governing.flatMap { time.unitCaseAfter?[$0] }
            guard let spoken = try? speak(value, ordinalRuleSet: nil, hourRuleSet: hourRuleSet, unitCase: unitCase) else { return nil }
            return frame.withoutClockWord == true ? withoutClockWord(spoken) : spoken
        case .number(let number) where number.isInteger && !number.isNegative:
            let grammaticalCase = governing.flatMap { markers.casesAfter[$0] ?? markers.countedCasesAfter[$0] }.flatMap { $0 == "nominative" ? nil : $0 }
            if let grammaticalCase { return try? numbers.counted(number, gender: gender, case: grammaticalCase) }
            if let gender { return try? numbers.speak(number, as: NumberReading(kind: .cardinal, gender: gender)) }
            return try? speak(value)
        case .measure, .percent:
            return try? speak(value, ordinalRuleSet: nil, governedCase: governing.flatMap { markers.casesAfter[$0] })
        default:
            return try? speak(value)
        }
    }

    /// The words the language's clock patterns start with ("klockan {hour}", "השעה {hour}",
    /// "saat {hour}"): one word each, before the first value.
    var clockWords: Set<String> {
        let time = dates.time
        let patterns = [time.clock24?.hour, time.clock24?.hourMinute, time.clock12?.hour, time.clock12?.hourMinute].compactMap { $0 }
        return Set(patterns.map { String($0.prefix { $0 != "{" }).trimmingWhitespace() }.filter { !$0.isEmpty && !$0.contains(" ") })
    }

    /// A spoken clock time without the clock's own first word ("klokken sytten femogfyrre" →
    /// "sytten femogfyrre"), where the text already says it is a time.
    func withoutClockWord(_ spoken: String) -> String {
        let separator = numbers.language.wordSeparator
        guard let word = clockWords.first(where: { spoken.hasPrefix($0 + separator) && spoken.count > $0.count + separator.count }) else { return spoken }
        return String(spoken.dropFirst(word.count + separator.count))
    }

    /// Whether `word` (lower case) is the clock's own first word or an abbreviation of it
    /// ("kl." for "klokken"), which the spoken time takes in rather than says twice.
    func isClockWord(_ word: String) -> Bool {
        let words = Set(clockWords.map { $0.lowercased() })
        return words.contains(word) || markers.abbreviations[word].map { words.contains($0.lowercased()) } == true
    }
}

extension TextSpeaker {
    /// Two data spans with a range's dash between them said in the language's range frame
    /// (`written.rangeFrames`, or its word for the dash): "14–16" → "с четырнадцати до
    /// шестнадцати", "3–5 εργάσιμες" → "τρεις έως πέντε εργάσιμες" (the noun after the range
    /// counts both ends). Nil where the ends are not both clock times or both numbers, or the
    /// language names no frame for them.
    func framedRange(_ first: Match, _ second: Match, scan: TextScan) -> Match? {
        guard first.end < second.start, second.start - first.end <= 3 else { return nil }
        let between = scan.string(first.end, second.start)
        guard WrittenFormReader.isRangeDash(between, between: first.kind, and: second.kind),
            (first.kind == .time && second.kind == .time) || (first.kind == .number && second.kind == .number),
            let low = reader.read(WrittenText(scan.string(first.start, first.end)), kinds: [first.kind]),
            let high = reader.read(WrittenText(scan.string(second.start, second.end)), kinds: [second.kind])
        else { return nil }
        // Only where the profile frames ranges or the ends need what the plain word cannot
        // give: a noun's gender for both numbers, a day period written once.
        let gender = first.kind == .number ? scan.countedNounGender(after: second.end) : nil
        let sharesPeriod = WrittenFormReader.sharingDayPeriod(low, with: high) != low
        guard reader.hasRangeFrames || gender != nil || sharesPeriod else { return nil }
        if case .number(let lowNumber) = low, case .number(let highNumber) = high,
            !((Double(lowNumber.description) ?? 0) < (Double(highNumber.description) ?? 0))
        {
            return nil
        }
        let wordBefore = scan.word(before: first.start)
        guard let spoken = reader.speakFramedRange(low, high, wordBefore: wordBefore, gender: gender) else { return nil }
        return (first.start, second.end, second.kind, spoken)
    }

    /// A clock time said after a word that already says it is one ("Ankomst 12.30", "kalkış
    /// 17.45", "בשעה 17:45": `written.clockWordsBefore`), without the clock's own first word
    /// ("klokken", "saat", "השעה"), which would say it again; the clock word itself and its
    /// abbreviation ("kl.") are taken into the span instead. Other readings are returned as
    /// they are.
    func withoutRepeatedClockWord(_ spoken: String, kind: WrittenKind, before start: Int, scan: TextScan) -> String {
        guard kind == .time else { return spoken }
        if reader.numbers.language.profile.written?.clockWordInText == false { return reader.withoutClockWord(spoken) }
        guard !reader.markers.clockWordsBefore.isEmpty, var word = scan.word(before: start) else { return spoken }
        if word.hasSuffix(":") { word.removeLast() }
        guard reader.markers.clockWordsBefore.contains(word) || reader.markers.clockWordsBefore.contains(word + ":"), !reader.isClockWord(word)
        else { return spoken }
        return reader.withoutClockWord(spoken)
    }
}

extension TextSpeaker {
    /// A time with a name of its own in the form the word right before it governs
    /// (`written.namedTimesAfter`: Polish "od 00:00" → "północy"); nil for any other value or
    /// word.
    func namedTimeAfter(_ value: WrittenValue, before start: Int, scan: TextScan) -> String? {
        guard let table = reader.numbers.language.profile.written?.namedTimesAfter, !table.isEmpty,
            case .time(let hour, let minute, let second, _) = value, (second ?? 0) == 0,
            let word = scan.word(before: start), let names = table[word]
        else { return nil }
        let key = (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
        return names[key]
    }
}
