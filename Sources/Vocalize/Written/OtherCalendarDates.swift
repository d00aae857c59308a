extension WrittenFormReader {
    /// A date written in a calendar other than the locale's own, where the profile says its
    /// texts write one (`written.dateCalendars`: Persian screens show Gregorian dates,
    /// "۱۵ ژانویهٔ ۲۰۲۰", beside Solar Hijri ones): read with that calendar's month names in
    /// the same language's patterns, and said in that calendar ("پانزده ژانویهٔ دو هزار و
    /// بیست"), never turned into a date of the locale's own. Only a date that names its month
    /// in words: a date in digits is the locale's own calendar's. Nil for any other text.
    func readDateInOtherCalendar(_ form: WrittenText) -> WrittenValue? {
        let lowered = form.text.lowercased()
        for calendar in markers.dateCalendars {
            guard let other = try? WrittenFormReader(locale: locale, calendar: calendar),
                // A cheap look first: the text holds one of that calendar's month names.
                other.markers.monthNames.contains(where: { lowered.contains($0.name) }),
                case .date(var date)? = other.readDate(form), date.parts != .year, date.parts != .day, date.parts != .weekdayDay
            else { continue }
            date.calendar = calendar
            return .date(date)
        }
        return nil
    }

    /// A reader of the same language in another calendar (CLDR name: "gregorian").
    init(locale: SpeechLocale, calendar: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(Self.localeID(locale.icuIdentifier, calendar: calendar)))
    }

    /// The same language's dates in another calendar, for a date written in it.
    func dateLanguage(calendar: String) throws(VocalizeError) -> DateLanguage {
        try DateLanguage.resolve(SpeechLocale(Self.localeID(locale.icuIdentifier, calendar: calendar)))
    }

    /// An ICU locale ID with its calendar set ("fa" → "fa@calendar=gregorian").
    static func localeID(_ localeID: String, calendar: String) -> String {
        localeID + (localeID.contains("@") ? ";" : "@") + "calendar=" + calendar
    }
}
