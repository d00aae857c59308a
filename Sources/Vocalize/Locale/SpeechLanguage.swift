import Foundation
import Synchronization

/// What a unit or currency formatter names: the unit identifier ("minute") or currency code
/// ("EUR"), the number of fraction digits shown, and the grammatical case of the name.
struct UnitFormatterKey: Hashable, Sendable {
    var unit: String
    var isCurrency: Bool
    var fractionDigits: Int
    var displayCase: String?
}

/// A locale with its merged profile and the words derived from ICU, resolved once and shared.
///
/// Sendable notes: immutable after init; the formatters it hands out are themselves Sendable,
/// and `NSRegularExpression` matching is thread-safe.
final class SpeechLanguage: @unchecked Sendable {
    let locale: SpeechLocale
    let profile: LocaleProfile
    /// The spell-out rule sets ICU offers for this locale.
    let ruleSets: Set<String>
    let cardinalRuleSet: String
    let ordinalRuleSet: String?
    let yearRuleSet: String
    let wordSeparator: String
    let decimalSeparator: String
    let minusWord: String
    /// Cardinal words for 0–9, for reading digits one by one.
    let digitWords: [String]
    /// The cardinal formatter, kept at hand: it serves most numbers said.
    let cardinalFormatter: ICUSpellout
    /// The profile's own RBNF rule text, by rule set name.
    let customRuleSets: [String: String]
    /// The gender found for each counted noun's name (`counting.nounGenders`), by name.
    let nounGenders = FormatterCache<String, String?>(capacity: 512)
    /// ICU's unit and currency formatters for this locale, by what they name: found without
    /// building a skeleton string for every number said.
    let unitFormatters = FormatterCache<UnitFormatterKey, ICUUnitFormatter>(capacity: 512)
    /// ICU's plural rules for the locale, asked for every counted number.
    private let pluralRules: ICUPluralRules
    /// The profile's fixes to spelled-out text.
    private let replacements: [(NSRegularExpression, String)]
    /// The formatters of the other rule sets used so far (a gender's or case's cardinal, an
    /// ordinal), found by comparing names: a counted number asks for one every time, and a
    /// few string comparisons cost less than hashing the name into the shared catalog.
    private let otherFormatters = Mutex<[(ruleSet: String, formatter: ICUSpellout)]>([])

    private static let cache = ProfileDerivedCache<SpeechLanguage>()

    /// The shared resolution of a locale under the current profiles.
    static func resolve(_ locale: SpeechLocale, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> SpeechLanguage {
        try cache.value(for: locale, registry: registry) { () throws(VocalizeError) in
            try SpeechLanguage(locale: locale, profile: registry.profile(for: locale))
        }
    }

    init(locale: SpeechLocale, profile: LocaleProfile) throws(VocalizeError) {
        self.locale = locale
        self.profile = profile
        let icuRuleSets = try Self.icuRuleSets(for: locale)
        let numbers = profile.numbers
        let custom = Self.publicRuleSets(in: numbers.customRuleSets ?? [:])
        guard !locale.spellsOutByProfileRules || custom["%spellout-numbering"] != nil else {
            throw SpeechLocale.noSpelloutError(tag: locale.identifier, fallback: "")
        }
        let available = Set(icuRuleSets).union(custom.keys)
        ruleSets = available
        customRuleSets = custom
        let compiled = try Self.compileReplacements(
            numbers.replacements, wholeWords: (numbers.wordSeparator ?? " ") != "", profile: profile.language)
        replacements = compiled
        pluralRules = try ICUCatalog.pluralRules(localeID: locale.icuIdentifier)

        func checked(_ name: String, _ key: String) throws(VocalizeError) -> String {
            guard available.contains(name) else {
                throw VocalizeError(
                    .invalidLocaleProfile,
                    "The \(profile.language) profile's \(key) \"\(name)\" is not one of ICU's rule sets for \(locale.identifier): \(available.sorted().joined(separator: ", ")).")
            }
            return name
        }

        let cardinal = try numbers.cardinalRuleSet.map { name throws(VocalizeError) in try checked(name, "numbers.cardinalRuleSet") }
            ?? (available.contains("%spellout-numbering") ? "%spellout-numbering" : icuRuleSets.first ?? "%spellout-numbering")
        cardinalRuleSet = cardinal
        for (index, rule) in (numbers.counting?.ruleSets ?? []).enumerated() {
            _ = try checked(rule.ruleSet, "numbers.counting.ruleSets[\(index)].ruleSet")
        }
        ordinalRuleSet = try numbers.ordinalRuleSet.map { name throws(VocalizeError) in try checked(name, "numbers.ordinalRuleSet") }
            ?? (icuRuleSets + custom.keys.sorted()).first { $0.hasPrefix("%spellout-ordinal") }
        yearRuleSet = try numbers.yearRuleSet.map { name throws(VocalizeError) in try checked(name, "numbers.yearRuleSet") }
            ?? (available.contains("%spellout-numbering-year") ? "%spellout-numbering-year" : cardinal)
        wordSeparator = numbers.wordSeparator ?? " "

        let cardinalFormatter = try Self.formatter(locale: locale, ruleSet: cardinal, custom: custom)
        self.cardinalFormatter = cardinalFormatter
        // ICU's own digit words, to learn "point" and "minus" from its spelling; the words
        // read aloud carry the profile's fixes (Dutch "één").
        var rawDigits: [String] = []
        for digit in 0..<10 { rawDigits.append(SpokenText.clean(try cardinalFormatter.format(Int64(digit)))) }
        let digits = rawDigits.map { Self.apply(compiled, to: $0) }
        digitWords = digits

        // ICU's own words for "point" and "minus", learnt from how it spells 1.5 and -1,
        // unless the profile says otherwise.
        let one = rawDigits[1]
        let five = rawDigits[5]
        if let word = numbers.decimalSeparator {
            decimalSeparator = word
        } else {
            let spelled = SpokenText.clean(try cardinalFormatter.format(double: 1.5))
            guard spelled.hasPrefix(one), spelled.hasSuffix(five), spelled.count > one.count + five.count else {
                throw VocalizeError(.invalidLocaleProfile, "Cannot tell how \(locale.identifier) says the decimal point (ICU says 1.5 is \"\(spelled)\"); the profile needs numbers.decimalSeparator.")
            }
            decimalSeparator = String(spelled.dropFirst(one.count).dropLast(five.count)).trimmingSpaces
        }
        if let word = numbers.minusWord {
            minusWord = word
        } else {
            let spelled = SpokenText.clean(try cardinalFormatter.format(Int64(-1)))
            guard spelled.hasSuffix(one), spelled.count > one.count else {
                throw VocalizeError(.invalidLocaleProfile, "Cannot tell how \(locale.identifier) says minus (ICU says -1 is \"\(spelled)\"); the profile needs numbers.minusWord.")
            }
            minusWord = String(spelled.dropLast(one.count)).trimmingSpaces
        }
    }

    /// ICU's public rule sets for the locale; none where ICU would spell out another language
    /// and the profile's own rules speak it.
    static func icuRuleSets(for locale: SpeechLocale) throws(VocalizeError) -> [String] {
        guard !locale.spellsOutByProfileRules else { return [] }
        return try SpelloutCatalog.shared.formatter(localeID: locale.icuIdentifier, ruleSet: nil).ruleSets
    }

    /// The formatter for one of this language's rule sets (ICU's, or the profile's own).
    func spellout(_ ruleSet: String) throws(VocalizeError) -> ICUSpellout {
        if ruleSet == cardinalRuleSet { return cardinalFormatter }
        let known = otherFormatters.withLock { entries in entries.first { $0.ruleSet == ruleSet }?.formatter }
        if let known { return known }
        guard ruleSets.contains(ruleSet) else {
            throw VocalizeError(
                .unsupportedOption,
                "ICU has no rule set \"\(ruleSet)\" for \(locale.identifier); it has \(ruleSets.sorted().joined(separator: ", ")).")
        }
        let formatter = try Self.formatter(locale: locale, ruleSet: ruleSet, custom: customRuleSets)
        otherFormatters.withLock { entries in
            // Bounded by the language's public rule sets (a few dozen at most).
            if !entries.contains(where: { $0.ruleSet == ruleSet }) { entries.append((ruleSet, formatter)) }
        }
        return formatter
    }

    /// A spelled-out integer, cleaned and with the profile's fixes applied.
    func spell(_ value: Int64, ruleSet: String) throws(VocalizeError) -> String {
        fixed(SpokenText.clean(try spellout(ruleSet).format(value)))
    }

    /// ICU's spelled-out text as a listener gets it: cleaned where the decoder saw a need, with
    /// the profile's fixes.
    func finish(_ spoken: ICU.DecodedText) -> String {
        fixed(spoken.isClean ? spoken.text : SpokenText.clean(spoken.text))
    }

    /// Applies the profile's replacements to spelled-out text.
    func fixed(_ text: String) -> String {
        Self.apply(replacements, to: text)
    }

    private static func apply(_ replacements: [(NSRegularExpression, String)], to text: String) -> String {
        guard !replacements.isEmpty else { return text }
        var result = text
        for (pattern, replacement) in replacements {
            result = pattern.stringByReplacingMatches(
                in: result, range: NSRange(result.startIndex..., in: result), withTemplate: replacement)
        }
        return result
    }

    private static func formatter(locale: SpeechLocale, ruleSet: String, custom: [String: String]) throws(VocalizeError) -> ICUSpellout {
        if let rules = custom[ruleSet] {
            return try SpelloutCatalog.shared.formatter(localeID: locale.icuIdentifier, ruleSet: ruleSet, rules: rules)
        }
        return try SpelloutCatalog.shared.formatter(localeID: locale.icuIdentifier, ruleSet: ruleSet)
    }

    /// Every public rule set the profile's rule texts define, with its text: a text is named by
    /// one rule set and may define more ("%jiao-fen" and "%jiao-fen-alone" share digits).
    static func publicRuleSets(in texts: [String: String]) -> [String: String] {
        var found = texts
        for (_, text) in texts.sorted(by: { $0.key < $1.key }) {
            // A byte scan of each line, in place: this runs at start-up, for every command
            // (splitting the text into an array of lines first cost 0.6 M for French).
            let names: [String] = text.utf8.withContiguousStorageIfAvailable { Self.declaredNames(in: $0) }
                ?? Array(text.utf8).withUnsafeBufferPointer { Self.declaredNames(in: $0) }
            for name in names where found[name] == nil { found[name] = text }
        }
        return found
    }

    /// The rule sets a rule text declares publicly, in order: each line that is, between blanks
    /// (space, tab, carriage return), "%name:" with no space in it and not "%%".
    private static func declaredNames(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var names: [String] = []
        var lineStart = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
            defer { lineStart = end + 1 }
            var first = lineStart
            var last = end
            while first < last, isBlank(bytes[first]) { first += 1 }
            while last > first, isBlank(bytes[last - 1]) { last -= 1 }
            guard last - first > 2, bytes[first] == UInt8(ascii: "%"), bytes[first + 1] != UInt8(ascii: "%"),
                bytes[last - 1] == UInt8(ascii: ":"), !(first..<last).contains(where: { bytes[$0] == 0x20 })
            else { continue }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<last - 1]), as: UTF8.self))
        }
        return names
    }

    /// Patterns for the profile's replacements: whole words, except in languages written
    /// without spaces (zh, ja, th), which have no word boundaries to respect.
    private static func compileReplacements(_ pairs: [[String]]?, wholeWords: Bool, profile: String) throws(VocalizeError) -> [(NSRegularExpression, String)] {
        var compiled: [(NSRegularExpression, String)] = []
        for pair in pairs ?? [] {
            guard pair.count == 2, !pair[0].isEmpty else {
                throw VocalizeError(.invalidLocaleProfile, "The \(profile) profile's numbers.replacements must hold pairs [\"from\", \"to\"]; found \(pair).")
            }
            let escaped = NSRegularExpression.escapedPattern(for: pair[0])
            let pattern = wholeWords ? "(?<![\\p{L}\\p{M}])" + escaped + "(?![\\p{L}\\p{M}])" : escaped
            do {
                compiled.append((try NSRegularExpression(pattern: pattern), NSRegularExpression.escapedTemplate(for: pair[1])))
            } catch {
                throw VocalizeError(.invalidLocaleProfile, "The \(profile) profile's replacement \(pair) cannot be used: \(error).")
            }
        }
        return compiled
    }

    /// Joins words with this language's separator.
    func join(_ parts: String...) -> String { SpokenText.join(parts, separator: wordSeparator) }
    func join(_ parts: [String]) -> String { SpokenText.join(parts, separator: wordSeparator) }

    /// Picks a word by plural category, falling back to "other".
    func word(_ forms: [String: String], category: String) -> String? {
        forms[category] ?? forms["other"]
    }

    func pluralCategory(of number: DecimalNumber) throws(VocalizeError) -> String {
        if number.isInteger, let value = number.integerValue, let category = pluralRules.category(ofInteger: value) { return category }
        return try pluralRules.category(of: number.description)
    }
}
