/// What a language writes after the slash of a rate ("9,99 €/Monat", "$20/mo", "56,3 /km²",
/// "12 kg/h") and how it says "per" that unit ("pro Monat", "per month", "в месяц", "월당").
///
/// The unit after the slash is a symbol of the profile's `written.units`, a word the profile
/// writes only there (`written.perUnitSymbols`: Finnish "kk", Japanese "月"), or a duration's
/// name as ICU writes it for the language, in full or short ("Monat", "Mon.", "month", "mois",
/// "месяц", "tháng"). The spoken "per" phrase is the profile's own (`written.perUnitPatterns`:
/// "{0} kuukaudessa", "매월 {0}") or else CLDR's per-unit pattern as ICU formats a compound unit:
/// "5 meters per month" less "5 meters" leaves " per month"; where CLDR has only a slash ("20
/// mét/tháng") and the profile names no word, the language has no spoken pattern and the rate
/// is not read. No word is listed in code.
struct RateUnits: Sendable {
    /// Lower-case durations' names, in full and short, and the profile's words written after a
    /// slash, to ICU unit identifiers ("monat": "month", "kk": "month").
    let durationNames: [String: String]
    /// The profile's own ways of saying a value per a unit, split around the value.
    let patterns: [String: PerPhrase]
    /// The ICU locale, and the profile's word for the slash where CLDR has none.
    let localeID: String
    let perWord: String?

    /// The durations a rate is most often given per.
    private static let durations = ["year", "month", "week", "day", "hour", "minute", "second"]

    private static let cache = ProfileDerivedCache<RateUnits>()
    private static let phrases = FormatterCache<PhraseKey, PerPhrase?>(capacity: 512)

    private struct PhraseKey: Hashable, Sendable {
        var localeID: String
        var unit: String
        var perWord: String?
    }

    /// The words said around a value for "per `unit`": before it (Korean "월당"), after it
    /// (" pro Monat"), or both.
    struct PerPhrase: Sendable, Hashable {
        let before: String
        let after: String
    }

    /// The rate units of `dates`' language (derived from ICU once per language).
    static func resolve(_ dates: DateLanguage) -> RateUnits {
        (try? cache.value(for: dates.language.locale, registry: .shared) { () throws(VocalizeError) in
            RateUnits(localeID: dates.localeID, written: dates.language.profile.written ?? WrittenProfile())
        }) ?? RateUnits(durationNames: [:], patterns: [:], localeID: dates.localeID, perWord: nil)
    }

    private init(durationNames: [String: String], patterns: [String: PerPhrase], localeID: String, perWord: String?) {
        self.durationNames = durationNames
        self.patterns = patterns
        self.localeID = localeID
        self.perWord = perWord
    }

    /// Each duration formatted once, in full and short: the number and its spacing taken away,
    /// what is left is its name as written after a slash (singular, as "per" takes it). The
    /// profile's words after a slash and its own patterns come on top.
    private init(localeID: String, written: WrittenProfile) {
        var names: [String: String] = [:]
        for width in ["unit-width-full-name", "unit-width-short"] {
            for unit in Self.durations {
                guard let formatter = try? ICUCatalog.unitFormatter(localeID: localeID, skeleton: "unit/\(unit) \(width)"),
                    let formatted = try? formatter.format(decimal: "1").text
                else { continue }
                var digitless = String.UnicodeScalarView()
                digitless.append(contentsOf: formatted.unicodeScalars.filter { $0.properties.numericType == nil })
                let name = SpokenText.clean(String(digitless)).lowercased()
                // A name of one letter ("h", "d") is too easily another word.
                guard name.count >= 2, !name.contains(where: \.isNumber), names[name] == nil else { continue }
                names[name] = unit
            }
        }
        for (symbol, unit) in written.perUnitSymbols ?? [:] { names[symbol.lowercased()] = unit }
        var patterns: [String: PerPhrase] = [:]
        for (unit, pattern) in written.perUnitPatterns ?? [:] {
            guard let value = pattern.range(of: "{0}") else { continue }
            patterns[unit] = PerPhrase(before: String(pattern[..<value.lowerBound]), after: String(pattern[value.upperBound...]))
        }
        self.init(durationNames: names, patterns: patterns, localeID: localeID, perWord: written.perUnitWord)
    }

    /// The ICU unit a text after a slash names, from the profile's unit symbols (as written)
    /// or the durations' names (any case); nil for any other text.
    func unit(_ written: Substring, symbols: [(symbol: String, unit: String)]) -> String? {
        let text = written.trimmingWhitespace()
        guard !text.isEmpty else { return nil }
        if let symbol = symbols.first(where: { $0.symbol == text }) { return symbol.unit }
        return durationNames[text.lowercased()]
    }

    /// How the language says "per `unit`": the profile's own pattern, else CLDR's (see below).
    func perPhrase(unit: String) -> PerPhrase? {
        patterns[unit] ?? Self.perPhrase(localeID: localeID, unit: unit, perWord: perWord)
    }

    /// How `localeID` says "per `unit`", or nil where CLDR writes only a slash and the profile
    /// names no word for it (`perWord`, `written.perUnitWord`: Vietnamese "trên", said before
    /// the unit's name: "mười đô la trên giờ").
    static func perPhrase(localeID: String, unit: String, perWord: String? = nil) -> PerPhrase? {
        // Worked out once per locale, unit and word: where there is none, the miss is kept too.
        let found = try? phrases.value(for: PhraseKey(localeID: localeID, unit: unit, perWord: perWord)) { () throws(VocalizeError) -> PerPhrase? in
            cldrPhrase(localeID: localeID, unit: unit) ?? perWord.flatMap { profilePhrase(localeID: localeID, unit: unit, perWord: $0) }
        }
        return found ?? nil
    }

    /// CLDR's per-unit pattern as ICU formats a compound unit, or nil where it is only a slash.
    private static func cldrPhrase(localeID: String, unit: String) -> PerPhrase? {
        guard let compound = try? ICUCatalog.unitFormatter(localeID: localeID, skeleton: "unit/meter-per-\(unit) unit-width-full-name"),
            let base = try? ICUCatalog.unitFormatter(localeID: localeID, skeleton: "unit/meter unit-width-full-name"),
            let whole = try? compound.format(decimal: "5").text, let alone = try? base.format(decimal: "5").text
        else { return nil }
        let phrase: PerPhrase
        if whole.hasPrefix(alone) {
            phrase = PerPhrase(before: "", after: String(whole.dropFirst(alone.count)))
        } else if whole.hasSuffix(alone) {
            phrase = PerPhrase(before: String(whole.dropLast(alone.count)), after: "")
        } else {
            return nil
        }
        // "20 mét/tháng": a slash is no spoken word.
        guard !(phrase.before + phrase.after).contains("/"), !(phrase.before + phrase.after).trimmingWhitespace().isEmpty else { return nil }
        return phrase
    }

    /// The profile's word for the slash before the unit's name as ICU spells it ("trên giờ").
    private static func profilePhrase(localeID: String, unit: String, perWord: String) -> PerPhrase? {
        guard let formatter = try? ICUCatalog.unitFormatter(localeID: localeID, skeleton: "unit/\(unit) unit-width-full-name"),
            let formatted = try? formatter.format(decimal: "1").text
        else { return nil }
        var digitless = String.UnicodeScalarView()
        digitless.append(contentsOf: formatted.unicodeScalars.filter { $0.properties.numericType == nil })
        let name = SpokenText.clean(String(digitless))
        return name.isEmpty ? nil : PerPhrase(before: "", after: " " + perWord + " " + name)
    }
}
