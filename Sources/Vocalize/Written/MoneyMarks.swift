/// Amounts of money written with marks ICU's currency patterns lack, from the profile's data:
/// a mark for a whole amount in place of the minor digits ("kr 99,-", "€ 25,-";
/// `written.wholeAmountMarks`), and one word for a power of ten and a currency at once ("2,5
/// mkr", miljoner kronor; `written.scaledCurrencyWords`). No mark or word is listed in code.
extension WrittenFormReader {
    /// An amount written with one of the profile's money marks; nil for any other text.
    func readMoneyMarks(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        if let value = readAmountWithCode(text) { return value }
        guard let written = numbers.language.profile.written else { return nil }
        if let marks = written.wholeAmountMarks, let value = readWholeAmount(text, marks: marks) { return value }
        if let words = written.scaledCurrencyWords, let value = readScaledCurrencyWord(text, words: words) { return value }
        return nil
    }

    /// "$12,345.67 MXN", "$5 USD": an amount with its sign, then the ISO code of the same
    /// currency, which says which of the currencies writing that sign is meant; read once, as
    /// the code's currency. A code that names another currency than the sign is no reading.
    private func readAmountWithCode(_ text: String) -> WrittenValue? {
        guard let space = text.lastIndex(of: " "), let code = markers.currencyCode(text[text.index(after: space)...]) else { return nil }
        let amount = WrittenText(String(text[..<space]))
        guard amount.hasDigits, amount.hasNonDigits, case .money(let value, let written)? = read(amount, kinds: [.money]), written == code else { return nil }
        return .money(value, currency: code)
    }

    /// "kr 99,-", "€ 25,-", "25,- €": the mark right after the digits taken away, what is left
    /// must be a whole amount of money.
    private func readWholeAmount(_ text: String, marks: [String]) -> WrittenValue? {
        for mark in marks.sorted(by: { $0.count > $1.count }) {
            guard let found = text.range(of: mark), found.lowerBound > text.startIndex,
                text[text.index(before: found.lowerBound)].isASCIIDigit
            else { continue }
            // Only digits may not follow: "25,-50" is no whole amount.
            if let next = text[found.upperBound...].first, next.isNumber { continue }
            let rest = String(text[..<found.lowerBound] + text[found.upperBound...])
            guard case .money(let amount, let code)? = read(WrittenText(rest), kinds: [.money]), amount.fractionDigits.isEmpty else { continue }
            return .money(amount, currency: code)
        }
        return nil
    }

    /// "2,5 mkr", "300 tkr": a number, then a word that says a power of ten and a currency.
    private func readScaledCurrencyWord(_ text: String, words: [String: ScaledCurrencyWord]) -> WrittenValue? {
        let lowered = text.lowercased()
        for (word, meaning) in words.sorted(by: { $0.key.count > $1.key.count }) where lowered.hasSuffix(word.lowercased()) {
            let digits = String(text.dropLast(word.count))
            // "2,5 mkr", "2,5mkr"; the word must not end a longer word ("5 xmkr").
            let core = digits.trimmingSpaces
            guard core.count >= digits.count - 1, core.last?.isASCIIDigit == true,
                case .number(let mantissa)? = read(WrittenText(core), kinds: [.number])
            else { continue }
            return .scaled(mantissa, exponent: meaning.exponent, currency: meaning.currency)
        }
        return nil
    }
}

extension WrittenFormReader {
    /// A number or amount with a scale word the profile says as written
    /// (`written.saidScaleWords`): "$2.5 मिलियन" → "दो दशमलव पाँच मिलियन डॉलर"; nil where the
    /// profile says none for the power, where the language has a word of its own for it (Hindi
    /// "$45 अरब" keeps अरब), or for a unit, whose name may come first.
    func speakSaidScaleWord(_ mantissa: DecimalNumber, exponent: Int, currency: String?, unit: String?) throws(VocalizeError) -> String? {
        guard unit == nil, let said = numbers.language.profile.written?.saidScaleWords, !said.isEmpty,
            let word = said.filter({ markers.scaleWords[$0.lowercased()] == exponent }).min(),
            !scaleWords.words.contains(where: { $0.value == exponent && !said.contains($0.key) })
        else { return nil }
        let spoken = numbers.language.join(try numbers.speak(mantissa), word)
        guard let currency else { return spoken }
        guard let noun = try currencyAfterScale(currency, exponent: exponent) else { return nil }
        return SpokenText.clean(spoken + numbers.language.wordSeparator + noun)
    }
}

extension WrittenMarkers {
    /// The profile's scale words in ASCII letters, lower case, as scalars: written against an
    /// amount after a currency symbol ("Rp50rb") they keep the run money, not a code.
    var asciiScaleWords: [[UInt32]] {
        scaleWords.keys.filter { $0.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }.sorted().map { $0.unicodeScalars.map(\.value) }
    }
}
