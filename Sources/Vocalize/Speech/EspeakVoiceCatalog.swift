/// The voices an espeak-ng installation has (from `espeak-ng --voices`), and how a BCP 47
/// language tag picks one.
///
/// Each voice speaks one language key ("fr-fr", "en-us", "cmn") and, with a priority, other
/// keys ("fr", "zh"); a smaller priority is preferred, as espeak-ng itself prefers it.
struct EspeakVoiceCatalog: Sendable, Hashable {
    /// A language key a voice answers to.
    struct Entry: Sendable, Hashable {
        /// The lowercased language key ("fr", "pt-br").
        var language: String
        var priority: Int
        /// What `-v` takes to select the voice: its file ("roa/fr", "gmw/en-US").
        var voice: String
    }

    var entries: [Entry]

    /// Where a BCP 47 tag and espeak-ng's language keys differ. This is about the engine's
    /// naming, not about the languages: espeak-ng files Cantonese as "yue" with only a weak
    /// "zh" alias (Mandarin's is stronger), so Chinese as written in Hong Kong and Macau would
    /// otherwise get the Mandarin voice.
    static let engineAliases: [String: String] = [
        "zh-hk": "yue", "zh-mo": "yue", "zh-hant-hk": "yue", "zh-hant-mo": "yue",
    ]

    /// Reads the table `espeak-ng --voices` prints:
    /// ` 5  fr-fr  --/M  French_(France)  roa/fr  (fr 5)`.
    init(listing: String) {
        var entries: [Entry] = []
        for line in listing.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
            // Pty, Language, Age/Gender, VoiceName, File, then "(key priority)" pairs.
            guard fields.count >= 5, let priority = Int(fields[0]) else { continue }
            let voice = fields[4]
            entries.append(Entry(language: fields[1].lowercased(), priority: priority, voice: voice))
            var others = fields[5...].joined(separator: " ")[...]
            while let open = others.firstIndex(of: "("), let close = others[open...].firstIndex(of: ")") {
                let pair = others[others.index(after: open)..<close].split(separator: " ")
                if pair.count == 2, let otherPriority = Int(pair[1]) {
                    entries.append(Entry(language: pair[0].lowercased(), priority: otherPriority, voice: voice))
                }
                others = others[others.index(after: close)...]
            }
        }
        self.entries = entries
    }

    /// The voice for a language tag, trying the most specific key first: the whole tag, then
    /// language-region (without script), language-script, and the language alone.
    func voice(for tag: String) -> String? {
        for key in Self.candidateKeys(for: tag) {
            let matches = entries.filter { $0.language == key }
            // Stable on ties: the first listed voice wins.
            if let best = matches.min(by: { $0.priority < $1.priority }) { return best.voice }
        }
        return nil
    }

    /// Keys to look up, most specific first, engine aliases in front of what they replace.
    static func candidateKeys(for tag: String) -> [String] {
        let subtags = tag.replacingOccurrences(of: "_", with: "-").lowercased().split(separator: "-").map(String.init)
        guard let language = subtags.first, !language.isEmpty else { return [] }
        let rest = subtags.dropFirst()
        let script = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        let region = rest.first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        var keys: [String] = [subtags.joined(separator: "-")]
        if let script, let region { keys.append("\(language)-\(script)-\(region)") }
        if let region { keys.append("\(language)-\(region)") }
        if let script { keys.append("\(language)-\(script)") }
        keys.append(language)
        var result: [String] = []
        for key in keys {
            if let alias = engineAliases[key], !result.contains(alias) { result.append(alias) }
            if !result.contains(key) { result.append(key) }
        }
        return result
    }
}
