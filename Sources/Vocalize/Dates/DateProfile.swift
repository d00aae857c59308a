/// How a language speaks dates, clock times and relative dates: the `dates` section of a
/// locale profile. Everything is optional; ICU's patterns, names and the defaults described on
/// each key speak any language ICU knows, and a profile says only what those get wrong.
///
/// ```json
/// "dates": {
///   "day": { "ruleSet": "%spellout-cardinal-masculine", "overrides": { "1": "%spellout-ordinal-masculine" } },
///   "literals": { "г.": "года" },
///   "time": { "clock24": { "hour": "{hourUnit}", "hourMinute": "{hourUnit} {minute}" } }
/// }
/// ```
public struct DateProfile: Sendable, Hashable, Codable {
    /// How the day of the month is read.
    public var day: DayReading?
    /// What is said for a month instead of ICU's name or number, by month number 1–12: the
    /// whole name where a `MMMM` field speaks it (Vietnamese "4": "tháng tư"), the number where
    /// a counted numeric month does (Korean "6": "유" for 유월).
    public var monthOverrides: [String: String]?
    /// Month names said when the day is read with a rule set a word before the date governs,
    /// by that rule set, January to December: the month agrees with the day's case (Slovene
    /// genitive "%spellout-ordinal-masculine-genitive": "tretjega marca", where a date alone
    /// says "tretji marec").
    public var monthsWithDayRuleSet: [String: [String]]?
    /// The rule set for the year in a date. Absent: the numbers section's year rule set.
    public var yearRuleSet: String?
    /// A word said before the year of a date where the pattern writes none before it
    /// (Vietnamese "năm": "ngày một tháng tư năm hai nghìn…", while "ngày một tháng tư" alone
    /// has no year and no "năm"); not repeated where the pattern has it ("MMMM 'năm' y").
    public var yearWord: String?
    /// Literal text of ICU's date patterns mapped to what is spoken instead, matched on the
    /// literal with its surrounding spaces trimmed ("г." → "года"; "." → "" drops it).
    /// Literals not listed keep their words and commas, and lose the characters in
    /// `droppedPunctuation`.
    public var literals: [String: String]?
    /// Characters dropped from literals because they only mark how digits are written
    /// ("/", ".", "-" between numeric fields). Absent: "./-".
    public var droppedPunctuation: String?
    /// ICU skeletons replacing the default pattern of a style ("full": "yMMMMEEEEd"), for
    /// languages whose ICU pattern for that style does not read well aloud. Defaults: short and
    /// medium "yMMMMd", long and full ICU's own long and full patterns.
    public var skeletons: [String: String]?
    /// How the parts of a length of time are joined: "units", CLDR's unit list (the default:
    /// "five hours, thirty minutes"), or "and", the standard list with the language's word for
    /// "and" where speakers join the last part with it ("fünf Stunden und dreißig Minuten"), or
    /// "narrowUnits", CLDR's narrow unit list, where speakers put the parts side by side as a
    /// length written "3:45" shows them ("tři minuty čtyřicet pět sekund"), or "spaced", the
    /// parts side by side where CLDR's narrow list still has a conjunction ("trzy minuty
    /// czterdzieści pięć sekund").
    public var durationList: String?
    /// How clock times are read.
    public var time: TimeReading?
    /// How relative dates are read.
    public var relative: RelativeReading?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// How the day of the month is read.
public struct DayReading: Sendable, Hashable, Codable {
    /// The rule set for the day. Absent: the ordinal rule set when ICU's pattern writes the day
    /// with an ordinal dot ("d." in German, Danish, Czech…), else the cardinal rule set.
    public var ruleSet: String?
    /// Days read differently, by day number: a rule set ("1": "%spellout-ordinal-masculine"
    /// gives French "premier") or, without a leading "%", the words themselves.
    public var overrides: [String: String]?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// How a language reads a clock time ("05:30").
///
/// Patterns hold placeholders: `{hour}`, `{minute}`, `{second}` (the number alone, spelled
/// with the hour, minute or second rule set), `{hourUnit}`, `{minuteUnit}`, `{secondUnit}`
/// (the number with ICU's unit name, agreeing in gender and plural: "une heure",
/// "двадцать одна минута") and `{dayPeriod}` (AM/PM or "in the morning", see `dayPeriods`).
public struct TimeReading: Sendable, Hashable, Codable {
    /// How AM and PM are said on a 12-hour clock.
    public enum DayPeriods: String, Sendable, Hashable, Codable {
        /// ICU's AM/PM markers ("AM", "午前").
        case ampm
        /// ICU's flexible day periods, wide ("in the morning", "du matin", "nachmittags").
        case flexible
    }

    /// The clock times are read on unless a caller says which. Absent: ICU's habit for the
    /// locale (its pattern for the `j` skeleton).
    public var habitualClock: ClockStyle?
    /// The rule set for `{hour}`. Absent: the cardinal rule set.
    public var hourRuleSet: String?
    /// The rule set `{hour}` takes after a word that governs its case, by that word in lower
    /// case: Polish "o" → the feminine locative ordinal ("o siedemnastej"), Russian "с" → the
    /// genitive cardinal ("с девяти"). Text only: the word must stand right before the time.
    public var hourRuleSetAfter: [String: String]?
    /// The case `{hourUnit}`, `{minuteUnit}` and `{secondUnit}` take after a word that governs
    /// it, by that word in lower case (Russian "с" → "genitive": "с девяти часов"), as the
    /// profile's counting rule sets and ICU's unit names for the case say it.
    public var unitCaseAfter: [String: String]?
    /// The rule set for `{minute}`. Absent: the cardinal rule set.
    public var minuteRuleSet: String?
    /// The rule set for `{second}`. Absent: the cardinal rule set.
    public var secondRuleSet: String?
    /// Hours read differently, by hour number as shown on the clock: a rule set or, without a
    /// leading "%", the words themselves (Japanese "0": "零" for 零時).
    public var hourOverrides: [String: String]?
    /// Absent: flexible day periods.
    public var dayPeriods: DayPeriods?
    /// Patterns used when a word before the time governs its hour (`hourRuleSetAfter`), where
    /// the clock's own put the hour in a unit phrase the governed ordinal replaces (Slovak
    /// "o 17:45" → "o sedemnástej štyridsaťpäť", not "sedemnásť hodín"). Absent: the clock's own.
    public var governedPatterns: ClockPatterns?
    /// Patterns for the 12-hour clock.
    public var clock12: ClockPatterns?
    /// Patterns for the 24-hour clock.
    public var clock24: ClockPatterns?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// The patterns of one clock (see `TimeReading` for the placeholders).
public struct ClockPatterns: Sendable, Hashable, Codable {
    /// A full hour ("five AM"). Absent: "{hourUnit}", plus " {dayPeriod}" on a 12-hour clock.
    public var hour: String?
    /// Hours and minutes ("five thirty AM"). Absent: "{hourUnit} {minuteUnit}" (+ day period).
    public var hourMinute: String?
    /// Hours, minutes and seconds. Absent: `hourMinute` followed by " {secondUnit}".
    public var hourMinuteSecond: String?
    /// A full hour with seconds ("05:00:30"). Absent: `hour` followed by " {secondUnit}".
    public var hourSecond: String?
    /// A word read before minutes 1–9 in `{minute}` (English "oh": "five oh five").
    public var leadingZeroWord: String?
    /// A word read before hours 1–9 in `{hour}` (English 24-hour "oh": "oh five hundred").
    public var hourLeadingZeroWord: String?
    /// Times with a name of their own, by 24-hour "HH:MM" ("12:00": "noon").
    public var named: [String: String]?
    /// What `{hour}` says on this clock, by the 24-hour hour "0"–"23", where the words depend
    /// on the time of day rather than on the number shown (Thai "13": "บ่ายโมง", "19":
    /// "หนึ่งทุ่ม"; Spanish "1": "la una", "13": "la una"). Wins over `hourOverrides`.
    public var hourWords: [String: String]?
    /// What `{dayPeriod}` says on this clock, by the 24-hour hour "0"–"23", where the language's
    /// habit differs from ICU's day periods (Mexican Spanish "5": "de la mañana").
    public var dayPeriodWords: [String: String]?

    /// An empty section: every key falls back to its default.
    public init() {}
}

/// How relative dates are read ("in three days").
public struct RelativeReading: Sendable, Hashable, Codable {
    /// The case the phrase governs for its number, for `numbers.counting.ruleSets` (Russian
    /// "через одну минуту" and "одну минуту назад": "accusative"); nominative when absent.
    public var `case`: String?
    /// The case in the past ("vor einer Minute": "dative"), where it differs from `case`.
    public var pastCase: String?
    /// The case in the future ("kolmen tunnin päästä": "genitive"), where it differs from `case`.
    public var futureCase: String?
    /// Phrases said instead of ICU's, by unit and offset, where CLDR's named phrase reads badly
    /// (Bulgarian "month": {"-1": "миналия месец"}, with the article CLDR leaves out).
    public var named: [String: [String: String]]?

    /// An empty section: every key falls back to its default.
    public init() {}
}
