/// The words a language writes before or after a clock time for a part of the day ("저녁 8시",
/// "3:30 da tarde", "晚上8点", "8 in the evening"), each with the hours it covers: a time written
/// with one is a 12-hour time in that part of the day ("저녁 8시" is 20:00, "밤 1시" 01:00).
///
/// The words are CLDR's flexible day periods as ICU formats them for the language (wide and
/// abbreviated), found by formatting every hour of the day once: no word is listed in code.
/// Derived only when a time is written with a word ICU's AM/PM symbols and the profile's
/// day periods do not name.
struct DayPeriodWords: Sendable {
    /// Lower-case word or phrase → the hours of the day it covers (bit `h` for hour `h`),
    /// longest first.
    let words: [(word: String, hours: UInt32)]
    /// The first word of each phrase of several words ("da" of "da tarde"), lower case.
    let firstWords: Set<String>
    /// Every word and phrase and every first word: one lookup per word the text scan asks about.
    private let lookup: Set<String>

    private static let cache = ProfileDerivedCache<DayPeriodWords>()

    /// The day-period words of `dates`' language (derived from ICU once per language).
    static func resolve(_ dates: DateLanguage) -> DayPeriodWords {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            DayPeriodWords(localeID: dates.localeID)
        }) ?? DayPeriodWords(words: [:])
    }

    private init(words: [String: UInt32]) {
        self.words = words.map { (word: $0.key, hours: $0.value) }
            .sorted { $0.word.count != $1.word.count ? $0.word.count > $1.word.count : $0.word < $1.word }
        firstWords = Set(words.keys.compactMap { word in word.firstIndex(of: " ").map { String(word[..<$0]) } })
        lookup = firstWords.union(words.keys)
    }

    /// ICU's words, from the table generated for this ICU version (`DayPeriodWordTable`), else
    /// derived.
    private init(localeID: String) {
        self.init(words: DayPeriodWordTable.words(localeID: localeID, icuVersion: ICU.version) ?? Self.derived(localeID: localeID))
    }

    /// Each hour formatted at half past: on the hour ICU may say "noon" or "midnight", which
    /// name an instant, not a part of the day. (Two date formatters and 48 formats, millions of
    /// instructions: `DayPeriodWordTable` holds the result for the built-in languages.)
    static func derived(localeID: String) -> [String: UInt32] {
        var found: [String: UInt32] = [:]
        for pattern in ["BBBB", "B"] {
            guard let formatter = try? DateCatalog.formatter(localeID: localeID, source: .pattern(pattern), timeZone: "UTC") else { continue }
            for hour in 0..<24 {
                guard let word = try? formatter.format(Double(hour * 3600 + 1800) * 1000) else { continue }
                let key = SpokenText.clean(word).lowercased()
                // A word with a digit is a formatting fallback, no name.
                guard !key.isEmpty, !key.contains(where: \.isNumber) else { continue }
                found[key, default: 0] |= 1 << UInt32(hour)
            }
        }
        return found
    }

    /// The day period `text` starts or ends with, the rest of the text and the hours the period
    /// covers; nil when it has none. A word must stand apart from the time, or touch its digits.
    /// `takesBareHour` says whether the period makes a bare number a time: a word before it
    /// ("저녁 8", "akşam 8") or a phrase after it ("8 in the evening"), not one word after it
    /// ("3 gece" is three nights).
    /// `written` is the period as the text writes it.
    func split(_ text: Substring) -> (rest: Substring, hours: UInt32, takesBareHour: Bool, written: String)? {
        let lowered = text.lowercased()
        for (word, hours) in words where lowered.count > word.count {
            if lowered.hasSuffix(word), let before = lowered.dropLast(word.count).last, before == " " || before.isNumber {
                return (text.dropLast(word.count), hours, word.contains(" "), String(text.suffix(word.count)))
            }
            if lowered.hasPrefix(word), let after = lowered.dropFirst(word.count).first, after == " " || after.isNumber {
                return (text.dropFirst(word.count), hours, true, String(text.prefix(word.count)))
            }
        }
        return nil
    }

    /// Whether `word` (lower case) is a day period or the first word of one.
    func contains(_ word: String) -> Bool {
        lookup.contains(word)
    }

    /// The hour of the day a time written with `hour` means in a period covering `hours`: a
    /// 12-hour hour (1–12) in the half of the day the period covers, or a 24-hour one
    /// (0, 13–23) the period covers; nil when the period covers neither.
    static func hour(_ hour: Int, in hours: UInt32) -> Int? {
        func covers(_ candidate: Int) -> Bool { hours & (1 << UInt32(candidate)) != 0 }
        if (1...12).contains(hour) {
            return [hour % 12, hour % 12 + 12].first(where: covers)
        }
        return (0..<24).contains(hour) && covers(hour) ? hour : nil
    }
}
