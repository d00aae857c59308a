import Foundation
import Testing
import Vocalize

/// Session 14: decimals and compound numbers agreeing with what they count, and West and South
/// Slavic dates and measures in a sentence. Expected forms from the sources the profiles name
/// (IJP ÚJČ AV ČR, Morfológia slovenského jazyka / KSSJ, Barić i dr. Hrvatska gramatika,
/// Toporišič Slovenska slovnica, Íslensk málfræði); machine review, both sides of each rule.
@Suite("Numbers: compound and decimal agreement")
struct CompoundAgreementTests {
    @Test("Czech: the noun agrees with the last part of a compound number (IJP: «dvacet dvě minuty»)")
    func czechLastPart() throws {
        let czech = try NumberSpeaker(language: "cs")
        #expect(try czech.measure("22", unit: "minute") == "dvacet dvě minuty")
        #expect(try czech.currency("22", code: "CZK") == "dvacet dvě koruny")
        // The teens are one word, and a round ten has no last part of its own.
        #expect(try czech.measure("12", unit: "minute") == "dvanáct minut")
        #expect(try czech.measure("25", unit: "minute") == "dvacet pět minut")
        #expect(try czech.measure("2", unit: "minute") == "dvě minuty")
        // «celá» agrees like a feminine noun: «dvě celé», «sedmdesát dvě celé», «pět celých».
        #expect(try czech.measure("72.4", unit: "kilogram") == "sedmdesát dvě celé čtyři kilogramu")
        #expect(try czech.measure("5.2", unit: "kilometer") == "pět celých dva kilometru")
        // Past 99 the whole number decides: «tisíc dvě stě třicet čtyři celých pět».
        #expect(try czech.speak("1234.5") == "tisíc dvě stě třicet čtyři celých pět")
    }

    @Test("Slovak: a compound number ending in two to four takes its plain form before the genitive plural")
    func slovakPlainForm() throws {
        let slovak = try NumberSpeaker(language: "sk")
        #expect(try slovak.measure("22", unit: "minute") == "dvadsaťdva minút")
        #expect(try slovak.measure("2", unit: "minute") == "dve minúty")
        #expect(try slovak.measure("72.4", unit: "kilogram") == "sedemdesiatdva celých štyri kilogramu")
        #expect(try slovak.measure("1.5", unit: "liter") == "jedna celá päť litra")
    }

    @Test("Icelandic: a decimal's whole part agrees with the noun's gender (prósent hk.: «þrjú komma fimm prósent»)")
    func wholePartGender() throws {
        let icelandic = try NumberSpeaker(language: "is")
        #expect(try icelandic.measure("3.5", unit: "percent") == "þrjú komma fimm prósent")
        #expect(try icelandic.measure("3.5", unit: "kilometer") == "þrír komma fimm kílómetrar")
        // A decimal counting nothing keeps the plain cardinal.
        #expect(try icelandic.speak("3.5") == "þrír komma fimm")
    }

    @Test("Slovene dates in a sentence are in the genitive; «v» governs the locative of a measure")
    func sloveneInSentence() throws {
        let slovene = try TextSpeaker(language: "sl")
        #expect(slovene.speak("Dostava do 15. 1. 2020") == "Dostava do petnajstega januarja dva tisoč dvajset")
        #expect(slovene.speak("Pregled 3. marca ob 17.45") == "Pregled tretjega marca ob sedemnajstih petinštirideset")
        #expect(slovene.speak("v 32 min") == "v dvaintridesetih minutah")
        // A date alone or after a comma keeps the nominative (CLDR 42 sl «EEEE, d. MMMM y»).
        // (Letter case is not heard: the weekday is said as the date pattern names it.)
        #expect(slovene.speak("Ponedeljek, 24. november 2025").lowercased() == "ponedeljek, štiriindvajseti november dva tisoč petindvajset")
        #expect(slovene.speak("15. 1. 2020") == "petnajsti januar dva tisoč dvajset")
    }

    @Test("Slovak «z» governs the genitive of a measure")
    func slovakFrom() throws {
        #expect(try TextSpeaker(language: "sk").speak("z 64 GB") == "z šesťdesiatich štyroch gigabajtov")
        #expect(try TextSpeaker(language: "sk").speak("64 GB") == "šesťdesiatštyri gigabajtov")
    }
}
