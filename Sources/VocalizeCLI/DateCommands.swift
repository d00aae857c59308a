import ArgumentParser
import Vocalize

extension DateStyle: ExpressibleByArgument {}

extension ClockStyle: ExpressibleByArgument {}

struct DateCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Speak a date in full: 2015-04-01 → April first, twenty fifteen.",
        discussion: """
            VALUE is ISO 8601: a date (2015-04-01) or a date-time (2015-04-01T17:45:00Z, \
            2015-04-01T23:30:00-05:00). A date alone is spoken as written; a date-time is \
            converted to --time-zone when given, else spoken in its own offset (UTC without one).
            Styles: short (numeric order, month named), medium, long, full (with the weekday).
            Example: vocalize date 2015-04-01 --lang fr --style full
            """
    )

    @Argument(help: "The ISO 8601 date or date-time.")
    var value: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "How much of the date to say: \(DateStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: DateStyle = .long

    @Option(name: .customLong("time-zone"), help: "The zone a date-time is spoken in (Europe/Paris, UTC, +02:00).")
    var timeZone: String?

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).date(value, style: style, timeZone: timeZone)
    }
}

struct TimeCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "time",
        abstract: "Speak a clock time: 17:45 → five forty-five PM.",
        discussion: """
            TIME is HH:MM or HH:MM:SS on a 24-hour clock. It is read on the language's usual \
            clock (12-hour in en-US, 24-hour in fr) unless --clock says which.
            Example: vocalize time 17:45 --lang fr
            """
    )

    @Argument(help: "The time, HH:MM or HH:MM:SS.")
    var value: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "The clock to read on: 12 or 24. Default: the language's habit.")
    var clock: ClockStyle?

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).time(value, clock: clock)
    }
}

struct DurationCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        abstract: "Speak a duration: 5h30m → five hours, thirty minutes.",
        discussion: """
            VALUE is written like 5h30m, 90s, 1d2h3m4s, 1.5h (units w d h m s, largest first) or \
            ISO 8601 (PT5H30M, P1DT2H, P2W). Units are spoken as written: 90s stays ninety seconds.
            Example: vocalize duration PT5H30M --lang ru
            """
    )

    @Argument(help: "The duration.")
    var value: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).duration(value)
    }
}

struct RelativeCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "relative",
        abstract: "Speak a date relative to now: -1 day → yesterday, 3 day → in three days.",
        discussion: """
            UNIT is second, minute, hour, day, week, month, quarter, year or a weekday. Put a \
            negative VALUE after --: vocalize relative --lang fr -- -2 hour
            """
    )

    @Argument(help: "The offset, a whole number (negative is in the past).")
    var value: String

    @Argument(help: "The unit: second, minute, hour, day, week, month, quarter, year, monday … sunday.")
    var unit: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).relative(value, unit: unit)
    }
}
