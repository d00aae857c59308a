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
        let document = Document(description: description, hint: hint, text: text, language: language, segments: allSegments)
        // Encoding plain strings cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// SSML for any TTS engine: `<speak xml:lang>`, `<lang xml:lang>` around segments in
    /// another language, a `<break>` before the hint. Text is XML-escaped.
    public func ssml(hintPause milliseconds: Int = 500) -> String {
        var body = ""
        Self.appendSSML(segments, to: &body, outer: language)
        if !hintSegments.isEmpty {
            body = body.trimmingTrailingSpaces
            body += "<break time=\"\(milliseconds)ms\"/>"
            Self.appendSSML(hintSegments, to: &body, outer: language)
        }
        return "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(Self.xmlEscaped(language))\">\(body.trimmingTrailingSpaces)</speak>"
    }

    /// Appends segments, each in a `<lang>` when its language is not the outer one; the
    /// separator (pause punctuation) stays outside so the pause belongs to the sentence.
    private static func appendSSML(_ segments: [Segment], to body: inout String, outer: String) {
        for segment in segments {
            if segment.language == outer || segment.text.isEmpty {
                body += xmlEscaped(segment.text)
            } else {
                body += "<lang xml:lang=\"\(xmlEscaped(segment.language))\">\(xmlEscaped(segment.text))</lang>"
            }
            body += xmlEscaped(segment.separator)
        }
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
