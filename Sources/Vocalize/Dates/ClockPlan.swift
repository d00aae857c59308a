/// How one clock (12- or 24-hour) is spoken in one language: the profile's patterns parsed
/// once, the hour cycle ICU uses for the locale, and how the day period is said.
///
/// Sendable notes: immutable.
final class ClockPlan: Sendable {
    enum Placeholder: String, Sendable, CaseIterable {
        case hour, minute, second, hourUnit, minuteUnit, secondUnit, dayPeriod
    }

    enum Piece: Sendable {
        case text(String)
        case value(Placeholder)
    }

    /// Which pattern a time uses.
    enum Shape: Sendable {
        case hour, hourMinute, hourMinuteSecond, hourSecond
    }

    let clock: ClockStyle
    /// 12-hour clocks count 1–12 ("h") or 0–11 ("K", Japanese 午前0時).
    private let hoursFromZero: Bool
    private let hour: [Piece]
    private let hourMinute: [Piece]
    private let hourMinuteSecond: [Piece]
    private let hourSecond: [Piece]
    /// The patterns used when a word before the time governs its hour (`governedPatterns`):
    /// hour, hour-minute, hour-minute-second, hour-second; nil where the profile has none.
    private let governedPieces: [[Piece]]?
    private let named: [Int: String]
    private let leadingZeroWord: String?
    private let hourLeadingZeroWord: String?
    private let hourOverrides: [Int: String]
    private let hourWordsByHour: [Int: String]
    private let dayPeriodWordsByHour: [Int: String]
    private let hourRuleSet: String
    private let minuteRuleSet: String
    private let secondRuleSet: String
    private let dayPeriods: [String]?
    private let flexiblePeriods: ICUDateFormatter?
    private unowned let dates: DateLanguage

    init(clock: ClockStyle, dates: DateLanguage) throws(VocalizeError) {
        self.clock = clock
        self.dates = dates
        let reading = dates.time
        let patterns = (clock.isTwelveHour ? reading.clock12 : reading.clock24) ?? ClockPatterns()
        let period = clock.isTwelveHour ? " {dayPeriod}" : ""
        let key = clock.isTwelveHour ? "clock12" : "clock24"
        func parse(_ template: String, _ name: String) throws(VocalizeError) -> [Piece] {
            try Self.pieces(of: template, where: "dates.time.\(key).\(name)", language: dates.language)
        }
        let hourTemplate = patterns.hour ?? "{hourUnit}" + period
        let hourMinuteTemplate = patterns.hourMinute ?? "{hourUnit} {minuteUnit}" + period
        hour = try parse(hourTemplate, "hour")
        hourMinute = try parse(hourMinuteTemplate, "hourMinute")
        hourMinuteSecond = try parse(patterns.hourMinuteSecond ?? hourMinuteTemplate + " {secondUnit}", "hourMinuteSecond")
        hourSecond = try parse(patterns.hourSecond ?? hourTemplate + " {secondUnit}", "hourSecond")
        if let governed = reading.governedPatterns {
            func governedParse(_ template: String, _ name: String) throws(VocalizeError) -> [Piece] {
                try Self.pieces(of: template, where: "dates.time.governedPatterns.\(name)", language: dates.language)
            }
            let governedHour = governed.hour ?? "{hour}" + period
            let governedHourMinute = governed.hourMinute ?? "{hour} {minute}" + period
            governedPieces = [
                try governedParse(governedHour, "hour"), try governedParse(governedHourMinute, "hourMinute"),
                try governedParse(governed.hourMinuteSecond ?? governedHourMinute + " {secondUnit}", "hourMinuteSecond"),
                try governedParse(governed.hourSecond ?? governedHour + " {secondUnit}", "hourSecond"),
            ]
        } else {
            governedPieces = nil
        }
        var named: [Int: String] = [:]
        for (time, words) in patterns.named ?? [:] {
            guard let parsed = try? ClockTime(parsing: time), parsed.second == nil else {
                throw VocalizeError(.invalidLocaleProfile, "The \(dates.language.profile.language) profile's dates.time.\(key).named key \"\(time)\" is not a time HH:MM.")
            }
            named[parsed.hour * 60 + parsed.minute] = words
        }
        self.named = named
        leadingZeroWord = patterns.leadingZeroWord
        hourLeadingZeroWord = patterns.hourLeadingZeroWord
        var overrides: [Int: String] = [:]
        for (hour, words) in reading.hourOverrides ?? [:] {
            guard let number = Int(hour), (0...24).contains(number) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(dates.language.profile.language) profile's dates.time.hourOverrides key \"\(hour)\" is not an hour (0–24).")
            }
            if words.hasPrefix("%") { _ = try DateLanguage.checked(words, "dates.time.hourOverrides", dates.language) }
            overrides[number] = words
        }
        hourOverrides = overrides
        func byHour(_ table: [String: String]?, _ name: String) throws(VocalizeError) -> [Int: String] {
            var result: [Int: String] = [:]
            for (hour, words) in table ?? [:] {
                guard let number = Int(hour), (0...23).contains(number) else {
                    throw VocalizeError(.invalidLocaleProfile, "The \(dates.language.profile.language) profile's dates.time.\(key).\(name) key \"\(hour)\" is not an hour of the day (0–23).")
                }
                result[number] = words
            }
            return result
        }
        hourWordsByHour = try byHour(patterns.hourWords, "hourWords")
        dayPeriodWordsByHour = try byHour(patterns.dayPeriodWords, "dayPeriodWords")
        hourRuleSet = reading.hourRuleSet ?? dates.language.cardinalRuleSet
        minuteRuleSet = reading.minuteRuleSet ?? dates.language.cardinalRuleSet
        secondRuleSet = reading.secondRuleSet ?? dates.language.cardinalRuleSet

        if clock.isTwelveHour {
            let pattern = try DateCatalog.bestPattern(localeID: dates.localeID, skeleton: "hm")
            hoursFromZero = DatePattern.fieldLetters(of: pattern).contains("K")
            switch reading.dayPeriods ?? .flexible {
            case .ampm:
                let formatter = try DateCatalog.formatter(localeID: dates.localeID, source: .pattern("a"), timeZone: "UTC")
                guard formatter.amPm.count >= 2 else {
                    throw VocalizeError(.icuFailure, "ICU has no AM/PM names for \(dates.language.locale.identifier).")
                }
                dayPeriods = formatter.amPm
                flexiblePeriods = nil
            case .flexible:
                dayPeriods = nil
                // With the minutes in the pattern, ICU keeps "noon" for 12:00 itself (alone,
                // "B" calls all of 12:xx noon); the minutes are cut off again after the mark.
                flexiblePeriods = try DateCatalog.formatter(localeID: dates.localeID, source: .pattern(Self.flexiblePattern), timeZone: "UTC")
            }
        } else {
            hoursFromZero = true
            dayPeriods = nil
            flexiblePeriods = nil
        }
    }

    /// The day period, a mark, then the minutes: "BBBB'\u{1}'mm".
    static let flexibleMark: Character = "\u{1}"
    static let flexiblePattern = "BBBB'\u{1}'mm"

    /// Splits "{hour} heures {minute}" into text and placeholders, rejecting unknown names.
    static func pieces(of template: String, where key: String, language: SpeechLanguage) throws(VocalizeError) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's \(key) \"\(template)\" has a \"{\" with no \"}\".")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let placeholder = Placeholder(rawValue: name) else {
                throw VocalizeError(
                    .invalidLocaleProfile,
                    "The \(language.profile.language) profile's \(key) \"\(template)\" uses {\(name)}; the placeholders are \(Placeholder.allCases.map { "{\($0.rawValue)}" }.joined(separator: ", ")).")
            }
            pieces.append(.value(placeholder))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        return pieces
    }

    /// The time in words; with `dayPeriod`, that word (written with the time: "朝", "저녁",
    /// "da tarde") where the pattern says the day period, instead of the clock's own; with
    /// `hourRuleSet` and `unitCase`, the hour and the units in the case a word before the time
    /// governs (`hourRuleSetAfter`, `unitCaseAfter`).
    func speak(_ time: ClockTime, dayPeriod writtenPeriod: String? = nil, hourRuleSet governed: String? = nil, unitCase: String? = nil) throws(VocalizeError) -> String {
        func unit(_ value: Int, _ name: String) throws(VocalizeError) -> String {
            guard let unitCase else { return try dates.measure(value, unit: name) }
            return dates.tidy(try dates.numbers.measure(DecimalNumber(value), unit: name, gender: nil, case: unitCase))
        }
        let second = time.second ?? 0
        // A named time ("midnight", "południe") has no governed form: the hour is said instead.
        if writtenPeriod == nil, second == 0, governed == nil, unitCase == nil, let words = named[time.hour * 60 + time.minute] { return words }
        var pieces: [Piece]
        switch (time.minute == 0, second == 0) {
        case (true, true): pieces = hour
        case (false, true): pieces = hourMinute
        case (true, false): pieces = hourSecond
        case (false, false): pieces = hourMinuteSecond
        }
        if governed != nil, let governedPieces {
            switch (time.minute == 0, second == 0) {
            case (true, true): pieces = governedPieces[0]
            case (false, true): pieces = governedPieces[1]
            case (false, false): pieces = governedPieces[2]
            case (true, false): pieces = governedPieces[3]
            }
        }
        let shownHour: Int
        if clock.isTwelveHour {
            let cycled = time.hour % 12
            shownHour = cycled == 0 && !hoursFromZero ? 12 : cycled
        } else {
            shownHour = time.hour
        }
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .value(.hour):
                if let words = hourWordsByHour[time.hour] { text += words } else { text += try hourWords(shownHour, ruleSet: governed) }
            case .value(.hourUnit): text += try unit(shownHour, "hour")
            case .value(.minute): text += try minuteWords(time.minute)
            case .value(.minuteUnit): text += try unit(time.minute, "minute")
            case .value(.second): text += try dates.spell(second, ruleSet: secondRuleSet)
            case .value(.secondUnit): text += try unit(second, "second")
            case .value(.dayPeriod):
                if let writtenPeriod {
                    text += writtenPeriod
                } else if let words = dayPeriodWordsByHour[time.hour] {
                    text += words
                } else {
                    text += try dayPeriod(hour: time.hour, minute: time.minute)
                }
            }
        }
        return dates.tidy(text)
    }

    private func hourWords(_ hour: Int, ruleSet governed: String? = nil) throws(VocalizeError) -> String {
        let spoken: String
        if let governed {
            spoken = try dates.spell(hour, ruleSet: governed)
        } else if let override = hourOverrides[hour] {
            spoken = override.hasPrefix("%") ? try dates.spell(hour, ruleSet: override) : override
        } else {
            spoken = try dates.spell(hour, ruleSet: hourRuleSet)
        }
        if let zero = hourLeadingZeroWord, (1...9).contains(hour) {
            return dates.language.join(zero, spoken)
        }
        return spoken
    }

    private func minuteWords(_ minute: Int) throws(VocalizeError) -> String {
        let spoken = try dates.spell(minute, ruleSet: minuteRuleSet)
        if let zero = leadingZeroWord, (1...9).contains(minute) {
            return dates.language.join(zero, spoken)
        }
        return spoken
    }

    private func dayPeriod(hour: Int, minute: Int) throws(VocalizeError) -> String {
        if let dayPeriods { return dayPeriods[hour < 12 ? 0 : 1] }
        guard let flexiblePeriods else { return "" }
        let minuteOfDay = hour * 60 + minute
        return try dates.words.value(for: DateLanguage.SpokenKey(kind: .dayPeriod(clock), value: minuteOfDay)) { () throws(VocalizeError) in
            let formatted = try flexiblePeriods.format(Double(minuteOfDay) * 60_000)
            return SpokenText.clean(String(formatted.prefix { $0 != Self.flexibleMark }))
        }
    }
}
