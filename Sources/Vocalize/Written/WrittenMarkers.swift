import CVocalizeICU
import Foundation
import Synchronization

/// A language's written markers, resolved once: the profile's `written` section with ICU's
/// own AM/PM symbols, sorted so the longest mark is tried first.
///
/// Sendable notes: immutable.
final class WrittenMarkers: Sendable {
    let ordinals: [OrdinalMarker]
    /// The last bytes of the ordinal marks written after the digits, when each ends in ASCII
    /// (nil otherwise): a word ending in no such byte ends in no mark.
    let lastBytesOfOrdinalMarksAfter: Set<UInt8>?
    /// Unit symbols to ICU unit identifiers, longest symbol first.
    let units: [(symbol: String, unit: String)]
    /// The unit symbols by their first character and by their last, longest first in each:
    /// a reader looks only at the symbols that can start or end where it looks (a profile
    /// with the root has hundreds, and comparing each one's text was most of a label's scan).
    private let unitsByFirstCharacter: [Character: [(symbol: String, unit: String)]]
    private let unitsByLastCharacter: [Character: [(symbol: String, unit: String)]]
    /// The unit identifier of each symbol.
    private let unitBySymbol: [String: String]
    /// Currency symbols and words the profile adds, to ISO codes, longest first.
    let currencies: [(symbol: String, code: String)]
    /// The currency symbols, and the first words of those written in two ("US $"), for the
    /// text scan's test of every word before a number.
    let currencySymbols: Set<String>
    let currencyLeadingWords: Set<String>
    /// Day-period markers, lower case, longest first, with whether each is PM.
    let dayPeriods: [(marker: String, isPM: Bool)]
    /// Whether the language writes the day period before the hour ("下午3:30", "오후 3시"), as
    /// its 12-hour clock pattern does; elsewhere a word that spells like one before a number
    /// is no day period (German "am 3. Juli" is "on the 3rd", not 3 AM). Asked of ICU the first
    /// time a day period is found before a number, not when the markers are resolved (a
    /// pattern generator costs every `read` 2.4 M instructions at start).
    var dayPeriodsPrecede: Bool { twelveHourClock & 2 != 0 }
    /// Whether the locale's 12-hour clock counts its hours from 0 ("午後0:30", CLDR's "aK:mm"):
    /// hour 0 with a day period is then the first hour of that half of the day.
    var twelveHourClockFromZero: Bool { twelveHourClock & 4 != 0 }
    /// What the locale's 12-hour pattern says, read at the first question (a pattern from a
    /// generator costs 2.4 M, which most texts never need): 1 once read, plus 2 where the day
    /// period precedes the hour and 4 where the hours count from 0.
    private var twelveHourClock: UInt8 {
        let known = twelveHourClockFacts.load(ordering: .relaxed)
        if known != 0 { return known }
        let found = Self.twelveHourClockFacts(localeID: localeID)
        twelveHourClockFacts.store(found, ordering: .relaxed)
        return found
    }
    private let twelveHourClockFacts = Atomic<UInt8>(0)
    /// The ICU locale the markers are for.
    private let localeID: String
    /// The first words of day periods written in two ("p." of "p. m."), lower case.
    let dayPeriodFirstWords: Set<String>
    let hourMarkers: [String]
    let minuteMarkers: [String]
    let dateMarkers: [String]
    /// A mark as the text scanner looks for it: its text, its length in characters and its
    /// first scalar (compared before the text).
    struct Form: Sendable {
        let text: String
        let length: Int
        let firstScalar: UInt32

        init(_ text: String) {
            self.text = text
            length = text.count
            firstScalar = text.unicodeScalars.first?.value ?? 0
        }
    }
    /// The date marks, each alone and with a space after it, in the order they are tried.
    let dateMarkerForms: [Form]
    /// The hour marks alone, between spaces (plain, no-break or narrow), and with a space after them.
    let hourMarkerForms: [Form]
    let wordsFollowData: Bool
    let clockWords: [String]
    /// Words between a part of the day and the time after it ("के"), longest first.
    let dayPeriodLinks: [String]
    let minuteSeparators: Set<Character>
    /// The first three letters, lower case, of every month and weekday name ICU has for the
    /// language: a cheap test of whether a word may be part of a date.
    let calendarWordPrefixes: Set<String>
    /// Every word that may follow a number as part of its data (units, currency words,
    /// ordinal marks, day periods in lower case, clock and date marks): one lookup per word.
    let suffixWords: Set<String>
    /// The last characters of the unit symbols: a text ending otherwise is no measure.
    let unitEndings: Set<Character>
    /// The unit symbols that are also one of the language's day-period marks, as written in
    /// `units` (CLDR 42 ar writes the metre «{0} م» and 5 p.m. «٥ م»): after a number the
    /// clock reads as an hour with that mark the symbol is the day period, after any other
    /// number the unit. Empty in most languages.
    let unitsMarkingDayPeriods: Set<String>
    /// The unit symbols for days, hours, minutes and seconds ("h", "min", "godz."): a duration
    /// written in parts continues after them ("2 h 30 min").
    let timeUnitSymbols: Set<String>
    /// Unit symbols of two letters or more, in lower case, that stand for one symbol only
    /// ("kg" for "KG", "kwh" for "kWh"; not "mb", which may be MB or Mb), for text written in
    /// another case.
    let unitsIgnoringCase: [String: String]
    /// Words after which an ordinal is plain; nil where ordinals take no gender from their noun
    /// (`written.ordinalPlainAfter`).
    let ordinalPlainAfter: Set<String>?
    /// The rule set an ordinal is read with after a governing word (lower case).
    let ordinalRuleSetAfter: [String: String]
    /// The rule set an ordinal or a date's day is read with before a governing word written
    /// after it (a postposition, lower case).
    let ordinalRuleSetBefore: [String: String]
    /// How a date's day is read after a word (`written.dateDayInSentence`).
    let dateDayInSentence: DateDayInSentence?
    /// Words before a four-digit number that make it a year; before a time written with a
    /// minute separator that make it a clock time (lower case).
    let yearWordsBefore: Set<String>
    let clockWordsBefore: Set<String>
    let phoneWordsBefore: Set<String>
    /// Words before a number that make a unit symbol which is also a day-period mark the unit
    /// (`written.measureWordsBefore`, lower case: Arabic "على بعد ٥ م").
    let measureWordsBefore: Set<String>
    /// Marks between a phone number and its extension (lower case), to the word said for them.
    let phoneExtensionMarks: [String: String]
    /// Currency symbols in ASCII letters, as scalars, that may be written against an amount
    /// ("Rp12.500"): resolved once, not per text read.
    let amountPrefixes: [[UInt32]]
    /// Every weekday name, wide and abbreviated, lower case, with its index (ICU's names,
    /// read once).
    let weekdayNames: [(name: String, weekday: Int, isAbbreviated: Bool)]
    /// Whether the language writes the percent sign before the number ("%15").
    let percentSignBefore: Bool
    /// Words before digits that make them a code read digit by digit (lower case).
    let codeWordsBefore: Set<String>
    /// Year marks ("г.", "r."), longest first.
    let yearMarks: [YearMark]
    /// Words for powers of ten after a number (lower case), to the power.
    let scaleWords: [String: Int]
    /// The word said for a range's dash, if the language names one.
    let rangeWord: String?
    /// The cases a range's two numbers are said in where the dash is said by case endings
    /// (`written.rangeCases`).
    let rangeCases: RangeCases?
    /// Words before a number written like a clock that make it a length of time (lower case).
    let durationWordsBefore: Set<String>
    /// Words before a number with a date's mark that make it a count, not a date (lower case).
    let countWordsBefore: Set<String>
    /// Words before a parenthesis holding a clock-shaped length of what they name (lower case).
    let durationWordsBeforeParenthesis: Set<String>
    /// Words before "120/80" that make it a ratio, with the word said between (lower case).
    let ratioWordsBefore: [String: String]
    /// Words before "11.11" that make it a name of numbers said one by one (lower case).
    let numberNameWordsBefore: Set<String>
    /// Words before a number that make it a version, left as written (lower case).
    let versionWordsBefore: Set<String>
    /// The same words as scalars, for the protected-text scan: a number right after one
    /// ("订单iOS 26.4", "）iOS 26.4") is a version whatever stands before the word.
    let versionWordScalars: [[UInt32]]
    /// Time zone abbreviations written after a clock time, upper case.
    let timeZones: Set<String>
    /// The same packed into numbers (up to eight ASCII bytes, upper case), nil when one is
    /// not so: a word is looked up without making a String of it.
    private let packedTimeZones: Set<UInt64>?
    /// Marks after a year that make it a decade ("s"), longest first, and the plural endings.
    let decadeMarks: [String]
    let decadeEndings: [(ending: String, plural: String)]
    let decadeRuleSet: String?
    /// Words before "80s" that make it a decade (lower case).
    let decadeWordsBefore: Set<String>
    /// Number marks ("#", "Nr."), longest first, with the word said for each.
    let numberMarks: [(form: Form, word: String)]
    /// Counted nouns' stems (lower case), longest first, with their genders.
    let nounGenders: [(stem: String, gender: String)]
    /// Counted nouns' stems with the stem of the word after them (`nounGenders` keys of two
    /// words: Korean "번 출구"), longest first: they decide before a one-word stem.
    let nounPhraseGenders: [(stem: String, next: String, gender: String)]
    /// The unit symbols that start with `character`, longest first.
    func units(startingWith character: Character?) -> [(symbol: String, unit: String)] {
        character.flatMap { unitsByFirstCharacter[$0] } ?? []
    }

    /// The unit symbols that end with `character`, longest first.
    func units(endingWith character: Character?) -> [(symbol: String, unit: String)] {
        character.flatMap { unitsByLastCharacter[$0] } ?? []
    }

    /// The unit identifier a symbol stands for, if the profile names it.
    func unit(symbol: String) -> String? { unitBySymbol[symbol] }

    /// Noun endings that say a case (`written.nounCaseEndings`), longest first.
    let nounCaseEndings: [NounCaseEnding]
    /// Abbreviations written beside data, lower case, to the word in full (lower case).
    let abbreviations: [String: String]
    /// Suffixes joined to data with a mark ("2025-ig"), when the language writes them.
    let joinedSuffixes: JoinedSuffixes?
    /// Hour marks written only between hour and minutes ("g" in "14g30"; `written.hourMarkersBeforeMinutes`).
    let hourMarkersBeforeMinutes: Set<String>
    /// Unit symbols read as units of time inside a duration in parts ("m" in "1h 30m"),
    /// longest first.
    let durationPartUnits: [(symbol: String, unit: String)]
    /// Separators of decimals where they cannot group thousands ("," in Arabic "7,99").
    let ungroupedDecimalSeparators: Set<Character>
    /// Whether a scale word may stand inside a number ("1tr5").
    let scaleWordsInsideNumbers: Bool
    /// The word said for the "x" between the sides of a size, if the language names one.
    let dimensionWord: String?
    /// Whether a duration written in parts is said joined as a spoken duration (`written.durationPartsJoined`).
    let durationPartsJoined: Bool
    /// Words written joined before data (`written.dataPrefixes`).
    let dataPrefixes: Set<String>
    /// An ordinal mark's gender to the one it takes before a noun (`written.ordinalGendersBeforeNoun`).
    let ordinalGendersBeforeNoun: [String: String]
    /// Plural categories in which a counted noun's gender changes the number (`written.nounGenderCategories`).
    let nounGenderCategories: Set<String>?
    /// Marks after a number that make it said digit by digit (`written.digitsBeforeMarks`).
    let digitsBeforeMarks: [String]
    /// Marks after a number that say how many times, with their words (`written.multiplierMarks`).
    let multiplierMarks: [(mark: String, word: MultiplierWord)]
    /// The largest amount each unit symbol is read with (`written.unitMaximums`).
    let unitMaximums: [String: Int]
    /// Whether "13:10pm" is read as 13:10 (`written.afternoonMarkAfterTwentyFourHourClock`).
    let afternoonMarkAfterTwentyFourHourClock: Bool
    /// Words before a measure or amount (lower case) to the case they govern.
    let casesAfter: [String: String]
    /// Words before a whole number counting a noun (lower case) to the case they govern
    /// (`written.countedCasesAfter`).
    let countedCasesAfter: [String: String]
    /// Whether `casesAfter` governs a whole number that counts no known noun
    /// (`written.casesAfterGovernNumbers`).
    let casesAfterGovernNumbers: Bool
    /// Whether a number in parentheses after a noun counts it (`written.countedNounBeforeParenthesis`).
    let countedNounBeforeParenthesis: Bool
    /// Words between two measures meaning "out of" (lower case), to the case of the second
    /// (`written.outOfWords`).
    let outOfWords: [String: String]
    /// Whether nouns are written with a capital letter (a capital after a dot then says
    /// nothing of a sentence's end).
    let capitalizesNouns: Bool
    /// Month and weekday names of one or two letters, lower case, without a dot (German
    /// "Sa", Catalan "dl") or the language's other closing mark of an abbreviation (Hindi
    /// "जन॰"): too short for the three-letter test.
    let shortCalendarNames: Set<String>
    /// The marks ICU's abbreviated month and weekday names close with, besides the dot
    /// (Hindi's abbreviation sign "॰" of "जन॰", "सित॰"): punctuation ending such a name, left out
    /// when a written word is matched against the short names.
    let calendarAbbreviationMarks: Set<Character>
    /// The first three letters, lower case, of the month names ICU has for the language.
    let monthWordPrefixes: Set<String>
    /// Every month name ICU has for the language (wide and abbreviated, format and standalone),
    /// and the profile's other abbreviations (`written.monthAbbreviations`), lower case without
    /// a closing dot, longest first, with its month.
    let monthNames: [(name: String, month: Int)]
    /// Whether months are written in Roman numerals, and month and day in digits alone
    /// (`written.romanNumeralMonths`, `written.numericMonthDay`).
    let romanNumeralMonths: Bool
    let numericMonthDay: Bool
    /// Street words after a house number, lower case, and the rule set it is said with.
    let houseNumberWordsAfter: Set<String>
    let houseNumberRuleSet: String?
    /// Words between a date's fields besides the patterns' own (`written.dateWords`), lower case.
    let dateWords: Set<String>
    /// ISO 4217 codes (upper case) not read in lower case: they spell a word (`written.currencyCodeWords`).
    let currencyCodeWords: Set<String>

    /// Words written between a whole number and its fraction besides a space (Korean "과" of
    /// "2과3/4": `numbers.commonFractions.joiners`).
    let fractionJoiners: [String]
    /// Whether the language says fractions (`numbers.commonFractions`): only then are a whole
    /// number and a fraction after it ("1 1/2") one piece of data.
    let readsFractions: Bool
    /// Dates in digits in the language's own orders beyond ICU's patterns (`written.numericDates`).
    let numericDates: [NumericDateShape]
    /// Whether a short year with its mark ("50年") is read digit by digit (`written.shortYearsDigitByDigit`).
    let shortYearsDigitByDigit: Bool
    /// The words before a date in digits that select a shape (lower case): looked up by the
    /// text scan only where the profile names some.
    let numericDateWords: Set<String>

    /// The profile's date patterns (`written.datePatterns`) and the parts each writes.
    let datePatterns: [(pattern: String, parts: WrittenDate.Parts)]
    /// Calendars besides the locale's own that dates are written in (`written.dateCalendars`).
    let dateCalendars: [String]

    private static let cache = ProfileDerivedCache<WrittenMarkers>()

    /// The parts a date pattern writes ("EEEE d MMMM y": weekday, day, month and year), by
    /// its fields; nil for a pattern with other fields or another combination of them.
    static func parts(ofDatePattern pattern: String) -> WrittenDate.Parts? {
        let letters = Set(DatePattern.fieldLetters(of: pattern))
        guard !letters.isEmpty, letters.isSubset(of: ["E", "c", "e", "d", "M", "L", "y", "G"]) else { return nil }
        let weekday = letters.contains("E") || letters.contains("c") || letters.contains("e")
        let month = letters.contains("M") || letters.contains("L")
        switch (weekday, letters.contains("d"), month, letters.contains("y"), letters.contains("G")) {
        case (false, true, true, true, false): return .dayMonthYear
        case (false, true, true, true, true): return .dayMonthEraYear
        case (true, true, true, true, false): return .weekdayDayMonthYear
        case (false, true, true, false, false): return .dayMonth
        case (true, true, true, false, false): return .weekdayDayMonth
        case (false, false, true, true, false): return .monthYear
        default: return nil
        }
    }

    static func resolve(_ dates: DateLanguage) throws(VocalizeError) -> WrittenMarkers {
        try cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            try WrittenMarkers(dates)
        }
    }

    /// The markers of `dates`' language, uncached (the profile check resolves them once).
    init(_ dates: DateLanguage) throws(VocalizeError) {
        let written = dates.language.profile.written ?? WrittenProfile()
        fractionJoiners = (dates.language.profile.numbers.commonFractions?.joiners ?? []).longestFirst(by: \.self)
        readsFractions = dates.language.profile.numbers.commonFractions != nil
        numericDates = written.numericDates ?? []
        shortYearsDigitByDigit = written.shortYearsDigitByDigit ?? false
        numericDateWords = Set(numericDates.flatMap { $0.after ?? [] })
        datePatterns = try (written.datePatterns ?? []).map { pattern throws(VocalizeError) in
            guard let parts = Self.parts(ofDatePattern: pattern) else {
                throw VocalizeError(
                    .invalidLocaleProfile,
                    "The \(dates.language.profile.language) profile's written.datePatterns has \"\(pattern)\", whose fields name no date's parts Vocalize reads (a day, month and year, with or without a weekday or an era; a day and month, with or without a weekday; a month and year).")
            }
            return (pattern, parts)
        }
        dateCalendars = written.dateCalendars ?? []
        ordinals = (written.ordinals ?? []).sorted { $0.text.count > $1.text.count }
        let lastBytes = ordinals.filter { ($0.position ?? .after) == .after }.map { $0.text.utf8.last }
        lastBytesOfOrdinalMarksAfter = lastBytes.allSatisfy({ ($0 ?? 0x80) < 0x80 }) ? Set(lastBytes.compactMap { $0 }) : nil
        units = (written.units ?? [:]).map { (symbol: $0.key, unit: $0.value) }.longestFirst(by: \.symbol)
        currencies = (written.currencies ?? [:]).map { (symbol: $0.key, code: $0.value) }.longestFirst(by: \.symbol)
        var periods: [(String, Bool)] = []
        let formatter = try DateCatalog.formatter(localeID: dates.localeID, source: .style(.long), timeZone: "UTC")
        let icuMarkers = formatter.amPm
        let names = formatter.formatMonths + formatter.standaloneMonths + formatter.formatWeekdays + formatter.standaloneWeekdays
        // "24 בדצמבר": a month's name with the letter the long date pattern joins before it.
        let joinedBeforeMonth = Self.letterJoinedBeforeMonth(in: formatter.pattern).map { letter in formatter.formatMonths.map { letter + $0 } } ?? []
        let abbreviatedNames = formatter.abbreviatedCalendarNames()
        calendarWordPrefixes = Set((names + abbreviatedNames + joinedBeforeMonth)
            .map { String($0.lowercasedWithASCIIFastPath().prefix(3)) }.filter { !$0.isEmpty })
        let closingMarks = Self.abbreviationMarks(closing: abbreviatedNames)
        calendarAbbreviationMarks = closingMarks
        shortCalendarNames = Set(Self.shortNameWords(abbreviatedNames, closingMarks: closingMarks)
            .map { $0.lowercasedWithASCIIFastPath().filter { $0 != "." && !closingMarks.contains($0) } }
            .filter { (1...2).contains($0.count) && $0.allSatisfy(\.isLetter) })
        monthWordPrefixes = Set((formatter.formatMonths + formatter.standaloneMonths)
            .map { String($0.lowercasedWithASCIIFastPath().prefix(3)) }.filter { $0.count == 3 })
        let extraMonths = ((written.monthAbbreviations ?? [:]).merging(written.monthNameForms ?? [:]) { first, _ in first })
            .map { (name: $0.key.lowercasedWithASCIIFastPath(), month: $0.value) }
        monthNames = (formatter.monthNames() + extraMonths).sorted { $0.name.count > $1.name.count }
        for (index, marker) in icuMarkers.prefix(2).enumerated() { periods.append((marker.lowercasedWithASCIIFastPath(), index == 1)) }
        for marker in written.dayPeriods?["am"] ?? [] { periods.append((marker.lowercasedWithASCIIFastPath(), false)) }
        for marker in written.dayPeriods?["pm"] ?? [] { periods.append((marker.lowercasedWithASCIIFastPath(), true)) }
        localeID = dates.localeID
        dayPeriods = periods.sorted { $0.0.count > $1.0.count }.map { (marker: $0.0, isPM: $0.1) }
        dayPeriodFirstWords = Set(dayPeriods.compactMap { period in
            period.marker.firstIndex(of: " ").map { String(period.marker[..<$0]) }
        })
        let beforeMinutesOnly = Set(written.hourMarkersBeforeMinutes ?? [])
        hourMarkersBeforeMinutes = beforeMinutesOnly
        hourMarkers = ((written.hourMarkers ?? []) + (written.hourMarkersBeforeMinutes ?? [])).sorted { $0.count > $1.count }
        minuteMarkers = (written.minuteMarkers ?? []).sorted { $0.count > $1.count }
        dateMarkers = written.dateMarkers ?? []
        dateMarkerForms = dateMarkers.flatMap { [Form($0), Form($0 + " ")] }
        // French typography sets "17 h 45" with no-break or narrow no-break spaces.
        hourMarkerForms = hourMarkers.flatMap { mark in
            // A mark written only before minutes ("14g30") is written against both numbers.
            beforeMinutesOnly.contains(mark)
                ? [Form(mark)] : [Form(mark)] + [" ", "\u{00A0}", "\u{202F}"].flatMap { space in [Form(space + mark + space), Form(mark + space)] }
        }
        wordsFollowData = written.wordsFollowData ?? false
        clockWords = (written.clockWords ?? []).sorted { $0.count > $1.count }
        dayPeriodLinks = (written.dayPeriodLinks ?? []).sorted { $0.count > $1.count }
        minuteSeparators = Set(written.minuteSeparators ?? "")
        var words = Set(units.map(\.symbol)).union(currencies.map(\.symbol)).union(dayPeriods.map(\.marker))
        words.formUnion(ordinals.filter { ($0.position ?? .after) == .after }.map(\.text))
        words.formUnion(hourMarkers + minuteMarkers + clockWords + dateMarkers)
        words.formUnion((written.scaleWords ?? [:]).keys.map { $0.lowercasedWithASCIIFastPath() })
        words.formUnion((written.yearMarks ?? []).map(\.text))
        words.formUnion(written.decadeMarks ?? [])
        suffixWords = words
        unitEndings = Set(units.compactMap(\.symbol.last))
        let periodMarks = Set(dayPeriods.map(\.marker))
        unitsMarkingDayPeriods = Set(units.map(\.symbol).filter { periodMarks.contains($0.lowercased()) })
        unitsByFirstCharacter = Dictionary(grouping: units.filter { !$0.symbol.isEmpty }, by: { $0.symbol.first! })
        unitsByLastCharacter = Dictionary(grouping: units.filter { !$0.symbol.isEmpty }, by: { $0.symbol.last! })
        unitBySymbol = Dictionary(units.map { ($0.symbol, $0.unit) }, uniquingKeysWith: { first, _ in first })
        timeUnitSymbols = Set(units.filter { ["day", "hour", "minute", "second"].contains($0.unit) }.map(\.symbol))
            .union((written.durationPartUnits ?? [:]).keys)
        var folded: [String: [String]] = [:]
        for (symbol, unit) in units { folded[symbol.lowercasedWithASCIIFastPath(), default: []].append(unit) }
        // One letter is left to its own case: "5 M" is no metre, "2 S" no second.
        let caseSensitive = Set((written.caseSensitiveUnits ?? []).map { $0.lowercasedWithASCIIFastPath() })
        unitsIgnoringCase = folded.filter { $0.key.count >= 2 && !caseSensitive.contains($0.key) }.compactMapValues { $0.count == 1 ? $0[0] : nil }
        // Every rule set the profile names for a governed form must be one ICU has.
        func checked(_ ruleSet: String?, _ key: String) throws(VocalizeError) -> String? {
            guard let ruleSet, !dates.language.ruleSets.contains(ruleSet) else { return ruleSet }
            throw VocalizeError(
                .invalidLocaleProfile,
                "The \(dates.language.profile.language) profile's written.\(key) names \"\(ruleSet)\", which ICU does not have for this language.")
        }
        func checkedByWord(_ ruleSets: [String: String]?, _ key: String) throws(VocalizeError) -> [String: String] {
            var byWord: [String: String] = [:]
            for (word, ruleSet) in ruleSets ?? [:] { byWord[word.lowercasedWithASCIIFastPath()] = try checked(ruleSet, key + "." + word) }
            return byWord
        }
        ordinalRuleSetAfter = try checkedByWord(written.ordinalRuleSetAfter, "ordinalRuleSetAfter")
        ordinalPlainAfter = written.ordinalPlainAfter.map { Set($0.map { $0.lowercasedWithASCIIFastPath() }) }
        ordinalRuleSetBefore = try checkedByWord(written.ordinalRuleSetBefore, "ordinalRuleSetBefore")
        _ = try checked(written.dateDayInSentence?.ruleSet, "dateDayInSentence")
        dateDayInSentence = written.dateDayInSentence
        decadeRuleSet = try checked(written.decadeRuleSet, "decadeRuleSet")
        decadeWordsBefore = Set((written.decadeWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        yearWordsBefore = Set((written.yearWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        clockWordsBefore = Set((written.clockWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        measureWordsBefore = Set((written.measureWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        phoneWordsBefore = Set((written.phoneWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        phoneExtensionMarks = Dictionary((written.phoneExtensionMarks ?? [:]).map { ($0.key.lowercasedWithASCIIFastPath(), $0.value) }, uniquingKeysWith: { first, _ in first })
        rangeWord = written.rangeWord
        rangeCases = written.rangeCases
        multiplierMarks = (written.multiplierMarks ?? [:]).map { (mark: $0.key, word: $0.value) }.longestFirst(by: \.mark)
        percentSignBefore = written.percentSignBefore ?? false
        currencySymbols = Set(currencies.map(\.symbol))
        currencyLeadingWords = Set(currencies.compactMap { currency in currency.symbol.firstIndex(of: " ").map { String(currency.symbol[..<$0]) } })
        amountPrefixes = currencies.map(\.symbol).filter { $0.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A } }
            .map { $0.unicodeScalars.map(\.value) }
        weekdayNames = formatter.weekdayNames()
        codeWordsBefore = Set((written.codeWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        let sortedYearMarks = (written.yearMarks ?? []).sorted { $0.text.count > $1.text.count }
        for mark in sortedYearMarks {
            for form in [mark.form] + (mark.after ?? [:]).values { _ = try checked(form.ruleSet, "yearMarks \"\(mark.text)\"") }
        }
        yearMarks = sortedYearMarks
        scaleWords = Dictionary((written.scaleWords ?? [:]).map { ($0.key.lowercasedWithASCIIFastPath(), $0.value) }, uniquingKeysWith: { first, _ in first })
        durationWordsBefore = Set((written.durationWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        countWordsBefore = Set((written.countWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        durationWordsBeforeParenthesis = Set((written.durationWordsBeforeParenthesis ?? []).map { $0.lowercasedWithASCIIFastPath() })
        ratioWordsBefore = Dictionary((written.ratioWordsBefore ?? [:]).map { ($0.key.lowercasedWithASCIIFastPath(), $0.value) }, uniquingKeysWith: { first, _ in first })
        numberNameWordsBefore = Set((written.numberNameWordsBefore ?? []).map { $0.lowercasedWithASCIIFastPath() })
        versionWordsBefore = Set((written.versionWordsBefore ?? [:]).filter(\.value).map { $0.key.lowercasedWithASCIIFastPath() })
        versionWordScalars = versionWordsBefore.sorted().map { $0.unicodeScalars.map(\.value) }
        timeZones = Set((written.timeZones ?? [:]).filter(\.value).map { $0.key.uppercased() })
        let packed = timeZones.compactMap { Self.packedASCII($0.utf8) }
        packedTimeZones = packed.count == timeZones.count ? Set(packed) : nil
        romanNumeralMonths = written.romanNumeralMonths ?? false
        dateWords = Set((written.dateWords ?? []).map { $0.lowercasedWithASCIIFastPath() })
        houseNumberWordsAfter = Set((written.houseNumberWordsAfter ?? []).map { $0.lowercasedWithASCIIFastPath() })
        houseNumberRuleSet = try checked(written.houseNumberRuleSet, "houseNumberRuleSet")
        numericMonthDay = written.numericMonthDay ?? false
        currencyCodeWords = Set((written.currencyCodeWords ?? [:]).filter(\.value).map { $0.key.uppercased() })
        decadeMarks = (written.decadeMarks ?? []).sorted { $0.count > $1.count }
        decadeEndings = (written.decadeEndings ?? [:]).map { (ending: $0.key, plural: $0.value) }.sorted { $0.ending.count > $1.ending.count }
        let marks = (written.numberMarks ?? [:]).map { $0 }.longestFirst(by: \.key)
        numberMarks = marks.map { (form: Form($0.key), word: $0.value) }
        let genders = (written.nounGenders ?? [:]).map { (stem: $0.key.lowercasedWithASCIIFastPath(), gender: $0.value) }
        nounGenders = genders.filter { !$0.stem.contains(" ") }.longestFirst(by: \.stem)
        nounPhraseGenders = genders.compactMap { entry -> (stem: String, next: String, gender: String)? in
            let words = entry.stem.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2 else { return nil }
            return (stem: String(words[0]), next: String(words[1]), gender: entry.gender)
        }.longestFirst(by: \.stem)
        nounCaseEndings = (written.nounCaseEndings ?? []).longestFirst(by: \.ending)
        let formedCases = Set((dates.language.profile.numbers.counting?.ruleSets ?? []).compactMap(\.case))
        // A word's case must be one the counting rules form ("nominative" is the plain form,
        // allowed where the table says so).
        func governedCases(_ table: [String: String]?, _ key: String, nominative: Bool = false) throws(VocalizeError) -> [String: String] {
            var cases: [String: String] = [:]
            for (word, governed) in table ?? [:] {
                guard (nominative && governed == "nominative") || formedCases.contains(governed) else {
                    throw VocalizeError(
                        .invalidLocaleProfile,
                        "The \(dates.language.profile.language) profile's written.\(key).\(word) names the case \"\(governed)\", which no numbers.counting.ruleSets rule forms.")
                }
                cases[word.lowercasedWithASCIIFastPath()] = governed
            }
            return cases
        }
        casesAfter = try governedCases(written.casesAfter, "casesAfter")
        countedCasesAfter = try governedCases(written.countedCasesAfter, "countedCasesAfter", nominative: true)
        casesAfterGovernNumbers = written.casesAfterGovernNumbers ?? false
        countedNounBeforeParenthesis = written.countedNounBeforeParenthesis ?? false
        outOfWords = try governedCases(written.outOfWords, "outOfWords")
        capitalizesNouns = written.capitalizesNouns ?? false
        joinedSuffixes = written.joinedSuffixes
        durationPartUnits = (written.durationPartUnits ?? [:]).map { (symbol: $0.key, unit: $0.value) }.longestFirst(by: \.symbol)
        ungroupedDecimalSeparators = Set(written.ungroupedDecimalSeparators ?? "")
        scaleWordsInsideNumbers = written.scaleWordsInsideNumbers ?? false
        dimensionWord = written.dimensionWord
        durationPartsJoined = written.durationPartsJoined ?? false
        dataPrefixes = Set(written.dataPrefixes ?? [])
        ordinalGendersBeforeNoun = written.ordinalGendersBeforeNoun ?? [:]
        nounGenderCategories = written.nounGenderCategories.map(Set.init)
        digitsBeforeMarks = written.digitsBeforeMarks ?? []
        unitMaximums = written.unitMaximums ?? [:]
        afternoonMarkAfterTwentyFourHourClock = written.afternoonMarkAfterTwentyFourHourClock ?? false
        abbreviations = Dictionary((written.abbreviations ?? [:]).map { ($0.key.lowercasedWithASCIIFastPath(), $0.value.lowercasedWithASCIIFastPath()) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the locale's 12-hour clock pattern writes the day period before the hour (false
    /// when ICU has no pattern).
    private static func twelveHourClockFacts(localeID: String) -> UInt8 {
        guard let twelveHour = try? DateCatalog.bestPattern(localeID: localeID, skeleton: "hm") else { return 1 }
        let period = twelveHour.firstIndex { $0 == "a" || $0 == "b" || $0 == "B" }
        let hour = twelveHour.firstIndex { $0 == "h" || $0 == "K" }
        let precedes = period != nil && hour != nil && period! < hour!
        let fromZero = DatePattern.fieldLetters(of: twelveHour).contains("K")
        return 1 | (precedes ? 2 : 0) | (fromZero ? 4 : 0)
    }

    /// Whether a word may be a month or weekday name, whole or abbreviated ("avr.", "Mittwoch,").
    func isCalendarWord(_ word: Substring) -> Bool {
        if let prefix = Self.letterPrefix(of: word) { return calendarWordPrefixes.contains(prefix) }
        guard !shortCalendarNames.isEmpty else { return false }
        let marks = calendarAbbreviationMarks
        let bare = word.lowercasedWithASCIIFastPath().filter { $0 != "." && !marks.contains($0) }
        return shortCalendarNames.contains(bare)
    }

    /// The punctuation other than the dot that abbreviated calendar names end with ("॰" of
    /// Hindi "जन॰", the geresh of Hebrew "יום ה׳"), taken from the names themselves: the last
    /// character of a name's last word when it is punctuation and the word before it letters.
    static func abbreviationMarks(closing names: [String]) -> Set<Character> {
        var marks = Set<Character>()
        for name in names {
            guard let word = name.split(whereSeparator: \.isWhitespace).last, let last = word.last, last != ".",
                last.isPunctuation, word.count > 1, word.dropLast().allSatisfy(\.isLetter)
            else { continue }
            marks.insert(last)
        }
        return marks
    }

    /// The abbreviated names as words a text may hold alone: each name, and the last word of
    /// a name of several that closes with one of `closingMarks` (Hebrew "ה׳" of "יום ה׳", written
    /// after "יום" as a word of its own, so the scan meets it before the noun).
    static func shortNameWords(_ names: [String], closingMarks: Set<Character>) -> [String] {
        var words = names
        for name in names where name.contains(where: \.isWhitespace) {
            if let last = name.split(whereSeparator: \.isWhitespace).last, let mark = last.last, closingMarks.contains(mark) {
                words.append(String(last))
            }
        }
        return words
    }

    /// Whether a word may be a month's name in any of its forms ("červenci", "Juli").
    func isMonthWord(_ word: Substring) -> Bool {
        Self.letterPrefix(of: word).map(monthWordPrefixes.contains) ?? false
    }

    /// A word's first three characters, lower case, when they are letters (only they matter
    /// to the name tests above); nil otherwise.
    private static func letterPrefix(of word: Substring) -> String? {
        // ASCII first: three ASCII letters (nothing joined to the third) lower-cased on their
        // bytes; an ASCII character that is no letter ends the test at once.
        let utf8 = word.utf8
        var bytes: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var index = utf8.startIndex
        var ascii = true
        for position in 0..<3 {
            guard index < utf8.endIndex else { return nil }
            let byte = utf8[index]
            if byte >= 0x80 { ascii = false; break }
            let lower = byte | 0x20
            guard lower >= 0x61 && lower <= 0x7A else { return nil }
            switch position {
            case 0: bytes.0 = lower
            case 1: bytes.1 = lower
            default: bytes.2 = lower
            }
            index = utf8.index(after: index)
        }
        if ascii, index == utf8.endIndex || utf8[index] < 0x80 {
            return String(decoding: [bytes.0, bytes.1, bytes.2], as: UTF8.self)
        }
        // Latin letters with marks ("régler", "Août"): below U+0300 every scalar is a
        // character of its own (no combining mark), so the first three scalars are the
        // first three characters, tested without breaking the word into characters.
        let scalars = word.unicodeScalars
        if scalars.prefix(4).allSatisfy({ $0.value < 0x300 }) {
            let first = scalars.prefix(3)
            guard first.count == 3, first.allSatisfy(\.isAlphabetic) else { return nil }
            return String(String.UnicodeScalarView(first)).lowercasedWithASCIIFastPath()
        }
        var prefix = ""
        for character in word.prefix(3) {
            guard character.isLetter else { return nil }
            prefix.append(character)
        }
        return prefix.count == 3 ? prefix.lowercasedWithASCIIFastPath() : nil
    }

    /// The ISO 4217 code a word of three letters names: in capitals, a current code ("CHF");
    /// in lower case, one that spells no word (`currencyCodeWords`: "chf" yes, "top" no).
    /// Nil for any other word, or a code no longer in use.
    func currencyCode(_ word: some StringProtocol) -> String? {
        guard word.utf8.count == 3 else { return nil }
        let upper = word.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
        guard upper || word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        let code = word.uppercased()
        guard upper || !currencyCodeWords.contains(code) else { return nil }
        return vz_currency_is_current(Array(code.utf16) + [0]) == 1 ? code : nil
    }

    private static let romanMonths = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]

    /// Whether a word is a month in Roman numerals with its point ("IV."), where the language
    /// writes months so.
    func isRomanMonth(_ word: some StringProtocol) -> Bool {
        romanNumeralMonths && word.last == "." && Self.romanMonths.contains(String(word.dropLast()))
    }

    /// The text with each month written in Roman numerals and a point ("IV.") between a date's
    /// numbers written in digits ("2010. IV. 1." → "2010. 4. 1."); nil when it has none.
    func arabicMonths(_ text: String) -> String? {
        guard romanNumeralMonths else { return nil }
        var changed = false
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            guard word.last == ".", let month = Self.romanMonths.firstIndex(of: String(word.dropLast())) else { return word }
            changed = true
            return Substring("\(month + 1).")
        }
        return changed && text.contains(where: \.isASCIIDigit) ? words.joined(separator: " ") : nil
    }

    /// The gender of a counted noun written as `word` (its stem's), or nil. A two-word key
    /// whose words start `word` and `next` decides first ("번 출구": "sino" before "번").
    func gender(ofNoun word: String, next: String? = nil) -> String? {
        guard !nounGenders.isEmpty || !nounPhraseGenders.isEmpty else { return nil }
        let lowered = word.lowercasedWithASCIIFastPath()
        if let next, !nounPhraseGenders.isEmpty {
            let following = next.lowercasedWithASCIIFastPath()
            if let phrase = nounPhraseGenders.first(where: { lowered.hasPrefix($0.stem) && following.hasPrefix($0.next) }) {
                return phrase.gender
            }
        }
        return nounGenders.first { lowered.hasPrefix($0.stem) }?.gender
    }

    /// The case a noun written after a number is in, from its ending (`nounCaseEndings`),
    /// for a noun of `gender` counted by a number of plural `category` (nil: an ordinal, any
    /// category). The ending leaves at least two letters of the word ("on" is no genitive).
    func grammaticalCase(ofNoun word: String, gender: String?, category: String?) -> String? {
        guard !nounCaseEndings.isEmpty else { return nil }
        let lowered = word.lowercasedWithASCIIFastPath()
        return nounCaseEndings.first { ending in
            lowered.count >= ending.ending.count + 2 && lowered.hasSuffix(ending.ending)
                && (ending.gender == nil || ending.gender == gender)
                && (ending.category == nil || category == nil || ending.category == category)
        }?.case
    }

    /// The case a suffix joined to a number says ("3:lle": allative), from the endings that
    /// hold for any noun.
    func grammaticalCase(ofSuffix suffix: String) -> String? {
        nounCaseEndings.first { $0.gender == nil && $0.ending == suffix.lowercasedWithASCIIFastPath() }?.case
    }

    /// A clock time written "17:45", "5:45 p.m.", "17 h 45", "14h30", "17.45 Uhr", "8 Uhr", "5 PM".
    /// With `dayPeriodWords`, also a time with a part of the day written before or after it
    /// ("저녁 8시 45분", "3:30 da tarde"), read as the hour that part of the day has.
    func clockTime(_ text: String, clockContext: Bool = false, dayPeriodWords: (() -> DayPeriodWords)? = nil) -> WrittenValue? {
        var rest = Substring(text)
        // A day period, clock word or hour mark at the end.
        var isPM: Bool?
        // The hours a part of the day written with the time covers.
        var periodHours: UInt32?
        var periodTakesBareHour = false
        var writtenPeriod = ""
        // The day period as written where it stands before the time ("午後" of "午後0:30").
        var markerBefore: String?
        // A word before the time ("ore 17.45") makes it one as a clock word after it does.
        var hasClockWord = clockContext
        // A clock word after the time and no day period: the hour is said as written, on the
        // 24-hour clock ("6 बजे" is "छह बजे", no morning or evening added).
        var clockWordAfter = false
        // Day periods, clock words and parts of the day are words: a text without a letter
        // (most data) has none of them, and skips the case mapping and the lookups.
        let hasLetter = rest.unicodeScalars.contains(where: \.isAlphabetic)
        let lowered = hasLetter ? rest.lowercasedWithASCIIFastPath() : ""
        if !hasLetter {
            // Nothing to take off either end.
        } else if let period = dayPeriods.first(where: { lowered.hasSuffix($0.marker) && lowered.count > $0.marker.count }) {
            isPM = period.isPM
            rest = rest.dropLast(period.marker.count)
        } else if let period = dayPeriods.first(where: { lowered.hasPrefix($0.marker) && lowered.count > $0.marker.count }), dayPeriodsPrecede {
            // "下午3:30", "오후 3시": the period first.
            isPM = period.isPM
            markerBefore = String(rest.prefix(period.marker.count))
            rest = rest.dropFirst(period.marker.count)
        } else if let word = clockWords.first(where: { rest.hasSuffix($0) && rest.count > $0.count }) {
            hasClockWord = true
            clockWordAfter = true
            rest = rest.dropLast(word.count)
        }
        // A part of the day, alone or with a clock word ("शाम 6 बजे").
        if isPM == nil, hasLetter, let dayPeriodWords, rest.containsLetter, case let spaced = Self.trimmed(rest),
            let period = dayPeriodWords().split(spaced)
        {
            periodHours = period.hours
            periodTakesBareHour = period.takesBareHour
            writtenPeriod = period.written
            rest = period.rest
            // "रात के 8:00": a linking word after a part of the day written first belongs to it.
            let afterPeriod = Self.trimmed(rest)
            if period.rest.startIndex != spaced.startIndex,
                let link = dayPeriodLinks.first(where: { afterPeriod.hasPrefix($0 + " ") })
            {
                writtenPeriod += " " + link
                rest = afterPeriod.dropFirst(link.count)
            }
        }
        rest = Self.trimmed(rest)
        guard let hourEnd = rest.firstIndex(where: { !$0.isASCIIDigit }) ?? Optional(rest.endIndex) else { return nil }
        let hourDigits = rest[..<hourEnd]
        guard (1...2).contains(hourDigits.count), var hour = Int(hourDigits) else { return nil }
        rest = rest[hourEnd...]
        var minute = 0
        var second: Int?
        if rest.isEmpty {
            // A bare hour needs a word that makes it a time: "5 PM", "8 Uhr".
            guard isPM != nil || hasClockWord || periodTakesBareHour else { return nil }
        } else {
            // The separator: ":", the profile's ("." before "Uhr"), or an hour mark ("h").
            let afterSpaces = Self.trimmed(rest)
            if let mark = hourMarkers.first(where: { afterSpaces.hasPrefix($0) }) {
                rest = Self.trimmed(afterSpaces.dropFirst(mark.count))
                if let mark = minuteMarkers.first(where: { rest.hasSuffix($0) && rest.count > $0.count }) {
                    rest = Self.trimmed(rest.dropLast(mark.count))
                    if rest.count == 1 { rest = Substring("0" + rest) }  // "3时5分"
                }
                if rest.isEmpty {
                    // "17 h", "3시": a bare hour with its mark; "500g" is grams, not a time.
                    guard !hourMarkersBeforeMinutes.contains(mark) else { return nil }
                } else {
                    guard rest.count == 2, let value = Int(rest), rest.allSatisfy(\.isASCIIDigit) else { return nil }
                    minute = value
                    rest = rest.dropFirst(2)
                }
            } else {
                guard let separator = rest.first,
                    separator == ":" || (minuteSeparators.contains(separator) && (isPM != nil || hasClockWord || periodHours != nil))
                else { return nil }
                let digits = rest.dropFirst()
                let minuteDigits = digits.prefix(2)
                guard minuteDigits.count == 2, minuteDigits.allSatisfy(\.isASCIIDigit), let value = Int(minuteDigits) else { return nil }
                minute = value
                rest = digits.dropFirst(2)
                if rest.first == separator {
                    let secondDigits = rest.dropFirst().prefix(2)
                    guard secondDigits.count == 2, secondDigits.allSatisfy(\.isASCIIDigit), let value = Int(secondDigits) else { return nil }
                    second = value
                    rest = rest.dropFirst(3)
                }
                guard rest.isEmpty else { return nil }
            }
        }
        guard minute < 60, (second ?? 0) < 60 else { return nil }
        if let periodHours {
            guard let dayHour = DayPeriodWords.hour(hour, in: periodHours) else { return nil }
            return .timeInDayPeriod(.time(hour: dayHour, minute: minute, second: second, clock: .twelveHour), dayPeriod: writtenPeriod)
        }
        if let isPM {
            // "13:10pm" where the language writes so: the hour already says the afternoon.
            if isPM, afternoonMarkAfterTwentyFourHourClock, (13...23).contains(hour) { return .time(hour: hour, minute: minute, second: second, clock: .twelveHour) }
            // "午後0:30" where the 12-hour clock counts from 0: said with its period as written
            // (hour 0 of the afternoon, not "noon").
            if hour == 0, twelveHourClockFromZero, let markerBefore {
                return .timeInDayPeriod(.time(hour: isPM ? 12 : 0, minute: minute, second: second, clock: .twelveHour), dayPeriod: markerBefore)
            }
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (isPM ? 12 : 0)
            return .time(hour: hour, minute: minute, second: second, clock: .twelveHour)
        }
        // "24:00 Uhr": the end of a day (ISO 8601:2004 §4.2.3, DIN 1355-1 "24.00 Uhr"), said on
        // the 24-hour clock its clock word names; "24:15 Uhr" is no time.
        if hour == 24, minute == 0, (second ?? 0) == 0, clockWordAfter { return .time(hour: 24, minute: 0, second: nil, clock: .twentyFourHour) }
        guard hour < 24 else { return nil }
        return .time(hour: hour, minute: minute, second: second, clock: clockWordAfter ? .twentyFourHour : nil)
    }

    /// A time zone written at the end of `text` after a space ("… UTC", "… gmt-3", "… CET+1"):
    /// the text before it, the zone in capitals and the offset in minutes; nil when the text
    /// ends with none.
    func timeZoneSuffix(_ text: String) -> (rest: Substring, zone: String, offsetMinutes: Int?)? {
        guard !timeZones.isEmpty, let space = text.lastIndex(of: " ") else { return nil }
        var rest = text[..<space]
        var word = text[text.index(after: space)...]
        // "1:59 p.m.est": the zone written against a day period's closing point.
        if timeZone(word) == nil, let dot = word.lastIndex(of: "."), timeZone(word[word.index(after: dot)...]) != nil {
            rest = text[...dot]
            word = word[word.index(after: dot)...]
        }
        // "UTC +1": the offset written apart from its zone, its sign kept.
        if let sign = word.first, sign == "+" || sign == "-", word.dropFirst().first?.isASCIIDigit == true,
            let before = rest.lastIndex(of: " "), case let zoneWord = rest[rest.index(after: before)...],
            timeZone(zoneWord) != nil, !zoneWord.contains(where: { $0 == "+" || $0 == "-" })
        {
            word = Substring(String(zoneWord) + String(word))
            rest = rest[..<before]
        }
        let signIndex = word.firstIndex { $0 == "+" || $0 == "-" }
        guard let zone = timeZone(word) else { return nil }
        var offset: Int?
        if let signIndex {
            let parts = word[word.index(after: signIndex)...].split(separator: ":", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
                let hours = Int(parts[0]), hours <= 14, let minutes = parts.count == 2 ? Int(parts[1]) : 0, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * (word[signIndex] == "-" ? -1 : 1)
        }
        guard rest.contains(where: \.isNumber) else { return nil }
        return (rest, zone, offset)
    }

    /// The zone a word names, in capitals, with or without its offset ("utc", "GMT+1" → "GMT");
    /// nil for any other word.
    func timeZone(_ word: Substring) -> String? {
        guard !timeZones.isEmpty, word.utf8.count <= 12 else { return nil }
        // An ASCII word without points: upper-cased on its bytes, no Unicode case mapping
        // (every word after a number in running text is asked).
        let letters = word.utf8.prefix { $0 != 0x2B && $0 != 0x2D }
        if letters.allSatisfy({ $0 < 0x80 && $0 != 0x2E }) {
            if let packedTimeZones {
                guard let packed = Self.packedASCII(letters, uppercased: true), packedTimeZones.contains(packed) else { return nil }
            }
            let zone = String(decoding: letters.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
            return timeZones.contains(zone) ? zone : nil
        }
        // Every zone in ASCII: a word with other letters names none (without the Unicode
        // case mapping; "ı" and "ſ", which upper-case to ASCII, write no zone).
        if packedTimeZones != nil, word.utf8.contains(where: { $0 >= 0x80 }) { return nil }
        let zone = word.prefix { $0 != "+" && $0 != "-" }.uppercased()
        if timeZones.contains(zone) { return zone }
        // "e.s.t": the zone's letters written with points between them.
        let bare = zone.filter { $0 != "." }
        return bare.count >= 2 && bare.count < zone.count && timeZones.contains(bare) ? bare : nil
    }

    /// Up to eight ASCII bytes as one number (lower-case letters made upper case when asked),
    /// nil for longer or other text.
    private static func packedASCII(_ bytes: some Collection<UInt8>, uppercased: Bool = false) -> UInt64? {
        guard bytes.count <= 8 else { return nil }
        var packed: UInt64 = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let folded = uppercased && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
            packed = packed << 8 | UInt64(folded)
        }
        return packed
    }

    /// The text with a space after each date mark that a digit or a bracket follows ("8월20일"
    /// → "8월 20일", "1일(월)" → "1일 (월)"), or nil when no mark is written against either.
    func spacedAfterDateMarks(_ text: String) -> String? {
        var result = ""
        var changed = false
        var rest = Substring(text)
        while let first = rest.first {
            if first.isNumber || !(result.last?.isNumber ?? false) {
                result.append(first)
                rest = rest.dropFirst()
                continue
            }
            // "1월1일(월)": a space also before the weekday's bracket, as the patterns write it ("d일 (E)").
            if let mark = dateMarkers.first(where: { rest.hasPrefix($0) }), let next = rest.dropFirst(mark.count).first, next.isNumber || next == "(" {
                result += mark + " "
                rest = rest.dropFirst(mark.count)
                changed = true
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return changed ? result : nil
    }

    /// The text with the dot after a month's name or abbreviation removed ("wo 8 jan. 2025" →
    /// "wo 8 jan 2025"), or nil when no month's name is written with one.
    func withoutDotAfterMonthName(_ text: String) -> String? {
        guard text.utf8.contains(0x2E) else { return nil }
        var changed = false
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            guard word.count >= 3, word.last == ".", !word.dropLast().contains("."), isMonthWord(word) else { return word }
            let bare = word.dropLast()
            guard isMonthName(bare.lowercasedWithASCIIFastPath()) else { return word }
            changed = true
            return bare
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// Whether a lower-case word without its closing dot is one of the month's names or
    /// abbreviations (`monthNames`).
    func isMonthName(_ bare: some StringProtocol) -> Bool {
        monthNames.contains { $0.name == bare }
    }

    /// The text with the ordinal mark after a day number removed ("1er avril" → "1 avril",
    /// "April 1st" → "April 1"), or nil when it has none.
    func removingDayOrdinal(from text: String) -> String? {
        let characters = Array(text)
        for marker in ordinals where (marker.position ?? .after) == .after {
            let mark = Array(marker.text)
            var index = 0
            while index + mark.count <= characters.count {
                defer { index += 1 }
                guard index > 0, characters[index - 1].isASCIIDigit, Array(characters[index..<index + mark.count]) == mark else { continue }
                let next = index + mark.count
                guard next == characters.count || !characters[next].isLetter else { continue }
                return String(characters[..<index] + characters[next...])
            }
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var result = text
        while let first = result.first, first.isWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}

extension Array {
    /// The elements with the longest text first, texts of one length in alphabetical order:
    /// `sorted { a.count != b.count ? a.count > b.count : a < b }` with each text's length in
    /// characters counted once, not in every comparison (the root profile's unit symbols cost
    /// 1.6 M instructions at start that way).
    func longestFirst(by text: (Element) -> String) -> [Element] {
        map { (length: text($0).count, element: $0) }
            .sorted { $0.length != $1.length ? $0.length > $1.length : text($0.element) < text($1.element) }
            .map(\.element)
    }
}

extension Character {
    /// "0"…"9".
    var isASCIIDigit: Bool { isASCII && isNumber }
}
