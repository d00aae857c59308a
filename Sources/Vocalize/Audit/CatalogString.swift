import Foundation

/// One localized string read from a catalog: what `vocalize audit` checks.
public struct CatalogString: Sendable, Hashable {
    /// The string's key, with the variation that holds it in brackets
    /// ("files.count [plural.one]", "title [device.mac]").
    public var key: String
    /// The language tag the catalog gives the string ("fr", "pt-BR", "zh-Hans").
    public var language: String
    /// The string as a person reads it on screen (escapes decoded, markup removed).
    public var text: String
    /// The line of the catalog the string is on, counted from 1.
    public var line: Int
    /// True when the string is a copy of the development language's text for the same key
    /// (an untranslated string): it is audited once, in the development language.
    public var isUntranslatedCopy = false

    /// A string read from a catalog.
    public init(key: String, language: String, text: String, line: Int) {
        self.key = key
        self.language = language
        self.text = text
        self.line = line
    }
}

extension VocalizeError.Kind {
    /// A string catalog (.xcstrings, .strings, .stringsdict, Android strings.xml) that is not
    /// well formed: the message names the file, the line and column or byte, and the cause.
    public static let invalidCatalog = VocalizeError.Kind(rawValue: "invalid catalog")
}

/// Where a reader is in its input, for error messages: line and column from 1.
struct CatalogPosition {
    var line = 1
    var lineStart = 0

    func column(at offset: Int) -> Int { offset - lineStart + 1 }
}

/// The bytes of a catalog as UTF-8: a UTF-8 byte order mark is dropped; UTF-16 (with a byte
/// order mark, or without one when the first bytes hold a NUL, as Apple's readers guess) is
/// transcoded. Invalid UTF-8 is an error naming its byte offset.
enum CatalogText {
    /// Calls `body` with the catalog's text as valid UTF-8, without copying a UTF-8 file.
    static func withUTF8<Result>(_ data: Data, file: String, _ body: (UnsafeBufferPointer<UInt8>) throws(VocalizeError) -> Result) throws(VocalizeError) -> Result {
        do {
            return try data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
                    return try utf16(bytes, bigEndian: bytes[0] == 0xFE, from: 2, file: file).withUnsafeBufferPointer { try body($0) }
                }
                if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
                    return try utf16(bytes, bigEndian: bytes[0] == 0, from: 0, file: file).withUnsafeBufferPointer { try body($0) }
                }
                let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
                if let offset = firstInvalidUTF8(bytes, from: start) {
                    throw VocalizeError(.invalidCatalog, "\(file): byte \(offset) is not UTF-8 (save the file as UTF-8 or UTF-16).")
                }
                return try body(UnsafeBufferPointer(rebasing: bytes[start...]))
            }
        } catch let error as VocalizeError {
            throw error
        } catch {
            throw VocalizeError(.invalidCatalog, "\(file): \(error.localizedDescription)")
        }
    }

    private static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool, from start: Int, file: String) throws(VocalizeError) -> [UInt8] {
        guard (bytes.count - start) % 2 == 0 else {
            throw VocalizeError(.invalidCatalog, "\(file): UTF-16 text with an odd number of bytes (\(bytes.count)); the file is truncated.")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index < bytes.count {
            let high = UInt16(bytes[index]), low = UInt16(bytes[index + 1])
            units.append(bigEndian ? high << 8 | low : low << 8 | high)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unitOffset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(contentsOf: String(scalar).utf8)
                unitOffset += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                return output
            case .error:
                throw VocalizeError(.invalidCatalog, "\(file): byte \(start + unitOffset * 2) is not valid UTF-16 (an unpaired surrogate).")
            }
        }
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            // ASCII eight bytes at a time: most of a catalog is ASCII.
            while index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                guard word & 0x8080_8080_8080_8080 == 0 else { break }
                index += 8
            }
            guard index < count else { break }
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(byte & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(byte & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(byte & 0x07)
            default: return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    /// A string from UTF-8 bytes already validated.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
