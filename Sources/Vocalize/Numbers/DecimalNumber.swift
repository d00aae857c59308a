import Foundation

/// A number as exact decimal digits: sign, integer digits, fraction digits as written.
///
/// Vocalize never spells a binary double's digits: 54038921.7 stays "54038921" and "7".
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    /// Whether the number is below zero (never true for zero).
    public var isNegative: Bool
    /// The integer digits without leading zeros ("0" for zero).
    public var integerDigits: String
    /// The fraction digits as written, trailing zeros kept ("50" in "12.50").
    public var fractionDigits: String

    public var description: String {
        (isNegative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
    }

    /// Whether every digit is zero.
    public var isZero: Bool { integerDigits == "0" && fractionDigits.allSatisfy { $0 == "0" } }
    /// The number without its sign.
    public var magnitude: DecimalNumber {
        DecimalNumber(isNegative: false, integerDigits: integerDigits, fractionDigits: fractionDigits)
    }
    /// Whether the number was written without a fraction.
    public var isInteger: Bool { fractionDigits.isEmpty }

    /// The integer part as Int64, when it fits.
    var integerValue: Int64? {
        // Up to 18 ASCII digits always fit: read them byte by byte (the generic Int64 parser
        // is a large part of a counted amount's cost); anything else the standard way.
        if let value = Self.plainDigits(integerDigits) { return isNegative ? -value : value }
        return Int64(integerDigits).map { isNegative ? -$0 : $0 }
    }

    /// The value of 1 to 18 ASCII digits (which always fit an Int64), read byte by byte; nil
    /// for anything else.
    static func plainDigits(_ text: String) -> Int64? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Int64? in
            guard (1...18).contains(bytes.count) else { return nil }
            var value: Int64 = 0
            for byte in bytes {
                let digit = byte &- 0x30
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int64(digit)
            }
            return value
        } ?? nil
    }

    /// Parses canonical text: "-12", "54038921.7", "1e6", "+.5". Nil when it is not that form.
    public init?(canonical text: String) {
        // A byte scan: numbers are parsed for every value an utterance speaks.
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        let integerPart = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integerPart.count)
        var fractionPart = bytes.prefix(0)
        var hasPoint = false
        if bytes.first == UInt8(ascii: ".") {
            hasPoint = true
            bytes = bytes.dropFirst()
            fractionPart = bytes.prefix(while: isDigit)
            bytes = bytes.dropFirst(fractionPart.count)
        }
        guard !(integerPart.isEmpty && fractionPart.isEmpty), !(hasPoint && fractionPart.isEmpty && integerPart.isEmpty) else { return nil }
        var exponent = 0
        if let marker = bytes.first {
            guard marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") else { return nil }
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty, bytes.count <= 5, bytes.allSatisfy(isDigit) else { return nil }
            let magnitude = bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard magnitude <= 10_000 else { return nil }
            exponent = exponentNegative ? -magnitude : magnitude
        }
        var integerDigits = String(decoding: integerPart, as: UTF8.self)
        var fractionDigits = String(decoding: fractionPart, as: UTF8.self)
        if exponent > 0 {
            let moved = String(fractionDigits.prefix(exponent))
            integerDigits += moved + String(repeating: "0", count: exponent - moved.count)
            fractionDigits = String(fractionDigits.dropFirst(exponent))
        } else if exponent < 0 {
            let shift = -exponent
            let padded = String(repeating: "0", count: max(0, shift - integerDigits.count)) + integerDigits
            fractionDigits = String(padded.suffix(shift)) + fractionDigits
            integerDigits = String(padded.dropLast(shift))
        }
        self.init(isNegative: negative, integerDigits: integerDigits, fractionDigits: fractionDigits)
    }

    /// The most digits Vocalize speaks on either side of the decimal point: past ICU's integer
    /// range a number is read digit by digit, and past this many no listener can follow it.
    public static let maximumSpokenDigits = 30

    /// Throws `.invalidNumber` naming the limit when the number has more digits on either side
    /// of the point than `maximumSpokenDigits`.
    public func checkSpeakable() throws(VocalizeError) {
        let longest = Self.maximumSpokenDigits
        guard integerDigits.utf8.count <= longest, fractionDigits.utf8.count <= longest else {
            let side = integerDigits.utf8.count > longest ? "\(integerDigits.utf8.count) digits before" : "\(fractionDigits.utf8.count) digits after"
            throw VocalizeError(
                .invalidNumber,
                "\(side) the decimal point are too many to be spoken (at most \(longest), the limit of a spoken number); round the number or give it in a larger unit.")
        }
    }

    /// The number times 10^`exponent` ("2.5" by 6 is 2500000), exactly.
    func scaled(by exponent: Int) -> DecimalNumber {
        let moved = String(fractionDigits.prefix(exponent))
        let padding = String(repeating: "0", count: max(0, exponent - fractionDigits.count))
        let whole = String((integerDigits + moved + padding).drop { $0 == "0" })
        return DecimalNumber(
            isNegative: isNegative, integerDigits: whole.isEmpty ? "0" : whole,
            fractionDigits: String(fractionDigits.dropFirst(exponent)))
    }

    init(isNegative: Bool, integerDigits: String, fractionDigits: String) {
        let trimmed = integerDigits.drop { $0 == "0" }
        self.integerDigits = trimmed.isEmpty ? "0" : String(trimmed)
        self.fractionDigits = fractionDigits
        // "-0" is zero; a negative sign stays only on a number that is not zero.
        self.isNegative = isNegative && !(self.integerDigits == "0" && fractionDigits.allSatisfy { $0 == "0" })
    }

    /// "1.234", "-12.500", "1.234.567": one to three digits, then groups of three after one
    /// kind of separator — a grouped integer in languages that group with that character.
    /// The separator ("." or ",") of text that reads as a grouped integer; nil otherwise. A
    /// leading zero ("0.001") is never a grouped integer.
    static func groupingMark(_ text: String) -> UInt8? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let lead = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
        guard (1...3).contains(lead.count), lead.first != UInt8(ascii: "0") else { return nil }
        bytes = bytes.dropFirst(lead.count)
        guard let separator = bytes.first, separator == UInt8(ascii: ".") || separator == UInt8(ascii: ",") else { return nil }
        var groups = 0
        while let mark = bytes.first {
            guard mark == separator else { return nil }
            bytes = bytes.dropFirst()
            let group = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }
            guard group.count == 3 else { return nil }
            bytes = bytes.dropFirst(3)
            groups += 1
        }
        return groups > 0 ? separator : nil
    }

    /// Whether the text begins and ends with a visible ASCII character, so trimming white
    /// space would leave it as it is (a byte test before Foundation's scalar-by-scalar trim).
    private static func startsAndEndsVisibly(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        return first > 0x20 && first < 0x7F && last > 0x20 && last < 0x7F
    }

    /// An integer.
    public init<T: BinaryInteger>(_ value: T) {
        let magnitude = value.magnitude
        self.init(isNegative: value < 0, integerDigits: String(magnitude), fractionDigits: "")
    }

    /// A float by its own shortest decimal form: `Float(0.1)` is "0.1", not the Double it widens
    /// to (0.10000000149011612). NaN and infinities throw.
    public init(_ value: Float) throws(VocalizeError) {
        try self.init(floatingPoint: value)
    }

    /// A double by its shortest round-tripping decimal form (0.1 is "0.1", not
    /// 0.1000000000000000055…); a whole double has no fraction. NaN and infinities throw.
    public init(_ value: Double) throws(VocalizeError) {
        try self.init(floatingPoint: value)
    }

    private init<Value: BinaryFloatingPoint & CustomStringConvertible>(floatingPoint value: Value) throws(VocalizeError) {
        guard value.isFinite else {
            throw VocalizeError(.invalidNumber, "\(value) is not a number that can be spoken (NaN and infinity have no reading).")
        }
        if value == value.rounded(), abs(value) < 1e18 {
            self.init(Int64(value))
            return
        }
        guard let parsed = DecimalNumber(canonical: value.description) else {
            throw VocalizeError(.invalidNumber, "\(value) cannot be written as a decimal number.")
        }
        self = parsed
    }

    /// A Foundation `Decimal`, exactly. NaN throws.
    public init(_ value: Decimal) throws(VocalizeError) {
        guard !value.isNaN, let parsed = DecimalNumber(canonical: value.description) else {
            throw VocalizeError(.invalidNumber, "\(value) is not a number that can be spoken.")
        }
        self = parsed
    }

    /// The parser for `text`: the locale's own, or for text in ASCII where the locale writes
    /// numbers with other symbols, the locale's Latin-digit symbols.
    private static func parser(for text: String, locale: SpeechLocale) throws(VocalizeError) -> ICUNumberParser {
        let parser = try ICUCatalog.numberParser(localeID: locale.icuIdentifier)
        guard parser.groupingSeparator > 0x7F, text.utf8.allSatisfy({ $0 < 0x80 }) else { return parser }
        let latin = locale.icuIdentifier + (locale.icuIdentifier.contains("@") ? ";" : "@") + "numbers=latn"
        return try ICUCatalog.numberParser(localeID: latin)
    }

    /// Canonical text, or else text written the way `locale` writes numbers ("54 038 921,7"
    /// in French, "13,000" in English).
    ///
    /// Text valid both ways — a "." or "," followed by groups of exactly three digits, like
    /// "1.234" or "12.500" — is read the way `locale` writes numbers: in German, Spanish or
    /// Italian, where "." groups thousands, "1.234" is one thousand two hundred thirty-four;
    /// in English it is one point two three four.
    ///
    /// Where the locale writes its own digits (Arabic "١٬٢٣٤٫٥"), text in Latin digits is read
    /// with the marks the locale uses beside Latin digits ("1,234.5": ICU's `numbers=latn`).
    public init(parsing text: String, locale: SpeechLocale) throws(VocalizeError) {
        let trimmed = Self.startsAndEndsVisibly(text) ? text : text.trimmingWhitespace(newlines: true)
        let parser = trimmed.isEmpty ? nil : try? Self.parser(for: trimmed, locale: locale)
        if let separator = Self.groupingMark(trimmed), let parser, parser.groupingSeparator == UInt16(separator) {
            if case .number(let plain) = Self.plainReading(of: trimmed, symbols: parser) {
                self = plain.keepingWrittenZeros(of: trimmed)
                return
            }
            if let decimal = parser.parse(trimmed), let parsed = DecimalNumber(canonical: decimal) {
                self = parsed.keepingWrittenZeros(of: trimmed)
                return
            }
        }
        if let canonical = DecimalNumber(canonical: trimmed) {
            self = canonical
            return
        }
        let mayNameNoNumber: Bool
        switch trimmed.utf8.first {
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "-"): mayNameNoNumber = true
        default: mayNameNoNumber = false
        }
        let lowered = mayNameNoNumber ? trimmed.lowercasedWithASCIIFastPath() : ""
        if mayNameNoNumber, ["nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"].contains(lowered) {
            throw VocalizeError(.invalidNumber, "\"\(text)\" is not a number that can be spoken (NaN and infinity have no reading).")
        }
        let parsed: DecimalNumber?
        switch parser.map({ Self.plainReading(of: trimmed, symbols: $0) }) {
        case .number(let plain): parsed = plain
        case .notANumber, nil: parsed = nil
        case .undecided: parsed = parser?.parse(trimmed).flatMap { DecimalNumber(canonical: $0) }
        }
        guard let parsed else {
            throw VocalizeError(.invalidNumber, "\"\(text)\" is not a number (write it as -12, 54038921.7 or 1e6, or as \(locale.identifier) writes numbers).")
        }
        self = parsed.keepingWrittenZeros(of: trimmed)
    }

    /// This number with the trailing fraction zeros `written` shows and ICU's parser dropped:
    /// "60,2400" is read "sechzig Komma zwei vier null null", since written zeros state a
    /// precision. The digits of `written` (in any script) must be this number's digits followed
    /// by nothing but zeros; otherwise (an exponent, say) the number is returned as it is.
    func keepingWrittenZeros(of written: String) -> DecimalNumber {
        var digits: [UInt8] = []
        for scalar in written.unicodeScalars where scalar.properties.generalCategory == .decimalNumber {
            guard let value = scalar.properties.numericValue, value >= 0, value < 10 else { return self }
            digits.append(UInt8(value) + 0x30)
        }
        let significant = digits.drop { $0 == 0x30 }
        var own = Array((integerDigits == "0" ? "" : integerDigits).utf8) + Array(fractionDigits.utf8)
        if integerDigits == "0" { own = Array(own.drop { $0 == 0x30 }) }
        guard significant.count > own.count, significant.starts(with: own),
            significant.dropFirst(own.count).allSatisfy({ $0 == 0x30 })
        else { return self }
        let zeros = significant.count - own.count
        // Zeros after the last digit the parser kept: integer zeros are never dropped, so these
        // follow the decimal separator.
        return DecimalNumber(
            isNegative: isNegative, integerDigits: integerDigits,
            fractionDigits: fractionDigits + String(repeating: "0", count: zeros))
    }
}
