import Foundation

/// A small strict JSON (RFC 8259) parser from UTF-8 bytes to `JSONValue`.
///
/// Foundation's `JSONDecoder` through `Codable` costs tens of microseconds per small object and
/// throws an error for every alternative a `JSONValue` tries; start-up (locale profiles) and
/// `vocalize screen` (one object per element) read JSON often enough for that to dominate.
struct JSONParser {
    /// Why the bytes are not JSON, and where.
    struct Failure: Error, Sendable {
        var message: String
        /// The byte offset of the problem, counted from 0.
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The literal text of each number that is a member of the outermost object, by key
    /// (a screen element's "value": 9007199254740993 is read exactly from its text).
    private(set) var topLevelNumberTexts: [String: String] = [:]
    /// Nesting is bounded so hostile input cannot exhaust the stack.
    private var depth = 0
    private static let maximumDepth = 512

    /// Whether the whole input is valid UTF-8 (checked once): then each string is made from
    /// its bytes without validating them again, which cost most of a profile's parse.
    private let isValidUTF8: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Decoding repairs what is not UTF-8; the bytes come back unchanged only when valid.
        isValidUTF8 = String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    }

    /// Parses one JSON value that fills the bytes (blank space around it is allowed).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.document()
    }

    /// The whole input as one value.
    private mutating func document() throws(Failure) -> JSONValue {
        skipBlanks()
        // A UTF-8 byte order mark is tolerated, as editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF, position == 0 {
            position = 3
            skipBlanks()
        }
        let value = try value()
        skipBlanks()
        guard position == bytes.count else { throw failure("unexpected text after the JSON value") }
        return value
    }

    /// Parses one JSON value from an array of bytes, with the literal text of the numbers
    /// that are members of its outermost object.
    static func parseKeepingNumberTexts(_ bytes: [UInt8]) throws(Failure) -> (JSONValue, [String: String]) {
        let result: Result<(JSONValue, [String: String]), Failure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) in
                var parser = JSONParser(buffer)
                let value = try parser.document()
                return (value, parser.topLevelNumberTexts)
            }
        }
        return try result.get()
    }

    /// Parses one JSON value from an array of bytes.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        // `withUnsafeBufferPointer` cannot carry a typed throw, so the result travels out.
        let result: Result<JSONValue, Failure> = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(Failure) in try parse(buffer) }
        }
        return try result.get()
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, offset: position)
    }

    private mutating func skipBlanks() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard position < bytes.count else { throw failure("the input ends where a value should be") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character \(Self.describe(bytes[position]))")
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("unexpected end of input") }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
            throw failure("unexpected character \(Self.describe(bytes[position + index]))")
        }
        position += count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        position += 1
        var members: [String: JSONValue] = [:]
        skipBlanks()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipBlanks()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure(position < bytes.count ? "expected a key in quotes" : "the input ends inside an object")
            }
            let keyStart = position
            let key = try string()
            skipBlanks()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            position += 1
            skipBlanks()
            let valueStart = position
            let member = try value()
            // JSON leaves duplicate keys undefined; taking one silently would hide a mistake.
            guard members.updateValue(member, forKey: key) == nil else {
                throw Failure(message: "the key \"\(key)\" appears twice in one object", offset: keyStart)
            }
            if depth == 1, case .number = member {
                topLevelNumberTexts[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<position]), as: UTF8.self)
            }
            skipBlanks()
            guard position < bytes.count else { throw failure("the input ends inside an object") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "}") {
                position += 1
                depth -= 1
                return .object(members)
            } else {
                throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipBlanks()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipBlanks()
            elements.append(try value())
            skipBlanks()
            guard position < bytes.count else { throw failure("the input ends inside an array") }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
            } else if bytes[position] == UInt8(ascii: "]") {
                position += 1
                depth -= 1
                return .array(elements)
            } else {
                throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.position
            while parser.position < parser.bytes.count, parser.bytes[parser.position] &- 0x30 < 10 { parser.position += 1 }
            return parser.position - first
        }
        let integerStart = position
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw failure("a number needs digits") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw Failure(message: "a number cannot start with 0", offset: integerStart) }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw failure("a decimal point needs digits after it") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw failure("an exponent needs digits") }
        }
        // strtod on a NUL-terminated copy: the grammar is already checked, and Double(String)
        // goes through generic text parsing that costs more than the whole parse of a profile.
        let length = position - start
        let number = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double in
            for index in 0..<length { buffer[index] = CChar(bitPattern: bytes[start + index]) }
            buffer[length] = 0
            return strtod(buffer.baseAddress!, nil)
        }
        guard number.isFinite else { throw Failure(message: "the number is too large", offset: start) }
        return number
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        let start = position
        // Most strings have no escapes and are copied in one piece.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = try validated(start..<position)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a string") }
            position += 1
        }
        var text = try validated(start..<position)
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return text
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { break }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try unicodeEscape())
                default: throw Failure(message: "unknown escape \\\(Character(Unicode.Scalar(escape)))", offset: position - 2)
                }
            default:
                if byte < 0x20 { throw failure("a control character (0x\(String(byte, radix: 16, uppercase: true))) must be escaped in a string") }
                let runStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
                    position += 1
                }
                text += try validated(runStart..<position)
            }
        }
        throw failure("the input ends inside a string")
    }

    /// The scalar of a `\uXXXX` escape, joining a surrogate pair; a lone surrogate is U+FFFD.
    private mutating func unicodeEscape() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if first >= 0xD800, first < 0xDC00, position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
            let saved = position
            position += 2
            let second = try hex4()
            if second >= 0xDC00, second < 0xE000 {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
            position = saved
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("\\u needs four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("\\u needs four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The bytes as a String, refusing ill-formed UTF-8 rather than repairing it silently.
    private func validated(_ range: Range<Int>) throws(Failure) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if isValidUTF8 { return String(decoding: slice, as: UTF8.self) }
        if let text = String(validating: slice, as: UTF8.self) { return text }
        throw Failure(message: "the text is not valid UTF-8", offset: range.lowerBound)
    }
}

extension JSONValue {
    /// Parses JSON text (UTF-8); the error says what is wrong and where.
    static func parse(_ bytes: [UInt8]) throws(JSONParser.Failure) -> JSONValue {
        try JSONParser.parse(bytes)
    }

    /// Parses JSON text (UTF-8) in place, without copying it (the embedded profiles).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParser.Failure) -> JSONValue {
        try JSONParser.parse(bytes)
    }
}
