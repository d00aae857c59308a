import Foundation

/// Reads a `.strings` file as Apple's property-list reader does (the "old-style" text format):
/// `"key" = "value";` pairs, keys and values quoted with `"` or `'` or unquoted (letters,
/// digits and `_ $ / : . -`), `"key";` for a value equal to its key, the escapes `\n \t \r
/// \a \b \f \v \" \' \\`, `\U` with up to four hex digits (surrogate pairs joined), octal
/// `\101`, `/* */` and `//` comments, and an optional `{ … }` around the pairs. UTF-8 or
/// UTF-16 (see `CatalogText`). A `.strings` file written as an XML property list is read as
/// one. One pass over the bytes: linear in the file's size.
public enum StringsFileReader {
    /// Calls `emit` with every pair in order, in `language`; throws `.invalidCatalog` naming
    /// the line and column of the first thing that is not the format.
    public static func read(_ data: Data, file: String, language: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        try CatalogText.withUTF8(data, file: file) { bytes throws(VocalizeError) in
            if PropertyListXML.looksLikeXML(bytes) {
                try PropertyListXML.readStringTable(bytes, file: file, language: language, emit: emit)
                return
            }
            var parser = Parser(bytes: bytes, file: file)
            try parser.pairs { key, value, line throws(VocalizeError) in
                try emit(CatalogString(key: key, language: language, text: value, line: line))
            }
        }
    }

    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let file: String
        var index = 0
        var position = CatalogPosition()

        init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
            self.bytes = bytes
            self.file = file
        }

        func failure(_ what: String, at offset: Int? = nil) -> VocalizeError {
            let offset = offset ?? index
            if offset >= bytes.count {
                return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: offset)): the file ends \(what) (it is truncated or a quote is not closed).")
            }
            return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: offset)): \(what).")
        }

        mutating func newline(at offset: Int) {
            position.line += 1
            position.lineStart = offset + 1
        }

        /// Skips blanks and comments; an unterminated `/*` is an error.
        mutating func skipBlanks() throws(VocalizeError) {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    newline(at: index)
                    index += 1
                } else if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                    index += 1
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
                    let start = index, startLine = position.line, startColumn = position.column(at: index)
                    index += 2
                    var closed = false
                    // Each byte is looked at once: "*/" is found by remembering the last byte.
                    while index < bytes.count {
                        if bytes[index] == 0x0A { newline(at: index) }
                        if bytes[index] == 0x2F, bytes[index - 1] == 0x2A, index - 1 > start + 1 {
                            index += 1
                            closed = true
                            break
                        }
                        index += 1
                    }
                    if !closed {
                        throw VocalizeError(.invalidCatalog, "\(file):\(startLine):\(startColumn): a /* comment is never closed.")
                    }
                } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
            default: false
            }
        }

        /// A quoted or unquoted string at `index`.
        mutating func string(_ role: String) throws(VocalizeError) -> String {
            guard index < bytes.count else { throw failure("where \(role) should be") }
            let quote = bytes[index]
            if quote != 0x22, quote != 0x27 {
                let start = index
                while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
                guard index > start else {
                    let shown = CatalogText.string(bytes, index..<min(bytes.count, index + 1))
                    throw failure("expected \(role) (a quoted string) but found \"\(shown)\"")
                }
                return CatalogText.string(bytes, start..<index)
            }
            let openLine = position.line, openColumn = position.column(at: index)
            index += 1
            var text: [UInt8] = []
            var runStart = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    index += 1
                    return String(decoding: text, as: UTF8.self)
                }
                if byte == 0x0A { newline(at: index) }
                if byte == 0x5C {
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    index += 1
                    try escape(into: &text)
                    runStart = index
                    continue
                }
                index += 1
            }
            throw VocalizeError(.invalidCatalog, "\(file):\(openLine):\(openColumn): the quoted string starting here is never closed (the file is truncated or a quote is missing).")
        }

        private mutating func hexDigits(max: Int) -> UInt32? {
            var value: UInt32 = 0
            var count = 0
            while count < max, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                value = value * 16 + digit
                index += 1
                count += 1
            }
            return count == 0 ? nil : value
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case 0x30...0x39: UInt32(byte - 0x30)
            case 0x41...0x46: UInt32(byte - 0x41 + 10)
            case 0x61...0x66: UInt32(byte - 0x61 + 10)
            default: nil
            }
        }

        private mutating func escape(into text: inout [UInt8]) throws(VocalizeError) {
            guard index < bytes.count else { throw failure("inside an escape") }
            let byte = bytes[index]
            index += 1
            func append(_ scalar: Unicode.Scalar) { text.append(contentsOf: String(scalar).utf8) }
            switch byte {
            case 0x6E: text.append(0x0A)  // n
            case 0x74: text.append(0x09)  // t
            case 0x72: text.append(0x0D)  // r
            case 0x61: text.append(0x07)  // a
            case 0x62: text.append(0x08)  // b
            case 0x66: text.append(0x0C)  // f
            case 0x76: text.append(0x0B)  // v
            case 0x55, 0x75:  // U, u: up to four hex digits
                guard let unit = hexDigits(max: 4) else { throw failure("\\U needs hex digits", at: index) }
                if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == 0x55 || bytes[index + 1] == 0x75 {
                    let save = index
                    index += 2
                    if let low = hexDigits(max: 4), (0xDC00...0xDFFF).contains(low),
                        let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00))
                    {
                        append(scalar)
                        return
                    }
                    index = save
                }
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            case 0x30...0x37:
                var value = UInt32(byte - 0x30)
                var count = 1
                while count < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - 0x30)
                    index += 1
                    count += 1
                }
                append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case 0x0A:
                newline(at: index - 1)
                text.append(0x0A)
            default:
                text.append(byte)
            }
        }

        /// Every `key = value;` pair, with the line of its key.
        mutating func pairs(_ emit: (String, String, Int) throws(VocalizeError) -> Void) throws(VocalizeError) {
            try skipBlanks()
            var braced = false
            if index < bytes.count, bytes[index] == 0x7B {
                braced = true
                index += 1
            }
            while true {
                try skipBlanks()
                if index >= bytes.count {
                    if braced { throw failure("before the closing }") }
                    return
                }
                if braced, bytes[index] == 0x7D {
                    index += 1
                    try skipBlanks()
                    guard index >= bytes.count else { throw failure("after the closing }, where nothing more may follow") }
                    return
                }
                let line = position.line
                let key = try string("a key")
                try skipBlanks()
                guard index < bytes.count else { throw failure("after the key \"\(key)\"") }
                if bytes[index] == 0x3B {
                    index += 1
                    try emit(key, key, line)
                    continue
                }
                guard bytes[index] == 0x3D else { throw failure("expected = after the key \"\(key)\"") }
                index += 1
                try skipBlanks()
                let value = try string("the value of \"\(key)\"")
                try skipBlanks()
                guard index < bytes.count, bytes[index] == 0x3B else {
                    throw failure(index < bytes.count ? "expected ; after the value of \"\(key)\"" : "before the ; after the value of \"\(key)\"")
                }
                index += 1
                try emit(key, value, line)
            }
        }
    }
}
