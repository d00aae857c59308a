import Foundation
@_exported import SnapshotTesting
import Vocalize

extension Snapshotting where Value == SpokenScreen, Format == String {
    /// What VoiceOver says for every element of the screen, in each language, as one text
    /// snapshot with a section per language:
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .utterances(languages: ["en", "fr", "ja"]))
    /// ```
    ///
    /// For one file per language, use `assertSnapshots(of:as:)` with the same call: the
    /// dictionary overload of `utterances(languages:readerLanguage:)` is chosen there.
    ///
    /// - Parameters:
    ///   - languages: the app's languages (BCP 47 tags), in the order the sections are written.
    ///   - readerLanguage: VoiceOver's language when it is not the app's (nil: the same).
    public static func utterances(languages: [String], readerLanguage: String? = nil) -> Snapshotting {
        rendering(.text, languages: languages, readerLanguage: readerLanguage)
    }

    /// What VoiceOver says for every element in one language: one line per element.
    public static func utterances(language: String, readerLanguage: String? = nil) -> Snapshotting {
        rendering(.text, languages: [language], readerLanguage: readerLanguage)
    }

    /// The SSML a text-to-speech engine gets for every element, one document per line, with a
    /// section per language.
    public static func ssml(languages: [String], readerLanguage: String? = nil) -> Snapshotting {
        rendering(.ssml, languages: languages, readerLanguage: readerLanguage)
    }

    /// The SSML for every element in one language, one document per line.
    public static func ssml(language: String, readerLanguage: String? = nil) -> Snapshotting {
        rendering(.ssml, languages: [language], readerLanguage: readerLanguage)
    }

    private static func rendering(_ rendering: SpokenScreenRendering, languages: [String], readerLanguage: String?) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (screen: SpokenScreen) in
            languages.map { screen.transcript(language: $0, readerLanguage: readerLanguage, rendering: rendering) }
                .joined(separator: "\n")
        }
    }
}

extension Snapshotting where Value == [SpokenElement], Format == String {
    /// The utterances of elements that are the same in every language, one section per language.
    public static func utterances(languages: [String], readerLanguage: String? = nil) -> Snapshotting {
        Snapshotting<SpokenScreen, String>.utterances(languages: languages, readerLanguage: readerLanguage)
            .pullback { SpokenScreen($0) }
    }

    /// The SSML of elements that are the same in every language, one section per language.
    public static func ssml(languages: [String], readerLanguage: String? = nil) -> Snapshotting {
        Snapshotting<SpokenScreen, String>.ssml(languages: languages, readerLanguage: readerLanguage)
            .pullback { SpokenScreen($0) }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<SpokenScreen, String> {
    /// One text snapshot per language, named by its tag, for `assertSnapshots(of:as:)`:
    ///
    /// ```swift
    /// assertSnapshots(of: screen, as: .utterances(languages: ["en", "fr", "ja"]))
    /// // __Snapshots__/<File>/<test>.en.txt, <test>.fr.txt, <test>.ja.txt
    /// ```
    public static func utterances(languages: [String], readerLanguage: String? = nil) -> Self {
        Dictionary(languages.map { ($0, Snapshotting<SpokenScreen, String>.utterances(language: $0, readerLanguage: readerLanguage)) },
                   uniquingKeysWith: { first, _ in first })
    }

    /// One SSML snapshot per language, named by its tag, for `assertSnapshots(of:as:)`.
    public static func ssml(languages: [String], readerLanguage: String? = nil) -> Self {
        Dictionary(languages.map { ($0, Snapshotting<SpokenScreen, String>.ssml(language: $0, readerLanguage: readerLanguage)) },
                   uniquingKeysWith: { first, _ in first })
    }
}
