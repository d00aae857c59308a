import Foundation
import Vocalize

/// A screen of an app as VoiceOver meets it: its accessibility elements, in reading order,
/// possibly different per language (localized labels, hints and values).
///
/// ```swift
/// // The same elements in every language (labels that are names, numbers, dates):
/// let screen = SpokenScreen([SpokenElement(label: "Wi-Fi", traits: [.button])])
///
/// // Localized elements: the app's own strings for each language.
/// let localized = SpokenScreen(name: "Alarms") { language in
///     [SpokenElement(label: appStrings[language]!["alarms"]!, value: .number(21), traits: [.button])]
/// }
/// ```
///
/// Snapshot it with `assertSnapshot(of: screen, as: .utterances(languages: ["en", "fr", "ja"]))`
/// (see `Snapshotting.utterances(languages:readerLanguage:)`).
public struct SpokenScreen: Sendable {
    /// A name for the screen, written at the top of each snapshot (optional).
    public var name: String?
    /// The elements in a language (a BCP 47 tag, as given to the snapshot strategy).
    public let elements: @Sendable (_ language: String) throws -> [SpokenElement]

    /// A screen whose elements are the same in every language.
    public init(name: String? = nil, _ elements: [SpokenElement]) {
        self.name = name
        self.elements = { _ in elements }
    }

    /// A screen whose elements depend on the language: give the app's localized strings for
    /// each tag. A thrown error is written into that language's snapshot.
    public init(name: String? = nil, localized elements: @escaping @Sendable (_ language: String) throws -> [SpokenElement]) {
        self.name = name
        self.elements = elements
    }
}

/// How a screen is written into a snapshot: the composed utterances of its elements.
public enum SpokenScreenRendering: String, Sendable, CaseIterable {
    /// One line per element: what VoiceOver says, the hint after " | " (it is said after a pause).
    case text
    /// One SSML `<speak>` document per element, one per line.
    case ssml
}

extension SpokenScreen {
    /// What the screen says in one language, as reviewable text: a header naming the language
    /// (and the screen reader's language when it differs), then one line per element, numbered
    /// from 1. An element that cannot be spoken writes its error on its line, so the snapshot
    /// shows it rather than the test crashing.
    ///
    /// - Parameters:
    ///   - language: the language of the elements (BCP 47: "fr", "pt-BR").
    ///   - readerLanguage: VoiceOver's language, when it differs from the app's.
    ///   - rendering: plain text or SSML.
    public func transcript(language: String, readerLanguage: String? = nil, rendering: SpokenScreenRendering = .text) -> String {
        var lines: [String] = []
        var header = "# " + (name.map { "\($0) — " } ?? "") + "language: \(language)"
        if let readerLanguage, readerLanguage != language { header += ", VoiceOver: \(readerLanguage)" }
        lines.append(header)
        let composer: UtteranceComposer
        do {
            composer = try UtteranceComposer(language: language, readerLanguage: readerLanguage)
        } catch {
            lines.append("error (\(error.kind)): \(error.message)")
            return lines.joined(separator: "\n") + "\n"
        }
        let elements: [SpokenElement]
        do {
            elements = try self.elements(language)
        } catch {
            lines.append("error: the screen's elements could not be made: \(error)")
            return lines.joined(separator: "\n") + "\n"
        }
        for (index, element) in elements.enumerated() {
            let number = "\(index + 1). "
            do {
                let utterance = try composer.compose(element)
                switch rendering {
                case .text:
                    lines.append(number + Self.line(utterance))
                case .ssml:
                    lines.append(number + utterance.ssml())
                }
            } catch {
                lines.append(number + "error (\(error.kind)): \(error.message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The description, then the hint after " | " when there is one.
    private static func line(_ utterance: Utterance) -> String {
        let description = utterance.description.trimmingWhitespace()
        guard let hint = utterance.hint, !hint.isEmpty else { return description }
        return description + " | " + hint
    }
}
