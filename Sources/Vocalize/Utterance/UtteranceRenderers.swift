import Foundation

// MARK: - JSON

extension Utterance {
    /// The version of the JSON shape `jsonString()`, `Codable` and `vocalize --format json`
    /// share. It changes only when a field changes meaning or goes away.
    public static let jsonSchemaVersion = 1

    /// The JSON form, on one line with its keys sorted, so output is stable:
    ///
    /// ```json
    /// {"description":"OK. Button.","hint":null,"hintStart":2,"lang":"en","schemaVersion":1,
    ///  "segments":[{"lang":"en","role":"label","separator":". ","text":"OK"},
    ///              {"lang":"en","role":"trait","separator":".","text":"Button"}],"text":"OK. Button."}
    /// ```
    ///
    /// `segments` lists every segment in speaking order; those from `hintStart` on are the hint
    /// part. `description`, `hint` and `text` are the lines they make, for readers that want
    /// only words. Decoding it (`Codable`) gives back the same utterance.
    public func jsonString(pretty: Bool = false) -> String {
        if pretty {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            // Encoding strings and integers cannot fail.
            return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        }
        var writer = JSONLineWriter()
        writer.open()
        writeMembers(to: &writer)
        writer.close()
        return writer.text
    }

    /// Writes this utterance's members (without braces) in sorted key order, with a record's
    /// own keys in their places. Written out key by key: this runs once per screen element.
    func writeMembers(to writer: inout JSONLineWriter, index: Int? = nil, input: String? = nil, line: Int? = nil) {
        writer.key("description"); writer.string(description)
        writer.key("hint")
        if let hint { writer.string(hint) } else { writer.null() }
        writer.key("hintStart"); writer.integer(segments.count)
        if let index { writer.key("index"); writer.integer(index) }
        if let input { writer.key("input"); writer.string(input) }
        writer.key("lang"); writer.string(language)
        if let line { writer.key("line"); writer.integer(line) }
        writer.key("schemaVersion"); writer.integer(Self.jsonSchemaVersion)
        writer.key("segments")
        writer.openArray()
        for segment in segments { write(segment, to: &writer) }
        for segment in hintSegments { write(segment, to: &writer) }
        writer.closeArray()
        writer.key("text"); writer.string(text)
    }

    private func write(_ segment: Segment, to writer: inout JSONLineWriter) {
        writer.open()
        writer.key("lang"); writer.string(segment.language)
        writer.key("role"); writer.string(segment.role.rawValue)
        writer.key("separator"); writer.string(segment.separator)
        writer.key("text"); writer.string(segment.text)
        writer.close()
    }

    enum CodingKeys: String, CodingKey {
        case description, hint, hintStart, schemaVersion, segments, text
        case language = "lang"
    }

    /// Decodes the JSON form (see `jsonString()`); `description`, `hint` and `text` are derived
    /// from the segments and need not be present.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let version = try container.decodeIfPresent(Int.self, forKey: .schemaVersion), version > Self.jsonSchemaVersion {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "schemaVersion \(version) is newer than this Vocalize reads (\(Self.jsonSchemaVersion)).")
        }
        let all = try container.decode([Segment].self, forKey: .segments)
        let hintStart = try container.decodeIfPresent(Int.self, forKey: .hintStart) ?? all.count
        guard (0...all.count).contains(hintStart) else {
            throw DecodingError.dataCorruptedError(forKey: .hintStart, in: container, debugDescription: "hintStart \(hintStart) is outside 0…\(all.count).")
        }
        self.init(segments: Array(all[..<hintStart]), hintSegments: Array(all[hintStart...]), language: try container.decode(String.self, forKey: .language))
    }

    /// Encodes the JSON form (see `jsonString()`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(description, forKey: .description)
        if let hint { try container.encode(hint, forKey: .hint) } else { try container.encodeNil(forKey: .hint) }
        try container.encode(segments.count, forKey: .hintStart)
        try container.encode(language, forKey: .language)
        try container.encode(Self.jsonSchemaVersion, forKey: .schemaVersion)
        try container.encode(allSegments, forKey: .segments)
        try container.encode(text, forKey: .text)
    }
}

/// Writes compact JSON as UTF-8 bytes, escaping as `JSONEncoder` does (without escaping "/").
/// Hand-written, byte by byte, because `vocalize screen` writes one object per element and
/// `JSONEncoder` (or appending to a String piece by piece) costs more than composing it.
struct JSONLineWriter {
    private var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it, per open container.
    private var needsComma: [Bool] = []

    init() {
        bytes.reserveCapacity(512)
    }

    /// The JSON written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many bytes are written and not yet drained.
    var pendingByteCount: Int { bytes.count }

    /// Hands the bytes written so far to `sink` and forgets them, keeping its place in the
    /// containers it has open: a long document is written out piece by piece.
    mutating func drain(_ sink: (UnsafeRawBufferPointer) -> Void) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends bytes as they are (already valid JSON for the place they go).
    mutating func raw(_ text: some StringProtocol) { bytes.append(contentsOf: text.utf8) }

    /// Opens a string member's value, to be continued with `stringPiece` and closed with
    /// `closeString`: a long string is escaped and written piece by piece.
    mutating func openString() { separate(); bytes.append(UInt8(ascii: "\"")) }
    mutating func stringPiece(_ value: some StringProtocol) { appendEscaped(value) }
    mutating func closeString() { bytes.append(UInt8(ascii: "\"")); markWritten() }

    private mutating func separate() {
        if let last = needsComma.last {
            if last { bytes.append(UInt8(ascii: ",")) }
            needsComma[needsComma.count - 1] = true
        }
    }

    mutating func open() { separate(); bytes.append(UInt8(ascii: "{")); needsComma.append(false) }
    mutating func close() { bytes.append(UInt8(ascii: "}")); needsComma.removeLast() }
    mutating func openArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma.append(false) }
    mutating func closeArray() { bytes.append(UInt8(ascii: "]")); needsComma.removeLast() }

    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        // The value after a key takes no comma of its own.
        needsComma[needsComma.count - 1] = false
    }

    mutating func string(_ value: String) { separate(); appendQuoted(value); markWritten() }
    mutating func integer(_ value: Int) { separate(); bytes.append(contentsOf: String(value).utf8); markWritten() }
    mutating func null() { separate(); bytes.append(contentsOf: "null".utf8); markWritten() }

    private mutating func markWritten() {
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendEscaped(_ value: some StringProtocol) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "f"))
            case 0..<0x20:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)  // UTF-8 passes through unchanged
            }
        }
    }
}

// MARK: - Records: one line per input

/// One input and what became of it: the line `vocalize --format json` writes per value or
/// element (JSON Lines), and what a program reading that output decodes.
///
/// A spoken input is the utterance's JSON form (see `Utterance.jsonString()`) with `index` (the
/// input's place, from 0), `input` (the value or element as given) and, for a screen, `line`
/// (where the element starts). A failed one has `error` (`kind` and `message`) instead of the
/// utterance's keys:
///
/// ```json
/// {"index":1,"input":"abc","schemaVersion":1,"error":{"kind":"invalid number","message":"…"}}
/// ```
public struct UtteranceRecord: Sendable, Hashable, Codable {
    /// The input's place among the inputs, counted from 0.
    public var index: Int
    /// The input as given: a value ("-12", "21 minute") or an element's JSON text.
    public var input: String
    /// The line of the input where the element starts, counted from 1 (screens only).
    public var line: Int?
    /// The utterance, or why the input could not be spoken.
    public var result: Result<Utterance, VocalizeError>

    /// A record of one input.
    public init(index: Int, input: String, line: Int? = nil, result: Result<Utterance, VocalizeError>) {
        self.index = index
        self.input = input
        self.line = line
        self.result = result
    }

    /// The record on one line of JSON, keys sorted.
    public func jsonString() -> String {
        var writer = JSONLineWriter()
        writer.open()
        switch result {
        case .success(let utterance):
            utterance.writeMembers(to: &writer, index: index, input: input, line: line)
        case .failure(let error):
            writer.key("error")
            writer.open()
            writer.key("kind"); writer.string(error.kind.rawValue)
            writer.key("message"); writer.string(error.message)
            writer.close()
            writer.key("index"); writer.integer(index)
            writer.key("input"); writer.string(input)
            if let line { writer.key("line"); writer.integer(line) }
            writer.key("schemaVersion"); writer.integer(Utterance.jsonSchemaVersion)
        }
        writer.close()
        return writer.text
    }

    private enum CodingKeys: String, CodingKey {
        case index, input, line, error, schemaVersion
    }

    private struct ErrorObject: Codable {
        var kind: String
        var message: String
    }

    /// Decodes a line of `vocalize --format json` (or `jsonString()`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        index = try container.decode(Int.self, forKey: .index)
        input = try container.decode(String.self, forKey: .input)
        line = try container.decodeIfPresent(Int.self, forKey: .line)
        if let error = try container.decodeIfPresent(ErrorObject.self, forKey: .error) {
            result = .failure(VocalizeError(VocalizeError.Kind(rawValue: error.kind), error.message))
        } else {
            result = .success(try Utterance(from: decoder))
        }
    }

    /// Encodes the record in the shape `jsonString()` writes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(index, forKey: .index)
        try container.encode(input, forKey: .input)
        try container.encodeIfPresent(line, forKey: .line)
        switch result {
        case .success(let utterance):
            try utterance.encode(to: encoder)
        case .failure(let error):
            try container.encode(ErrorObject(kind: error.kind.rawValue, message: error.message), forKey: .error)
            try container.encode(Utterance.jsonSchemaVersion, forKey: .schemaVersion)
        }
    }
}

// MARK: - SSML

extension Utterance {
    /// SSML for any TTS engine: `<speak xml:lang>`, `<lang xml:lang>` around segments in
    /// another language, a `<break>` before the hint. Always well-formed XML on one line: text
    /// is escaped, characters XML 1.0 forbids (most control characters) are dropped, and line
    /// breaks become spaces.
    public func ssml(hintPause milliseconds: Int = 500) -> String {
        "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(Self.xmlEscaped(language))\">\(ssmlBody(hintPause: milliseconds))</speak>"
    }

    /// The opening `<speak>` tag of one SSML document holding many utterances (a screen),
    /// each as an `ssmlParagraph`; close it with `ssmlDocumentEnd`.
    public static func ssmlDocumentStart(language: String) -> String {
        "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(xmlEscaped(language))\">"
    }

    /// Closes a document begun with `ssmlDocumentStart`.
    public static let ssmlDocumentEnd = "</speak>"

    /// The utterance as one `<p>` of a larger SSML document in `documentLanguage`, marked with
    /// its own language when that differs.
    public func ssmlParagraph(documentLanguage: String, hintPause milliseconds: Int = 500) -> String {
        let tag = language == documentLanguage ? "<p>" : "<p xml:lang=\"\(Self.xmlEscaped(language))\">"
        return tag + ssmlBody(hintPause: milliseconds) + "</p>"
    }

    private func ssmlBody(hintPause milliseconds: Int) -> String {
        var body = ""
        Self.appendSSML(segments, to: &body, outer: language)
        if !hintSegments.isEmpty {
            body = body.trimmingTrailingSpaces
            body += "<break time=\"\(milliseconds)ms\"/>"
            Self.appendSSML(hintSegments, to: &body, outer: language)
        }
        return body.trimmingTrailingSpaces
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

    /// Escapes the five XML special characters, drops what XML 1.0 forbids in a document
    /// (C0 controls other than tab and line breaks, U+FFFE, U+FFFF) and turns line breaks and
    /// tabs into spaces, so a document stays on one line.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
