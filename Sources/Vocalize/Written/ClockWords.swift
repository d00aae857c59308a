extension WrittenFormReader {
    /// A clock time after the word the language's clock patterns start with, or its
    /// abbreviation (`written.abbreviations`): "kl. 00.05", "klo 0.05", "kl. 21:05" are the time,
    /// whose spoken form says the word ("klokken nul nul fem"). The word makes a dotted number
    /// a time as `written.clockWordsBefore` does in running text. Nil for any other text.
    func readTimeAfterClockWord(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard let space = text.firstIndex(of: " "), isClockWord(text[..<space].lowercased()) else { return nil }
        let rest = String(text[text.index(after: space)...])
        guard rest.first?.isNumber == true, let time = markers.clockTime(rest, clockContext: true), case .time = time else { return nil }
        return time
    }
}
