import Foundation
import Testing

@testable import Vocalize

/// Eras, centuries, decades, clock phrases and ranges in words (issue 26): Japanese first, and
/// Chinese and Korean where the same data applies. Expected words are written from the sources
/// in the profiles (元号法, CLDR's era data, 大辞林, NHKことばのハンドブック; machine review).
@Suite("Eras, clock phrases and ranges in words")
struct CalendarCountReaderTests {
    let japanese: WrittenFormReader

    init() throws {
        japanese = try WrittenFormReader(language: "ja")
    }

    @Test("An era's year is said as written, 元年 as 元, never as a Gregorian year")
    func eraYears() throws {
        #expect(try japanese.speak("令和7年4月1日") == "令和七年四月一日")
        #expect(try japanese.speak("平成元年") == "平成元年")
        #expect(try japanese.speak("平成元年1月8日") == "平成元年一月八日")
        guard case .calendarCount(let count) = try japanese.read("令和4年") else {
            Issue.record("令和4年 is a year counted in an era")
            return
        }
        #expect(count.number == 4 && count.unit == .year && count.era?.text == "令和")
        #expect(count.commonEraYear == 2022)
        guard case .calendarCount(let first) = try japanese.read("平成元年") else {
            Issue.record("平成元年 is a year counted in an era")
            return
        }
        #expect(first.number == 1 && first.firstYearWord == "元" && first.commonEraYear == 1989)
        // Before the common era: 紀元前721年 is the astronomers' year -720.
        guard case .calendarCount(let before) = try japanese.read("紀元前721年") else {
            Issue.record("紀元前721年 is a year")
            return
        }
        #expect(before.commonEraYear == -720)
        #expect(try japanese.speak("紀元前721年") == "紀元前七百二十一年")
    }

    @Test("Across an era's boundary each date is in its own era's year")
    func eraBoundary() throws {
        guard case .eraDate(let last, let lastDay) = try japanese.read("平成31年4月30日"),
            case .eraDate(let first, let firstDay) = try japanese.read("令和元年5月1日")
        else {
            Issue.record("平成31年4月30日 and 令和元年5月1日 are era dates")
            return
        }
        #expect(last.commonEraYear == 2019 && first.commonEraYear == 2019)
        #expect(lastDay.parts == .dayMonth && firstDay.parts == .dayMonth)
        #expect(try japanese.speak("平成31年4月") == "平成三十一年四月")
        #expect(try japanese.speak("令和元年5月") == "令和元年五月")
    }

    @Test("A weekday written with an era date is checked against the era's year")
    func eraWeekdays() throws {
        // 2022-09-25 was a Sunday.
        #expect(try japanese.speak("令和4年9月25日(日)") == "令和四年九月二十五日日曜日")
        guard case .eraDate(_, let date) = try japanese.read("令和4年9月25日(日)") else {
            Issue.record("令和4年9月25日(日) is an era date")
            return
        }
        #expect(date.instant == Double(ISODateTime.daysSinceEpoch(year: 2022, month: 9, day: 25)) * 86_400_000 + 43_200_000)
        // A Monday that is not the day's is never said.
        #expect(throws: VocalizeError.self) { try japanese.read("令和4年9月25日(月)") }
        // A day the month lacks.
        #expect(throws: VocalizeError.self) { try japanese.read("令和4年9月31日") }
    }

    @Test("The profile's era starts are ICU's japanese and roc calendar eras")
    func eraStartsAgreeWithICU() throws {
        for (tag, calendar) in [("ja", "ja@calendar=japanese"), ("zh-Hant", "zh_TW@calendar=roc")] {
            let eras = try #require(try SpeechLanguage.resolve(SpeechLocale(tag)).profile.written?.calendarEras)
            let formatter = try DateCatalog.formatter(localeID: calendar, source: .pattern("G y"), timeZone: "UTC")
            for era in eras where era.start != "0001-01-01" {
                let fields = era.start.split(separator: "-").compactMap { Int($0) }
                let days = ISODateTime.daysSinceEpoch(year: fields[0], month: fields[1], day: fields[2])
                let noon = Double(days) * 86_400_000 + 43_200_000
                if era.countsBack == true {
                    // The year before the era's first is year 1 before it ("民國前1年").
                    #expect(try formatter.format(noon - 86_400_000) == "\(era.text) 1", "\(tag) \(era.text)")
                } else {
                    #expect(try formatter.format(noon) == "\(era.text) 1", "\(tag) \(era.text) starts on \(era.start)")
                    #expect(try formatter.format(noon - 86_400_000) != "\(era.text) 1", "\(tag) \(era.text) starts no earlier than \(era.start)")
                }
            }
        }
    }

    @Test("The Buddhist era's years are ICU's buddhist calendar's, and its short form is said in full")
    func buddhistEra() throws {
        let thai = try WrittenFormReader(language: "th")
        guard case .calendarCount(let count) = try thai.read("พ.ศ. 2568") else {
            Issue.record("พ.ศ. 2568 is a year of the Buddhist era")
            return
        }
        #expect(count.commonEraYear == 2025)
        let formatter = try DateCatalog.formatter(localeID: "th@calendar=buddhist", source: .pattern("G y"), timeZone: "UTC")
        let noon = Double(ISODateTime.daysSinceEpoch(year: 2025, month: 6, day: 1)) * 86_400_000 + 43_200_000
        #expect(try formatter.format(noon) == "พ.ศ. 2568")
        #expect(try thai.speak("พ.ศ. 2568").hasPrefix("พุทธศักราช"))
        // A year approximate in Japanese: the word after it is said as written.
        #expect(try japanese.speak("紀元前1500年頃") == "紀元前千五百年頃")
    }

    @Test("Centuries and decades keep their marks; a decade's full year is read as a year")
    func centuriesAndDecades() throws {
        #expect(try japanese.speak("21世紀") == "二十一世紀")
        #expect(try japanese.speak("紀元前15世紀") == "紀元前十五世紀")
        #expect(try japanese.speak("70年代") == "七十年代")
        #expect(try japanese.speak("昭和30年代") == "昭和三十年代")
        #expect(try japanese.read("1990年代").kind == .year)
        // A decade's number ends in 0.
        #expect(throws: VocalizeError.self) { try japanese.read("75年代") }
        let traditional = try WrittenFormReader(language: "zh-Hant")
        #expect(try traditional.speak("民國114年") == "民國一百一十四年")
        guard case .calendarCount(let minguo) = try traditional.read("民國114年") else {
            Issue.record("民國114年 is a year of the Minguo era")
            return
        }
        #expect(minguo.commonEraYear == 2025)
    }

    @Test("Clock phrases: 半, 0時, 12時, 24時 and hours past it, and the words around them")
    func clockPhrases() throws {
        #expect(try japanese.speak("9時半") == "九時半")
        guard case .clockPhrase(let half) = try japanese.read("9時半") else {
            Issue.record("9時半 is a clock phrase")
            return
        }
        #expect(half.hour == 9 && half.minute == 30)
        #expect(try japanese.speak("午前0時") == "午前零時")
        #expect(try japanese.speak("午後0時半") == "午後零時半")
        #expect(try japanese.speak("12時頃") == "十二時頃")
        #expect(try japanese.speak("24時") == "二十四時")
        #expect(try japanese.speak("25時20分") == "二十五時二十分")
        #expect(try japanese.speak("3時15分前") == "三時十五分前")
        #expect(try japanese.speak("深夜1時") == "深夜一時")
        #expect(try japanese.speak("正午10分過ぎ") == "正午十分過ぎ")
        // No clock has an hour 31, and 60 minutes are an hour.
        #expect(throws: VocalizeError.self) { try japanese.read("31時") }
        #expect(throws: VocalizeError.self) { try japanese.read("9時60分頃") }
        // "3時間" is a length of time, not three o'clock.
        #expect(try japanese.read("3時間").kind == .measure)
        #expect(try WrittenFormReader(language: "ko").read("오후 3시 반").kind == .time)
    }

    @Test("Ranges in words keep their particles")
    func rangesInWords() throws {
        #expect(try japanese.speak("10時から18時") == "十時から十八時")
        #expect(try japanese.speak("9月5日から9月10日まで") == "九月五日から九月十日まで")
        #expect(try japanese.speak("令和元年10月から令和2年3月") == "令和元年十月から令和二年三月")
        #expect(try japanese.speak("20世紀〜21世紀") == "二十世紀から二十一世紀")
        // Two kinds are no range.
        #expect(throws: VocalizeError.self) { try japanese.read("10時から5kg") }
        // The second end's weekday is checked in the first end's year (2018-02-08 was a
        // Thursday), or the next one across New Year (2024-01-02 was a Tuesday).
        #expect(try japanese.speak("平成30年2月3日(土)〜2月8日(木)") == "平成三十年二月三日土曜日から二月八日木曜日")
        #expect(throws: VocalizeError.self) { try japanese.read("平成30年2月3日(土)〜2月8日(金)") }
        #expect(throws: VocalizeError.self) { try japanese.read("平成30年2月3日(土)から2月8日(金)まで") }
        #expect(try japanese.read("2023年12月30日(土)〜1月2日(火)").kind == .date)
        #expect(throws: VocalizeError.self) { try japanese.read("2023年12月30日(土)〜1月2日(水)") }
    }

    @Test("A second end with a day and its weekday takes the first end's month, and is checked in it")
    func dayWithWeekdayEndsARange() throws {
        // 2023-06-17 was a Saturday, 06-20 a Tuesday; 2024-10-08 a Tuesday, 10-10 a Thursday.
        #expect(try japanese.speak("6月17日(土)から20日(火)まで") == "六月十七日土曜日から二十日火曜日まで")
        #expect(try japanese.speak("2024年10月8日(火)〜10日(木)") == "二千二十四年十月八日火曜日から十日木曜日")
        // A weekday that is not the day's in that month is never said: no range.
        #expect(throws: VocalizeError.self) { try japanese.read("2024年10月8日(火)〜10日(金)") }
        // Across the month's end: 2023-12-30 (Saturday) to 2024-01-02 (Tuesday).
        #expect(try japanese.read("2023年12月30日(土)〜2日(火)").kind == .date)
        #expect(throws: VocalizeError.self) { try japanese.read("2023年12月30日(土)〜2日(水)") }
        // A first end without its month fixes nothing.
        #expect(throws: VocalizeError.self) { try japanese.read("17日〜20日(火)") }
    }

    @Test("A year alone with one or two digits is the number written, never a year ICU widens")
    func shortYearsAreCounts() throws {
        #expect(try japanese.speak("44年") == "四十四年")
        #expect(try japanese.speak("4年") == "四年")
        #expect(try japanese.speak("1868年") == "千八百六十八年")
    }
}
