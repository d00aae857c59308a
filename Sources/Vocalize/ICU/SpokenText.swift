/// Cleans text coming out of ICU before a listener gets it.
enum SpokenText {
    /// Removes soft hyphens (ICU puts U+00AD inside long German, Dutch, Swedish… compounds),
    /// turns no-break and narrow spaces into plain spaces, and folds runs of spaces.
    static func clean(_ text: String) -> String {
        if isClean(text) { return text }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            if invisible.contains(scalar.value) { continue }
            if scalar.value == 0x20 || spaces.contains(scalar.value) {
                if !lastWasSpace && !scalars.isEmpty { scalars.append(" ") }
                lastWasSpace = true
            } else {
                scalars.append(scalar)
                lastWasSpace = false
            }
        }
        var result = String(scalars)
        if result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// Removed: soft hyphen, zero-width space, direction marks, word joiner, BOM.
    private static let invisible: Set<UInt32> = [0x00AD, 0x200B, 0x200E, 0x200F, 0x2060, 0xFEFF]
    /// Read as a plain space: no-break, narrow no-break, thin, figure and ideographic spaces.
    private static let spaces: Set<UInt32> = [0x00A0, 0x202F, 0x2009, 0x2007, 0x3000]

    /// The non-ASCII characters `clean` removes or turns into a space.
    static func isInvisibleOrSpace(_ scalar: UInt32) -> Bool {
        invisible.contains(scalar) || spaces.contains(scalar)
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
