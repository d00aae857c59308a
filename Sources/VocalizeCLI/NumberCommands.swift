import ArgumentParser
import Vocalize

struct NumberCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Spell out a number: cardinal, ordinal, year or percent.",
        discussion: """
            VALUE is canonical (-12, 54038921.7, 1e6) or written as the language writes numbers \
            ("54 038 921,7" in fr, "13,000" in en). Text valid both ways — a "." or "," followed \
            by groups of exactly three digits — is read the language's way: "1.234" is 1234 in \
            de, es, it (where "." groups thousands) and 1.234 in en.
            Example: vocalize number 54038921.7 --lang fr
            """
    )

    @Argument(help: "The number to speak.")
    var value: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Flag(help: "How to read the number.")
    var kind: NumberReading.Kind = .cardinal

    @Option(help: "A grammatical gender or case variant the language has (e.g. feminine, neuter).")
    var gender: String?

    @Option(name: .customLong("rule-set"), help: "An ICU rule set name (e.g. %spellout-cardinal-feminine).")
    var ruleSet: String?

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        let reading = NumberReading(kind: kind, gender: gender, ruleSet: ruleSet)
        return try NumberSpeaker(locale: locale).speak(value, as: reading)
    }
}

extension NumberReading.Kind: EnumerableFlag {
    public static func name(for value: Self) -> NameSpecification { .long }

    public static func help(for value: Self) -> ArgumentHelp? {
        switch value {
        case .cardinal: "Read as a quantity (default)."
        case .ordinal: "Read as a rank (first, second)."
        case .year: "Read as a year."
        case .percent: "Read as a percentage."
        }
    }
}

struct MeasureCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Speak a measure with the unit's full name: 56 minute → fifty-six minutes.",
        discussion: "UNIT is an ICU unit identifier: minute, hour, kilometer, celsius, percent, kilometer-per-hour, …"
    )

    @Argument(help: "The number.") var value: String
    @Argument(help: "The ICU unit identifier.") var unit: String
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try NumberSpeaker(locale: locale).measure(value, unit: unit)
    }
}

struct CurrencyCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "currency",
        abstract: "Speak an amount of money: 12.50 EUR → twelve euros and fifty cents."
    )

    @Argument(help: "The amount.") var value: String
    @Argument(help: "The ISO 4217 currency code (EUR, USD, JPY, …).") var code: String
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try NumberSpeaker(locale: locale).currency(value, code: code)
    }
}
