import Foundation
import Testing

@testable import Vocalize

/// Speaks `text` as a number in `language`.
private func spoken(_ text: String, _ language: String, as reading: NumberReading = .cardinal) throws -> String {
    try NumberSpeaker(language: language).speak(text, as: reading)
}

@Suite("Spoken numbers")
struct NumberTests {
    @Test("The issue's reference decimals", arguments: [
        ("en", "fifty-four million thirty-eight thousand nine hundred twenty-one point seven"),
        ("fr", "cinquante-quatre millions trente-huit mille neuf cent vingt-et-un virgule sept"),
        ("de", "vierundfünfzig Millionen achtunddreißigtausendneunhunderteinundzwanzig Komma sieben"),
        ("pl", "pięćdziesiąt cztery miliony trzydzieści osiem tysięcy dziewięćset dwadzieścia jeden przecinek siedem"),
        ("ru", "пятьдесят четыре миллиона тридцать восемь тысяч девятьсот двадцать одна целая семь десятых"),
        ("ja", "五千四百三万八千九百二十一点七"),
    ])
    func referenceDecimal(language: String, expected: String) throws {
        #expect(try spoken("54038921.7", language) == expected)
    }

    @Test func doublesAreSpokenFromTheirShortestDecimal() throws {
        // Raw ICU would read the binary double's digits ("…siedem zero zero … trzy").
        let polish = try NumberSpeaker(language: "pl").speak(54038921.7)
        #expect(polish.hasSuffix("przecinek siedem"))
        #expect(try NumberSpeaker(language: "en").speak(0.1) == "zero point one")
        #expect(try NumberSpeaker(language: "en").speak(1.0) == "one")
    }

    @Test("English edge cases", arguments: [
        ("0", "zero"),
        ("-1", "minus one"),
        ("0.05", "zero point zero five"),
        ("1.0", "one point zero"),
        ("3.14", "three point one four"),
        ("1e6", "one million"),
        ("1e-3", "zero point zero zero one"),
        ("-0.5", "minus zero point five"),
        ("-0", "zero"),
        ("+7", "seven"),
        (".5", "zero point five"),
        ("13,000", "thirteen thousand"),
        ("1000000000000", "one trillion"),
        ("999999999999999999", "nine hundred ninety-nine quadrillion nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine"),
    ])
    func english(text: String, expected: String) throws {
        #expect(try spoken(text, "en") == expected)
    }

    @Test func integersBeyondTheRulesAreSpokenWithTheProfilesScaleWords() throws {
        // ICU's English rules stop below 10^18; the profile's short-scale words go on
        // (Merriam-Webster: quintillion 10^18, sextillion 10^21, septillion 10^24, octillion 10^27).
        #expect(try spoken("1e21", "en") == "one sextillion")
        #expect(try spoken("123456789012345678901234567890", "en")
            == "one hundred twenty-three octillion four hundred fifty-six septillion seven hundred eighty-nine sextillion twelve quintillion three hundred forty-five quadrillion six hundred seventy-eight trillion nine hundred one billion two hundred thirty-four million five hundred sixty-seven thousand eight hundred ninety")
        #expect(try spoken("-10000000000000000000", "en") == "minus ten quintillion")
        // The long scale (Duden: Trillion 10^18, Trilliarde 10^21, feminine): "eine", not "eins".
        #expect(try spoken("1000000000000000000000", "de") == "eine Trilliarde")
        #expect(try spoken("2000000000000000000005", "de") == "zwei Trilliarden fünf")
        // Myriads (塵劫記): 垓 is 10^20.
        #expect(try spoken("1e21", "ja") == "十垓")
        // A language without scale words past ICU's range still reads the digits one by one.
        #expect(try spoken("1e21", "is") == "einn" + String(repeating: " núll", count: 21))
        // An ordinal past ICU's range has no reading composed from cardinal words.
        #expect(try NumberSpeaker(language: "en").speak("1e21", as: .ordinal).hasPrefix("one zero"))
    }

    @Test func writtenDecimalsKeepTheirWrittenZeros() throws {
        // Written zeros state a precision: they are read (Duden Grammatik, Dezimalzahlen).
        #expect(try spoken("60,2400", "de") == "sechzig Komma zwei vier null null")
        #expect(try spoken("0,50", "de") == "null Komma fünf null")
        #expect(try spoken("1,000", "de") == "eins Komma null null null")
        #expect(try spoken("1.000", "de") == "eintausend")  // a grouped integer has no fraction
        #expect(try spoken("1,000", "en") == "one thousand")
        #expect(try DecimalNumber(parsing: "12,50", locale: SpeechLocale("fr")).fractionDigits == "50")
        #expect(try DecimalNumber(parsing: "١٢٫٥٠", locale: SpeechLocale("ar")).fractionDigits == "50")
    }

    @Test func integerTypesAndDecimal() throws {
        let english = try NumberSpeaker(language: "en")
        #expect(try english.speak(Int64.min) == "minus nine quintillion two hundred twenty-three quadrillion three hundred seventy-two trillion thirty-six billion eight hundred fifty-four million seven hundred seventy-five thousand eight hundred eight")
        #expect(try english.speak(UInt8(21)) == "twenty-one")
        #expect(try english.speak(Decimal(string: "12.50")!) == "twelve point five")
        #expect(try english.cardinal(101) == "one hundred one")
    }

    @Test("Fractions as each language reads them", arguments: [
        ("fr", "3.14", "trois virgule quatorze"),
        ("fr", "0.05", "zéro virgule zéro cinq"),
        ("es", "3.14", "tres coma catorce"),
        ("de", "3.14", "drei Komma eins vier"),
        ("pl", "3.14", "trzy przecinek czternaście"),
        ("ru", "3.14", "три целых четырнадцать сотых"),
        ("ru", "1.5", "одна целая пять десятых"),
        ("ru", "0.001", "ноль целых одна тысячная"),
        ("ru", "2.1", "две целых одна десятая"),
        ("ru", "-2.5", "минус две целых пять десятых"),
        ("ru", "1.1234567", "один запятая один два три четыре пять шесть семь"),
        ("ja", "3.14", "三点一四"),
        ("ja", "-5", "マイナス五"),
    ])
    func fractions(language: String, text: String, expected: String) throws {
        #expect(try spoken(text, language) == expected)
    }

    @Test("Language specifics", arguments: [
        ("de", "1", "eins"),
        ("de", "101", "einhunderteins"),
        ("de", "1000000", "eine Million"),
        ("fr", "80", "quatre-vingts"),
        ("fr", "71", "soixante-et-onze"),
        ("es", "21", "veintiuno"),
        ("ja", "10000", "一万"),
        ("ja", "1e12", "一兆"),
        ("ru", "0", "ноль"),
        ("pl", "22", "dwadzieścia dwa"),
    ])
    func specifics(language: String, text: String, expected: String) throws {
        #expect(try spoken(text, language) == expected)
    }

    @Test func ordinalsYearsAndGenders() throws {
        #expect(try spoken("21", "en", as: .ordinal) == "twenty-first")
        #expect(try spoken("100", "en", as: .ordinal) == "one hundredth")
        #expect(try spoken("1", "fr", as: .ordinal) == "premier")
        #expect(try spoken("1", "fr", as: NumberReading.ordinal.gender("feminine")) == "première")
        #expect(try spoken("21", "de", as: .ordinal) == "einundzwanzigste")
        #expect(try spoken("2015", "en", as: .year) == "twenty fifteen")
        #expect(try spoken("1999", "en", as: .year) == "nineteen ninety-nine")
        #expect(try spoken("2000", "en", as: .year) == "two thousand")
        #expect(try spoken("2010", "en", as: .year) == "twenty ten")
        #expect(try spoken("2015", "fr", as: .year) == "deux mille quinze")
        // ICU's Japanese year rule is not how a year is said; the profile picks the cardinal.
        #expect(try spoken("2015", "ja", as: .year) == "二千十五")
        #expect(try spoken("1", "ru", as: NumberReading.cardinal.gender("feminine")) == "одна")
        #expect(try spoken("2", "pl", as: NumberReading.cardinal.gender("feminine")) == "dwie")
        #expect(try spoken("1", "de", as: NumberReading.cardinal.gender("feminine")) == "eine")
        #expect(try spoken("1", "es", as: NumberReading.cardinal.gender("feminine")) == "una")
        #expect(try spoken("2", "ru", as: .ruleSet("%spellout-cardinal-feminine")) == "две")
        #expect(try spoken("2", "ru", as: .ruleSet("spellout-cardinal-feminine")) == "две")
    }

    @Test func percentMeasuresAndCurrency() throws {
        let english = try NumberSpeaker(language: "en")
        #expect(try english.speak("45", as: .percent) == "forty-five percent")
        #expect(try spoken("45", "fr", as: .percent) == "quarante-cinq pour cent")
        #expect(try english.measure("56", unit: "minute") == "fifty-six minutes")
        #expect(try english.measure("1", unit: "hour") == "one hour")
        #expect(try english.measure("1.0", unit: "hour") == "one point zero hours")
        #expect(try english.measure("3.5", unit: "kilometer") == "three point five kilometers")
        #expect(try english.measure("22", unit: "celsius") == "twenty-two degrees Celsius")
        #expect(try english.measure("-5", unit: "temperature-celsius") == "minus five degrees Celsius")
        #expect(try NumberSpeaker(language: "ru").measure("21", unit: "minute") == "двадцать одна минута")
        #expect(try NumberSpeaker(language: "ru").measure("2", unit: "hour") == "два часа")
        #expect(try NumberSpeaker(language: "de").measure("1", unit: "minute") == "eine Minute")
        #expect(try NumberSpeaker(language: "es").measure("1", unit: "minute") == "un minuto")
        #expect(try NumberSpeaker(language: "fr").measure("21", unit: "minute") == "vingt-et-une minutes")
        #expect(try NumberSpeaker(language: "ja").measure("3.5", unit: "kilometer") == "三点五キロメートル")

        #expect(try english.currency("12.50", code: "EUR") == "twelve euros and fifty cents")
        #expect(try english.currency("12", code: "usd") == "twelve dollars")
        #expect(try english.currency("0.01", code: "USD") == "one cent")
        #expect(try english.currency("1.01", code: "GBP") == "one pound and one penny")
        #expect(try english.currency("12.505", code: "EUR") == "twelve point five zero five euros")
        #expect(try NumberSpeaker(language: "fr").currency("12.50", code: "EUR") == "douze euros et cinquante centimes")
        #expect(try NumberSpeaker(language: "de").currency("12.50", code: "EUR") == "zwölf Euro und fünfzig Cent")
        #expect(try NumberSpeaker(language: "ru").currency("21.01", code: "RUB") == "двадцать один рубль одна копейка")
        #expect(try NumberSpeaker(language: "pl").currency("12.50", code: "PLN") == "dwanaście złotych pięćdziesiąt groszy")
    }

    @Test func locallyWrittenNumbers() throws {
        #expect(try spoken("54 038 921,7", "fr") == "cinquante-quatre millions trente-huit mille neuf cent vingt-et-un virgule sept")
        #expect(try spoken("54\u{202F}038\u{202F}921,7", "fr").hasSuffix("virgule sept"))
        #expect(try spoken("1.234,5", "de") == "eintausendzweihundertvierunddreißig Komma fünf")
    }

    @Test func outputIsClean() throws {
        // ICU's German, Dutch and Swedish rules put soft hyphens inside long compounds.
        for language in ["de", "nl", "sv", "da", "nb", "fi", "it"] {
            let text = try spoken("987654321.5", language)
            #expect(!text.unicodeScalars.contains { [0x00AD, 0x00A0, 0x202F].contains($0.value) }, "\(language): \(text)")
        }
        #expect(SpokenText.clean("a\u{00AD}b\u{00A0}c\u{202F}d  e ") == "ab c d e")
    }

    @Test func errors() throws {
        let english = try NumberSpeaker(language: "en")
        for bad in ["abc", "", "1.2.3", "12abc", "--5", "1e", "0x10"] {
            #expect(throws: VocalizeError.self, "\(bad)") { try english.speak(bad) }
        }
        let nan = #expect(throws: VocalizeError.self) { try english.speak(Double.nan) }
        #expect(nan?.kind == .invalidNumber)
        #expect(nan?.message.contains("NaN") == true)
        #expect(throws: VocalizeError.self) { try english.speak(Double.infinity) }
        #expect(throws: VocalizeError.self) { try english.speak("inf") }
        let ordinal = #expect(throws: VocalizeError.self) { try english.speak("2.5", as: .ordinal) }
        #expect(ordinal?.message == "2.5 is not a whole number, so it has no ordinal reading.")
        let gender = #expect(throws: VocalizeError.self) { try english.speak("1", as: NumberReading.cardinal.gender("feminine")) }
        #expect(gender?.kind == .unsupportedOption)
        let ruleSet = #expect(throws: VocalizeError.self) { try english.speak("1", as: .ruleSet("%nope")) }
        #expect(ruleSet?.message.contains("%spellout-numbering") == true)
        #expect(throws: VocalizeError.self) { try english.measure("1", unit: "bananas") }
        #expect(throws: VocalizeError.self) { try english.measure("1", unit: "") }
        let currency = #expect(throws: VocalizeError.self) { try english.currency("1", code: "XYZ") }
        #expect(currency?.message.contains("ISO 4217") == true)
        // Irish has no ordinal rules in ICU 72 (and no profile adding some): it says so.
        #expect(throws: VocalizeError.self) { try spoken("1", "ga", as: .ordinal) }
    }

    @Test func formatStyle() throws {
        #expect(54038921.7.formatted(.spoken) == "fifty-four million thirty-eight thousand nine hundred twenty-one point seven")
        #expect(54038921.7.formatted(.spoken.locale(Locale(identifier: "fr"))).hasSuffix("vingt-et-un virgule sept"))
        #expect(21.formatted(.spoken.ordinal) == "twenty-first")
        #expect(2015.formatted(.spoken.year) == "twenty fifteen")
        #expect(45.formatted(.spoken.percent.language("de")) == "fünfundvierzig Prozent")
        #expect(1.formatted(.spoken.language("ru").gender("feminine")) == "одна")
        #expect(Decimal(string: "0.05")!.formatted(.spoken) == "zero point zero five")
        // FormatStyle cannot throw: NaN has no words, so it comes back as English writes it
        // (CLDR's symbol "NaN", not Swift's description "nan"); the throwing API says why.
        #expect(Double.nan.formatted(.spoken) == "NaN")
        #expect(throws: VocalizeError.self) { try SpokenNumberFormatStyle<Double>().spoken(.nan) }
    }

    @Test func oneCachedFormatterServesManyTasks() async throws {
        let speaker = try NumberSpeaker(language: "fr")
        let expected = try (0..<200).map { try speaker.cardinal(Int64($0 * 7919)) }
        let shared = ObjectIdentifier(try SpelloutCatalog.shared.formatter(localeID: "fr", ruleSet: "%spellout-numbering"))
        try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for task in 0..<16 {
                group.addTask {
                    var last = (0, "")
                    for index in 0..<200 {
                        let value = (index + task * 13) % 200
                        let text = try NumberSpeaker(language: "fr").cardinal(Int64(value * 7919))
                        guard text == expected[value] else { return (value, text) }
                        last = (-1, "")
                    }
                    return last
                }
            }
            for try await (index, text) in group {
                #expect(index == -1, "task read \(index) as \(text)")
            }
        }
        // Every caller got the one formatter opened for (fr, %spellout-numbering).
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 {
                group.addTask { ObjectIdentifier(try! SpelloutCatalog.shared.formatter(localeID: "fr", ruleSet: "%spellout-numbering")) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities == [shared])
    }
}

@Suite("ICU text decoding")
struct ICUTextDecodingTests {
    @Test(arguments: ["twenty-one", "vingt-et-un", "двадцать одна", "二十一", "𝟚𝟙 and 😀", "", "a\u{AD}b"])
    func decodesLikeTheStandardLibrary(text: String) {
        let units = Array(text.utf16)
        let decoded = units.withUnsafeBufferPointer { ICU.string(fromUTF16: $0) }
        #expect(decoded == text)
    }

    @Test("The decoder notices digits and text to clean", arguments: [
        ("twenty-one", false, true), ("1,000", true, true), ("a\u{AD}b", false, false), ("a\u{A0}b", false, false),
        ("a  b", false, false), (" a", false, false), ("a ", false, false), ("二十一", false, true),
    ])
    func flags(text: String, hasDigits: Bool, isClean: Bool) {
        let decoded = Array(text.utf16).withUnsafeBufferPointer { ICU.decode($0) }
        #expect(decoded.text == text)
        #expect(decoded.hasDigits == hasDigits)
        #expect(decoded.isClean == isClean)
        #expect(SpokenText.isClean(text) == isClean)
    }

    @Test("Decoding while cleaning says what decoding and then cleaning says", arguments: [
        "zwei\u{AD}hundert\u{AD}tausend", "a\u{A0}\u{A0}b", " \u{202F}vingt\u{A0}et un\u{A0}", "\u{200F}מינוס  אחד\u{200E}",
        "\u{61C}ناقص خمسة", "二十一", "𝟚𝟙\u{3000}😀", "a\u{AD}", "\u{AD}", "",
    ])
    func cleaningDecode(text: String) {
        let decoded = Array(text.utf16).withUnsafeBufferPointer { ICU.decodeSpelled($0) }
        #expect(decoded.text == SpokenText.clean(text))
        #expect(decoded.isClean)
        #expect(decoded.hasDigits == text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 })
    }

    @Test("Decoding spelled-out text notes ASCII digits and replaces unpaired surrogates", arguments: [
        ([0x31, 0x2C, 0x30, 0x30, 0x30] as [UInt16], "1,000", true),
        ([0x61, 0xD800, 0x62, 0xDC00], "a\u{FFFD}b\u{FFFD}", false),
        ([0xD83D, 0xDE00, 0x20, 0x20, 0xFC], "😀 ü", false),
    ])
    func spelledDecode(units: [UInt16], text: String, hasDigits: Bool) {
        let decoded = units.withUnsafeBufferPointer { ICU.decodeSpelled($0) }
        #expect(decoded.text == text)
        #expect(decoded.hasDigits == hasDigits)
    }

    @Test("Cleaning leaves out and spaces exactly the characters it documents")
    func shimCleansWhatSpokenTextCleans() {
        // SpokenText's documentation: soft hyphen, Arabic letter mark, zero-width space,
        // direction marks, embeddings and isolates, word joiner, BOM; no-break, narrow
        // no-break, thin, figure and ideographic spaces.
        let invisible: Set<UInt16> = [0x00AD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF]
        let spaces: Set<UInt16> = [0x00A0, 0x202F, 0x2009, 0x2007, 0x3000]
        var differing: [String] = []
        for unit in UInt16(0x80)...UInt16.max where !(0xD800..<0xE000).contains(unit) {
            let expected: Int32 = invisible.contains(unit) ? 1 : spaces.contains(unit) ? 2 : 0
            if ICU.spelledUnitClass(unit) != expected { differing.append(String(unit, radix: 16)) }
            if SpokenText.isInvisible(UInt32(unit)) != (expected == 1) || SpokenText.isSpace(UInt32(unit)) != (expected == 2) {
                differing.append("SpokenText " + String(unit, radix: 16))
            }
        }
        #expect(differing.isEmpty, "U+\(differing.joined(separator: ", U+"))")
    }

    @Test("Spelled text is written eight units at a time and one by one alike", arguments: [
        "one hundred twenty-three thousand four hundred fifty-six", "dreihundert\u{AD}fünfundzwanzig\u{A0}Millionen",
        "twenty  one", "abcdefg ", " abcdefgh", "abcdefgh  ijklmnop", "abcdefg  hijklmno", "1234567890 and 12",
    ])
    func spelledChunks(text: String) {
        // Every offset, so each character falls at every place in an eight-unit chunk.
        for offset in 0..<9 {
            let shifted = String(repeating: "x", count: offset) + text
            let decoded = Array(shifted.utf16).withUnsafeBufferPointer { ICU.decodeSpelled($0) }
            #expect(decoded.text == SpokenText.clean(shifted), "\(offset): \(shifted)")
            #expect(decoded.hasDigits == shifted.utf8.contains { $0 >= 0x30 && $0 <= 0x39 })
        }
    }

    @Test func unpairedSurrogatesBecomeReplacementCharacters() {
        let units: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00]
        let decoded = units.withUnsafeBufferPointer { ICU.string(fromUTF16: $0) }
        #expect(decoded == "a\u{FFFD}b\u{FFFD}")
        #expect(decoded == String(decoding: units, as: UTF16.self))
    }
}

@Suite("Profile fixes for what ICU reads badly")
struct ProfileFixTests {
    @Test func percentPatterns() throws {
        #expect(try NumberSpeaker(language: "zh-Hans").speak("45", as: .percent) == "百分之四十五")
        #expect(try NumberSpeaker(language: "ko").speak("45", as: .percent) == "사십오 퍼센트")
        #expect(try NumberSpeaker(language: "vi").speak("45", as: .percent) == "bốn mươi lăm phần trăm")
        // Without a pattern, ICU's unit name is used.
        #expect(try NumberSpeaker(language: "ja").speak("45", as: .percent) == "四十五パーセント")
    }

    @Test func replacementsInLanguagesWithoutSpaces() throws {
        // Mainland Chinese says 万亿 where ICU writes 兆; Taiwan keeps 兆 for 10^12.
        #expect(try NumberSpeaker(language: "zh-Hans").speak("1e12") == "一万亿")
        #expect(try NumberSpeaker(language: "zh-Hans").speak("3e15") == "三千万亿")
        #expect(try NumberSpeaker(language: "zh-Hant").speak("1e12") == "一兆")
    }

    @Test func replacementsSeeTheUnit() throws {
        #expect(try NumberSpeaker(language: "it").measure("1", unit: "hour") == "un'ora")
        #expect(try NumberSpeaker(language: "it").measure("21", unit: "hour") == "ventuna ore")
        #expect(try DateSpeaker(language: "it").duration("1h30m") == "un'ora e trenta minuti")
    }

    @Test func monthOverrides() throws {
        #expect(try DateSpeaker(language: "vi").date("2015-04-01") == "ngày một tháng tư năm hai nghìn không trăm mười lăm")
        #expect(try DateSpeaker(language: "ko").date("2015-06-01") == "이천십오년 유월 일일")
        #expect(try DateSpeaker(language: "ko").date("2015-10-01") == "이천십오년 시월 일일")
        #expect(try DateSpeaker(language: "ko").date("2015-04-01") == "이천십오년 사월 일일")
    }

    @Test func badMonthOverrideIsAProfileError() throws {
        let registry = LocaleProfileRegistry()
        #expect(throws: VocalizeError.self) { try registry.register(json: Data(#"{"language": "vi", "dates": {"monthOverrides": {"13": "x"}}}"#.utf8)) }
        let (problems, _) = registry.check(json: Data(#"{"language": "vi", "dates": {"monthOverrides": {"13": "x"}}}"#.utf8))
        #expect(!problems.isEmpty)
    }
}

@Suite("Currency names and clock habits from profiles")
struct CurrencyNameAndClockTests {
    @Test func currencyNamesOverrideICU() throws {
        // ICU's Turkish name carries the "₺" symbol; the profile names the currency in words.
        #expect(try NumberSpeaker(language: "tr").currency("12.50", code: "TRY") == "on iki Türk lirası elli kuruş")
        #expect(try NumberSpeaker(language: "pt").currency("12.50", code: "BRL") == "doze reais e cinquenta centavos")
        #expect(try NumberSpeaker(language: "pt").currency("1", code: "BRL") == "um real")
        #expect(try NumberSpeaker(language: "pt-PT").currency("2", code: "EUR") == "dois euros")
    }

    @Test func habitualClockFromTheProfile() throws {
        // ICU writes Mexican times on a 24-hour clock; people say them on a 12-hour one.
        #expect(try DateSpeaker(language: "es-MX").time("17:45") == "las cinco y cuarenta y cinco de la tarde")
        #expect(try DateSpeaker(language: "es").time("17:45") == "las diecisiete cuarenta y cinco")
        #expect(try DateSpeaker(language: "es-MX").time("17:45", clock: .twentyFourHour) == "las diecisiete cuarenta y cinco")
    }
}
