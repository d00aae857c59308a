/// What a screen reader says for one thing: ordered segments, each with its role and language.
///
/// The description (label, value, traits, …) is spoken first; the hint, if any, after a pause.
public struct Utterance: Sendable, Hashable, Codable {
    /// What a segment is, so renderers and tests can tell the parts apart.
    public struct Role: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
        public var description: String { rawValue }

        /// The element's label.
        public static let label = Role(rawValue: "label")
        /// The element's value, spoken in its language.
        public static let value = Role(rawValue: "value")
        /// A state word said before the label or after a trait ("Selected", "On").
        public static let state = Role(rawValue: "state")
        /// A trait name ("Button").
        public static let trait = Role(rawValue: "trait")
        /// The position in a series ("1 of 4").
        public static let series = Role(rawValue: "series")
        /// Extra announcements such as "Actions Available".
        public static let announcement = Role(rawValue: "announcement")
        /// A hint, spoken after a pause.
        public static let hint = Role(rawValue: "hint")
    }

    /// One spoken piece.
    public struct Segment: Sendable, Hashable, Codable {
        /// What the segment is.
        public var role: Role
        /// The words.
        public var text: String
        /// The BCP 47 tag of the language the text is in.
        public var language: String
        /// What follows the segment when spoken as one line (": ", ". ").
        public var separator: String

        /// A segment with its role, words, language and what follows it on one line.
        public init(role: Role, text: String, language: String, separator: String = "") {
            self.role = role
            self.text = text
            self.language = language
            self.separator = separator
        }

        enum CodingKeys: String, CodingKey {
            case role, text, separator
            case language = "lang"
        }

        /// Decodes `{"role", "text", "lang", "separator"}`; a missing separator is "".
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            role = try container.decode(Role.self, forKey: .role)
            text = try container.decode(String.self, forKey: .text)
            language = try container.decode(String.self, forKey: .language)
            separator = try container.decodeIfPresent(String.self, forKey: .separator) ?? ""
        }

        /// Encodes `{"lang", "role", "separator", "text"}`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(language, forKey: .language)
            try container.encode(role, forKey: .role)
            try container.encode(separator, forKey: .separator)
            try container.encode(text, forKey: .text)
        }
    }

    /// The segments of the description, in speaking order.
    public var segments: [Segment]
    /// The hint part, spoken after a pause: the element's own hint, then the screen reader's
    /// hints for its traits ("Swipe up or down with one finger to adjust the value.").
    public var hintSegments: [Segment]
    /// The language of the whole utterance (the screen reader's language).
    public var language: String

    /// An utterance from its description and hint segments, in a reader language.
    public init(segments: [Segment], hintSegments: [Segment] = [], language: String) {
        self.segments = segments
        self.hintSegments = hintSegments
        self.language = language
    }

    /// An utterance with at most one hint segment.
    public init(segments: [Segment], hint: Segment?, language: String) {
        self.init(segments: segments, hintSegments: hint.map { [$0] } ?? [], language: language)
    }

    /// A single spoken value (a number, a date, a phone number) as an utterance.
    public init(value text: String, language: String) {
        self.init(segments: [Segment(role: .value, text: text, language: language)], language: language)
    }

    /// The description as one line: "Selected: Home. Tab. 1 of 4." — exactly VoiceOver's
    /// description: a label, value or hint that ends it stays unclosed ("Label", not "Label.",
    /// when only a hint follows); `text` still closes it before the hint.
    public var description: String {
        guard let last = segments.last, Self.isUnclosedAtEnd(last.role) else { return Self.line(segments) }
        return Self.line(segments, then: [], closingLast: false)
    }

    /// Whether a role's words are the element's own: VoiceOver closes only its trait, state
    /// and series words with a period, so a description ending in these has no closing mark.
    /// (Compared directly, not through a set: this runs for every JSON line of a screen.)
    private static func isUnclosedAtEnd(_ role: Role) -> Bool {
        role == .label || role == .value || role == .hint
    }

    /// The hint part as one line, or nil when there is none.
    public var hint: String? { hintSegments.isEmpty ? nil : Self.line(hintSegments) }

    /// Description and hint as one line.
    public var text: String {
        // One pass into one buffer: this is the line most callers want from every element.
        Self.line(segments, then: hintSegments)
    }

    /// Every segment in speaking order, the hint last.
    public var allSegments: [Segment] { segments + hintSegments }

    private static func line(_ segments: [Segment]) -> String {
        line(segments, then: [])
    }

    /// The segments with their separators, without the last one's trailing spaces; then, after
    /// a space, the second list the same way. Written as bytes into a buffer on the stack and
    /// made a String once (all-ASCII text without a validation pass).
    /// `closingLast: false` leaves out the first list's last separator altogether.
    private static func line(_ segments: [Segment], then more: [Segment], closingLast: Bool = true) -> String {
        let capacity = length(of: segments) + length(of: more) + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> String in
            var written = write(segments, into: buffer, at: 0, closingLast: closingLast)
            if !more.isEmpty {
                if written > 0 {
                    buffer[written] = 0x20
                    written += 1
                }
                written = write(more, into: buffer, at: written)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<written]), as: UTF8.self)
        }
    }

    private static func length(of segments: [Segment]) -> Int {
        var total = 0
        for segment in segments { total += segment.text.utf8.count + segment.separator.utf8.count }
        return total
    }

    /// Writes the segments with their separators from `start`; returns where the text ends.
    private static func write(_ segments: [Segment], into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int, closingLast: Bool = true) -> Int {
        var written = start
        for (index, segment) in segments.enumerated() {
            written = copy(segment.text, into: buffer, at: written)
            if !closingLast, index == segments.count - 1 { break }
            let separatorStart = written
            written = copy(segment.separator, into: buffer, at: written)
            if index == segments.count - 1 {
                // The last separator without its trailing spaces.
                while written > separatorStart, buffer[written - 1] == 0x20 { written -= 1 }
            }
        }
        return written
    }

    private static func copy(_ text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            if let source = bytes.baseAddress { (buffer.baseAddress! + start).initialize(from: source, count: bytes.count) }
            return bytes.count
        }
        if let copied { return start + copied }
        var written = start
        for byte in text.utf8 {
            buffer[written] = byte
            written += 1
        }
        return written
    }
}
