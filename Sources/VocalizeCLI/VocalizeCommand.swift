import ArgumentParser
import Foundation
import Synchronization
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
            DateCommand.self, TimeCommand.self, DurationCommand.self, RelativeCommand.self,
            ElementCommand.self, ScreenCommand.self, LocalesCommand.self,
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

/// How a result is written out, and whether it is also heard through espeak-ng.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    @Flag(help: "Also play the result through espeak-ng, each part in its own language's voice.")
    var speak = false

    @Option(name: .customLong("wav"), help: ArgumentHelp("Also write the result as speech to a WAV file (through espeak-ng).", valueName: "file"))
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

    /// Writes one utterance to standard output in the chosen format (or as phonemes), and
    /// speaks it or writes its audio when asked.
    ///
    /// - Throws: `.externalTool` when espeak-ng is needed but missing (exit 69) or cannot play.
    func emit(_ utterance: Utterance) throws(VocalizeError) {
        // Find the engine before printing anything, so a missing one fails cleanly.
        let engine = speak || wavFile != nil || phonemes ? try EspeakEngine() : nil
        if let engine, phonemes {
            print(try engine.phonemes(utterance, voice: voice, alphabet: .ipa).description)
        } else {
            switch format {
            case .text: print(utterance.text)
            case .json: print(utterance.jsonString())
            case .ssml: print(utterance.ssml())
            }
        }
        guard let engine else { return }
        if let wavFile {
            let url = URL(fileURLWithPath: wavFile)
            // A command that emits several utterances (screen) adds each to the same file.
            let appending = !writtenAudioFiles.withLock { $0.insert(url.standardizedFileURL.path).inserted }
            try engine.writeWAV(utterance, to: url, voice: voice, appending: appending)
        }
        if speak {
            do {
                try engine.speak(utterance, voice: voice)
            } catch where error.kind == .externalTool {
                throw VocalizeError(.externalTool, error.message + " Use --wav FILE, or --phonemes to read what would be said.")
            }
        }
    }
}

/// The WAV files this process has written, so later utterances are appended, not overwritten.
private let writtenAudioFiles = Mutex<Set<String>>([])

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

/// A command that speaks one value in one language: it only says how to speak it, and
/// shares parsing the language, writing the result and reporting errors.
protocol SpokenValueCommand: ParsableCommand {
    var language: LanguageOptions { get }
    var output: OutputOptions { get }
    /// The spoken form of the command's value in `locale`.
    func speak(in locale: SpeechLocale) throws(VocalizeError) -> String
}

extension SpokenValueCommand {
    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            try output.emit(Utterance(value: speak(in: locale), language: locale.identifier))
        }
    }
}
