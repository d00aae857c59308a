import Foundation
import Testing
import Vocalize

@Suite("Fractions and dates in digits in a language's own order")
struct FractionTests {
    @Test("A slash between digits is a fraction before a unit or after a whole number, never alone")
    func fractionShapes() throws {
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("1/2 ft") == .fraction(WrittenFraction(numerator: 1, denominator: 2), unit: "foot"))
        #expect(try english.read("4 1/2 lbs") == .fraction(WrittenFraction(whole: 4, numerator: 1, denominator: 2), unit: "pound"))
        #expect(try english.read("-1 1/2 ft") == .fraction(WrittenFraction(isNegative: true, whole: 1, numerator: 1, denominator: 2), unit: "foot"))
        #expect(try english.read("2 3/5") == .fraction(WrittenFraction(whole: 2, numerator: 3, denominator: 5), unit: nil))
        // Unicode's fraction characters, alone and after a whole number.
        #expect(try english.read("½") == .fraction(WrittenFraction(numerator: 1, denominator: 2), unit: nil))
        #expect(try english.read("4½ lbs") == .fraction(WrittenFraction(whole: 4, numerator: 1, denominator: 2), unit: "pound"))
        // A bare slash between digits stays what it was (a date, a ratio, a score); an improper
        // fraction or a denominator of 0 or 1 is no fraction.
        #expect(throws: VocalizeError.self) { try english.read("1/2") }
        #expect(throws: VocalizeError.self) { try english.read("5/3 ft") }
        #expect(throws: VocalizeError.self) { try english.read("0/1 ft") }
        // A joining word only where the profile names it.
        let korean = try WrittenFormReader(language: "ko")
        #expect(try korean.read("2과3/4L") == .fraction(WrittenFraction(whole: 2, numerator: 3, denominator: 4, joiner: "과"), unit: "liter"))
        #expect(throws: VocalizeError.self) { try english.read("2과3/4L") }
    }

    @Test("The fraction is said in the language's order, and text and read agree")
    func spokenFractions() throws {
        for (language, written) in [("ko", "1/2kg"), ("zh", "1 1/2"), ("vi", "3/4m"), ("en", "4 1/2 lbs"), ("es", "3/5 mph")] {
            let read = try WrittenFormReader(language: language).speak(written)
            #expect(try TextSpeaker(language: language).speak(written) == read, "\(language) \(written)")
            // Digits of any script (Chinese numerals such as 一 are words, not digits).
            let leftDigits = read.unicodeScalars.contains { $0.properties.numericType == .decimal }
            #expect(!leftDigits, "\(language) \(written): \(read)")
        }
        // Inside a sentence and in brackets, the whole mixed number is one span.
        let english = try TextSpeaker(language: "en")
        let reading = english.read("Board (1 1/2 ft) cut")
        #expect(reading.spans.count == 1 && reading.spans.first?.written == "1 1/2 ft")
    }

    @Test("A language without fraction words leaves a fraction unread")
    func noData() throws {
        // Thai names no commonFractions: "1/2 kg" stays as written, not misread.
        let thai = try TextSpeaker(language: "th")
        #expect(thai.speak("1/2 kg").contains("1/2"))
    }

    @Test("Dates in digits in the language's own order, and what stays no date")
    func numericDateShapes() throws {
        let swedish = try WrittenFormReader(language: "sv")
        guard case .date(let date) = try swedish.read("02.01.2000") else {
            Issue.record("02.01.2000 is a date in Swedish")
            return
        }
        #expect(date.parts == .dayMonthYear)
        let hindi = try WrittenFormReader(language: "hi")
        guard case .date(let dayMonth) = try hindi.read("06-05") else {
            Issue.record("06-05 is a day and month in Hindi")
            return
        }
        #expect(dayMonth.parts == .dayMonth)
        // No leading zero: a range or a score, not a date; an impossible day stays unread.
        if case .date = try? hindi.read("10-12") { Issue.record("10-12 is no date") }
        if case .date = try? hindi.read("31-06") { Issue.record("31 June does not exist") }
        // The word before decides: after "ngày" a day and month, after "tháng" a month and year.
        let vietnamese = try TextSpeaker(language: "vi")
        #expect(vietnamese.read("ngày 14/4 hàng năm").spans.first?.kind == .date)
        #expect(vietnamese.read("tháng 04/1969").spans.first?.kind == .date)
        #expect(vietnamese.read("tỉ số 14/4").spans.isEmpty)
    }
}
