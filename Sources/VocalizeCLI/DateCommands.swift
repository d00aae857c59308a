import ArgumentParser
import Vocalize

extension DateStyle: ExpressibleByArgument {}

extension ClockStyle: ExpressibleByArgument {}

struct DateCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        _superCommandName: "vocalize",
        abstract: "Speak a date in full: 2015-04-01 → April first, twenty fifteen.",
        discussion: """
            VALUE is ISO 8601: a date (2015-04-01) or a date-time (2015-04-01T17:45:00Z, \
            2015-04-01T23:30:00-05:00). A date alone is spoken as written; a date-time is \
            converted to --time-zone when given, else spoken in its own offset (UTC without one).
            Styles: short (numeric order, month named), medium, long, full (with the weekday).
            \(inputsHelp("date"))
            Example: vocalize date 2015-04-01 --lang fr --style full
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("ISO 8601 dates or date-times, or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "How much of the date to say: \(DateStyle.allCases.map(\.rawValue).joined(separator: ", ")).")
    var style: DateStyle = .long

    @Option(name: .customLong("time-zone"), help: "The zone a date-time is spoken in (Europe/Paris, UTC, +02:00).")
    var timeZone: String?

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).date(words[0], style: style, timeZone: timeZone)
    }
}

struct TimeCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "time",
        _superCommandName: "vocalize",
        abstract: "Speak a clock time: 17:45 → five forty-five PM.",
        discussion: """
            TIME is HH:MM or HH:MM:SS on a 24-hour clock. It is read on the language's usual \
            clock (12-hour in en-US, 24-hour in fr) unless --clock says which.
            \(inputsHelp("time"))
            Example: vocalize time 17:45 08:05 --lang fr
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Times, HH:MM or HH:MM:SS, or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "The clock to read on: 12 or 24. Default: the language's habit.")
    var clock: ClockStyle?

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).time(words[0], clock: clock)
    }
}

struct DurationCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "duration",
        _superCommandName: "vocalize",
        abstract: "Speak a duration: 5h30m → five hours, thirty minutes.",
        discussion: """
            VALUE is written like 5h30m, 90s, 1d2h3m4s, 1.5h (units w d h m s, largest first) or \
            ISO 8601 (PT5H30M, P1DT2H, P2W). Units are spoken as written: 90s stays ninety seconds.
            \(inputsHelp("duration", negative: "-PT5M"))
            Example: vocalize duration PT5H30M --lang ru
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Durations (5h30m, PT5H30M, -PT5M), or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).duration(words[0])
    }
}

struct RelativeCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "relative",
        _superCommandName: "vocalize",
        abstract: "Speak a date relative to now: -1 day → yesterday, 3 day → in three days.",
        discussion: """
            Each input is VALUE UNIT: VALUE a whole number (negative is in the past), UNIT second, \
            minute, hour, day, week, month, quarter, year or a weekday.
            \(inputsHelp("relative", negative: "-2 hour"))
            Example: vocalize relative -2 hour 1 day --lang fr
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Pairs of an offset and a unit (-1 day, 3 week), or - for standard input.", valueName: "value unit"),
        completion: .custom { _, _, _ in RelativeCommand.units })
    var values: [String] = []

    static var wordsPerInput: Int { 2 }
    static var inputName: String { "VALUE UNIT" }
    static let units = ["second", "minute", "hour", "day", "week", "month", "quarter", "year", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try DateSpeaker(locale: locale).relative(words[0], unit: words[1])
    }
}
