import Foundation

extension Utterance {
    /// The JSON form: `{"description", "hint", "text", "segments": [{"role", "text", "lang"}]}`,
    /// keys sorted so output is stable.
    public func jsonString(pretty: Bool = false) -> String {
        struct Document: Encodable {
            var description: String
            var hint: String?
            var text: String
            var language: String
            var segments: [Segment]

            enum CodingKeys: String, CodingKey { case description, hint, text, segments, language = "lang" }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(description, forKey: .description)
                if let hint { try container.encode(hint, forKey: .hint) } else { try container.encodeNil(forKey: .hint) }
                try container.encode(text, forKey: .text)
                try container.encode(language, forKey: .language)
                try container.encode(segments, forKey: .segments)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let document = Document(description: description, hint: hint?.text, text: text, language: language, segments: allSegments)
        // Encoding plain strings cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// SSML for any TTS engine: `<speak xml:lang>`, `<lang xml:lang>` around segments in
    /// another language, a `<break>` before the hint. Text is XML-escaped.
    public func ssml(hintPause milliseconds: Int = 500) -> String {
        var body = ""
        for segment in segments {
            body += Self.ssmlPiece(segment.text + segment.separator, language: segment.language, outer: language)
        }
        if let hint {
            body = body.trimmingTrailingSpaces
            body += "<break time=\"\(milliseconds)ms\"/>"
            body += Self.ssmlPiece(hint.text, language: hint.language, outer: language)
        }
        return "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(Self.xmlEscaped(language))\">\(body.trimmingTrailingSpaces)</speak>"
    }

    private static func ssmlPiece(_ text: String, language: String, outer: String) -> String {
        let escaped = xmlEscaped(text)
        guard language != outer else { return escaped }
        // Keep trailing punctuation and spaces outside the language switch so the pause
        // belongs to the surrounding sentence.
        let core = escaped.trimmingTrailingSpaces
        let tail = String(escaped.dropFirst(core.count))
        return "<lang xml:lang=\"\(xmlEscaped(language))\">\(core)</lang>\(tail)"
    }

    /// Escapes the five XML special characters.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
