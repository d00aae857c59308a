import Foundation

/// A text-to-speech engine that lets a developer hear, or read as phonemes, what a listener hears.
///
/// Each segment is voiced in its own language: a French label followed by English trait
/// words switches voices mid-utterance.
public protocol SpeechEngine: Sendable {
    /// Plays the utterance on the machine's audio output.
    ///
    /// - Parameters:
    ///   - utterance: what is said.
    ///   - voice: the engine's voice for the utterance's own language, replacing the one
    ///     picked from the language; segments in other languages keep their own voices.
    func speak(_ utterance: Utterance, voice: String?) throws(VocalizeError)

    /// Writes the utterance as one WAV file instead of playing it.
    ///
    /// - Parameters:
    ///   - utterance: what is said.
    ///   - url: the WAV file to write.
    ///   - voice: the engine's voice for the utterance's own language (as in `speak`).
    ///   - appending: add the audio after the audio already in the file (which must have the
    ///     same format) instead of replacing the file.
    func writeWAV(_ utterance: Utterance, to url: URL, voice: String?, appending: Bool) throws(VocalizeError)

    /// The engine's phoneme transcription of the utterance, run by run.
    func phonemes(_ utterance: Utterance, voice: String?, alphabet: PhonemeAlphabet) throws(VocalizeError) -> PhonemeTranscription
}

/// How phonemes are written.
public enum PhonemeAlphabet: String, Sendable, Hashable, CaseIterable, Codable {
    /// The International Phonetic Alphabet: "pwɛ̃".
    case ipa
    /// The engine's own ASCII mnemonics (espeak-ng `-x`): "pwE~".
    case ascii
}

/// A stretch of an utterance spoken with one voice: consecutive segments whose languages
/// resolve to the same voice.
public struct SpeechRun: Sendable, Hashable {
    /// The BCP 47 tag of the run's first segment.
    public var language: String
    /// The engine voice the run is spoken with.
    public var voice: String
    /// The run as plain text (segments and their separators).
    public var text: String
    /// The run as an SSML document, as fed to the engine.
    public var ssml: String

    /// A run as the engine speaks it.
    public init(language: String, voice: String, text: String, ssml: String) {
        self.language = language
        self.voice = voice
        self.text = text
        self.ssml = ssml
    }
}

/// The phonemes of an utterance, one entry per voice run.
public struct PhonemeTranscription: Sendable, Hashable, CustomStringConvertible {
    /// One run's transcription.
    public struct Run: Sendable, Hashable {
        /// The run that was transcribed (its language, voice and text).
        public var run: SpeechRun
        /// The phonemes on one line, whitespace collapsed.
        public var phonemes: String

        /// A run and what the engine transcribed for it.
        public init(run: SpeechRun, phonemes: String) {
            self.run = run
            self.phonemes = phonemes
        }
    }

    /// The runs in speaking order.
    public var runs: [Run]

    /// A transcription from its runs.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// All phonemes on one line. When the voice changes, each run is marked with its language
    /// in parentheses, as espeak-ng marks its own switches: "(fr) akˈœj (en) bˈʌʔn̩".
    public var description: String {
        guard runs.count > 1 else { return runs.first?.phonemes ?? "" }
        return runs.map { "(\($0.run.language)) \($0.phonemes)" }.joined(separator: " ")
    }
}
