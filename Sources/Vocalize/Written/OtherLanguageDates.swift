extension WrittenFormReader {
    /// A date written with another language's month names where the profile says its texts
    /// write them (`written.monthNamesFrom`: Japanese, Korean, Chinese and Hindi screens show
    /// English dates, "Jul 25 2012", "july 25 2012"): read as that language writes dates, said
    /// as this one says them ("二千十二年七月二十五日"). Nil for any other text, and where the
    /// other language names further languages itself (one step only).
    func readDateInOtherLanguage(_ form: WrittenText) -> WrittenValue? {
        guard let tags = numbers.language.profile.written?.monthNamesFrom, !tags.isEmpty, form.hasDigits,
            form.text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic })
        else { return nil }
        for tag in tags {
            guard let other = try? WrittenFormReader(language: tag), other.numbers.language.profile.written?.monthNamesFrom == nil,
                case .date(let date)? = other.read(form, kinds: [.date])
            else { continue }
            return .date(date)
        }
        return nil
    }
}

extension WrittenFormReader {
    /// Spellings of a date a screen writes beside its locale's patterns: a weekday with or
    /// without the comma and the abbreviation's point the patterns write ("Τετάρτη, 1 Απριλίου
    /// 2015" where CLDR writes "Τετάρτη 1 Απριλίου 2015", "Mon 3 March" for "Mon, 3 March",
    /// "lun., 3 de marzo" for "lun, 3 de marzo"), and a typewriter apostrophe for the
    /// typographic one of a month's name ("d'abril" for CLDR's "d’abril"). ICU's parser then
    /// reads the date; its weekday must still be the date's.
    func writtenDateVariants(of candidates: [String]) -> [String] {
        var variants: [String] = []
        for candidate in candidates {
            var forms = [candidate]
            if candidate.contains("'") { forms.append(candidate.replacingOccurrences(of: "'", with: "\u{2019}")) }
            for form in forms {
                guard let wordEnd = form.firstIndex(where: { !$0.isLetter }), wordEnd > form.startIndex else { continue }
                let word = form[..<wordEnd]
                guard markers.weekdayNames.contains(where: { $0.name == word.lowercased() }) else { continue }
                var rest = form[wordEnd...]
                if rest.hasPrefix(".") { rest = rest.dropFirst() }
                if rest.hasPrefix(",") || rest.hasPrefix("\u{060C}") { rest = rest.dropFirst() }
                guard rest.hasPrefix(" ") else { continue }
                variants += [String(word + rest), String(word) + "," + String(rest)]
            }
            variants += forms.dropFirst()
        }
        var unique: [String] = []
        for variant in variants where !candidates.contains(variant) && !unique.contains(variant) { unique.append(variant) }
        return unique
    }
}
