import Foundation

/// What a language's merged profile covers, and what it lacks to be complete.
public struct LocaleCoverage: Sendable, Hashable {
    /// The profile tag ("fr-CA").
    public var tag: String
    /// The language's English name.
    public var name: String?
    /// What was done to check the profile's facts.
    public var status: LocaleProfile.Status?
    /// What the profile's facts rest on.
    public var sources: [String]
    /// One capability and whether the profile has everything it needs for it.
    public struct Capability: Sendable, Hashable {
        /// "numbers", "dates", "traits", …
        public var name: String
        /// Whether every key it needs is there.
        public var covered: Bool
    }

    /// Every capability, in a fixed order.
    public var capabilities: [Capability]
    /// The key paths a complete profile needs and this one lacks.
    public var missing: [String]
    /// VoiceOver's navigation words in this language and where each comes from.
    public var navigation: NavigationCoverage

    /// Whether nothing a complete profile needs is missing.
    public var isComplete: Bool { missing.isEmpty }

    /// The key paths a complete profile has (after merging its chain), by capability.
    public static let requirements: [(capability: String, paths: [String])] = [
        ("numbers", ["numbers.fraction.style"]),
        ("dates", ["dates"]),
        ("times", ["dates.time"]),
        ("phone", ["phone.style", "phone.examples"]),
        ("traits", UtteranceProfile.requiredTraits.map { "utterance.traits.\($0)" }),
        ("states", UtteranceProfile.requiredStates.map { "utterance.states.\($0)" }),
        ("hints", UtteranceProfile.requiredHints.map { "utterance.hints.\($0)" } + ["utterance.actionsAvailable"]),
        ("series", ["utterance.series"]),
        ("punctuation", ["utterance.valueSeparator", "utterance.closer"]),
    ]

    /// The coverage of a built-in or registered profile, merged along its chain.
    public static func of(_ tag: String, registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> LocaleCoverage {
        let locale = try SpeechLocale(tag)
        let merged = registry.mergedDocument(for: locale)
        let profile = try registry.profile(for: locale)
        var capabilities: [Capability] = []
        var missing: [String] = []
        for (capability, paths) in requirements {
            let absent = paths.filter { !merged.has(path: $0) }
            capabilities.append(Capability(name: capability, covered: absent.isEmpty))
            missing += absent
        }
        return LocaleCoverage(
            tag: tag, name: profile.name, status: profile.status, sources: profile.sources ?? [],
            capabilities: capabilities, missing: missing, navigation: NavigationCoverage(profile.utterance))
    }
}

extension LocaleProfileRegistry {
    /// Checks a profile document a user wrote: the schema, the rule sets ICU has for its
    /// language, and that every section resolves. Returns the problems (empty when it is fine)
    /// and, separately, what it would still need to be complete.
    public func check(json data: Data) -> (problems: [ProfileIssue], incomplete: [String]) {
        let vetting = vet(data)
        guard vetting.problems.isEmpty, let tag = vetting.tag, let scratch = vetting.scratch else { return (vetting.problems, []) }
        let coverage = (try? LocaleCoverage.of(tag, registry: scratch))?.missing ?? []
        return ([], coverage)
    }

    /// Every rule set named anywhere in the merged profile that ICU lacks for the locale.
    func ruleSetIssues(for locale: SpeechLocale) throws(VocalizeError) -> [ProfileIssue] {
        let document = mergedDocument(for: locale)
        // The profile's own rule sets count as available; their RBNF text is not a name.
        var custom: Set<String> = []
        if case .object(let sets)? = document["numbers"]?["customRuleSets"] {
            var texts: [String: String] = [:]
            for (name, value) in sets { if case .string(let text) = value { texts[name] = text } }
            custom = Set(SpeechLanguage.publicRuleSets(in: texts).keys)
        }
        let available = Set(try SpeechLanguage.icuRuleSets(for: locale)).union(custom)
        var issues: [ProfileIssue] = []
        document.forEachString { path, text in
            if path.hasPrefix("numbers.customRuleSets.") { return }
            // A word's source quotes Apple's strings ("%1$@ of %2$@"), never a rule set.
            if path.hasPrefix("utterance.sources.") { return }
            if text.hasPrefix("%"), !available.contains(text) {
                issues.append(ProfileIssue(path: path, message: "\"\(text)\" is not one of ICU \(ICU.version)'s rule sets for \(locale.identifier)"))
            }
        }
        return issues
    }
}

extension JSONValue {
    /// Whether a dotted key path leads to a value that is not null or empty.
    func has(path: String) -> Bool {
        var node: JSONValue? = self
        for key in path.split(separator: ".") { node = node?[String(key)] }
        switch node {
        case nil, .null?: return false
        case .string(let text)?: return !text.isEmpty
        case .array(let items)?: return !items.isEmpty
        default: return true
        }
    }

    /// Calls `body` with the dotted path of every string in the document.
    func forEachString(path: String = "", _ body: (String, String) -> Void) {
        switch self {
        case .string(let text): body(path, text)
        case .array(let items):
            for (index, item) in items.enumerated() { item.forEachString(path: "\(path)[\(index)]", body) }
        case .object(let members):
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                member.forEachString(path: path.isEmpty ? key : "\(path).\(key)", body)
            }
        default: break
        }
    }
}

extension SpeechLanguage {
    /// Resolves every section of the profile, so a malformed one is reported now rather than
    /// when a listener first needs it.
    func validateSections(registry: LocaleProfileRegistry = .shared) throws(VocalizeError) {
        _ = try PhoneReader(language: self)
        _ = try DateLanguage(language: self)
        if profile.utterance != nil {
            _ = try UtteranceWords(language: self, registry: registry)
        }
    }
}
