import Foundation

/// A number as exact decimal digits: sign, integer digits, fraction digits as written.
///
/// Vocalize never spells a binary double's digits: 54038921.7 stays "54038921" and "7".
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    public var isNegative: Bool
    /// The integer digits without leading zeros ("0" for zero).
    public var integerDigits: String
    /// The fraction digits as written, trailing zeros kept ("50" in "12.50").
    public var fractionDigits: String

    public var description: String {
        (isNegative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
    }

    public var isZero: Bool { integerDigits == "0" && fractionDigits.allSatisfy { $0 == "0" } }
    public var isInteger: Bool { fractionDigits.isEmpty }

    /// The integer part as Int64, when it fits.
    var integerValue: Int64? { Int64(integerDigits).map { isNegative ? -$0 : $0 } }

    /// Parses canonical text: "-12", "54038921.7", "1e6", "+.5". Nil when it is not that form.
    public init?(canonical text: String) {
        var rest = Substring(text)
        var negative = false
        if let first = rest.first, first == "-" || first == "+" {
            negative = first == "-"
            rest = rest.dropFirst()
        }
        var exponent = 0
        if let e = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let exponentText = rest[rest.index(after: e)...]
            guard let value = Int(exponentText), abs(value) <= 10_000,
                exponentText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") })
            else { return nil }
            exponent = value
            rest = rest[..<e]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let integerPart = parts[0]
        let fractionPart = parts.count == 2 ? parts[1] : ""
        guard !(integerPart.isEmpty && fractionPart.isEmpty),
            integerPart.allSatisfy({ $0.isASCII && $0.isNumber }),
            fractionPart.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || !fractionPart.isEmpty || !integerPart.isEmpty
        else { return nil }
        var integerDigits = String(integerPart)
        var fractionDigits = String(fractionPart)
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

    init(isNegative: Bool, integerDigits: String, fractionDigits: String) {
        let trimmed = integerDigits.drop { $0 == "0" }
        self.integerDigits = trimmed.isEmpty ? "0" : String(trimmed)
        self.fractionDigits = fractionDigits
        // "-0" is zero; a negative sign stays only on a number that is not zero.
        self.isNegative = isNegative && !(self.integerDigits == "0" && fractionDigits.allSatisfy { $0 == "0" })
    }

    /// An integer.
    public init<T: BinaryInteger>(_ value: T) {
        let magnitude = value.magnitude
        self.init(isNegative: value < 0, integerDigits: String(magnitude), fractionDigits: "")
    }

    /// A double by its shortest round-tripping decimal form (0.1 is "0.1", not
    /// 0.1000000000000000055…); a whole double has no fraction. NaN and infinities throw.
    public init(_ value: Double) throws(VocalizeError) {
        guard value.isFinite else {
            throw VocalizeError(.invalidNumber, "\(value) is not a number that can be spoken (NaN and infinity have no reading).")
        }
        if value == value.rounded(), abs(value) < 1e18 {
            self.init(Int64(value))
            return
        }
        guard let parsed = DecimalNumber(canonical: "\(value)") else {
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

    /// Canonical text, or else text written the way `locale` writes numbers ("54 038 921,7"
    /// in French, "13,000" in English).
    public init(parsing text: String, locale: SpeechLocale) throws(VocalizeError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let canonical = DecimalNumber(canonical: trimmed) {
            self = canonical
            return
        }
        let lowered = trimmed.lowercased()
        if ["nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity"].contains(lowered) {
            throw VocalizeError(.invalidNumber, "\"\(text)\" is not a number that can be spoken (NaN and infinity have no reading).")
        }
        guard !trimmed.isEmpty,
            let decimal = try? ICUCatalog.numberParser(localeID: locale.icuIdentifier).parse(trimmed),
            let parsed = DecimalNumber(canonical: decimal)
        else {
            throw VocalizeError(.invalidNumber, "\"\(text)\" is not a number (write it as -12, 54038921.7 or 1e6, or as \(locale.identifier) writes numbers).")
        }
        self = parsed
    }
}
