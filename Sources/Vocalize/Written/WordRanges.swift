import Foundation

/// The words a language writes around the two ends of a range instead of a dash
/// (`written.rangeWords`): Japanese "10時から18時", "9月5日から9月10日まで"; Korean "10시부터
/// 18시까지"; Chinese "从10点到18点". Said as written.
public struct RangeWords: Sendable, Hashable, Codable {
    /// Words written before the first end ("从").
    public var before: [String]?
    /// Words written between the ends ("から", "부터", "到").
    public var between: [String]?
    /// Words written after the second end ("まで", "까지").
    public var after: [String]?

    /// No words.
    public init() {}
}

extension WrittenFormReader {
    /// The kinds the ends of a range in words may be: those of a range with a dash, and years
    /// ("20世紀から21世紀"); a year and a date with its year alone ("16世紀から1945年") are
    /// ends of one range.
    private static let wordRangedKinds: Set<WrittenKind> = [.number, .time, .money, .percent, .measure, .date, .duration, .year]

    /// Two values with the profile's range words written around them, each end a value of one
    /// of `kinds`, of one kind (a date and a year count as one): nil for any other text. A text
    /// with the word between written twice is no one range; the text must hold a digit.
    func readWordRange(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        guard let words = ResolvedRangeWords.resolve(dates), !words.between.isEmpty, form.hasDigits else { return nil }
        var text = Substring(form.normalized)
        var opening: String?
        if let word = words.before.first(where: { text.hasPrefix($0) }) {
            opening = word
            text = text.dropFirst(word.count)
        }
        var closing: String?
        if let word = words.after.first(where: { text.hasSuffix($0) && text.count > $0.count }) {
            closing = word
            text = text.dropLast(word.count)
        }
        for between in words.between {
            guard let found = text.range(of: between), text.range(of: between, range: found.upperBound..<text.endIndex) == nil else { continue }
            let first = WrittenText(String(text[..<found.lowerBound]))
            let second = WrittenText(String(text[found.upperBound...]))
            // An end may be written without digits ("令和元年"), never both.
            guard !first.text.isEmpty, !second.text.isEmpty, let low = read(first, kinds: kinds), let high = read(second, kinds: kinds),
                Self.wordRangedKinds.contains(low.kind), Self.wordRangedKinds.contains(high.kind),
                Self.rangeKind(low.kind) == Self.rangeKind(high.kind)
            else { continue }
            guard Self.weekdayAgrees(low, high) else { continue }
            return .rangeInWords(low, high, opening: opening, between: between, closing: closing)
        }
        return nil
    }

    /// Whether the second end of a date range, written with a weekday and no year ("〜2月8日
    /// (木)"), falls on that weekday in the first end's year (or the next, when its month and
    /// day come earlier: "12月30日(土)〜1月2日(火)"): a weekday that is not the day's is never
    /// said. True for any other pair of ends.
    static func weekdayAgrees(_ low: WrittenValue, _ high: WrittenValue) -> Bool {
        if case .date(let end) = high, end.parts == .weekdayDay { return dayAgrees(low, end) }
        guard case .date(let end) = high, end.parts == .weekdayDayMonth else { return true }
        let dayLength = 86_400_000.0
        let start: WrittenDate
        switch low {
        case .date(let date) where [.dayMonthYear, .dayMonthEraYear, .weekdayDayMonthYear].contains(date.parts): start = date
        case .eraDate(let count, let date) where count.commonEraYear != nil && date.parts != .month: start = date
        default: return true
        }
        let from = CivilDay(daysSinceEpoch: Int((start.instant / dayLength).rounded(.down)))
        // An era date's day without a weekday keeps ICU's default year: its year is the era's.
        var year = from.year
        if case .eraDate(let count, let date) = low, date.parts != .weekdayDayMonth, let counted = count.commonEraYear { year = counted }
        let written = CivilDay(daysSinceEpoch: Int((end.instant / dayLength).rounded(.down)))
        if (written.month, written.day) < (from.month, from.day) { year += 1 }
        guard year >= 1583, written.day <= ISODateTime.daysIn(month: written.month, year: year) else { return false }
        let days = ISODateTime.daysSinceEpoch(year: year, month: written.month, day: written.day)
        return CivilDay.weekday(daysSinceEpoch: days) == CivilDay.weekday(daysSinceEpoch: written.daysSinceEpoch)
    }

    /// Whether a day written with its weekday and no month ("20日(火)"), the second end of a
    /// range, falls on that weekday in the first end's month (or the next, when the day comes
    /// before the first end's: "30日(土)〜2日(火)"). The first end must name its month and a
    /// year or a weekday that fixes it; otherwise the day is not read.
    private static func dayAgrees(_ low: WrittenValue, _ end: WrittenDate) -> Bool {
        let dayLength = 86_400_000.0
        let start: WrittenDate
        // A day and month without a weekday keep ICU's default year: an era date's is the era's.
        var year: Int?
        switch low {
        case .date(let date) where [.dayMonthYear, .dayMonthEraYear, .weekdayDayMonthYear, .weekdayDayMonth].contains(date.parts): start = date
        case .eraDate(_, let date) where date.parts == .weekdayDayMonth: start = date
        case .eraDate(let count, let date) where date.parts == .dayMonth:
            guard let counted = count.commonEraYear else { return false }
            start = date
            year = counted
        default: return false
        }
        let from = CivilDay(daysSinceEpoch: Int((start.instant / dayLength).rounded(.down)))
        var endYear = year ?? from.year
        var month = from.month
        let written = CivilDay(daysSinceEpoch: Int((end.instant / dayLength).rounded(.down)))
        if written.day <= from.day {
            month += 1
            if month > 12 { (month, endYear) = (1, endYear + 1) }
        }
        guard endYear >= 1583, written.day <= ISODateTime.daysIn(month: month, year: endYear) else { return false }
        let days = ISODateTime.daysSinceEpoch(year: endYear, month: month, day: written.day)
        return CivilDay.weekday(daysSinceEpoch: days) == CivilDay.weekday(daysSinceEpoch: written.daysSinceEpoch)
    }

    /// The first end of "3〜4月", "25〜27日", "2020〜2030年": a bare number before a date of one
    /// part written with its mark (a month, a day, a year) is that part, its mark written once
    /// after the second end. A year is said as the language says years (Chinese digit by
    /// digit); a month or day as the number it is. Nil when `low` is no such number, or not
    /// below the second end within the part's range.
    static func endSharingMark(_ low: WrittenValue, with high: WrittenValue) -> WrittenValue? {
        guard case .number(let number) = low, number.isInteger, !number.isNegative, let value = Int(number.integerDigits),
            case .date(let date) = high
        else { return nil }
        let end = CivilDay(daysSinceEpoch: Int((date.instant / 86_400_000).rounded(.down)))
        switch date.parts {
        case .year: return (1..<end.year).contains(value) ? .year(value) : nil
        case .month: return (1..<end.month).contains(value) ? low : nil
        case .day: return (1..<end.day).contains(value) ? low : nil
        default: return nil
        }
    }

    /// A year and a date stand for the same kind at the ends of a range.
    private static func rangeKind(_ kind: WrittenKind) -> WrittenKind {
        kind == .year ? .date : kind
    }

    /// A range said with its words as written, each end spoken, spaced as the language spaces
    /// words (Korean "열 시부터" keeps its particle on the word before: the words are written
    /// against the ends).
    func speakRangeInWords(_ low: WrittenValue, _ high: WrittenValue, opening: String?, between: String, closing: String?) throws(VocalizeError) -> String {
        let lowSpoken = try speak(low)
        let highSpoken = try speak(high)
        let separator = numbers.language.wordSeparator
        var text = opening.map { $0 + separator } ?? ""
        text += lowSpoken + between + separator + highSpoken
        if let closing { text += closing }
        return SpokenText.clean(text)
    }
}

/// Range words resolved once, longest first.
struct ResolvedRangeWords: Sendable {
    let before: [String]
    let between: [String]
    let after: [String]

    private static let cache = ProfileDerivedCache<ResolvedRangeWords?>()

    /// The words of `dates`' language, or nil when it names none.
    static func resolve(_ dates: DateLanguage) -> ResolvedRangeWords? {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            ResolvedRangeWords(dates.language.profile.written?.rangeWords)
        }) ?? nil
    }

    init?(_ words: RangeWords?) {
        guard let words else { return nil }
        func longestFirst(_ list: [String]?) -> [String] { (list ?? []).sorted { $0.count > $1.count } }
        before = longestFirst(words.before)
        between = longestFirst(words.between)
        after = longestFirst(words.after)
    }
}
