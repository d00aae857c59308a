import Foundation
import Testing
@testable import Vocalize

/// Exact spoken dates, per language and style.
@Suite struct DateSpeakingTests {
    @Test(arguments: [
        ("en", "2015-04-01", "April first, twenty fifteen"),
        ("en", "2015-04-02", "April second, twenty fifteen"),
        ("en", "2000-12-31", "December thirty-first, two thousand"),
        ("en", "2010-01-01", "January first, twenty ten"),
        ("en", "1999-05-21", "May twenty-first, nineteen ninety-nine"),
        ("en-GB", "2015-04-01", "the first of April twenty fifteen"),
        ("fr", "2015-04-01", "premier avril deux mille quinze"),
        ("fr", "2015-04-02", "deux avril deux mille quinze"),
        ("fr", "2000-12-31", "trente-et-un décembre deux mille"),
        ("fr", "2010-01-01", "premier janvier deux mille dix"),
        ("fr", "1999-05-21", "vingt-et-un mai mille neuf cent quatre-vingt-dix-neuf"),
        ("de", "2015-04-01", "erster April zweitausendfünfzehn"),
        ("de", "2000-12-31", "einunddreißigster Dezember zweitausend"),
        ("de", "2010-01-01", "erster Januar zweitausendzehn"),
        ("de", "1999-05-21", "einundzwanzigster Mai neunzehnhundertneunundneunzig"),
        ("es", "2015-04-01", "uno de abril de dos mil quince"),
        ("es", "2000-12-31", "treinta y uno de diciembre de dos mil"),
        ("es", "2010-01-01", "uno de enero de dos mil diez"),
        ("es", "1999-05-21", "veintiuno de mayo de mil novecientos noventa y nueve"),
        ("ru", "2015-04-01", "первое апреля две тысячи пятнадцатого года"),
        ("ru", "2000-12-31", "тридцать первое декабря двухтысячного года"),
        ("ru", "2010-01-01", "первое января две тысячи десятого года"),
        ("ru", "1999-05-21", "двадцать первое мая тысяча девятьсот девяносто девятого года"),
        ("ja", "2015-04-01", "二千十五年四月一日"),
        ("ja", "2000-12-31", "二千年十二月三十一日"),
        ("ja", "2010-01-01", "二千十年一月一日"),
        ("ja", "1999-05-21", "千九百九十九年五月二十一日"),
        ("es-MX", "2015-04-01", "primero de abril de dos mil quince"),
        ("es-MX", "2015-04-02", "dos de abril de dos mil quince"),
        ("it", "2015-04-01", "primo aprile duemilaquindici"),
        ("it", "2015-04-02", "due aprile duemilaquindici"),
        ("pt-BR", "2015-04-01", "primeiro de abril de dois mil e quinze"),
        ("da", "2015-04-01", "første april to tusind og femten"),
        ("nb", "2015-04-01", "første april to tusen og femten"),
    ])
    func longDate(language: String, value: String, spoken: String) throws {
        #expect(try DateSpeaker(language: language).date(value) == spoken)
    }

    @Test(arguments: [
        ("en", DateStyle.short, "April first, twenty fifteen"),
        ("en", .medium, "April first, twenty fifteen"),
        ("en", .full, "Wednesday, April first, twenty fifteen"),
        ("fr", .short, "premier avril deux mille quinze"),
        ("fr", .full, "mercredi premier avril deux mille quinze"),
        ("de", .short, "erster April zweitausendfünfzehn"),
        ("de", .medium, "erster April zweitausendfünfzehn"),
        ("de", .full, "Mittwoch, erster April zweitausendfünfzehn"),
        ("es", .short, "uno de abril de dos mil quince"),
        ("es", .full, "miércoles, uno de abril de dos mil quince"),
        ("ru", .short, "первое апреля две тысячи пятнадцатого года"),
        ("ru", .medium, "первое апреля две тысячи пятнадцатого года"),
        ("ru", .full, "среда, первое апреля две тысячи пятнадцатого года"),
        ("ja", .short, "二千十五年四月一日"),
        ("ja", .full, "二千十五年四月一日水曜日"),
        ("fi", .full, "keskiviikko ensimmäinen huhtikuuta kaksituhattaviisitoista"),
        ("hu", .full, "kétezer-tizenöt április elseje, szerda"),  // AkH12 291: hyphen between groups above 2000
        ("sv", .short, "första april tvåtusen femton"),
    ])
    func styles(language: String, style: DateStyle, spoken: String) throws {
        #expect(try DateSpeaker(language: language).date("2015-04-01", style: style) == spoken)
    }

    @Test func noStyleLeavesDigitsOrAbbreviations() throws {
        for language in ["en", "fr", "de", "es", "ru", "ja", "en-GB"] {
            let speaker = try DateSpeaker(language: language)
            for style in DateStyle.allCases {
                let spoken = try speaker.date("2015-04-01", style: style)
                #expect(!spoken.contains { $0.isNumber } || language == "ja", "\(language) \(style): \(spoken)")
                #expect(!spoken.contains("/") && !spoken.contains("."), "\(language) \(style): \(spoken)")
                #expect(!spoken.contains("Apr") || spoken.contains("April"), "\(language) \(style): \(spoken)")
            }
        }
    }

    @Test func leapDays() throws {
        let english = try DateSpeaker(language: "en")
        #expect(try english.date("2016-02-29") == "February twenty-ninth, twenty sixteen")
        #expect(try english.date("2000-02-29") == "February twenty-ninth, two thousand")
    }

    @Test func dateTimesAreConvertedToTheRequestedZone() throws {
        let english = try DateSpeaker(language: "en")
        #expect(try english.date("2015-04-01T23:30:00Z") == "April first, twenty fifteen")
        #expect(try english.date("2015-04-01T23:30:00Z", timeZone: "Asia/Tokyo") == "April second, twenty fifteen")
        #expect(try english.date("2015-04-01T23:30:00Z", timeZone: "+02:00") == "April second, twenty fifteen")
        // Spoken in its own offset unless a zone is asked for.
        #expect(try english.date("2015-04-01T23:30:00-05:00") == "April first, twenty fifteen")
        #expect(try english.date("2015-04-01T23:30:00-05:00", timeZone: "UTC") == "April second, twenty fifteen")
        #expect(try english.date("2015-04-02T00:30:00+0200", timeZone: "Europe/London") == "April first, twenty fifteen")
        // A date without a time is a calendar day: no zone moves it.
        #expect(try english.date("2015-04-01", timeZone: "Pacific/Kiritimati") == "April first, twenty fifteen")
        // No offset: UTC.
        #expect(try english.date("2015-04-01T23:30", timeZone: "Asia/Tokyo") == "April second, twenty fifteen")
    }

    @Test func foundationDates() throws {
        let instant = Date(timeIntervalSince1970: 1_427_931_000)  // 2015-04-01T23:30:00Z
        let french = try DateSpeaker(language: "fr")
        #expect(try french.date(instant) == "premier avril deux mille quinze")
        #expect(try french.date(instant, style: .full, timeZone: TimeZone(identifier: "Asia/Tokyo")) == "jeudi deux avril deux mille quinze")
        #expect(try french.time(instant) == "vingt-trois heures trente")
        #expect(try french.time(instant, timeZone: TimeZone(identifier: "Europe/Paris")) == "une heure trente")
    }

    @Test func writtenDateIsICUsOwn() throws {
        let instant = Date(timeIntervalSince1970: 1_427_931_000)
        #expect(try DateSpeaker(language: "en").writtenDate(instant, style: .medium) == "Apr 1, 2015")
        #expect(try DateSpeaker(language: "de").writtenDate(instant, style: .short) == "01.04.15")
    }

    @Test(arguments: ["2015-02-30", "2015-02-29", "1900-02-29", "2015-04-31", "2015-13-01", "2015-00-10", "2015-04-00"])
    func impossibleDates(value: String) throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").date(value) }
        #expect(error?.kind == .invalidDate)
        #expect(error?.message.contains(value) == true)
    }

    /// A year of four digits first, then month and day, is read whatever the separator: no
    /// other order fits it.
    @Test(arguments: ["2015-4-1", "2015/04/01", "2015.4.1"])
    func unambiguousDatesInDigits(value: String) throws {
        #expect(try DateSpeaker(language: "en").date(value) == "April first, twenty fifteen")
    }

    /// "15-04-01" is 15 April 2001 day-first, or 2015-04-01 year-first: left unread.
    @Test(arguments: ["", "yesterday", "15-04-01", "2015-04-01T25:00", "2015-04-01T12:60",
                      "2015-04-01T12:00:00+25:00", "2015-04-01T12:00Zed", "2015-04-01X"])
    func unreadableDates(value: String) throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").date(value) }
        #expect(error?.kind == .invalidDate)
    }

    @Test(arguments: ["Mars/Olympus", "+25:00", "GMT+99"])
    func unknownTimeZones(zone: String) throws {
        let error = #expect(throws: VocalizeError.self) {
            try DateSpeaker(language: "en").date("2015-04-01T12:00:00Z", timeZone: zone)
        }
        #expect(error?.kind == .unsupportedOption)
    }

    @Test func persianCalendarComesFromICU() throws {
        // fa uses the Persian calendar: 2015-04-01 is 12 Farvardin 1394.
        let spoken = try DateSpeaker(language: "fa").date("2015-04-01")
        #expect(spoken.contains("فروردین"))
        #expect(!spoken.contains { $0.isNumber })
    }
}

/// Exact spoken clock times.
@Suite struct TimeSpeakingTests {
    @Test(arguments: [
        ("en", "05:30", "five thirty AM"),
        ("en", "17:45", "five forty-five PM"),
        ("en", "05:00", "five AM"),
        ("en", "00:00", "midnight"),
        ("en", "12:00", "noon"),
        ("en", "23:59", "eleven fifty-nine PM"),
        ("en", "12:30", "twelve thirty PM"),
        ("en", "00:05", "twelve oh five AM"),
        ("en", "17:05", "five oh five PM"),
        ("en", "23:59:30", "eleven fifty-nine and thirty seconds PM"),
        ("en", "05:00:01", "five AM and one second"),
        ("en-GB", "17:45", "seventeen forty-five"),
        ("en-GB", "05:00", "oh five hundred"),
        ("fr", "05:30", "cinq heures trente"),
        ("fr", "17:45", "dix-sept heures quarante-cinq"),
        ("fr", "05:00", "cinq heures"),
        ("fr", "01:00", "une heure"),
        ("fr", "01:01", "une heure une"),
        ("fr", "21:21", "vingt-et-une heures vingt-et-une"),
        ("fr", "00:00", "minuit"),
        ("fr", "12:00", "midi"),
        ("fr", "23:59", "vingt-trois heures cinquante-neuf"),
        ("fr", "00:05", "zéro heure cinq"),
        ("fr", "23:59:30", "vingt-trois heures cinquante-neuf minutes et trente secondes"),
        ("de", "05:30", "fünf Uhr dreißig"),
        ("de", "17:45", "siebzehn Uhr fünfundvierzig"),
        ("de", "01:00", "ein Uhr"),
        ("de", "01:01", "ein Uhr eins"),
        ("de", "00:00", "null Uhr"),
        ("de", "12:00", "zwölf Uhr"),
        ("de", "23:59", "dreiundzwanzig Uhr neunundfünfzig"),
        ("es", "05:30", "las cinco treinta"),
        ("es", "17:45", "las diecisiete cuarenta y cinco"),
        ("es", "05:00", "las cinco"),
        ("es", "01:00", "la una"),
        ("es", "00:05", "las cero horas y cinco minutos"),
        ("es", "00:00", "medianoche"),
        ("es", "12:00", "mediodía"),
        ("es", "23:59", "las veintitrés cincuenta y nueve"),
        ("ru", "05:30", "пять часов тридцать минут"),
        ("ru", "17:45", "семнадцать часов сорок пять минут"),
        ("ru", "01:01", "один час одна минута"),
        ("ru", "21:21", "двадцать один час двадцать одна минута"),
        ("ru", "00:00", "ноль часов"),
        ("ru", "12:00", "двенадцать часов"),
        ("ru", "23:59", "двадцать три часа пятьдесят девять минут"),
        ("ja", "05:30", "五時三十分"),
        ("ja", "17:45", "十七時四十五分"),
        ("ja", "00:00", "零時"),
        ("ja", "00:05", "零時五分"),
        ("ja", "12:00", "十二時"),
        ("ja", "23:59:30", "二十三時五十九分三十秒"),
        ("zh", "17:45", "十七点四十五分"),
        ("zh", "00:05", "零点五分"),
        ("zh-Hant", "17:45", "下午五點四十五分"),
        ("zh-Hant", "12:00", "中午十二點"),
    ])
    func habitualClock(language: String, value: String, spoken: String) throws {
        #expect(try DateSpeaker(language: language).time(value) == spoken)
    }

    @Test(arguments: [
        ("en", ClockStyle.twentyFourHour, "17:45", "seventeen forty-five"),
        ("en", .twentyFourHour, "00:05", "oh oh oh five"),
        ("en-GB", .twelveHour, "17:45", "five forty-five pm"),
        ("fr", .twelveHour, "05:30", "cinq heures trente du matin"),
        ("fr", .twelveHour, "17:45", "cinq heures quarante-cinq de l’après-midi"),
        ("fr", .twelveHour, "12:30", "midi trente"),
        ("de", .twelveHour, "17:45", "fünf Uhr fünfundvierzig nachmittags"),
        ("de", .twelveHour, "00:00", "zwölf Uhr nachts"),
        ("es", .twelveHour, "17:45", "las cinco y cuarenta y cinco de la tarde"),
        ("ru", .twelveHour, "17:45", "пять часов сорок пять минут дня"),
        ("ja", .twelveHour, "17:45", "午後五時四十五分"),
        ("ja", .twelveHour, "12:30", "午後零時三十分"),
        ("ja", .twelveHour, "12:00", "正午"),
    ])
    func forcedClock(language: String, clock: ClockStyle, value: String, spoken: String) throws {
        #expect(try DateSpeaker(language: language).time(value, clock: clock) == spoken)
    }

    @Test func habitualClocksComeFromICU() throws {
        #expect(try DateSpeaker(language: "en-US").habitualClock == .twelveHour)
        #expect(try DateSpeaker(language: "en-GB").habitualClock == .twentyFourHour)
        #expect(try DateSpeaker(language: "fr").habitualClock == .twentyFourHour)
    }

    @Test func numericTimes() throws {
        let english = try DateSpeaker(language: "en")
        #expect(try english.time(hour: 17, minute: 45) == "five forty-five PM")
        #expect(throws: VocalizeError.self) { try english.time(hour: 24, minute: 0) }
    }

    @Test(arguments: ["25:00", "24:00", "12:60", "12:00:60", "1230", "12:3", "noon", "", "12:30:", "-1:00", "13:30 PM"])
    func badTimes(value: String) throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").time(value) }
        #expect(error?.kind == .invalidDate)
    }

    /// Issue 17: a time written the language's way ("12:30 PM" in English) is read, not refused.
    @Test func writtenTimes() throws {
        #expect(try DateSpeaker(language: "en").time("12:30 PM") == "twelve thirty PM")
        #expect(try DateSpeaker(language: "en").time("9:05 a.m.") == "nine oh five AM")
    }
}

/// Exact spoken durations.
@Suite struct DurationSpeakingTests {
    @Test(arguments: [
        ("en", "5h30m", "five hours, thirty minutes"),
        ("en", "PT5H30M", "five hours, thirty minutes"),
        ("en", "90s", "ninety seconds"),
        ("en", "1d2h3m4s", "one day, two hours, three minutes, four seconds"),
        ("en", "P1DT2H", "one day, two hours"),
        ("en", "1m", "one minute"),
        ("en", "1h0m", "one hour"),
        ("en", "0s", "zero seconds"),
        ("en", "PT0S", "zero seconds"),
        ("en", "P2W", "two weeks"),
        ("en", "1h 30m", "one hour, thirty minutes"),
        ("fr", "5h30m", "cinq heures et trente minutes"),
        ("fr", "1h", "une heure"),
        ("fr", "PT21M", "vingt-et-une minutes"),
        ("de", "1h", "eine Stunde"),
        // German joins the last part with «und» (profile dates.durationList).
        ("de", "5h30m", "fünf Stunden und dreißig Minuten"),
        ("es", "1h", "una hora"),
        ("es", "5h30m", "cinco horas y treinta minutos"),
        ("ru", "5h30m", "пять часов тридцать минут"),
        ("ru", "1m", "одна минута"),
        ("ru", "21m", "двадцать одна минута"),
        ("ru", "22m", "двадцать две минуты"),
        ("ja", "5h30m", "五時間三十分"),
        // Arabic says one hour with the noun alone.
        ("ar", "1h", "ساعة"),
    ])
    func written(language: String, value: String, spoken: String) throws {
        #expect(try DateSpeaker(language: language).duration(value) == spoken)
    }

    @Test func secondsAreSplitIntoUnits() throws {
        let english = try DateSpeaker(language: "en")
        #expect(try english.duration(seconds: 5400) == "one hour, thirty minutes")
        #expect(try english.duration(seconds: 90) == "one minute, thirty seconds")
        #expect(try english.duration(seconds: 93_784) == "one day, two hours, three minutes, four seconds")
        #expect(try english.duration(seconds: 0) == "zero seconds")
        #expect(try DateSpeaker(language: "ru").duration(seconds: 60) == "одна минута")
    }

    @Test func negativeSecondsAreAnError() throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").duration(seconds: -5) }
        #expect(error?.kind == .invalidDate)
    }

    @Test(arguments: ["", "5", "5x", "h", "-5m", "5m3h", "5h5h", "PT", "P5H", "PT1D", "1.5h30m", "five minutes", "PT5H30"])
    func badDurations(value: String) throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").duration(value) }
        #expect(error?.kind == .invalidDate)
    }
}

/// Exact spoken relative dates.
@Suite struct RelativeSpeakingTests {
    @Test(arguments: [
        ("en", "-1", "day", "yesterday"),
        ("en", "1", "day", "tomorrow"),
        ("en", "0", "day", "today"),
        ("en", "3", "day", "in three days"),
        ("en", "-2", "hours", "two hours ago"),
        ("en", "21", "minute", "in twenty-one minutes"),
        ("en", "-1", "week", "last week"),
        ("en", "-1", "monday", "last Monday"),
        ("en", "+3", "year", "in three years"),
        ("fr", "-2", "hour", "il y a deux heures"),
        ("fr", "3", "day", "dans trois jours"),
        ("fr", "21", "minute", "dans vingt-et-une minutes"),
        ("de", "-2", "hour", "vor zwei Stunden"),
        ("de", "-1", "day", "gestern"),
        ("es", "3", "day", "dentro de tres días"),
        ("es", "-2", "hour", "hace dos horas"),
        ("ru", "3", "day", "через три дня"),
        ("ru", "21", "minute", "через двадцать одну минуту"),
        ("ru", "2", "week", "через две недели"),
        ("ru", "-5", "year", "пять лет назад"),
        ("ja", "3", "day", "三日後"),
        ("ja", "-2", "hour", "二時間前"),
    ])
    func relative(language: String, value: String, unit: String, spoken: String) throws {
        #expect(try DateSpeaker(language: language).relative(value, unit: unit) == spoken)
    }

    @Test func unknownUnit() throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").relative("3", unit: "fortnight") }
        #expect(error?.kind == .unsupportedOption)
    }

    @Test(arguments: ["three", "1.5", "", "--1"])
    func badValue(value: String) throws {
        let error = #expect(throws: VocalizeError.self) { try DateSpeaker(language: "en").relative(value, unit: "day") }
        #expect(error?.kind == .invalidNumber)
    }
}

/// The parsers and the profile checks behind the speakers.
@Suite struct DateInternalsTests {
    @Test func daysSinceEpoch() {
        #expect(ISODateTime.daysSinceEpoch(year: 1970, month: 1, day: 1) == 0)
        #expect(ISODateTime.daysSinceEpoch(year: 2015, month: 4, day: 1) == 16_526)
        #expect(ISODateTime.daysSinceEpoch(year: 1969, month: 12, day: 31) == -1)
        #expect(ISODateTime.daysSinceEpoch(year: 2000, month: 3, day: 1) == 11_017)
    }

    @Test func patternTokens() {
        #expect(DatePattern.tokens(of: "d 'de' MMMM 'de' y") == [
            .field("d", count: 1), .literal(" de "), .field("M", count: 4), .literal(" de "), .field("y", count: 1),
        ])
        #expect(DatePattern.tokens(of: "h 'o''clock' a") == [
            .field("h", count: 1), .literal(" o'clock "), .field("a", count: 1),
        ])
    }

    @Test func speakersShareFormatters() throws {
        let first = try DateSpeaker(language: "fr")
        let second = try DateSpeaker(language: "fr")
        #expect(first.dates === second.dates)
        _ = try first.date("2015-04-01")
        #expect(try first.dates.plan(for: .long) === second.dates.plan(for: .long))
    }

    private func french(with edit: (inout DateProfile) -> Void) throws -> DateLanguage {
        try language("fr", with: edit)
    }

    private func language(_ tag: String, with edit: (inout DateProfile) -> Void) throws -> DateLanguage {
        let locale = try SpeechLocale(tag)
        var profile = try LocaleProfileRegistry.shared.profile(for: locale)
        var dates = profile.dates ?? DateProfile()
        edit(&dates)
        profile.dates = dates
        return try DateLanguage(language: SpeechLanguage(locale: locale, profile: profile))
    }

    @Test func unknownPlaceholderIsAProfileError() throws {
        let language = try french { $0.time?.clock24?.hour = "{heure} heures" }
        let error = #expect(throws: VocalizeError.self) { try language.clock(.twentyFourHour) }
        #expect(error?.kind == .invalidLocaleProfile)
        #expect(error?.message.contains("{heure}") == true)
    }

    @Test func unknownRuleSetIsAProfileError() throws {
        let error = #expect(throws: VocalizeError.self) {
            try french { $0.day?.ruleSet = "%spellout-nonexistent" }
        }
        #expect(error?.kind == .invalidLocaleProfile)
    }

    @Test func badDayOverrideIsAProfileError() throws {
        let error = #expect(throws: VocalizeError.self) {
            try french { $0.day?.overrides = ["32": "trente-deux"] }
        }
        #expect(error?.kind == .invalidLocaleProfile)
    }

    @Test func dayOverridesMayBeWords() throws {
        let language = try french { $0.day?.overrides = ["2": "deuxième jour d’"] }
        let spoken = try language.plan(for: .long).speak(instant: ISODateTime(parsing: "2015-04-02").instant, timeZone: "UTC")
        #expect(spoken == "deuxième jour d’ avril deux mille quinze")
    }

    @Test func literalsAreData() throws {
        // German writes "Mittwoch, 1. April 2015"; the comma and the dot become words here.
        let language = try language("de") { $0.literals = [",": " und am", ".": " im"] }
        let spoken = try language.plan(for: .full).speak(instant: ISODateTime(parsing: "2015-04-01").instant, timeZone: "UTC")
        #expect(spoken == "Mittwoch und am erster im April zweitausendfünfzehn")
    }
}
