import ArgumentParser
import Foundation
import Vocalize

/// The entry point. A command line that names a subcommand is parsed by that subcommand alone:
/// parsing through the root reflects every subcommand's options (and checks for completion
/// script requests), which was a third of a short command's start-up.
@main
enum VocalizeMain {
    static func main() {
        if let message = invalidArgumentMessage() {
            FileHandle.standardError.write(Data("vocalize: \(message)\n".utf8))
            exit(65)
        }
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let name = arguments.first, let command = VocalizeCommand.subcommand(named: name) {
            run(command, named: name, Array(arguments.dropFirst()))
        } else {
            VocalizeCommand.main(arguments)
        }
    }

    /// Parses and runs a subcommand as ArgumentParser's `main` would, naming it "vocalize NAME"
    /// in the hint after a usage error.
    private static func run(_ command: any ParsableCommand.Type, named name: String, _ arguments: [String]) -> Never {
        do {
            // A simple line is built without ArgumentParser's reflection (see QuickCommandLine).
            var parsed = try QuickCommandLine.commands[name]?(arguments) ?? command.parseAsRoot(arguments)
            try parsed.run()
            exit(0)
        } catch {
            let code = command.exitCode(for: error)
            let message = command.fullMessage(for: error).replacingOccurrences(of: "See '\(name) ", with: "See 'vocalize \(name) ")
            if !message.isEmpty {
                if code == .success {
                    print(message)
                } else {
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                }
            }
            exit(code.rawValue)
        }
    }
}

struct VocalizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocalize",
        abstract: "Turn data into the words a screen reader should say, in the listener's language.",
        discussion: """
            Every value command takes several values, and - reads one value per line from \
            standard input; one line is printed per value (with --format json, one JSON object \
            per line with "index", "input" and the result or an "error"). Negative values need \
            no --: vocalize number -7.

            Exit status (sysexits.h):
              0   success
              64  usage: a bad option, an unknown language, unit, trait or rule set
              65  data: a value or element that cannot be read (the first failed input decides),
                  or an argument or input line that is not UTF-8 (named with its first bad byte)
              66  no input: an input or locale file that does not exist or cannot be read
              69  unavailable: espeak-ng is missing or cannot play
              70  internal: ICU itself failed
              73  can't create: the --wav file cannot be created
              74  I/O error: writing the --wav file failed (a full disk)
            """,
        version: "vocalize \(VocalizeVersion.vocalize), ICU \(VocalizeVersion.icu)",
        subcommands: subcommands
    )

    static let subcommands: [any ParsableCommand.Type] = [
        NumberCommand.self, MeasureCommand.self, CurrencyCommand.self, PhoneCommand.self,
        DateCommand.self, TimeCommand.self, DurationCommand.self, RelativeCommand.self,
        ElementCommand.self, ScreenCommand.self, RotorCommand.self, ActionsCommand.self, LocalesCommand.self,
        TextCommand.self, ReadCommand.self, AuditCommand.self,
    ]

    /// The subcommand a command line names first, if any (help and completion requests go
    /// through the root).
    static func subcommand(named name: String) -> (any ParsableCommand.Type)? {
        subcommands.first { $0._commandName == name }
    }
}

/// Options every command shares: the language and extra profiles.
struct LanguageOptions: ParsableArguments {
    @Option(
        name: [.short, .long],
        help: "The accessibility language (BCP 47: en, fr-CA, pt-BR). Default: from $LC_ALL, $LC_MESSAGES or $LANG, else en.",
        completion: .custom { _, _, _ in LocaleProfileRegistry.shared.languages })
    var lang: String?

    @Option(
        name: .customLong("locale-file"),
        help: "A locale profile JSON to load (repeatable); it adds a language or overrides built-in words.",
        completion: .file(extensions: ["json"]))
    var localeFiles: [String] = []

    /// Loads the profile files and resolves the language: --lang, else the environment's,
    /// else English. An environment language Vocalize cannot speak falls back to English
    /// with a warning rather than failing every command.
    func resolve() throws(VocalizeError) -> SpeechLocale {
        for path in localeFiles {
            try LocaleProfileRegistry.shared.register(fileAt: URL(fileURLWithPath: path))
        }
        if let lang { return try SpeechLocale(lang) }
        guard let setting = SpeechLocale.environmentLanguageSetting() else { return .english }
        do {
            return try SpeechLocale(setting.tag)
        } catch {
            warn("\(setting.variable)=\(setting.tag) is not a language Vocalize can speak (\(error.message)) Speaking English; choose another with --lang.")
            return .english
        }
    }
}

/// How a result is written out.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, ssml

    // Spelled out: ArgumentParser's generic defaults describe each case through runtime
    // conformance lookups, a measurable share of every command's start-up.
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }
}

/// How results are written out, and whether they are also heard through espeak-ng.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "Output format: text (one line per value), json (JSON Lines, schemaVersion 1) or ssml (one document per line).")
    var format: OutputFormat = .text

    @Flag(help: "Also play the result through espeak-ng, each part in its own language's voice.")
    var speak = false

    @Option(
        name: .customLong("wav"),
        help: ArgumentHelp("Also write the results as speech to one WAV file (through espeak-ng).", valueName: "file"),
        completion: .file(extensions: ["wav"]))
    var wavFile: String?

    @Option(help: "The espeak-ng voice for the result's language (en-us, fr-be, roa/fr, en-us+f3; see espeak-ng --voices). Parts in other languages keep their own voices.")
    var voice: String?

    @Flag(help: "Print espeak-ng's phoneme transcription (IPA) of the result instead of its text.")
    var phonemes = false

    func validate() throws {
        if voice != nil, !speak, wavFile == nil, !phonemes {
            throw ValidationError("--voice applies only with --speak, --wav or --phonemes.")
        }
        if phonemes, format != .text {
            throw ValidationError("--phonemes prints a transcription instead of the result; it cannot be combined with --format \(format.rawValue).")
        }
    }
}

/// Writes "vocalize: warning: …" on stderr.
func warn(_ message: String) {
    FileHandle.standardError.write(Data("vocalize: warning: \(message)\n".utf8))
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

/// sysexits.h: 64 usage, 65 bad data, 66 no input, 69 unavailable, 70 internal, 73 can't create,
/// 74 I/O error.
func exitStatus(for error: VocalizeError) -> Int32 {
    switch error.kind {
    case .invalidLanguageTag, .unsupportedLanguage, .unsupportedOption: return 64
    case .inputUnavailable: return 66
    case .externalTool: return 69
    case .icuFailure: return 70
    case .outputUnavailable: return 73
    case .outputFailed: return 74
    default: return 65
    }
}
