/// Words written joined to the data after them (`written.dataPrefixes`): Hebrew "ב-17:45",
/// "ו-15 דקות", Arabic "و15 دقيقة".
extension TextScan {
    /// Whether the characters right before `start`, back to a space or the text's start, are
    /// one of the language's words written joined to data ("ו-", "و"); a longer run ("A4",
    /// "COVID-19") is a word the digits belong to.
    func followsDataPrefix(_ start: Int) -> Bool {
        guard !markers.dataPrefixes.isEmpty, start > 0, start < count, isDigit(start) else { return false }
        var begin = start
        while begin > 0, !isWhitespace(begin - 1), start - begin < Self.maximumDataPrefixLength { begin -= 1 }
        guard begin == 0 || isWhitespace(begin - 1) else { return false }
        return markers.dataPrefixes.contains(string(begin, start))
    }

    /// No word written joined before data is longer (Hebrew "וב-", "שב-").
    static let maximumDataPrefixLength = 4
}
