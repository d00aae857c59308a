/// A whole number written in groups, each followed by the language's word for its power of ten
/// ("1億2000万", "3조 5000억", "1億2000万5000"), as Japanese, Chinese and Korean write large numbers
/// (文化庁「公用文作成の考え方」: 「1億2000万」): the groups summed into one number. The words
/// are the language's scale words (`ScaleWords`: CLDR's compact forms and the profile's own);
/// none is listed in code.
extension WrittenFormReader {
    /// The number a text of scale groups writes; nil for any other text.
    func readScaleGroups(_ form: WrittenText) -> WrittenValue? {
        guard form.hasDigits, form.hasNonDigits, form.digitCount <= 40 else { return nil }
        let characters = Array(form.normalized)
        let words = scaleWords
        var groups: [(digits: String, exponent: Int)] = []
        var index = 0
        var wordCount = 0
        while index < characters.count {
            var digits = ""
            // Digits, grouped by commas in their own group ("2,000万").
            while index < characters.count {
                if characters[index].isASCIIDigit {
                    digits.append(characters[index])
                } else if characters[index] == ",", !digits.isEmpty, index + 1 < characters.count, characters[index + 1].isASCIIDigit {
                    // a grouping comma: skipped
                } else {
                    break
                }
                index += 1
            }
            guard !digits.isEmpty else { return nil }
            if index < characters.count, characters[index] == " " { index += 1 }
            let before = groups.last?.exponent ?? Int.max
            guard index < characters.count else {
                // Digits after the last word: its units ("1億2000万5000").
                guard before != Int.max, digits.count <= before else { return nil }
                groups.append((digits, 0))
                break
            }
            var found: (length: Int, exponent: Int)?
            for length in words.lengths where index + length <= characters.count {
                if let exponent = words.words[String(characters[index..<index + length]).lowercased()] {
                    found = (length, exponent)
                    break
                }
            }
            // Each word names a smaller power than the one before, and its digits fit below it.
            guard let found, found.exponent < before, before == Int.max || digits.count <= before - found.exponent else { return nil }
            groups.append((digits, found.exponent))
            wordCount += 1
            index += found.length
            if index < characters.count, characters[index] == " " { index += 1 }
        }
        // Two words at least: one word and digits after it ("1million5") is no such number
        // except where the profile says so (`written.scaleWordsInsideNumbers`, read elsewhere).
        guard wordCount >= 2, let first = groups.first else { return nil }
        // The groups do not overlap: each one's digits are written into its place.
        var places = [Character](repeating: "0", count: first.exponent + first.digits.count)
        for group in groups {
            let end = places.count - group.exponent
            for (offset, digit) in group.digits.enumerated() { places[end - group.digits.count + offset] = digit }
        }
        let integer = String(places.drop { $0 == "0" })
        guard !integer.isEmpty, let value = DecimalNumber(canonical: integer) else { return nil }
        return .number(value)
    }
}
