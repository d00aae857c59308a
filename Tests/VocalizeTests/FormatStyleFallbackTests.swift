import Foundation
import Synchronization
import Testing
@testable import Vocalize

/// Every fallback reported in this test process. One handler is installed once and never
/// replaced, because tests run in parallel: each test looks for its own record.
enum ReportedFallbacks {
    private static let log = Mutex<[SpokenFallback]>([])
    private static let installed: Void = {
        SpokenFallback.handler = { fallback in log.withLock { $0.append(fallback) } }
    }()

    static func start() { installed }

    static func first(output: String, languageTag: String) -> SpokenFallback? {
        log.withLock { records in records.first { $0.output == output && $0.languageTag == languageTag } }
    }
}

@Suite("The number style never silently returns digits")
struct NumberStyleFallbackTests {
    init() { ReportedFallbacks.start() }

    /// Gujarati: ICU 72 has no spell-out rules for it and no profile brings its own, so there are
    /// no Gujarati words to say. CLDR's Gujarati pattern groups in the Indian way (#,##,##0.###):
    /// 1234567 is written "12,34,567" (in Latin or Gujarati digits, "૧૨,૩૪,૫૬૭").
    @Test func aLanguageWithoutWordsGetsTheLocalesWrittenNumberAndItIsReported() throws {
        let gujarati = Locale(identifier: "gu")
        let output = 1_234_567.formatted(.spoken.locale(gujarati))
        #expect(["12,34,567", "૧૨,૩૪,૫૬૭"].contains(output))
        #expect(!output.contains("million"), "never another language's words")
        let fallback = try #require(ReportedFallbacks.first(output: output, languageTag: "gu"))
        #expect(fallback.substitute == .writtenForm)
        #expect(fallback.error.kind == .unsupportedLanguage)
        #expect(throws: VocalizeError.self) { try SpokenNumberFormatStyle<Int>().locale(gujarati).spoken(1_234_567) }
    }

    /// NaN and infinity have no number words; CLDR's French symbols are "NaN" and "∞".
    @Test func valuesWithoutWordsAreWrittenTheLocalesWay() throws {
        let french = Locale(identifier: "fr_FR")
        #expect(Double.infinity.formatted(.spoken.locale(french)) == "∞")
        #expect(Double.nan.formatted(.spoken.locale(french)) == "NaN")
        let fallback = try #require(ReportedFallbacks.first(output: "∞", languageTag: "fr_FR"))
        #expect(fallback.substitute == .writtenForm)
        #expect(fallback.error.kind == .invalidNumber)
    }

    /// A year or an ordinal of a fraction has no reading: 2.5 is said as the plain number,
    /// "two point five" (English reads the decimal point as "point"), in the same language.
    @Test func aReadingThatDoesNotApplyFallsBackToTheCardinalInTheSameLanguage() throws {
        let output = 2.5.formatted(.spoken.ordinal)
        #expect(output == "two point five")
        #expect(2.5.formatted(.spoken.year) == "two point five")
        let fallback = try #require(ReportedFallbacks.first(output: output, languageTag: "en"))
        #expect(fallback.substitute == .cardinal)
        #expect(throws: VocalizeError.self) { try SpokenNumberFormatStyle<Double>().ordinal.spoken(2.5) }
    }

    /// An unknown grammatical gender: French 21 is "vingt-et-un" (masculine, the default).
    @Test func anUnknownGenderFallsBackToTheCardinal() {
        let output = 21.formatted(.spoken.locale(Locale(identifier: "fr")).gender("no-such-gender"))
        #expect(output == "vingt-et-un" || output == "vingt et un")
        #expect(ReportedFallbacks.first(output: output, languageTag: "fr")?.substitute == .cardinal)
    }

    @Test func theReportSaysWhatHappened() {
        let fallback = SpokenFallback(
            substitute: .writtenForm, output: "৫", languageTag: "bn",
            error: VocalizeError(.unsupportedLanguage, "No words for bn."))
        #expect(fallback.description.contains("\"bn\""))
        #expect(fallback.description.contains("No words for bn."))
        #expect(fallback.description.contains("\"৫\""))
    }
}

@Suite("Phone number format style")
struct PhoneNumberStyleTests {
    init() { ReportedFallbacks.start() }

    static let french = Locale(identifier: "fr_FR")

    /// ARCEP's national numbering plan: ten digits written and read in pairs.
    @Test func frenchNumbersInPairs() throws {
        #expect("06 11 22 33 06".formatted(.spokenPhoneNumber.locale(Self.french))
            == "zéro six, onze, vingt-deux, trente-trois, zéro six")
        let number = try PhoneNumber(parsing: "+33 6 12 34 56 78")
        #expect(number.formatted(.spokenPhoneNumber.locale(Self.french))
            == "plus trente-trois, six, douze, trente-quatre, cinquante-six, soixante-dix-huit")
    }

    /// NANPA's 3-3-4 plan, read digit by digit; "zero" and "oh" are both said for 0.
    @Test func americanNumbersDigitByDigit() {
        let output = "(212) 555-0123".formatted(.spokenPhoneNumber)
        #expect(["two one two, five five five, zero one two three", "two one two, five five five, oh one two three"].contains(output))
        #expect(SpokenPhoneNumberFormatStyle().format("(212) 555-0123") == output)
    }

    /// Ofcom: London numbers are 020 XXXX XXXX. A number written in one piece is grouped by
    /// the region it is dialled in, given by the style or by the locale.
    @Test func theRegionGroupsANationalNumber() throws {
        let accepted = ["zero two zero, seven nine four six, zero zero one eight", "oh two oh, seven nine four six, oh oh one eight"]
        #expect(accepted.contains("02079460018".formatted(.spokenPhoneNumber.region("GB"))))
        #expect(accepted.contains("02079460018".formatted(.spokenPhoneNumber.locale(Locale(identifier: "en_GB")))))
    }

    /// Reading every digit of a French number instead of pairs: each digit's name.
    @Test func anotherReadingStyle() {
        #expect("06 11 22 33 06".formatted(.spokenPhoneNumber.locale(Self.french).reading(.digits))
            == "zéro six, un un, deux deux, trois trois, zéro six")
    }

    @Test func aNumberThatCannotBeReadComesBackAsGivenAndIsReported() throws {
        let output = "call me maybe".formatted(.spokenPhoneNumber)
        #expect(output == "call me maybe")
        #expect(throws: VocalizeError.self) { try SpokenPhoneNumberFormatStyle().spoken("call me maybe") }
        let fallback = try #require(ReportedFallbacks.first(output: "call me maybe", languageTag: "en"))
        #expect(fallback.error.kind == .invalidPhoneNumber)
    }

    @Test func theStyleIsCodableAndHashableLikeFoundationsStyles() throws {
        let style = SpokenPhoneNumberFormatStyle.spokenPhoneNumber.locale(Self.french).region("BE").reading(.digits)
        let decoded = try JSONDecoder().decode(SpokenPhoneNumberFormatStyle.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(decoded.regionCode == "BE")
    }
}
