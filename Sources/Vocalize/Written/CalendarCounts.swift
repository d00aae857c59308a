import Foundation

/// An era a year is counted in, as a language writes it before the year: a reign or
/// calendar era ("令和", "平成", "民國") or a word of the common era ("西暦", "紀元前").
/// Profile data (`written.calendarEras`), from CLDR's calendar data.
public struct CalendarEra: Sendable, Hashable, Codable {
    /// The era as written ("令和").
    public var text: String
    /// The era's first day in the proleptic Gregorian calendar, "YYYY-MM-DD" (CLDR's
    /// `calendarData` era start; "0001-01-01" for the common era).
    public var start: String
    /// Whether years count back from the start (before the common era: "紀元前721年" is the
    /// year 721 before year 1).
    public var countsBack: Bool?
    /// Whether its years are said the way the language says a year of the common era (its
    /// year reading: Chinese "公元前2345年" → "公元前二三四五年"); else as a count (cardinal:
    /// "令和4年" → "令和四年", "民國114年" → "民國一百一十四年").
    public var readAsYear: Bool?
    /// The words said for an era written short (Thai "พ.ศ." → "พุทธศักราช"); the era as
    /// written when absent.
    public var said: String?

    /// An era starting on a day.
    public init(text: String, start: String, countsBack: Bool? = nil, readAsYear: Bool? = nil, said: String? = nil) {
        self.text = text
        self.start = start
        self.countsBack = countsBack
        self.readAsYear = readAsYear
        self.said = said
    }

    /// The era's first year, counted as astronomers count (1 BC is 0, 543 BC is -542), or nil
    /// when `start` is no date "YYYY-MM-DD" (with "-" before a year before 1 BC).
    public var startYear: Int? {
        let negative = start.hasPrefix("-")
        let fields = start.dropFirst(negative ? 1 : 0).split(separator: "-")
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let unsigned = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
            (1...12).contains(month), (1...ISODateTime.daysIn(month: month, year: negative ? -unsigned : unsigned)).contains(day)
        else { return nil }
        return negative ? -unsigned : unsigned
    }

    /// The year of the common era (astronomical: 1 BC is 0) that the era's year `number` is.
    public func commonEraYear(_ number: Int) -> Int? {
        guard let startYear else { return nil }
        return countsBack == true ? startYear - number : startYear + number - 1
    }
}

/// A year, decade or century as written with its mark and, when written, the era it is
/// counted in: "令和4年", "平成元年", "西暦794年", "紀元前721年", "21世紀", "紀元前15世紀",
/// "1990年代", "70年代", "昭和30年代". Said as written: the era and the mark as the text writes
/// them, the number spoken ("元", the first year's word, as written).
public struct CalendarCount: Sendable, Hashable {
    /// What a count counts.
    public enum Unit: String, Sendable, Hashable, Codable {
        case year, decade, century
    }

    /// The era written before the number, if any.
    public var era: CalendarEra?
    /// The number as written: the year of the era (1 for "元年"), the decade's first year
    /// ("1990", "70", "20" in "平成20年代"), or the century.
    public var number: Int
    /// What the number counts.
    public var unit: Unit
    /// The mark after the number as written ("年", "年代", "世紀").
    public var mark: String
    /// The word the text writes for the era's first year ("元" in "平成元年"), said for it.
    public var firstYearWord: String?
    /// A word written after the count that makes it approximate ("頃" in "紀元前1500年頃"),
    /// said as written.
    public var approximation: String?
    /// Whether a space is written between the era and the number ("พ.ศ. 2568"): kept where the
    /// language writes its words together.
    public var spaceAfterEra: Bool

    /// A count as written.
    public init(
        era: CalendarEra?, number: Int, unit: Unit, mark: String, firstYearWord: String? = nil, approximation: String? = nil,
        spaceAfterEra: Bool = false
    ) {
        self.era = era
        self.spaceAfterEra = spaceAfterEra
        self.number = number
        self.unit = unit
        self.mark = mark
        self.firstYearWord = firstYearWord
        self.approximation = approximation
    }

    /// The year of the common era (astronomical: 1 BC is 0) a year count names; nil for a
    /// decade or century, or a year with no era written.
    public var commonEraYear: Int? {
        guard unit == .year, let era else { return nil }
        return era.commonEraYear(number)
    }
}

extension WrittenFormReader {
    /// The profile's eras, marks and first-year words, longest first.
    var calendarCountWords: CalendarCountWords {
        CalendarCountWords.resolve(dates)
    }

    /// A year, decade or century with its mark, or a date whose year is counted in an era
    /// ("令和4年9月25日(日)"): nil for any other text. A year needs its era written, a word
    /// that makes it approximate ("1500年頃") or at most two digits ("44年"; a longer year with
    /// its mark alone is a date the locale's patterns read); a decade's number ends in 0.
    /// A date's month and day are read by the locale's own patterns, in the era's year: a day
    /// the year lacks (29 February) or a weekday that is not the date's leaves the text unread.
    func readCalendarCount(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        guard kinds.contains(.year) || kinds.contains(.date), form.hasDigits || !calendarCountWords.firstYearWords.isEmpty else { return nil }
        let words = calendarCountWords
        guard !words.marks.isEmpty else { return nil }
        var rest = Substring(form.normalized)
        var era: CalendarEra?
        var spaceAfterEra = false
        if let found = words.eras.first(where: { rest.hasPrefix($0.text) }) {
            era = found
            rest = rest.dropFirst(found.text.count)
            spaceAfterEra = rest.first == " "
            while rest.first == " " { rest = rest.dropFirst() }
        }
        // The number, or the first year's word after an era.
        var number: Int
        var firstYearWord: String?
        let digits = rest.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty {
            guard digits.count <= 7, digits.first != "0", let value = Int(digits) else { return nil }
            number = value
            rest = rest.dropFirst(digits.count)
        } else if era != nil, let word = words.firstYearWords.first(where: { rest.hasPrefix($0) }) {
            number = 1
            firstYearWord = word
            rest = rest.dropFirst(word.count)
        } else {
            return nil
        }
        // A mark written after a space ("พ.ศ. 2568" has none: the profile's empty mark).
        let marked = rest.drop(while: { $0 == " " })
        guard let mark = words.marks.first(where: { marked.hasPrefix($0.text) && !$0.text.isEmpty })
            ?? words.marks.first(where: { $0.text.isEmpty && era != nil && rest.isEmpty })
        else { return nil }
        rest = mark.text.isEmpty ? rest : marked.dropFirst(mark.text.count)
        var approximation: String?
        if let word = words.approximations.first(where: { rest == $0 }) {
            approximation = word
            rest = rest.dropFirst(word.count)
        }
        switch mark.unit {
        case .year:
            // A year of one or two digits with its mark alone is the number written ("44年",
            // "4년"): the locale's patterns would widen it to 2044.
            guard era != nil || approximation != nil || digits.count < 3 else { return nil }
        case .decade:
            guard firstYearWord == nil, number % 10 == 0 else { return nil }
        case .century:
            guard firstYearWord == nil else { return nil }
        }
        let count = CalendarCount(era: era, number: number, unit: mark.unit, mark: mark.text, firstYearWord: firstYearWord, approximation: approximation,
            spaceAfterEra: spaceAfterEra)
        if rest.isEmpty {
            guard kinds.contains(.year) else { return nil }
            return .calendarCount(count)
        }
        // A date in the era's year: its month and day follow the year's mark.
        guard mark.unit == .year, kinds.contains(.date), let year = count.commonEraYear,
            case .date(let partial)? = read(WrittenText(String(rest)), kinds: [.date])
        else { return nil }
        return eraDate(count, year: year, partial: partial).map { .eraDate(count, $0) }
    }

    /// The month and day a date without its year names, placed in `year` and checked: nil when
    /// the year lacks the day, or the weekday written is not the day's.
    private func eraDate(_ count: CalendarCount, year: Int, partial: WrittenDate) -> WrittenDate? {
        let dayLength = 86_400_000.0
        let written = CivilDay(daysSinceEpoch: Int((partial.instant / dayLength).rounded(.down)))
        switch partial.parts {
        case .month:
            return partial
        case .dayMonth:
            guard written.day <= ISODateTime.daysIn(month: written.month, year: year) else { return nil }
            return partial
        case .weekdayDayMonth:
            // ICU's patterns read the weekday written; the day must fall on it in the era's year.
            guard written.day <= ISODateTime.daysIn(month: written.month, year: year) else { return nil }
            let days = ISODateTime.daysSinceEpoch(year: year, month: written.month, day: written.day)
            guard CivilDay.weekday(daysSinceEpoch: days) == CivilDay.weekday(daysSinceEpoch: written.daysSinceEpoch),
                // Before 1583 ICU's calendar is Julian: its weekday names would not be this day's.
                year >= 1583
            else { return nil }
            return WrittenDate(parts: .weekdayDayMonth, instant: Double(days) * dayLength + 43_200_000)
        default:
            return nil
        }
    }

    /// A count said as written: the era, the number spoken (the first year's word as written)
    /// and the mark. A year of an era read as years are (`CalendarEra.readAsYear`), and a decade
    /// written with its full year ("1990年代"), take the language's year reading; a century,
    /// a year of a reign and a decade of two digits ("70年代") are counted (the cardinal).
    func speakCalendarCount(_ count: CalendarCount) throws(VocalizeError) -> String {
        let asYear: Bool
        switch count.unit {
        case .year: asYear = count.era.map { $0.readAsYear == true } ?? true
        case .decade: asYear = count.era.map { $0.readAsYear == true } ?? (count.number >= 1000)
        case .century: asYear = false
        }
        let number: String
        if let word = count.firstYearWord {
            number = word
        } else if count.unit == .year, count.era == nil, count.number < 100, markers.shortYearsDigitByDigit {
            // "50年" → "五零年": a year written short, read digit by digit as the language reads years.
            number = try digitByDigit(String(count.number))
        } else if asYear {
            number = try dates.year(count.number)
        } else {
            number = try numbers.speak(DecimalNumber(count.number))
        }
        let counted = number + count.mark + (count.approximation ?? "")
        guard let era = count.era else { return counted }
        let said = era.said ?? era.text
        return count.spaceAfterEra ? said + " " + counted : numbers.language.join(said, counted)
    }
}

/// A day of the proleptic Gregorian calendar.
struct CivilDay: Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int
    var daysSinceEpoch: Int

    /// The day `days` after 1970-01-01.
    init(daysSinceEpoch days: Int) {
        daysSinceEpoch = days
        // Counted from 0000-03-01 in eras of 400 years, so the leap day ends a counted year.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
    static func weekday(daysSinceEpoch days: Int) -> Int {
        ((days % 7) + 7 + 4) % 7
    }
}

/// A language's eras, year marks and first-year words (`written.calendarEras`,
/// `written.calendarCountMarks`, `written.firstYearWords`), resolved once, longest first.
struct CalendarCountWords: Sendable {
    let eras: [CalendarEra]
    let marks: [(text: String, unit: CalendarCount.Unit)]
    let firstYearWords: [String]
    let approximations: [String]

    private static let cache = ProfileDerivedCache<CalendarCountWords>()

    static func resolve(_ dates: DateLanguage) -> CalendarCountWords {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            CalendarCountWords(dates.language.profile.written ?? WrittenProfile())
        }) ?? CalendarCountWords(WrittenProfile())
    }

    init(_ written: WrittenProfile) {
        eras = (written.calendarEras ?? []).filter { $0.startYear != nil }.sorted { $0.text.count > $1.text.count }
        marks = (written.calendarCountMarks ?? [:]).map { (text: $0.key, unit: $0.value) }
            .sorted { $0.text.count != $1.text.count ? $0.text.count > $1.text.count : $0.text < $1.text }
        firstYearWords = (written.firstYearWords ?? []).sorted { $0.count > $1.count }
        approximations = written.calendarCountApproximations ?? []
    }
}
