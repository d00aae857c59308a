import Foundation

/// How a text's reading is written out: the spoken text, JSON or SSML.
public enum TextReadingFormat: String, Sendable, CaseIterable {
    /// The text with its data spoken. Line breaks (CR, LF, CR LF) inside it are written as
    /// one space each, so one text is one line.
    case text
    /// One JSON object (see `TextReading.jsonString()`).
    case json
    /// One SSML document (see `TextReading.ssml()`).
    case ssml
}

/// A piece of a text being read: a run left as it is, or a span of data.
enum TextPiece {
    case unchanged(Substring)
    case span(SpokenSpan)
}

extension TextSpeaker {
    /// Reads `text` and writes its reading as one line in `format`, ending with a line feed,
    /// handing the UTF-8 bytes to `sink` in pieces of about 64 KiB as they are made: a long
    /// text's reading is never held whole (its spoken text is, once, for JSON's `text`).
    ///
    /// The line is exactly what `TextReading.jsonString()` or `ssml()` give for the same
    /// text, or its spoken text with line breaks as spaces.
    public func writeLine(reading text: String, as format: TextReadingFormat, to sink: (UnsafeRawBufferPointer) -> Void) {
        TextLineRenderer.render(language: locale.identifier, input: text, format: format, newline: true, pieces: { body in
            forEachPiece(in: text, body)
        }, sink: sink)
    }
}

/// Writes one text's reading from its pieces, in any `TextReadingFormat`.
enum TextLineRenderer {
    /// Bytes held before they go to the sink.
    private static let chunkSize = 1 << 16

    static func render(
        language: String, input: String, format: TextReadingFormat, newline: Bool,
        pieces: ((TextPiece) -> Void) -> Void, sink: (UnsafeRawBufferPointer) -> Void
    ) {
        // The sink is called from inside the pieces' callback; neither is kept past the call.
        withoutActuallyEscaping(sink) { sink in
            render(language: language, input: input, format: format, newline: newline, pieces: pieces, escapingSink: sink)
        }
    }

    private static func render(
        language: String, input: String, format: TextReadingFormat, newline: Bool,
        pieces: ((TextPiece) -> Void) -> Void, escapingSink sink: @escaping (UnsafeRawBufferPointer) -> Void
    ) {
        switch format {
        case .text:
            var bytes: [UInt8] = []
            bytes.reserveCapacity(min(chunkSize, input.utf8.count + 16))
            pieces { piece in
                switch piece {
                case .unchanged(let part): appendOneLine(part, to: &bytes)
                case .span(let span): appendOneLine(span.spoken, to: &bytes)
                }
                if bytes.count >= chunkSize { drain(&bytes, sink) }
            }
            if newline { bytes.append(0x0A) }
            drain(&bytes, sink)
        case .json:
            var writer = JSONLineWriter()
            // "text" comes after "spans" (keys sorted): its escaped JSON is kept aside.
            var spokenText = JSONLineWriter()
            writer.open()
            writer.key("input")
            // The input, escaped, is the one part held whole (it is written before any span).
            writer.string(input)
            writer.drain(sink)
            writer.key("lang")
            writer.string(language)
            writer.key("schemaVersion")
            writer.integer(1)
            writer.key("spans")
            writer.openArray()
            pieces { piece in
                switch piece {
                case .unchanged(let part):
                    spokenText.stringPiece(part)
                case .span(let span):
                    spokenText.stringPiece(span.spoken)
                    writer.open()
                    writer.key("characterLength"); writer.integer(span.characterLength)
                    writer.key("characterOffset"); writer.integer(span.characterOffset)
                    writer.key("kind"); writer.string(span.kind.rawValue)
                    writer.key("spoken"); writer.string(span.spoken)
                    writer.key("utf16Length"); writer.integer(span.utf16Length)
                    writer.key("utf16Offset"); writer.integer(span.utf16Offset)
                    writer.key("written"); writer.string(span.written)
                    writer.close()
                    if writer.pendingByteCount >= chunkSize { writer.drain(sink) }
                }
            }
            writer.closeArray()
            writer.key("text")
            writer.openString()
            writer.drain(sink)
            spokenText.drain(sink)
            writer.closeString()
            writer.close()
            if newline { writer.raw("\n") }
            writer.drain(sink)
        case .ssml:
            var bytes: [UInt8] = []
            bytes.append(contentsOf: "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"".utf8)
            appendXML(language, to: &bytes)
            bytes.append(contentsOf: "\">".utf8)
            pieces { piece in
                switch piece {
                case .unchanged(let part):
                    appendXML(part, to: &bytes)
                case .span(let span):
                    bytes.append(contentsOf: "<sub alias=\"".utf8)
                    appendXML(span.spoken, to: &bytes)
                    bytes.append(contentsOf: "\">".utf8)
                    appendXML(span.written, to: &bytes)
                    bytes.append(contentsOf: "</sub>".utf8)
                }
                if bytes.count >= chunkSize { drain(&bytes, sink) }
            }
            bytes.append(contentsOf: "</speak>".utf8)
            if newline { bytes.append(0x0A) }
            drain(&bytes, sink)
        }
    }

    private static func drain(_ bytes: inout [UInt8], _ sink: (UnsafeRawBufferPointer) -> Void) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// The text with CR, LF and CR LF as one space each.
    private static func appendOneLine(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        // Most pieces hold no line break: copied whole.
        if !text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        var afterCR = false
        for byte in text.utf8 {
            switch byte {
            case 0x0D: bytes.append(0x20); afterCR = true; continue
            case 0x0A: if !afterCR { bytes.append(0x20) }
            default: bytes.append(byte)
            }
            afterCR = false
        }
    }

    /// XML text: markup characters as entities, line breaks and tabs as character references
    /// (kept, on one line); other control characters, which XML 1.0 cannot carry, left out.
    private static func appendXML(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): bytes.append(contentsOf: "&apos;".utf8)
            case 0x0A: bytes.append(contentsOf: "&#10;".utf8)
            case 0x0D: bytes.append(contentsOf: "&#13;".utf8)
            case 0x09: bytes.append(contentsOf: "&#9;".utf8)
            case 0..<0x20: continue
            default: bytes.append(byte)
            }
        }
    }
}
