import Foundation
import Testing
import Vocalize

/// Values that NeMo's test inputs write with words around them (issue 26/27): each mechanism
/// with both sides — what is read, and what a word that looks alike leaves alone. Expected words
/// from the sources named per test (machine review), never from Vocalize's output.
@Suite("Written phrases: codes, scale words with units, zones, extensions")
struct WrittenPhraseTests {
    @Test("A currency code in lower case beside a number is the currency, unless it spells a word")
    func lowerCaseCodes() throws {
        // ISO 4217: CHF, USD, EUR are current codes that spell no word.
        let spanish = try WrittenFormReader(language: "es")
        #expect(try spanish.read("1 chf") == .money(DecimalNumber(1), currency: "CHF"))
        #expect(try spanish.read("usd 2") == .money(DecimalNumber(2), currency: "USD"))
        #expect(try WrittenFormReader(language: "it").read("1 eur") == .money(DecimalNumber(1), currency: "EUR"))
        // In capitals a code that spells a word is still the currency (ISO 4217 TOP, the paʻanga).
        #expect(try spanish.read("5 TOP") == .money(DecimalNumber(5), currency: "TOP"))
        // In lower case it is the word: "top 10", "all 3" (root written.currencyCodeWords).
        let english = try WrittenFormReader(language: "en")
        #expect((try? english.read("top 10"))?.kind != .money)
        #expect((try? english.read("3 cup"))?.kind != .money)
        #expect(try TextSpeaker(language: "en").speak("Top 10 for all 3") == "Top ten for all three")
        // A withdrawn code (BOP, the Bolivian peso of 1963–1986) is no money of today.
        #expect((try? spanish.read("bop 1"))?.kind != .money)
    }

    @Test("A unit after a scale word is read with it, named as after a round amount of that power")
    func scaleWordsWithUnits() throws {
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("100 million kg") == .scaledMeasure(DecimalNumber(100), exponent: 6, unit: "kilogram"))
        // "2,2 Millionen" is said as written, then the unit as after "zwei Millionen" (Duden: Kilometer pro Stunde).
        #expect(try WrittenFormReader(language: "de").speak("2,2 millionen km/h") == "zwei Komma zwei Millionen Kilometer pro Stunde")
        // After «миллиона» the unit is in the genitive plural: «литров» (Русская грамматика 1980, §1896 — счётные конструкции).
        #expect(try WrittenFormReader(language: "ru").speak("3,2 млн л").hasSuffix("миллиона литров"))
        // Short forms that are said only beside a currency ("M") take no unit: "5 M kg" is no measure.
        #expect((try? english.read("5 M kg"))?.kind != .measure)
    }

    @Test("A time zone's offset written apart keeps its sign; a zone against a day period's point is read")
    func zones() throws {
        let english = try WrittenFormReader(language: "en")
        // CLDR 42 en: the plus sign is said "plus".
        #expect(try english.speak("3:00 utc +1").hasSuffix("UTC plus one"))
        #expect(try english.speak("1:59 p.m.est") == english.speak("1:59 p.m. EST"))
        #expect(try english.speak("1:59 p.m. e.s.t") == english.speak("1:59 p.m. EST"))
        #expect(try WrittenFormReader(language: "es").speak("3:00 utc +1").hasSuffix("UTC más uno"))
    }

    @Test("A Hungarian month and day in digits is a date alone or with the month's zero, never a section number")
    func hungarianMonthDays() throws {
        // AkH 12. 299: «04. 01.», «IV. 1.»; CLDR 42 hu Md «M. d.».
        let hungarian = try TextSpeaker(language: "hu")
        #expect(hungarian.speak("Határidő: 04. 15.").contains("április"))
        #expect(hungarian.speak("IV. 1.").contains("április"))
        #expect(!(hungarian.speak("A 3. 2. pont")).contains("március"))
        #expect(hungarian.speak("(4. 1.)") == "(április elseje)")
    }

    @Test("A phone number's extension is said with the language's word for it and as a number")
    func extensions() throws {
        // RAE DPD: ext. = extensión; Houaiss: ramal; Svenska skrivregler: ankn. = anknytning.
        for (language, number, written, spoken) in [
            ("es", "+58 (123) 123-5678", "ext. 12", "extensión doce"),
            ("pt", "(11) 3333-4444", "ext. 12", "ramal doze"),
            ("sv", "08 790 7559", "ankn. 32", "anknytning trettiotvå"),
        ] {
            let reader = try WrittenFormReader(language: language)
            let alone = try reader.speak(number)
            #expect(try reader.speak(number + " " + written) == alone + " " + spoken)
            #expect(try TextSpeaker(language: language).speak(number + " " + written) == alone + " " + spoken)
        }
        // A number after the mark that no phone number precedes is not an extension.
        #expect((try? WrittenFormReader(language: "es").read("página ext. 12"))?.kind != .phone)
    }
}
