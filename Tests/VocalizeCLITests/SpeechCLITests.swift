import Foundation
import Testing
import Vocalize

/// `--speak`, `--wav`, `--voice` and `--phonemes`, which every command has.
@Suite("vocalize --speak / --wav / --phonemes")
struct SpeechCLITests {
    /// The environment of this process with espeak-ng pointed somewhere it is not.
    static var withoutEngine: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[EspeakEngine.programVariable] = "/nonexistent/espeak-ng"
        return environment
    }

    @Test("Without espeak-ng, every speech option fails with exit 69 and says how to install it",
          arguments: [["--speak"], ["--wav", "/tmp/vocalize-never.wav"], ["--phonemes"]])
    func missingEngine(option: [String]) throws {
        let result = try CLIRunner.run(["number", "21", "--lang", "fr"] + option, environment: Self.withoutEngine)
        #expect(result.status == 69)
        #expect(result.stdout == "", "nothing is printed before the engine is found")
        #expect(result.stderr.hasPrefix("vocalize: espeak-ng is not installed (no executable at /nonexistent/espeak-ng)."))
        #expect(result.stderr.contains("apt-get install espeak-ng") && result.stderr.contains("brew install espeak-ng"))
    }

    @Test("Without a speech option, espeak-ng is not needed")
    func noSpeechNoEngine() throws {
        let result = try CLIRunner.run(["number", "21", "--lang", "fr"], environment: Self.withoutEngine)
        #expect(result.status == 0)
        #expect(result.stdout == "vingt-et-un\n")
    }

    @Test("--voice needs a speech option; --phonemes replaces the text, so not with another format")
    func usageErrors() throws {
        let voice = try CLIRunner.run(["number", "21", "--voice", "en-us"])
        #expect(voice.status == 64)
        #expect(voice.stderr.contains("--voice applies only with --speak, --wav or --phonemes."))
        let format = try CLIRunner.run(["number", "21", "--phonemes", "--format", "json"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("--phonemes prints a transcription instead of the result; it cannot be combined with --format json."))
    }

    @Test("Every command offers the speech options", arguments: ["number", "measure", "currency", "phone", "date", "time", "duration", "relative", "element", "screen"])
    func everyCommand(command: String) throws {
        let help = try CLIRunner.run([command, "--help"])
        for option in ["--speak", "--wav <file>", "--voice <voice>", "--phonemes"] {
            #expect(help.stdout.contains(option), "\(command) lacks \(option)")
        }
    }
}

/// The same options with espeak-ng at work; skipped, with the reason shown, where it is not installed.
@Suite("vocalize speech through espeak-ng", .enabled(if: EspeakEngine.isAvailable, "espeak-ng is not installed"))
struct SpeechCLIIntegrationTests {
    @Test("--phonemes: the French phone number is heard without \"point\"")
    func phonePhonemes() throws {
        let result = try CLIRunner.run(["phone", "06.11.22.33.06", "--lang", "fr", "--phonemes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "zeʁˈo sˈis ˈɔ̃z vˈɛ̃tdˈø tʁˈɑ̃ttʁwˈa zeʁˈo sˈis\n")
        #expect(!result.stdout.contains("pwɛ̃"))
    }

    @Test("--phonemes: a date is heard in full")
    func datePhonemes() throws {
        let result = try CLIRunner.run(["date", "2015-04-01", "--lang", "en", "--phonemes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "ˈeɪpɹəl fˈɜːst twˈɛnti fˈɪftiːn\n")
    }

    @Test("--phonemes: a French label on an English reader switches voice and back for the hint")
    func mixedPhonemes() throws {
        let result = try CLIRunner.run([
            "element", "--label", "Accueil", "--traits", "button", "--hint", "Ouvre la page", "--lang", "fr", "--reader-lang", "en", "--phonemes",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "(fr) akˈœj (en) bˈʌtən (fr) ˈuvʁ la- pˈaʒ\n")
    }

    @Test("--voice picks the voice for the result's language")
    func voiceOverride() throws {
        let british = try CLIRunner.run(["element", "--label", "tomato", "--lang", "en", "--phonemes", "--voice", "en-gb"])
        let american = try CLIRunner.run(["element", "--label", "tomato", "--lang", "en", "--phonemes", "--voice", "en-us"])
        #expect(british.stdout == "təmˈɑːtəʊ\n")
        #expect(american.stdout == "təmˈeɪɾoʊ\n")
        let unknown = try CLIRunner.run(["number", "21", "--phonemes", "--voice", "bogus-voice"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("vocalize: espeak-ng has no voice \"bogus-voice\""))
    }

    @Test("--wav writes a RIFF file and still prints the text; screen appends every element")
    func wav() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-cli-speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let one = folder.appendingPathComponent("one.wav")
        let result = try CLIRunner.run(["element", "--label", "Accueil", "--traits", "button", "--lang", "fr", "--wav", one.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Accueil. Bouton.\n")
        let bytes = try [UInt8](Data(contentsOf: one))
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WAVE".utf8))
        #expect(bytes.count > 20_000, "\(bytes.count) bytes")

        let screen = folder.appendingPathComponent("screen.json")
        try Data(#"[{"label":"Accueil","traits":["button"],"language":"fr"},{"label":"Accueil","traits":["button"],"language":"fr"}]"#.utf8).write(to: screen)
        let both = folder.appendingPathComponent("both.wav")
        let screenResult = try CLIRunner.run(["screen", screen.path, "--wav", both.path])
        #expect(screenResult.status == 0, "\(screenResult.stderr)")
        let bothBytes = try [UInt8](Data(contentsOf: both))
        // Two copies of the same audio under one 44-byte header.
        #expect(bothBytes.count - 44 == 2 * (bytes.count - 44))
    }

    #if os(Linux)
    @Test("--speak without a sound device: exit 69 with the reason and what to do instead",
          .enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd"), "this machine has a sound device"))
    func speakWithoutSoundDevice() throws {
        let result = try CLIRunner.run(["date", "2015-04-01", "--lang", "en", "--speak"])
        #expect(result.status == 69)
        #expect(result.stdout == "April first, twenty fifteen\n")
        #expect(result.stderr.hasPrefix("vocalize: espeak-ng could not play the audio: "))
        #expect(result.stderr.contains("Use --wav FILE, or --phonemes to read what would be said."))
    }
    #endif
}
