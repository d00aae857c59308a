import Foundation

/// One thing on screen as a screen reader sees it: what UIKit's `accessibilityLabel`,
/// `accessibilityValue`, `accessibilityTraits`, `accessibilityHint`, `accessibilityLanguage`,
/// custom actions and rotors say about a view.
///
/// ```swift
/// let wifi = SpokenElement(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])
/// let volume = SpokenElement(label: "Volume", value: .percent(60), traits: .adjustable)
/// let total = SpokenElement(label: "Total", value: .currency("42.50", code: "EUR"), language: "fr")
/// ```
///
/// Its JSON form is one element of a `vocalize screen` file:
/// `{"label": "Home", "traits": ["tab", "selected"], "position": {"index": 1, "count": 4}}`.
///
/// The name is Vocalize's own, and its parts are nested (``SpokenElement/Traits``,
/// ``SpokenElement/Value``, ``SpokenElement/Position``), so a file that imports Vocalize
/// together with SwiftUI or UIKit names nothing twice (SwiftUI has its own
/// `AccessibilityTraits`).
public struct SpokenElement: Sendable, Hashable {
    /// What the element is ("Wi-Fi"), in the element's language.
    public var label: String?
    /// What it holds now ("60%", a date, a phone number); typed values are spoken in words.
    public var value: Value?
    /// What kind of element it is and its state (UIKit traits).
    public var traits: SpokenElement.Traits
    /// What happens when it is activated ("Opens the network list"), in the element's language.
    public var hint: String?
    /// The element's `accessibilityLanguage` (BCP 47): speaks the label and value, and picks how
    /// numbers, dates and phone numbers are read. Nil: the composer's language.
    public var language: String?
    /// The screen reader's language: speaks trait words, states, default hints and the series.
    /// Nil: the composer's reader language, else the element's language.
    public var readerLanguage: String?
    /// The names of its custom actions ("Delete", "Archive").
    public var customActions: [String]
    /// The names of its custom rotors. VoiceOver lists them in the rotor and says nothing about
    /// them when the element is focused, so they add no words.
    public var customRotors: [String]
    /// Where it stands in a series (a tab bar, a page control): "1 of 4".
    public var position: Position?

    /// An element from the parts UIKit gives it.
    public init(
        label: String? = nil,
        value: Value? = nil,
        traits: SpokenElement.Traits = [],
        hint: String? = nil,
        language: String? = nil,
        readerLanguage: String? = nil,
        customActions: [String] = [],
        customRotors: [String] = [],
        position: Position? = nil
    ) {
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.language = language
        self.readerLanguage = readerLanguage
        self.customActions = customActions
        self.customRotors = customRotors
        self.position = position
    }

    /// A position in a series, counted from 1: item `index` of `count`.
    public struct Position: Sendable, Hashable, Codable {
        /// The element's place, counted from 1.
        public var index: Int
        /// How many elements the series has.
        public var count: Int

        /// Item `index` of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// Parses "1/4" (or "1 of 4"); throws for anything else or an index outside 1…count.
        public init(parsing text: String) throws(VocalizeError) {
            let parts = text.replacingOccurrences(of: " of ", with: "/").split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(String(parts[0]).trimmingSpaces), let count = Int(String(parts[1]).trimmingSpaces) else {
                throw VocalizeError(.invalidElement, "The position \"\(text)\" is not INDEX/COUNT, e.g. \"1/4\" for the first of four.")
            }
            self.init(index: index, count: count)
            try validate()
        }

        /// Throws unless 1 ≤ index ≤ count.
        public func validate() throws(VocalizeError) {
            guard count >= 1, index >= 1, index <= count else {
                throw VocalizeError(.invalidElement, "The position \(index) of \(count) is impossible: the index counts from 1 and cannot exceed the count.")
            }
        }
    }

    /// What the element holds. Typed values keep the text as given ("54038921.7", "2025-03-14")
    /// and are spoken in words in the element's language when the utterance is composed.
    public enum Value: Sendable, Hashable, ExpressibleByStringLiteral {
        /// Text, spoken as written.
        case text(String)
        /// A number: canonical ("-12", "54038921.7") or as the element's language writes it.
        case number(String)
        /// A percentage: "60" is sixty percent.
        case percent(String)
        /// A number with an ICU unit ("21", unit: "minute").
        case measure(String, unit: String)
        /// An amount of money with its ISO 4217 code ("12.50", code: "EUR").
        case currency(String, code: String)
        /// A date, ISO 8601: a calendar day "2025-03-14", or a date-time "2025-03-14T09:30:00+01:00"
        /// whose day is read in its own offset.
        case date(String)
        /// A time of day on a 24-hour clock, "09:30" or "09:30:15", read on the element
        /// language's habitual clock.
        case time(String)
        /// A length of time: ISO 8601 ("PT1H30M"), as written ("1h30m", "90s"), or a number of seconds ("5400").
        case duration(String)
        /// A phone number as written: "+33 1 42 68 53 00".
        case phone(String)

        public init(stringLiteral text: String) { self = .text(text) }

        /// A number value from an integer.
        @inlinable
        public static func number<T: BinaryInteger>(_ value: T) -> Value {
            if let small = Int64(exactly: value) { return .number(decimalText(small)) }
            return .number(String(value))
        }
        /// A number value from a double, by its shortest decimal form.
        public static func number(_ value: Double) -> Value { .number(String(value)) }
        /// A percentage from an integer: `.percent(60)` is sixty percent.
        @inlinable
        public static func percent<T: BinaryInteger>(_ value: T) -> Value {
            if let small = Int64(exactly: value) { return .percent(decimalText(small)) }
            return .percent(String(value))
        }
        /// A percentage from a double: `.percent(12.5)`.
        public static func percent(_ value: Double) -> Value { .percent(String(value)) }

        /// An integer's decimal digits as `String(value)` writes them, without the generic
        /// conversion's cost (about 700 instructions, more than half of what composing an
        /// element adds to its spoken number): written into a buffer on the stack, and a
        /// String of up to 15 bytes is stored inline.
        @usableFromInline
        static func decimalText(_ value: Int64) -> String {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                var magnitude = value.magnitude
                var start = buffer.count
                repeat {
                    start -= 1
                    buffer[start] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                    magnitude /= 10
                } while magnitude > 0
                if value < 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "-")
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
            }
        }

        /// How the value is read, as in the `valueKind` field of the JSON form.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            case text, number, percent, measure, currency, date, time, duration, phone
        }

        /// How the value is spoken.
        public var kind: Kind {
            switch self {
            case .text: .text
            case .number: .number
            case .percent: .percent
            case .measure: .measure
            case .currency: .currency
            case .date: .date
            case .time: .time
            case .duration: .duration
            case .phone: .phone
            }
        }

        /// The value as given.
        public var rawText: String {
            switch self {
            case .text(let text), .number(let text), .percent(let text), .measure(let text, _),
                .currency(let text, _), .date(let text), .time(let text), .duration(let text), .phone(let text):
                text
            }
        }

        /// A value of a kind from its text; measure needs a unit and currency a code.
        public init(kind: Kind, text: String, unit: String? = nil, currencyCode: String? = nil) throws(VocalizeError) {
            switch kind {
            case .text: self = .text(text)
            case .number: self = .number(text)
            case .percent: self = .percent(text)
            case .measure:
                guard let unit, !unit.isEmpty else {
                    throw VocalizeError(.invalidElement, "A measure value needs a unit (an ICU unit such as \"minute\", \"kilometer\", \"celsius\").")
                }
                self = .measure(text, unit: unit)
            case .currency:
                guard let currencyCode, !currencyCode.isEmpty else {
                    throw VocalizeError(.invalidElement, "A currency value needs an ISO 4217 currency code (such as \"EUR\", \"USD\", \"JPY\").")
                }
                self = .currency(text, code: currencyCode)
            case .date: self = .date(text)
            case .time: self = .time(text)
            case .duration: self = .duration(text)
            case .phone: self = .phone(text)
            }
        }
    }
}

/// The element's former name.
@available(*, deprecated, renamed: "SpokenElement")
public typealias AccessibilityElement = SpokenElement

// MARK: - JSON

extension SpokenElement: Codable {
    enum CodingKeys: String, CodingKey {
        case label, value, valueKind, unit, currency, traits, hint, language, readerLanguage, customActions, customRotors, position
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        hint = try container.decodeIfPresent(String.self, forKey: .hint)
        language = try container.decodeIfPresent(String.self, forKey: .language)
        readerLanguage = try container.decodeIfPresent(String.self, forKey: .readerLanguage)
        traits = try container.decodeIfPresent(SpokenElement.Traits.self, forKey: .traits) ?? []
        customActions = try container.decodeIfPresent([String].self, forKey: .customActions) ?? []
        customRotors = try container.decodeIfPresent([String].self, forKey: .customRotors) ?? []
        position = try container.decodeIfPresent(Position.self, forKey: .position)
        let kind = try container.decodeIfPresent(Value.Kind.self, forKey: .valueKind)
        let unit = try container.decodeIfPresent(String.self, forKey: .unit)
        let currency = try container.decodeIfPresent(String.self, forKey: .currency)
        let text: String?
        // A number in JSON ("value": 42) is as good as its text.
        if let string = try? container.decodeIfPresent(String.self, forKey: .value) {
            text = string
        } else if let number = try? container.decodeIfPresent(Double.self, forKey: .value) {
            text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else if container.contains(.value), try !container.decodeNil(forKey: .value) {
            throw DecodingError.typeMismatchError(forKey: .value, in: container, "\"value\" should be a string or a number")
        } else {
            text = nil
        }
        if let text {
            do {
                value = try Value(kind: kind ?? .text, text: text, unit: unit, currencyCode: currency)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: error.message)
            }
        } else {
            guard kind == nil else {
                throw DecodingError.dataCorruptedError(forKey: .valueKind, in: container, debugDescription: "\"valueKind\" is given but there is no \"value\"")
            }
            value = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(label, forKey: .label)
        if let value {
            try container.encode(value.rawText, forKey: .value)
            if value.kind != .text { try container.encode(value.kind, forKey: .valueKind) }
            switch value {
            case .measure(_, let unit): try container.encode(unit, forKey: .unit)
            case .currency(_, let code): try container.encode(code, forKey: .currency)
            default: break
            }
        }
        if !traits.isEmpty { try container.encode(traits, forKey: .traits) }
        try container.encodeIfPresent(hint, forKey: .hint)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encodeIfPresent(readerLanguage, forKey: .readerLanguage)
        if !customActions.isEmpty { try container.encode(customActions, forKey: .customActions) }
        if !customRotors.isEmpty { try container.encode(customRotors, forKey: .customRotors) }
        try container.encodeIfPresent(position, forKey: .position)
    }
}

extension DecodingError {
    fileprivate static func typeMismatchError<C: CodingKey>(forKey key: C, in container: KeyedDecodingContainer<C>, _ message: String) -> DecodingError {
        .typeMismatch(String.self, DecodingError.Context(codingPath: container.codingPath + [key], debugDescription: message))
    }
}
