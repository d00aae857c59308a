import ArgumentParser
import Foundation
import Vocalize

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        _superCommandName: "vocalize",
        abstract: "Speak the data inside a UI string: \"Appelez le 06 11 22 33 06 avant le 1er avril\" → \"Appelez le zéro six, onze, … avant le premier avril\".",
        discussion: """
            Finds numbers, dates, times, money, measures, percentages, ordinals and phone numbers \
            written the way the language writes them, and replaces each with its spoken form; \
            everything else is left as it is. A string without data is printed unchanged.
            --format json writes one object per string: "text" (spoken), "input", "lang" and \
            "spans", each with "kind", "written", "spoken" and its place as "utf16Offset"/\
            "utf16Length" and "characterOffset"/"characterLength". --format ssml keeps the \
            written text and gives each span's words in <sub alias="…">.
            Several strings: give several, or - to read one string per line from standard input.
            Examples: vocalize text "Appelez le 06 11 22 33 06 avant le 1er avril" --lang fr
                      vocalize text "Total: 12,50 €" --lang de --format json
            """
    )

    @Argument(help: ArgumentHelp("UI strings, or - for standard input.", valueName: "text"))
    var texts: [String] = []

    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !texts.isEmpty else { throw ValidationError("Missing expected argument 'TEXT' (or - to read from standard input).") }
        if output.speak || output.wavFile != nil || output.phonemes {
            throw ValidationError("text prints its result; --speak, --wav and --phonemes are for the value commands.")
        }
    }

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let speaker = try TextSpeaker(locale: language.resolve())
            let standardOutput = FileHandle.standardOutput
            func emit(_ text: String) {
                let reading = speaker.read(text)
                let line: String
                switch output.format {
                case .text: line = reading.spoken
                case .json: line = reading.jsonString()
                case .ssml: line = reading.ssml()
                }
                standardOutput.writeLine(line)
            }
            for text in texts {
                if text == "-" {
                    while let line = readLine(strippingNewline: true) { emit(line) }
                } else {
                    emit(text)
                }
            }
        }
    }
}

extension FileHandle {
    /// Writes a line of UTF-8 text.
    func writeLine(_ line: String) {
        write(Data((line + "\n").utf8))
    }
}
