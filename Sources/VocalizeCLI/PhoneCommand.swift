import ArgumentParser
import Vocalize

struct PhoneCommand: SpokenValueCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone",
        _superCommandName: "vocalize",
        abstract: "Speak a phone number the way the language reads it: 06.11.22.33.06 → zéro six, onze, …",
        discussion: """
            VALUE may use spaces, . - / ( ) as separators, start with + (or the international prefix \
            dialled, such as 00 or the US 011) and a country code, be a tel: URI, spell a vanity \
            word (1-800-FLOWERS), and end with an extension ("ext. 12", "x12", "#12", or the \
            language's word, e.g. "poste 12").
            The number's region groups it (libphonenumber's formats): the country code's, else \
            --region, else the language's (en-AU → AU, de → DE); the language says the words.
            Examples: vocalize phone 06.11.22.33.06 --lang fr
                      vocalize phone +493012345678 --lang en
                      vocalize phone 02079460958 --region GB --lang en
            \(inputsHelp("phone"))
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Phone numbers as written, or - for standard input.", valueName: "value"))
    var values: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    @Option(help: "How to read the digits: pairs (zéro six, onze), digits (five five five) or groups (noll sjuttio). Default: the language's own.")
    var style: PhoneReadingStyle?

    @Option(help: "The region a number without a country code is dialled in (ISO 3166: US, GB, FR). Default: the language's region (en-AU → AU, de → DE).")
    var region: String?

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        return try PhoneSpeaker(locale: locale, region: region).speak(words[0], style: style)
    }
}

extension PhoneReadingStyle: ExpressibleByArgument {}
