import Foundation

/// An error a person can act on: what was asked, and why it cannot be spoken.
///
/// Every throwing API in Vocalize throws only this type (`throws(VocalizeError)`).
///
/// It is a `LocalizedError` (its `message` is the `localizedDescription` an app shows) and a
/// `CustomNSError` (domain `VocalizeError.errorDomain`, a stable `errorCode` per kind), so it
/// reads well when bridged to `NSError`, logged or shown in an alert.
///
/// Why typed throws: Vocalize's errors are one struct whose `Kind` is an open set of values
/// (new kinds are added without breaking callers), so SE-0413's concern (a typed error locks
/// the API into one enum forever) does not bite; callers that want `any Error` get it by
/// calling from an untyped context.
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
        /// Text that is none of the written forms of data the language uses.
        public static let unrecognizedWrittenForm = Kind(rawValue: "unrecognized written form")
        /// Writing an output failed part way (a full disk, an I/O error).
        public static let outputFailed = Kind(rawValue: "output failed")
        /// Input bytes that are not text in the encoding they must be in (UTF-8).
        public static let invalidEncoding = Kind(rawValue: "invalid encoding")
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

// MARK: - Foundation

extension VocalizeError: LocalizedError {
    /// The message: what was asked and why it cannot be spoken.
    public var errorDescription: String? { message }

    /// The kind of failure, in words ("invalid number").
    public var failureReason: String? { kind.rawValue }

    /// What a person can do about it, for the kinds where there is one thing to do.
    public var recoverySuggestion: String? {
        switch kind {
        case .invalidLanguageTag: "Give a BCP 47 language tag such as \"en\", \"fr-CA\" or \"pt-BR\"."
        case .unsupportedLanguage: "Choose one of the languages `vocalize locales` lists, or add a locale profile."
        case .externalTool: "Install espeak-ng (apt-get install espeak-ng, brew install espeak-ng)."
        default: nil
        }
    }
}

extension VocalizeError: CustomNSError {
    /// The `NSError` domain of every Vocalize error.
    public static var errorDomain: String { "Vocalize.VocalizeError" }

    /// The stable codes of the built-in kinds (an `NSError` carries them); 0 for any other.
    public static let errorCodes: [Kind: Int] = [
        .invalidLanguageTag: 1, .unsupportedLanguage: 2, .invalidNumber: 3, .unsupportedOption: 4,
        .invalidDate: 5, .invalidPhoneNumber: 6, .invalidLocaleProfile: 7, .invalidElement: 8,
        .icuFailure: 9, .externalTool: 10, .inputUnavailable: 11, .outputUnavailable: 12,
        .unrecognizedWrittenForm: 13, .outputFailed: 14, .invalidEncoding: 15,
    ]

    /// The kind's stable code (see `errorCodes`).
    public var errorCode: Int { Self.errorCodes[kind] ?? 0 }

    /// The message as `NSLocalizedDescriptionKey`, the kind under `"VocalizeErrorKind"`.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [NSLocalizedDescriptionKey: message, "VocalizeErrorKind": kind.rawValue]
        if let reason = failureReason { info[NSLocalizedFailureReasonErrorKey] = reason }
        if let suggestion = recoverySuggestion { info[NSLocalizedRecoverySuggestionErrorKey] = suggestion }
        return info
    }
}
