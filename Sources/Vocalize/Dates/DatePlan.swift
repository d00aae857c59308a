/// An ICU date pattern split into fields and literal text.
enum DatePattern {
    enum Token: Hashable, Sendable {
        /// A pattern letter repeated `count` times ("MMMM").
        case field(Character, count: Int)
        /// Literal text, quotes removed ("de", ", ", "г.").
        case literal(String)
    }

    /// Splits a pattern: ASCII letters are fields, text in single quotes and everything else is
    /// literal ('' is a quote). Adjacent literal pieces are merged ("y 'г'." → " г.").
    static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
        }
        while let character = characters.first {
            if character == "'" {
                characters = characters.dropFirst()
                if characters.first == "'" {  // '' is a literal quote
                    literal.append("'")
                    characters = characters.dropFirst()
                    continue
                }
                while let quoted = characters.first {
                    characters = characters.dropFirst()
                    if quoted == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters = characters.dropFirst()
                            continue
                        }
                        break
                    }
                    literal.append(quoted)
                }
            } else if character.isASCII, character.isLetter {
                flushLiteral()
                let count = characters.prefix { $0 == character }.count
                tokens.append(.field(character, count: count))
                characters = characters.dropFirst(count)
            } else {
                literal.append(character)
                characters = characters.dropFirst()
            }
        }
        flushLiteral()
        return tokens
    }

    static func fieldLetters(of pattern: String) -> [Character] {
        tokens(of: pattern).compactMap { if case .field(let letter, _) = $0 { letter } else { nil } }
    }
}

/// How one date style is spoken in one language: ICU's pattern turned into speakable steps.
///
/// Every style is spoken in full: month names are never abbreviated (MMM and numeric M become
/// the wide name in ICU's format form, L the standalone form; a numeric month counted by a word,
/// as in Japanese "M月", is spoken as its number), the year is always the full
/// year (a short pattern's "yy" included), and punctuation that only separates digits is
/// dropped. Which pattern each style reads is described on `DateStyle`.
///
/// Sendable notes: immutable.
final class DatePlan: Sendable {
    enum Step: Sendable {
        case text(String)
        case year
        case month(standalone: Bool)
        /// The month's number, where the pattern counts it with a word ("4月").
        case monthNumber
        case day(ruleSet: String)
        case weekday(standalone: Bool)
        case era
        /// Separates two fields written with nothing between them.
        case gap
    }

    let steps: [Step]
    let source: ICUDateFormatter.Source
    let pattern: String
    /// Month names with any digits spelled ("4月" → "四月"), format and standalone.
    private let formatMonths: [String]
    private let standaloneMonths: [String]
    private let formatWeekdays: [String]
    private let standaloneWeekdays: [String]
    private let eras: [String]
    /// Day numbers whose reading the profile fixes, as words or a rule set.
    private let dayOverrides: [Int: String]
    /// Month numbers whose name or number the profile fixes (Vietnamese "tháng tư").
    private let monthOverrides: [Int: String]
    /// The word said before the year where the pattern has none (`dates.yearWord`).
    private let yearWord: String?
    private unowned let dates: DateLanguage

    /// A plan for a style; `skeleton`, when given, replaces the style's pattern (a date
    /// without its year, "MMMMd", or without its day, "yMMMM"), and `pattern` replaces both (a
    /// date said in the pattern it was written in: `written.datePatterns`).
    init(style: DateStyle, dates: DateLanguage, skeleton: String? = nil, pattern given: String? = nil) throws(VocalizeError) {
        self.dates = dates
        let profile = dates.profile
        source = given.map { .pattern($0) } ?? skeleton.map { .skeleton($0) } ?? profile.skeletons?[style.rawValue].map { .skeleton($0) }
            ?? Self.defaultSource(style)
        let formatter = try DateCatalog.formatter(localeID: dates.localeID, source: source, timeZone: "UTC")
        pattern = formatter.pattern
        formatMonths = try formatter.formatMonths.map { name throws(VocalizeError) in try dates.spellingDigits(in: name) }
        standaloneMonths = try formatter.standaloneMonths.map { name throws(VocalizeError) in try dates.spellingDigits(in: name) }
        formatWeekdays = formatter.formatWeekdays
        standaloneWeekdays = formatter.standaloneWeekdays
        // Where CLDR has no era names for a calendar in a language, ICU gives root's
        // placeholders ("ERA0", "ERA1"); a listener is better served by no era than by those.
        eras = formatter.eraNames.map { name in
            name.unicodeScalars.contains { $0.properties.generalCategory == .decimalNumber } ? "" : name
        }
        var overrides: [Int: String] = [:]
        for (day, value) in profile.day?.overrides ?? [:] {
            if let number = Int(day) { overrides[number] = value }
        }
        dayOverrides = overrides
        var months: [Int: String] = [:]
        for (month, value) in profile.monthOverrides ?? [:] {
            guard let number = Int(month), (1...12).contains(number) else {
                throw VocalizeError(.invalidLocaleProfile, "The \(dates.language.profile.language) profile's dates.monthOverrides has \"\(month)\"; its keys are month numbers 1 to 12.")
            }
            months[number] = value
        }
        monthOverrides = months
        yearWord = profile.yearWord

        let tokens = DatePattern.tokens(of: pattern)
        let dropped = Set(profile.droppedPunctuation ?? "./-")
        let separator = dates.language.wordSeparator
        var steps: [Step] = []
        var previousWasField = false
        for (index, token) in tokens.enumerated() {
            switch token {
            case .literal(let text):
                previousWasField = false
                let leading = text.prefix { $0.isWhitespace }
                let trailing = text.dropFirst(leading.count).reversed().prefix { $0.isWhitespace }
                let core = String(text.dropFirst(leading.count).dropLast(trailing.count))
                if let replacement = profile.literals?[core] {
                    // Keep the spacing around the literal; replace its core.
                    steps.append(.text(String(leading) + replacement + String(trailing.reversed())))
                } else {
                    let kept = String(text.map { dropped.contains($0) ? Character(separator.isEmpty ? "\u{200B}" : " ") : $0 })
                    steps.append(.text(kept))
                }
            case .field(let letter, let count):
                if previousWasField { steps.append(.gap) }
                previousWasField = true
                switch letter {
                case "y", "Y", "u", "r":
                    steps.append(.year)
                case "M", "L":
                    if count <= 2, Self.isCounted(next: tokens.dropFirst(index + 1).first, dropped: dropped) {
                        steps.append(.monthNumber)
                    } else {
                        steps.append(.month(standalone: letter == "L"))
                    }
                case "d":
                    steps.append(.day(ruleSet: try Self.dayRuleSet(dates: dates, followedBy: tokens.dropFirst(index + 1).first)))
                case "E":
                    steps.append(.weekday(standalone: false))
                case "c", "e":
                    steps.append(.weekday(standalone: letter == "c" && count >= 3))
                case "G":
                    steps.append(.era)
                default:
                    throw VocalizeError(
                        .unsupportedOption,
                        "ICU's \(style.rawValue) date pattern for \(dates.language.locale.identifier) is \"\(pattern)\", whose field \"\(String(repeating: letter, count: count))\" Vocalize cannot speak; the profile can choose another pattern with dates.skeletons.\(style.rawValue).")
                }
            }
        }
        self.steps = steps
    }

    /// Short and medium read like a written-out date (see `DateStyle`); long and full are ICU's.
    static func defaultSource(_ style: DateStyle) -> ICUDateFormatter.Source {
        switch style {
        case .short, .medium: .skeleton("yMMMMd")
        case .long, .full: .style(style)
        }
    }

    /// Whether a numeric month is followed by a counter word ("M月" in Japanese, "M월" in
    /// Korean), so the number is spoken; elsewhere a numeric month is spoken as its name.
    private static func isCounted(next: DatePattern.Token?, dropped: Set<Character>) -> Bool {
        guard case .literal(let text) = next, let first = text.first else { return false }
        return !first.isWhitespace && !dropped.contains(first) && first != ","
    }

    /// The profile's day rule set; by default the ordinal when the pattern writes the day with
    /// an ordinal dot ("d." in German or Czech), else the cardinal.
    private static func dayRuleSet(dates: DateLanguage, followedBy next: DatePattern.Token?) throws(VocalizeError) -> String {
        if let name = dates.profile.day?.ruleSet { return name }
        if case .literal(let text) = next, text.hasPrefix("."), let ordinal = dates.language.ordinalRuleSet {
            return ordinal
        }
        return dates.language.cardinalRuleSet
    }

    /// Speaks the date an instant falls on, in a time zone.
    /// The date said; `dayRuleSet`, when given, reads the day number in place of the plan's
    /// own rule set (a case the words before the date govern in running text).
    func speak(instant: Double, timeZone: String, dayRuleSet: String? = nil) throws(VocalizeError) -> String {
        let formatter = try DateCatalog.formatter(localeID: dates.localeID, source: source, timeZone: timeZone)
        let fields = try formatter.fields(at: instant)
        var text = ""
        // Whether the pattern's own text right before the year says the year word.
        var yearWordWritten = false
        for step in steps {
            switch step {
            case .text(let literal):
                text += literal
                if let yearWord, !literal.trimmingWhitespace().isEmpty { yearWordWritten = literal.trimmingWhitespace().hasSuffix(yearWord) }
                continue
            case .gap:
                text += dates.language.wordSeparator
                continue
            case .year:
                if let yearWord, !yearWordWritten {
                    if !text.isEmpty, !text.hasSuffix(" ") { text += dates.language.wordSeparator }
                    text += yearWord + dates.language.wordSeparator
                }
                text += try dates.year(fields.year)
            case .month(let standalone):
                if let dayRuleSet, let agreeing = dates.profile.monthsWithDayRuleSet?[dayRuleSet], agreeing.indices.contains(fields.month) {
                    text += agreeing[fields.month]
                } else if let override = monthOverrides[fields.month + 1] {
                    text += override
                } else {
                    text += try name(in: standalone ? standaloneMonths : formatMonths, at: fields.month, of: "month \(fields.month + 1)")
                }
            case .monthNumber:
                if let override = monthOverrides[fields.month + 1] {
                    text += override
                } else {
                    text += try dates.spell(fields.month + 1, ruleSet: dates.language.cardinalRuleSet)
                }
            case .day(let ruleSet):
                if let override = dayOverrides[fields.day] {
                    text += override.hasPrefix("%") ? try dates.spell(fields.day, ruleSet: override) : override
                } else {
                    text += try dates.spell(fields.day, ruleSet: dayRuleSet ?? ruleSet)
                }
            case .weekday(let standalone):
                text += try name(in: standalone ? standaloneWeekdays : formatWeekdays, at: fields.weekday, of: "weekday \(fields.weekday)")
            case .era:
                if eras.indices.contains(fields.era) { text += eras[fields.era] }
            }
            yearWordWritten = false
        }
        return dates.tidy(text)
    }

    /// A month or weekday name from ICU's list.
    private func name(in names: [String], at index: Int, of what: String) throws(VocalizeError) -> String {
        guard names.indices.contains(index) else {
            throw VocalizeError(.icuFailure, "ICU has no name for \(what) in \(dates.language.locale.identifier).")
        }
        return names[index]
    }
}
