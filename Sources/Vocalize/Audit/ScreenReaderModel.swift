import Foundation

/// How much a finding matters, as SARIF's levels.
public enum AuditSeverity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// A spoken difference a screen reader already reads acceptably (`--all` only).
    case note
    /// A reading that is likely wrong or ambiguous for a listener.
    case warning
    /// A reading that turns the data into something else (a phone number read as a quantity,
    /// a numeric date read as arithmetic).
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// What a screen reader does by default with one shape of written data, and why.
public struct ScreenReaderReading: Sendable, Hashable {
    /// The shape's name, "<kind>" or "<kind>.<variant>" ("date.numeric").
    public var shape: String
    /// True when a screen reader's own reading is already what a listener should hear.
    public var readsRight: Bool
    /// How much a misreading matters (`.note` for shapes read right).
    public var severity: AuditSeverity
    /// Why the written form misleads (or why it does not), for the person fixing the string.
    public var why: String
    /// Where the claim comes from.
    public var source: String
}

/// The default model of a screen reader's reading of data written in UI text: the table of
/// shapes below, chosen from a span's kind and its written form. It holds for every language
/// (per-language exceptions would be profile data; none are used yet).
///
/// Limits, stated in docs/audit.md: the claims are a machine review of VoiceOver's and
/// TalkBack's documented and commonly reported behaviour, not measurements on a device; the
/// shapes are those `TextSpeaker` finds (a kind it does not find — an abbreviation, a code —
/// is never reported).
public enum ScreenReaderModel {
    /// Sources cited by the table.
    enum Source {
        static let issue28 = "Issue 28's trial on six apps' catalogs: 86 % of findings were plain numbers VoiceOver already reads right (\"Step 1 of 4\", \"8 characters\")"
        static let appleLabel = "Apple, UIAccessibility accessibilityLabel and UIAccessibilitySpeechAttribute docs: labels give the words to speak where the text alone is misread"
        static let w3cSayAs = "W3C, SSML 1.1 say-as note (interpret-as date, telephone): digits alone do not tell a synthesizer a date from a number or a phone number"
        static let wcag = "W3C WCAG 2.x technique G-series and WAI \"Making content usable\": numeric dates are ambiguous (day–month order) and read as numbers"
        static let machine = "machine review of screen reader defaults (not measured on a device)"
    }

    /// The table: one row per shape.
    public static let table: [String: ScreenReaderReading] = {
        let rows = [
            ScreenReaderReading(
                shape: "number", readsRight: true, severity: .note,
                why: "a plain number is read as a number by screen readers in the language's own format",
                source: Source.issue28),
            ScreenReaderReading(
                shape: "year", readsRight: true, severity: .note,
                why: "a year in running text is read as a year",
                source: Source.issue28 + "; " + Source.machine),
            ScreenReaderReading(
                shape: "percent", readsRight: true, severity: .note,
                why: "a percentage is read with the language's word for percent",
                source: Source.machine),
            ScreenReaderReading(
                shape: "money.local", readsRight: true, severity: .note,
                why: "an amount in the language's own currency symbol is read as money",
                source: Source.machine),
            ScreenReaderReading(
                shape: "money.sign", readsRight: true, severity: .note,
                why: "a currency sign that names one currency (€, £, ₹) is read as that currency",
                source: Source.machine),
            ScreenReaderReading(
                shape: "money.foreign", readsRight: false, severity: .warning,
                why: "a currency code, or a sign several currencies share that is not the language's own, is read letter by letter or as the wrong currency (\"USD\" as \"U S D\", \"$\" as the local dollar or peso, \"kr\" as letters)",
                source: Source.appleLabel + "; " + Source.machine),
            ScreenReaderReading(
                shape: "measure.word", readsRight: true, severity: .note,
                why: "the unit is written as a word the listener hears as written (\"30 minutes\", \"5分\", \"1 Stunde\")",
                source: Source.issue28 + " (\"30 minutes\" read right; \"1 Stunde\" → \"eins Stunde\" was a wrong label)"),
            ScreenReaderReading(
                shape: "money.word", readsRight: true, severity: .note,
                why: "the currency is written as a word the listener hears as written (\"12 euros\")",
                source: Source.machine),
            ScreenReaderReading(
                shape: "measure", readsRight: false, severity: .warning,
                why: "a unit symbol is an abbreviation a speech engine reads as letters or as another unit (\"kHz\" as \"k h z\", \"s\" as a letter, \"1m\" as one metre where a minute was meant)",
                source: Source.appleLabel + "; " + Source.machine),
            ScreenReaderReading(
                shape: "ordinal", readsRight: false, severity: .warning,
                why: "an ordinal mark after digits (\"1.\", \"1er\", \"2nd\") is dropped or read as a letter, so the listener hears a cardinal number",
                source: Source.machine),
            ScreenReaderReading(
                shape: "ordinal.listMarker", readsRight: true, severity: .note,
                why: "a number and a period starting a line numbers a list item (\"1. Open the settings\"); it is read as the number, which is what is meant",
                source: "NewPipe's numbered instructions in docs/audit.md (German \"1. Gehe zu …\" was reported as \"erste Gehe zu\"); machine review"),
            ScreenReaderReading(
                shape: "date.numeric", readsRight: false, severity: .error,
                why: "a date written in digits is read as numbers and separators, and its day–month order is ambiguous",
                source: Source.w3cSayAs + "; " + Source.wcag),
            ScreenReaderReading(
                shape: "date.abbreviated", readsRight: false, severity: .warning,
                why: "an abbreviated month or weekday is read as letters or a syllable (\"Apr 1, 2015\" as \"apr one\")",
                source: "README of Vocalize (VoiceOver reads \"Apr 1, 2015\" as \"apr one\"); " + Source.machine),
            ScreenReaderReading(
                shape: "date.words", readsRight: true, severity: .note,
                why: "a date with its month in words written in full is read as a date",
                source: Source.machine),
            ScreenReaderReading(
                shape: "time", readsRight: true, severity: .note,
                why: "a clock time is read as a time; a duration written as a clock time is not a time, so no label is suggested for it from this reading",
                source: Source.machine),
            ScreenReaderReading(
                shape: "duration", readsRight: false, severity: .warning,
                why: "a length of time written like a clock (\"Duration: 3:45\", \"28:40\" for a run) is read as a time of day or as two numbers, not as minutes and seconds",
                source: Source.issue28 + " (durations written as times are among what screen readers misread); " + Source.machine),
            ScreenReaderReading(
                shape: "phone.yearRange", readsRight: true, severity: .note,
                why: "two years joined by a slash or dash (\"2026/2027\") are a span of years, not a phone number; a screen reader says both years",
                source: "NewPipe's \"2026/2027\" in docs/audit.md, read by TextSpeaker as a phone number; machine review"),
            ScreenReaderReading(
                shape: "phone", readsRight: false, severity: .error,
                why: "a phone number is read as one large quantity or as arithmetic (groups as numbers, \"-\" as minus), not digit by digit in groups",
                source: Source.w3cSayAs + "; " + Source.machine),
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.shape, $0) })
    }()

    /// Unit symbols that stand for more than one unit in UI text, so the unit a reading picks
    /// may not be the one meant: no label is suggested for them. Sources: SI brochure (m is
    /// the metre, M the prefix mega); common UI usage ("5m ago", "2h 5m", "1.2M views") seen in
    /// the catalogs of issue 28's trial.
    public static let ambiguousUnitSymbols: [String: String] = [
        "m": "metres, or minutes as in \"5m ago\"",
        "M": "mega, million, or months",
        "t": "tonnes, or a teaspoon",
    ]

    /// Currency signs that several currencies write (ISO 4217 names; CLDR's symbols): "$" for
    /// the dollars and pesos, "¥" for yen and yuan, "£" for the pounds, "₨" for the rupees of
    /// several countries. Read as the language's own currency of that name, they can be wrong.
    public static let sharedCurrencySigns: Set<Character> = ["$", "¥", "￥", "£", "₨", "¢"]

    /// The unit or currency of a measure or money span as written ("1m" → "m", "12 kg" →
    /// "kg", "5 分钟" → "分钟", "12,50 €" → "€").
    static func unitSymbol(_ written: String) -> String {
        String(written.filter { !$0.isNumber && !$0.isWhitespace && !",.'’\u{00A0}\u{202F}".contains($0) })
    }

    /// A kind the table does not describe (one added to `WrittenKind` later) is reported as a
    /// warning so that it is seen, never dropped.
    static func unknown(_ kind: String) -> ScreenReaderReading {
        ScreenReaderReading(
            shape: kind, readsRight: false, severity: .warning,
            why: "a written form of kind \(kind), which the screen reader model does not describe yet",
            source: "fallback row of ScreenReaderModel")
    }

    /// The row for a span read in `language`, whose own currency symbols are `localCurrencySymbols`.
    public static func reading(of span: SpokenSpan, localCurrencySymbols: Set<String>) -> ScreenReaderReading {
        reading(of: span, in: nil, localCurrencySymbols: localCurrencySymbols)
    }

    /// The row for a span of `text` (its line decides a list item's number). `joinsWords`: the
    /// language writes words without spaces between them (Thai), so a unit word is found inside
    /// the spoken words ("หนึ่งชั่วโมง" holds "ชั่วโมง").
    public static func reading(of span: SpokenSpan, in text: String?, localCurrencySymbols: Set<String>, joinsWords: Bool = false) -> ScreenReaderReading {
        if span.kind == .ordinal, let text, isListMarker(span, in: text) {
            return table["ordinal.listMarker"]!
        }
        let shape: String
        // A unit or currency written as a word that the spoken form says as written is heard
        // right: only symbols and abbreviations are misread.
        let unit = unitSymbol(span.written)
        let unitIsWord = !unit.isEmpty && unit.containsLetter && containsWord(span.spoken, unit, joinsWords: joinsWords)
        switch span.kind {
        case .phone where isYearRange(span.written):
            shape = "phone.yearRange"
        case .measure where unitIsWord:
            shape = "measure.word"
        case .money where unitIsWord:
            shape = "money.word"
        case .date:
            if !span.written.containsLetter {
                shape = "date.numeric"
            } else {
                // A month or weekday written in full is said as written; one that the spoken
                // form spells differently ("Apr" → "April") was abbreviated.
                // Letters right after a digit are an ordinal's mark ("1er", "April 1st"), not a word.
                let words = letterRuns(span.written).filter { !$0.afterDigit }.map(\.word)
                shape = words.allSatisfy { containsWord(span.spoken, $0, joinsWords: joinsWords) } ? "date.words" : "date.abbreviated"
            }
        case .money:
            let letters = span.written.filter(\.isLetter)
            let local = localCurrencySymbols.contains { symbol in span.written.contains(symbol) && (letters.isEmpty || symbol.containsLetter) }
            let sign = letters.isEmpty && span.written.unicodeScalars.contains { $0.isCurrencySign && !sharedCurrencySigns.contains(Character($0)) }
            shape = local ? "money.local" : sign ? "money.sign" : "money.foreign"
        default:
            shape = span.kind.rawValue
        }
        return table[shape] ?? unknown(shape)
    }

    /// True for "1." alone at the start of a line (blanks before it), followed by a blank.
    static func isListMarker(_ span: SpokenSpan, in text: String) -> Bool {
        guard span.written.last == ".", span.written.dropLast().allSatisfy(\.isNumber) else { return false }
        let characters = Array(text)
        let start = span.characterOffset, end = span.characterOffset + span.characterLength
        guard start >= 0, end <= characters.count else { return false }
        var index = start - 1
        while index >= 0, characters[index] == " " || characters[index] == "\t" { index -= 1 }
        guard index < 0 || characters[index].isNewline else { return false }
        return end < characters.count && characters[end].isWhitespace
    }

    /// "2026/2027", "1999–2000": two years from 1000 to 2999 joined by one slash or dash.
    static func isYearRange(_ written: String) -> Bool {
        let parts = written.split(whereSeparator: { "/-–—".contains($0) })
        guard parts.count == 2, written.count == 9 else { return false }
        return parts.allSatisfy { part in part.count == 4 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && (part.first == "1" || part.first == "2") }
    }

    /// The runs of letters in a text, each with whether a digit comes right before it.
    static func letterRuns(_ text: String) -> [(word: String, afterDigit: Bool)] {
        var runs: [(String, Bool)] = []
        var current = ""
        var afterDigit = false
        var previous: Character?
        for character in text {
            if character.isLetter {
                if current.isEmpty { afterDigit = previous?.isNumber == true }
                current.append(character)
            } else if !current.isEmpty {
                runs.append((current, afterDigit))
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { runs.append((current, afterDigit)) }
        return runs
    }

    /// True when `text` holds `word` as a whole word, ignoring case: not inside a longer word
    /// ("min" is not in "minuto"), except in scripts written without spaces between words
    /// (Han, kana), where "分钟" is in "五分钟".
    static func containsWord(_ text: String, _ word: String, joinsWords: Bool = false) -> Bool {
        func unspaced(_ character: Character?) -> Bool {
            if joinsWords { return true }
            guard let scalar = character?.unicodeScalars.first else { return false }
            return scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
        }
        var searchStart = text.startIndex
        while let found = text.range(of: word, options: .caseInsensitive, range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let boundedBefore = before.map { !$0.isLetter || unspaced($0) || unspaced(word.first) } ?? true
            let boundedAfter = after.map { !$0.isLetter || unspaced($0) || unspaced(word.last) } ?? true
            if boundedBefore && boundedAfter { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// The symbols of the currency of the language's most likely region (CLDR's likely
    /// subtags and currency data, through Foundation): "fr" → FR → "€".
    public static func localCurrencySymbols(for language: String) -> Set<String> {
        let maximal = Locale.Language(identifier: language).maximalIdentifier
        let region = Locale(identifier: maximal).region?.identifier ?? Locale.Language(identifier: maximal).region?.identifier
        guard let region else { return [] }
        let locale = Locale(identifier: "\(language)_\(region)")
        var symbols: Set<String> = []
        if let symbol = locale.currencySymbol, !symbol.isEmpty { symbols.insert(symbol) }
        if let code = locale.currency?.identifier, let symbol = symbols.first, symbol == code { symbols.remove(symbol) }
        // The full-width yen sign is the same currency as the half-width one.
        if symbols.contains("￥") { symbols.insert("¥") }
        if symbols.contains("¥") { symbols.insert("￥") }
        return symbols
    }
}
