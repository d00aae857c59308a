import Testing

@testable import Vocalize

/// The plain-shape shortcut before ICU's number parser (issue 30: a cold start that reads one
/// number no longer pays for ICU's parser tables) must decide exactly as ICU does: every text
/// it decides is checked against ICU's strict parse.
@Suite("Plain number shapes decided as ICU decides them")
struct PlainNumberShapeTests {
    static let locales = [
        "en", "en_IN", "fr", "fr_CH", "de", "de_CH", "es", "es_MX", "it", "pt", "pt_BR", "ca", "nl", "sv", "nb", "da", "fi", "is",
        "pl", "cs", "sk", "sl", "hr", "ru", "uk", "bg", "el", "ro", "hu", "tr", "ar", "fa", "he", "hi", "th", "vi", "id", "ms",
        "ja", "ko", "zh", "zh_Hant", "ar@numbers=latn",
    ]

    /// Texts made of digits (ASCII and the locale's own), the separators of many locales,
    /// signs, letters and currency signs, plain and random: the shapes the shortcut takes
    /// and the near misses it must leave to ICU.
    static func texts(zero: UInt16) -> [String] {
        let own = zero > 0x7F ? (0...9).map { String(UnicodeScalar(UInt32(zero) + UInt32($0))!) } : []
        let pieces = ["1", "2", "0", "5", "12", "123", "1234", ".", ",", " ", "\u{A0}", "\u{202F}", "'", "’", "-", "−", "+", "٫", "٬", "e", "€", "%"] + own
        var texts = [
            "0", "7", "-7", "12", "12,5", "12.5", "12,50", "12.50", "1,234", "1.234", "1 234", "1\u{202F}234", "1\u{A0}234", "1'234", "1’234",
            "1,234,567", "1.234.567", "12,34,567", "1,234.5", "1.234,5", "1 234,5", "0,5", "0.5", "-0,5", "007", "1,2,3", "1.2.3",
            "12,345", "123,456,789.01", "1,23", "12 €", "€12", "12e3", "1E5", "NaN", "12%", "+12", "−12", "12,", ",5", "12..5",
            "06 11 22 33 06", "06\u{202F}11\u{202F}22", "06.11.22.33.06", "0,123", "0 123", "1234,567", "12 34", "1 2345", "1,234,5678",
        ]
        texts += own.isEmpty ? [] : [own[1] + own[2], own[1] + "٫" + own[5], own[1] + "٬" + own[2] + own[3] + own[4], own[1] + "2"]
        var seeded = SplitMix64(seed: UInt64(zero) &* 7919)
        for _ in 0..<600 {
            let length = seeded.below(6) + 1
            texts.append((0..<length).map { _ in pieces[seeded.below(pieces.count)] }.joined())
        }
        return texts
    }

    @Test("Every text the shortcut decides, ICU decides the same way", arguments: locales)
    func agreesWithICU(localeID: String) throws {
        let parser = try ICUCatalog.numberParser(localeID: localeID)
        var decided = 0
        for text in Self.texts(zero: parser.zeroDigit) {
            let fromICU = parser.parse(text).flatMap { DecimalNumber(canonical: $0) }
            switch DecimalNumber.plainReading(of: text, symbols: parser) {
            case .number(let plain):
                decided += 1
                #expect(fromICU == plain, "\(localeID) \"\(text)\": shortcut \(plain.description), ICU \(fromICU?.description ?? "no number")")
            case .notANumber:
                decided += 1
                #expect(fromICU == nil, "\(localeID) \"\(text)\": shortcut no number, ICU \(fromICU?.description ?? "")")
            case .undecided:
                continue
            }
        }
        #expect(decided > 100)
    }

    @Test("The shortcut takes the shapes screens write")
    func decidesPlainShapes() throws {
        let french = try ICUCatalog.numberParser(localeID: "fr")
        #expect(DecimalNumber.plainReading(of: "12,50", symbols: french) == .number(DecimalNumber(canonical: "12.5")!))
        #expect(DecimalNumber.plainReading(of: "1\u{202F}234,5", symbols: french) == .number(DecimalNumber(canonical: "1234.5")!))
        #expect(DecimalNumber.plainReading(of: "12,50 €", symbols: french) == .notANumber)
        #expect(DecimalNumber.plainReading(of: "06 11 22 33 06", symbols: french) == .notANumber)
        #expect(DecimalNumber.plainReading(of: "1 234,5", symbols: french) == .number(DecimalNumber(canonical: "1234.5")!))
        let hindi = try ICUCatalog.numberParser(localeID: "en_IN")
        #expect(DecimalNumber.plainReading(of: "12,34,567", symbols: hindi) == .number(DecimalNumber(canonical: "1234567")!))
        #expect(DecimalNumber.plainReading(of: "1,234,567", symbols: hindi) == .notANumber)  // strict: groups of two before the last three
    }
}



/// The locale's own currency is known without ICU's currency parse (issue 30), from the region
/// a language is most likely written in where the locale names none (CLDR likely subtags).
@Suite("A locale's own currency")
struct OwnCurrencyTests {
    @Test("The symbol and code of the currency each locale's screens show", arguments: [
        ("fr", "€", "EUR"), ("en", "$", "USD"), ("es_MX", "$", "MXN"), ("pt_BR", "R$", "BRL"), ("en_GB", "£", "GBP"), ("zh", "¥", "CNY"),
    ])
    func ownCurrency(localeID: String, symbol: String, code: String) throws {
        let own = try #require(try WrittenCatalog.currencyParser(localeID: localeID, style: .symbol).ownCurrency)
        #expect(own.symbol == symbol && own.code == code)
    }

    @Test("An amount in the own symbol is read as ICU's currency parse reads it")
    func ownAmounts() throws {
        let french = try WrittenFormReader(language: "fr")
        #expect(try french.speak("12,50 €") == "douze euros et cinquante centimes")
        #expect(try french.speak("1 234,5 €") == "mille deux cent trente-quatre euros et cinquante centimes")
        let mexican = try WrittenFormReader(language: "es-MX")
        // The home currency without its country adjective, as RealStrings/es-MX.tsv accepts (Banxico: peso, centavo).
        #expect(try mexican.speak("$12.50") == "doce pesos con cincuenta centavos")
    }
}
