import ArgumentParser
import Vocalize

struct PhoneCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone",
        abstract: "Speak a phone number the way the language reads it: 06.11.22.33.06 → zéro six, onze, …",
        discussion: """
            VALUE may use spaces, . - / ( ) as separators, start with + or 00 and a country code, \
            and end with an extension ("ext. 12", "x12", "#12", or the language's word, e.g. "poste 12").
            Example: vocalize phone 06.11.22.33.06 --lang fr
            """
    )

    @Argument(help: "The phone number, as written.")
    var value: String

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "How to read the digits: pairs (zéro six, onze), digits (five five five) or groups (noll sjuttio). Default: the language's own.")
    var style: PhoneReadingStyle?

    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try PhoneSpeaker(locale: locale).speak(value, style: style)
    }
}

extension PhoneReadingStyle: ExpressibleByArgument {}
