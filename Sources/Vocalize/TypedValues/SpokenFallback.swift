import Foundation
import Synchronization

/// What a spoken format style said instead when it could not speak a value as asked, and why.
///
/// `FormatStyle.format(_:)` cannot throw, so the styles never fail: they fall back, in a
/// documented order, and report each fallback here rather than hiding it.
///
/// The number style (``SpokenNumberFormatStyle``) falls back like this:
/// 1. A reading that does not apply (an ordinal or a year of a fraction, a gender or rule set
///    the language does not have) gives way to the plain cardinal **in the same language**:
///    `2.5.formatted(.spoken.year)` is "two point five". Still spoken, never another language.
/// 2. A value with no words (NaN, infinity) or a language Vocalize cannot speak (ICU has no
///    spell-out rules for it, or the tag is ill-formed) gives the number **as the locale
///    writes it**, with Foundation's `.number` style ("54 038 921,7", "∞", "NaN"): what the app
///    shows, which VoiceOver reads in the listener's own voice. Never another language's
///    words, never Swift's `description` ("5.40389217e+07").
///
/// The measurement, currency, duration, date and phone-number styles fall back to their
/// written form (step 2) and report it the same way.
///
/// Each fallback is passed to ``handler``. Without a handler, a debug build prints each
/// distinct failure once to standard error, so it shows in the console while the app is being
/// written; a release build says nothing. To know for certain, call a style's throwing
/// `spoken(_:)`, or set a handler (in tests, to fail the test).
public struct SpokenFallback: Sendable, Hashable, CustomStringConvertible {
    /// What was said instead of the reading asked for.
    public enum Substitute: String, Sendable, Hashable, Codable {
        /// The plain cardinal in the same language ("two point five" for a year of 2.5).
        case cardinal
        /// The value as the locale writes it ("54 038 921,7"), or as given (a phone number).
        case writtenForm
    }

    /// What was said instead.
    public let substitute: Substitute
    /// The text the style returned.
    public let output: String
    /// The language tag the style was asked to speak.
    public let languageTag: String
    /// Why the value could not be spoken as asked.
    public let error: VocalizeError

    /// A fallback record (the styles make these; public for handlers written in tests).
    public init(substitute: Substitute, output: String, languageTag: String, error: VocalizeError) {
        self.substitute = substitute
        self.output = output
        self.languageTag = languageTag
        self.error = error
    }

    public var description: String {
        "Vocalize could not speak a value as asked in \"\(languageTag)\" (\(error.message)); said \"\(output)\" instead (\(substitute.rawValue))."
    }

    /// Receives every fallback of every spoken format style, from any thread. Set it once, at
    /// start-up or in a test; nil restores the default (debug builds print each distinct
    /// failure once to standard error).
    public static var handler: (@Sendable (SpokenFallback) -> Void)? {
        get { state.withLock { $0.handler } }
        set { state.withLock { $0.handler = newValue } }
    }

    private struct State {
        var handler: (@Sendable (SpokenFallback) -> Void)?
        var printed: Set<String> = []
    }

    private static let state = Mutex(State())

    /// Passes a fallback to the handler, or prints it (once per language and message) in a
    /// debug build.
    static func report(_ fallback: SpokenFallback) {
        let (handler, firstTime) = state.withLock { state in
            (state.handler, state.handler == nil && state.printed.insert(fallback.languageTag + "\u{1}" + fallback.error.message).inserted)
        }
        if let handler {
            handler(fallback)
            return
        }
        #if DEBUG
        if firstTime {
            FileHandle.standardError.write(Data(("[Vocalize fallback] " + fallback.description + "\n").utf8))
        }
        #else
        _ = firstTime
        #endif
    }

    /// The spoken form, or `written` reported as a fallback.
    static func spokenOrWritten(
        languageTag: String, _ spoken: () throws(VocalizeError) -> String, written: () -> String
    ) -> String {
        do {
            return try spoken()
        } catch {
            let output = written()
            report(SpokenFallback(substitute: .writtenForm, output: output, languageTag: languageTag, error: error))
            return output
        }
    }
}
