import Foundation

/// Small string edits the spoken text needs, kept byte-level where they run per utterance.
extension String {
    /// The string without leading and trailing ASCII spaces (a byte scan).
    var trimmingSpaces: String {
        if hasNoSpaceAtEitherEnd { return self }
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }

    /// Whether the first and last bytes are not spaces, tested on the bytes in place (the
    /// common case of `trimmingSpaces`, without String index steps).
    private var hasNoSpaceAtEitherEnd: Bool {
        utf8.withContiguousStorageIfAvailable { $0.first != 0x20 && $0.last != 0x20 } ?? false
    }

    /// The string without trailing ASCII spaces (a byte scan: this runs for every utterance).
    var trimmingTrailingSpaces: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        return end == bytes.endIndex ? self : String(self[..<end])
    }

    /// The string with the first occurrence of `target` replaced.
    /// A byte search: patterns are filled for every amount of money and percentage spoken.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let bytes = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return self }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) {
                var result = [UInt8]()
                result.reserveCapacity(bytes.count - needle.count + replacement.utf8.count)
                result.append(contentsOf: bytes[..<start])
                result.append(contentsOf: replacement.utf8)
                result.append(contentsOf: bytes[(start + needle.count)...])
                return String(decoding: result, as: UTF8.self)
            }
        }
        return self
    }
}

extension StringProtocol {
    /// The text without leading and trailing Unicode white space (space separators and tabs,
    /// and line breaks too when `newlines` is true): what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes, without its character-set set-up, which
    /// costs a cold start millions of instructions.
    package func trimmingWhitespace(newlines: Bool = false) -> String {
        let text = String(self)
        let scalars = text.unicodeScalars
        func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
            // Latin-1 by value (the Unicode tables cost hundreds of instructions per scalar):
            // its spaces are " ", U+00A0 and the tab; its line ends LF, VT, FF, CR and NEL.
            if scalar.value < 0x100 {
                switch scalar.value {
                case 0x20, 0xA0, 0x09: return true
                case 0x0A...0x0D, 0x85: return newlines
                default: return false
                }
            }
            switch scalar.properties.generalCategory {
            case .spaceSeparator: return true
            case .lineSeparator, .paragraphSeparator: return newlines
            default:
                if scalar == "\t" { return true }
                return newlines && (scalar == "\n" || scalar == "\r" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{85}")
            }
        }
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return start == scalars.startIndex && end == scalars.endIndex ? text : String(scalars[start..<end])
    }
}

extension StringProtocol {
    /// The text in lower case, as `lowercased()` gives it; ASCII text is mapped on its bytes,
    /// without the Unicode case tables (the words around data are looked up in lower case
    /// many times per line of text).
    package func lowercasedWithASCIIFastPath() -> String {
        var hasUppercase = false
        for byte in utf8 {
            if byte >= 0x80 {
                // Most words of other scripts are in lower case already ("régler", "€").
                return unicodeScalars.contains(where: \.changesWhenLowercased) ? lowercased() : String(self)
            }
            if byte >= 0x41 && byte <= 0x5A { hasUppercase = true }
        }
        guard hasUppercase else { return String(self) }
        return String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}

extension StringProtocol {
    /// Whether a character is a letter (`Character.isLetter`): ASCII text is tested on its
    /// bytes, and other text makes Characters only when it holds an alphabetic scalar (a
    /// letter starts with one), so "12,50 €" is answered without them.
    package var containsLetter: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return unicodeScalars.contains(where: \.isAlphabetic) && contains(where: \.isLetter) }
            if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { return true }
        }
        return false
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a decimal digit of any script (Numeric_Type=Decimal). Matched as a
    /// pattern: comparing the optional property with `==` fetches type metadata on every call
    /// in the installed build, for every character of a text.
    package var isDecimalDigitOfAnyScript: Bool {
        // No script's digits before the Arabic-Indic ones but ASCII's; none among the
        // punctuation and symbols of U+2000–U+20FF (superscripts are Numeric_Type=Digit).
        if value < 0x660 { return value >= 0x30 && value <= 0x39 }
        if value >= 0x2000 && value < 0x2100 { return false }
        if case .decimal? = properties.numericType { return true }
        return false
    }

    /// Whether the scalar has Numeric_Type=Numeric (a fraction such as "½", a numeral such as
    /// "Ⅻ"), matched as a pattern for the same reason.
    package var isNumericNotDigit: Bool {
        if case .numeric? = properties.numericType { return true }
        return false
    }
}

/// Unicode properties the text scan asks of every word, answered by range for the Latin
/// letters (U+0000–U+024F) and the punctuation and currency blocks (U+2000–U+20FF) — most
/// scalars of most texts — and from the Unicode tables otherwise: a table lookup costs
/// hundreds of instructions, per scalar of every word looked at. `ScalarPropertyTests`
/// compares each with the tables for every scalar.
extension Unicode.Scalar {
    /// General_Category=Sc ("$", "€", "₹"), as `properties.generalCategory` says.
    package var isCurrencySign: Bool {
        switch value {
        case 0x24, 0xA2...0xA5: return true
        case 0..<0x0580, 0x2000..<0x20A0: return false
        default:
            if case .currencySymbol = properties.generalCategory { return true }
            return false
        }
    }

    /// The Alphabetic property (`properties.isAlphabetic`).
    package var isAlphabetic: Bool {
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xB5, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8..<0x250: return true
        case 0..<0x250: return false
        case 0x2000..<0x2100 where !(0x2070..<0x20A0).contains(value): return false
        default: return properties.isAlphabetic
        }
    }

    /// The Changes_When_Lowercased property (`properties.changesWhenLowercased`).
    package var changesWhenLowercased: Bool {
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE: return true
        case 0..<0x100, 0x2000..<0x2100: return false
        default: return properties.changesWhenLowercased
        }
    }
}
