/// The shared cache of opened spell-out formatters, one per (locale, rule set).
final class SpelloutCatalog: Sendable {
    static let shared = SpelloutCatalog()

    private struct Key: Hashable, Sendable {
        var localeID: String
        var ruleSet: String?
        var rules: String?
    }

    // 44 languages with their gender, case and custom rule sets: room for all of them.
    private let cache = FormatterCache<Key, ICUSpellout>(capacity: 2048)

    func formatter(localeID: String, ruleSet: String?) throws(VocalizeError) -> ICUSpellout {
        try cache.value(for: Key(localeID: localeID, ruleSet: ruleSet)) { () throws(VocalizeError) in
            // The locale's own formatter already spells with its default rule set (usually the
            // cardinal one): share it rather than parse the same rules again, which is a
            // large part of a command's start-up.
            if let ruleSet {
                let base = try formatter(localeID: localeID, ruleSet: nil)
                if base.defaultRuleSet == ruleSet { return base }
            }
            return try ICUSpellout(localeID: localeID, ruleSet: ruleSet)
        }
    }

    /// A formatter from a profile's own RBNF rule text, for a rule set ICU lacks.
    func formatter(localeID: String, ruleSet: String, rules: String) throws(VocalizeError) -> ICUSpellout {
        try cache.value(for: Key(localeID: localeID, ruleSet: ruleSet, rules: rules)) { () throws(VocalizeError) in
            try ICUSpellout(localeID: localeID, ruleSet: ruleSet, rules: rules)
        }
    }
}

/// Shared caches for the other ICU services, keyed by locale (and skeleton).
enum ICUCatalog {
    private struct UnitKey: Hashable, Sendable {
        var localeID: String
        var skeleton: String
        var displayCase: String?
    }

    private static let units = FormatterCache<UnitKey, ICUUnitFormatter>()
    private static let plurals = FormatterCache<String, ICUPluralRules>()
    private static let parsers = FormatterCache<String, ICUNumberParser>()

    static func unitFormatter(localeID: String, skeleton: String, displayCase: String? = nil) throws(VocalizeError) -> ICUUnitFormatter {
        try units.value(for: UnitKey(localeID: localeID, skeleton: skeleton, displayCase: displayCase)) { () throws(VocalizeError) in
            try ICUUnitFormatter(localeID: localeID, skeleton: skeleton, displayCase: displayCase)
        }
    }

    static func pluralRules(localeID: String) throws(VocalizeError) -> ICUPluralRules {
        try plurals.value(for: localeID) { () throws(VocalizeError) in try ICUPluralRules(localeID: localeID) }
    }

    static func numberParser(localeID: String) throws(VocalizeError) -> ICUNumberParser {
        try parsers.value(for: localeID) { () throws(VocalizeError) in try ICUNumberParser(localeID: localeID) }
    }
}
