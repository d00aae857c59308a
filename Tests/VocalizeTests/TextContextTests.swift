import Foundation
import Testing
import Vocalize

/// Context as profile data (issues 26, 27): words around data that decide what it is, and
/// words the string already holds. Expected forms: how the language says it (sources in the
/// profiles' `written` facts), both sides of each rule.
@Suite("Text: context words")
struct TextContextTests {
    @Test("A four-digit number is a year only after a word that makes it one")
    func years() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("In 2015 we moved") == "In twenty fifteen we moved")
        #expect(english.speak("Room 1234") == "Room one thousand two hundred thirty-four")
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("seit 1905") == "seit neunzehnhundertfünf")
        #expect(german.speak("Zimmer 1905") == "Zimmer eintausendneunhundertfünf")
    }

    @Test("A number with a minute separator after a clock word is a time; without one, a decimal")
    func clockWordsBefore() throws {
        let italian = try TextSpeaker(language: "it")
        #expect(italian.speak("alle ore 17.45") == "alle ore diciassette e quarantacinque")
        let indonesian = try TextSpeaker(language: "id")
        // The word the time already says ("pukul") is said once.
        #expect(indonesian.speak("pukul 14.30") == "pukul empat belas tiga puluh")
        let finnish = try TextSpeaker(language: "fi")
        #expect(finnish.speak("klo 9.15") == "kello yhdeksän viisitoista")
        let swedish = try TextSpeaker(language: "sv")
        #expect(swedish.speak("Summa 17,45") == "Summa sjutton komma fyra fem")
    }

    @Test("A part of the day written with a time decides its hour and is not said twice; one word after a bare number is no time")
    func dayPeriodWords() throws {
        // CLDR 42 day periods (ICU 72): ko 저녁 = evening1 18:00–21:00, 밤 = night1 21:00–03:00;
        // pt "da tarde" = afternoon1 12:00–19:00; tr "gece" = night1, and "3 gece" is three
        // nights (TDK Güncel Türkçe Sözlük, gece 2).
        let korean = try WrittenFormReader(language: "ko")
        #expect(try korean.read("저녁 8시 45분") == .timeInDayPeriod(.time(hour: 20, minute: 45, second: nil, clock: .twelveHour), dayPeriod: "저녁"))
        #expect(try korean.read("밤 1시") == .timeInDayPeriod(.time(hour: 1, minute: 0, second: nil, clock: .twelveHour), dayPeriod: "밤"))
        #expect(try korean.read("밤 11:50") == .timeInDayPeriod(.time(hour: 23, minute: 50, second: nil, clock: .twelveHour), dayPeriod: "밤"))
        // The word the string writes is the one said, where the language says a day period.
        let koreanText = try TextSpeaker(language: "ko")
        #expect(koreanText.speak("저녁 8시 45분 출발") == "저녁 여덟 시 사십오 분 출발")
        #expect(try WrittenFormReader(language: "ja").speak("朝7時1分") == "朝七時一分")
        let portuguese = try TextSpeaker(language: "pt")
        #expect(portuguese.speak("Chegada às 3:30 da tarde") == "Chegada às três e trinta da tarde")
        // 23:00 is no afternoon hour: left unread rather than guessed.
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "pt").read("23:18 da tarde") }
        let turkish = try TextSpeaker(language: "tr")
        #expect(turkish.speak("3 gece konaklama") == "üç gece konaklama")
        // A part of the day inside a longer Thai word is not taken: พักเที่ยง is a lunch break.
        let thai = try TextSpeaker(language: "th")
        #expect(thai.speak("พักเที่ยง 12:30 น.").hasPrefix("พักเที่ยง "))
    }

    @Test("A minus, a single decimal dot or a closing dot is a quantity's shape, never a phone number's (both sides)")
    func quantityShapes() throws {
        // NeMo's decimal and cardinal test inputs (zh, hi, ko, hu) that were read as digit groups.
        let chinese = try WrittenFormReader(language: "zh")
        #expect(try chinese.read("1890.5555").kind == .number)
        #expect(try chinese.read("-2930.1929").kind == .number)
        #expect(try WrittenFormReader(language: "ko").read("-3234567").kind == .number)
        #expect(try WrittenFormReader(language: "hu").read("102002302.").kind == .ordinal)
        // Phone shapes stay phone numbers.
        #expect(try WrittenFormReader(language: "fr").read("06.11.22.33.06").kind == .phone)
        #expect(try WrittenFormReader(language: "en").read("555.123.4567").kind == .phone)
    }

    @Test("An hour and minutes joined by a dot are a time where the decimal separator is a comma, a number where it is a dot")
    func dottedClockShape() throws {
        // CLDR 42: es and de write decimals with a comma, so "12.15" is no number there (RAE,
        // Ortografía 2010, 8.2.2.1: the hour and minutes may be joined by a dot); en writes
        // decimals with a dot.
        #expect(try WrittenFormReader(language: "es").read("12.15") == .time(hour: 12, minute: 15, second: nil, clock: nil))
        #expect(try WrittenFormReader(language: "de").read("17.45").kind == .time)
        #expect(try WrittenFormReader(language: "en").read("12.15").kind == .number)
        // Not clock-shaped: one digit after the dot, or an hour no clock has.
        #expect(try WrittenFormReader(language: "de").read("2.3").kind == .number)
        #expect(try WrittenFormReader(language: "es").read("31.15").kind == .number)
    }

    @Test("A value per a unit, written with a slash, is said with the language's word for per; a slash ICU only writes stays unread")
    func rates() throws {
        // CLDR 42 per-unit patterns: de "{0} pro {1}", en "{0} per {1}", fr "{0} par {1}",
        // ru "{0} в месяц"/"на {1}"; vi has only "{0}/{1}", and its profile names the word
        // (`written.perUnitWord` "trên"); ta has only the slash and no word: unread.
        #expect(try WrittenFormReader(language: "de").speak("9,99 €/Monat") == "neun Euro und neunundneunzig Cent pro Monat")
        #expect(try WrittenFormReader(language: "en").speak("$20/mo") == "twenty dollars per month")
        #expect(try WrittenFormReader(language: "fr").speak("29,90 €/mois") == "vingt-neuf euros et quatre-vingt-dix centimes par mois")
        #expect(try WrittenFormReader(language: "de").speak("12 kg/h") == "zwölf Kilogramm pro Stunde")
        #expect(try WrittenFormReader(language: "en").read("12/kg") == .rate(.number(DecimalNumber(12)), per: "kilogram"))
        // A period of the calendar takes «mỗi» (`written.perUnitPatterns`; the vi written-forms corpus).
        #expect(try WrittenFormReader(language: "vi").speak("100.000đ/tháng") == "một trăm nghìn đồng mỗi tháng")
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "ta").read("12 kg/h") }
        // Not rates: a fraction, "24/7", a word pair.
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Pay $9.99/month (cancel anytime)") == "Pay nine dollars and ninety-nine cents per month (cancel anytime)")
        #expect(english.speak("24/7 support, and/or 5") == "24/7 support, and/or five")
    }

    @Test("After a word to dial, a grouped number that is one of the region's numbers is a phone number; a quantity stays one")
    func dialledNumbers() throws {
        // Spanish numbering plan (CNMC): 9 digits, 6xx/7xx mobile, 9xx fixed; French ones have
        // ten digits, so "2 500 000" after "le" is a quantity (French groups thousands with spaces).
        let spanish = try TextSpeaker(language: "es")
        #expect(spanish.speak("Llámanos al 912 345 678") == "Llámanos al novecientos doce, trescientos cuarenta y cinco, seiscientos setenta y ocho")
        #expect(spanish.speak("Llama al 112") == "Llama al uno uno dos")
        #expect(spanish.speak("Más de 912 345 678 usuarios") == "Más de novecientos doce millones trescientos cuarenta y cinco mil seiscientos setenta y ocho usuarios")
        let french = try TextSpeaker(language: "fr")
        #expect(french.speak("le 2 500 000 habitants") == "le deux millions cinq cent mille habitants")
    }

    @Test("Two values with a range's dash are one range in read and text; a hyphen between clock times is a dash, not a phone number's")
    func rangesInReadAndText() throws {
        // The profiles' rangeWord (de "bis": Duden, bis; nb "til": Bokmålsordboka; en "to": CMOS 6.78).
        let german = try WrittenFormReader(language: "de")
        #expect(try german.read("14:00-16:00") == .range(.time(hour: 14, minute: 0, second: nil, clock: nil), .time(hour: 16, minute: 0, second: nil, clock: nil)))
        #expect(try german.speak("14:00-16:00") == "vierzehn Uhr bis sechzehn Uhr")
        #expect(try german.speak("20–30 min") == "zwanzig bis dreißig Minuten")
        #expect(try TextSpeaker(language: "de").speak("Geöffnet 14:00-16:00") == "Geöffnet vierzehn Uhr bis sechzehn Uhr")
        // Norwegian writes times with a dot and decimals with a comma: never phone digits.
        #expect(try WrittenFormReader(language: "nb").read("9.00-17.00").kind == .time)
        // Two years joined by a dash are a span of years, never phone digits; ja reads the wave
        // dash «から» (NHK); a higher number first is a score, no range.
        #expect(try TextSpeaker(language: "en").speak("2019-2020") == "twenty nineteen to twenty twenty")
        #expect(try WrittenFormReader(language: "ja").speak("10:00〜18:00") == "十時から十八時")
        #expect(try TextSpeaker(language: "de").speak("Ergebnis 5-3") == "Ergebnis 5-3")
        // Not ranges: a subtraction, a phone number, an ISO date.
        let english = try WrittenFormReader(language: "en")
        #expect(throws: VocalizeError.self) { try english.read("5 - 3") }
        #expect(try english.read("555-1234").kind == .phone)
        #expect(try english.read("2024-01-15").kind == .date)
    }

    @Test("Text reads what read reads: grouped billions beside addresses, phone numbers with bracketed area codes, a bracketed weekday, units in another case")
    func textAsRead() throws {
        // es groups thousands with dots (CLDR 42); an IPv4 address has no leading zeros.
        let spanish = try TextSpeaker(language: "es")
        #expect(spanish.speak("1.000.000.000 y 192.168.1.1") == "mil millones y 192.168.1.1")
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "es").read("192.168.1.1") }
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Call +1 (123)-123-5678") == "Call plus one, one two three, one two three, five six seven eight")
        #expect(english.speak("(123)-123-5678") == "one two three, one two three, five six seven eight")
        #expect(english.speak("Speed 3 MBPS") == "Speed three megabits per second")
        // A text that is a German ordinal alone ("2." in a rank cell) is read as read reads it;
        // in a sentence the dot after a number still ends it ("Platz 3." → "Platz drei.").
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("2.") == (try WrittenFormReader(language: "de").speak("2.")))
        #expect(german.speak("Platz 3.") == "Platz drei.")
        // Korean writes date marks and day periods against the next number ("8월20일",
        // "오전10시30분"; 국립국어원 띄어쓰기: 단위 명사는 붙여 쓸 수 있다).
        let korean = try TextSpeaker(language: "ko")
        #expect(korean.speak("배송 8월20일") == "배송 팔월 이십일")
        #expect(korean.speak("오전10시30분") == "오전 열 시 삼십 분")
        #expect(try WrittenFormReader(language: "ko").speak("8월20일") == "팔월 이십일")
        // 2024-12-26 was a Thursday (木).
        #expect(try TextSpeaker(language: "ja").speak("2024年12月26日(木)に配達") == "二千二十四年十二月二十六日木曜日に配達")
    }

    @Test("A time zone after a time is said as written, its offset with the language's plus and minus; a zone alone is no time")
    func timeZones() throws {
        // ITU-R TF.460 (UTC), tz database abbreviations; de phone.plusWord "plus", ICU's minus.
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("14:30 UTC") == .zoned(.time(hour: 14, minute: 30, second: nil, clock: nil), zone: "UTC", offsetMinutes: nil))
        #expect(try english.speak("1:59 p.m. est") == "one fifty-nine PM EST")
        #expect(try WrittenFormReader(language: "de").speak("20:00 GMT+1") == "zwanzig Uhr GMT plus eins")
        #expect(try TextSpeaker(language: "es").speak("2:00 pm gmt-4:30") == "las dos en punto de la tarde GMT menos cuatro treinta")
        #expect(throws: VocalizeError.self) { try english.read("5 EST") }
        #expect(throws: VocalizeError.self) { try english.read("14:30 XYZ") }
    }

    @Test("A decade is the year's words in the plural, never a number of seconds; a year not ending in 0 with an s stays a measure")
    func decades() throws {
        // CMOS 9.33–9.34 (1980s); Merriam-Webster: eighties, the 2000s.
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("1980s") == .decade(1980))
        #expect(try english.speak("1980s") == "nineteen eighties")
        #expect(try english.speak("2000s") == "two thousands")
        #expect(try TextSpeaker(language: "en").speak("Hits of the 1990's") == "Hits of the nineteen nineties")
        #expect(try english.read("1985s").kind == .measure)
        // Russian says a decade as the plural ordinal (Мильчин, Чельцова: «1950-е годы»); a
        // year not ending in 0 with «-е» stays a neuter ordinal.
        let russian = try WrittenFormReader(language: "ru")
        #expect(try russian.read("1950-е") == .decade(1950))
        #expect(try russian.speak("1950-е").hasSuffix("девятьсот пятидесятые"))
        #expect(try russian.read("2-е").kind == .ordinal)
        // Italian kopecks (Treccani: copeco, pl. copechi).
        #expect(try WrittenFormReader(language: "it").speak("2,01 ₽").hasSuffix("e un copeco"))
    }

    @Test("A long fraction is read digit by digit where short ones are read as a number")
    func longFractions() throws {
        // es reads a short fraction as a number ("uno coma veinticinco", RAE DPD, coma); five
        // or more digits are said one by one (machine review, NeMo's es decimal cases).
        let spanish = try WrittenFormReader(language: "es")
        #expect(try spanish.speak("1,25") == "uno coma veinticinco")
        #expect(try spanish.speak("1,253002") == "uno coma dos cinco tres cero cero dos")
    }

    @Test("A month and two digits is a day, not a year; an hour padded or with dotted minutes is a time, not hours")
    func monthDayAndPaddedHours() throws {
        let spanish = try WrittenFormReader(language: "es")
        #expect(try spanish.read("abril 30").kind == .date)
        #expect(try spanish.speak("abril 30") == "treinta de abril")
        #expect(try spanish.read("01 h").kind == .time)
        #expect(try spanish.read("3 h") == .measure(DecimalNumber(3), unit: "hour"))
        #expect(try spanish.read("05 kg") == .measure(DecimalNumber(5), unit: "kilogram"))
    }

    @Test("Groups of three after dots are thousands where decimals take a comma, a decimal where they take a dot")
    func dotGroupedThousands() throws {
        // CLDR 42: hu decimal «,» (thousands grouped with a space), en decimal «.».
        #expect(try WrittenFormReader(language: "hu").read("1.000") == .number(DecimalNumber(1000)))
        #expect(try WrittenFormReader(language: "hu").read("1.5").kind == .number)
        #expect(try WrittenFormReader(language: "en").speak("1.000") == "one point zero zero zero")
        // Arabic written with Latin digits takes a dot for decimals (CLDR 42 ar, numbers=latn).
        #expect(try WrittenFormReader(language: "ar").read("21.832") == .number(DecimalNumber(canonical: "21.832")!))
        // A dotted 17.06 in French is a day and month (written.numericDates; NeMo fr date
        // «17.06» → «dix-sept juin»), never a decimal.
        #expect(try WrittenFormReader(language: "fr").read("17.06").kind == .date)
    }

    @Test("A weekday written with a date is the one said, and a wrong one leaves the date unread")
    func writtenWeekday() throws {
        // 2022-06-18 was a Saturday (土), 2024-12-26 a Thursday (木). Japanese 日 marks the day
        // and is also Sunday's short name.
        let japanese = try WrittenFormReader(language: "ja")
        #expect(try japanese.speak("6月18日(土)") == "六月十八日土曜日")
        #expect(try japanese.speak("2024年12月26日(木)") == "二千二十四年十二月二十六日木曜日")
        #expect(throws: VocalizeError.self) { try japanese.read("2024年12月26日(金)") }
        // The weekday is a whole word where words are written apart: Spanish «mar» (martes)
        // inside «marzo» is none, so «vie.» is the weekday written.
        let spanish = try WrittenFormReader(language: "es")
        #expect(try spanish.speak("vie., 7 de marzo") == "viernes, siete de marzo")
        #expect(try spanish.speak("mié. 5 de marzo") == "miércoles, cinco de marzo")
        #expect(try spanish.speak("mar. 4 de marzo") == "martes, cuatro de marzo")
        #expect(try TextSpeaker(language: "es").speak("Entrega: jue., 6 de marzo") == "Entrega: jueves, seis de marzo")
    }

    @Test("A weekday before a date with its year that is not that day's is left as written; the date is read with its year")
    func wrongWeekdayBeforeDatedYear() throws {
        // 1 Farvardin 1404 is 21 March 2025, a Friday (جمعه), not a Thursday (پنجشنبه): the
        // weekday is never made the date's by moving the day to another year and reading
        // «۱۴۰۴» as a number after it.
        let persian = try TextSpeaker(language: "fa")
        let wrong = persian.read("پنجشنبه ۱ فروردین ۱۴۰۴")
        #expect(wrong.spans.map(\.written) == ["۱ فروردین ۱۴۰۴"], "\(wrong.spans)")
        #expect(wrong.spans.map(\.kind) == [.date])
        #expect(wrong.spoken == "پنجشنبه یکم فروردین هزار و چهارصد و چهار")
        let right = persian.read("جمعه ۱ فروردین ۱۴۰۴")
        #expect(right.spans.map(\.written) == ["جمعه ۱ فروردین ۱۴۰۴"], "\(right.spans)")
        // The same in British English and French: 3 March 2025 was a Monday.
        let british = try TextSpeaker(language: "en-GB")
        let tuesday = british.read("Tue 3 March 2025")
        #expect(tuesday.spans.map(\.written) == ["3 March 2025"], "\(tuesday.spans)")
        #expect(british.read("Mon 3 March 2025").spans.map(\.written) == ["Mon 3 March 2025"])
        let french = try TextSpeaker(language: "fr")
        #expect(french.read("jeu. 3 mars 2025").spans.map(\.written) == ["3 mars 2025"])
        #expect(french.speak("lun. 3 mars 2025") == "lundi trois mars deux mille vingt-cinq")
        // With no year written, the weekday names the year it falls in, as before.
        #expect(try TextSpeaker(language: "en").speak("Sat, May 3") == "Saturday, May third")
    }

    @Test("After a word that counts, a number with a date's mark is a count said with the noun's number form; a date stays a date")
    func countWordsBeforeDateMark() throws {
        // `written.countWordsBefore` (zh: 剩余/剩餘, 还有/還有) with `nounGenders` (zh 日, which zh-HK inherits;
        // zh 年): Cantonese counts days with 日 and says 兩 before it (粵語審音配詞字庫「兩」).
        let cantonese = try TextSpeaker(language: "zh-HK")
        #expect(cantonese.speak("免費試用剩餘2日") == "免費試用剩餘兩日")
        #expect(cantonese.speak("還有2年") == "還有兩年")
        // A day of the month, with its month or after any other word, stays the second.
        #expect(cantonese.speak("3月2日") == "三月二日")
        #expect(cantonese.speak("警方2日表示") == "警方二日表示")
        #expect(cantonese.speak("剩餘3月2日") == "剩餘三月二日")
        #expect(try TextSpeaker(language: "zh-Hans").speak("还有2年") == "还有两年")
        // A year of an era is a year, whatever the word before.
        #expect(try TextSpeaker(language: "zh-Hant").speak("還有民國2年") == "還有民國二年")
    }

    @Test("A word that starts a part of the day («de» of «de la tarde») starts none before a month's name: the date goes on")
    func dayPeriodWordBeforeMonthName() throws {
        let spanish = try TextSpeaker(language: "es")
        // «3 de marzo» is one date, so an abbreviated weekday before it (CLDR «EEE, d 'de' MMMM») is its own.
        #expect(spanish.speak("Cita: lun., 3 de marzo, 17:45") == "Cita: lunes, tres de marzo, las diecisiete cuarenta y cinco")
        #expect(spanish.read("3 de marzo de 2025").spans.map(\.written) == ["3 de marzo de 2025"])
        #expect(spanish.speak("Cita: mar. 4 de marzo") == "Cita: martes, cuatro de marzo")
        // A word taken in only as a part of the day's («del» of «del mediodía») is no date's.
        let reading = spanish.read("antes del 1 de abril")
        #expect(reading.spans.map(\.written) == ["1 de abril"], "\(reading.spans)")
        #expect(spanish.speak("antes del 1 de abril") == "antes del uno de abril")
        // The part of the day itself still ends a time.
        #expect(spanish.speak("a las 5 de la tarde") == "a las cinco en punto de la tarde")
    }

    @Test("A word before the data that its spoken form repeats is said once")
    func unrepeated() throws {
        #expect(try TextSpeaker(language: "es").speak("a las 14:00") == "a las catorce")
        // Not a different word that merely starts alike ("den" before "dritten").
        #expect(try TextSpeaker(language: "de").speak("für den 3. Platz") == "für den dritten Platz")
    }

    @Test("A word before a measure governs its case; without one the measure is nominative")
    func governedCases() throws {
        // Czech "před" takes the instrumental, "za" (time) the accusative (IJP, ÚJČ AV ČR).
        let czech = try TextSpeaker(language: "cs")
        #expect(czech.speak("před 1s") == "před jednou sekundou")
        #expect(czech.speak("před 5 min") == "před pěti minutami")
        #expect(czech.speak("za 1 min") == "za jednu minutu")
        #expect(czech.speak("Zbývá 1 min") == "Zbývá jedna minuta")
        // German dative after "vor", "seit", "mit", "in" (Duden Grammatik), for a unit and for a
        // counted noun the string writes itself.
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("vor 1 Std.") == "vor einer Stunde")
        #expect(german.speak("in 5 km rechts abbiegen") == "in fünf Kilometern rechts abbiegen")
        #expect(german.speak("seit 1 Tag") == "seit einem Tag")
        #expect(german.speak("noch 1 Std.") == "noch eine Stunde")
        // Icelandic "fyrir" (time) with the dative.
        #expect(try TextSpeaker(language: "is").speak("Fyrir 1mín síðan") == "Fyrir einni mínútu síðan")
        // Russian "через" with the accusative: feminine "одну".
        #expect(try TextSpeaker(language: "ru").speak("через 1 мин") == "через одну минуту")
    }

    @Test("In a governed pair (od 1 do 5 dni) the noun after the second number gives both numbers its gender")
    func governedPairs() throws {
        // Polish, Czech, Croatian, Russian: "od/от" and "do/до" take the genitive, and the noun
        // after the second number is counted by both (PWN, IJP, Hrvatski pravopis, Розенталь):
        // masculine "jednego", "jednoho", "jednog", "одного".
        #expect(try TextSpeaker(language: "pl").speak("Dostawa od 1 do 5 dni roboczych") == "Dostawa od jednego do pięciu dni roboczych")
        #expect(try TextSpeaker(language: "cs").speak("Dodání od 1 do 5 dnů") == "Dodání od jednoho do pěti dnů")
        #expect(try TextSpeaker(language: "hr").speak("Dostava od 1 do 5 dana") == "Dostava od jednog do pet dana")
        #expect(try TextSpeaker(language: "ru").speak("Доставка от 1 до 5 дней") == "Доставка от одного до пяти дней")
    }

    @Test("A capital after a dot ends the sentence, except where nouns are capitalized")
    func sentenceEnds() throws {
        // Czech writes nouns in lower case: "Top 50. Příslušná" is fifty and a new sentence.
        let czech = try TextSpeaker(language: "cs")
        #expect(czech.speak("Top 50. Příslušná karta") == "Top padesát. Příslušná karta")
        // The ordinal agrees with "místě" (neuter locative, IJP: «na třetím místě»).
        #expect(czech.speak("Jste na 3. místě") == "Jste na třetím místě")
        // German capitalizes nouns (Duden): the capital says nothing, "3. Platz" is an ordinal.
        #expect(try TextSpeaker(language: "de").speak("für den 3. Platz") == "für den dritten Platz")
    }

    @Test("A day before a month in a form no date reading has is left as written, not read as an ordinal")
    func unreadDateForms() throws {
        // Czech "k 21. červenci" (dative of the month): "k dvacátý první červenci" would be wrong.
        #expect(try TextSpeaker(language: "cs").speak("k 21. červenci") == "k 21. červenci")
    }

    @Test("A day period goes before the hour only where the clock pattern puts it there")
    func dayPeriodsBefore() throws {
        // German "am" is "on the", not AM (CLDR de has "h:mm a").
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("am 3. Juli") == "am dritten Juli")
        #expect(german.speak("am 3. Platz") == "am dritten Platz")
        // Chinese and Korean write it first (CLDR zh "ah:mm", ko "a h:mm").
        #expect(try TextSpeaker(language: "zh").speak("下午3:30") == "下午三点三十分")
        #expect(try TextSpeaker(language: "ko").speak("오후 3시 30분") == "오후 세 시 삼십 분")
    }

    @Test("A profile may name only a case its counting rules form")
    func governedCaseMustBeFormed() throws {
        let registry = LocaleProfileRegistry()
        let json = #"{"language": "cs", "written": {"casesAfter": {"u": "vocative"}}}"#
        let refused = #expect(throws: VocalizeError.self) { try registry.register(json: Data(json.utf8)) }
        #expect(refused?.message.contains("casesAfter.u") == true)
        #expect(refused?.message.contains("vocative") == true)
    }

    @Test("A number written like a clock is a length of time after a word that says so, or when no clock shows it")
    func durations() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Duration: 3:45") == "Duration: three minutes, forty-five seconds")
        #expect(english.speak("Length 1:02:03") == "Length one hour, two minutes, three seconds")
        // No clock shows 28:40: a run's time.
        #expect(english.speak("5.2 km run in 28:40") == "five point two kilometers run in twenty-eight minutes, forty seconds")
        // Without such a word it is a time of day.
        #expect(english.speak("Meet at 3:45") == "Meet at three forty-five AM")
        // A clock word after a late hour keeps it a time ("24:45 Uhr", NeMo's German times):
        // never a length of time.
        #expect(try !TextSpeaker(language: "de").speak("24:45 Uhr").contains("Minuten"))
        // The unit of its first number after it says which: minutes and seconds, or hours and minutes.
        #expect(try TextSpeaker(language: "de").speak("Lauf in 28:40 min") == "Lauf in achtundzwanzig Minuten und vierzig Sekunden")
        #expect(english.speak("Flight 1:30 h") == "Flight one hour, thirty minutes")
        // The parts side by side, as written (pl dates.durationList «spaced», issue 27).
        #expect(try TextSpeaker(language: "pl").speak("Czas trwania: 3:45") == "Czas trwania: trzy minuty czterdzieści pięć sekund")
    }

    @Test("A dash between two values is the language's word for a range; a spaced hyphen is a minus")
    func ranges() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Delivery in 3–5 days") == "Delivery in three to five days")
        #expect(english.speak("20–30 min") == "twenty to thirty minutes")
        #expect(english.speak("3-5 days") == "three to five days")
        #expect(english.speak("5 - 3 = 2") == "five - three = two")
        // Phone numbers and dates with hyphens stay what they are.
        #expect(english.speak("Call 555-1234") == "Call five five five, one two three four")
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("Öffnungszeiten: 9–18 Uhr") == "Öffnungszeiten: neun bis achtzehn Uhr")
        // Russian says the range with its words and cases (written.rangeFrames; Розенталь: «от … до»).
        #expect(try TextSpeaker(language: "ru").speak("14–16") == "от четырнадцати до шестнадцати")
    }

    @Test("An abbreviated weekday before a day and month is said in full, and is the weekday written")
    func weekdayDayMonth() throws {
        // No year is written: the weekday said is the one written (3 March 1970, ICU's default
        // year, was a Tuesday).
        #expect(try TextSpeaker(language: "fr").speak("Rendez-vous lun. 3 mars") == "Rendez-vous lundi trois mars")
        #expect(try TextSpeaker(language: "en").speak("Sat, May 3") == "Saturday, May third")
        #expect(try TextSpeaker(language: "de").speak("Am Sa., 3. Mai") == "Am Samstag, dritten Mai")
        // A word that is no weekday stays before the date.
        #expect(try TextSpeaker(language: "en").speak("Hello, May 3") == "Hello, May third")
    }

    @Test("A unit in Latin letters written against the number reads where words are written together")
    func attachedUnits() throws {
        let japanese = try TextSpeaker(language: "ja")
        #expect(japanese.speak("距離 5.2km") == "距離 五点二キロメートル")
        // A code that starts with digits stays as written.
        #expect(japanese.speak("1080p で再生") == "1080p で再生")
    }

    @Test("A percent sign before the number where the language writes it there (Turkish)")
    func percentSignBefore() throws {
        let turkish = try TextSpeaker(language: "tr")
        #expect(turkish.speak("%15 indirim") == "yüzde on beş indirim")
        // A format specifier stays one.
        #expect(turkish.speak("%1$@ ile %15") == "%1$@ ile yüzde on beş")
    }

    @Test("Digits after the word for a code are an identifier, said digit by digit")
    func codes() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Your code is 482913") == "Your code is four eight two nine one three")
        #expect(try TextSpeaker(language: "fr").speak("Votre code : 482913") == "Votre code : quatre huit deux neuf un trois")
        // Korean digits as its phone reading says them (공 for zero, no space).
        #expect(try TextSpeaker(language: "ko").speak("주문 번호: 20471368") == "주문 번호: 이공사칠일삼육팔")
        #expect(try TextSpeaker(language: "zh-Hant").speak("訂單編號：86420") == "訂單編號：八六四二零")
        // Elsewhere a number stays a quantity.
        #expect(english.speak("The code has 3 parts") == "The code has three parts")
    }

    @Test("A counter gives the number its counting form: Chinese 两 before a measure word, Korean native numbers")
    func counters() throws {
        let chinese = try TextSpeaker(language: "zh")
        #expect(chinese.speak("您有2个新消息") == "您有两个新消息")
        #expect(chinese.speak("12个") == "十二个")
        #expect(try TextSpeaker(language: "zh-Hant").speak("你有2個新訊息") == "你有兩個新訊息")
        let korean = try TextSpeaker(language: "ko")
        #expect(korean.speak("새 메시지 3개") == "새 메시지 세개")
        #expect(korean.speak("좋아요 21명") == "좋아요 스물한명")
        // Months take Sino-Korean numbers.
        #expect(korean.speak("3개월") == "삼개월")
    }

    @Test("A year with its mark is said with its word, in the form the word before it governs")
    func yearMarks() throws {
        #expect(try TextSpeaker(language: "bg").speak("През 2025 г. изминахте") == "През две хиляди двайсет и пета година изминахте")
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("В 2025 г. вы прошли") == "В две тысячи двадцать пятом году вы прошли")
        #expect(russian.speak("Отчёт за 2001 год") == "Отчёт за две тысячи первый год")
        #expect(russian.speak("с 2001 г.") == "с две тысячи первого года")
        // Polish "w" governs the locative (PWN: «w dwa tysiące dwudziestym piątym roku»); "przed"
        // the instrumental, which no rule set forms: that year is left as written.
        #expect(try TextSpeaker(language: "pl").speak("W 2025 r. przeszedłeś") == "W dwa tysiące dwudziestym piątym roku przeszedłeś")
        #expect(try TextSpeaker(language: "pl").speak("przed 2025 r.") == "przed 2025 r.")
        #expect(try TextSpeaker(language: "pl").speak("od 2001 r.") == "od dwa tysiące pierwszego roku")
    }

    @Test("A word for a power of ten after an amount scales it")
    func scaleWords() throws {
        #expect(try TextSpeaker(language: "id").speak("Cashback Rp2 juta") == "Cashback dua juta rupiah")
        #expect(try TextSpeaker(language: "de").speak("Jackpot: 2 Mio. €") == "Jackpot: zwei Millionen Euro")
        #expect(try TextSpeaker(language: "pt").speak("Prêmio de R$ 3 milhões") == "Prêmio de três milhões de reais")
        // A fraction of the unit is said as written (AP Stylebook: "$2.5 million"), the word in
        // the form its number takes: Portuguese keeps the singular below two (Cunha & Cintra:
        // "1,5 milhão"), Russian the genitive singular after a fraction (Розенталь).
        #expect(try TextSpeaker(language: "en").speak("$2.5 million") == "two point five million dollars")
        #expect(try TextSpeaker(language: "de").speak("0,2 Millionen") == "null Komma zwei Millionen")
        #expect(try TextSpeaker(language: "ru").speak("1,5 млн") == "одна целая пять десятых миллиона")
        // "read" and "text" are one reader: the same words either way.
        for (tag, written) in [("en", "$45 billion"), ("es", "2,5 millones de euros"), ("ja", "250万円"), ("ko", "₩30억")] {
            let reader = try WrittenFormReader(language: tag)
            #expect(try TextSpeaker(language: tag).speak(written) == reader.speak(written), "\(tag) \(written)")
        }
    }

    @Test("A hyphen between two amounts or percentages is a range's dash, not a minus")
    func rangesOfAmounts() throws {
        // Chicago Manual of Style 6.78: a dash between two values is read "to"; the profiles'
        // written.rangeWord ("à", "đến").
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("$50-$100") == "fifty dollars to one hundred dollars")
        #expect(english.speak("$50.00-$100.00") == "fifty dollars to one hundred dollars")
        #expect(english.speak("5%-10%") == "five percent to ten percent")
        #expect(try TextSpeaker(language: "fr").speak("10 €-20 €") == "dix euros à vingt euros")
        #expect(try TextSpeaker(language: "vi").speak("10$-20$") == "mười đô la đến hai mươi đô la")
        // A minus sign after a space or a bracket is still one.
        #expect(english.speak("Total: $5 -$3") == "Total: five dollars minus three dollars")
        #expect(english.speak("(-$3)") == "(minus three dollars)")
        #expect(english.speak("COVID-19") == "COVID-19")
    }

    @Test("A currency symbol in letters written against its amount is money, not a code")
    func amountPrefixes() throws {
        #expect(try TextSpeaker(language: "id").speak("Total: Rp12.500") == "Total: dua belas ribu lima ratus rupiah")
        #expect(try TextSpeaker(language: "ms").speak("Jumlah: RM12.50") == "Jumlah: dua belas ringgit lima puluh sen")
        // Other letters before digits stay a code.
        #expect(try TextSpeaker(language: "ms").speak("RMX2") == "RMX2")
    }

    @Test("A number after an operating system's name or the word for version is a version, left as written")
    func versions() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Update to iOS 26.4") == "Update to iOS 26.4")
        #expect(english.speak("Android 14 required") == "Android 14 required")
        // The same number elsewhere is a quantity.
        #expect(english.speak("Total 26.4 kg") == "Total twenty-six point four kilograms")
        #expect(try TextSpeaker(language: "pl").speak("Dostępna wersja 3.5") == "Dostępna wersja 3.5")
        #expect(try TextSpeaker(language: "ja").speak("バージョン2.3に更新") == "バージョン2.3に更新")
    }

    @Test("A number mark is said as the language's word for it")
    func numberMarks() throws {
        #expect(try TextSpeaker(language: "en").speak("Order #12345") == "Order number twelve thousand three hundred forty-five")
        #expect(try TextSpeaker(language: "de").speak("Bestellung Nr. 4711") == "Bestellung Nummer viertausendsiebenhundertelf")
        // A hashtag stays text.
        #expect(try TextSpeaker(language: "en").speak("#summer2025") == "#summer2025")
    }

    @Test("A short number after a word to dial it is read as the region says it")
    func shortNumbers() throws {
        let english = try TextSpeaker(language: "en")
        #expect(english.speak("Call 911") == "Call nine one one")
        #expect(english.speak("Room 911") == "Room nine hundred eleven")
        #expect(try TextSpeaker(language: "de").speak("Notruf 112") == "Notruf eins eins zwei")
        #expect(try TextSpeaker(language: "fr").speak("Appelez le 112") == "Appelez le cent douze")
    }

    @Test("A date in digits is read in the locale's order whatever its separator")
    func numericDates() throws {
        #expect(try TextSpeaker(language: "en").speak("Delivered 15.01.2020") == "Delivered January fifteenth, twenty twenty")
        #expect(try TextSpeaker(language: "fr").speak("le 02.03.2003") == "le deux mars deux mille trois")
        let german = try WrittenFormReader(language: "de")
        #expect(throws: VocalizeError.self) { try german.read("31.02.2020") }
    }
}

extension TextContextTests {
    /// Expected forms from the grammars the profiles cite (Duden, Grevisse, RAE, Зализняк).
    @Test("A number agrees with the noun it counts, across one adjective")
    func countedNouns() throws {
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("1 neue Nachricht") == "eine neue Nachricht")
        #expect(german.speak("1 Foto") == "ein Foto")
        #expect(german.speak("1 Tag") == "ein Tag")
        #expect(german.speak("Schritt 1") == "Schritt eins")
        #expect(try TextSpeaker(language: "fr").speak("21 personnes") == "vingt-et-une personnes")
        #expect(try TextSpeaker(language: "es").speak("21 días") == "veintiún días")
        #expect(try TextSpeaker(language: "es").speak("1 nueva notificación") == "una nueva notificación")
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("1 новое сообщение") == "одно новое сообщение")
        #expect(russian.speak("2 минуты") == "две минуты")
        #expect(try TextSpeaker(language: "pt").speak("2 novas mensagens") == "duas novas mensagens")
    }

    @Test("A range of whole numbers after a word that governs its case is said in that case at both ends")
    func rangeAfterGoverningWord() throws {
        // Polish says a dashed range with no word (no `rangeWord`): the dash stays, and «w ciągu»
        // (casesAfter «ciągu»: genitive) puts both ends in the genitive; without the word the
        // range is said plain.
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("Wysyłka w ciągu 3–5 dni roboczych") == "Wysyłka w ciągu trzech–pięciu dni roboczych")
        #expect(polish.speak("Dostawa do 2–3 dni") == "Dostawa do dwóch–trzech dni")
        #expect(polish.speak("3–5 dni roboczych") == "trzy–pięć dni roboczych")
        // Russian frames a number range «от … до»; after «за» (accusative) the frame's opening
        // word is not said («за от трёх до пяти» is no phrase).
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("Доставка за 3–5 рабочих дней") == "Доставка за три–пять рабочих дней")
        #expect(russian.speak("Доставка 3–5 дней") == "Доставка от трех до пяти дней")
        // A word between alone (Icelandic «til», German «bis») is the frame's: unchanged.
        #expect(try TextSpeaker(language: "is").speak("Afhending eftir 3–5 virka daga") == "Afhending eftir þrjá til fimm virka daga")
        #expect(try TextSpeaker(language: "de").speak("vor 2–3 Tagen") == "vor zwei bis drei Tagen")
    }

    @Test("A date in apposition to a weekday inside a sentence is an adverbial of time too")
    func dateAfterWeekdayInSentence() throws {
        // `written.dateDayInSentence`: after «во вторник,» the date is in the genitive, as
        // right after a word; a weekday that starts the text or follows a colon leaves the
        // date plain.
        let russian = try TextSpeaker(language: "ru")
        #expect(russian.speak("Встреча во вторник, 3 марта") == "Встреча во вторник, третьего марта")
        #expect(russian.speak("Понедельник, 24 ноября") == "Понедельник, двадцать четвертое ноября")
        #expect(russian.speak("Дата: вторник, 3 марта") == "Дата: вторник, третье марта")
    }

    @Test("A whole number after the word for the whole a number before is part of takes its case")
    func wholeAfterPartNumber() throws {
        // `written.outOfWords` («z»: genitive) between two numbers, or after a number, its noun
        // and an opening parenthesis; «z» before a number alone may govern the instrumental, so
        // it is left plain.
        let polish = try TextSpeaker(language: "pl")
        #expect(polish.speak("Krok 2 z 5") == "Krok dwa z pięciu")
        #expect(polish.speak("Zostały 2 miejsca (z 101)") == "Zostały dwa miejsca (z stu jeden)")
        #expect(polish.speak("Pokój z 2 łóżkami") != "Pokój z dwóch łóżkami")
        #expect(try TextSpeaker(language: "uk").speak("Крок 2 з 5") == "Крок два з пʼяти")
    }
}
