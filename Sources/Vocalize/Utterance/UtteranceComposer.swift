import Foundation
import Synchronization

/// Composes what VoiceOver says for an element: `[Selected: ]label[: value]`, then the trait
/// words, the position in a series and "Actions Available", each closed by ". "; then, after a
/// pause, the hint.
///
/// ```swift
/// let composer = try UtteranceComposer(language: "en")
/// try composer.compose(SpokenElement(label: "23", traits: [.button, .selected])).text
/// // "Selected: 23. Button."
/// try composer.compose(SpokenElement(label: "Home", traits: [.tab, .selected],
///                                           position: .init(index: 1, count: 4))).text
/// // "Selected: Home. Tab. 1 of 4."
/// ```
///
/// Two languages take part: the element's language speaks its label, value and hint (and
/// decides how numbers, dates and phone numbers are read); the screen reader's language speaks
/// the trait words, states, default hints and the series. Each segment carries its language.
///
/// A composer resolves its languages once; elements naming other languages are resolved
/// through shared caches, so composing many elements costs no re-parsing.
public struct UtteranceComposer: Sendable {
    /// The language of elements that name none.
    public let locale: SpeechLocale
    /// The screen reader's language for elements that name none; nil: each element's language.
    public let readerLocale: SpeechLocale?

    private let defaultSpeaker: NumberSpeaker
    private let defaultWords: UtteranceWords?
    /// Whether no reader language was given, kept as a flag: testing `readerLocale` against
    /// nil copies the whole optional locale (its strings retained and released) per element.
    private let hasReaderLocale: Bool

    /// A composer for elements in `language`, read by a screen reader in `readerLanguage`
    /// (default: each element's own language).
    public init(locale: SpeechLocale, readerLocale: SpeechLocale? = nil) throws(VocalizeError) {
        self.locale = locale
        self.readerLocale = readerLocale
        hasReaderLocale = readerLocale != nil
        let language = try SpeechLanguage.resolve(locale)
        defaultSpeaker = NumberSpeaker(resolved: language)
        // A language without screen-reader words can still be the language of elements whose
        // reader language is another one; the error comes when such words are needed.
        defaultWords = try? UtteranceWords.resolve(readerLocale ?? locale)
    }

    /// A composer for language tags ("fr", "pt-BR").
    public init(language: String = "en", readerLanguage: String? = nil) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(language), readerLocale: readerLanguage.map { tag throws(VocalizeError) in try SpeechLocale(tag) })
    }

    /// What the screen reader says for the element.
    public func compose(_ element: SpokenElement) throws(VocalizeError) -> Utterance {
        let speaker: NumberSpeaker
        var speaksDefaultLanguage = true
        if let tag = element.language, tag != locale.identifier {
            speaker = try NumberSpeaker(locale: SpeechLocale(tag))
            speaksDefaultLanguage = false
        } else {
            speaker = defaultSpeaker
        }
        let words: UtteranceWords
        if let tag = element.readerLanguage {
            if let defaultWords, tag == defaultWords.language.locale.identifier {
                words = defaultWords
            } else {
                words = try UtteranceWords.resolve(SpeechLocale(tag))
            }
        } else if !hasReaderLocale, !speaksDefaultLanguage, speaker.locale.identifier != locale.identifier {
            // No reader language anywhere: the screen reader speaks the element's language.
            words = try UtteranceWords.resolve(speaker.locale)
        } else if let defaultWords {
            words = defaultWords
        } else {
            words = try UtteranceWords.resolve(readerLocale ?? locale)
        }
        return try Composition(speaker: speaker, words: words).utterance(of: element)
    }
}

/// One element being composed. The element is borrowed by `utterance(of:)`, not kept: a
/// copy would retain and release each of its strings and arrays for every element.
private struct Composition {
    let speaker: NumberSpeaker
    let words: UtteranceWords
    let elementTag: String
    let readerTag: String

    init(speaker: NumberSpeaker, words: UtteranceWords) {
        self.speaker = speaker
        self.words = words
        elementTag = speaker.locale.identifier
        readerTag = words.language.locale.identifier
    }

    /// Words VoiceOver says in its fixed order after the label and value, by trait.
    private static let spokenTraitOrder: [(SpokenElement.Traits, UtteranceWords.Trait)] = [
        (.tab, .tab), (.textField, .textField), (.header, .header), (.link, .link),
        (.adjustable, .adjustable), (.image, .image), (.searchField, .searchField),
    ]

    func utterance(of element: SpokenElement) throws(VocalizeError) -> Utterance {
        let traits = element.traits
        let isButton = traits.contains(.button) && !traits.contains(.keyboardKey)
        let isSwitch = traits.contains(.button) && traits.contains(.toggleButton)
        // A switch's value "0", "1" or "2" is its state, said after "Switch Button", not as a value.
        var switchState: UtteranceWords.State?
        if isSwitch, let value = element.value {
            switch value.rawText.trimmingSpaces {
            case "0": switchState = .off
            case "1": switchState = .on
            case "2": switchState = .mixed
            default: break
            }
        }

        let label = element.label.nonEmpty
        var spokenValue: String?
        if switchState == nil, let value = element.value {
            let spoken = try speak(value)
            if !spoken.isEmpty { spokenValue = spoken }
        }
        var userHint = element.hint.nonEmpty
        var leadHint: String?
        var hintStandsInForLabel = false
        if label == nil, spokenValue == nil, let hint = userHint {
            // With nothing else to name the element, VoiceOver speaks its hint in the label's place.
            leadHint = hint
            userHint = nil
            hintStandsInForLabel = true
        }
        let selected = traits.contains(.selected) ? words.word(UtteranceWords.State.selected) : nil

        // One array in speaking order (this runs for every element of a screen): the state
        // said before the label, the label and its value, then the traits and what follows.
        var description: [Utterance.Segment] = []
        description.reserveCapacity(8)
        if let selected { description.append(segment(.state, selected, readerTag)) }
        if let label { description.append(segment(.label, label, elementTag)) }
        if let spokenValue {
            if label != nil { description[description.count - 1].separator = words.valueSeparator }
            description.append(segment(.value, spokenValue, elementTag))
        }
        if let leadHint { description.append(segment(.hint, leadHint, elementTag)) }
        if selected != nil, description.count > 1 { description[0].separator = words.stateSeparator }
        let leadCount = description.count

        // Every part after the lead is closed.
        func appendClosed(_ role: Utterance.Role, _ text: String) {
            var part = segment(role, text, readerTag)
            part.separator = closing(text)
            description.append(part)
        }
        if traits.contains(.notEnabled) { appendClosed(.state, words.word(UtteranceWords.State.notEnabled)) }
        if isSwitch {
            appendClosed(.trait, words.word(UtteranceWords.Trait.toggleButton))
            if let switchState { appendClosed(.state, words.word(switchState)) }
        } else if isButton {
            appendClosed(.trait, words.word(UtteranceWords.Trait.button))
        }
        for (flag, key) in Self.spokenTraitOrder where traits.contains(flag) {
            appendClosed(.trait, words.word(key))
        }
        if let position = element.position {
            try position.validate()
            appendClosed(.series, try words.series(index: position.index, count: position.count))
        }
        if !element.customActions.isEmpty {
            appendClosed(.announcement, words.actionsAvailable)
        }

        var hints: [Utterance.Segment] = []
        if let userHint { hints.append(segment(.hint, userHint, elementTag)) }
        if isSwitch { hints.append(segment(.hint, words.word(UtteranceWords.Hint.toggleButton), readerTag)) }
        // VoiceOver adds no adjustable hint to an element whose own hint is all that names it.
        if traits.contains(.adjustable), !hintStandsInForLabel { hints.append(segment(.hint, words.word(UtteranceWords.Hint.adjustable), readerTag)) }
        // Hints join as sentences: "Opens settings. Double tap to toggle setting."
        for index in hints.indices.dropLast() { hints[index].separator = closing(hints[index].text) }

        // The lead is closed only when more follows ("Label: Value" stands alone, but
        // "Steps: 21. Today" when a hint comes after the pause).
        if leadCount > 0, description.count > leadCount || !hints.isEmpty {
            description[leadCount - 1].separator = closing(description[leadCount - 1].text)
        }

        return Utterance(segments: description, hintSegments: hints, language: readerTag)
    }

    private func segment(_ role: Utterance.Role, _ text: String, _ language: String) -> Utterance.Segment {
        Utterance.Segment(role: role, text: text, language: language)
    }

    /// The closer after a text: ". ", or only its spacing when the text already ends a sentence.
    private func closing(_ text: String) -> String {
        guard let last = Self.lastByte(of: text) else { return words.closer }
        // ASCII sentence ends are checked by byte; others ("…", "。") only when the text ends
        // in a non-ASCII character.
        let endsSentence = last == UInt8(ascii: ".") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?")
            || (last >= 0x80 && (text.hasSuffix("…") || text.hasSuffix("。") || text.hasSuffix("！") || text.hasSuffix("？")))
            || (!words.closerMark.isEmpty && endsWithCloserMark(text, last: last))
        return endsSentence ? words.closerSpacing : words.closer
    }

    /// Whether the text ends with the closer's mark. When both end in ASCII, different last
    /// bytes settle it (an ASCII scalar is its own last Character's end), without `hasSuffix`'s
    /// Character comparison.
    private func endsWithCloserMark(_ text: String, last: UInt8) -> Bool {
        if last < 0x80, let markLast = Self.lastByte(of: words.closerMark), markLast < 0x80, markLast != last { return false }
        return text.hasSuffix(words.closerMark)
    }

    /// The last UTF-8 byte, read in place (`utf8.last` steps a String index back).
    private static func lastByte(of text: String) -> UInt8? {
        text.utf8.withContiguousStorageIfAvailable { $0.last } ?? text.utf8.last
    }

    /// The value in words, in the element's language.
    private func speak(_ value: SpokenElement.Value) throws(VocalizeError) -> String {
        switch value {
        case .text(let text):
            return text.trimmingSpaces
        case .number(let text):
            return try speaker.speak(text)
        case .percent(let text):
            return try speaker.speak(text, as: .percent)
        case .measure(let text, let unit):
            return try speaker.measure(text, unit: unit)
        case .currency(let text, let code):
            return try speaker.currency(text, code: code)
        case .date, .time, .duration, .phone:
            return try TypedValueSpeaking.speak(value, locale: speaker.locale)
        }
    }
}

/// Dates, times, durations and phone numbers, spoken by their own formatters.
enum TypedValueSpeaking {
    static func speak(_ value: SpokenElement.Value, locale: SpeechLocale) throws(VocalizeError) -> String {
        switch value {
        case .date(let text):
            return try DateSpeaker(locale: locale).date(text)
        case .time(let text):
            return try DateSpeaker(locale: locale).time(text)
        case .duration(let text):
            // A bare number is a count of seconds, as `accessibilityValue` often holds.
            if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let seconds = Int(text) {
                return try DateSpeaker(locale: locale).duration(seconds: seconds)
            }
            return try DateSpeaker(locale: locale).duration(text)
        case .phone(let text):
            return try PhoneSpeaker(locale: locale).speak(text)
        case .text(let text), .number(let text), .percent(let text), .measure(let text, _), .currency(let text, _):
            return text  // spoken by the composer itself
        }
    }
}

extension Optional where Wrapped == String {
    /// The string with surrounding spaces trimmed, or nil when that leaves nothing.
    fileprivate var nonEmpty: String? {
        guard let text = self?.trimmingSpaces, !text.isEmpty else { return nil }
        return text
    }
}
