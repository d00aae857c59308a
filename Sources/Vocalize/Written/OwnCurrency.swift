/// A locale's own currency as its screens write it ("€" in French, "$" in Mexican Spanish),
/// with the number symbols its amounts are written with: what `readOwnCurrency` needs to read
/// "12,50 €" without ICU's currency parse. Found once per locale.
final class OwnCurrency: Sendable {
    /// The symbol's UTF-8 bytes.
    let symbol: [UInt8]
    /// The ISO 4217 code.
    let code: String
    /// The locale's number symbols.
    let numbers: ICUNumberParser

    private init(symbol: [UInt8], code: String, numbers: ICUNumberParser) {
        self.symbol = symbol
        self.code = code
        self.numbers = numbers
    }

    private static let cache = FormatterCache<String, OwnCurrency>()

    /// The own currency of `localeID`, or nil when ICU names none.
    static func of(localeID: String) -> OwnCurrency? {
        try? cache.value(for: localeID) { () throws(VocalizeError) in
            guard let currency = try WrittenCatalog.currencyParser(localeID: localeID, style: .symbol).ownCurrency else {
                throw VocalizeError(.icuFailure, "ICU names no currency for \(localeID)")
            }
            return OwnCurrency(symbol: Array(currency.symbol.utf8), code: currency.code, numbers: try ICUCatalog.numberParser(localeID: localeID))
        }
    }
}
