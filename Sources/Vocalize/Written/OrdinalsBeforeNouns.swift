/// Ordinals that change before their noun (`written.ordinalGendersBeforeNoun`: Spanish
/// "21.º piso" → "vigésimo primer piso").
extension TextSpeaker {
    /// The ordinal in the gender variant its mark's gender takes right before a noun of that
    /// gender (one word may stand between, as `countedNounGender(after:)` reads it); nil for
    /// any other value, a noun of another gender, or a word that is no known noun ("1.º de
    /// mayo" keeps "primero").
    func ordinalBeforeNoun(_ value: WrittenValue, end: Int, scan: TextScan) -> WrittenValue? {
        guard case .ordinal(let number, let gender?) = value, let variant = reader.markers.ordinalGendersBeforeNoun[gender],
            scan.countedNounGender(after: end) == gender
        else { return nil }
        return .ordinal(number, gender: variant)
    }
}

extension TextSpeaker {
    /// The counted noun's gender where it changes the number: nil for a number of a plural
    /// category the profile's `nounGenderCategories` leaves out ("101 Bewertungen").
    func nounGenderChanging(_ number: DecimalNumber, _ gender: String?) -> String? {
        guard let gender, let categories = reader.markers.nounGenderCategories else { return gender }
        guard let category = try? reader.numbers.language.pluralCategory(of: number) else { return gender }
        return categories.contains(category) ? gender : nil
    }
}

extension TextSpeaker {
    /// A whole number of two or more digits right before one of the profile's
    /// `digitsBeforeMarks` ("85折"), said digit by digit ("八五"); nil otherwise.
    func digitsBeforeMark(_ value: WrittenValue, written: String, end: Int, scan: TextScan) -> String? {
        let marks = reader.markers.digitsBeforeMarks
        guard !marks.isEmpty, case .number(let number) = value, number.isInteger, !number.isNegative,
            written.count >= 2, written.allSatisfy(\.isASCIIDigit),
            marks.contains(where: { end + $0.count <= scan.count && scan.string(end, end + $0.count) == $0 })
        else { return nil }
        return try? reader.speak(.digits(written))
    }
}

extension WrittenMarkers {
    /// The letters a date pattern writes joined before the month's name (Hebrew "d בMMMM" →
    /// "ב"): literal letters right before "MMMM", after a space or a quote; nil when the month
    /// stands apart.
    static func letterJoinedBeforeMonth(in pattern: String) -> String? {
        guard let month = pattern.range(of: "MMMM") else { return nil }
        var letters = ""
        var index = month.lowerBound
        while index > pattern.startIndex {
            let previous = pattern.index(before: index)
            let character = pattern[previous]
            guard character.isLetter, !character.isASCII else { break }
            letters.insert(character, at: letters.startIndex)
            index = previous
        }
        guard !letters.isEmpty, letters.count <= 2, index == pattern.startIndex || pattern[pattern.index(before: index)] == " " || pattern[pattern.index(before: index)] == "'" else { return nil }
        return letters
    }
}
