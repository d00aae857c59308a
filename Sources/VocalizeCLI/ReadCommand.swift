import ArgumentParser
import Foundation
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
            region's way (01/07/98: January 7 in en, 1 July in en-GB). A value with words \
            around it ("call me at 123-123-5678") is read as vocalize text reads it, the words \
            kept, when every digit, currency, percent and degree sign in it is read; otherwise \
            it is refused (exit 65), never half read. To leave unreadable data as written, use \
            vocalize text.
            A bare number is a number; --as names the kind an app knows from its field \
            (a year, a number to dial): vocalize read 112 --as phone --lang de. With --as, \
            the whole input must be one value of those kinds.
            Examples: vocalize read "12,50 €" --lang fr
                      vocalize read "1:59 p.m." --lang en
                      vocalize read "24. Juli 2013" --lang de
                      vocalize read 1905 --as year --lang en
            \(inputsHelp("read"))
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Written values, or - for standard input.", valueName: "value"))
    var values: [String] = []

    @Option(
        name: .customLong("as"),
        help: ArgumentHelp(
            "Read each value only as one of these kinds, comma-separated: \(WrittenKind.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "kinds"))
    var kinds: String?

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    /// The kinds `--as` names, or every kind.
    private var wantedKinds: [WrittenKind] {
        get throws {
            guard let kinds else { return WrittenKind.allCases }
            return try kinds.split(separator: ",").map { name in
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                guard let kind = WrittenKind(rawValue: trimmed) else {
                    throw ValidationError(
                        "--as: '\(trimmed)' is no kind; the kinds are \(WrittenKind.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
                return kind
            }
        }
    }

    func validate() throws {
        try validateInputs()
        _ = try wantedKinds
    }

    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String {
        guard kinds != nil, let wanted = try? wantedKinds else { return try TextSpeaker(locale: locale).speakData(words[0]) }
        let reader = try WrittenFormReader(locale: locale)
        return try reader.speak(reader.read(words[0], as: wanted))
    }
}
