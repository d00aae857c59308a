import Foundation
import Testing
@testable import Vocalize

@Suite("Foundation locales")
struct FoundationLocaleTests {
    @Test(arguments: [
        ("en_US@rg=gbzzzz", "en", "US"),
        ("en-US-u-rg-gbzzzz", "en", "US"),
        ("ja_JP@calendar=japanese", "ja", "JP"),
        ("fr_FR@currency=EUR", "fr", "FR"),
        ("de_DE@collation=phonebook", "de", "DE"),
        ("pt_BR", "pt", "BR"),
        ("fr-CA", "fr", "CA"),
    ])
    func foundationLocalesResolve(identifier: String, language: String, region: String) throws {
        let locale = try SpeechLocale(Locale(identifier: identifier))
        #expect(locale.languageCode == language)
        #expect(locale.regionCode == region)
        #expect(locale.profileChain.last == language)
    }

    @Test func keywordsNeverTurnTheStyleIntoDigits() {
        #expect(21.formatted(.spoken.locale(Locale(identifier: "en_US@rg=gbzzzz"))) == "twenty-one")
        #expect(21.formatted(.spoken.locale(Locale(identifier: "ja_JP@calendar=japanese"))) == "二十一")
        #expect(2.formatted(.spoken.locale(Locale(identifier: "fr_FR@currency=EUR"))) == "deux")
    }

    @Test func posixEncodingsAreDropped() throws {
        #expect(try SpeechLocale("fr_FR.UTF-8").identifier == "fr-FR")
        #expect(SpeechLocale.languageTag(ofLocaleIdentifier: "en_US@rg=gbzzzz") == "en-US-u-rg-gbzzzz")
    }

    @Test func aMalformedTagStillThrows() {
        #expect(throws: VocalizeError.self) { try SpeechLocale("not a tag!") }
    }
}

@Suite("VocalizeError in Foundation")
struct VocalizeErrorFoundationTests {
    @Test func localizedDescriptionIsTheMessage() {
        let error: any Error = VocalizeError(.invalidNumber, "\"abc\" is not a number.")
        #expect(error.localizedDescription == "\"abc\" is not a number.")
    }

    @Test func aThrownErrorReadsWellInAnAlert() throws {
        do {
            _ = try NumberSpeaker(language: "en").speak("abc")
            Issue.record("abc was spoken")
        } catch {
            let any: any Error = error
            #expect(any.localizedDescription == error.message)
            #expect(!any.localizedDescription.contains("couldn"))
            #expect(error.failureReason == "invalid number")
        }
    }

    @Test func bridgesToNSErrorWithAStableDomainAndCode() {
        let nsError = VocalizeError(.invalidPhoneNumber, "x") as NSError
        #expect(nsError.domain == "Vocalize.VocalizeError")
        #expect(nsError.code == 6)
        #expect(nsError.userInfo["VocalizeErrorKind"] as? String == "invalid phone number")
        #expect(nsError.localizedDescription == "x")
    }

    @Test func everyBuiltInKindHasItsOwnCode() {
        let codes = Array(VocalizeError.errorCodes.values)
        #expect(Set(codes).count == codes.count)
        #expect(!codes.contains(0))
        #expect(VocalizeError(.init(rawValue: "something new"), "x").errorCode == 0)
    }

    @Test func aLanguageErrorSuggestsWhatToDo() {
        #expect(VocalizeError(.invalidLanguageTag, "x").recoverySuggestion?.contains("fr-CA") == true)
    }
}

@Suite("Typed values and format styles")
struct TypedValueTests {
    static let french = Locale(identifier: "fr_FR")
    static let japanese = Locale(identifier: "ja_JP")

    /// French accepts both spellings of the 1990 reform ("vingt-et-une" and "vingt et une").
    static func french(_ text: String, is expected: String) -> Bool {
        text == expected || text == expected.replacingOccurrences(of: "-et-", with: " et ")
    }

    @Test func measurementsAreSpoken() throws {
        let minutes = Measurement(value: 21, unit: UnitDuration.minutes)
        #expect(minutes.formatted(.spoken) == "twenty-one minutes")
        #expect(Self.french(minutes.formatted(.spoken.locale(Self.french)), is: "vingt-et-une minutes"))
        #expect(minutes.formatted(.spoken.locale(Self.japanese)) == "二十一分")
        #expect(try NumberSpeaker(language: "en").measure(Measurement(value: 2, unit: UnitLength.kilometers)) == "two kilometers")
    }

    @Test func aUnitWithoutASpokenNameThrowsAndTheStyleWritesIt() {
        let custom = UnitDuration(symbol: "fortnight", converter: UnitConverterLinear(coefficient: 1_209_600))
        let measurement = Measurement(value: 2, unit: custom)
        #expect(throws: VocalizeError.self) { try SpokenMeasurementFormatStyle<UnitDuration>().spoken(measurement) }
        #expect(measurement.formatted(.spoken) == "2.0 fortnight")
    }

    @Test func decimalsWithACurrency() throws {
        let amount = try #require(Decimal(string: "12.50"))
        #expect(try NumberSpeaker(language: "en").currency(amount, currency: Locale.Currency("EUR")) == "twelve euros and fifty cents")
        #expect(amount.formatted(.spoken.currency(Locale.Currency("EUR"))) == "twelve euros and fifty cents")
        #expect(Self.french(Decimal(21).formatted(.spoken.locale(Self.french).currency(Locale.Currency("EUR"))), is: "vingt-et-un euros"))
        #expect(try NumberSpeaker(language: "en").currency(2, currency: Locale.Currency("USD")) == "two dollars")
        #expect(try NumberSpeaker(language: "en").currency(Decimal(21), currency: Locale.Currency("USD")) == "twenty-one dollars")
    }

    @Test func durations() throws {
        #expect(Duration.seconds(1260).formatted(.spoken) == "twenty-one minutes")
        #expect(Self.french(Duration.seconds(1260).formatted(.spoken.locale(Self.french)), is: "vingt-et-une minutes"))
        #expect(Duration.seconds(1260).formatted(.spoken.locale(Self.japanese)) == "二十一分")
        #expect(Duration.milliseconds(1500).formatted(.spoken) == "one point five seconds")
        #expect(try DateSpeaker(language: "en").duration(TimeInterval(1260)) == "twenty-one minutes")
        #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").duration(Duration.seconds(-5)) }
        #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").duration(TimeInterval.nan) }
    }

    @Test func relativeDatesByCalendarComponent() throws {
        #expect(try DateSpeaker(language: "en").relative(-1, .day) == "yesterday")
        #expect(try DateSpeaker(language: "en").relative(3, .day) == "in three days")
        #expect(try DateSpeaker(language: "fr").relative(-2, .hour) == "il y a deux heures")
        #expect(try DateSpeaker(language: "ja").relative(-1, .day) == "昨日")
        #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").relative(1, .era) }
    }

    @Test func dateComponents() throws {
        let english = try DateSpeaker(language: "en")
        #expect(try english.date(DateComponents(year: 2015, month: 4, day: 1)) == "April first, twenty fifteen")
        #expect(try DateSpeaker(language: "fr").date(DateComponents(year: 2015, month: 4, day: 1)) == "premier avril deux mille quinze")
        #expect(try english.time(DateComponents(hour: 17, minute: 45)) == "five forty-five PM")
        #expect(throws: VocalizeError.self) { try english.date(DateComponents(year: 2015, month: 2, day: 30)) }
        #expect(throws: VocalizeError.self) { try english.date(DateComponents(month: 4, day: 1)) }
        #expect(throws: VocalizeError.self) { try english.time(DateComponents(hour: 25, minute: 0)) }
    }

    @Test func datesByFormatStyle() throws {
        var components = DateComponents(year: 2015, month: 4, day: 1, hour: 12)
        components.timeZone = TimeZone(identifier: "UTC")
        let date = try #require(Calendar(identifier: .gregorian).date(from: components))
        #expect(date.formatted(.spoken) == "April first, twenty fifteen")
        #expect(date.formatted(.spoken.locale(Self.french)) == "premier avril deux mille quinze")
    }
}
