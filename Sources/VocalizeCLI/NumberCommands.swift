import ArgumentParser
import Vocalize

struct NumberCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        _superCommandName: "vocalize",
        abstract: "Spell out a number: cardinal, ordinal, year or percent.",
        discussion: """
            VALUE is canonical (-12, 54038921.7, 1e6) or written as the language writes numbers \
            ("54 038 921,7" in fr, "13,000" in en). Text valid both ways — a "." or "," followed \
            by groups of exactly three digits — is read the language's way: "1.234" is 1234 in \
            de, es, it (where "." groups thousands) and 1.234 in en.
            \(inputsHelp("number", negative: "-7"))
            Examples: vocalize number 54038921.7 --lang fr
                      vocalize number -7 1 2 3 --lang en
                      seq 1 10 | vocalize number - --lang de --format json
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The numbers to speak (-12 works as it is), or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    // Four plain flags rather than an `EnumerableFlag`: the same command line, without the
    // reflection on the enum's cases that made that flag a sizeable part of every cold start.
    @Flag(help: "Read as a quantity (default).")
    var cardinal = false
    @Flag(help: "Read as a rank (first, second).")
    var ordinal = false
    @Flag(help: "Read as a year.")
    var year = false
    @Flag(help: "Read as a percentage.")
    var percent = false

    /// How to read the numbers: the one reading flag given, cardinal by default.
    var kind: NumberReading.Kind {
        if ordinal { return .ordinal }
        if year { return .year }
        if percent { return .percent }
        return .cardinal
    }

    @Option(help: "A grammatical gender or case variant the language has (e.g. feminine, neuter).")
    var gender: String?

    @Option(name: .customLong("rule-set"), help: "An ICU rule set name (e.g. %spellout-cardinal-feminine).")
    var ruleSet: String?

    func validate() throws {
        let readings = [(cardinal, "--cardinal"), (ordinal, "--ordinal"), (year, "--year"), (percent, "--percent")].filter(\.0)
        if readings.count > 1 {
            throw ValidationError("\(readings.map(\.1).joined(separator: " and ")) cannot be combined: give one reading.")
        }
        try validateInputs()
    }

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        let reading = NumberReading(kind: kind, gender: gender, ruleSet: ruleSet)
        return try NumberSpeaker(locale: locale).speak(words[0], as: reading)
    }
}

struct MeasureCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        _superCommandName: "vocalize",
        abstract: "Speak a measure with the unit's full name: 56 minute → fifty-six minutes.",
        discussion: """
            Each input is VALUE UNIT; UNIT is an ICU unit identifier: minute, hour, kilometer, \
            celsius, percent, kilometer-per-hour, …
            \(inputsHelp("measure", negative: "-3 celsius"))
            Example: vocalize measure 21 minute -3 celsius --lang ru
            """
    )

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Pairs of a number and an ICU unit identifier (21 minute -3 celsius), or - for standard input.", valueName: "value unit"),
        completion: .custom { _, _, _ in CommonUnits.identifiers })
    var values: [String] = []
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    static var wordsPerInput: Int { 2 }
    static var inputName: String { "VALUE UNIT" }

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try NumberSpeaker(locale: locale).measure(words[0], unit: words[1])
    }
}

struct CurrencyCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency",
        _superCommandName: "vocalize",
        abstract: "Speak an amount of money: 12.50 EUR → twelve euros and fifty cents.",
        discussion: """
            Each input is AMOUNT CODE, CODE an ISO 4217 currency code (EUR, USD, JPY, …).
            \(inputsHelp("currency", negative: "-5 USD"))
            Example: vocalize currency -5 USD 12.50 EUR --lang en
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Pairs of an amount and an ISO 4217 code (12.50 EUR), or - for standard input.", valueName: "amount code"))
    var values: [String] = []
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    static var wordsPerInput: Int { 2 }
    static var inputName: String { "AMOUNT CODE" }

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try NumberSpeaker(locale: locale).currency(words[0], code: words[1])
    }
}

/// Common ICU unit identifiers, offered by shell completion (any unit ICU knows is accepted).
enum CommonUnits {
    static let identifiers = [
        "second", "minute", "hour", "day", "week", "month", "year", "millisecond",
        "meter", "kilometer", "centimeter", "millimeter", "mile", "yard", "foot", "inch",
        "gram", "kilogram", "milligram", "ton", "pound", "ounce", "stone",
        "liter", "milliliter", "deciliter", "centiliter", "gallon", "cup", "fluid-ounce",
        "celsius", "fahrenheit", "kelvin", "percent", "permille",
        "kilometer-per-hour", "mile-per-hour", "meter-per-second",
        "square-meter", "square-kilometer", "hectare", "acre", "square-foot",
        "byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "bit",
        "watt", "kilowatt", "volt", "ampere", "hertz", "calorie", "kilocalorie", "joule",
        "degree", "radian",
    ]
}
