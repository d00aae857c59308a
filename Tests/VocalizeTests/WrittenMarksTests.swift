import Foundation
import Testing
import Vocalize

/// Marks written against numbers (issue 27): each rule is profile data, tested on both sides.
/// Expected values follow the sources in the profiles' `written` facts.
@Suite("Written marks against numbers")
struct WrittenMarksTests {
    private func number(_ text: String) -> DecimalNumber { DecimalNumber(canonical: text)! }

    @Test("A comma that cannot group thousands is a decimal comma where the profile says so")
    func ungroupedDecimalComma() throws {
        let arabic = try WrittenFormReader(language: "ar")
        #expect(try arabic.read("7,99") == .number(number("7.99")))
        #expect(try arabic.read("6798,9") == .number(number("6798.9")))
        #expect(try arabic.read("2007,888") == .number(number("2007.888")))
        // One to three digits before exactly three: a thousands group, as CLDR ar@numbers=latn writes.
        #expect(try arabic.read("658,888") == .number(number("658888")))
        // English names no such separator: "7,99" is no decimal there.
        let english = try WrittenFormReader(language: "en")
        #expect((try? english.read("7,99")) != .number(number("7.99")))
    }

    @Test("A year mark read only against the digits is another symbol after a space")
    func joinedYearMark() throws {
        // «م» (ميلادية) after a Gregorian year, written against it (yearMarks "joined").
        let arabic = try WrittenFormReader(language: "ar")
        let year = try arabic.read("٢٠٢٥م")
        guard case .markedYear(2025, let mark) = year else { Issue.record("not a marked year: \(year)"); return }
        #expect(mark.text == "م")
        // Said in the genitive: the year is the مضاف إليه of an unwritten «سنة/عام» (ar.json
        // yearMarks ruleSet %year-genitive; Ryding ch. 15).
        #expect(try arabic.speak(year) == "ألفين وخمسة وعشرين ميلادية")
        // After a space, or after a number that is no year of four ungrouped digits, «م» is the
        // metre (CLDR 42 ar «{0} م», «٢٬٠٢٥ م») or the afternoon's mark: never a year.
        for text in ["٢٠٢٥ م", "١٠٠ م", "١٠٠م", "٢٬٠٢٥ م", "٥ م"] {
            if case .markedYear? = try? arabic.read(text) { Issue.record("\(text) read as a year") }
        }
        let spans = try TextSpeaker(language: "ar").read("وُلد عام ١٩٥٠م، ويبعد المنزل ١٠٠ م عن البحر").spans
        #expect(spans.map(\.written) == ["١٩٥٠م", "١٠٠ م"])
        #expect(spans.map(\.kind) == [.year, .measure])
    }

    @Test("A unit symbol that is also a day-period mark is the time after an hour of the 12-hour clock, the unit after any other number")
    func unitSymbolThatMarksADayPeriod() throws {
        // CLDR 42 ar writes the metre «{0} م» and 5 p.m. «٥ م» («h a»); «م» is in ar's units.
        let arabic = try WrittenFormReader(language: "ar")
        #expect(try arabic.read("٥ م") == .time(hour: 17, minute: 0, second: nil, clock: .twelveHour))
        #expect(try arabic.read("٥:٣٠ م") == .time(hour: 17, minute: 30, second: nil, clock: .twelveHour))
        #expect(try arabic.read("١٢ م") == .time(hour: 12, minute: 0, second: nil, clock: .twelveHour))
        // «ص» (AM) is no unit: a time as before.
        #expect(try arabic.read("٥ ص") == .time(hour: 5, minute: 0, second: nil, clock: .twelveHour))
        // Numbers no 12-hour clock writes with the mark: 0, 13 and up, decimals, grouped thousands.
        #expect(try arabic.read("١٠٠ م") == .measure(number("100"), unit: "meter"))
        #expect(try arabic.read("١٣ م") == .measure(number("13"), unit: "meter"))
        #expect(try arabic.read("٠ م") == .measure(number("0"), unit: "meter"))
        #expect(try arabic.read("٢٫٥ م") == .measure(number("2.5"), unit: "meter"))
        #expect(try arabic.read("2,5 م") == .measure(number("2.5"), unit: "meter"))
        #expect(try arabic.read("٢٬٠٢٥ م") == .measure(number("2025"), unit: "meter"))
        #expect(try arabic.read("١٥٠٠ م") == .measure(number("1500"), unit: "meter"))
        // The joined year mark is still the year's.
        if case .markedYear(2025, _) = try arabic.read("٢٠٢٥م") {} else { Issue.record("«٢٠٢٥م» is no marked year") }
        // In running text the same rule decides.
        let text = try TextSpeaker(language: "ar").read("المسافة ١٠٠ م، والموعد ٥ م")
        #expect(text.spans.map(\.written) == ["١٠٠ م", "٥ م"])
        #expect(text.spans.map(\.kind) == [.measure, .time])
    }

    @Test("After a word that makes the number a measure, a unit symbol that is also a day-period mark is the unit")
    func measureWordsBeforeADayPeriodUnit() throws {
        // ar written.measureWordsBefore: «على بعد» (at a distance of), «بطول» (with a length of).
        let arabic = try TextSpeaker(language: "ar")
        let distance = arabic.read("على بعد ٥ م من الشاطئ")
        #expect(distance.spans.map(\.kind) == [.measure], "\(distance.spans)")
        #expect(distance.spoken == "على بعد خمسة أمتار من الشاطئ")
        #expect(arabic.read("جدار بطول ٣ م").spans.map(\.kind) == [.measure])
        // Without such a word the hour of the 12-hour clock stays a time, and so does it after
        // «بعد» alone (after 5 p.m.) or a show («العرض»).
        #expect(arabic.read("الموعد ٥ م").spans.map(\.kind) == [.time])
        #expect(arabic.read("بعد ٥ م").spans.map(\.kind) == [.time])
        #expect(arabic.read("العرض ٥ م").spans.map(\.kind) == [.time])
        // A time no unit symbol writes is a time after the word too.
        #expect(arabic.read("على بعد ٥ ص").spans.map(\.kind) == [.time])
    }

    @Test("A month's name abbreviated with a closing mark other than a dot is a calendar word in text")
    func abbreviationSignClosesAMonthName() throws {
        // CLDR/ICU hi abbreviated months close with the abbreviation sign U+0970: «जन॰», «सित॰».
        let hindi = try TextSpeaker(language: "hi")
        let trip = hindi.read("यात्रा 22 जन॰ 2026")
        #expect(trip.spans.map(\.kind) == [.date], "\(trip.spans)")
        #expect(trip.spans.map(\.written) == ["22 जन॰ 2026"])
        #expect(trip.spoken == "यात्रा बाईस जनवरी दो हज़ार छब्बीस")
        #expect(hindi.read("बिल 5 सित॰ तक").spoken == "बिल पाँच सितंबर तक")
        // Without its mark the word is no abbreviation ICU writes, and the number stays a number.
        #expect(hindi.read("यात्रा 22 जन 2026").spans.map(\.kind) != [.date])
        // ICU he abbreviated weekdays «יום א׳» … «יום ש׳»: the last word closes with a geresh,
        // and the scan meets it before the noun «יום».
        let hebrew = try TextSpeaker(language: "he")
        let payment = hebrew.read("יום ה׳, 12 במרץ 2026")
        #expect(payment.spans.map(\.written) == ["יום ה׳, 12 במרץ 2026"], "\(payment.spans)")
        #expect(payment.spoken == "יום חמישי, שנים עשר במרץ אלפיים עשרים ושש")
    }

    @Test("A percentage with a slash and a unit of time is a rate")
    func percentagePerUnitOfTime() throws {
        // The percent sign had been left as written: «năm phẩy năm%/năm», "five point five%/year".
        #expect(try TextSpeaker(language: "vi").read("Lãi suất 5,5%/năm").spoken == "Lãi suất năm phẩy năm phần trăm trên năm")
        #expect(try TextSpeaker(language: "en").read("APR 5.5%/year").spoken == "APR five point five percent per year")
        #expect(try TextSpeaker(language: "de").read("Zins 4,5 %/Jahr").spoken == "Zins vier Komma fünf Prozent pro Jahr")
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("3%/mo") == .rate(.percent(DecimalNumber(canonical: "3")!), per: "month"))
    }

    @Test("A mark read only against the digits is the year's after a space too, after a word that governs the year")
    func joinedYearMarkAfterYearWord() throws {
        // ar yearMarks «م» (joined) with after «عام»: the word makes «٢٠٢٥ م» a year.
        let text = try TextSpeaker(language: "ar").read("تأسست الشركة عام ٢٠٢٥ م")
        #expect(text.spans.map(\.written) == ["٢٠٢٥ م"])
        #expect(text.spans.map(\.kind) == [.year])
        #expect(text.spoken == "تأسست الشركة عام ألفين وخمسة وعشرين ميلادية")
        // Without the word «٢٠٢٥ م» is metres (CLDR 42 ar «{0} م»), in text and alone.
        let distance = try TextSpeaker(language: "ar").read("المسافة ٢٠٢٥ م")
        #expect(distance.spans.map(\.kind) == [.measure])
        #expect(try WrittenFormReader(language: "ar").read("٢٠٢٥ م") == .measure(number("2025"), unit: "meter"))
    }

    @Test("A percent sign before the number belongs to it where the profile says the language writes it so")
    func percentSignBefore() throws {
        let arabic = try WrittenFormReader(language: "ar")
        #expect(try arabic.read("%7,99") == .percent(number("7.99")))
        let text = try TextSpeaker(language: "ar").read("خصم %7 اليوم")
        #expect(text.spans.map(\.written) == ["%7"])
        #expect(text.spans.first?.kind == .percent)
    }

    @Test("A mark written only between hour and minutes makes a time; after a bare number it is the unit")
    func hourMarkBeforeMinutes() throws {
        let vietnamese = try WrittenFormReader(language: "vi")
        #expect(try vietnamese.read("14g30") == .time(hour: 14, minute: 30, second: nil, clock: nil))
        #expect(try vietnamese.read("500g") == .measure(number("500"), unit: "gram"))
        // An hour mark after a number of hours no clock shows is the unit of a length of time.
        #expect(try vietnamese.read("24h") == .measure(number("24"), unit: "hour"))
        #expect(try vietnamese.read("5h") != .measure(number("5"), unit: "hour"))
    }

    @Test("A unit symbol of another unit is one of time only inside a duration in parts")
    func durationPartUnits() throws {
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("5 m") == .measure(number("5"), unit: "meter"))
        let spoken = try TextSpeaker(language: "en").read("Run time 1h30m")
        #expect(spoken.spans.map(\.written) == ["1h30m"])
        #expect(spoken.spans.first?.kind == .duration)
        let vietnamese = try TextSpeaker(language: "vi").read("còn 3p20s")
        #expect(vietnamese.spans.map(\.written) == ["3p20s"])
    }

    @Test("Digits written after a scale word inside a number continue it, where the profile says so")
    func scaleWordsInsideNumbers() throws {
        let vietnamese = try WrittenFormReader(language: "vi")
        #expect(try vietnamese.read("1tr5") == .number(number("1500000")))
        #expect(try vietnamese.read("2t3") == .number(number("2300000000")))
        #expect(try vietnamese.read("1tr2 vnd") == .money(number("1200000"), currency: "VND"))
        // Elsewhere a number, a scale word and digits are no one number.
        let english = try WrittenFormReader(language: "en")
        #expect((try? english.read("1million5")) == nil)
    }

    @Test("A hyphen after a currency word or a day period written against digits is a range's dash")
    func rangesAfterMarks() throws {
        let vietnamese = try TextSpeaker(language: "vi").read("Giá 50.000đ-100.000đ")
        #expect(vietnamese.spans.map(\.written) == ["50.000đ-100.000đ"])
        let english = try TextSpeaker(language: "en").read("Open 2pm-5pm")
        #expect(english.spans.map(\.written) == ["2pm-5pm"])
        #expect(english.spans.first?.kind == .time)
        // A word that is neither stays tied to its hyphen ("COVID-19").
        #expect(try TextSpeaker(language: "en").read("COVID-19").spans.isEmpty)
    }

    @Test("A size is said with the language's word for its sign, and left as written elsewhere")
    func dimensions() throws {
        let hindi = try TextSpeaker(language: "hi").read("200x10 के गद्दे")
        #expect(hindi.spans.map(\.written) == ["200x10"])
        #expect(hindi.spans.first?.spoken.contains("बाई") == true)
        #expect(try TextSpeaker(language: "en").read("200x10 mattress").spans.isEmpty)
    }

    @Test("24:00 with a clock word ends the day; later hours of 24 are no time; pm after a 24-hour hour says the same time")
    func clockEdges() throws {
        let german = try WrittenFormReader(language: "de")
        #expect(try german.read("24:00 Uhr") == .time(hour: 24, minute: 0, second: nil, clock: .twentyFourHour))
        #expect((try? german.read("24:15 Uhr")) == nil)
        let chinese = try WrittenFormReader(language: "zh")
        #expect(try chinese.read("13:10pm") == .time(hour: 13, minute: 10, second: nil, clock: .twelveHour))
        #expect(try chinese.read("03:04pm") == .time(hour: 15, minute: 4, second: nil, clock: .twelveHour))
        #expect((try? chinese.read("13:10am")) == nil)
    }
}
