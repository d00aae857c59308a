/// Cleans text coming out of ICU before a listener gets it.
enum SpokenText {
    /// Removes soft hyphens (ICU puts U+00AD inside long German, Dutch, Swedish… compounds),
    /// turns no-break and narrow spaces into plain spaces, and folds runs of spaces.
    static func clean(_ text: String) -> String {
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

    /// Joins spoken words with a language's separator, skipping empty parts.
    static func join(_ parts: [String], separator: String) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: separator)
    }
}
