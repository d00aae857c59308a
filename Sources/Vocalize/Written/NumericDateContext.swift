import Foundation

/// The words before a date in digits that say which parts its digits are (`written.numericDates`,
/// `after`): the word right before ("ngày 14/4"), or a weekday closed by its comma ("Thứ 7, 15/3").
extension TextSpeaker {
    /// The word or phrase before `start` that one of the profile's numeric date shapes names
    /// (lower case), or nil.
    func numericDateWord(before start: Int, scan: TextScan) -> String? {
        let words = reader.markers.numericDateWords
        guard !words.isEmpty else { return nil }
        if let word = scan.word(before: start), words.contains(word) { return word }
        // "Thứ 7, 15/3": a weekday and its comma right before the date.
        var comma = start - 1
        if comma >= 0, scan.isWhitespace(comma) { comma -= 1 }
        guard comma > 0, scan.isCharacter(comma, ",") else { return nil }
        let phrase = scan.string(max(0, comma - Self.maximumDatePhrase), comma).lowercased()
        let clause = phrase.lastIndex(where: { ",.;:!?\n".contains($0) }).map { String(phrase[phrase.index(after: $0)...]) } ?? phrase
        let bare = clause.trimmingCharacters(in: .whitespaces)
        return words.first { bare == $0 || bare.hasSuffix(" " + $0) }
    }

    /// No phrase naming a date's parts is longer ("chủ nhật").
    static let maximumDatePhrase = 16
}
