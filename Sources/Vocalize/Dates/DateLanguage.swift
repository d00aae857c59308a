import Foundation

/// A language's resolved date machinery: its `dates` profile checked against ICU, the plans
/// for each date style and clock (built once, on first use), and memos of spoken numbers.
///
/// Sendable notes: immutable apart from the caches, which are thread-safe `FormatterCache`s.
final class DateLanguage: Sendable {
    let language: SpeechLanguage
    let profile: DateProfile
    let numbers: NumberSpeaker
    let yearRuleSet: String
    let time: TimeReading

    private let plans = FormatterCache<DateStyle, DatePlan>(capacity: 16)
    private let clocks = FormatterCache<ClockStyle, ClockPlan>(capacity: 4)
    private let skeletonPlans = FormatterCache<String, DatePlan>(capacity: 8)
    private let patternPlans = FormatterCache<String, DatePlan>(capacity: 4)
    /// Spoken numbers by (what, value): years, days, hours, minutes, day periods.
    let words = FormatterCache<SpokenKey, String>(capacity: 8192)

    struct SpokenKey: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case year(String), number(String), unit(String), dayPeriod(ClockStyle)
        }
        var kind: Kind
        var value: Int
    }

    private static let cache = ProfileDerivedCache<DateLanguage>()

    static func resolve(_ locale: SpeechLocale, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> DateLanguage {
        try cache.value(for: locale, registry: registry) { () throws(VocalizeError) in
            try DateLanguage(language: SpeechLanguage.resolve(locale, registry: registry))
        }
    }

    init(language: SpeechLanguage) throws(VocalizeError) {
        self.language = language
        profile = language.profile.dates ?? DateProfile()
        numbers = NumberSpeaker(resolved: language)
        time = profile.time ?? TimeReading()
        yearRuleSet = try profile.yearRuleSet.map { name throws(VocalizeError) in try Self.checked(name, "dates.yearRuleSet", language) }
            ?? language.yearRuleSet
        // Check every rule set the profile names now, so a bad profile fails when it is used
        // first rather than on the one day or hour that needs the rule.
        for (key, name) in [("time.hourRuleSet", time.hourRuleSet), ("time.minuteRuleSet", time.minuteRuleSet), ("time.secondRuleSet", time.secondRuleSet), ("day.ruleSet", profile.day?.ruleSet)] {
            if let name { _ = try Self.checked(name, "dates." + key, language) }
        }
        for (word, name) in time.hourRuleSetAfter ?? [:] {
            _ = try Self.checked(name, "dates.time.hourRuleSetAfter." + word, language)
        }
        for (day, value) in profile.day?.overrides ?? [:] {
            guard let number = Int(day), (1...31).contains(number) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(language.profile.language) profile's dates.day.overrides key \"\(day)\" is not a day of the month (1–31).")
            }
            if value.hasPrefix("%") { _ = try Self.checked(value, "dates.day.overrides", language) }
        }
    }

    static func checked(_ name: String, _ key: String, _ language: SpeechLanguage) throws(VocalizeError) -> String {
        guard language.ruleSets.contains(name) else {
            throw VocalizeError(
                .invalidLocaleProfile,
                "The \(language.profile.language) profile's \(key) \"\(name)\" is not one of ICU's rule sets for \(language.locale.identifier): \(language.ruleSets.sorted().joined(separator: ", ")).")
        }
        return name
    }

    var localeID: String { language.locale.icuIdentifier }

    func plan(for style: DateStyle) throws(VocalizeError) -> DatePlan {
        try plans.value(for: style) { () throws(VocalizeError) in try DatePlan(style: style, dates: self) }
    }

    /// The plan for a partial date: ICU's pattern for a skeleton ("MMMMd", "yMMMM").
    func plan(skeleton: String) throws(VocalizeError) -> DatePlan {
        try skeletonPlans.value(for: skeleton) { () throws(VocalizeError) in try DatePlan(style: .long, dates: self, skeleton: skeleton) }
    }

    /// The plan for a date said in a pattern as given ("EEEE d MMMM y": `written.datePatterns`).
    func plan(pattern: String) throws(VocalizeError) -> DatePlan {
        try patternPlans.value(for: pattern) { () throws(VocalizeError) in try DatePlan(style: .long, dates: self, pattern: pattern) }
    }

    func clock(_ style: ClockStyle) throws(VocalizeError) -> ClockPlan {
        try clocks.value(for: style) { () throws(VocalizeError) in try ClockPlan(clock: style, dates: self) }
    }

    /// The clock the language uses by habit: the profile's when it names one (people in Mexico
    /// say times on a 12-hour clock though ICU writes them on 24), else ICU's pattern for `j`.
    var habitualClock: ClockStyle {
        get throws(VocalizeError) {
            if let clock = profile.time?.habitualClock { return clock }
            let pattern = try DateCatalog.bestPattern(localeID: localeID, skeleton: "j")
            return DatePattern.fieldLetters(of: pattern).contains { $0 == "h" || $0 == "K" } ? .twelveHour : .twentyFourHour
        }
    }

    /// A number spelled with a rule set, memoised.
    func spell(_ value: Int, ruleSet: String) throws(VocalizeError) -> String {
        try words.value(for: SpokenKey(kind: .number(ruleSet), value: value)) { () throws(VocalizeError) in
            try numbers.spellInteger(Int64(value), ruleSet: ruleSet)
        }
    }

    /// A year spelled with the year rule set, memoised.
    func year(_ value: Int) throws(VocalizeError) -> String {
        try words.value(for: SpokenKey(kind: .year(yearRuleSet), value: value)) { () throws(VocalizeError) in
            try numbers.spellInteger(Int64(value), ruleSet: yearRuleSet)
        }
    }

    /// A count with ICU's unit name, the number spelled to agree with the unit: "une heure".
    func measure(_ value: Int, unit: String) throws(VocalizeError) -> String {
        try words.value(for: SpokenKey(kind: .unit(unit), value: value)) { () throws(VocalizeError) in
            try measure(DecimalNumber(value), unit: unit)
        }
    }

    /// A measure as `NumberSpeaker.measure` says it, tidied for a date or time.
    func measure(_ amount: DecimalNumber, unit: String) throws(VocalizeError) -> String {
        tidy(try numbers.measure(amount, unit: unit))
    }

    /// Digits left in ICU-provided names ("4月" in Japanese month names) spelled as cardinals.
    func spellingDigits(in text: String) throws(VocalizeError) -> String {
        var result = ""
        var digits = ""
        func flush() throws(VocalizeError) {
            guard !digits.isEmpty else { return }
            result += try spell(Int(digits) ?? 0, ruleSet: language.cardinalRuleSet)
            digits = ""
        }
        for character in text {
            if let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 {
                digits.append(character)
            } else {
                try flush()
                result.append(character)
            }
        }
        try flush()
        return result
    }

    /// Cleans spoken text; in languages written without spaces (Japanese, Chinese), also drops
    /// the spaces ICU's patterns put around numbers ("3 日後" → "三日後").
    /// Also closes the gap a dropped dot leaves before a comma ("első , szerda").
    func tidy(_ text: String) -> String {
        var cleaned = SpokenText.clean(text)
        for comma in [",", "،", "、"] where cleaned.contains(" " + comma) {
            cleaned = cleaned.replacingOccurrences(of: " " + comma, with: comma)
        }
        guard language.wordSeparator.isEmpty, cleaned.contains(" ") else { return cleaned }
        return cleaned.replacingOccurrences(of: " ", with: "")
    }
}

extension ClockStyle {
    /// A 12-hour or 24-hour clock.
    var isTwelveHour: Bool { self == .twelveHour }
}
