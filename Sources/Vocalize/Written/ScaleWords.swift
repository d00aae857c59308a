/// Words for powers of ten written after a number ("2,5 millones", "2 Mio. €", "250万円",
/// "₩30억", "₹2.5 लाख", "$45 billion"): what a number or amount with one is, and how it is said.
///
/// The words are CLDR's compact decimal forms as ICU formats them for the language — long
/// forms ("million", "Millionen", "миллиона", "万", "लाख") for numbers and amounts alike, short
/// forms ("M", "Mio.", "млн", "md") only beside a currency, where they cannot be a unit
/// ("5 M" alone may be metres) — together with the profile's own `written.scaleWords`
/// ("mln", "jt", "tr"). No word is listed in code.
struct ScaleWords: Sendable {
    /// Lower-case word → the power of ten it stands for, beside a number or an amount.
    let words: [String: Int]
    /// Lower-case word → power of ten, only beside a currency.
    let moneyWords: [String: Int]
    /// The lengths, in characters, of the words, longest first.
    let lengths: [Int]
    /// Every word, for the text scan to take in after a number.
    let allWords: Set<String>

    private static let cache = ProfileDerivedCache<ScaleWords>()

    /// The scale words of `dates`' language (derived from ICU once per language).
    static func resolve(_ dates: DateLanguage, profileWords: [String: Int]) -> ScaleWords {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            ScaleWords(localeID: dates.localeID, profileWords: profileWords)
        }) ?? ScaleWords(words: profileWords, moneyWords: [:])
    }

    private init(words: [String: Int], moneyWords: [String: Int]) {
        self.words = words
        self.moneyWords = moneyWords
        allWords = Set(words.keys).union(moneyWords.keys)
        lengths = Set(allWords.map(\.count)).sorted(by: >)
    }

    /// ICU's words (from the table generated for this ICU version, else derived) with the
    /// profile's own over them; a short form that is also a long one is a long one.
    private init(localeID: String, profileWords: [String: Int]) {
        let derived = ScaleWordTable.words(localeID: localeID, icuVersion: ICU.version) ?? Self.derived(localeID: localeID)
        let long = derived.long.merging(profileWords) { _, profile in profile }
        self.init(words: long, moneyWords: derived.short.filter { long[$0.key] == nil })
    }

    /// Every form CLDR has for 10^3 … 10^15, as ICU formats them for `localeID`: each power's
    /// word is found by formatting it once, and a power that has a word of its own is formatted
    /// again a few times of each plural form (2, 3, 5, 11, 21 times the power) for the word's
    /// other forms. A word keeps the first power found for it; a short form that is also a
    /// long one is left out of the short ones. (About a hundred ICU formats: `ScaleWordTable`
    /// holds their result for the built-in languages.)
    static func derived(localeID: String) -> (long: [String: Int], short: [String: Int]) {
        var long: [String: Int] = [:]
        var short: [String: Int] = [:]
        for (style, isLong) in [("compact-long", true), ("compact-short", false)] {
            guard let formatter = try? ICUCatalog.unitFormatter(localeID: localeID, skeleton: style + " precision-unlimited") else { continue }
            for exponent in 3...15 {
                // "10 billion" is the word of 10^9 again: a power shown with a lower one's word
                // has none of its own ("mille", shown without a number, may still have forms).
                guard let first = try? formatter.text(decimal: "1" + String(repeating: "0", count: exponent)) else { continue }
                if let shown = Self.word(in: first, mantissa: "1", exponent: exponent), shown.exponent != exponent { continue }
                for mantissa in ["1", "2", "3", "5", "11", "21"] {
                    let decimal = mantissa + String(repeating: "0", count: exponent)
                    guard let found = mantissa == "1" ? first : try? formatter.text(decimal: decimal),
                        let word = Self.word(in: found, mantissa: mantissa, exponent: exponent)
                    else { continue }
                    if isLong {
                        if long[word.text] == nil { long[word.text] = word.exponent }
                    } else if long[word.text] == nil, short[word.text] == nil {
                        short[word.text] = word.exponent
                    }
                }
            }
        }
        return (long, short)
    }

    /// The word after the number in ICU's compact form, lower case, and the power of ten it
    /// stands for; nil when the form has no number, writes the word first or has none ("mille",
    /// "250.000").
    ///
    /// The number is the run of digits the form starts with, found here rather than asked of
    /// ICU (whose first field iteration builds its static Unicode sets, 6 M instructions at a
    /// text's first scale word): a form whose number holds a separator ("1 000 milliards",
    /// "1,1 B") leaves digits after the run, and such a form gives no word either way.
    private static func word(in formatted: String, mantissa: String, exponent: Int) -> (text: String, exponent: Int)? {
        let scalars = formatted.unicodeScalars
        let end = scalars.firstIndex { $0.properties.numericType != .decimal } ?? scalars.endIndex
        guard end > scalars.startIndex, end < scalars.endIndex else { return nil }
        let word = String(scalars[end...]).trimmingWhitespace().lowercased()
        // Han numerals ("万", "億") are words here; digits of any script are not.
        guard !word.isEmpty, !word.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) else { return nil }
        // The digits shown are the mantissa followed by zeros ("1000 millones" for 10^9); a
        // form with a fraction ("1.1B" for 11 × 10^8) says nothing the whole ones do not.
        var digits = ""
        for scalar in scalars[..<end] {
            guard let value = scalar.properties.numericValue else { return nil }
            digits.append(Character(String(Int(value))))
        }
        guard digits.hasPrefix(mantissa), digits.dropFirst(mantissa.count).allSatisfy({ $0 == "0" }) else { return nil }
        let power = exponent - (digits.count - mantissa.count)
        return power > 0 ? (word, power) : nil
    }

    /// The scale word written right after the digits of `characters` (directly or after one
    /// space): where it is, its power of ten and whether it is said only beside a currency.
    func find(in characters: [Character]) -> (range: Range<Int>, exponent: Int, moneyOnly: Bool)? {
        guard !lengths.isEmpty else { return nil }
        for start in characters.indices where start > 0 {
            let before = characters[start - 1]
            guard before.isNumber || (before == " " && start > 1 && characters[start - 2].isNumber) else { continue }
            for length in lengths where start + length <= characters.count {
                let candidate = String(characters[start..<start + length]).lowercased()
                let moneyOnly: Bool
                let exponent: Int
                if let found = words[candidate] {
                    (exponent, moneyOnly) = (found, false)
                } else if let found = moneyWords[candidate] {
                    (exponent, moneyOnly) = (found, true)
                } else {
                    continue
                }
                // A word, not the start of a longer one ("5 mile" holds no "mil"); "250万円"
                // writes the currency right after the word. What is left must read as an amount.
                if start + length < characters.count, characters[start + length].isASCII, characters[start + length].isLetter,
                    candidate.last?.isASCII == true
                {
                    continue
                }
                return (start..<start + length, exponent, moneyOnly)
            }
        }
        return nil
    }
}
