import Foundation
import Vocalize

/// One line of a golden corpus file: an input written like a `vocalize` command (without
/// `--lang`), the forms a native speaker accepts, where that knowledge comes from, and, for a
/// reading a later issue is to fix, that issue's subject.
struct GoldenCase: Sendable, CustomStringConvertible {
    let tag: String
    let line: Int
    let input: String
    let accepted: [String]
    let source: String
    /// The subject of the issue that fixes this line, when it is a known failure.
    let knownFailure: String?

    var description: String { "\(tag):\(line) \(input)" }
}

/// What one case gave.
struct GoldenOutcome: Sendable {
    let golden: GoldenCase
    /// The spoken text, or the error the input raised.
    let got: String
    let passed: Bool
}

/// Reads `Corpus/<tag>.tsv` files and runs their lines through the public API.
enum GoldenCorpus {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The tags that have a corpus file.
    static var tags: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// Problems in the files themselves (a line without its source, say), as messages.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static func cases(for tag: String) throws -> [GoldenCase] {
        let text = try String(contentsOf: directory.appendingPathComponent("\(tag).tsv"), encoding: .utf8)
        var cases: [GoldenCase] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .init(charactersIn: "\r"))
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, !fields[0].isEmpty, !fields[1].isEmpty,
                !fields[2].trimmingCharacters(in: .whitespaces).isEmpty
            else {
                throw Malformed(description: "\(tag).tsv line \(index + 1) needs input, expected form and source, tab-separated: \(line)")
            }
            var known: String?
            if fields.count > 3, !fields[3].isEmpty {
                guard fields[3].hasPrefix("known:") else {
                    throw Malformed(description: "\(tag).tsv line \(index + 1): a fourth field must be \"known: <issue subject>\"")
                }
                known = fields[3].dropFirst("known:".count).trimmingCharacters(in: .whitespaces)
            }
            cases.append(GoldenCase(
                tag: tag, line: index + 1, input: fields[0],
                accepted: fields[1].components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) },
                source: fields[2], knownFailure: known))
        }
        return cases
    }

    /// Case and runs of spaces do not change what a listener hears; punctuation (the pauses in
    /// a phone number) does.
    /// The text as heard: spaces of any width alike, case ignored, and invisible format
    /// characters (direction marks, isolates), which a text keeps around its data but no one
    /// hears, left out.
    static func normalized(_ text: String) -> String {
        var heard = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.properties.generalCategory != .format {
            heard.append(scalar == "\u{00A0}" || scalar == "\u{202F}" ? " " : scalar)
        }
        return String(heard).split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    static func run(_ golden: GoldenCase) -> GoldenOutcome {
        let got: String
        do {
            got = try GoldenCommand(golden.input).speak(in: golden.tag)
        } catch {
            got = "<error: \(error)>"
        }
        let accepted = Set(golden.accepted.map(normalized))
        return GoldenOutcome(golden: golden, got: got, passed: accepted.contains(normalized(got)))
    }
}

/// An input line parsed like the CLI parses its arguments, then spoken through the library.
struct GoldenCommand {
    let name: String
    var positionals: [String] = []
    var options: [String: String] = [:]
    var flags: Set<String> = []

    static let valued: Set<String> = [
        "--gender", "--style", "--clock", "--region", "--rule-set", "--time-zone",
        "--label", "--value", "--value-kind", "--traits", "--hint", "--unit", "--currency",
        "--position", "--reader-lang",
    ]

    init(_ input: String) throws {
        var tokens = try Self.split(input)
        guard !tokens.isEmpty else { throw GoldenCorpus.Malformed(description: "empty input") }
        name = tokens.removeFirst()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.hasPrefix("--"), let equals = token.firstIndex(of: "=") {
                options[String(token[..<equals])] = String(token[token.index(after: equals)...])
            } else if token.hasPrefix("--") {
                if Self.valued.contains(token), index + 1 < tokens.count {
                    options[token] = tokens[index + 1]
                    index += 1
                } else {
                    flags.insert(token)
                }
            } else {
                positionals.append(token)
            }
            index += 1
        }
    }

    /// Splits on spaces, keeping "quoted text" together.
    static func split(_ input: String) throws -> [String] {
        var tokens: [String] = []
        var current = ""
        var quote: Character?
        var hasToken = false
        for character in input {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                hasToken = true
            } else if character == " " {
                if hasToken { tokens.append(current) }
                current = ""
                hasToken = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        guard quote == nil else { throw GoldenCorpus.Malformed(description: "unclosed quote in \(input)") }
        if hasToken { tokens.append(current) }
        return tokens
    }

    func argument(_ index: Int) throws -> String {
        guard index < positionals.count else {
            throw GoldenCorpus.Malformed(description: "\(name) needs \(index + 1) argument(s)")
        }
        return positionals[index]
    }

    func speak(in tag: String) throws -> String {
        let locale = try SpeechLocale(tag)
        switch name {
        case "number":
            var kind = NumberReading.Kind.cardinal
            for candidate in NumberReading.Kind.allCases where flags.contains("--\(candidate.rawValue)") { kind = candidate }
            let reading = NumberReading(kind: kind, gender: options["--gender"], ruleSet: options["--rule-set"])
            return try NumberSpeaker(locale: locale).speak(argument(0), as: reading)
        case "measure":
            return try NumberSpeaker(locale: locale).measure(argument(0), unit: argument(1))
        case "currency":
            return try NumberSpeaker(locale: locale).currency(argument(0), code: argument(1))
        case "date":
            let style = try options["--style"].map { text in
                guard let style = DateStyle(rawValue: text) else { throw GoldenCorpus.Malformed(description: "unknown style \(text)") }
                return style
            } ?? .long
            return try DateSpeaker(locale: locale).date(argument(0), style: style, timeZone: options["--time-zone"])
        case "time":
            let clock = try options["--clock"].map { text in
                guard let clock = ClockStyle(rawValue: text) else { throw GoldenCorpus.Malformed(description: "unknown clock \(text)") }
                return clock
            }
            return try DateSpeaker(locale: locale).time(argument(0), clock: clock)
        case "duration":
            return try DateSpeaker(locale: locale).duration(argument(0))
        case "relative":
            return try DateSpeaker(locale: locale).relative(argument(0), unit: argument(1))
        case "phone":
            if let region = options["--region"] {
                return try PhoneSpeaker(locale: locale, region: region).speak(argument(0))
            }
            return try PhoneSpeaker(locale: locale).speak(argument(0))
        case "element":
            let composer = try UtteranceComposer(
                locale: locale, readerLocale: try options["--reader-lang"].map { tag in try SpeechLocale(tag) })
            let value = try options["--value"].map { text in
                let kind = try options["--value-kind"].map { name in
                    guard let kind = SpokenElement.Value.Kind(rawValue: name) else {
                        throw GoldenCorpus.Malformed(description: "unknown value kind \(name)")
                    }
                    return kind
                } ?? .text
                return try SpokenElement.Value(kind: kind, text: text, unit: options["--unit"], currencyCode: options["--currency"])
            }
            let element = SpokenElement(
                label: options["--label"], value: value,
                traits: try SpokenElement.Traits(list: options["--traits"] ?? ""), hint: options["--hint"],
                position: try options["--position"].map { text in try SpokenElement.Position(parsing: text) })
            return try composer.compose(element).text
        case "read":
            return try WrittenFormReader(language: tag).speak(argument(0))
        case "text":
            return try TextSpeaker(language: tag).speak(argument(0))
        default:
            throw GoldenCorpus.Malformed(description: "unknown command \(name)")
        }
    }
}
