import Foundation
import Synchronization

/// The locale profiles Vocalize knows: the ones built into the binary, plus any a program
/// registers at run time (an extra language, or an override of some built-in words).
public final class LocaleProfileRegistry: Sendable {
    /// The registry every formatter uses.
    public static let shared = LocaleProfileRegistry()

    private struct State {
        /// Built-in profiles not parsed yet. A command needs only its language's chain
        /// (fr-CA → fr), so the other profiles are never parsed: parsing all of them was most
        /// of a start-up.
        var unparsed: [String: EmbeddedJSON] = [:]
        var documents: [String: JSONValue] = [:]
        /// Bumped on every registration so resolved profiles are rebuilt.
        var generation = 0
        var resolved: [String: LocaleProfile] = [:]

        var tags: [String] { Array(documents.keys) + Array(unparsed.keys) }

        /// The document of a tag, parsing it on first use (under the registry's lock, so each
        /// built-in profile is parsed once however many threads ask).
        mutating func document(for tag: String) -> JSONValue? {
            if let document = documents[tag] { return document }
            guard let bytes = unparsed.removeValue(forKey: tag) else { return nil }
            // The built-in profiles are checked by the test suite; a broken one would be a
            // build defect, so it is skipped here rather than taking the library down.
            guard let document = try? JSONValue.parse(bytes.bytes) else { return nil }
            documents[tag] = document
            if case .object(let sets)? = document["numbers"]?["customRuleSets"] {
                LocaleProfileRegistry.builtInRuleTexts.withLock { texts in
                    for case .string(let text) in sets.values { texts.append(text) }
                }
            }
            return document
        }
    }

    /// The custom RBNF rule texts of the built-in profiles parsed so far. The test suite checks
    /// every one with `SpelloutRuleCheck` (ReliabilityTests), so a formatter built from one of
    /// these texts need not check it again at start (3.7 M instructions for the French ones).
    /// A list, not a set: hashing the texts cost more than comparing the few a language has
    /// (a profile's text reaches the formatter as the same string, equal at the first look).
    private static let builtInRuleTexts = Mutex<[String]>([])

    /// Whether `rules` is, character for character, a built-in profile's custom rule text.
    static func isBuiltInRuleText(_ rules: String) -> Bool {
        let length = rules.utf8.count
        return builtInRuleTexts.withLock { texts in texts.contains { $0.utf8.count == length && $0 == rules } }
    }

    private let state: Mutex<State>

    /// A registry holding the built-in profiles.
    public init() {
        var unparsed: [String: EmbeddedJSON] = [:]
        unparsed.reserveCapacity(EmbeddedLocaleProfiles.all.count)
        for (tag, bytes) in EmbeddedLocaleProfiles.all { unparsed[tag] = bytes }
        state = Mutex(State(unparsed: unparsed))
    }

    /// Changes whenever a profile is registered, so callers can drop what they derived.
    public var generation: Int { state.withLock { $0.generation } }

    /// A registry holding the same profiles as another (for trying a profile out).
    public init(copying other: LocaleProfileRegistry) {
        let (unparsed, documents) = other.state.withLock { ($0.unparsed, $0.documents) }
        state = Mutex(State(unparsed: unparsed, documents: documents))
    }

    /// The profiles along a locale's chain merged into one document, most specific on top,
    /// over the root profile's shared part.
    public func mergedDocument(for locale: SpeechLocale) -> JSONValue {
        let documents = state.withLock { state in locale.profileChain.reversed().compactMap { state.document(for: $0) } }
        return documents.reduce(Self.rootDocument) { $0.merged(with: $1) }
    }

    /// What every language shares (`Locales/root.json`): the sections every chain ends in
    /// (today `written`: unit symbols written alike in every language). Its `language`, `name`
    /// and `sources` describe the file and are not passed on.
    static let rootDocument: JSONValue = {
        guard let document = try? JSONValue.parse(EmbeddedLocaleProfiles.root.bytes), let written = document["written"] else {
            return .object([:])
        }
        return .object(["written": written])
    }()

    /// The tags of every profile, sorted.
    public var languages: [String] {
        state.withLock { $0.tags.sorted() }
    }

    /// Whether a profile with this tag is built in or registered (without parsing it).
    public func hasProfile(_ tag: String) -> Bool {
        state.withLock { $0.documents[tag] != nil || $0.unparsed[tag] != nil }
    }

    /// The tags whose JSON has been parsed so far (for tests of lazy loading).
    var parsedTags: Set<String> {
        state.withLock { Set($0.documents.keys) }
    }

    /// The raw document of one profile, as registered (not merged).
    public func document(for tag: String) -> JSONValue? {
        state.withLock { $0.document(for: tag) }
    }

    /// Registers a profile from JSON. Its keys are laid over a built-in profile of the same
    /// `language`, so a file may hold only the words it changes. Returns the profile's tag.
    ///
    /// The file is checked exactly as `check(json:)` checks it (limits, JSON, schema, custom
    /// rules, sections, a spoken sample); any problem throws `.invalidLocaleProfile` listing them.
    @discardableResult
    public func register(json data: Data) throws(VocalizeError) -> String {
        let vetting = vet(data)
        guard vetting.problems.isEmpty, let tag = vetting.tag, let candidate = vetting.candidate else {
            let count = vetting.problems.count
            throw VocalizeError(
                .invalidLocaleProfile,
                "The locale profile has \(count) problem\(count == 1 ? "" : "s"): "
                    + vetting.problems.map { $0.description.hasSuffix(".") ? String($0.description.dropLast()) : $0.description }.joined(separator: "; ") + ".")
        }
        state.withLock { state in
            // The candidate is laid over the built-in profile already: its unparsed bytes go,
            // or the tag would be listed twice.
            state.unparsed.removeValue(forKey: tag)
            state.documents[tag] = candidate
            state.generation += 1
            state.resolved.removeAll()
        }
        return tag
    }

    /// Lays a document over the profile of its tag in this registry without checking it (for a
    /// scratch copy being vetted); returns the merged document.
    func install(_ document: JSONValue, as tag: String) -> JSONValue {
        state.withLock { state in
            let candidate = state.document(for: tag).map { $0.merged(with: document) } ?? document
            state.documents[tag] = candidate
            state.generation += 1
            state.resolved.removeAll()
            return candidate
        }
    }

    /// Registers a profile file (see `register(json:)`).
    @discardableResult
    public func register(fileAt url: URL) throws(VocalizeError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw VocalizeError(.inputUnavailable, "Cannot read the locale profile \(url.path): \(error.localizedDescription)")
        }
        // Checked before reading it all: a profile file is small (see LocaleProfileLimits).
        if let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int, size > LocaleProfileLimits.maximumBytes {
            throw VocalizeError(.invalidLocaleProfile, "The locale profile \(url.path) is \(size) bytes, more than \(LocaleProfileLimits.maximumBytes) (the limit of a profile file).")
        }
        return try register(json: data)
    }

    /// The merged profile for a locale: every profile on its chain, the most specific on top.
    /// A language with no profile gets an empty one, and speaks with ICU's own defaults.
    public func profile(for locale: SpeechLocale) throws(VocalizeError) -> LocaleProfile {
        // Joined by hand: `joined(separator:)` ran unspecialised (0.27 M at its first call).
        var key = locale.profileChain.first ?? ""
        for tag in locale.profileChain.dropFirst() {
            key += ">"
            key += tag
        }
        let (cached, documents) = state.withLock { state in
            (state.resolved[key], locale.profileChain.reversed().compactMap { tag in state.document(for: tag).map { (tag, $0) } })
        }
        if let cached { return cached }
        var merged = JSONValue.object(["language": .string(locale.languageCode), "numbers": .object([:])]).merged(with: Self.rootDocument)
        for (_, document) in documents { merged = merged.merged(with: document) }
        var profile = try Self.decode(merged, chain: documents.map(\.0))
        profile.language = documents.last?.0 ?? locale.languageCode
        let finished = profile
        state.withLock { $0.resolved[key] = finished }
        return finished
    }

    static func decode(_ document: JSONValue, chain: [String]) throws(VocalizeError) -> LocaleProfile {
        var document = document
        if document["numbers"] == nil { document = document.merged(with: .object(["numbers": .object([:])])) }
        do {
            return try JSONValueDecoder.decode(LocaleProfile.self, from: document)
        } catch let error as DecodingError {
            throw VocalizeError(.invalidLocaleProfile, "The locale profile \(chain.joined(separator: " > ")) is malformed: \(describe(error))")
        } catch {
            throw VocalizeError(.invalidLocaleProfile, "The locale profile \(chain.joined(separator: " > ")) is malformed: \(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(let type, let context):
            return "\"\(path(context.codingPath))\" should be \(type)"
        case .valueNotFound(let type, let context):
            return "\"\(path(context.codingPath))\" needs a \(type) value"
        case .dataCorrupted(let context):
            return "\"\(path(context.codingPath))\": \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
