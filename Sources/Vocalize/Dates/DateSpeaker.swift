import Foundation

/// How much of a date is spoken, mirroring `DateFormatter`'s styles. Every style is spoken in
/// full words (no abbreviations, no digits), so the styles differ less than written ones:
/// - `short` and `medium`: day, month and year in the order and with the linking words the
///   language uses for a written-out date (ICU's pattern for the skeleton "yMMMMd"; numeric
///   patterns such as "M/d/yy" lose the words a spoken date needs, like Spanish "de",
///   Japanese 年/日 or Russian "года");
/// - `long`: ICU's long pattern (en "April first, twenty fifteen");
/// - `full`: ICU's full pattern, which adds the weekday (en "Wednesday, April first, twenty fifteen").
/// A profile may choose another pattern per style (`dates.skeletons`).
public enum DateStyle: String, Sendable, CaseIterable, Codable {
    case short, medium, long, full
}

/// Which clock a time is read on.
public enum ClockStyle: String, Sendable, CaseIterable, Codable {
    /// "five thirty PM".
    case twelveHour = "12"
    /// "seventeen forty-five".
    case twentyFourHour = "24"
}

/// Speaks dates, clock times, durations and relative dates in one language.
///
/// ```swift
/// let french = try DateSpeaker(language: "fr")
/// try french.date("2015-04-01")            // "premier avril deux mille quinze"
/// try french.time("17:45")                 // "dix-sept heures quarante-cinq"
/// try french.duration("5h30m")             // "cinq heures et trente minutes"
/// try french.relative("-2", unit: "hour")  // "il y a deux heures"
/// ```
///
/// Time zones: a date alone ("2015-04-01") is a calendar day and is spoken as written. A
/// date-time is an instant: with an offset ("…Z", "…+02:00") or without one (taken as UTC),
/// it is converted to `timeZone` when given, otherwise spoken in its own offset (UTC when it
/// has none). A `Foundation.Date` is spoken in `timeZone`, UTC by default.
///
/// Speakers are cheap: the language and every ICU formatter are resolved once and shared.
public struct DateSpeaker: Sendable {
    /// The language spoken.
    public var locale: SpeechLocale { dates.language.locale }
    let dates: DateLanguage

    /// A speaker for a resolved locale; throws when its profile's dates section is malformed.
    public init(locale: SpeechLocale) throws(VocalizeError) {
        dates = try DateLanguage.resolve(locale)
    }

    /// A speaker for a language tag ("fr", "pt-BR").
    public init(language tag: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag))
    }

    init(resolved dates: DateLanguage) { self.dates = dates }

    // MARK: Dates

    /// Speaks an ISO 8601 date or date-time ("2015-04-01", "2015-04-01T17:45:00Z",
    /// "2015-04-01T23:30:00-05:00"). Impossible dates ("2015-02-30") throw `.invalidDate`.
    /// A date written the way the language writes it ("15.01.2020" in German, "Apr 1, 2015",
    /// "1er avril") is read too (`WrittenFormReader`): its written parts are spoken, in
    /// `style` when it has day, month and year.
    public func date(_ text: String, style: DateStyle = .long, timeZone: String? = nil) throws(VocalizeError) -> String {
        let parsed: ISODateTime
        do {
            parsed = try ISODateTime(parsing: text)
        } catch {
            guard let reader = try? WrittenFormReader(locale: locale),
                case .date(let written)? = try? reader.read(text, as: [.date])
            else { throw error }
            // Another calendar's date, or one in a pattern of the profile's own, is said as written.
            if written.calendar != nil || written.pattern != nil { return try reader.speak(.date(written)) }
            switch written.parts {
            case .dayMonthYear, .weekdayDayMonthYear:
                return try dates.plan(for: written.parts == .weekdayDayMonthYear && style == .long ? .full : style)
                    .speak(instant: written.instant, timeZone: "UTC")
            case .dayMonthEraYear, .dayMonth, .weekdayDayMonth, .monthYear, .year, .month, .day, .weekdayDay:
                return try reader.speak(.date(written))
            }
        }
        let zone: String
        if parsed.timeOfDay == nil {
            zone = "UTC"  // a calendar day: nothing to convert
        } else if let timeZone {
            zone = try Self.zoneID(timeZone)
        } else if let offset = parsed.offsetSeconds, offset != 0 {
            zone = Self.offsetZoneID(seconds: offset)
        } else {
            zone = "UTC"
        }
        return try dates.plan(for: style).speak(instant: parsed.instant, timeZone: zone)
    }

    /// Speaks the date of an instant in a time zone (UTC when nil).
    public func date(_ date: Date, style: DateStyle = .long, timeZone: TimeZone? = nil) throws(VocalizeError) -> String {
        let zone = try timeZone.map { zone throws(VocalizeError) in try Self.zoneID(zone.identifier) } ?? "UTC"
        return try dates.plan(for: style).speak(instant: date.timeIntervalSince1970 * 1000, timeZone: zone)
    }

    /// ICU's written form of a date in a style (digits, abbreviations: "Apr 1, 2015"), never
    /// spoken. It is the baseline benchmarks compare the spoken forms with: one `udat_format`
    /// call on a cached formatter, as `vz_date_format_raw` makes it.
    public func writtenDate(_ date: Date, style: DateStyle = .long, timeZone: TimeZone? = nil) throws(VocalizeError) -> String {
        let zone = try timeZone.map { zone throws(VocalizeError) in try Self.zoneID(zone.identifier) } ?? "UTC"
        return try DateCatalog.formatter(localeID: dates.localeID, source: .style(style), timeZone: zone)
            .format(date.timeIntervalSince1970 * 1000)
    }

    // MARK: Clock times

    /// The clock the language uses by habit (ICU's `j` skeleton): 12-hour in en-US, 24 in fr.
    public var habitualClock: ClockStyle {
        get throws(VocalizeError) { try dates.habitualClock }
    }

    /// Speaks a 24-hour clock time "HH:MM" or "HH:MM:SS" ("17:45" → "five forty-five PM" in
    /// en-US), on the language's habitual clock unless `clock` says which.
    /// A time written the way the language writes it ("5:45 p.m.", "17 h 45", "17.45 Uhr") is
    /// read too (`WrittenFormReader`); a written day period chooses the 12-hour clock.
    public func time(_ text: String, clock: ClockStyle? = nil) throws(VocalizeError) -> String {
        let parsed: ClockTime
        do {
            parsed = try ClockTime(parsing: text)
        } catch {
            guard let reader = try? WrittenFormReader(locale: locale),
                case .time(let hour, let minute, let second, let written)? = try? reader.read(text, as: [.time])
            else { throw error }
            return try speak(ClockTime(hour: hour, minute: minute, second: second), clock: clock ?? written)
        }
        return try speak(parsed, clock: clock)
    }

    /// Speaks a time of day given as numbers (hour 0–23).
    public func time(hour: Int, minute: Int, second: Int? = nil, clock: ClockStyle? = nil) throws(VocalizeError) -> String {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second ?? 0) else {
            throw VocalizeError(.invalidDate, "\(hour):\(minute):\(second ?? 0) is not a time of day: hours run 0–23, minutes and seconds 0–59.")
        }
        return try speak(ClockTime(hour: hour, minute: minute, second: second), clock: clock)
    }

    /// Speaks the time of day of an instant in a time zone (UTC when nil); seconds are read
    /// only when they are not zero.
    public func time(_ date: Date, timeZone: TimeZone? = nil, clock: ClockStyle? = nil) throws(VocalizeError) -> String {
        let zone = try timeZone.map { zone throws(VocalizeError) in try Self.zoneID(zone.identifier) } ?? "UTC"
        let fields = try DateCatalog.formatter(localeID: dates.localeID, source: .style(.long), timeZone: zone)
            .fields(at: (date.timeIntervalSince1970 * 1000).rounded(.down))
        return try speak(ClockTime(hour: fields.hour, minute: fields.minute, second: fields.second == 0 ? nil : fields.second), clock: clock)
    }

    private func speak(_ time: ClockTime, clock: ClockStyle?) throws(VocalizeError) -> String {
        let chosen: ClockStyle
        if let clock { chosen = clock } else { chosen = try dates.habitualClock }
        return try dates.clock(chosen).speak(time)
    }

    // MARK: Durations

    /// Speaks a duration as written: "5h30m" → "five hours, thirty minutes", "90s" → "ninety
    /// seconds" (units are kept as given), ISO 8601 "PT5H30M", "P1DT2H", "P2W". Units that are
    /// zero are left out; an all-zero duration is read as zero of its smallest unit.
    public func duration(_ text: String) throws(VocalizeError) -> String {
        try speak(WrittenDuration(parsing: text))
    }

    /// Speaks a number of seconds as days, hours, minutes and seconds: 5400 → "one hour,
    /// thirty minutes"; 0 → "zero seconds". Negative durations throw `.invalidDate`.
    public func duration(seconds: Int) throws(VocalizeError) -> String {
        try speak(WrittenDuration(seconds: seconds))
    }

    /// Speaks a length of time written like a clock ("24:03:38"): its hours as written, never
    /// gathered into days ("twenty-four hours, three minutes…", not "one day, three minutes…").
    func clockDuration(seconds: Int) throws(VocalizeError) -> String {
        try speak(WrittenDuration(seconds: seconds, largest: .hour))
    }

    private func speak(_ duration: WrittenDuration) throws(VocalizeError) -> String {
        var parts = duration.parts.filter { !$0.amount.isZero }
        if parts.isEmpty {
            parts = [duration.parts.last ?? WrittenDuration.Part(unit: .second, amount: DecimalNumber(0))]
        }
        let spoken = try parts.map { part throws(VocalizeError) in
            try dates.measure(part.amount, unit: part.unit.icuUnit)
        }
        return try joinedDuration(spoken)
    }

    /// A length of time's spoken parts joined as the language joins them (`dates.durationList`).
    func joinedDuration(_ spoken: [String]) throws(VocalizeError) -> String {
        if spoken.count == 1 { return dates.tidy(spoken[0]) }
        let join = dates.language.profile.dates?.durationList.flatMap(ListJoin.init(rawValue:)) ?? .units
        if join == .spaced { return dates.tidy(dates.language.join(spoken)) }
        return dates.tidy(try DateCatalog.listFormatter(join, localeID: dates.localeID).format(spoken))
    }

    // MARK: Relative dates

    /// Speaks an offset from now: ("-1", "day") → "yesterday", ("3", "day") → "in three days",
    /// ("-2", "hour") → French "il y a deux heures". Units: second, minute, hour, day, week,
    /// month, quarter, year (singular or plural), or a weekday ("-1", "monday" → "last Monday").
    public func relative(_ value: String, unit: String) throws(VocalizeError) -> String {
        let trimmed = value.trimmingSpaces.replacingOccurrences(of: "\u{2212}", with: "-")
        guard let offset = Int(trimmed) else {
            throw VocalizeError(.invalidNumber, "\"\(value)\" is not a whole number of units; give an offset like -1, 0 or 3.")
        }
        return try relative(offset, unit: unit)
    }

    /// Speaks an offset from now given as an integer.
    public func relative(_ offset: Int, unit: String) throws(VocalizeError) -> String {
        let relativeUnit = try RelativeUnit(unit)
        guard offset.magnitude < 1_000_000_000_000 else {
            throw VocalizeError(.invalidNumber, "\(offset) \(unit)s is too far away to be said as a relative date.")
        }
        if let phrase = dates.profile.relative?.named?[relativeUnit.name]?[String(offset)] { return phrase }
        let formatter = try DateCatalog.relativeFormatter(localeID: dates.localeID)
        let (text, span) = try formatter.format(Double(offset), unit: relativeUnit.icuValue, numeric: false)
        guard let span else { return dates.tidy(try dates.numbers.wordsOnly(text)) }
        var nounClass: NounClass?
        let count = DecimalNumber(offset.magnitude)
        if let measureUnit = relativeUnit.measureUnit {
            // The unit's noun class, from the language's cached text for this plural form.
            let numbers = dates.numbers
            nounClass = try? numbers.unitFormatter(measureUnit, number: count, displayCase: nil)
                .template(for: count, category: numbers.language.pluralCategory(of: count)).nounClass
        }
        let reading = dates.profile.relative
        let grammaticalCase = (offset < 0 ? reading?.pastCase : reading?.futureCase) ?? reading?.case
        let formatted = ICUUnitFormatter.Result(text: text, numberRange: span, nounClass: nounClass)
        let noun = CountedNoun(unit: relativeUnit.measureUnit, nounClass: nounClass, name: text)
        return dates.tidy(try dates.numbers.counted(count, noun: noun, in: formatted, case: grammaticalCase))
    }

    // MARK: Time zones

    /// ICU's canonical ID for a zone name or an ISO offset ("+02:00", "Z").
    static func zoneID(_ text: String) throws(VocalizeError) -> String {
        let trimmed = text.trimmingSpaces
        if trimmed == "Z" || trimmed == "z" { return "UTC" }
        if let first = trimmed.first, first == "+" || first == "-" || first == "\u{2212}" {
            var scanner = DigitScanner(trimmed)
            if let sign = scanner.sign(), let hours = scanner.number(digits: 1...2) {
                _ = scanner.take(":")
                let minutes = scanner.number(digits: 2...2) ?? 0
                if scanner.isAtEnd, hours <= 18, minutes < 60 {
                    return offsetZoneID(seconds: sign * (hours * 3600 + minutes * 60))
                }
            }
            throw VocalizeError(.unsupportedOption, "\"\(text)\" is not a UTC offset; write it as +02:00 or -05:30.")
        }
        return try DateCatalog.canonicalTimeZone(trimmed)
    }

    /// A custom ICU zone ID for a fixed offset ("GMT+05:30").
    static func offsetZoneID(seconds: Int) -> String {
        let magnitude = abs(seconds)
        let hours = magnitude / 3600
        let minutes = magnitude % 3600 / 60
        return "GMT" + (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes < 10 ? "0" : "") + String(minutes)
    }
}

/// A unit of relative date ICU can phrase.
struct RelativeUnit: Sendable, Hashable {
    /// ICU's `URelativeDateTimeUnit` value.
    let icuValue: Int32
    /// The measure unit whose noun class the number agrees with ("day"), when there is one.
    let measureUnit: String?
    /// The unit's name, singular and lower case ("month").
    let name: String

    private static let units: [String: (Int32, String?)] = [
        "year": (0, "year"), "quarter": (1, nil), "month": (2, "month"), "week": (3, "week"),
        "day": (4, "day"), "hour": (5, "hour"), "minute": (6, "minute"), "second": (7, "second"),
        "sunday": (8, nil), "monday": (9, nil), "tuesday": (10, nil), "wednesday": (11, nil),
        "thursday": (12, nil), "friday": (13, nil), "saturday": (14, nil),
    ]

    init(_ name: String) throws(VocalizeError) {
        var key = name.trimmingSpaces.lowercased()
        if Self.units[key] == nil, key.hasSuffix("s") { key.removeLast() }
        guard let (value, measure) = Self.units[key] else {
            throw VocalizeError(
                .unsupportedOption,
                "\"\(name)\" is not a unit of relative date; use second, minute, hour, day, week, month, quarter, year or a weekday (monday … sunday).")
        }
        icuValue = value
        measureUnit = measure
        self.name = key
    }
}
