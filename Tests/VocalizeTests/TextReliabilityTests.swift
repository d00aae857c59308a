import Foundation
import Testing
@testable import Vocalize

/// `TextSpeaker` on the inputs that crashed or blew up (issue 25), and the invariants every
/// reading keeps: spans never overlap, each points at its written data, and every character
/// outside them comes back unchanged.
@Suite("Text: reliability")
struct TextReliabilityTests {
    /// Checks a reading against its text; returns the broken invariants.
    static func violations(of reading: TextReading, text: String) -> [String] {
        var problems: [String] = []
        let characters = Array(text)
        let utf16 = Array(text.utf16)
        var spoken = ""
        var characterPosition = 0
        for span in reading.spans {
            if span.characterOffset < characterPosition { problems.append("span \(span.written) overlaps the one before") }
            guard span.characterOffset >= characterPosition, span.characterOffset + span.characterLength <= characters.count,
                span.utf16Offset >= 0, span.utf16Offset + span.utf16Length <= utf16.count
            else {
                problems.append("span \(span.written) points outside the text")
                return problems
            }
            if String(characters[span.characterOffset..<span.characterOffset + span.characterLength]) != span.written {
                problems.append("span \(span.written): its character offsets point elsewhere")
            }
            if String(decoding: utf16[span.utf16Offset..<span.utf16Offset + span.utf16Length], as: UTF16.self) != span.written {
                problems.append("span \(span.written): its UTF-16 offsets point elsewhere")
            }
            if let first = span.written.unicodeScalars.first, let last = span.written.unicodeScalars.last,
                first.properties.generalCategory == .format || last.properties.generalCategory == .format
            {
                problems.append("span \(span.written) starts or ends with an invisible mark")
            }
            spoken += String(characters[characterPosition..<span.characterOffset]) + span.spoken
            characterPosition = span.characterOffset + span.characterLength
        }
        spoken += String(characters[characterPosition...])
        if spoken != reading.spoken { problems.append("the text outside the spans changed: \(reading.spoken)") }
        return problems
    }

    static let languages = LocaleProfileRegistry.shared.languages

    @Test("A word between two values belongs to one of them (no overlap, no crash), in every language", arguments: languages)
    func wordBetweenValues(language: String) throws {
        let speaker = try TextSpeaker(language: language)
        for text in ["5 USD 10", "Pay 12 USD 3 times", "10 € 5", "5 € 3", "5 p.m. 6", "5 PM 6", "5 kg 3", "3 h 4", "10 ₽ 5", "10 zł 5 zł", "5 % 3 %"] {
            let reading = speaker.read(text)
            #expect(Self.violations(of: reading, text: text).isEmpty, "\(language): \(text) → \(Self.violations(of: reading, text: text))")
        }
    }

    @Test("The reproducers read as a listener expects in English")
    func englishReproducers() throws {
        let speaker = try TextSpeaker(language: "en")
        #expect(speaker.speak("5 USD 10") == "five dollars ten")
        #expect(speaker.speak("Pay 12 USD 3 times") == "Pay twelve dollars three times")
        #expect(speaker.speak("10 € 5") == "ten euros five")
    }

    @Test("speakData reads one value, or a phrase only when every digit and sign in it is read")
    func speakData() throws {
        // Sources: "sixty-eight percent" (CLDR en percent unit names); German years as numbers
        // of hundreds ("neunzehnhundertfünf", Duden: Zahlen und Ziffern); a version number is
        // never data (issue 27), so a phrase holding one with a value is refused.
        let english = try TextSpeaker(language: "en")
        #expect(try english.speakData("68%") == "sixty-eight percent")
        #expect(try english.speakData("Battery at 68% now") == "Battery at sixty-eight percent now")
        #expect(throws: VocalizeError.self) { try english.speakData("Update to v1.2.3 for 5 USD") }
        #expect(throws: VocalizeError.self) { try english.speakData("nothing to read") }
        #expect(throws: VocalizeError.self) { try english.speakData("") }
        let german = try TextSpeaker(language: "de")
        #expect(try german.speakData("im Jahr 1905") == "im Jahr neunzehnhundertfünf")
    }

    @Test("speakData refuses a value beside one short word it did not read, a sum, and a range mark left between values")
    func speakDataRefusesHalfReadings() throws {
        // A lone abbreviation spaced from the number is a unit or currency the reader did not
        // take ("1 kr" is no Spanish «uno kr»); a word written against the data is part of the
        // phrase (Japanese 「3月半ば」, 大辞林 s.v. 半ば: 三月半ば); an equation's signs are data.
        let spanish = try TextSpeaker(language: "es")
        #expect(throws: VocalizeError.self) { try spanish.speakData("1 kr") }
        #expect(throws: VocalizeError.self) { try spanish.speakData("2 + 2 = 4") }
        #expect(try spanish.speakData("Llámame a las 17:45 por favor").contains("diecisiete"))
        let english = try TextSpeaker(language: "en")
        #expect(throws: VocalizeError.self) { try english.speakData("7 zq") }
        #expect(try english.speakData("7 apples in a bag") == "seven apples in a bag")
        let japanese = try TextSpeaker(language: "ja")
        #expect(try japanese.speakData("3月半ば") == "三月半ば")
        #expect(throws: VocalizeError.self) { try japanese.speakData("ほげ1〜ふが3") }
    }

    @Test("Invisible direction marks and isolates next to data stay outside its span")
    func invisibleMarks() throws {
        let speaker = try TextSpeaker(language: "en")
        let isolated = "Price: \u{2066}$12.50\u{2069} today"
        let reading = speaker.read(isolated)
        #expect(reading.spans.map(\.written) == ["$12.50"])
        #expect(reading.spoken == "Price: \u{2066}twelve dollars and fifty cents\u{2069} today")
        let marked = "\u{200E}5 kg\u{200E}"
        let measure = speaker.read(marked)
        #expect(measure.spans.map(\.written) == ["5 kg"])
        #expect(measure.spoken == "\u{200E}five kilograms\u{200E}")
        #expect(Self.violations(of: measure, text: marked).isEmpty)
    }

    @Test("Single digits apart are separate values; a long run is read in pieces")
    func runsOfDigits() throws {
        let speaker = try TextSpeaker(language: "en")
        let ones = Array(repeating: "1", count: 400).joined(separator: " ")
        let reading = speaker.read(ones)
        #expect(reading.spans.count == 400)
        #expect(reading.spoken == Array(repeating: "one", count: 400).joined(separator: " "))
        // Groups that may join ("555 123 4567") still make one value.
        #expect(speaker.read("Call 555 123 4567 now").spans.count == 1)
        #expect(speaker.read("Total 1 234 567").spans.count <= 1)
    }

    @Test("Long words and long runs without spaces stay linear and intact", arguments: ["en", "ja", "zh", "th"])
    func longRuns(language: String) throws {
        let speaker = try TextSpeaker(language: language)
        for text in [String(repeating: "1a", count: 3000), String(repeating: "a", count: 5000) + "5", "5" + String(repeating: "b", count: 5000),
                     String(repeating: "12 ", count: 2000), String(repeating: "€", count: 3000) + "5"] {
            let reading = speaker.read(text)
            #expect(Self.violations(of: reading, text: text).isEmpty, "\(language): \(text.prefix(20))…")
        }
    }

    @Test("A line written piece by piece equals the reading's JSON, SSML and text, on one line")
    func streamedLines() throws {
        let speaker = try TextSpeaker(language: "fr")
        for text in ["Appelez le 06 11 22 33 06 avant le 1er avril", "Ligne 1\nLigne 2 : 12,50 €\r\nfin", "Rien", "\"<5 kg>\" & 3\t%"] {
            let reading = speaker.read(text)
            for (format, expected) in [(TextReadingFormat.json, reading.jsonString()), (.ssml, reading.ssml())] {
                var bytes: [UInt8] = []
                speaker.writeLine(reading: text, as: format) { bytes.append(contentsOf: $0) }
                #expect(String(decoding: bytes, as: UTF8.self) == expected + "\n")
                #expect(bytes.filter { $0 == 0x0A }.count == 1)
            }
            var bytes: [UInt8] = []
            speaker.writeLine(reading: text, as: .text) { bytes.append(contentsOf: $0) }
            let line = String(decoding: bytes, as: UTF8.self)
            #expect(line == reading.spoken.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ") + "\n")
            // The JSON decodes to the reading.
            let decoded = try JSONSerialization.jsonObject(with: Data(reading.jsonString().utf8)) as? [String: Any]
            #expect(decoded?["text"] as? String == reading.spoken)
            #expect(decoded?["input"] as? String == text)
        }
    }

    @Test("Random strings of data, marks, symbols and words keep every invariant", arguments: ["en", "fr", "de", "ru", "ja", "ar", "hi", "ko"])
    func randomStrings(language: String) throws {
        let speaker = try TextSpeaker(language: language)
        let pieces = ["5", "12", "1", "0", "06", "2020", "12,50", "12.50", "3:42", "17:45", "15/01/2020", "1er", "3.", "21st", " ", " ", " ", "\u{00A0}",
                      "USD", "€", "$", "kg", "km/h", "%", "p.m.", "PM", "h", "(", ")", "-", "/", ".", ",", ":", "\u{2066}", "\u{2069}", "\u{200E}",
                      "\u{200F}", "\u{200B}", "a", "Total", "le", "am", "in", "年", "月", "日", "円", "時", "٣", "٫", "५", "é", "👍🏽", "\n", "%1$@", "{0}", "#"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<250 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let reading = speaker.read(text)
            let problems = Self.violations(of: reading, text: text)
            #expect(problems.isEmpty, "\(language): \(text.debugDescription) → \(problems)")
        }
    }
}

extension TextReliabilityTests {
    @Test("Data inside parentheses and after a failed sign is read; a unit word belongs to one amount")
    func bracketsAndSigns() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("(1,234 reviews)") == "(one thousand two hundred thirty-four reviews)")
        #expect(english.speak("Tax (8.875%)") == "Tax (eight point eight seven five percent)")
        #expect(english.speak("(104 km/h)") == "(one hundred four kilometers per hour)")
        let russian = try TextSpeaker(language: "ru")
        for text in ["6 руб. 35 коп.", "(6 руб. 35 коп.)"] {
            let reading = russian.read(text)
            #expect(Self.violations(of: reading, text: text).isEmpty)
            // The roubles are six, not thirty-five.
            #expect(reading.spans.first?.written == "6 руб.", "\(reading.spans)")
        }
    }

    @Test("A date does not stop short of the month's name written after it (Spanish «mar.» is Tuesday and March)")
    func dateRunsIntoMonthName() throws {
        let spanish = try TextSpeaker(language: "es")
        // The shorter span «mar. 4» read as 4 March would say the month twice.
        let spoken = spanish.speak("Cita: mar. 4 de marzo")
        #expect(spoken.components(separatedBy: "marzo").count == 2, "\(spoken)")
        #expect(spoken.contains("cuatro de marzo"), "\(spoken)")
        // A date before a word that only starts like a month is still read.
        #expect(spanish.speak("el 15 de junio junto al mar") == "el quince de junio junto al mar")
    }
}

/// What is not data is never touched (issue 27): format specifiers, placeholders, markup,
/// links, addresses and codes come back byte for byte, in every language.
@Suite("Text: what is not data")
struct ProtectedTextTests {
    static let untouchable = [
        "%1$@", "%2$d", "%lld", "%.2f", "%%", "%#@arg1@", "%1$s", "{0}", "{count, plural, one {# item} other {# items}}", "{name}",
        "${var2}", "{{mustache3}}", "<b>", "</span>", "<a href=\"https://x.com/p?id=42\">", "https://example.com/order?id=42&n=3",
        "www.example.com/2025", "help2025@example.com", "@anna2", "#summer2025", "#FF5733", "192.168.0.1",
        "123e4567-e89b-12d3-a456-426614174000", "A2DP", "x86", "Base64", "HTML2Markdown", "promo2025",
    ]

    @Test("Each untouchable piece survives beside data, in every language", arguments: ["en", "fr", "de", "ru", "ja", "zh", "ar", "th", "ko", "pl"])
    func untouched(language: String) throws {
        let speaker = try TextSpeaker(language: language)
        for piece in Self.untouchable {
            for text in ["\(piece) 5 kg", "12 \(piece)", "(\(piece))", "\(piece)"] {
                let reading = speaker.read(text)
                #expect(reading.spoken.contains(piece), "\(language): \(text) → \(reading.spoken)")
                #expect(TextReliabilityTests.violations(of: reading, text: text).isEmpty)
            }
        }
    }

    @Test("Random strings mixing placeholders, markup and data keep them and every invariant", arguments: ["en", "fr", "de", "ja", "ar"])
    func randomMixes(language: String) throws {
        let speaker = try TextSpeaker(language: language)
        let data = ["5 kg", "12,50 €", "$3.99", "17:45", "15/01/2020", "1st", "(8.875%)", "21", "06 11 22 33 06", "3.", "1 234"]
        let words = [" ", " ", ", ", " and ", " (", ") ", ": ", "\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var text = ""
            var pieces: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                if Bool.random(using: &generator) {
                    let piece = Self.untouchable.randomElement(using: &generator)!
                    pieces.append(piece)
                    text += piece
                } else {
                    text += data.randomElement(using: &generator)!
                }
                text += words.randomElement(using: &generator)!
            }
            let reading = speaker.read(text)
            #expect(TextReliabilityTests.violations(of: reading, text: text).isEmpty, "\(language): \(text.debugDescription)")
            for piece in pieces {
                #expect(reading.spoken.contains(piece), "\(language): \(text.debugDescription) lost \(piece) → \(reading.spoken)")
            }
        }
    }
}

extension TextReliabilityTests {
    /// Found by FuzzText: ICU gives "р." to the Russian ruble of 1991–1998 (RUR), whose name
    /// holds digits; a symbol of a withdrawn currency is read as today's money.
    @Test("A withdrawn currency's symbol is read as today's money")
    func withdrawnCurrency() throws {
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("5 р.") == "пять рублей")
        let fuzzed = "Досr2 янв/zoneinfo 5 р.)"
        let reading = russian.read(fuzzed)
        #expect(Self.violations(of: reading, text: fuzzed).isEmpty)
        #expect(!reading.spoken.contains("1991"))
    }
}

extension TextReliabilityTests {
    /// Found by FuzzText: "SDD 0" (the Sudanese dinar of 1992–2007) was spoken with its
    /// display name's dates. A withdrawn currency's code beside a number is not money.
    @Test("A withdrawn currency's code is not read as money")
    func withdrawnCurrencyCode() throws {
        let french = try TextSpeaker(language: "fr")
        let text = "J\u{0}\u{0}\u{0}\u{0}32l  USD 1\u{0}2l SDD 0 USD 10"
        let reading = french.read(text)
        #expect(Self.violations(of: reading, text: text).isEmpty)
        #expect(!reading.spans.contains { $0.spoken.unicodeScalars.contains { $0.properties.numericType == .decimal } }, "\(reading.spans)")
        #expect(try WrittenFormReader(language: "fr").speak("12 EUR") == "douze euros")
    }
}
