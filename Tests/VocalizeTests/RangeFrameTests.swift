import Foundation
import Testing
import Vocalize

/// Ranges said in the language's frame (`written.rangeFrames`) and clock words said once
/// (issue 26/27). Expected words from the sources the profiles cite (grammars, dictionaries;
/// machine review), never from Vocalize's output.
@Suite("Range frames and clock words")
struct RangeFrameTests {
    @Test("A range of clock times takes the language's words before, between and after its ends")
    func clockRanges() throws {
        // Розенталь: «с … до», each end in the genitive (с четырнадцати часов).
        #expect(try TextSpeaker(language: "ru").speak("14:00–16:00") == "с четырнадцати часов до шестнадцати часов")
        // Cunha & Cintra: «das 8 às 12 horas».
        #expect(try TextSpeaker(language: "pt").speak("14:00–16:00") == "das catorze horas às dezesseis horas")
        // Treccani: «dalle 9 alle 13», no «in punto» after a preposition.
        #expect(try TextSpeaker(language: "it").speak("14:00–16:00") == "dalle quattordici alle sedici")
        // 표준국어대사전: 부터 … 까지, written against the ends.
        #expect(try TextSpeaker(language: "ko").speak("14~16") == "십사부터 십육까지")
        // McGregor: से … तक; the part of the day said once.
        #expect(try TextSpeaker(language: "hi").speak("2:00–4:00 pm") == "दोपहर दो बजे से चार बजे तक")
        // Språkrådet: «till» between times, «klockan» not said at each end.
        #expect(try TextSpeaker(language: "sv").speak("14:00–16:00") == "fjorton till sexton")
    }

    @Test("A day period written after the second time is the first time's too")
    func sharedDayPeriod() throws {
        // Chicago Manual of Style 9.38: «2:00–4:00 p.m.» — both times are in the afternoon.
        #expect(try TextSpeaker(language: "en").speak("2:00–4:00 PM") == "two PM to four PM")
        // «11:00–1:00 PM» starts before noon.
        #expect(try TextSpeaker(language: "en").speak("11:00–1:00 PM") == "eleven AM to one PM")
    }

    @Test("A range of numbers: the word before the range and the noun after it reach both ends")
    func numberRanges() throws {
        // Λεξικό Τριανταφυλλίδη: «έως»; εργάσιμες (ημέρες) is feminine: τρεις.
        #expect(try TextSpeaker(language: "el").speak("Παράδοση σε 3–5 εργάσιμες") == "Παράδοση σε τρεις έως πέντε εργάσιμες")
        // TDK: «üç ile beş iş günü».
        #expect(try TextSpeaker(language: "tr").speak("Teslimat 3-5 iş günü") == "Teslimat üç ile beş iş günü")
        // A score or a falling pair is no range: "5-3" stays as written.
        #expect(try TextSpeaker(language: "tr").speak("Skor 5-3") == "Skor 5-3")
    }

    @Test("A clock time after a word that already says it is one is said without the clock's word")
    func clockWordSaidOnce() throws {
        // Dansk Sprognævn: «ankomst 12.30» — the word says it is a time; «klokken» is not added.
        #expect(try TextSpeaker(language: "da").speak("Ankomst 12.30") == "Ankomst tolv tredive")
        // «kl.» is the clock word itself: taken into the span, said once.
        #expect(try TextSpeaker(language: "da").speak("Møde kl. 17.45") == "Møde klokken sytten femogfyrre")
        // TDK: «saat» is said where the text writes it.
        #expect(try TextSpeaker(language: "tr").speak("Toplantı 17:45'te") == "Toplantı on yedi kırk beşte")
        #expect(try TextSpeaker(language: "tr").speak("Tren saat 17.45'te kalkıyor") == "Tren saat on yedi kırk beşte kalkıyor")
    }

    @Test("A clock time after the clock's word or with its hour mark is one time")
    func clockWordsInValues() throws {
        // Retskrivningsordbogen: kl. = klokken; Kielitoimisto: klo 9.15.
        #expect(try WrittenFormReader(language: "da").read("kl. 00.05") == .time(hour: 0, minute: 5, second: nil, clock: nil))
        #expect(try WrittenFormReader(language: "fi").read("klo 0.05").kind == .time)
        // ČSN 01 6910: «9.30 h» is a time; a decimal takes a comma there.
        #expect(try WrittenFormReader(language: "cs").read("9.30 h").kind == .time)
        #expect(try WrittenFormReader(language: "cs").read("2,5 h").kind == .measure)
        // A year with the mark a date writes after it is a year (2025年, 2025년).
        #expect(try WrittenFormReader(language: "ja").read("2025年").kind == .year)
        #expect(try WrittenFormReader(language: "ko").read("2025년").kind == .year)
    }

    @Test("Dates as screens write them: another language's month names, weekday spellings")
    func writtenDates() throws {
        // A Japanese screen showing an English date: read in Japanese date order (年月日).
        #expect(try WrittenFormReader(language: "ja").speak("Jan 15") == "一月十五日")
        // Hindi: day, month, year (GIGW: DD-MM-YYYY; जुलाई).
        #expect(try WrittenFormReader(language: "hi").speak("july 25 2012") == "पच्चीस जुलाई दो हज़ार बारह")
        // English has no month names of another language to read: "Jul" stays English alone.
        #expect(try WrittenFormReader(language: "en").read("Jul 25 2012").kind == .date)
        // RAE: «lun.» abbreviates «lunes»; the weekday is said in full.
        #expect(try WrittenFormReader(language: "es").speak("lun., 3 de marzo") == "lunes, tres de marzo")
        // A weekday that is not the date's is never said: 3 March 2025 is a Monday.
        #expect((try? WrittenFormReader(language: "en-GB").read("Tue 3 March 2025")) == nil)
        // CLDR ja «M/d(E)»: a month and day in digits with the weekday's one-character name.
        #expect(try WrittenFormReader(language: "ja").speak("5/3(土)") == "五月三日土曜日")
    }

    @Test("A named time after a preposition takes its case; a 12-hour clock from 0 keeps its period")
    func namedTimesAndZeroHour() throws {
        // PWN: od północy (dopełniacz), przed północą (narzędnik).
        #expect(try TextSpeaker(language: "pl").speak("Nieczynne od 00:00 do 6:00") == "Nieczynne od północy do szóstej")
        // CLDR ja «aK:mm»: 午後0:30 is half past noon, said with its period as written.
        #expect(try WrittenFormReader(language: "ja").speak("午後0:30") == "午後零時三十分")
        #expect(try WrittenFormReader(language: "ja").read("午後0:30").kind == .time)
    }
}

