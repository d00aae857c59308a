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

    private static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// The plural category of a whole number, without formatting it; nil beyond 2^53.
    func category(ofInteger value: Int64) -> String? {
        guard value.magnitude < 1 << 53 else { return nil }
        let index = Int(vz_plural_rules_select_integer(pointer, value))
        return Self.categories[min(max(index, 0), 5)]
    }

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
