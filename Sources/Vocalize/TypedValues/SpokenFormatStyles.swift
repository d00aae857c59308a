import Foundation

// Format styles for Foundation's value types, in the manner of `Date.FormatStyle`:
// `Measurement(value: 21, unit: UnitDuration.minutes).formatted(.spoken.locale(fr))`.
//
// `FormatStyle.format` cannot throw. When a value cannot be spoken (an unknown unit, a
// language Vocalize does not speak, NaN) these styles return the value as written ("21.0 min")
// — what VoiceOver would have read anyway — never English words for another language, and
// report the fallback to `SpokenFallback.handler`. Each style's `spoken(_:)` throws the
// `VocalizeError` instead, for callers that must know.

/// Speaks a `Measurement`: "twenty-one minutes", "vingt-et-une minutes", "二十一分".
public struct SpokenMeasurementFormatStyle<UnitType: Dimension>: FormatStyle, Sendable {
    /// The language tag to speak in ("en" unless set).
    public var languageTag: String

    /// A style for a language tag.
    public init(languageTag: String = "en") { self.languageTag = languageTag }

    /// The spoken form, or the written form when it cannot be spoken (see `spoken(_:)`).
    public func format(_ value: Measurement<UnitType>) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(value) }, written: { "\(value.value) \(value.unit.symbol)" })
    }

    /// The spoken form, or the reason there is none.
    public func spoken(_ value: Measurement<UnitType>) throws(VocalizeError) -> String {
        try NumberSpeaker(language: languageTag).measure(value)
    }

    /// The same style in another language (any Foundation locale, `@` keywords included).
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }
}

/// Speaks an amount of money: `Decimal(string: "12.50")!.formatted(.spoken.currency(Locale.Currency("EUR")))`
/// → "twelve euros and fifty cents".
public struct SpokenCurrencyFormatStyle<Value: SpokenNumberConvertible>: FormatStyle, Sendable {
    /// The language tag to speak in.
    public var languageTag: String
    /// The ISO 4217 code of the currency ("EUR").
    public var currencyCode: String

    /// A style for a currency and a language tag.
    public init(currency: Locale.Currency, languageTag: String = "en") {
        self.currencyCode = currency.identifier
        self.languageTag = languageTag
    }

    /// The spoken form, or the written form when it cannot be spoken (see `spoken(_:)`).
    public func format(_ value: Value) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(value) }, written: { "\(value) \(currencyCode)" })
    }

    /// The spoken form, or the reason there is none.
    public func spoken(_ value: Value) throws(VocalizeError) -> String {
        try NumberSpeaker(language: languageTag).currency(value.spokenDecimal(), code: currencyCode)
    }

    /// The same style in another language.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }
}

extension SpokenNumberFormatStyle {
    /// The number as an amount of money in a currency, in this style's language:
    /// `Decimal(21).formatted(.spoken.locale(fr).currency(Locale.Currency("EUR")))` → "vingt-et-un euros".
    public func currency(_ currency: Locale.Currency) -> SpokenCurrencyFormatStyle<Value> {
        SpokenCurrencyFormatStyle(currency: currency, languageTag: languageTag)
    }
}

/// Speaks a Swift `Duration` as days, hours, minutes and seconds: `.seconds(1260)` →
/// "twenty-one minutes".
public struct SpokenDurationFormatStyle: FormatStyle, Sendable {
    /// The language tag to speak in.
    public var languageTag: String

    /// A style for a language tag.
    public init(languageTag: String = "en") { self.languageTag = languageTag }

    /// The spoken form, or the written form when it cannot be spoken (see `spoken(_:)`).
    public func format(_ value: Duration) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(value) }, written: { "\(value)" })
    }

    /// The spoken form, or the reason there is none.
    public func spoken(_ value: Duration) throws(VocalizeError) -> String {
        try DateSpeaker(language: languageTag).duration(value)
    }

    /// The same style in another language.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }
}

/// Speaks a `Date` as a day: "April first, twenty fifteen"; in a time zone (default: UTC, so
/// the same instant is the same day on every machine; give the user's zone in an app).
public struct SpokenDateFormatStyle: FormatStyle, Sendable {
    /// The language tag to speak in.
    public var languageTag: String
    /// How much of the date is said.
    public var style: DateStyle
    /// The zone the day is read in; nil: UTC.
    public var timeZone: TimeZone?

    /// A style for a language tag, a date style and a time zone.
    public init(languageTag: String = "en", style: DateStyle = .long, timeZone: TimeZone? = nil) {
        self.languageTag = languageTag
        self.style = style
        self.timeZone = timeZone
    }

    /// The spoken form, or the ISO 8601 date when it cannot be spoken (see `spoken(_:)`).
    public func format(_ value: Date) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(value) }, written: { value.ISO8601Format() })
    }

    /// The spoken form, or the reason there is none.
    public func spoken(_ value: Date) throws(VocalizeError) -> String {
        try DateSpeaker(language: languageTag).date(value, style: style, timeZone: timeZone)
    }

    /// The same style in another language.
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }

    /// The same style read in a time zone.
    public func timeZone(_ zone: TimeZone) -> Self {
        var copy = self
        copy.timeZone = zone
        return copy
    }

    /// The same style with more or less of the date said (`.full` adds the weekday).
    public func dateStyle(_ style: DateStyle) -> Self {
        var copy = self
        copy.style = style
        return copy
    }
}

extension FormatStyle where Self == SpokenDurationFormatStyle {
    /// Spoken durations: `Duration.seconds(1260).formatted(.spoken)` → "twenty-one minutes".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenDateFormatStyle {
    /// Spoken dates: `date.formatted(.spoken)` → "April first, twenty fifteen".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitDuration> {
    /// Spoken measurements: `Measurement(value: 21, unit: UnitDuration.minutes).formatted(.spoken)`.
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitLength> {
    /// Spoken lengths: "five kilometers".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitMass> {
    /// Spoken masses: "two kilograms".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitTemperature> {
    /// Spoken temperatures: "twenty-one degrees Celsius".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitSpeed> {
    /// Spoken speeds: "fifty kilometers per hour".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitVolume> {
    /// Spoken volumes: "two liters".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitArea> {
    /// Spoken areas: "three hectares".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitEnergy> {
    /// Spoken energies: "two hundred kilocalories".
    public static var spoken: Self { Self() }
}

extension FormatStyle where Self == SpokenMeasurementFormatStyle<UnitInformationStorage> {
    /// Spoken sizes: "five megabytes".
    public static var spoken: Self { Self() }
}

extension Measurement where UnitType: Dimension {
    /// The measurement in a spoken style: `Measurement(value: 21, unit: UnitDuration.minutes)
    /// .formatted(.spoken)` → "twenty-one minutes". (swift-corelibs-foundation has no
    /// `Measurement.formatted(_:)` for format styles; this one works on every platform.)
    public func formatted(_ style: SpokenMeasurementFormatStyle<UnitType>) -> String {
        style.format(self)
    }
}

/// Speaks a phone number as written, in the listener's language, grouped as the number's region
/// writes it: `"06 11 22 33 06".formatted(.spokenPhoneNumber.locale(fr))` → "zéro six, onze,
/// vingt-deux, trente-trois, zéro six".
///
/// The country code decides the region ("+49…" is German wherever it is read); a national
/// number is read as dialled in ``regionCode``, else in the language tag's region (en-GB → GB).
/// A number that cannot be read (letters that are not a vanity number, too many digits) comes
/// back as given and the fallback is reported to ``SpokenFallback/handler``; `spoken(_:)`
/// throws the `VocalizeError` instead.
public struct SpokenPhoneNumberFormatStyle: FormatStyle, Sendable {
    /// A phone number as written ("+33 6 11 22 33 06").
    public typealias FormatInput = String
    /// The words a listener hears.
    public typealias FormatOutput = String

    /// The language tag to speak in ("en" unless set).
    public var languageTag: String
    /// The region a national number is dialled in (ISO 3166, "GB"); nil: the language tag's.
    public var regionCode: String?
    /// How the groups are read (pairs, digits, groups); nil: the language's own style.
    public var readingStyle: PhoneReadingStyle?

    /// A style for a language tag, a dialling region and a reading style.
    public init(languageTag: String = "en", regionCode: String? = nil, readingStyle: PhoneReadingStyle? = nil) {
        self.languageTag = languageTag
        self.regionCode = regionCode
        self.readingStyle = readingStyle
    }

    /// The spoken form of a written number, or the number as given when it cannot be read.
    public func format(_ value: String) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(value) }, written: { value })
    }

    /// The spoken form of a parsed number, or its written form when it cannot be read.
    public func format(_ number: PhoneNumber) -> String {
        SpokenFallback.spokenOrWritten(languageTag: languageTag, { () throws(VocalizeError) in try spoken(number) }, written: { number.description })
    }

    /// The spoken form of a written number, or the reason there is none.
    public func spoken(_ value: String) throws(VocalizeError) -> String {
        try PhoneSpeaker(language: languageTag, region: regionCode).speak(value, style: readingStyle)
    }

    /// The spoken form of a parsed number, or the reason there is none.
    public func spoken(_ number: PhoneNumber) throws(VocalizeError) -> String {
        try PhoneSpeaker(language: languageTag, region: regionCode).speak(number, style: readingStyle)
    }

    /// The same style in another language (any Foundation locale; its region becomes the
    /// dialling region unless one is set).
    public func locale(_ locale: Locale) -> Self {
        var copy = self
        copy.languageTag = SpeechLocale.languageTag(ofLocaleIdentifier: locale.identifier)
        return copy
    }

    /// The same style for numbers dialled in a region ("GB").
    public func region(_ code: String) -> Self {
        var copy = self
        copy.regionCode = code
        return copy
    }

    /// The same style reading the groups another way (`.digits`: "zero six, one one, …").
    public func reading(_ style: PhoneReadingStyle) -> Self {
        var copy = self
        copy.readingStyle = style
        return copy
    }
}

extension FormatStyle where Self == SpokenPhoneNumberFormatStyle {
    /// Spoken phone numbers: `"(555) 123-4567".formatted(.spokenPhoneNumber)` → "five five
    /// five, one two three, four five six seven".
    public static var spokenPhoneNumber: Self { Self() }
}

extension StringProtocol {
    /// The string read as a phone number: `"06 11 22 33 06".formatted(.spokenPhoneNumber.locale(fr))`.
    public func formatted(_ style: SpokenPhoneNumberFormatStyle) -> String {
        style.format(String(self))
    }
}

extension PhoneNumber {
    /// The number in a spoken style: `try PhoneNumber(parsing: "+33 6 11 22 33 06")
    /// .formatted(.spokenPhoneNumber.locale(fr))`.
    public func formatted(_ style: SpokenPhoneNumberFormatStyle) -> String {
        style.format(self)
    }
}
