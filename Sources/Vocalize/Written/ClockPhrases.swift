import Foundation

/// A time of day written with counter marks and words a clock's patterns lack, said as
/// written with its numbers spoken: Japanese "9時半" (half past), "25時20分" (an hour past
/// midnight counted on from 24, as broadcasters write it), "2時頃" (about two), "5時20分過ぎ",
/// "3時15分前", "深夜1時", "夜中の2時", "正午10分過ぎ", "午前0時"; Korean "9시 반".
///
/// The words before and after the time and the marks are kept as written; what part of the
/// day a word before the time names is not resolved (the hour is the one written).
public struct ClockPhrase: Sendable, Hashable {
    /// A part of the phrase, in the order written.
    public enum Part: Sendable, Hashable {
        /// A word or mark said as written ("深夜", "時", "分", "頃").
        case word(String)
        /// The hour as written (0–24, or past 24 where the language counts on: "25時").
        case hour(Int)
        /// A word that stands for an hour ("正午": 12).
        case namedHour(String, hour: Int)
        /// The minutes as written.
        case minute(Int)
        /// The word for half past ("半"), said as written: 30 minutes.
        case halfHour(String)
        /// A space written between two parts.
        case space
    }

    /// The parts, in the order written.
    public var parts: [Part]

    /// A phrase of parts.
    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The hour written (or the one a word names).
    public var hour: Int? {
        for part in parts {
            switch part {
            case .hour(let hour), .namedHour(_, let hour): return hour
            default: continue
            }
        }
        return nil
    }

    /// The minutes written (30 for the word for half past); 0 when none are.
    public var minute: Int {
        for part in parts {
            switch part {
            case .minute(let minute): return minute
            case .halfHour: return 30
            default: continue
            }
        }
        return 0
    }
}

/// Words written with a clock time that its patterns lack (`written.clockPhrases`), each said as
/// written.
public struct ClockPhraseWords: Sendable, Hashable, Codable {
    /// Words written before the hour: parts of the day CLDR's day periods do not name
    /// ("深夜", "夜中の", "朝の").
    public var before: [String]?
    /// Words written after the time ("頃", "過ぎ", "前", "台").
    public var after: [String]?
    /// Words for half past the hour, written after the hour's mark ("半", "반").
    public var halfHour: [String]?
    /// Words that stand for an hour and its mark, to the hour ("正午": 12).
    public var namedHours: [String: Int]?
    /// The latest hour written, where the language counts hours on past midnight (Japanese
    /// broadcasting's "25時", "29時"); 24 when absent.
    public var latestHour: Int?

    /// No words.
    public init() {}
}

extension WrittenFormReader {
    /// A time with the words of `written.clockPhrases` (or ICU's AM/PM symbols and CLDR's
    /// day-period words before it) and the profile's hour and minute marks: nil for any other
    /// text. An hour mark, or a word naming the hour, must be written.
    func readClockPhrase(_ form: WrittenText) -> WrittenValue? {
        guard let words = ResolvedClockPhraseWords.resolve(dates), !markers.hourMarkers.isEmpty else { return nil }
        var rest = Substring(form.normalized)
        var parts: [ClockPhrase.Part] = []
        func takeSpaces() {
            guard rest.first == " " else { return }
            while rest.first == " " { rest = rest.dropFirst() }
            parts.append(.space)
        }
        // Words before the hour: the profile's, ICU's AM/PM symbols, CLDR's day periods.
        var periodWords: [String]?
        while let first = rest.first, !first.isASCIIDigit {
            // A word for the hour ends the words before it (ICU may name its part of the day
            // the same way: ja 正午).
            if words.namedHours.contains(where: { rest.hasPrefix($0.word) }) { break }
            let lowered = rest.lowercased()
            if let word = words.before.first(where: { lowered.hasPrefix($0) })
                ?? markers.dayPeriods.first(where: { lowered.hasPrefix($0.marker) })?.marker
            {
                parts.append(.word(String(rest.prefix(word.count))))
                rest = rest.dropFirst(word.count)
            } else {
                if periodWords == nil { periodWords = dayPeriodWords.words.map(\.word) }
                guard let word = periodWords?.first(where: { lowered.hasPrefix($0) }) else { break }
                parts.append(.word(String(rest.prefix(word.count))))
                rest = rest.dropFirst(word.count)
            }
            takeSpaces()
            if parts.count > 8 { return nil }
        }
        // The hour and its mark, or a word naming the hour.
        let digits = rest.prefix(while: \.isASCIIDigit)
        if !digits.isEmpty {
            guard digits.count <= 2, let hour = Int(digits), hour <= words.latestHour else { return nil }
            rest = rest.dropFirst(digits.count)
            takeSpaces()
            guard let mark = markers.hourMarkers.first(where: { rest.hasPrefix($0) }) else { return nil }
            parts += [.hour(hour), .word(mark)]
            rest = rest.dropFirst(mark.count)
        } else if let named = words.namedHours.first(where: { rest.hasPrefix($0.word) }) {
            parts.append(.namedHour(named.word, hour: named.hour))
            rest = rest.dropFirst(named.word.count)
        } else {
            return nil
        }
        // The minutes and their mark, or the word for half past.
        let spacesBefore = rest.prefix(while: { $0 == " " }).count
        let afterSpaces = rest.dropFirst(spacesBefore)
        let minuteDigits = afterSpaces.prefix(while: \.isASCIIDigit)
        if !minuteDigits.isEmpty {
            guard minuteDigits.count <= 2, let minute = Int(minuteDigits), minute < 60 else { return nil }
            rest = afterSpaces.dropFirst(minuteDigits.count)
            if spacesBefore > 0 { parts.append(.space) }
            takeSpaces()
            guard let mark = markers.minuteMarkers.first(where: { rest.hasPrefix($0) }) else { return nil }
            parts += [.minute(minute), .word(mark)]
            rest = rest.dropFirst(mark.count)
        } else if let half = words.halfHour.first(where: { afterSpaces.hasPrefix($0) }) {
            if spacesBefore > 0 { parts.append(.space) }
            parts.append(.halfHour(half))
            rest = afterSpaces.dropFirst(half.count)
        }
        // Words after the time.
        while !rest.isEmpty {
            let spaces = rest.prefix(while: { $0 == " " }).count
            let next = rest.dropFirst(spaces)
            guard let word = words.after.first(where: { next.hasPrefix($0) }) else { return nil }
            if spaces > 0 { parts.append(.space) }
            parts.append(.word(word))
            rest = next.dropFirst(word.count)
            if parts.count > 16 { return nil }
        }
        // A named hour is a time only with minutes or a word after it ("正午10分過ぎ"); "正午"
        // alone is a word.
        if case .namedHour? = parts.last { return nil }
        return .clockPhrase(ClockPhrase(parts: parts))
    }

    /// A phrase said as written: its words as the text writes them, the hour and minutes
    /// spoken as the language's clock speaks them (its hour and minute rule sets, its words for
    /// an hour such as Japanese 零), a number and the words beside it spaced as the language
    /// spaces words (Korean "저녁9시09분" → "저녁 아홉 시 구 분"; Japanese writes none).
    func speakClockPhrase(_ phrase: ClockPhrase) throws(VocalizeError) -> String {
        let reading = dates.time
        var text = ""
        var afterNumber = false
        for part in phrase.parts {
            let wasAfterNumber = afterNumber
            afterNumber = false
            switch part {
            case .word(let word), .halfHour(let word):
                if wasAfterNumber { text += numbers.language.wordSeparator }
                text += word
            case .namedHour(let word, _):
                text += word
            case .space:
                text += " "
            case .hour(let hour):
                if !text.isEmpty, !text.hasSuffix(" ") { text += numbers.language.wordSeparator }
                if let override = reading.hourOverrides?[String(hour)] {
                    text += override.hasPrefix("%") ? try dates.spell(hour, ruleSet: override) : override
                } else {
                    text += try dates.spell(hour, ruleSet: reading.hourRuleSet ?? numbers.language.cardinalRuleSet)
                }
                afterNumber = true
            case .minute(let minute):
                if !text.isEmpty, !text.hasSuffix(" ") { text += numbers.language.wordSeparator }
                text += try dates.spell(minute, ruleSet: reading.minuteRuleSet ?? numbers.language.cardinalRuleSet)
                afterNumber = true
            }
        }
        return SpokenText.clean(text)
    }
}

/// The clock-phrase words of a profile, resolved once, longest first.
struct ResolvedClockPhraseWords: Sendable {
    let before: [String]
    let after: [String]
    let halfHour: [String]
    let namedHours: [(word: String, hour: Int)]
    let latestHour: Int

    private static let cache = ProfileDerivedCache<ResolvedClockPhraseWords?>()

    /// The words of `dates`' language (resolved once per language), or nil when it names none.
    static func resolve(_ dates: DateLanguage) -> ResolvedClockPhraseWords? {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            ResolvedClockPhraseWords(dates.language.profile.written?.clockPhrases)
        }) ?? nil
    }

    /// Nil when the profile names no clock-phrase words.
    init?(_ words: ClockPhraseWords?) {
        guard let words else { return nil }
        func longestFirst(_ list: [String]?) -> [String] { (list ?? []).map { $0.lowercased() }.sorted { $0.count > $1.count } }
        before = longestFirst(words.before)
        after = (words.after ?? []).sorted { $0.count > $1.count }
        halfHour = (words.halfHour ?? []).sorted { $0.count > $1.count }
        namedHours = (words.namedHours ?? [:]).map { (word: $0.key, hour: $0.value) }.sorted { $0.word.count > $1.word.count }
        latestHour = max(24, words.latestHour ?? 24)
    }
}
