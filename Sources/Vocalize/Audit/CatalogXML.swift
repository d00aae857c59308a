import Foundation

/// A small XML reader for the catalogs written as XML: property lists (`.stringsdict`, XML
/// `.strings`) and Android's `strings.xml`. It reads elements, attributes, text, the five
/// predefined entities and character references, CDATA, comments, processing instructions
/// and a DOCTYPE (skipped), in one pass; errors name the line and column. No DTD, no
/// external entities: nothing is fetched.
struct CatalogXML {
    /// An element with its line, attributes, and children in order.
    final class Element {
        let name: String
        let attributes: [String: String]
        let line: Int
        var children: [Node] = []

        init(name: String, attributes: [String: String], line: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
        }

        /// The child elements.
        var elements: [Element] {
            children.compactMap { if case .element(let element) = $0 { element } else { nil } }
        }

        /// The text inside, markup removed (a `<b>` keeps its words).
        var text: String {
            var text = ""
            for child in children {
                switch child {
                case .text(let piece): text += piece
                case .element(let element): text += element.text
                }
            }
            return text
        }
    }

    enum Node {
        case element(Element)
        case text(String)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var position = CatalogPosition()
    /// Nesting is bounded so hostile input cannot exhaust the stack.
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document's root element.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(VocalizeError) -> Element {
        var reader = CatalogXML(bytes: bytes, file: file)
        return try reader.document()
    }

    func failure(_ what: String, at offset: Int? = nil) -> VocalizeError {
        let offset = offset ?? index
        if offset >= bytes.count {
            return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: offset)): the file ends \(what) (it is truncated).")
        }
        return VocalizeError(.invalidCatalog, "\(file):\(position.line):\(position.column(at: offset)): \(what).")
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            position.line += 1
            position.lineStart = index + 1
        }
        index += 1
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// Skips to just after `end`; the file ending first is an error.
    private mutating func skip(past end: StaticString, _ what: String) throws(VocalizeError) {
        while index < bytes.count {
            if starts(with: end) {
                for _ in 0..<end.utf8CodeUnitCount { advance() }
                return
            }
            advance()
        }
        throw failure("inside \(what)")
    }

    private mutating func skipBlanks() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    /// Comments, processing instructions and the DOCTYPE before or after the root.
    private mutating func skipProlog() throws(VocalizeError) {
        while true {
            skipBlanks()
            if starts(with: "<?") {
                try skip(past: "?>", "a <? ?> declaration")
            } else if starts(with: "<!--") {
                try skip(past: "-->", "a comment")
            } else if starts(with: "<!DOCTYPE") {
                // An internal subset [ … ] may hold ">"; its contents are skipped, never used.
                var bracket = false
                while index < bytes.count {
                    let byte = bytes[index]
                    advance()
                    if byte == 0x5B { bracket = true }
                    if byte == 0x5D { bracket = false }
                    if byte == 0x3E, !bracket { break }
                }
            } else {
                return
            }
        }
    }

    private mutating func document() throws(VocalizeError) -> Element {
        try skipProlog()
        guard index < bytes.count else { throw failure("before any element: the file is empty") }
        guard bytes[index] == 0x3C else {
            throw failure("expected an XML element but found text")
        }
        let root = try element(depth: 0)
        try skipProlog()
        guard index >= bytes.count else { throw failure("after the root element </\(root.name)>, where nothing more may follow") }
        return root
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3E, 0x2F, 0x3D, 0x3C, 0x22, 0x27: false
        default: true
        }
    }

    private mutating func name() throws(VocalizeError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { advance() }
        guard index > start else { throw failure("expected a name") }
        return CatalogText.string(bytes, start..<index)
    }

    /// The element starting at `<`.
    private mutating func element(depth: Int) throws(VocalizeError) -> Element {
        guard depth < Self.maximumDepth else { throw failure("elements nested more than \(Self.maximumDepth) deep") }
        let line = position.line
        advance()  // <
        let tag = try name()
        var attributes: [String: String] = [:]
        while true {
            skipBlanks()
            guard index < bytes.count else { throw failure("inside the tag <\(tag)>") }
            if bytes[index] == 0x3E {
                advance()
                break
            }
            if starts(with: "/>") {
                advance()
                advance()
                return Element(name: tag, attributes: attributes, line: line)
            }
            let attribute = try name()
            skipBlanks()
            guard index < bytes.count, bytes[index] == 0x3D else { throw failure("expected = after the attribute \(attribute) of <\(tag)>") }
            advance()
            skipBlanks()
            guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else { throw failure("expected a quoted value for the attribute \(attribute) of <\(tag)>") }
            let quote = bytes[index]
            advance()
            var value: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == 0x26 {
                    try reference(into: &value)
                } else {
                    value.append(bytes[index])
                    advance()
                }
            }
            guard index < bytes.count else { throw failure("inside the attribute \(attribute) of <\(tag)>") }
            advance()
            attributes[attribute] = String(decoding: value, as: UTF8.self)
        }
        let element = Element(name: tag, attributes: attributes, line: line)
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                element.children.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while true {
            guard index < bytes.count else { throw failure("before </\(tag)> (opened on line \(line))") }
            let byte = bytes[index]
            if byte == 0x3C {
                if starts(with: "</") {
                    let closingAt = index
                    advance()
                    advance()
                    let closing = try name()
                    guard closing == tag else { throw failure("</\(closing)> closes <\(tag)> opened on line \(line)", at: closingAt) }
                    skipBlanks()
                    guard index < bytes.count, bytes[index] == 0x3E else { throw failure("expected > after </\(closing)") }
                    advance()
                    flush()
                    return element
                } else if starts(with: "<!--") {
                    try skip(past: "-->", "a comment")
                } else if starts(with: "<![CDATA[") {
                    for _ in 0..<9 { advance() }
                    let start = index
                    try skip(past: "]]>", "a CDATA section")
                    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(index - 3)]))
                } else if starts(with: "<?") {
                    try skip(past: "?>", "a <? ?> instruction")
                } else {
                    flush()
                    element.children.append(.element(try self.element(depth: depth + 1)))
                }
            } else if byte == 0x26 {
                try reference(into: &text)
            } else {
                text.append(byte)
                advance()
            }
        }
    }

    /// `&lt;`, `&amp;`, `&#233;`, `&#xE9;` at `&`.
    private mutating func reference(into text: inout [UInt8]) throws(VocalizeError) {
        let start = index
        advance()
        var name: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x3B, name.count < 12 {
            name.append(bytes[index])
            advance()
        }
        guard index < bytes.count, bytes[index] == 0x3B else { throw failure("an & that starts no entity (write &amp;)", at: start) }
        advance()
        let entity = String(decoding: name, as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch entity {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        default:
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if entity.hasPrefix("#") {
                scalar = UInt32(entity.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { throw failure("&\(entity); is not an entity XML knows (the catalog formats use no DTD entities)", at: start) }
        text.append(contentsOf: String(scalar).utf8)
    }
}

/// Property lists in XML (`.stringsdict`, and `.strings` files saved as XML).
enum PropertyListXML {
    /// True when the text starts (after blanks and a byte order mark) with `<`.
    static func looksLikeXML(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
            return byte == 0x3C
        }
        return false
    }

    /// True for a binary property list ("bplist00"), which no reader here takes.
    static func isBinary(_ data: Data) -> Bool {
        data.starts(with: Array("bplist".utf8))
    }

    static func binaryError(_ file: String) -> VocalizeError {
        VocalizeError(.invalidCatalog, "\(file) is a binary property list; convert it to XML first (plutil -convert xml1 \(file)).")
    }

    /// The `<dict>` inside `<plist>`.
    static func rootDictionary(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(VocalizeError) -> CatalogXML.Element {
        let root = try CatalogXML.parse(bytes, file: file)
        let dictionary = root.name == "plist" ? root.elements.first : root
        guard let dictionary, dictionary.name == "dict" else {
            throw VocalizeError(.invalidCatalog, "\(file):\(root.line): expected a property list holding a <dict>, found <\(root.elements.first?.name ?? root.name)>.")
        }
        return dictionary
    }

    /// The key–value pairs of a `<dict>`: each `<key>` followed by its value element.
    static func pairs(_ dictionary: CatalogXML.Element, file: String) throws(VocalizeError) -> [(key: String, value: CatalogXML.Element)] {
        var pairs: [(String, CatalogXML.Element)] = []
        var pendingKey: CatalogXML.Element?
        for element in dictionary.elements {
            if let key = pendingKey {
                guard element.name != "key" else {
                    throw VocalizeError(.invalidCatalog, "\(file):\(key.line): the key \"\(key.text)\" has no value.")
                }
                pairs.append((key.text, element))
                pendingKey = nil
            } else {
                guard element.name == "key" else {
                    throw VocalizeError(.invalidCatalog, "\(file):\(element.line): expected <key> in a <dict>, found <\(element.name)>.")
                }
                pendingKey = element
            }
        }
        if let key = pendingKey { throw VocalizeError(.invalidCatalog, "\(file):\(key.line): the key \"\(key.text)\" has no value.") }
        return pairs
    }

    /// A `.strings` file saved as an XML property list: a `<dict>` of strings.
    static func readStringTable(_ bytes: UnsafeBufferPointer<UInt8>, file: String, language: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        for (key, value) in try pairs(rootDictionary(bytes, file: file), file: file) {
            guard value.name == "string" else {
                throw VocalizeError(.invalidCatalog, "\(file):\(value.line): the value of \"\(key)\" is <\(value.name)>, not a <string>.")
            }
            try emit(CatalogString(key: key, language: language, text: value.text, line: value.line))
        }
    }
}

/// Reads a `.stringsdict` file: for every key, the `NSStringLocalizedFormatKey` format and
/// every form of every variable (plural `zero one two few many other`, device, width), each
/// a string a person reads. Keys are "key [format]" and "key [variable.form]".
public enum StringsDictReader {
    /// The entries whose values are rule metadata, not text.
    static let metadataKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

    /// Calls `emit` with every string of the file, in `language`.
    public static func read(_ data: Data, file: String, language: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        if PropertyListXML.isBinary(data) { throw PropertyListXML.binaryError(file) }
        try CatalogText.withUTF8(data, file: file) { bytes throws(VocalizeError) in
            guard PropertyListXML.looksLikeXML(bytes) else {
                throw VocalizeError(.invalidCatalog, "\(file):1:1: a .stringsdict is an XML property list, and this file does not start with <.")
            }
            for (key, entry) in try PropertyListXML.pairs(PropertyListXML.rootDictionary(bytes, file: file), file: file) {
                guard entry.name == "dict" else {
                    throw VocalizeError(.invalidCatalog, "\(file):\(entry.line): the entry \"\(key)\" is <\(entry.name)>, not a <dict> of plural rules.")
                }
                try strings(in: entry, key: key, path: [], file: file, language: language, emit: emit)
            }
        }
    }

    private static func strings(in dictionary: CatalogXML.Element, key: String, path: [String], file: String, language: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        for (name, value) in try PropertyListXML.pairs(dictionary, file: file) where !metadataKeys.contains(name) {
            switch value.name {
            case "string":
                let label = name == "NSStringLocalizedFormatKey" ? "format" : (path + [name]).joined(separator: ".")
                try emit(CatalogString(key: "\(key) [\(label)]", language: language, text: value.text, line: value.line))
            case "dict":
                guard path.count < 8 else { continue }
                try strings(in: value, key: key, path: path + [name], file: file, language: language, emit: emit)
            default:
                continue
            }
        }
    }
}

/// Reads an Android string resource file (`res/values-fr/strings.xml`): every `<string>`, every
/// `<item>` of a `<plurals>` and of a `<string-array>`, except those marked
/// `translatable="false"`. The text is what Android shows: markup tags dropped (their words
/// kept), `\n \t \' \" \\ \@ \? \uXXXX` decoded, and runs of blanks outside double quotes
/// collapsed to one space (Android's resource rules).
public enum AndroidStringsReader {
    /// Calls `emit` with every string of the file, in `language`.
    public static func read(_ data: Data, file: String, language: String, emit: (CatalogString) throws(VocalizeError) -> Void) throws(VocalizeError) {
        try CatalogText.withUTF8(data, file: file) { bytes throws(VocalizeError) in
            let root = try CatalogXML.parse(bytes, file: file)
            guard root.name == "resources" else {
                throw VocalizeError(.invalidCatalog, "\(file):\(root.line): an Android string resource file holds <resources>, not <\(root.name)>.")
            }
            for element in root.elements where element.attributes["translatable"] != "false" {
                let name = element.attributes["name"] ?? ""
                switch element.name {
                case "string":
                    try emit(CatalogString(key: name, language: language, text: resourceText(element.text), line: element.line))
                case "plurals", "string-array", "array":
                    for (position, item) in element.elements.enumerated() where item.name == "item" {
                        let label = item.attributes["quantity"] ?? String(position)
                        try emit(CatalogString(key: "\(name) [\(label)]", language: language, text: resourceText(item.text), line: item.line))
                    }
                default:
                    continue
                }
            }
        }
    }

    /// Android's reading of a resource string: escapes, quotes and blank collapsing.
    static func resourceText(_ raw: String) -> String {
        var output = ""
        var quoted = false
        var lastWasBlank = false
        var scalars = raw.unicodeScalars.makeIterator()
        var trimmed = raw.unicodeScalars.first.map { $0 == " " || $0 == "\n" || $0 == "\t" } ?? false
        while let scalar = scalars.next() {
            switch scalar {
            case "\"":
                quoted.toggle()
                lastWasBlank = false
            case "\\":
                guard let next = scalars.next() else { break }
                switch next {
                case "n": output += "\n"
                case "t": output += "\t"
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) { output.unicodeScalars.append(decoded) }
                default: output.unicodeScalars.append(next)
                }
                lastWasBlank = false
            case " ", "\n", "\t", "\r":
                if quoted {
                    output.unicodeScalars.append(scalar)
                } else if !lastWasBlank, !trimmed {
                    output += " "
                    lastWasBlank = true
                }
            default:
                output.unicodeScalars.append(scalar)
                lastWasBlank = false
                trimmed = false
            }
        }
        if lastWasBlank, output.hasSuffix(" ") { output.removeLast() }
        return output
    }
}
