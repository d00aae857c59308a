import Foundation
import Testing
import Vocalize

@Suite("Written forms and TextSpeaker")
struct WrittenFormReaderTests {
    @Test("Each kind is read as written, with the gender an ordinal mark carries")
    func kinds() throws {
        let french = try WrittenFormReader(language: "fr")
        #expect(try french.read("1re") == .ordinal(DecimalNumber(1), gender: "feminine"))
        #expect(try french.read("50 %") == .percent(DecimalNumber(50)))
        #expect(try french.read("12 kg") == .measure(DecimalNumber(12), unit: "kilogram"))
        guard case .money(let amount, let code) = try french.read("12,50 €") else {
            Issue.record("12,50 € is money")
            return
        }
        #expect(amount.description == "12.5" && code == "EUR")  // ICU gives the value; the currency says its minor digits
        #expect(try french.read("17 h 45") == .time(hour: 17, minute: 45, second: nil, clock: nil))
        #expect(try WrittenFormReader(language: "en").read("1:59 p.m.") == .time(hour: 13, minute: 59, second: nil, clock: .twelveHour))
        #expect(try WrittenFormReader(language: "ru").read("5-й") == .ordinal(DecimalNumber(5), gender: "masculine"))
    }

    @Test("A date without its year or day is spoken without it")
    func partialDates() throws {
        let english = try WrittenFormReader(language: "en")
        guard case .date(let date) = try english.read("April 1") else {
            Issue.record("April 1 is a date")
            return
        }
        #expect(date.parts == .dayMonth)
        #expect(try english.speak("April 1") == "April first")
        #expect(try english.speak("July 2013") == "July twenty thirteen")
    }

    @Test("A month's abbreviation with a dot the locale's own lacks is read with a weekday too")
    func monthAbbreviationDotAfterWeekday() throws {
        // 8 January 2025 was a Wednesday: «wo» (nl), «mié» (es). CLDR 42 nl and es write
        // "EEE d MMM y" and "EEE, d MMM y" with abbreviations that have no dot («jan», «ene»).
        for (tag, text) in [("nl", "wo 8 jan. 2025"), ("es", "mié, 8 ene. 2025")] {
            guard case .date(let date) = try WrittenFormReader(language: tag).read(text, as: [.date]) else {
                Issue.record("\(text) is a date in \(tag)")
                continue
            }
            #expect(date.parts == .weekdayDayMonthYear, "\(tag)")
            #expect(date.instant == 1_736_337_600_000, "\(tag): noon UTC, 8 January 2025")
        }
    }

    @Test("Ambiguous numeric dates are read the region's way")
    func regions() throws {
        #expect(try WrittenFormReader(language: "en").speak("01/07/98").hasPrefix("January seventh"))
        #expect(try WrittenFormReader(language: "en-GB").speak("01/07/98").contains("July"))
    }

    @Test("Text that is none of the kinds throws a typed error")
    func unreadable() {
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "en").read("hello") }
        do {
            _ = try WrittenFormReader(language: "en").read("")
        } catch {
            #expect(error.kind == .unrecognizedWrittenForm)
        }
    }

    @Test("TextSpeaker replaces data and leaves the rest byte for byte")
    func textSpeaker() throws {
        let french = try TextSpeaker(language: "fr")
        #expect(french.speak("Appelez le 06 11 22 33 06 avant le 1er avril")
            == "Appelez le zéro six, onze, vingt-deux, trente-trois, zéro six avant le premier avril")
        let plain = "Pas de données ici : A4, iPhone15, COVID-19, v1.2.3."
        #expect(french.speak(plain) == plain)
        let reading = french.read("48 513 créneaux")
        #expect(reading.spans.map(\.kind) == [.number])
        #expect(reading.spans.first?.written == "48 513")
    }

    /// Hindi joins a part of the day to the time after it with «के» (`written.dayPeriodLinks`):
    /// the written part of the day, not the clock, says which half of the day the hour is in.
    @Test("A part of the day linked to a clock time decides its half of the day")
    func linkedDayPeriod() throws {
        let hindi = try WrittenFormReader(language: "hi")
        #expect(try hindi.speak("रात के 8:00") == "रात के आठ बजे")
        #expect(try hindi.speak("दोपहर के 3:00") == "दोपहर के तीन बजे")
        guard case .timeInDayPeriod(.time(let hour, _, _, _), _) = try hindi.read("रात के 11:50") else {
            Issue.record("रात के 11:50 is a time in a part of the day")
            return
        }
        #expect(hour == 23)
        // The link alone makes no time of day.
        #expect(throws: VocalizeError.self) { try hindi.read("के 3:00") }
        let text = try TextSpeaker(language: "hi")
        #expect(text.speak("ट्रेन रात के 11:50 पर चलेगी") == "ट्रेन रात के ग्यारह बजकर पचास मिनट पर चलेगी")
    }

    @Test("A sentence-final number with a dot is not a German ordinal")
    func germanDot() throws {
        let german = try TextSpeaker(language: "de")
        // Feminine, nominative, no article: strong "-e" ("3. Platz" would need "dritter",
        // which takes the noun's gender).
        #expect(german.speak("3. Runde") == "dritte Runde")
        #expect(german.speak("Wir sind 3.") == "Wir sind drei.")
    }

    /// Duden Grammatik: ordinals decline like adjectives, weak after the definite article —
    /// "der dritte Oktober", "am (an dem) dritten Oktober", "den dritten", "des dritten".
    @Test("A German article or contraction before an ordinal or a date governs its ending")
    func germanGovernedOrdinals() throws {
        let german = try TextSpeaker(language: "de")
        #expect(german.speak("Am 24. Juli 2013 um 08:00 Uhr") == "Am vierundzwanzigsten Juli zweitausenddreizehn um acht Uhr")
        #expect(german.speak("Bis zum 3. Oktober") == "Bis zum dritten Oktober")
        #expect(german.speak("Der 1. Mai ist ein Feiertag") == "Der erste Mai ist ein Feiertag")
        #expect(german.speak("Wir landeten auf dem 2. Platz") == "Wir landeten auf dem zweiten Platz")
        #expect(german.speak("für den 3. Platz") == "für den dritten Platz")
        #expect(german.speak("nach einem 2. Versuch") == "nach einem zweiten Versuch")
        // "der" after a preposition is dative (LEO/canoo: "der 10. Auflage" = "der zehnten").
        #expect(german.speak("in der 3. Woche") == "in der dritten Woche")
        #expect(german.speak("Ab dem 1. Januar") == "Ab dem ersten Januar")
        // In apposition to "am Mittwoch" the date is dative too (LEO: "am Montag, dem/den 12. Januar").
        #expect(german.speak("Am Mittwoch, 24. Juli 2013") == "Am Mittwoch, vierundzwanzigsten Juli zweitausenddreizehn")
        // Without a governing word the date keeps its own reading (strong, as a heading says it).
        #expect(german.speak("24. Juli 2013") == "vierundzwanzigster Juli zweitausenddreizehn")
        // Languages without the section are untouched.
        #expect(try TextSpeaker(language: "fr").speak("Le 1er mai") == "Le premier mai")
    }

    @Test("Digits written with a leading zero count nothing: said one by one in read and in text")
    func leadingZeroDigits() throws {
        // A quantity is never written "004": a written leading zero marks a code, a gate or a
        // line number, read digit by digit (Chicago Manual of Style 9.57 on numbers as
        // identifiers; NeMo's English and Hindi cardinal cases "004", "0001", "०५").
        let english = try WrittenFormReader(language: "en")
        #expect(try english.read("004") == .digits("004"))
        #expect(try english.speak("004") == "zero zero four")
        #expect(try english.speak("0001") == "zero zero zero one")
        #expect(try english.read("0") == .number(DecimalNumber(0)))
        #expect(try english.read("0.5") == .number(DecimalNumber(canonical: "0.5")!))
        #expect(try WrittenFormReader(language: "hi").speak("०५") == "शून्य पाँच")
        #expect(try TextSpeaker(language: "en").speak("Board at gate 004") == "Board at gate zero zero four")
    }

    @Test("An ordinal's digits may be grouped as the language groups thousands")
    func groupedOrdinals() throws {
        // RAE, Ortografía 2010, 4.2.3: "1.000.º" (milésimo); CMoS 9.5: "1,000th" (thousandth).
        let spanish = try WrittenFormReader(language: "es")
        #expect(try spanish.speak("1.000.º") == "milésimo")
        #expect(try spanish.speak("1.000.ª") == "milésima")
        let english = try WrittenFormReader(language: "en")
        #expect(try english.speak("1,000th") == "one thousandth")
        #expect(try english.speak("9,000,000th") == "nine millionth")
        // Not groups of three: no ordinal.
        #expect(throws: VocalizeError.self) { try english.read("1,00th") }
    }

    @Test("A duration written in parts is one duration, in read and in text; a clock's marks are no unit")
    func durationsInParts() throws {
        // Each part is said as written, with no list word the text does not write (the
        // blind-written RealStrings lines in cs, sk, sl, pl, uk, id, ms, vi, hi, th); Korean counts hours with native numerals and minutes with Sino-Korean ones (국립국어원,
        // 표준국어대사전 "시간", "분"); Japanese reads 時間 and 分 with Sino-Japanese numerals.
        #expect(try WrittenFormReader(language: "es").speak("2 h 30 min") == "dos horas treinta minutos")
        #expect(try WrittenFormReader(language: "pl").speak("2 godz. 30 min.") == "dwie godziny trzydzieści minut")
        #expect(try WrittenFormReader(language: "ko").speak("2시간 15분") == "두 시간 십오 분")
        #expect(try WrittenFormReader(language: "ja").speak("2時間30分") == "二時間三十分")
        #expect(try TextSpeaker(language: "es").speak("Duración: 15 h 10 min 40 seg.") == "Duración: quince horas diez minutos cuarenta segundos.")
        // French "17 h 45" is a time of day: its "h" is a clock's mark with no unit after the minutes.
        #expect(try WrittenFormReader(language: "fr").speak("17 h 45") == "dix-sept heures quarante-cinq")
        // Units from smaller to larger are no duration.
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "en").read("30 min 2 h") }
    }

    @Test("Where words are written together a minus may touch a word of the language's script")
    func minusAfterJoinedWords() throws {
        // Japanese writes "気温は-2.5度" with no space (NeMo ja decimal cases); マイナス is the
        // Japanese reading of a minus (NHK 放送用語).
        #expect(try TextSpeaker(language: "ja").speak("昨夜の最低気温は-2.5度でした。") == "昨夜の最低気温はマイナス二点五度でした。")
        // A Latin word joined by a hyphen keeps it: no minus.
        #expect(try TextSpeaker(language: "ja").speak("ISO-8859") == "ISO-8859")
    }

    @Test("A suffix joined to data with a mark is said joined to the last spoken word")
    func joinedSuffixes() throws {
        // AkH12 §136, §139 (Hungarian hyphen after digits, signs and abbreviations); Keszler,
        // Magyar grammatika (a/e lengthen before most suffixes, not before -kor).
        let hungarian = try WrittenFormReader(language: "hu")
        #expect(try hungarian.speak("2025-ig") == "kétezer-huszonötig")
        #expect(try hungarian.speak("8:00-tól") == "nyolc órától")
        #expect(try hungarian.speak("17:45-kor") == "tizenhét óra negyvenöt perckor")
        #expect(try hungarian.speak("január 1-jén") == "január elsején")
        #expect(try hungarian.speak("5 km-re") == "öt kilométerre")
        #expect(try hungarian.speak("3-as") == "hármas")
        #expect(try hungarian.speak("2-szer") == "kétszer")
        // "GBP-t" is the accusative of the letters; said "font", it needs a linking vowel the
        // text does not write ("fontot"), so the suffix stays as written.
        #expect(try hungarian.speak("1 mrd GBP-t") == "egymilliárd angol font-t")
        // TDK Yazım Kılavuzu (apostrophe before suffixes on numbers and abbreviations); a word
        // said as written keeps its suffix as written ("Mart'ta").
        let turkish = try TextSpeaker(language: "tr")
        #expect(turkish.speak("2025'te") == "iki bin yirmi beşte")
        #expect(turkish.speak("Sınav 4'ünde") == "Sınav dördünde")
        #expect(turkish.speak("Teslimat 3 Mart'ta") == "Teslimat üç Mart'ta")
        // A language without the data leaves the suffix as written.
        #expect(try TextSpeaker(language: "en").speak("Version 2025-ig") == "Version 2025-ig")
    }

    @Test("29 February without a year is a date (a year-less pattern is not parsed in 1970 alone)")
    func leapDayWithoutYear() throws {
        // The Gregorian calendar has 29 February in leap years; a date written without its year
        // may be one (CLDR 42 en "MMMM d", ja "M月d日"). 30 February never is.
        #expect(try WrittenFormReader(language: "en").speak("February 29") == "February twenty-ninth")
        #expect(try WrittenFormReader(language: "ja").speak("2月29日") == "二月二十九日")
        #expect(try WrittenFormReader(language: "ja").speak("令和2年2月29日") == "令和二年二月二十九日")
        #expect(throws: VocalizeError.self) { try WrittenFormReader(language: "en").read("February 30") }
    }

    @Test("A rate is said with the profile's word for the slash where CLDR writes only a slash; a rate written against its number is found")
    func ratesWithWordsAndJoined() throws {
        // vi.wikipedia: «Kilômét trên giờ», «Mét trên giây» (CLDR 42 vi per-unit pattern is "{0}/{1}").
        let vietnamese = try WrittenFormReader(language: "vi")
        #expect(try vietnamese.speak("10$/giờ") == "mười đô la trên giờ")
        #expect(try vietnamese.speak("30 m/min") == "ba mươi mét trên phút")
        // Korean writes units against the number ("12kg/kg"); CLDR 42 ko per-unit "{1}당 {0}".
        #expect(try TextSpeaker(language: "ko").speak("비율 12kg/kg") == "비율 킬로그램당 십이 킬로그램")
    }

    @Test("A part of the day or an era written against Korean data belongs to it in text")
    func koreanWordsAgainstData() throws {
        // 표준국어대사전 «아침», «저녁», «기원전»: the word is said as written, not doubled with
        // ICU's 오전/오후 (a native counts hours with native numerals: 일곱 시).
        let korean = try TextSpeaker(language: "ko")
        #expect(korean.speak("아침 7시 1분") == "아침 일곱 시 일 분")
        #expect(korean.speak("아침7시1분") == "아침 일곱 시 일 분")
        #expect(korean.speak("저녁9시09분") == "저녁 아홉 시 구 분")
        #expect(korean.speak("기원전128년") == "기원전 백이십팔년")
    }

    @Test("A currency sign written against a word of another script starts the amount")
    func currencySignAfterJoinedWords() throws {
        // NeMo zh money cases "余额为$500", "每小时$15": the sign belongs to the number.
        let chinese = try TextSpeaker(language: "zh")
        #expect(chinese.speak("余额为$500") == "余额为五百美元")
        #expect(try TextSpeaker(language: "pt").speak("Total R$ 10,00") == "Total dez reais")
    }

    @Test("An hour mark between no-break or narrow no-break spaces joins hours and minutes")
    func hourMarkBetweenNoBreakSpaces() throws {
        // French typography sets "0 h 05" with narrow no-break spaces (Lexique des règles
        // typographiques de l'Imprimerie nationale; OQLF, BDL « heure »).
        let french = try TextSpeaker(language: "fr")
        #expect(french.speak("Départ à 10\u{202F}h\u{202F}05") == "Départ à dix heures cinq")
        #expect(french.speak("Départ à 10\u{00A0}h\u{00A0}05") == "Départ à dix heures cinq")
    }

    @Test("A date in a pattern of the profile's own is read, its weekday checked, and said as written")
    func profileDatePatterns() throws {
        // ICU 72's full style for the Persian calendar is "y MMMM d, EEEE"; Persian screens write
        // the weekday first (written.datePatterns "EEEE d MMMM y", CLDR 42 fa GyMMMMEEEEd).
        let persian = try WrittenFormReader(language: "fa")
        let value = try persian.read("جمعه ۱ فروردین ۱۴۰۴", as: [.date])
        guard case .date(let date) = value else { Issue.record("not a date: \(value)"); return }
        #expect(date.parts == .weekdayDayMonthYear)
        // 1 Farvardin 1404 is 21 March 2025 (noon UTC), a Friday.
        #expect(date.instant == 1_742_558_400_000)
        // Said in the order written, with no era the text does not write (fa's full style has one).
        #expect(try persian.speak(value) == "جمعه یکم فروردین هزار و چهارصد و چهار")
        #expect(try DateSpeaker(language: "fa").date("جمعه ۱ فروردین ۱۴۰۴") == "جمعه یکم فروردین هزار و چهارصد و چهار")
        // A weekday that is not the date's is never said as a date's: Thursday is no 1 Farvardin 1404.
        #expect(throws: VocalizeError.self) { try persian.read("پنجشنبه ۱ فروردین ۱۴۰۴", as: [.date]) }
        // A pattern whose fields name no date's parts is a profile error.
        let (problems, _) = LocaleProfileRegistry().check(json: Data(#"{"language": "fa", "written": {"datePatterns": ["EEEE HH:mm"]}}"#.utf8))
        #expect(problems.contains { $0.description.contains("datePatterns") })
    }

    @Test("A date in another calendar the profile names is read and said in that calendar, never converted")
    func otherCalendarDates() throws {
        // Persian screens write Gregorian dates with their month names (written.dateCalendars;
        // CLDR 42 fa@calendar=gregorian "d MMMM y", the format form with the ezafe: ژانویهٔ).
        let persian = try WrittenFormReader(language: "fa")
        let value = try persian.read("۱۵ ژانویهٔ ۲۰۲۰", as: [.date])
        guard case .date(let date) = value else { Issue.record("not a date: \(value)"); return }
        #expect(date.calendar == "gregorian")
        #expect(date.instant == 1_579_089_600_000)  // 2020-01-15, noon UTC
        #expect(try persian.speak(value) == "پانزده ژانویهٔ دو هزار و بیست")
        #expect(try DateSpeaker(language: "fa").date("۱۵ ژانویهٔ ۲۰۲۰") == "پانزده ژانویهٔ دو هزار و بیست")
        // The Solar Hijri day of the same date stays the locale's own.
        guard case .date(let own) = try persian.read("۲۵ دی ۱۳۹۸", as: [.date]) else { Issue.record("not a date"); return }
        #expect(own.calendar == nil)
        #expect(own.instant == date.instant)
        // A date in digits is the locale's own calendar's, never another's.
        guard case .date(let digits) = try persian.read("۱۴۰۴/۰۱/۱۵", as: [.date]) else { Issue.record("not a date"); return }
        #expect(digits.calendar == nil)
        #expect(try TextSpeaker(language: "fa").speak("تاریخ: ۱۵ ژانویهٔ ۲۰۲۰") == "تاریخ: پانزده ژانویهٔ دو هزار و بیست")
    }

    @Test("Every profile with a written section passes the schema")
    func schema() throws {
        for tag in ["en", "de", "es", "fr", "ru", "it", "pt", "zh", "ja", "ko", "hi", "ar", "sv", "vi"] {
            let profile = try LocaleProfileRegistry.shared.profile(for: SpeechLocale(tag))
            #expect(profile.written != nil, "\(tag) has a written section")
            let document = try #require(LocaleProfileRegistry.shared.document(for: tag))
            #expect(ProfileSchema.bundled.issues(in: document) == [], "\(tag)")
        }
    }
}
