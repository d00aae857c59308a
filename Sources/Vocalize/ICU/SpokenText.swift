import CVocalizeICU

/// Cleans text coming out of ICU before a listener gets it.
enum SpokenText {
    /// Removes soft hyphens (ICU puts U+00AD inside long German, Dutch, Swedish… compounds),
    /// turns no-break and narrow spaces into plain spaces, and folds runs of spaces.
    static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        var text = text
        return text.withUTF8 { cleaned($0) }
    }

    /// The byte pass of `clean`: every character touched is a space or a 2–3 byte sequence, so
    /// the result is never longer than the input and is written in place of a new string.
    private static func cleaned(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: utf8.count) { bytes in
            var written = 0
            var lastWasSpace = true  // drops leading spaces
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x80 {
                    if byte == 0x20 {
                        if !lastWasSpace { bytes[written] = 0x20; written += 1 }
                        lastWasSpace = true
                    } else {
                        bytes[written] = byte
                        written += 1
                        lastWasSpace = false
                    }
                    index += 1
                    continue
                }
                var length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                if index + length > utf8.count { length = utf8.count - index }
                switch length >= 2 ? kind(of: UnsafeBufferPointer(rebasing: utf8[index..<(index + length)])) : .keep {
                case .drop: break
                case .space:
                    if !lastWasSpace { bytes[written] = 0x20; written += 1 }
                    lastWasSpace = true
                case .keep:
                    for offset in 0..<length { bytes[written + offset] = utf8[index + offset] }
                    written += length
                    lastWasSpace = false
                }
                index += length
            }
            if written > 0, bytes[written - 1] == 0x20 { written -= 1 }
            return written
        }
    }

    private enum Kind { case keep, drop, space }

    /// What `clean` does with one multi-byte character, by its UTF-8 bytes.
    private static func kind(of sequence: UnsafeBufferPointer<UInt8>) -> Kind {
        var scalar: UInt32 = 0
        for (offset, byte) in sequence.enumerated() {
            scalar = offset == 0 ? UInt32(byte) & (sequence.count == 2 ? 0x1F : sequence.count == 3 ? 0x0F : 0x07) : scalar << 6 | UInt32(byte & 0x3F)
        }
        if isInvisible(scalar) { return .drop }
        if isSpace(scalar) { return .space }
        return .keep
    }

    /// The non-ASCII characters `clean` removes or turns into a space.
    static func isInvisibleOrSpace(_ scalar: UInt32) -> Bool { isInvisible(scalar) || isSpace(scalar) }

    /// Removed: soft hyphen, Arabic letter mark, zero-width space, direction marks, embeddings
    /// and isolates, word joiner, BOM. The sets are the shim's (`vz_spelled_unit_class`), so
    /// spelled numbers cleaned in C and text cleaned here lose the same characters.
    static func isInvisible(_ scalar: UInt32) -> Bool {
        scalar <= 0xFFFF && vz_spelled_unit_class(UInt16(scalar)) == 1
    }

    /// Read as a plain space: no-break, narrow no-break, thin, figure and ideographic spaces.
    static func isSpace(_ scalar: UInt32) -> Bool {
        scalar <= 0xFFFF && vz_spelled_unit_class(UInt16(scalar)) == 2
    }

    /// Whether `clean` would leave the text as it is: a byte scan, so the common case costs no
    /// allocation. Every character `clean` touches is a space or starts with one of the lead
    /// bytes C2 (U+00A0, U+00AD), E2 (U+2000–U+2FFF), E3 (U+3000) or EF (U+FEFF), or is the
    /// Arabic letter mark (D8 9C).
    static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return true }
            if first == 0x20 || last == 0x20 { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x20 where previous == 0x20: return false
                case 0xC2, 0xE2, 0xE3, 0xEF: return false
                case 0x9C where previous == 0xD8: return false
                default: previous = byte
                }
            }
            return true
        } ?? false
    }

    /// Joins spoken words with a language's separator, skipping empty parts.
    static func join(_ parts: [String], separator: String) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: separator)
    }
}
