import CVocalizeICU

/// ICU's strict parser for dates and times written the way a locale writes them ("15.01.2020",
/// "Jan 15, 2020", "1:59 PM"), in UTC.
///
/// Sendable notes: `udat_parse` mutates the formatter's calendar, so every call holds the lock.
final class ICUDateParser: Sendable {
    /// Where the parser's pattern comes from.
    enum Source: Hashable, Sendable {
        /// ICU's date style (0 full … 3 short), no time.
        case dateStyle(Int32)
        /// ICU's time style (0 full … 3 short), no date.
        case timeStyle(Int32)
        /// The locale's best pattern for a skeleton ("MMMMd").
        case skeleton(String)
        /// A pattern as given ("EEEE d MMMM y": `written.datePatterns`).
        case pattern(String)
    }

    private let handle: LockedICUHandle
    /// The pattern ICU parses with ("dd.MM.y").
    let pattern: String
    /// Whether the pattern has a field written in words (a month's or weekday's name, an era,
    /// a part of the day): parsed strictly, such a field never matches text without a letter,
    /// so the parse is not tried (ICU compares every name of the field case-insensitively first).
    let namesAField: Bool

    init(localeID: String, source: Source) throws(VocalizeError) {
        var status: Int32 = 0
        let pointer: OpaquePointer?
        switch source {
        case .dateStyle(let style):
            pointer = vz_date_parser_open(localeID, style, -1, nil, 0, 0, &status)
        case .timeStyle(let style):
            pointer = vz_date_parser_open(localeID, -1, style, nil, 0, 0, &status)
        case .skeleton(let skeleton):
            // The skeleton's pattern from the locale's shared pattern generator (opening one
            // per parser cost 1.9 M instructions each).
            let units = Array(try DateCatalog.bestPattern(localeID: localeID, skeleton: skeleton).utf16)
            pointer = vz_date_parser_open(localeID, -1, -1, units, Int32(units.count), 0, &status)
        case .pattern(let pattern):
            let units = Array(pattern.utf16)
            pointer = vz_date_parser_open(localeID, -1, -1, units, Int32(units.count), 0, &status)
        }
        guard let pointer, status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU could not open a date parser for \"\(localeID)\" (\(source)): \(ICUStatus(code: status).name)")
        }
        pattern = ICU.utf16String { vz_date_parser_pattern(pointer, $0, $1, $2) }.0
        namesAField = Self.namesAField(pattern)
        handle = LockedICUHandle(pointer) { vz_date_parser_close($0) }
    }

    /// Whether a date pattern has a field ICU writes in words: M or L four times or three (a
    /// month's name), E or c (a weekday's; c and e from four), G, a, b, B (era, part of day).
    /// Quoted literals are skipped.
    static func namesAField(_ pattern: String) -> Bool {
        var quoted = false
        var previous: Character?
        var run = 0
        func names(_ field: Character?, _ count: Int) -> Bool {
            switch field {
            case "M", "L": count >= 3
            case "c", "e": count >= 4
            case "E", "G", "a", "b", "B": true
            default: false
            }
        }
        for character in pattern {
            if character == "'" {
                quoted.toggle()
                if names(previous, run) { return true }
                previous = nil
                run = 0
                continue
            }
            if quoted { continue }
            if character == previous {
                run += 1
            } else {
                if names(previous, run) { return true }
                previous = character
                run = 1
            }
        }
        return names(previous, run)
    }

    /// Milliseconds since 1970 UTC of the whole text, or nil when the pattern does not read it.
    func parse(_ text: String) -> Double? {
        if namesAField, !text.containsLetter { return nil }
        let units = Array(text.utf16)
        return handle.withLock { pointer in
            var status: Int32 = 0
            var instant = 0.0
            vz_date_parser_parse(pointer, units, Int32(units.count), &instant, &status)
            return status <= 0 ? instant : nil
        }
    }
}

/// ICU's strict parser for amounts of money ("12,50 €", "US$5", "12 euros").
///
/// Sendable notes: ICU's `NumberFormat::parseCurrency` is const, yet the formatter keeps parse
/// state; every call holds the lock.
final class ICUCurrencyParser: Sendable {
    /// The written shapes of money ICU formats, as `UNumberFormatStyle` values.
    enum Style: Int32, CaseIterable, Sendable {
        /// "12,50 €", "$5.00".
        case symbol = 2
        /// "EUR 12.50".
        case isoCode = 10
        /// "12,50 euros".
        case pluralName = 11
    }

    private let handle: LockedICUHandle

    init(localeID: String, style: Style) throws(VocalizeError) {
        var status: Int32 = 0
        guard let pointer = vz_currency_parser_open(localeID, style.rawValue, &status), status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU could not open a currency parser for \"\(localeID)\": \(ICUStatus(code: status).name)")
        }
        var symbol = [UInt16](repeating: 0, count: 16)
        var code = [UInt16](repeating: 0, count: 4)
        let length = Int(vz_currency_parser_own(pointer, &symbol, Int32(symbol.count), &code))
        ownCurrency = length > 0
            ? symbol.withUnsafeBufferPointer { buffer in
                (
                    symbol: ICU.string(fromUTF16: UnsafeBufferPointer(rebasing: buffer.prefix(length))),
                    code: code.withUnsafeBufferPointer { ICU.string(fromUTF16: UnsafeBufferPointer(rebasing: $0.prefix(3))) }
                )
            } : nil
        handle = LockedICUHandle(pointer) { vz_currency_parser_close($0) }
    }

    /// The locale's own currency as this parser writes it: its symbol ("€" in French, "$" in
    /// Mexican Spanish) and ISO 4217 code.
    let ownCurrency: (symbol: String, code: String)?

    /// The amount as a decimal string and its ISO 4217 code, or nil when the whole text is not
    /// an amount of money.
    func parse(_ text: String) -> (amount: String, code: String)? {
        let units = Array(text.utf16)
        return handle.withLock { pointer -> (amount: String, code: String)? in
            var code = [UInt16](repeating: 0, count: 4)
            let (decimal, status) = ICU.cString {
                vz_currency_parser_parse(pointer, units, Int32(units.count), $0, $1, &code, $2)
            }
            guard status.isSuccess, !decimal.isEmpty else { return nil }
            // Decoded from a buffer: `String(decoding:as:)` on an ArraySlice of UTF-16 ran the
            // standard library's unspecialised decoding (0.8 M at the first call).
            let iso = code.withUnsafeBufferPointer { ICU.string(fromUTF16: UnsafeBufferPointer(rebasing: $0.prefix(3))) }
            return (decimal, iso)
        }
    }
}

/// The written-form parsers, opened once per locale and kept.
enum WrittenCatalog {
    private struct DateKey: Hashable, Sendable {
        var localeID: String
        var source: ICUDateParser.Source
    }

    private struct CurrencyKey: Hashable, Sendable {
        var localeID: String
        var style: ICUCurrencyParser.Style
    }

    private static let dates = FormatterCache<DateKey, ICUDateParser>()
    private static let currencies = FormatterCache<CurrencyKey, ICUCurrencyParser>()

    static func dateParser(localeID: String, source: ICUDateParser.Source) throws(VocalizeError) -> ICUDateParser {
        try dates.value(for: DateKey(localeID: localeID, source: source)) { () throws(VocalizeError) in
            try ICUDateParser(localeID: localeID, source: source)
        }
    }

    static func currencyParser(localeID: String, style: ICUCurrencyParser.Style) throws(VocalizeError) -> ICUCurrencyParser {
        try currencies.value(for: CurrencyKey(localeID: localeID, style: style)) { () throws(VocalizeError) in
            try ICUCurrencyParser(localeID: localeID, style: style)
        }
    }
}
