import CVocalizeICU

/// ICU's number formatter for a skeleton ("unit/minute unit-width-full-name"): unit names,
/// percent and currency names with the plural form ICU picks for the number.
///
/// Sendable notes: ICU's `LocalizedNumberFormatter` is immutable and documented thread-safe.
final class ICUUnitFormatter: @unchecked Sendable {
    private let pointer: OpaquePointer
    /// ICU's text for one number of each plural category and sign: CLDR's unit and currency
    /// patterns differ only by plural category, and Vocalize replaces the digits anyway, so one
    /// formatting serves every number of that form.
    private let templates = FormatterCache<String, Result>(capacity: 16)

    /// A formatted number, with where the number sits in the text and the unit's noun class.
    struct Result: Sendable {
        var text: String
        /// The UTF-16 offsets of the number (sign, digits, separators) inside `text`.
        var numberRange: Range<Int>?
        /// ICU's grammatical noun class for the unit ("feminine", …), when it knows one.
        var nounClass: NounClass?
    }

    /// A formatter for `skeleton`; with `displayCase`, unit names in that grammatical case
    /// where CLDR has case forms for the locale (Slovene "genitive": "kilometra").
    init(localeID: String, skeleton: String, displayCase: String? = nil) throws(VocalizeError) {
        var status: Int32 = 0
        let units = Array(skeleton.utf16)
        guard let pointer = vz_unit_formatter_open(localeID, units, Int32(units.count), displayCase ?? "", &status),
            status <= 0
        else {
            throw VocalizeError(
                .unsupportedOption,
                "ICU does not accept \"\(skeleton)\" for \"\(localeID)\" (\(ICUStatus(code: status).name))")
        }
        self.pointer = pointer
    }

    deinit { vz_unit_formatter_close(pointer) }

    /// The text for `number`, whose plural category is `category`: ICU's text for an earlier
    /// number of the same category and sign, the digits to be replaced.
    func template(for number: DecimalNumber, category: String) throws(VocalizeError) -> Result {
        let key = number.isNegative ? "-" + category : category
        return try templates.value(for: key) { () throws(VocalizeError) in try format(decimal: number.description) }
    }

    /// The text alone, without the number's place in it (which costs ICU a field iteration).
    func text(decimal: String) throws(VocalizeError) -> String {
        var noun: Int32 = 0
        let utf8 = Array(decimal.utf8).map { CChar(bitPattern: $0) }
        let (text, status) = ICU.utf16String {
            vz_unit_formatter_format_decimal(pointer, utf8, Int32(utf8.count), $0, $1, nil, nil, &noun, $2)
        }
        try status.check("formatting \(decimal)")
        return text
    }

    func format(decimal: String) throws(VocalizeError) -> Result {
        var start: Int32 = -1
        var limit: Int32 = -1
        var noun: Int32 = 0
        let utf8 = Array(decimal.utf8).map { CChar(bitPattern: $0) }
        let (text, status) = ICU.utf16String {
            vz_unit_formatter_format_decimal(
                pointer, utf8, Int32(utf8.count), $0, $1, &start, &limit, &noun, $2)
        }
        try status.check("formatting \(decimal)")
        return Result(
            text: text,
            numberRange: start >= 0 && limit > start ? Int(start)..<Int(limit) : nil,
            nounClass: NounClass(icuValue: noun))
    }
}

/// A grammatical noun class, as ICU reports it for a unit.
public enum NounClass: String, Sendable, Hashable, CaseIterable, Codable {
    case other, neuter, feminine, masculine, animate, inanimate, personal, common

    init?(icuValue: Int32) {
        // Mirrors ICU's UDisplayOptionsNounClass order (0 is "undefined").
        let ordered: [NounClass] = [.other, .neuter, .feminine, .masculine, .animate, .inanimate, .personal, .common]
        guard icuValue >= 1, Int(icuValue) <= ordered.count else { return nil }
        self = ordered[Int(icuValue) - 1]
    }
}
