import Testing

@testable import Vocalize

/// The scalar properties answered by range (`Unicode.Scalar.isCurrencySign`, `isAlphabetic`,
/// `changesWhenLowercased`, `isDecimalDigitOfAnyScript`) must say what the Unicode tables say,
/// for every scalar, and the string tests built on them what the standard library says.
@Suite("Scalar properties by range")
struct ScalarPropertyTests {
    static let allScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:))

    @Test("Each property agrees with the Unicode tables for every scalar")
    func agreesWithTables() {
        var disagreements: [String] = []
        for scalar in Self.allScalars {
            let properties = scalar.properties
            let tableCurrency: Bool
            if case .currencySymbol = properties.generalCategory { tableCurrency = true } else { tableCurrency = false }
            let tableDecimal: Bool
            if case .decimal? = properties.numericType { tableDecimal = true } else { tableDecimal = false }
            let hex = String(scalar.value, radix: 16)
            if scalar.isCurrencySign != tableCurrency { disagreements.append("U+\(hex) currency") }
            if scalar.isAlphabetic != properties.isAlphabetic { disagreements.append("U+\(hex) alphabetic") }
            if scalar.changesWhenLowercased != properties.changesWhenLowercased { disagreements.append("U+\(hex) lowercased") }
            if scalar.isDecimalDigitOfAnyScript != tableDecimal { disagreements.append("U+\(hex) decimal") }
            // The text scan flags a scalar below U+0250 as a letter when it is alphabetic.
            if scalar.value < 0x250 {
                let letter: Bool
                switch properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: letter = true
                default: letter = false
                }
                if scalar.isAlphabetic != letter { disagreements.append("U+\(hex) letter") }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test(
        "Lower case and letters as the standard library says",
        arguments: ["régler 12,50 €", "ÉCOLE", "Łódź", "Straße", "ΑΘΗΝΑ", "₹ 500", "12 345", "١٢٣", "Ⅻ", "ǅ", "ﬁ", "İstanbul", "x\u{0301}", "\u{0301}"])
    func stringTests(_ text: String) {
        #expect(text.lowercasedWithASCIIFastPath() == text.lowercased())
        #expect(text.containsLetter == text.contains(where: \.isLetter))
    }

    @Test("Whitespace trimmed from Latin-1 text as the general categories say")
    func trimsLatin1AsTables() {
        for value in UInt32(0)..<0x100 {
            let scalar = Unicode.Scalar(value)!
            let isSpace: Bool
            if case .spaceSeparator = scalar.properties.generalCategory { isSpace = true } else { isSpace = scalar == "\t" }
            let isLineEnd = [0x0A, 0x0B, 0x0C, 0x0D, 0x85].contains(value)
            let text = "a" + String(scalar)
            #expect(text.trimmingWhitespace() == (isSpace ? "a" : text), "U+\(String(value, radix: 16))")
            #expect(text.trimmingWhitespace(newlines: true) == (isSpace || isLineEnd ? "a" : text), "U+\(String(value, radix: 16))")
        }
    }
}
