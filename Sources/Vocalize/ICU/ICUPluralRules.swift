import CVocalizeICU

/// ICU's cardinal plural rules for one locale.
///
/// Sendable notes: ICU's `PluralRules::select` and the number formatter it uses are const
/// and thread-safe once built.
final class ICUPluralRules: @unchecked Sendable {
    private let pointer: OpaquePointer

    init(localeID: String) throws(VocalizeError) {
        var status: Int32 = 0
        guard let pointer = vz_plural_rules_open(localeID, &status), status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU has no plural rules for \"\(localeID)\" (\(ICUStatus(code: status).name))")
        }
        self.pointer = pointer
    }

    deinit { vz_plural_rules_close(pointer) }

    /// The plural category ("one", "few", "many", "other", …) for a decimal string.
    func category(of decimal: String) throws(VocalizeError) -> String {
        let utf8 = Array(decimal.utf8).map { CChar(bitPattern: $0) }
        let (keyword, status) = ICU.cString(initialCapacity: 16) {
            vz_plural_rules_select(pointer, utf8, Int32(utf8.count), $0, $1, $2)
        }
        try status.check("choosing the plural form of \(decimal)")
        return keyword
    }
}
