import Foundation

/// Reads an Xcode String Catalog (`.xcstrings`) as a stream: each string is handed on as soon
/// as its key's object ends, so memory holds one key at a time, never the whole tree.
///
/// Read for every key not marked `"shouldTranslate": false`: each localization's
/// `stringUnit.value`, every case of its `variations` (`plural`, `device`, `width`, nested),
/// and every case of every `substitutions` variable (keys "key [plural.one]",
/// "key [device.mac.plural.other]", "key [substitutions.count.plural.one]"). A key with no
/// localization in the catalog's `sourceLanguage` is its own source text (Xcode's rule).
/// Errors name the line and column.
public enum StringCatalogReader {
    /// Calls `emit` with every string of the catalog, in file order.
    public static func read(_ data: Data, file: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        try CatalogText.withUTF8(data, file: file) { bytes throws(VocalizeError) in
            var reader = CatalogJSON(bytes: bytes, file: file)
            try reader.catalog(emit: emit)
        }
    }
}

/// A pull reader of JSON (RFC 8259) over UTF-8 bytes that knows the String Catalog's shape.
struct CatalogJSON {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var position = CatalogPosition()
    var depth = 0
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    func failure(_ what: String) -> VocalizeError {
        if index >= bytes.count {
            return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: index)): the file ends \(what) (it is truncated).")
        }
        return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: index)): \(what).")
    }

    mutating func skipBlanks() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                position.line += 1
                position.lineStart = index + 1
                index += 1
            case 0x20, 0x09, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` after blanks, or fails naming what was expected.
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(VocalizeError) {
        skipBlanks()
        guard index < bytes.count else { throw failure("where \(what()) should be") }
        guard bytes[index] == byte else { throw failure("expected \(what()) but found \(shown())") }
        index += 1
    }

    func shown() -> String {
        guard index < bytes.count else { return "the end" }
        let end = min(bytes.count, index + 12)
        var text = CatalogText.string(bytes, index..<end)
        if let cut = text.firstIndex(where: \.isNewline) { text = String(text[..<cut]) }
        return "\"\(text)\""
    }

    /// The members of an object: calls `member` with each key, positioned at its value, which
    /// `member` must consume.
    mutating func object(_ what: @autoclosure () -> String, _ member: (inout CatalogJSON, String) throws(VocalizeError) -> Void) throws(VocalizeError) {
        try expect(0x7B, "{ opening \(what())")
        depth += 1
        guard depth < Self.maximumDepth else { throw failure("objects nested more than \(Self.maximumDepth) deep") }
        skipBlanks()
        if index < bytes.count, bytes[index] == 0x7D {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipBlanks()
            guard index < bytes.count else { throw failure("inside \(what())") }
            guard bytes[index] == 0x22 else { throw failure("expected a quoted key in \(what()) but found \(shown())") }
            let key = try string()
            try expect(0x3A, ": after the key \"\(key)\"")
            try member(&self, key)
            skipBlanks()
            guard index < bytes.count else { throw failure("inside \(what())") }
            if bytes[index] == 0x2C {
                index += 1
                continue
            }
            guard bytes[index] == 0x7D else { throw failure("expected , or } in \(what()) but found \(shown())") }
            index += 1
            depth -= 1
            return
        }
    }

    /// True when the next value is an object.
    mutating func nextIsObject() -> Bool {
        skipBlanks()
        return index < bytes.count && bytes[index] == 0x7B
    }

    /// A JSON string at `"`.
    mutating func string() throws(VocalizeError) -> String {
        skipBlanks()
        guard index < bytes.count, bytes[index] == 0x22 else { throw failure("expected a string but found \(shown())") }
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                let text = CatalogText.string(bytes, start..<index)
                index += 1
                return text
            }
            if byte == 0x5C { return try escapedString(from: start) }
            if byte < 0x20 { throw failure("a control character (U+\(String(byte, radix: 16, uppercase: true))) inside a string; write it as an escape") }
            index += 1
        }
        throw failure("inside a string")
    }

    /// Skips a JSON string at `"`, checking it as `string()` does, without making it.
    mutating func skipString() throws(VocalizeError) {
        let opening = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                index += 1
                return
            }
            if byte == 0x5C {
                // Rare: a string with escapes is read, so that they are checked.
                index = opening
                _ = try string()
                return
            }
            if byte < 0x20 { throw failure("a control character (U+\(String(byte, radix: 16, uppercase: true))) inside a string; write it as an escape") }
            index += 1
        }
        throw failure("inside a string")
    }

    private mutating func escapedString(from start: Int) throws(VocalizeError) -> String {
        var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var pendingHigh: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                index += 1
                if pendingHigh != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
                return String(decoding: text, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("a control character inside a string; write it as an escape") }
            guard byte == 0x5C else {
                if pendingHigh != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]); pendingHigh = nil }
                text.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            if escaped != 0x75, pendingHigh != nil { text.append(contentsOf: [0xEF, 0xBF, 0xBD]); pendingHigh = nil }
            switch escaped {
            case 0x22, 0x5C, 0x2F: text.append(escaped)
            case 0x62: text.append(0x08)
            case 0x66: text.append(0x0C)
            case 0x6E: text.append(0x0A)
            case 0x72: text.append(0x0D)
            case 0x74: text.append(0x09)
            case 0x75:
                guard index + 4 <= bytes.count else { index = bytes.count; break }
                var unit: UInt32 = 0
                for offset in 0..<4 {
                    guard let digit = StringsFileReader.Parser.hexValue(bytes[index + offset]) else { throw failure("\\u needs four hex digits") }
                    unit = unit * 16 + digit
                }
                index += 4
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(unit), let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (unit - 0xDC00)) {
                        text.append(contentsOf: String(scalar).utf8)
                        continue
                    }
                    text.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                } else {
                    text.append(contentsOf: String(Unicode.Scalar(unit) ?? "\u{FFFD}").utf8)
                }
            default:
                index -= 1
                throw failure("\\\(String(decoding: [escaped], as: UTF8.self)) is not a JSON escape")
            }
        }
        throw failure("inside a string")
    }

    /// Skips any value, checking that it is well formed.
    mutating func skipValue() throws(VocalizeError) {
        skipBlanks()
        guard index < bytes.count else { throw failure("where a value should be") }
        switch bytes[index] {
        case 0x7B:
            try object("an object") { reader, _ throws(VocalizeError) in try reader.skipValue() }
        case 0x5B:
            index += 1
            depth += 1
            guard depth < Self.maximumDepth else { throw failure("arrays nested more than \(Self.maximumDepth) deep") }
            skipBlanks()
            if index < bytes.count, bytes[index] == 0x5D {
                index += 1
                depth -= 1
                return
            }
            while true {
                try skipValue()
                skipBlanks()
                guard index < bytes.count else { throw failure("inside an array") }
                if bytes[index] == 0x2C {
                    index += 1
                    continue
                }
                guard bytes[index] == 0x5D else { throw failure("expected , or ] in an array but found \(shown())") }
                index += 1
                depth -= 1
                return
            }
        case 0x22:
            try skipString()
        default:
            _ = try literal()
        }
    }

    /// A number, `true`, `false` or `null`, as its text.
    mutating func literal() throws(VocalizeError) -> String {
        skipBlanks()
        let start = index
        while index < bytes.count, Self.isLiteralByte(bytes[index]) { index += 1 }
        let text = CatalogText.string(bytes, start..<index)
        if text == "true" || text == "false" || text == "null" { return text }
        if let first = text.first, first == "-" || first.isASCII && first.isNumber, Double(text) != nil { return text }
        index = start
        throw failure("expected a value but found \(shown())")
    }

    static func isLiteralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x2D, 0x2B, 0x2E, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    /// The whole catalog.
    mutating func catalog(emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        skipBlanks()
        guard index < bytes.count else { throw failure("before anything: the file is empty, and a String Catalog is a JSON object") }
        var sourceLanguage: String?
        var sawStrings = false
        // Keys without a source-language localization, when "sourceLanguage" comes after "strings".
        var pendingSourceKeys: [(String, Int)] = []
        try object("the catalog") { reader, member throws(VocalizeError) in
            switch member {
            case "sourceLanguage":
                sourceLanguage = try reader.string()
            case "strings":
                sawStrings = true
                try reader.object("\"strings\"") { reader, key throws(VocalizeError) in
                    try reader.entry(key: key, sourceLanguage: sourceLanguage, pendingSourceKeys: &pendingSourceKeys, emit: emit)
                }
            default:
                try reader.skipValue()
            }
        }
        skipBlanks()
        guard index >= bytes.count else { throw failure("after the catalog's closing }, where nothing more may follow (found \(shown()))") }
        guard sawStrings else {
            throw VocalizeError(.invalidCatalog, "\(file): not a String Catalog: the JSON object has no \"strings\".")
        }
        let source = sourceLanguage ?? "en"
        for (key, line) in pendingSourceKeys {
            try emit(CatalogString(key: key, language: source, text: key, line: line))
        }
    }

    /// One key's object: its strings are emitted when the object ends.
    mutating func entry(key: String, sourceLanguage: String?, pendingSourceKeys: inout [(String, Int)], emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        let line = position.line
        var found: [CatalogString] = []
        var translate = true
        var hasSource = false
        guard nextIsObject() else { throw failure("expected { opening the entry \"\(key)\" but found \(shown())") }
        try object("the entry \"\(key)\"") { reader, member throws(VocalizeError) in
            switch member {
            case "shouldTranslate":
                translate = try reader.literal() != "false"
            case "localizations":
                try reader.object("the localizations of \"\(key)\"") { reader, language throws(VocalizeError) in
                    if language == sourceLanguage { hasSource = true }
                    try reader.localization(key: key, language: language, path: [], into: &found)
                }
            default:
                try reader.skipValue()
            }
        }
        guard translate else { return }
        if !hasSource, !key.isEmpty {
            if let sourceLanguage {
                found.insert(CatalogString(key: key, language: sourceLanguage, text: key, line: line), at: 0)
            } else {
                pendingSourceKeys.append((key, line))
            }
        }
        // A localization that repeats the source text of the same key (and variation) is an
        // untranslated copy.
        if let sourceLanguage {
            var sourceTexts: [String: String] = [:]
            for string in found where string.language == sourceLanguage { sourceTexts[string.key] = string.text }
            for index in found.indices where found[index].language != sourceLanguage && sourceTexts[found[index].key] == found[index].text {
                found[index].isUntranslatedCopy = true
            }
        }
        for string in found { try emit(string) }
    }

    /// A localization, or one case of a variation: its `stringUnit`, its `variations` and its
    /// `substitutions`.
    mutating func localization(key: String, language: String, path: [String], into found: inout [CatalogString]) throws(VocalizeError) {
        guard nextIsObject() else { throw failure("expected { opening a localization of \"\(key)\" but found \(shown())") }
        try object("a localization of \"\(key)\"") { reader, member throws(VocalizeError) in
            switch member {
            case "stringUnit":
                let line = reader.position.line
                var value: String?
                guard reader.nextIsObject() else { throw reader.failure("expected { opening a stringUnit of \"\(key)\" but found \(reader.shown())") }
                try reader.object("a stringUnit of \"\(key)\"") { reader, field throws(VocalizeError) in
                    if field == "value" { value = try reader.string() } else { try reader.skipValue() }
                }
                if let value, !value.isEmpty {
                    let label = path.isEmpty ? key : "\(key) [\(path.joined(separator: "."))]"
                    found.append(CatalogString(key: label, language: language, text: value, line: line))
                }
            case "variations":
                guard reader.nextIsObject() else { throw reader.failure("expected { opening the variations of \"\(key)\" but found \(reader.shown())") }
                try reader.object("the variations of \"\(key)\"") { reader, kind throws(VocalizeError) in
                    guard reader.nextIsObject() else { throw reader.failure("expected { opening the \(kind) variations of \"\(key)\" but found \(reader.shown())") }
                    try reader.object("the \(kind) variations of \"\(key)\"") { reader, name throws(VocalizeError) in
                        try reader.localization(key: key, language: language, path: path + [kind, name], into: &found)
                    }
                }
            case "substitutions":
                guard reader.nextIsObject() else { throw reader.failure("expected { opening the substitutions of \"\(key)\" but found \(reader.shown())") }
                try reader.object("the substitutions of \"\(key)\"") { reader, variable throws(VocalizeError) in
                    try reader.localization(key: key, language: language, path: path + ["substitutions", variable], into: &found)
                }
            default:
                try reader.skipValue()
            }
        }
    }
}
