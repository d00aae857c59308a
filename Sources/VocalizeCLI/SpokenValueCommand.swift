import ArgumentParser
import Foundation
import Vocalize

/// A command that speaks values in one language: it says only how to speak one input, and
/// shares reading inputs (several on the command line, `-` for standard input, negative
/// values without `--`), writing results and reporting errors.
protocol SpokenValueCommand: ParsableCommand {
    /// The inputs as typed: values (and units), or `-`. Captured with `.allUnrecognized`, so
    /// a leading "-" (a negative number, "-PT5M") is a value rather than an unknown option.
    var values: [String] { get }
    var language: LanguageOptions { get }
    var output: OutputOptions { get }
    /// How many words one input has: 1 for a number, 2 for "21 minute".
    static var wordsPerInput: Int { get }
    /// What one input is called in messages ("VALUE UNIT").
    static var inputName: String { get }
    /// The spoken form of one input (its words) in `locale`.
    func speak(_ words: [String], in locale: SpeechLocale) throws(VocalizeError) -> String
}

extension SpokenValueCommand {
    static var wordsPerInput: Int { 1 }
    static var inputName: String { "VALUE" }

    /// What the help says about inputs, shared by every value command. (The command's name is
    /// passed in: reading it from the configuration while that is being built would recurse.)
    static func inputsHelp(_ command: String, negative: String? = nil) -> String {
        let one = wordsPerInput == 1 ? "value" : inputName
        let negatives = negative.map { " Negative values need no -- (vocalize \(command) \($0))." } ?? ""
        return """
            Several inputs: give several, or - to read one \(one) per line from standard input; \
            one line is printed per input, in order.\(negatives)
            """
    }

    /// The input words: `values` without the first "--", which only ends the options (it is
    /// still accepted, as older versions needed it before a negative value).
    var inputWords: [String] {
        guard let terminator = values.firstIndex(of: "--") else { return values }
        var words = values
        words.remove(at: terminator)
        return words
    }

    func validate() throws {
        try validateInputs()
    }

    /// Checks the input words: present, no unknown option among them, whole inputs only.
    func validateInputs() throws {
        let optionsEnd = values.firstIndex(of: "--") ?? values.endIndex
        let values = inputWords
        guard !values.isEmpty else {
            throw ValidationError("Missing expected argument '\(Self.inputName)' (or - to read from standard input).")
        }
        var pending = 0
        for (position, word) in values.enumerated() {
            if position < optionsEnd, word.hasPrefix("-"), word != "-", !Self.looksLikeValue(word) {
                throw ValidationError("Unknown option '\(word)'.")
            }
            if word == "-" {
                guard pending == 0 else {
                    throw ValidationError("- (standard input) stands for a whole \(Self.inputName); it cannot follow a partial one.")
                }
            } else {
                pending = (pending + 1) % Self.wordsPerInput
            }
        }
        if pending != 0 {
            throw ValidationError("Each input is \(Self.inputName): the last one is incomplete (\(values.last ?? "")).")
        }
    }

    /// A word starting with "-" that is a value: a negative number ("-7", "-.5", "-0,5") or a
    /// negative ISO 8601 duration ("-PT5M").
    static func looksLikeValue(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars.prefix(3))
        guard scalars.count >= 2 else { return false }
        switch scalars[1] {
        case "0"..."9", ".", ",": return true
        case "P", "p": return scalars.count == 3 && (scalars[2] == "T" || scalars[2] == "t" || ("0"..."9").contains(scalars[2]))
        default: return false
        }
    }

    func run() throws {
        var finished: ResultWriter?
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            let values = inputWords
            let readsInput = values.contains("-")
            let writer = try ResultWriter(options: output, aligned: readsInput || values.count > Self.wordsPerInput)
            var index = 0
            func speakInput(_ words: [String]) throws(VocalizeError) {
                // Joined by hand: `joined(separator:)` ran unspecialised (0.27 M at its first call).
                var input = words.first ?? ""
                for word in words.dropFirst() {
                    input += " "
                    input += word
                }
                let result = Result { () throws(VocalizeError) in Utterance(value: try speak(words, in: locale), language: locale.identifier) }
                try writer.write(UtteranceRecord(index: index, input: input, result: result)) { record in
                    "input \(record.index) (\"\(record.input)\")"
                }
                index += 1
            }
            var words: [String] = []
            for word in values {
                if word == "-" {
                    for (_, line) in StandardInputLines() {
                        switch line {
                        case .success(let text):
                            try speakInput(Self.split(text))
                        case .failure(let error):
                            // The line keeps its place and fails with the reason.
                            try writer.write(UtteranceRecord(index: index, input: "", result: .failure(error))) { record in "input \(record.index)" }
                            index += 1
                        }
                    }
                    continue
                }
                words.append(word)
                if words.count == Self.wordsPerInput {
                    try speakInput(words)
                    words.removeAll()
                }
            }
            finished = writer
        }
        try finished?.finish()
    }

    /// One line of standard input as the input's words: the whole line for one-word inputs;
    /// otherwise the last words are the unit (a written number may hold spaces: "54 038 921,7 EUR").
    static func split(_ line: String) -> [String] {
        let trimmed = line.trimmingWhitespace(newlines: true)
        guard wordsPerInput > 1 else { return [trimmed] }
        var parts = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard parts.count >= wordsPerInput else { return parts }
        let tail = Array(parts.suffix(wordsPerInput - 1))
        parts.removeLast(wordsPerInput - 1)
        return [parts.joined(separator: " ")] + tail
    }
}

