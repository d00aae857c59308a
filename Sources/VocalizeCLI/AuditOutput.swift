import Foundation
import Vocalize

/// `--format jsonl`: one JSON object per string with findings.
enum AuditJSON {
    struct Finding: Encodable {
        var kind: String
        var shape: String
        var severity: String
        var written: String
        var spoken: String
        var why: String
        var characterOffset: Int
        var characterLength: Int
        var utf16Offset: Int
        var utf16Length: Int
    }

    struct Line: Encodable {
        var schemaVersion = 2
        var file: String
        var line: Int
        var key: String
        var lang: String
        var text: String
        var severity: String
        var suggestedLabel: String?
        var noLabelReason: String?
        var findings: [Finding]

        // Written out so that a missing label is an explicit null, not an absent key.
        enum CodingKeys: String, CodingKey {
            case schemaVersion, file, line, key, lang, text, severity, suggestedLabel, noLabelReason, findings
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(schemaVersion, forKey: .schemaVersion)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(key, forKey: .key)
            try container.encode(lang, forKey: .lang)
            try container.encode(text, forKey: .text)
            try container.encode(severity, forKey: .severity)
            try container.encode(suggestedLabel, forKey: .suggestedLabel)
            try container.encodeIfPresent(noLabelReason, forKey: .noLabelReason)
            try container.encode(findings, forKey: .findings)
        }
    }

    static func finding(_ finding: AuditFinding) -> Finding {
        Finding(
            kind: finding.span.kind.rawValue, shape: finding.reading.shape, severity: finding.reading.severity.rawValue,
            written: finding.span.written, spoken: finding.span.spoken, why: finding.reading.why,
            characterOffset: finding.span.characterOffset, characterLength: finding.span.characterLength,
            utf16Offset: finding.span.utf16Offset, utf16Length: finding.span.utf16Length)
    }

    static func line(_ audit: StringAudit, file: String) -> String {
        let line = Line(
            file: file, line: audit.string.line, key: audit.string.key, lang: audit.string.language, text: audit.string.text,
            severity: audit.severity.rawValue, suggestedLabel: audit.suggestedLabel, noLabelReason: audit.noLabelReason,
            findings: audit.findings.map(finding))
        return encode(line)
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// `--format sarif`: a SARIF 2.1.0 log (OASIS), one result per finding, streamed: the header
/// with the rules (one per shape of the screen reader model), the results, the footer.
enum AuditSARIF {
    struct Rule: Encodable {
        struct Text: Encodable { var text: String }
        struct Configuration: Encodable { var level: String }
        struct Properties: Encodable { var source: String }
        var id: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
        var properties: Properties
    }

    static func header() -> String {
        let rules = ScreenReaderModel.table.values.sorted { $0.shape < $1.shape }.map { row in
            Rule(
                id: row.shape, shortDescription: .init(text: "Written \(row.shape) in a localized string"),
                fullDescription: .init(text: (row.readsRight ? "Read right by default: " : "Misread by default: ") + row.why),
                defaultConfiguration: .init(level: row.severity.rawValue), properties: .init(source: row.source))
        }
        let rulesJSON = AuditJSON.encode(rules)
        return """
            {"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"vocalize audit","semanticVersion":"\(VocalizeVersion.vocalize)","informationUri":"https://github.com/vocalize/vocalize/blob/main/docs/audit.md","rules":\(rulesJSON)}},"columnKind":"unicodeCodePoints","results":[
            """
    }

    static let footer = "]}]}"

    struct Result: Encodable {
        struct Message: Encodable { var text: String }
        struct Location: Encodable {
            struct Physical: Encodable {
                struct Artifact: Encodable { var uri: String }
                struct Region: Encodable { var startLine: Int }
                var artifactLocation: Artifact
                var region: Region
            }
            var physicalLocation: Physical
        }
        struct Properties: Encodable {
            var key: String
            var lang: String
            var text: String
            var written: String
            var spoken: String
            var suggestedLabel: String?
        }
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
        var properties: Properties
    }

    static func result(_ finding: AuditFinding, of audit: StringAudit, file: String) -> String {
        let advice = audit.suggestedLabel.map { "Suggested accessibility label: \"\($0)\"." } ?? "No label is suggested: \(audit.noLabelReason ?? "")."
        let text = "\(audit.string.language) \(audit.string.key): \"\(finding.span.written)\" is read as written, and \(finding.reading.why). Say \"\(finding.span.spoken)\". \(advice)"
        let uri = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file
        let result = Result(
            ruleId: finding.reading.shape, level: finding.reading.severity.rawValue, message: .init(text: text),
            locations: [.init(physicalLocation: .init(artifactLocation: .init(uri: uri), region: .init(startLine: audit.string.line)))],
            properties: .init(key: audit.string.key, lang: audit.string.language, text: audit.string.text, written: finding.span.written, spoken: finding.span.spoken, suggestedLabel: audit.suggestedLabel))
        return AuditJSON.encode(result)
    }
}
