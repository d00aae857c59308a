import CVocalizeICU
import Foundation

/// The language a piece of speech is in, as apps give it in `accessibilityLanguage`.
///
/// Accepts BCP 47 tags and ICU/POSIX-style IDs ("fr", "fr-CA", "pt_BR", "zh-Hant-TW",
/// "en-US-u-nu-arab"), canonicalises them with ICU, and knows which locale profiles apply,
/// most specific first ("fr-CA" → "fr").
public struct SpeechLocale: Sendable, Hashable, CustomStringConvertible {
    /// The canonical BCP 47 tag ("pt-BR").
    public let identifier: String
    /// The language subtag ("pt").
    public let languageCode: String
    /// The script subtag, written or likely ("Hant" for "zh-TW").
    public let scriptCode: String?
    /// The region subtag, if the tag has one ("BR").
    public let regionCode: String?
    /// The profile tags to look up, most specific first: ["zh-Hant-TW", "zh-TW", "zh-Hant", "zh"].
    public let profileChain: [String]
    /// ICU's locale ID ("pt_BR").
    let icuIdentifier: String
    /// Whether the numbers are spelled by a profile's own rule sets because ICU has no spell-out
    /// rules for the language (Basque, Galician, Bengali in ICU 72): ICU's fallback rule sets
    /// belong to another language and are never used.
    let spellsOutByProfileRules: Bool

    public var description: String { identifier }

    /// Resolves a language tag; throws when it is ill-formed or ICU cannot spell numbers in it.
    public init(_ tag: String) throws(VocalizeError) {
        let cache = Self.resolved
        self = try cache.value(for: tag) { () throws(VocalizeError) in try SpeechLocale(resolving: tag) }
    }

    /// The speech locale for a Foundation `Locale`, whatever form its identifier takes: BCP 47
    /// with extensions ("en-US-u-rg-gbzzzz"), ICU's `@` keywords ("en_US@rg=gbzzzz",
    /// "ja_JP@calendar=japanese", "fr_FR@currency=EUR", what Apple platforms make when the
    /// region and the language differ) or `_` forms ("pt_BR"). The keywords are kept in the
    /// identifier; the language, script and region decide how things are spoken.
    public init(_ locale: Locale) throws(VocalizeError) {
        try self.init(Self.languageTag(ofLocaleIdentifier: locale.identifier))
    }

    /// A BCP 47 tag for a locale identifier in any of Foundation's forms: "en_US@rg=gbzzzz" →
    /// "en-US-u-rg-gbzzzz", "fr_FR.UTF-8" → "fr-FR", "pt_BR" → "pt-BR"; a tag without `@` or
    /// `.` is returned as it is.
    static func languageTag(ofLocaleIdentifier identifier: String) -> String {
        var text = identifier.trimmingWhitespace()
        // A POSIX encoding suffix ("fr_FR.UTF-8", "de_DE.UTF-8@euro") names no language.
        if let dot = text.firstIndex(of: "."), !text[..<dot].contains("@") {
            let rest = text[dot...]
            text = String(text[..<dot]) + (rest.firstIndex(of: "@").map { String(rest[$0...]) } ?? "")
        }
        guard text.contains("@") else { return text }
        let tag = Locale(identifier: text).identifier(.bcp47)
        return tag.isEmpty ? text : tag
    }

    /// English, which every build can speak.
    public static let english: SpeechLocale = try! SpeechLocale("en")

    /// The language of an environment, as POSIX orders the variables: `LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG` ("fr_FR.UTF-8" → "fr_FR"); "en" when none names a language.
    public static func environmentLanguage(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environmentLanguageSetting(environment)?.tag ?? "en"
    }

    /// The variable that decides the environment's language and the tag it gives, or nil when
    /// none is set to a language ("C" and "POSIX" name none).
    public static func environmentLanguageSetting(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> (variable: String, tag: String)? {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard var value = environment[variable], !value.isEmpty else { continue }
            // The first set variable decides, even when it names no language ("C").
            if let cut = value.firstIndex(where: { $0 == "." || $0 == "@" }) { value = String(value[..<cut]) }
            if value == "C" || value == "POSIX" || value.isEmpty { return nil }
            return (variable, value)
        }
        return nil
    }

    /// The longest language tag accepted, in bytes (BCP 47 asks implementations to accept at
    /// least 35; extensions need more).
    public static let maximumTagLength = 128

    private static let resolved = FormatterCache<String, SpeechLocale>(capacity: 512)

    /// The locale a profile being checked is for: a language ICU cannot spell out is accepted
    /// here, and the profile must then bring its own rules (`SpeechLanguage` checks).
    static func forProfileCheck(_ tag: String) throws(VocalizeError) -> SpeechLocale {
        try SpeechLocale(resolving: tag, acceptingProfileRules: true)
    }

    private init(resolving tag: String, acceptingProfileRules: Bool = false) throws(VocalizeError) {
        let trimmed = tag.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            throw VocalizeError(.invalidLanguageTag, "The language tag is empty; give one such as \"en\", \"fr-CA\" or \"pt-BR\".")
        }
        // Extensions make a tag arbitrarily long, and ICU's work on it grows with it.
        guard trimmed.utf8.count <= Self.maximumTagLength else {
            throw VocalizeError(.invalidLanguageTag, "The language tag is longer than \(Self.maximumTagLength) characters (the limit of a tag).")
        }
        let bcp47 = String(Self.languageTag(ofLocaleIdentifier: trimmed).map { $0 == "_" ? "-" : $0 })
        guard bcp47.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw VocalizeError(.invalidLanguageTag, "\"\(tag)\" is not a well-formed language tag (expected letters, digits and '-', like \"fr-CA\").")
        }
        var parsed: Int32 = 0
        let (localeID, status) = ICU.cString { vz_locale_from_language_tag(bcp47, $0, $1, &parsed, $2) }
        guard status.isSuccess, Int(parsed) == bcp47.utf8.count, !localeID.isEmpty else {
            throw VocalizeError(.invalidLanguageTag, "\"\(tag)\" is not a well-formed language tag (BCP 47, like \"fr-CA\" or \"zh-Hant-TW\").")
        }
        let (canonical, tagStatus) = ICU.cString { vz_locale_to_language_tag(localeID, $0, $1, $2) }
        guard tagStatus.isSuccess, !canonical.isEmpty, canonical != "und" else {
            throw VocalizeError(.invalidLanguageTag, "\"\(tag)\" does not name a language.")
        }
        // An algorithmic numbering system (-u-nu-roman, -u-nu-hebr) makes ICU write numbers
        // with rules at great cost in time and memory, and a listener hears words anyway.
        var isAlgorithmic: Int32 = 0
        let (numberingSystem, numberingStatus) = ICU.cString { vz_locale_numbering_system(localeID, $0, $1, &isAlgorithmic, $2) }
        guard numberingStatus.isSuccess, isAlgorithmic == 0 else {
            throw VocalizeError(
                .invalidLanguageTag,
                "\"\(tag)\" asks for the numbering system \"\(numberingSystem)\", which writes numbers by rules rather than with ten digits; Vocalize accepts only digit numbering systems (-u-nu-latn, -u-nu-arab, …).")
        }
        let subtags = Self.subtags(of: canonical)
        let (likelyID, _) = ICU.cString { vz_locale_add_likely_subtags(localeID, $0, $1, $2) }
        let likelyScript = likelyID.split(separator: "_").dropFirst().first.map(String.init).flatMap {
            $0.count == 4 ? $0 : nil
        }

        identifier = canonical
        icuIdentifier = localeID
        languageCode = subtags.language
        scriptCode = subtags.script ?? likelyScript
        regionCode = subtags.region
        profileChain = Self.chain(language: subtags.language, script: scriptCode, region: subtags.region)

        // ICU silently falls back to the default locale (or root) when it has no spell-out
        // rules for a language, so check the locale it really used, not the status code. A
        // different language is fine when ICU chose it on purpose (zh-HK is spoken as "yue").
        let spellout = try SpelloutCatalog.shared.formatter(localeID: localeID, ruleSet: nil)
        let actualLanguage = Self.language(ofLocaleID: spellout.actualLocale)
        let defaultLanguage = Self.language(ofLocaleID: String(cString: vz_locale_default()))
        let fellBack = actualLanguage.isEmpty || actualLanguage == "root"
            || (actualLanguage != subtags.language && actualLanguage == defaultLanguage)
        spellsOutByProfileRules = fellBack
        guard !fellBack || acceptingProfileRules || Self.profileSpellsOut(chain: profileChain) else {
            throw Self.noSpelloutError(tag: tag, fallback: spellout.actualLocale)
        }
    }

    /// The refusal of a language ICU cannot spell out and no profile spells out either.
    static func noSpelloutError(tag: String, fallback: String) -> VocalizeError {
        VocalizeError(
            .unsupportedLanguage,
            "ICU \(ICU.version) has no spell-out rules for \"\(tag)\" (it would fall back to \"\(fallback.isEmpty ? "root" : fallback)\"), and no profile gives its own (numbers.customRuleSets \"%spellout-numbering\"), so Vocalize cannot speak it.")
    }

    /// Whether a profile of the chain writes the plain cardinal rule set itself, so that a
    /// language ICU cannot spell out can still be spoken: only by its own rules.
    private static func profileSpellsOut(chain: [String]) -> Bool {
        chain.contains { tag in
            guard case .object(let sets)? = LocaleProfileRegistry.shared.document(for: tag)?["numbers"]?["customRuleSets"] else {
                return false
            }
            var texts: [String: String] = [:]
            for (name, value) in sets { if case .string(let text) = value { texts[name] = text } }
            return SpeechLanguage.publicRuleSets(in: texts)["%spellout-numbering"] != nil
        }
    }

    private static func language(ofLocaleID id: String) -> String {
        String(id.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    private static func subtags(of tag: String) -> (language: String, script: String?, region: String?) {
        let parts = tag.split(separator: "-").map(String.init)
        var script: String?
        var region: String?
        for part in parts.dropFirst() {
            if part.count == 1 { break }  // an extension ("-u-…", "-x-…") starts here
            if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                script = part
            } else if region == nil, (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                region = part
            }
        }
        return (parts[0], script, region)
    }

    private static func chain(language: String, script: String?, region: String?) -> [String] {
        var tags: [String] = []
        if let script, let region { tags.append("\(language)-\(script)-\(region)") }
        if let region { tags.append("\(language)-\(region)") }
        if let script { tags.append("\(language)-\(script)") }
        tags.append(language)
        return tags
    }
}
