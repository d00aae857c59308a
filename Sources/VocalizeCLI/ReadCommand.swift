import ArgumentParser
import Vocalize

struct ReadCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        _superCommandName: "vocalize",
        abstract: "Speak one piece of data written the way the language writes it: 12,50 € · 1re · 15.01.2020 · 17 h 45 · 12 kg · 50 % · +33 6 11 22 33 06.",
        discussion: """
            VALUE is a number, ordinal, percentage, amount of money, measure, date, clock time \
            or phone number as the language writes it on screen, with its separators, digits, \
            currency symbols, unit symbols and marks. A form that reads two ways is read the \
            region's way (01/07/98: January 7 in en, 1 July in en-GB). Data inside a longer \
            string: vocalize text.
            Examples: vocalize read "12,50 €" --lang fr
                      vocalize read "1:59 p.m." --lang en
                      vocalize read "24. Juli 2013" --lang de
            \(inputsHelp("read"))
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Written values, or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        try WrittenFormReader(locale: locale).speak(words[0])
    }
}
