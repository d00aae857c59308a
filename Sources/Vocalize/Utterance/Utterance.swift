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
        var line = ""
        for segment in segments.dropLast() { line += segment.text + segment.separator }
        return line + last.text
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
        var line = ""
        line.reserveCapacity(Self.length(of: segments) + Self.length(of: hintSegments) + 1)
        Self.append(segments, to: &line)
        if !hintSegments.isEmpty {
            if !line.isEmpty { line += " " }
            Self.append(hintSegments, to: &line)
        }
        return line
    }

    /// Every segment in speaking order, the hint last.
    public var allSegments: [Segment] { segments + hintSegments }

    private static func line(_ segments: some Collection<Segment>) -> String {
        var line = ""
        line.reserveCapacity(length(of: segments))
        append(segments, to: &line)
        return line
    }

    private static func length(of segments: some Collection<Segment>) -> Int {
        var total = 0
        for segment in segments { total += segment.text.utf8.count + segment.separator.utf8.count }
        return total
    }

    /// Appends the segments with their separators, without the last one's trailing spaces.
    private static func append(_ segments: some Collection<Segment>, to line: inout String) {
        for (index, segment) in segments.enumerated() {
            line += segment.text
            line += index == segments.count - 1 ? segment.separator.trimmingTrailingSpaces : segment.separator
        }
    }
}
