/// Case and derivational suffixes a language writes joined to data with a mark (Hungarian
/// "2025-ig", "január 5-én", "15%-os"; Turkish "2025'te", "%80'i"): the data is read, and the
/// suffix as written is said joined to its last spoken word ("kétezer-huszonötig",
/// "iki bin yirmi beşte"). The writer chose the suffix's form (vowel harmony, assimilation)
/// to agree with the spoken word, so the word takes it as written; the profile says only how
/// the word's end changes before it (`WrittenProfile.joinedSuffixes`).
public struct JoinedSuffixes: Sendable, Hashable, Codable {
    /// The marks that join a suffix to data ("-", "'", "’").
    public var joiners: [String]
    /// The longest suffix, in letters (Hungarian "-szoros" is 6).
    public var maximumLength: Int?
    /// A word's last vowel to its long form before a suffix that lengthens it (Hungarian "a":
    /// "á", "óra" → "órától"); the suffix may also start with the long form itself, which then
    /// replaces it ("ötödike" + "én" → "ötödikén", "elseje" + "jén" → "elsején").
    public var lengthening: [String: String]?
    /// Suffixes before which the last vowel stays short although `lengthening` has it
    /// (Hungarian "-kor": "órakor", "-ként").
    public var keepShortBefore: [String]?
    /// Words whose stem changes before suffixes starting with given letters: Hungarian
    /// "három" → "hárm" before a vowel ("3-as" → "hármas"), Turkish "dört" → "dörd" ("4'ü").
    public var stemChanges: [StemChange]?
    /// Whether only case endings the profile names (`WrittenProfile.nounCaseEndings`) are
    /// said, through the case's rule set; any other suffix is left as written after the words
    /// (Finnish numerals change their stem before an ending: "5:stä" is "viidestä", not
    /// "viisistä").
    public var onlyCaseEndings: Bool?

    /// Stems of words before suffixes that start with one of `suffixStarts`.
    public struct StemChange: Sendable, Hashable, Codable {
        /// The letters a suffix starts with for the change to apply ("a", "e", "sz").
        public var suffixStarts: [String]
        /// A spoken word to its stem before such a suffix.
        public var words: [String: String]
    }

    /// The text without a suffix joined at its end, and the suffix; nil when none is written.
    func split(_ text: String) -> (data: Substring, suffix: String)? {
        let limit = maximumLength ?? 6
        var suffixStart = text.endIndex
        var letters = 0
        while suffixStart > text.startIndex {
            let previous = text.index(before: suffixStart)
            guard text[previous].isLetter, text[previous].isLowercase else { break }
            suffixStart = previous
            letters += 1
            if letters > limit { return nil }
        }
        guard letters > 0, let joiner = joiners.first(where: { text[..<suffixStart].hasSuffix($0) }) else { return nil }
        let data = text[..<suffixStart].dropLast(joiner.count)
        guard let last = data.last, !last.isWhitespace else { return nil }
        return (data, String(text[suffixStart...]))
    }

    /// Whether `word` is a joiner and a suffix alone ("-ig", "'te"), the data before it.
    func isJoinerAndSuffix(_ word: String) -> Bool {
        guard let joiner = joiners.first(where: word.hasPrefix) else { return false }
        let suffix = word.dropFirst(joiner.count)
        return !suffix.isEmpty && suffix.count <= maximumLength ?? 6 && suffix.allSatisfy { $0.isLetter && $0.isLowercase }
    }

    /// The spoken data with the suffix joined to its last word; nil when the suffix is
    /// consonants alone and the word ends in one ("GBP-t" said "font"): the linking vowel the
    /// word would need ("fontot") is not written, so the suffix is left as written.
    func join(_ suffix: String, to spoken: String) -> String? {
        if let last = spoken.last, !Self.isVowel(last), last.isLetter, !suffix.contains(where: Self.isVowel) { return nil }
        return joined(suffix, to: spoken)
    }

    /// A Latin vowel letter, with or without diacritics ("a", "ő", "ı").
    private static func isVowel(_ character: Character) -> Bool {
        guard let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.first else { return false }
        return "aeiouyAEIOUYıİ".unicodeScalars.contains(base)
    }

    private func joined(_ suffix: String, to spoken: String) -> String {
        var word = spoken
        for change in stemChanges ?? [] where change.suffixStarts.contains(where: suffix.hasPrefix) {
            let lastWordStart = word.lastIndex(where: { $0 == " " || $0 == "-" }).map(word.index(after:)) ?? word.startIndex
            if let stem = change.words[String(word[lastWordStart...])] {
                word = word[..<lastWordStart] + stem
                return word + suffix
            }
        }
        let lengthening = lengthening ?? [:]
        func lengthened(_ ending: Substring) -> String {
            guard let last = ending.last, let long = lengthening[String(last)] else { return String(ending) }
            return ending.dropLast() + long
        }
        // The suffix writes the word's last syllable again, lengthened or not ("elseje" +
        // "jén", "elseje" + "jei", "ötödike" + "én").
        for overlap in [2, 1] where word.count > overlap {
            let ending = word.suffix(overlap)
            let long = lengthened(ending)
            if long != String(ending), suffix.hasPrefix(long) { return word.dropLast(overlap) + suffix }
            if overlap == 2, suffix.hasPrefix(ending) { return word.dropLast(overlap) + suffix }
        }
        if let last = word.last, let long = lengthening[String(last)], !(keepShortBefore ?? []).contains(suffix) {
            return word.dropLast() + long + suffix
        }
        return word + suffix
    }
}
