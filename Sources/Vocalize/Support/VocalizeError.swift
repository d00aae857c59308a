/// An error a person can act on: what was asked, and why it cannot be spoken.
///
/// Every throwing API in Vocalize throws only this type (`throws(VocalizeError)`).
public struct VocalizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in broad strokes, so callers can react without parsing the message.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A language tag that is not well-formed BCP 47.
        public static let invalidLanguageTag = Kind(rawValue: "invalid language tag")
        /// A well-formed language that ICU or Vocalize has no data to speak.
        public static let unsupportedLanguage = Kind(rawValue: "unsupported language")
        /// Text that is not a number, or a number that cannot be spoken (NaN, infinity).
        public static let invalidNumber = Kind(rawValue: "invalid number")
        /// A unit, currency or rule set the language does not know.
        public static let unsupportedOption = Kind(rawValue: "unsupported option")
        /// A date, time or duration that does not exist or cannot be read.
        public static let invalidDate = Kind(rawValue: "invalid date")
        /// A phone number that cannot be read as one.
        public static let invalidPhoneNumber = Kind(rawValue: "invalid phone number")
        /// A locale profile that is malformed or inconsistent.
        public static let invalidLocaleProfile = Kind(rawValue: "invalid locale profile")
        /// An accessibility element that cannot be composed.
        public static let invalidElement = Kind(rawValue: "invalid element")
        /// ICU itself failed; the message carries ICU's error name.
        public static let icuFailure = Kind(rawValue: "ICU failure")
        /// An external program (the TTS engine) is missing or failed.
        public static let externalTool = Kind(rawValue: "external tool")
        /// An input file that does not exist or cannot be read.
        public static let inputUnavailable = Kind(rawValue: "input unavailable")
        /// An output file that cannot be created or written.
        public static let outputUnavailable = Kind(rawValue: "output unavailable")
    }

    /// What went wrong, in broad strokes.
    public let kind: Kind
    /// What was asked and why it cannot be done, for a person to read.
    public let message: String

    /// An error of a kind, with its message.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
