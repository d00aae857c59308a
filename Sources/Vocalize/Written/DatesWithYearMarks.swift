/// Dates whose year carries the language's year mark (`written.yearMarks`) where the locale's
/// own patterns write none: Polish "24 lipca 2013 r." (CLDR 42 pl "d MMMM y").
extension WrittenFormReader {
    /// The date written before one of the language's year marks (not an era's), when it has a
    /// year: read as the date, whose spoken form says the year as the language's dates say it
    /// ("dwudziestego czwartego lipca dwa tysiące trzynastego roku"), so the mark's word is not
    /// said twice; nil otherwise.
    func readDateWithYearMark(_ form: WrittenText) -> WrittenValue? {
        guard !markers.yearMarks.isEmpty else { return nil }
        let text = form.normalized
        for mark in markers.yearMarks where mark.era != true && text.hasSuffix(mark.text) {
            // A mark read only against the digits (`YearMark.joined`) is another symbol after a space.
            if mark.joined == true, text.dropLast(mark.text.count).last?.isASCIIDigit != true { continue }
            let rest = String(text.dropLast(mark.text.count)).trimmingWhitespace()
            guard rest.count < text.count, rest.last?.isASCIIDigit == true,
                case .date(let date)? = read(WrittenText(rest), kinds: [.date]),
                [.dayMonthYear, .dayMonthEraYear, .weekdayDayMonthYear, .monthYear].contains(date.parts)
            else { continue }
            return .date(date)
        }
        return nil
    }
}
