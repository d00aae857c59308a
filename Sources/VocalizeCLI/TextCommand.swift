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
            Several strings: give several, or - to read one string per line from standard input. \
            One line is written per string in every format: in text, a line break inside a \
            string is written as a space; JSON escapes it; SSML writes it as &#10;. A line of \
            standard input that is not UTF-8 is reported with the place of its first bad byte \
            and an empty line (a JSON "error" object) keeps its place; the exit status is 65.
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
        var failure: VocalizeError?
        try reportingErrors { () throws(VocalizeError) in
            let speaker = try TextSpeaker(locale: language.resolve())
            let format: TextReadingFormat
            switch output.format {
            case .text: format = .text
            case .json: format = .json
            case .ssml: format = .ssml
            }
            var standardOutput = StandardOutput()
            for text in texts {
                guard text == "-" else {
                    speaker.writeLine(reading: text, as: format) { standardOutput.write($0) }
                    continue
                }
                for (number, line) in StandardInputLines() {
                    switch line {
                    case .success(let text):
                        speaker.writeLine(reading: text, as: format) { standardOutput.write($0) }
                    case .failure(let error):
                        // The line keeps its place (an empty line, or a JSON error), and the
                        // run goes on; the status says some input was bad.
                        if format == .json {
                            standardOutput.writeLine(Self.errorLine(line: number, error))
                        } else {
                            standardOutput.writeLine("")
                        }
                        standardOutput.flush()
                        FileHandle.standardError.write(Data("vocalize: \(error.message)\n".utf8))
                        if failure == nil { failure = error }
                    }
                }
            }
            standardOutput.flush()
        }
        if let failure { throw ExitCode(exitStatus(for: failure)) }
    }

    /// The JSON line for a line of input that could not be read.
    static func errorLine(line: Int, _ error: VocalizeError) -> String {
        let record = UtteranceRecord(index: line - 1, input: "", result: .failure(error))
        return record.jsonString()
    }
}

extension FileHandle {
    /// Writes a line of UTF-8 text.
    func writeLine(_ line: String) {
        write(Data((line + "\n").utf8))
    }
}
