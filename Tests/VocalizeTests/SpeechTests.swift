import Foundation
import Testing
@testable import Vocalize

/// A few lines of `espeak-ng --voices` as espeak-ng 1.51 prints them.
private let voiceListing = """
    Pty Language       Age/Gender VoiceName          File                 Other Languages
     5  cmn             --/M      Chinese_(Mandarin,_latin_as_English) sit/cmn              (zh-cmn 5)(zh 5)
     2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
     2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
     5  es-419          --/M      Spanish_(Latin_America) roa/es-419           (es-mx 6)(es 6)
     5  es              --/M      Spanish_(Spain)    roa/es
     5  fr-be           --/M      French_(Belgium)   roa/fr-BE            (fr 8)
     5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
     5  nb              --/M      Norwegian_Bokmål  gmq/nb               (no 5)
     5  pt              --/M      Portuguese_(Portugal) roa/pt               (pt-pt 5)
     5  pt-br           --/M      Portuguese_(Brazil) roa/pt-BR            (pt 6)
     5  yue             --/M      Chinese_(Cantonese) sit/yue              (zh-yue 5)(zh 8)
    """

@Suite("Speech: voices, audio files, errors")
struct SpeechUnitTests {
    let catalog = EspeakVoiceCatalog(listing: voiceListing)

    @Test("Voice names and aliases are read from the listing, the header skipped")
    func parsesListing() {
        #expect(catalog.entries.count == 11 + 13)
        #expect(catalog.entries.contains(.init(language: "zh", priority: 8, voice: "sit/yue")))
        #expect(catalog.entries.contains(.init(language: "fr-fr", priority: 5, voice: "roa/fr")))
        #expect(!catalog.entries.contains { $0.language == "language" })
    }

    @Test("A BCP 47 tag picks the most specific voice, then the preferred one for the language",
          arguments: [
              ("fr", "roa/fr"), ("fr-CA", "roa/fr"), ("fr-BE", "roa/fr-BE"), ("en", "gmw/en"),
              ("en-US", "gmw/en-US"), ("pt-BR", "roa/pt-BR"), ("pt_PT", "roa/pt"), ("pt", "roa/pt"),
              ("es-MX", "roa/es-419"), ("es", "roa/es"), ("nb", "gmq/nb"), ("no", "gmq/nb"),
              ("zh-Hans", "sit/cmn"), ("zh-Hant-TW", "sit/cmn"), ("zh-HK", "sit/yue"),
              ("zh-Hant-HK", "sit/yue"), ("yue", "sit/yue"),
          ])
    func picksVoice(tag: String, voice: String) {
        #expect(catalog.voice(for: tag) == voice)
    }

    @Test("A language the engine has no voice for gets none", arguments: ["xx", "", "nn"])
    func noVoice(tag: String) {
        #expect(catalog.voice(for: tag) == nil)
    }

    @Test("Lookup keys go from the whole tag to the bare language")
    func candidateKeys() {
        #expect(EspeakVoiceCatalog.candidateKeys(for: "zh-Hant-TW") == ["zh-hant-tw", "zh-tw", "zh-hant", "zh"])
        #expect(EspeakVoiceCatalog.candidateKeys(for: "zh_HK") == ["yue", "zh-hk", "zh"])
        #expect(EspeakVoiceCatalog.candidateKeys(for: "es-419") == ["es-419", "es"])
    }

    /// A WAV file of mono 16-bit samples at 22050 Hz.
    private func wav(_ samples: [UInt8], rate: UInt32 = 22050) -> [UInt8] {
        let format: [UInt8] = [1, 0, 1, 0] + le(rate) + le(rate * 2) + [2, 0, 16, 0]
        return WAVAudio(format: format, samples: samples).fileBytes
    }

    private func le(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

    @Test("WAV pieces join into one file with correct RIFF and data sizes")
    func joinsWAV() throws {
        let first = try WAVAudio(bytes: wav([1, 2, 3, 4]), source: "first")
        let second = try WAVAudio(bytes: wav([5, 6]), source: "second")
        let joined = try first.appending(second)
        let bytes = joined.fileBytes
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[4..<8]) == le(UInt32(bytes.count - 8)))
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[36..<40]) == Array("data".utf8))
        #expect(Array(bytes[40..<44]) == le(6))
        #expect(Array(bytes[44...]) == [1, 2, 3, 4, 5, 6])
        #expect(joined.description == "1 channel(s), 22050 Hz, 16 bit")
        #expect(abs(joined.duration - 6.0 / 44100) < 1e-9)
        #expect(try WAVAudio(bytes: bytes, source: "joined") == joined)
    }

    @Test("An odd-sized data chunk is padded, and a streamed placeholder size runs to the end")
    func oddAndStreamedSizes() throws {
        let odd = try WAVAudio(bytes: wav([9, 8, 7]), source: "odd")
        #expect(odd.fileBytes.count == 44 + 4)
        #expect(try WAVAudio(bytes: odd.fileBytes, source: "odd").samples == [9, 8, 7])
        var streamed = wav([1, 2, 3, 4])
        streamed.replaceSubrange(40..<44, with: [0x00, 0xf0, 0xff, 0x7f])
        #expect(try WAVAudio(bytes: streamed, source: "streamed").samples == [1, 2, 3, 4])
    }

    @Test("Audio in different formats is not joined")
    func refusesDifferentFormats() throws {
        let slow = try WAVAudio(bytes: wav([1, 2], rate: 16000), source: "slow")
        let fast = try WAVAudio(bytes: wav([1, 2]), source: "fast")
        let error = #expect(throws: VocalizeError.self) { try slow.appending(fast) }
        #expect(error?.kind == .externalTool)
        #expect(error?.message.contains("16000 Hz") == true)
        #expect(error?.message.contains("22050 Hz") == true)
    }

    @Test("Bytes that are not a WAV file, or have no data, are an error naming the source")
    func rejectsNonWAV() {
        let notWAV = #expect(throws: VocalizeError.self) { try WAVAudio(bytes: Array("hello, world".utf8), source: "x.wav") }
        #expect(notWAV?.message == "x.wav is not a WAV file (no RIFF/WAVE header).")
        let header = Array(wav([1, 2])[0..<36])
        let noData = #expect(throws: VocalizeError.self) { try WAVAudio(bytes: header, source: "y.wav") }
        #expect(noData?.message == "y.wav has no audio: its format or data chunk is missing.")
    }

    @Test("A missing espeak-ng says how to install it")
    func missingEngine() {
        let atPath = #expect(throws: VocalizeError.self) {
            try EspeakEngine(environment: ["VOCALIZE_ESPEAK": "/nonexistent/espeak-ng", "PATH": "/usr/bin:/bin"])
        }
        #expect(atPath?.kind == .externalTool)
        #expect(atPath?.message.contains("no executable at /nonexistent/espeak-ng") == true)
        #expect(atPath?.message.contains("apt-get install espeak-ng") == true)
        #expect(atPath?.message.contains("brew install espeak-ng") == true)

        let onPath = #expect(throws: VocalizeError.self) { try EspeakEngine(environment: ["PATH": "/nonexistent"]) }
        #expect(onPath?.message.contains("no espeak-ng on PATH") == true)
        let noPath = #expect(throws: VocalizeError.self) { try EspeakEngine(environment: [:]) }
        #expect(noPath?.kind == .externalTool)
    }

    @Test("A transcription marks each run's language only when the voice changes")
    func transcriptionText() {
        let french = SpeechRun(language: "fr", voice: "roa/fr", text: "Accueil.", ssml: "")
        let english = SpeechRun(language: "en", voice: "gmw/en", text: "Button.", ssml: "")
        #expect(PhonemeTranscription(runs: [.init(run: french, phonemes: "akˈœj")]).description == "akˈœj")
        #expect(PhonemeTranscription(runs: [.init(run: french, phonemes: "akˈœj"), .init(run: english, phonemes: "bˈʌtən")]).description
            == "(fr) akˈœj (en) bˈʌtən")
        #expect(PhonemeTranscription(runs: []).description == "")
    }
}

/// Runs espeak-ng itself; skipped, with the reason shown, where it is not installed.
@Suite("Speech through espeak-ng", .enabled(if: EspeakEngine.isAvailable, "espeak-ng is not installed"))
struct EspeakIntegrationTests {
    /// A French label on an English screen reader: "Accueil. Button. Selected." then a hint.
    static let mixed = Utterance(
        segments: [
            .init(role: .label, text: "Accueil", language: "fr", separator: ". "),
            .init(role: .trait, text: "Button", language: "en", separator: ". "),
            .init(role: .state, text: "Selected", language: "en", separator: "."),
        ],
        hint: .init(role: .hint, text: "Ouvre la page d'accueil.", language: "fr"),
        language: "en")

    @Test("The French phone reference case has no \"point\" sound; the written number has four")
    func frenchPhoneHasNoPoint() throws {
        let engine = try EspeakEngine()
        let french = try engine.voice(for: "fr")
        let raw = try engine.phonemes(ofText: "06.11.22.33.06", voice: french)
        #expect(raw.components(separatedBy: "pwɛ̃").count - 1 == 4, "\(raw)")
        #expect(try engine.phonemes(ofText: "06.11.22.33.06", voice: french, alphabet: .ascii).contains("pwE~"))

        let spoken = try PhoneSpeaker(language: "fr").speak("06.11.22.33.06")
        #expect(spoken == "zéro six, onze, vingt-deux, trente-trois, zéro six")
        let heard = try engine.phonemes(Utterance(value: spoken, language: "fr")).description
        #expect(!heard.contains("pwɛ̃"), "\(heard)")
        #expect(!heard.contains("dˈɒt") && !heard.contains("pˈɔɪnt"))
        #expect(heard.contains("ˈɔ̃z") && heard.contains("vˈɛ̃tdˈø") && heard.contains("tʁˈɑ̃ttʁwˈa"), "\(heard)")
        let ascii = try engine.phonemes(Utterance(value: spoken, language: "fr"), alphabet: .ascii).description
        #expect(!ascii.contains("pwE~") && ascii.contains("'O~z"), "\(ascii)")
    }

    @Test("A spoken date has no abbreviation: April first, twenty fifteen, not \"Apr 1, 2015\"")
    func dateHasNoAbbreviation() throws {
        let engine = try EspeakEngine()
        let raw = try engine.phonemes(ofText: "Apr 1, 2015", voice: try engine.voice(for: "en"))
        // espeak-ng reads the abbreviation as a word ("apra") and the year as a quantity.
        #expect(raw.contains("ˈapɹə") && !raw.contains("ˈeɪpɹəl"), "\(raw)")
        #expect(raw.contains("θˈaʊzənd"), "\(raw)")

        let spoken = try DateSpeaker(language: "en").date("2015-04-01")
        #expect(spoken == "April first, twenty fifteen")
        let heard = try engine.phonemes(Utterance(value: spoken, language: "en")).description
        #expect(heard == "ˈeɪpɹəl fˈɜːst twˈɛnti fˈɪftiːn")
    }

    @Test("A French label with English traits switches voices, each part in its own phonemes")
    func mixedLanguagesSwitchVoices() throws {
        let engine = try EspeakEngine()
        let runs = try engine.runs(of: Self.mixed)
        #expect(runs.map(\.language) == ["fr", "en", "fr"])
        #expect(runs.map(\.voice) == [try engine.voice(for: "fr"), try engine.voice(for: "en"), try engine.voice(for: "fr")])
        #expect(runs.map(\.text) == ["Accueil.", "Button. Selected.", "Ouvre la page d'accueil."])
        #expect(runs[1].ssml.hasSuffix(">Button. Selected.<break time=\"500ms\"/></speak>"))
        #expect(runs[2].ssml.contains("Ouvre la page d&apos;accueil."))
        #expect(!runs[0].ssml.contains("xml:lang"))

        let transcription = try engine.phonemes(Self.mixed)
        let label = transcription.runs[0].phonemes
        let traits = transcription.runs[1].phonemes
        // French rules say "Accueil" as akˈœj (English rules: ɐkjˈuːɪl); English rules say
        // "Button" as bˈʌtən (French rules: bytˈɔ̃).
        #expect(label == "akˈœj")
        #expect(traits.hasPrefix("bˈʌtən") && traits.contains("sɪlˈɛktɪd"), "\(traits)")
        #expect(try engine.phonemes(ofText: "Button", voice: try engine.voice(for: "fr")).contains("bytˈɔ̃"))
        #expect(try engine.phonemes(ofText: "Accueil", voice: try engine.voice(for: "en")) == "ɐkjˈuːɪl")
        #expect(transcription.description.hasPrefix("(fr) akˈœj (en) bˈʌtən"))
    }

    @Test("Consecutive segments that share a voice stay one run; a voice override applies to the utterance's language")
    func runsAndOverride() throws {
        let engine = try EspeakEngine()
        let plain = Utterance(value: "Bonjour", language: "fr")
        #expect(try engine.runs(of: plain).count == 1)
        let overridden = try engine.runs(of: Self.mixed, voice: "en-us")
        #expect(overridden.map(\.voice) == [try engine.voice(for: "fr"), "en-us", try engine.voice(for: "fr")])
        #expect(try engine.phonemes(Utterance(value: "tomato", language: "en"), voice: "en-us").description == "təmˈeɪɾoʊ")
    }

    @Test("An unknown voice is an option error naming it")
    func unknownVoice() throws {
        let engine = try EspeakEngine()
        let error = #expect(throws: VocalizeError.self) {
            try engine.phonemes(Utterance(value: "hello", language: "en"), voice: "bogus-voice")
        }
        #expect(error?.kind == .unsupportedOption)
        #expect(error?.message.hasPrefix("espeak-ng has no voice \"bogus-voice\"") == true)
        let language = #expect(throws: VocalizeError.self) { try engine.voice(for: "xx") }
        #expect(language?.kind == .unsupportedLanguage)
    }

    /// Profiles espeak-ng (1.51, Debian 12) ships no voice for: Galician and Filipino.
    static let languagesWithoutVoice: Set<String> = ["gl", "fil"]

    @Test("Every built-in language has an espeak-ng voice, or a clear refusal where espeak-ng has none")
    func everyLanguageHasAVoice() throws {
        let engine = try EspeakEngine()
        for tag in LocaleProfileRegistry.shared.languages {
            let language = String(tag.prefix { $0 != "-" })
            if Self.languagesWithoutVoice.contains(language) {
                let error = #expect(throws: VocalizeError.self, "\(tag)") { _ = try engine.voice(for: tag) }
                #expect(error?.kind == .unsupportedLanguage && error?.message.contains("\"\(tag)\"") == true, "\(tag)")
            } else {
                #expect(throws: Never.self, "\(tag)") { _ = try engine.voice(for: tag) }
            }
        }
    }

    @Test("A WAV file holds every run's audio, and appending adds to it")
    func writesWAV() throws {
        let engine = try EspeakEngine()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-speech-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let label = folder.appendingPathComponent("label.wav")
        try engine.writeWAV(Utterance(value: "Accueil", language: "fr"), to: label)
        let labelBytes = try [UInt8](Data(contentsOf: label))
        #expect(Array(labelBytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(labelBytes[8..<12]) == Array("WAVE".utf8))
        let labelAudio = try WAVAudio(bytes: labelBytes, source: "label")
        #expect(labelAudio.duration > 0.2 && labelAudio.duration < 3, "\(labelAudio.duration)")

        let whole = folder.appendingPathComponent("mixed.wav")
        try engine.writeWAV(Self.mixed, to: whole)
        let wholeAudio = try WAVAudio(bytes: [UInt8](Data(contentsOf: whole)), source: "mixed")
        #expect(wholeAudio.format == labelAudio.format)
        // Three runs plus half a second before the hint.
        #expect(wholeAudio.duration > labelAudio.duration + 1.5, "\(wholeAudio.duration)")

        try engine.writeWAV(Utterance(value: "Accueil", language: "fr"), to: whole, appending: true)
        let appended = try WAVAudio(bytes: [UInt8](Data(contentsOf: whole)), source: "appended")
        #expect(appended.samples.count == wholeAudio.samples.count + labelAudio.samples.count)
    }

    @Test("Writing audio where no file can go is an error naming the path")
    func unwritableWAV() throws {
        let engine = try EspeakEngine()
        let error = #expect(throws: VocalizeError.self) {
            try engine.writeWAV(Utterance(value: "Accueil", language: "fr"), to: URL(fileURLWithPath: "/nonexistent-folder/x.wav"))
        }
        #expect(error?.message.hasPrefix("Cannot write the audio to /nonexistent-folder/x.wav") == true)
        let empty = #expect(throws: VocalizeError.self) {
            try engine.writeWAV(Utterance(segments: [], language: "fr"), to: URL(fileURLWithPath: "/tmp/never.wav"))
        }
        #expect(empty?.message == "There is nothing to speak: the utterance has no text.")
    }

    #if os(Linux)
    @Test("Without a sound device, speaking fails with the reason instead of passing silently",
          .enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd"), "this machine has a sound device"))
    func speakWithoutSoundDevice() throws {
        let engine = try EspeakEngine()
        let error = #expect(throws: VocalizeError.self) { try engine.speak(Utterance(value: "Accueil", language: "fr")) }
        #expect(error?.kind == .externalTool)
        #expect(error?.message.hasPrefix("espeak-ng could not play the audio: ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("no usable sound device") == true)
    }
    #endif
}
