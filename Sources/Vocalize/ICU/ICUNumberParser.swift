import CVocalizeICU

/// Parses numbers written the way a locale writes them ("54 038 921,7" in French).
///
/// Sendable notes: parsing with a classic `UNumberFormat` mutates internal state, so every
/// call holds the lock.
final class ICUNumberParser: Sendable {
    private let handle: LockedICUHandle
    /// The locale's grouping separator ("." in German, "," in English), when it is one unit.
    let groupingSeparator: UInt16
    /// The locale's decimal separator ("," in German, "." in English), when it is one unit.
    let decimalSeparator: UInt16
    /// The locale's zero digit ("0" where it writes Latin digits, "٠" in Arabic), when it is one unit.
    let zeroDigit: UInt16
    /// Digits per group: the last group before the separator ("1 234") and the ones before it
    /// (3 in most locales; 2 in Hindi's "12,34,567").
    let primaryGroupingSize: Int
    let secondaryGroupingSize: Int

    init(localeID: String) throws(VocalizeError) {
        var status: Int32 = 0
        guard let pointer = vz_number_parser_open(localeID, &status), status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU has no number format for \"\(localeID)\" (\(ICUStatus(code: status).name))")
        }
        groupingSeparator = vz_number_parser_grouping_separator(pointer)
        decimalSeparator = vz_number_parser_decimal_separator(pointer)
        zeroDigit = vz_number_parser_zero_digit(pointer)
        primaryGroupingSize = Int(vz_number_parser_grouping_size(pointer, 0))
        let secondary = Int(vz_number_parser_grouping_size(pointer, 1))
        secondaryGroupingSize = secondary > 0 ? secondary : primaryGroupingSize
        handle = LockedICUHandle(pointer) { vz_number_parser_close($0) }
    }

    /// The decimal string ("-1234.5") of the whole text, or nil when it is not one number.
    func parse(_ text: String) -> String? {
        let units = Array(text.utf16)
        let (decimal, status) = handle.withLock { handle in
            ICU.cString { vz_number_parser_parse(handle, units, Int32(units.count), $0, $1, $2) }
        }
        return status.isSuccess && !decimal.isEmpty ? decimal : nil
    }
}
