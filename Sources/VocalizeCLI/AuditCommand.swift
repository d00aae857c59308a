import ArgumentParser
import Foundation
import Vocalize

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        _superCommandName: "vocalize",
        abstract: "List the localized strings a screen reader would read wrongly, with the accessibility label to use instead.",
        discussion: """
            FILE is an Xcode String Catalog (.xcstrings) or a .strings file. Every localized \
            string, in every language it has, is read as TextSpeaker reads it (vocalize text): \
            a string whose spoken form differs from its text — it holds a number, date, time, \
            amount of money, measure, percentage, ordinal or phone number — is reported with \
            the suggested accessibility label. Format specifiers (%@, %lld, %1$@) are left alone.
            A .strings file's language is its folder's (fr.lproj), else --lang.
            Languages Vocalize does not speak are named once on stderr and skipped.
            --format json writes one object per finding: "file", "key", "lang", "text", \
            "suggestedLabel" and "spans" (as vocalize text --format json).
            Examples: vocalize audit examples/audit/Localizable.xcstrings
                      vocalize audit examples/audit/fr.lproj/Localizable.strings --format json
            """
    )

    @Argument(help: ArgumentHelp("A .xcstrings or .strings file.", valueName: "file"), completion: .file(extensions: ["xcstrings", "strings"]))
    var file: String

    @Option(name: [.short, .long], help: "The language of a .strings file outside an .lproj folder; for a catalog, audit only this language.")
    var lang: String?

    @Option(name: [.short, .long], help: "Output format: text (a report a localization team reads) or json (JSON Lines).")
    var format: OutputFormat = .text

    func validate() throws {
        if format == .ssml { throw ValidationError("audit writes text or json.") }
    }

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let url = URL(fileURLWithPath: file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw VocalizeError(.inputUnavailable, "\(file) does not exist or cannot be read.")
            }
            let entries = try LocalizedStrings.read(data, url: url, language: lang)
            var speakers: [String: TextSpeaker] = [:]
            var skipped: Set<String> = []
            var checked = 0
            var findings = 0
            let output = FileHandle.standardOutput
            for entry in entries {
                if let lang, entry.language != lang { continue }
                let speaker: TextSpeaker
                if let known = speakers[entry.language] {
                    speaker = known
                } else if skipped.contains(entry.language) {
                    continue
                } else if let made = try? TextSpeaker(language: entry.language) {
                    speakers[entry.language] = made
                    speaker = made
                } else {
                    skipped.insert(entry.language)
                    warn("\(file): Vocalize does not speak \"\(entry.language)\"; its strings are skipped.")
                    continue
                }
                checked += 1
                let reading = speaker.read(entry.text).withoutSpans(overlapping: LocalizedStrings.formatSpecifiers(in: entry.text))
                guard !reading.spans.isEmpty else { continue }
                findings += 1
                switch format {
                case .json:
                    output.writeLine(AuditFinding(file: file, key: entry.key, reading: reading).jsonString())
                case .text, .ssml:
                    output.writeLine("\(entry.language)\t\(entry.key)\n\ttext:  \(entry.text)\n\tlabel: \(reading.spoken)")
                }
            }
            FileHandle.standardError.write(Data("vocalize: audit: \(checked) strings checked in \(speakers.count) languages; \(findings) read differently from their text.\n".utf8))
        }
    }
}

/// One string whose spoken form differs from its text.
struct AuditFinding: Encodable {
    var schemaVersion = 1
    var file: String
    var key: String
    var lang: String
    var text: String
    var suggestedLabel: String
    var spans: [SpokenSpan]

    init(file: String, key: String, reading: TextReading) {
        self.file = file
        self.key = key
        lang = reading.language
        text = reading.written
        suggestedLabel = reading.spoken
        spans = reading.spans
    }

    func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The localized strings of a String Catalog or a .strings file.
enum LocalizedStrings {
    struct Entry {
        var key: String
        var language: String
        var text: String
    }

    static func read(_ data: Data, url: URL, language: String?) throws(VocalizeError) -> [Entry] {
        switch url.pathExtension {
        case "xcstrings": return try catalog(data, file: url.lastPathComponent)
        case "strings":
            let folder = url.deletingLastPathComponent().lastPathComponent
            let tag = folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : language
            guard let tag, tag != "Base" else {
                throw VocalizeError(.unsupportedOption, "\(url.lastPathComponent) is not in a language's .lproj folder; name its language with --lang.")
            }
            return try strings(data, file: url.lastPathComponent).map { Entry(key: $0.key, language: tag, text: $0.value) }
        default:
            throw VocalizeError(.unsupportedOption, "\(url.lastPathComponent) is neither a String Catalog (.xcstrings) nor a .strings file.")
        }
    }

    /// A String Catalog: `strings.<key>.localizations.<lang>.stringUnit.value`, and the values
    /// of plural and device variations; a key with no source-language localization is its
    /// own source text.
    static func catalog(_ data: Data, file: String) throws(VocalizeError) -> [Entry] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else {
            throw VocalizeError(.invalidElement, "\(file) is not a String Catalog: it needs a JSON object with \"strings\".")
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var entries: [Entry] = []
        for key in strings.keys.sorted() {
            let item = strings[key] as? [String: Any] ?? [:]
            if item["shouldTranslate"] as? Bool == false { continue }
            let localizations = item["localizations"] as? [String: Any] ?? [:]
            if localizations[source] == nil, !key.isEmpty {
                entries.append(Entry(key: key, language: source, text: key))
            }
            for language in localizations.keys.sorted() {
                for (path, value) in values(in: localizations[language]) {
                    entries.append(Entry(key: path.isEmpty ? key : key + " [" + path + "]", language: language, text: value))
                }
            }
        }
        return entries
    }

    /// Every `stringUnit.value` under a localization, with the variation path leading to it.
    private static func values(in node: Any?, path: String = "") -> [(String, String)] {
        guard let object = node as? [String: Any] else { return [] }
        var found: [(String, String)] = []
        if let unit = object["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            found.append((path, value))
        }
        if let variations = object["variations"] as? [String: Any] {
            for kind in variations.keys.sorted() {
                let cases = variations[kind] as? [String: Any] ?? [:]
                for name in cases.keys.sorted() {
                    found += values(in: cases[name], path: (path.isEmpty ? "" : path + ".") + kind + "." + name)
                }
            }
        }
        return found
    }

    /// A .strings file: `"key" = "value";` pairs with C comments, UTF-8 or UTF-16.
    static func strings(_ data: Data, file: String) throws(VocalizeError) -> [(key: String, value: String)] {
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
            throw VocalizeError(.invalidElement, "\(file) is neither UTF-8 nor UTF-16 text.")
        }
        var pairs: [(String, String)] = []
        var characters = Substring(text)
        func skipSpaceAndComments() {
            while true {
                characters = characters.drop { $0.isWhitespace }
                if characters.hasPrefix("//") {
                    characters = characters.drop { $0 != "\n" }
                } else if characters.hasPrefix("/*"), let end = characters.range(of: "*/") {
                    characters = characters[end.upperBound...]
                } else {
                    return
                }
            }
        }
        func quoted() -> String? {
            guard characters.first == "\"" else { return nil }
            characters = characters.dropFirst()
            var value = ""
            while let character = characters.first {
                characters = characters.dropFirst()
                switch character {
                case "\"": return value
                case "\\":
                    guard let escaped = characters.first else { return nil }
                    characters = characters.dropFirst()
                    switch escaped {
                    case "n": value.append("\n")
                    case "t": value.append("\t")
                    default: value.append(escaped)
                    }
                default: value.append(character)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            if characters.isEmpty { break }
            guard let key = quoted() else {
                throw VocalizeError(.invalidElement, "\(file): expected a quoted key near \"\(characters.prefix(20))\".")
            }
            skipSpaceAndComments()
            guard characters.first == "=" else { throw VocalizeError(.invalidElement, "\(file): expected = after \"\(key)\".") }
            characters = characters.dropFirst()
            skipSpaceAndComments()
            guard let value = quoted() else { throw VocalizeError(.invalidElement, "\(file): expected a quoted value for \"\(key)\".") }
            skipSpaceAndComments()
            guard characters.first == ";" else { throw VocalizeError(.invalidElement, "\(file): expected ; after the value of \"\(key)\".") }
            characters = characters.dropFirst()
            pairs.append((key, value))
        }
        return pairs
    }

    /// The character ranges of printf-style format specifiers ("%@", "%lld", "%1$@", "%%").
    static func formatSpecifiers(in text: String) -> [Range<Int>] {
        let characters = Array(text)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isNumber || "$.-+# lhqzjtL".contains(characters[end]) { end += 1 }
            if end < characters.count { end += 1 }  // the conversion: @ d i u f s c x %…
            ranges.append(index..<end)
            index = end
        }
        return ranges
    }
}

extension TextReading {
    /// The reading without the spans that touch `ranges` (format specifiers), spoken anew.
    func withoutSpans(overlapping ranges: [Range<Int>]) -> TextReading {
        guard !ranges.isEmpty else { return self }
        let kept = spans.filter { span in
            let spanRange = (span.characterOffset - 1)..<(span.characterOffset + span.characterLength + 1)
            return !ranges.contains { $0.overlaps(spanRange) }
        }
        guard kept.count != spans.count else { return self }
        var copy = self
        copy.spans = kept
        var spoken = ""
        var index = written.startIndex
        var position = 0
        for span in kept {
            let start = written.index(index, offsetBy: span.characterOffset - position)
            spoken += written[index..<start] + span.spoken
            index = written.index(start, offsetBy: span.characterLength)
            position = span.characterOffset + span.characterLength
        }
        spoken += written[index...]
        copy.spoken = spoken
        return copy
    }
}
