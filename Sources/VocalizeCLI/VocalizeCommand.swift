import ArgumentParser
import Foundation
import Vocalize

@main
struct VocalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocalize",
        abstract: "Turn data into the words a screen reader should say, in the listener's language.",
        discussion: """
            Exit status: 0 on success, 64 for a usage error (bad option, unknown language or unit), \
            65 for bad data (a value that cannot be read), 69 when an external tool is missing.
            """,
        subcommands: [
            NumberCommand.self, MeasureCommand.self, CurrencyCommand.self, PhoneCommand.self,
        ]
    )
}

/// Options every command shares: the language, extra profiles, and how to output the result.
struct LanguageOptions: ParsableArguments {
    @Option(name: .long, help: "The accessibility language (BCP 47: en, fr-CA, pt-BR). Default: $LANG, else en.")
    var lang: String?

    @Option(name: .customLong("locale-file"), help: "A locale profile JSON to load (repeatable); it adds a language or overrides built-in words.")
    var localeFiles: [String] = []

    /// Loads the profile files and resolves the language.
    func resolve() throws(VocalizeError) -> SpeechLocale {
        for path in localeFiles {
            try LocaleProfileRegistry.shared.register(fileAt: URL(fileURLWithPath: path))
        }
        return try SpeechLocale(lang ?? SpeechLocale.environmentLanguage())
    }
}

/// How a result is written out.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, ssml
}

struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    /// Writes one utterance to standard output in the chosen format.
    func emit(_ utterance: Utterance) {
        switch format {
        case .text: print(utterance.text)
        case .json: print(utterance.jsonString())
        case .ssml: print(utterance.ssml())
        }
    }
}

/// Runs a command body, turning a `VocalizeError` into a message on stderr and an exit code.
func reportingErrors(_ body: () throws(VocalizeError) -> Void) throws {
    do {
        try body()
    } catch {
        FileHandle.standardError.write(Data("vocalize: \(error.message)\n".utf8))
        throw ExitCode(exitStatus(for: error))
    }
}

/// sysexits.h: 64 usage, 65 bad data, 69 unavailable, 70 internal.
func exitStatus(for error: VocalizeError) -> Int32 {
    switch error.kind {
    case .invalidLanguageTag, .unsupportedLanguage, .unsupportedOption: return 64
    case .externalTool: return 69
    case .icuFailure: return 70
    default: return 65
    }
}
