/// A percentage written with a word for per cent before its number instead of the sign (Thai
/// "ร้อยละ 50", as official Thai writes percentages), from the profile's
/// `written.percentWordsBefore`; said with the word as written. No word is listed in code.
extension WrittenFormReader {
    /// The percentage a text writes with one of the profile's words before its number; nil for
    /// any other text.
    func readPercentWord(_ form: WrittenText) -> WrittenValue? {
        guard let words = numbers.language.profile.written?.percentWordsBefore, !words.isEmpty else { return nil }
        let text = form.normalized
        for word in words.sorted(by: { $0.count > $1.count }) where text.hasPrefix(word) {
            let rest = String(text.dropFirst(word.count)).trimmingSpaces
            // The number right after the word, with one space or none ("ร้อยละ 50", "ร้อยละ50").
            guard text.count - word.count - rest.count <= 1, rest.first?.isASCIIDigit == true || rest.first == "-",
                case .number(let number)? = read(WrittenText(rest), kinds: [.number])
            else { continue }
            return .wordedPercent(number, word: word)
        }
        return nil
    }
}
