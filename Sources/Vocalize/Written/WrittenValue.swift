/// What a piece of written data is.
public enum WrittenKind: String, Sendable, Hashable, Codable, CaseIterable {
    case number, year, ordinal, percent, money, measure, date, time, phone, duration
}

/// A value read from its written form ("12,50 €", "1er", "15.01.2020"), ready to be spoken.
public enum WrittenValue: Sendable, Hashable {
    /// A quantity: "54 038 921,7".
    case number(DecimalNumber)
    /// Digits said one by one, in ASCII: a number written with a leading zero ("004", "0001"),
    /// which counts nothing (a code, a gate, a line), or a code after a word that says it is one.
    case digits(String)
    /// A year written alone in running text ("in 2015").
    case year(Int)
    /// A decade written as its first year with a mark ("1980s"): the year.
    case decade(Int)
    /// A year written after the language's word that makes it one (`written.yearWordsBefore`:
    /// Vietnamese "năm 1975"), said with the word as written.
    case wordedYear(Int, word: String)
    /// A year with the mark after it that says it is one ("2025 г."), in the form it is said.
    case markedYear(Int, mark: YearMark)
    /// A rank with the gender its marker carries: "1re" → (1, "feminine").
    case ordinal(DecimalNumber, gender: String?)
    /// "50 %".
    case percent(DecimalNumber)
    /// A percentage written with the language's word for per cent before the number (Thai
    /// "ร้อยละ 50", `written.percentWordsBefore`), said with the word as written.
    case wordedPercent(DecimalNumber, word: String)
    /// An amount of money and its ISO 4217 code: "12,50 €" → (12.50, "EUR").
    case money(DecimalNumber, currency: String)
    /// A number or amount written with a word for a power of ten after its digits ("2,5
    /// millones", "$2.5 million", "250万円"): the number as written, the power, and the
    /// currency's ISO 4217 code for an amount. Its value is `mantissa × 10^exponent`.
    case scaled(DecimalNumber, exponent: Int, currency: String?)
    /// An amount of an ICU unit: "12 kg" → (12, "kilogram").
    case measure(DecimalNumber, unit: String)
    /// A fraction written with a slash or as one character, with the ICU unit it measures:
    /// "1 1/2 mph" → (1 1/2, "mile-per-hour"), "½" → (1/2, nil).
    case fraction(WrittenFraction, unit: String?)
    /// A measure written with a word for a power of ten between its number and its unit
    /// ("100 million kg", "3,2 млн л"): the number as written, the power and the ICU unit. Its
    /// amount is `mantissa × 10^exponent`.
    case scaledMeasure(DecimalNumber, exponent: Int, unit: String)
    /// A calendar date (at UTC noon of its day, or ICU's defaults for parts not written).
    case date(WrittenDate)
    /// A clock time; `clock` is the 12-hour clock when a day period was written.
    case time(hour: Int, minute: Int, second: Int?, clock: ClockStyle?)
    /// A phone number as written.
    case phone(String)
    /// A phone number with its extension after a mark ("… 123-5678 ext. 12"): the number, the
    /// word said for the mark (`written.phoneExtensionMarks`) and the extension's digits.
    indirect case phoneExtension(WrittenValue, word: String, digits: String)
    /// A length of time written like a clock ("3:45" for a track, "28:40" for a run, "1:02:03"),
    /// in seconds: read so only where the words before it or its shape say it is no time of
    /// day (see `TextSpeaker`).
    case duration(seconds: Int)
    /// Amounts of units written one after another ("2 h 30 min", "2 godz. 15 min"): a length
    /// of time in parts, said part by part as written (no list word the text does not write);
    /// `spaced` when a space stands between the parts (Thai "1 ชม. 30 นาที", not "2時間30分").
    case measures([WrittenMeasure], spaced: Bool)
    /// A value with a suffix written joined to it ("2025-ig", "17:45-kor", "2025'te"), said
    /// joined to the value's last spoken word (`WrittenProfile.joinedSuffixes`); `written` is
    /// the mark and suffix as written ("'ta"), kept where the value ends with the word the text
    /// writes ("15 Ocak'ta": the month is said as written, so its suffix stays as written).
    indirect case suffixed(WrittenValue, suffix: String, written: String, lastWord: String?)
    /// A number, amount or measure per a unit, written with a slash ("9,99 €/Monat", "$20/mo",
    /// "56,3 /km²"): the value and the ICU unit it is per ("month", "square-kilometer").
    indirect case rate(WrittenValue, per: String)
    /// Two values with a range's dash between them ("14:00-16:00", "20–30 min", "$50–$100"),
    /// said with the language's word for the dash (`written.rangeWord`).
    indirect case range(WrittenValue, WrittenValue)
    /// A clock time with the time zone written after it ("14:30 UTC", "8:00 PM EST", "20:00
    /// GMT+1"): the time, the zone's abbreviation in capitals, the offset in minutes.
    indirect case zoned(WrittenValue, zone: String, offsetMinutes: Int?)
    /// A clock time with the part of the day written with it ("朝7時", "저녁 8시 45분", "3:30 da
    /// tarde"): the time (on the 12-hour clock, its hour in that part of the day) and the word as
    /// written, said where the language says the day period.
    indirect case timeInDayPeriod(WrittenValue, dayPeriod: String)
    /// A year, decade or century with its mark, and the era it is counted in where written
    /// ("令和4年", "平成元年", "紀元前15世紀", "1990年代"), said as written (`CalendarCount`).
    case calendarCount(CalendarCount)
    /// A date whose year is counted in an era ("令和4年9月25日(日)", "平成元年1月2日"): the year
    /// as written, and the month and day (and weekday) in the era's year.
    case eraDate(CalendarCount, WrittenDate)
    /// A time of day written with marks and words its clock patterns lack ("9時半", "25時",
    /// "2時頃", "深夜1時"), said as written with its numbers spoken (`ClockPhrase`).
    case clockPhrase(ClockPhrase)
    /// Two values with the words of a range written around them ("10時から18時", "9月5日から
    /// 9月10日まで"): said with the words as written (`written.rangeWords`).
    indirect case rangeInWords(WrittenValue, WrittenValue, opening: String?, between: String, closing: String?)
    /// The sides of a size written with "x" or "×" between them ("200x10", "५x५"), said with
    /// the language's word for the sign (`written.dimensionWord`).
    case dimensions([DecimalNumber])

    /// A calendar date (with a year alone, "300年", too).
    var isDate: Bool {
        switch self {
        case .date, .eraDate: true
        default: false
        }
    }

    /// A whole number, of digits said one by one or as a quantity ("0800", "112").
    var isWholeNumber: Bool {
        switch self {
        case .number(let number): number.isInteger
        case .digits: true
        default: false
        }
    }

    /// What the value is.
    public var kind: WrittenKind {
        switch self {
        case .number, .digits: .number
        case .year, .wordedYear, .markedYear, .decade, .calendarCount: .year
        case .ordinal: .ordinal
        case .percent, .wordedPercent: .percent
        case .money: .money
        case .scaled(_, _, let currency): currency == nil ? .number : .money
        case .fraction(_, let unit): unit == nil ? .number : .measure
        case .measure, .dimensions, .scaledMeasure: .measure
        // "2025年", "2025년": a year with the mark a date writes after it is a year.
        case .date(let date): date.parts == .year ? .year : .date
        case .eraDate: .date
        case .time, .clockPhrase: .time
        case .phone, .phoneExtension: .phone
        case .duration, .measures: .duration
        case .rate(let value, _), .suffixed(let value, _, _, _): value.kind
        // "紀元前3000年〜300年": a range whose second end is a date is one of dates.
        case .range(_, let high), .rangeInWords(_, let high, _, _, _): high.isDate ? .date : high.kind
        case .zoned(let time, _, _), .timeInDayPeriod(let time, _): time.kind
        }
    }

    /// Whether the value may stand where a value of `kind` is wanted: its own kind, and for a
    /// rate also a measure, whatever it counts ("9,99 €/Monat" is an amount of money, and a
    /// quantity per a unit as "200 km/h" is).
    public func fits(_ kind: WrittenKind) -> Bool {
        if self.kind == kind { return true }
        if case .rate = self { return kind == .measure }
        return false
    }
}

/// A date as written: which parts the text had, and the day it names.
public struct WrittenDate: Sendable, Hashable {
    /// The parts a written date has.
    public enum Parts: String, Sendable, Hashable, Codable {
        /// Day, month and year ("15.01.2020").
        case dayMonthYear
        /// Day, month and year with the year's era written ("15 มกราคม พ.ศ. 2563"): the era is
        /// said with the year.
        case dayMonthEraYear
        /// Weekday, day, month and year ("Wednesday, January 15, 2020").
        case weekdayDayMonthYear
        /// Day and month, no year ("1er avril").
        case dayMonth
        /// Weekday, day and month, no year ("Mon, Mar 3", "Sa., 3. Mai"): the instant is in a
        /// year where that day falls on the written weekday.
        case weekdayDayMonth
        /// Month and year, no day ("July 2013").
        case monthYear
        /// A year with the mark of a date ("2024年", "2024년"); a year written as a bare
        /// number is a `WrittenValue.year` or a number.
        case year
        /// A month alone ("3月", "3월").
        case month
        /// A day of the month alone ("15日", "15일").
        case day
        /// A day of the month and its weekday, no month ("20日(火)", "10일(목)"), as the second
        /// end of a range whose first end names the month: the instant is in a month and year
        /// where that day falls on the written weekday.
        case weekdayDay

        /// How many of the parts are numbers in every locale's patterns (the day and the year;
        /// a month may be a name, and a month alone is left out).
        var numbersWritten: Int {
            switch self {
            case .dayMonthYear, .dayMonthEraYear, .weekdayDayMonthYear: return 2
            case .dayMonth, .weekdayDayMonth, .monthYear, .year, .day, .weekdayDay: return 1
            case .month: return 0
            }
        }
    }

    /// Which parts were written; the others are not spoken.
    public var parts: Parts
    /// Milliseconds since 1970-01-01 UTC of the day (parts not written take ICU's defaults).
    public var instant: Double
    /// The calendar (CLDR name: "gregorian") the date was written in and is said in, where it
    /// is not the locale's own (`written.dateCalendars`: "۱۵ ژانویهٔ ۲۰۲۰" on a Persian screen,
    /// whose own calendar is the Solar Hijri); nil for the locale's own.
    public internal(set) var calendar: String?
    /// The profile's pattern the date was written in (`written.datePatterns`), said in the same
    /// pattern; nil for a date read with the locale's own patterns.
    var pattern: String?

    /// A date of some parts at an instant.
    public init(parts: Parts, instant: Double) {
        self.parts = parts
        self.instant = instant
    }
}

/// An amount of an ICU unit, one part of `WrittenValue.measures`.
public struct WrittenMeasure: Sendable, Hashable {
    /// The amount as written.
    public var amount: DecimalNumber
    /// The ICU unit ("hour", "minute").
    public var unit: String

    /// An amount of a unit.
    public init(amount: DecimalNumber, unit: String) {
        self.amount = amount
        self.unit = unit
    }
}
