import Foundation
import Synchronization

/// Speaks utterances through the espeak-ng program, feeding it SSML on standard input.
///
/// espeak-ng ignores SSML `<lang xml:lang>` (it reads a French label's English trait words
/// with French rules) and does not return to the outer voice after a `<voice>` element, so
/// the utterance is split into runs of segments that share a voice, and each run is spoken,
/// written or transcribed with its own `-v` voice. Voices are picked by matching the
/// segment's language against what `espeak-ng --voices` lists, asked once per program.
public struct EspeakEngine: SpeechEngine {
    /// The environment variable that names the program (a path, or a name looked up on PATH)
    /// instead of "espeak-ng".
    public static let programVariable = "VOCALIZE_ESPEAK"

    /// The espeak-ng program used.
    public let executable: URL

    /// The silence between the description and the hint, in milliseconds.
    public var hintPause: Int

    /// Finds espeak-ng: the program `$VOCALIZE_ESPEAK` names, else `espeak-ng` on PATH.
    ///
    /// - Throws: `.externalTool` with installation instructions when it is not there.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, hintPause: Int = 500) throws(VocalizeError) {
        let name = environment[Self.programVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "espeak-ng"
        guard let found = ExternalProcess.locate(name, path: environment["PATH"]) else {
            let place = name.contains("/") ? "no executable at \(name)" : "no \(name) on PATH"
            throw VocalizeError(.externalTool, """
                espeak-ng is not installed (\(place)). Install it to hear results: \
                apt-get install espeak-ng (Debian, Ubuntu) or brew install espeak-ng (macOS); \
                or set \(Self.programVariable) to its path.
                """)
        }
        self.executable = found
        self.hintPause = hintPause
    }

    /// True when espeak-ng can be found, for callers (and tests) that offer speech only then.
    public static var isAvailable: Bool {
        (try? EspeakEngine()) != nil
    }

    // MARK: SpeechEngine

    /// Plays the utterance run by run on the default audio output.
    ///
    /// - Throws: `.externalTool` when espeak-ng fails or cannot open the audio output (no
    ///   sound device), `.unsupportedOption` for an unknown voice.
    public func speak(_ utterance: Utterance, voice: String? = nil) throws(VocalizeError) {
        for run in try runs(of: utterance, voice: voice) {
            let outcome = try espeak(["-m", "-v", run.voice], input: run.ssml, playing: true)
            if let failure = Self.playbackFailure(outcome.errorText) { throw failure }
        }
    }

    /// Without a sound device espeak-ng says "error: …" (after ALSA's own complaints) and exits
    /// 0, or, depending on how far the audio output got, 1: either way the audio could not be
    /// played, which is said so rather than as a failure of espeak-ng.
    private static func playbackFailure(_ errorText: String) -> VocalizeError? {
        let lines = errorText.split(whereSeparator: \.isNewline).map(String.init)
        let failure = lines.first(where: { $0.lowercased().hasPrefix("error:") }) ?? lines.first(where: { $0.hasPrefix("ALSA lib") })
        guard let failure else { return nil }
        let reason = failure.lowercased().hasPrefix("error:") ? failure.dropFirst("error:".count).trimmingWhitespace() : failure
        let cause = lines.last { $0 != failure && !$0.lowercased().hasPrefix("error:") }.map { " (\($0))" } ?? ""
        return VocalizeError(.externalTool, """
            espeak-ng could not play the audio: \(reason)\(cause). This machine seems to have \
            no usable sound device; write the audio to a WAV file instead.
            """)
    }

    /// Writes the utterance as one WAV file: each run is written by espeak-ng, then the
    /// pieces are joined (espeak-ng writes 16-bit mono PCM at one rate for all its voices).
    public func writeWAV(_ utterance: Utterance, to url: URL, voice: String? = nil, appending: Bool = false) throws(VocalizeError) {
        var audio: WAVAudio?
        if appending, let existing = try? Data(contentsOf: url) {
            audio = try WAVAudio(bytes: [UInt8](existing), source: url.path)
        }
        for piece in try audioPieces(of: utterance, voice: voice) {
            audio = try audio.map { (joined) throws(VocalizeError) in try joined.appending(piece) } ?? piece
        }
        guard let audio else {
            throw VocalizeError(.invalidElement, "There is nothing to speak: the utterance has no text.")
        }
        do {
            try Data(audio.fileBytes).write(to: url, options: .atomic)
        } catch {
            throw VocalizeError(.outputUnavailable, "Cannot write the audio to \(url.path): \(error.localizedDescription).")
        }
    }

    /// Adds the utterance's audio to a WAV file being written (one file for a whole run).
    public func write(_ utterance: Utterance, to writer: WAVFileWriter, voice: String? = nil) throws(VocalizeError) {
        for piece in try audioPieces(of: utterance, voice: voice) {
            try writer.append(piece)
        }
    }

    /// The audio of each run of the utterance, as espeak-ng writes it.
    private func audioPieces(of utterance: Utterance, voice: String?) throws(VocalizeError) -> [WAVAudio] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-speech-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw VocalizeError(.externalTool, "Cannot create a temporary folder for audio: \(error.localizedDescription).")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var pieces: [WAVAudio] = []
        for (index, run) in try runs(of: utterance, voice: voice).enumerated() {
            let piece = folder.appendingPathComponent("run-\(index).wav")
            _ = try espeak(["-m", "-v", run.voice, "-w", piece.path], input: run.ssml)
            let bytes: Data
            do {
                bytes = try Data(contentsOf: piece)
            } catch {
                throw VocalizeError(.externalTool, "espeak-ng wrote no audio for \"\(run.text)\": \(error.localizedDescription).")
            }
            pieces.append(try WAVAudio(bytes: [UInt8](bytes), source: "espeak-ng's audio for \"\(run.text)\""))
        }
        return pieces
    }

    /// espeak-ng's transcription of each run, in IPA (`--ipa`) or its ASCII mnemonics (`-x`).
    public func phonemes(_ utterance: Utterance, voice: String? = nil, alphabet: PhonemeAlphabet = .ipa) throws(VocalizeError) -> PhonemeTranscription {
        let option = alphabet == .ipa ? "--ipa" : "-x"
        var transcribed: [PhonemeTranscription.Run] = []
        for run in try runs(of: utterance, voice: voice) {
            let outcome = try espeak(["-q", "-m", option, "-v", run.voice], input: run.ssml)
            let phonemes = outcome.outputText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            transcribed.append(PhonemeTranscription.Run(run: run, phonemes: phonemes))
        }
        return PhonemeTranscription(runs: transcribed)
    }

    /// The phonemes of plain text read by one voice, as espeak-ng reads it from its command
    /// line (no SSML): what a listener would hear if the text were given to the engine as written.
    public func phonemes(ofText text: String, voice: String, alphabet: PhonemeAlphabet = .ipa) throws(VocalizeError) -> String {
        let outcome = try espeak(["-q", alphabet == .ipa ? "--ipa" : "-x", "-v", voice, "--", text])
        return outcome.outputText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: Runs and voices

    /// The utterance split into runs that share a voice, each as an SSML document.
    ///
    /// - Parameters:
    ///   - utterance: what is said.
    ///   - override: (`voice:`) replaces the voice of segments in the utterance's own language.
    public func runs(of utterance: Utterance, voice override: String? = nil) throws(VocalizeError) -> [SpeechRun] {
        struct Draft {
            var language: String
            var voice: String
            var text = ""
            var ssml = ""
        }
        var drafts: [Draft] = []
        let pieces = utterance.segments.map { ($0, false) } + utterance.hintSegments.enumerated().map { ($0.element, $0.offset == 0) }
        for (segment, startsHint) in pieces where !segment.text.isEmpty {
            let voice: String
            if let override, segment.language == utterance.language {
                voice = override
            } else {
                voice = try self.voice(for: segment.language)
            }
            if startsHint, !drafts.isEmpty {
                drafts[drafts.count - 1].ssml = drafts[drafts.count - 1].ssml.trimmingTrailingSpaces + "<break time=\"\(hintPause)ms\"/>"
                drafts[drafts.count - 1].text = drafts[drafts.count - 1].text.trimmingTrailingSpaces + " "
            }
            if drafts.last?.voice != voice {
                drafts.append(Draft(language: segment.language, voice: voice))
            }
            drafts[drafts.count - 1].text += segment.text + segment.separator
            drafts[drafts.count - 1].ssml += Utterance.xmlEscaped(segment.text) + Utterance.xmlEscaped(segment.separator)
        }
        return drafts.map { draft in
            // No xml:lang on <speak>: espeak-ng would let it replace the -v voice.
            SpeechRun(
                language: draft.language, voice: draft.voice, text: draft.text.trimmingTrailingSpaces,
                ssml: "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\">\(draft.ssml.trimmingTrailingSpaces)</speak>")
        }
    }

    /// The espeak-ng voice for a BCP 47 language tag.
    ///
    /// - Throws: `.unsupportedLanguage` when this espeak-ng has no voice for the language.
    public func voice(for language: String) throws(VocalizeError) -> String {
        let catalog = try voiceCatalog()
        guard let voice = catalog.voice(for: language) else {
            throw VocalizeError(.unsupportedLanguage, """
                espeak-ng has no voice for "\(language)" (see espeak-ng --voices); \
                choose one explicitly for the result's language.
                """)
        }
        return voice
    }

    /// The installed voices, listed once per program.
    func voiceCatalog() throws(VocalizeError) -> EspeakVoiceCatalog {
        if let cached = Self.catalogs.withLock({ $0[executable.path] }) { return cached }
        let catalog = EspeakVoiceCatalog(listing: try espeak(["--voices"]).outputText)
        guard !catalog.entries.isEmpty else {
            throw VocalizeError(.externalTool, "\(executable.path) --voices lists no voices; is espeak-ng's data installed?")
        }
        Self.catalogs.withLock { $0[executable.path] = catalog }
        return catalog
    }

    private static let catalogs = Mutex<[String: EspeakVoiceCatalog]>([:])

    /// Runs espeak-ng; a non-zero exit becomes an error carrying what it said.
    private func espeak(_ arguments: [String], input: String? = nil, playing: Bool = false) throws(VocalizeError) -> ExternalProcess.Outcome {
        let outcome = try ExternalProcess(executable: executable).run(arguments, input: input)
        guard outcome.status == 0 else {
            if playing, let failure = Self.playbackFailure(outcome.errorText) { throw failure }
            let said = outcome.errorText.trimmingWhitespace(newlines: true)
            if said.contains("voice does not exist"), let flag = arguments.firstIndex(of: "-v"), flag + 1 < arguments.count {
                throw VocalizeError(.unsupportedOption, """
                    espeak-ng has no voice "\(arguments[flag + 1])"; espeak-ng --voices lists them \
                    (a language such as en-us or fr-fr, or a file such as roa/fr, optionally with a variant: en-us+f3).
                    """)
            }
            throw VocalizeError(.externalTool, "espeak-ng failed (exit \(outcome.status))\(said.isEmpty ? "" : ": \(said)")")
        }
        return outcome
    }
}
