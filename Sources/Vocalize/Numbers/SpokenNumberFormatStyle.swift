import Foundation

/// Types a spoken number format style accepts.
public protocol SpokenNumberConvertible: Sendable {
    /// The exact decimal value to speak.
    func spokenDecimal() throws(VocalizeError) -> DecimalNumber
    /// The value as a locale writes it ("54 038 921,7"): what a spoken style returns when the
    /// value cannot be spoken (see ``SpokenFallback``).
    func writtenForm(locale: Locale) -> String
}

extension SpokenNumberConvertible where Self: BinaryInteger {
    /// An integer is its own exact decimal.
    public func spokenDecimal() -> DecimalNumber { DecimalNumber(self) }
    /// The integer with the locale's digits and grouping.
    public func writtenForm(locale: Locale) -> String { IntegerFormatStyle<Self>(locale: locale).format(self) }
}

extension SpokenNumberConvertible where Self: BinaryFloatingPoint {
    /// The number with the locale's digits, grouping and decimal mark ("∞" and "NaN" as the
    /// locale writes them).
    public func writtenForm(locale: Locale) -> String { FloatingPointFormatStyle<Self>(locale: locale).format(self) }
}

extension Int: SpokenNumberConvertible {}
extension Int8: SpokenNumberConvertible {}
extension Int16: SpokenNumberConvertible {}
extension Int32: SpokenNumberConvertible {}
extension Int64: SpokenNumberConvertible {}
extension UInt: SpokenNumberConvertible {}
extension UInt8: SpokenNumberConvertible {}
extension UInt16: SpokenNumberConvertible {}
extension UInt32: SpokenNumberConvertible {}
extension UInt64: SpokenNumberConvertible {}
/// A Float is spoken by its own shortest decimal form ("0.1"), never by the
/// Double it widens to.
extension Float: SpokenNumberConvertible {
    public func spokenDecimal() throws(VocalizeError) -> DecimalNumber { try DecimalNumber(self) }
}
extension Double: SpokenNumberConvertible {
    public func spokenDecimal() throws(VocalizeError) -> DecimalNumber { try DecimalNumber(self) }
}
extension Decimal: SpokenNumberConvertible {
    public func spokenDecimal() throws(VocalizeError) -> DecimalNumber { try DecimalNumber(self) }
    /// The amount with the locale's digits, grouping and decimal mark.
    public func writtenForm(locale: Locale) -> String { Decimal.FormatStyle(locale: locale).format(self) }
}

/// A Foundation format style that spells a number out in words:
/// `54038921.7.formatted(.spoken.locale(Locale(identifier: "fr")))`.
///
/// `FormatStyle.format` cannot throw, and the style never silently returns digits: a reading
/// that does not apply (a year of 2.5, an unknown gender) gives way to the plain cardinal in
/// the same language, and a value with no words (NaN, infinity) or a language Vocalize cannot
/// speak gives the number as the locale writes it. Each such fallback is reported to
/// ``SpokenFallback/handler`` (see ``SpokenFallback``). Use ``spoken(_:)`` or ``NumberSpeaker``
/// when you need the error itself.
public struct SpokenNumberFormatStyle<Value: SpokenNumberConvertible>: FormatStyle, Sendable {
    /// The language tag to speak in ("en" unless set).
    public var languageTag: String
    /// How the number is read (cardinal, ordinal, year, percent).
    public var reading: NumberReading

    /// A style for a language tag and reading.
    public init(languageTag: String = "en", reading: NumberReading = .cardinal) {
        self.languageTag = languageTag
        self.reading = reading
    }

    /// The spoken form; when the value cannot be spoken as asked, the plain cardinal in the same
    /// language, else the number as the locale writes it, each reported to
    /// ``SpokenFallback/handler``.
    public func format(_ value: Value) -> String {
        let firstError: VocalizeError
        do {
            return try spoken(value)
        } catch {
            firstError = error
        }
        if reading != .cardinal, let cardinal = try? withReading(.cardinal).spoken(value) {
            SpokenFallback.report(SpokenFallback(substitute: .cardinal, output: cardinal, languageTag: languageTag, error: firstError))
            return cardinal
        }
        let written = value.writtenForm(locale: Locale(identifier: languageTag))
        SpokenFallback.report(SpokenFallback(substitute: .writtenForm, output: written, languageTag: languageTag, error: firstError))
        return written
    }

    /// The spoken form, or the reason there is none.
    public func spoken(_ value: Value) throws(VocalizeError) -> String {
        try NumberSpeaker(language: languageTag).speak(value.spokenDecimal(), as: reading)
    }

    /// The same style in another language.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }

    /// The same style in a language given by tag ("fr-CA").
    public func language(_ tag: String) -> Self {
        var copy = self
        copy.languageTag = tag
        return copy
    }

    /// Read as a rank: "twenty-first".
    public var ordinal: Self { with(kind: .ordinal) }
    /// Read as a year: "twenty fifteen".
    public var year: Self { with(kind: .year) }
    /// Read as a percentage: "forty-five percent".
    public var percent: Self { with(kind: .percent) }

    /// In a grammatical gender ("feminine").
    public func gender(_ gender: String) -> Self {
        var copy = self
        copy.reading.gender = gender
        return copy
    }

    /// With an explicit ICU rule set.
    public func ruleSet(_ name: String) -> Self {
        var copy = self
        copy.reading.ruleSet = name
        return copy
    }

    private func withReading(_ reading: NumberReading) -> Self {
        var copy = self
        copy.reading = reading
        return copy
    }

    private func with(kind: NumberReading.Kind) -> Self {
        var copy = self
        copy.reading.kind = kind
        return copy
    }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Double> {
    /// Spells a `Double` out in words.
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Int> {
    /// Spells an `Int` out in words.
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Float> {
    /// Spoken numbers: `Float(0.1).formatted(.spoken)` → "zero point one".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Int64> {
    /// Spoken numbers: `Int64(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<UInt64> {
    /// Spoken numbers: `UInt64.max.formatted(.spoken)`.
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Int32> {
    /// Spoken numbers: `Int32(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Int8> {
    /// Spoken numbers: `Int8(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Int16> {
    /// Spoken numbers: `Int16(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<UInt> {
    /// Spoken numbers: `UInt(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<UInt8> {
    /// Spoken numbers: `UInt8(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<UInt16> {
    /// Spoken numbers: `UInt16(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<UInt32> {
    /// Spoken numbers: `UInt32(5).formatted(.spoken)` → "five".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenNumberFormatStyle<Decimal> {
    /// Spells a `Decimal` out in words.
    public static var spoken: Self { Self() }
}
