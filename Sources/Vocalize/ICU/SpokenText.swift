/// Cleans text coming out of ICU before a listener gets it.
enum SpokenText {
    /// Removes soft hyphens (ICU puts U+00AD inside long German, Dutch, Swedish… compounds),
    /// turns no-break and narrow spaces into plain spaces, and folds runs of spaces.
    static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00AD, 0x200B, 0x200E, 0x200F, 0x2060, 0xFEFF:
                continue  // invisible: soft hyphen, zero-width space, marks, word joiner, BOM
            case 0x0020, 0x00A0, 0x202F, 0x2009, 0x2007, 0x3000:
                if !lastWasSpace && !scalars.isEmpty { scalars.append(" ") }
                lastWasSpace = true
            default:
                scalars.append(scalar)
                lastWasSpace = false
            }
        }
        var result = String(scalars)
        if result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// The non-ASCII characters `clean` removes or turns into a space.
    static func isInvisibleOrSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00AD, 0x200B, 0x200E, 0x200F, 0x2060, 0xFEFF, 0x00A0, 0x202F, 0x2009, 0x2007, 0x3000: return true
        default: return false
        }
    }

    /// Whether `clean` would leave the text as it is: a byte scan, so the common case costs no
    /// allocation. Every character `clean` touches is a space or starts with one of the lead
    /// bytes C2 (U+00A0, U+00AD), E2 (U+2000–U+2FFF), E3 (U+3000) or EF (U+FEFF).
    static func isClean(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return true }
            if first == 0x20 || last == 0x20 { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x20 where previous == 0x20: return false
                case 0xC2, 0xE2, 0xE3, 0xEF: return false
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
