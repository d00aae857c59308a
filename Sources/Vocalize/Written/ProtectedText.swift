/// The parts of a UI string that are never data, found before any data is looked for: format
/// specifiers of every common syntax, markup, links and addresses, and words that mix letters
/// and digits. `TextSpeaker` leaves them exactly as written.
///
/// Language-neutral shapes only (they are the same in every language's strings): printf
/// specifiers with positions, flags, width, precision and length (`%1$@`, `%lld`, `%.2f`,
/// `%%`, `%#@name@`, `%1$#@name@`, Java's `%1$,.2f`, Go's `%[1]d`, Ruby's `%{name}`, Python's
/// `%(name)d`); ICU MessageFormat and template placeholders (`{0}`, `{count, plural, one {#
/// item} other {# items}}`, `{name}`, `${var}`, `{{mustache}}`); HTML tags and character
/// references (`&#8364;`, `&amp;`); URLs (`https://…`, `www.…`, and `example.com/…` without a
/// scheme); e-mail addresses, @mentions and #hashtags; hex colours (`#1A2B3C`); IPv4 and IPv6
/// addresses; UUIDs; file names (`IMG_2041.jpg`, `2025-01-15.log`); versions in dotted numbers
/// alone (`1.4.9`) and, given the profile's version words, after them (`iOS 26.4`); and runs of
/// ASCII letters and digits that start with a letter (`A2DP`, `x86`, `promo2025`, `Base64`),
/// which are codes, not quantities, even where words are written without spaces.
///
/// Issue 27's property test (`ProtectedTextPropertyTests`) mixes all of these with data in
/// every language and checks that none is touched.
enum ProtectedText {
    /// The longest placeholder, tag or address looked for: a longer one is not protected as a
    /// whole (its digits may then be read), which keeps the pass linear.
    static let maximumLength = 512

    /// Marks protected characters: `protected[i]` is true for each character to leave alone.
    /// `scalars` holds each character's scalar (`UInt32.max` for a cluster of several).
    /// `amountPrefixes`: currency symbols in ASCII letters that the language writes against an
    /// amount ("Rp" in "Rp12.500", "RM" in "RM12.50"): such a run is money, not a code, and so
    /// is one with a scale word of `amountSuffixes` (ASCII, lower case) after its digits
    /// ("Rp50rb", fifty thousand rupiah).
    /// `versionWords`: words, lower case, that make the number after them a version ("ios",
    /// "android", "wersja"; `WrittenProfile.versionWordsBefore`), as scalars. The number is
    /// protected when the word stands right before it, after one space or none, wherever the
    /// word starts: after a space, a bracket, or the words of a language written without
    /// spaces ("合計watchOS 11", "）iOS 26.4").
    static func mark(
        _ scalars: [UInt32], isWhitespace: (Int) -> Bool, amountPrefixes: [[UInt32]] = [], amountSuffixes: [[UInt32]] = [], versionWords: [[UInt32]] = []
    ) -> [Bool] {
        let count = scalars.count
        var protected = [Bool](repeating: false, count: count)
        func scalar(_ index: Int) -> UInt32 { index >= 0 && index < count ? scalars[index] : 0 }
        func isASCIIDigit(_ index: Int) -> Bool { let s = scalar(index); return s >= 0x30 && s <= 0x39 }
        func isASCIILetter(_ index: Int) -> Bool { let s = scalar(index) | 0x20; return s >= 0x61 && s <= 0x7A }
        func isHex(_ index: Int) -> Bool { isASCIIDigit(index) || ((scalar(index) | 0x20) >= 0x61 && (scalar(index) | 0x20) <= 0x66) }
        func isWordScalar(_ index: Int) -> Bool {
            let s = scalar(index)
            guard index >= 0, index < count else { return false }
            if s < 0x80 { return isASCIIDigit(index) || isASCIILetter(index) || s == 0x5F }
            return s != UInt32.max && !isWhitespace(index) && !(0x2000...0x206F).contains(s) && !(0x3000...0x303F).contains(s) && !(0xFF00...0xFF0F).contains(s)
        }
        func protect(_ start: Int, _ end: Int) {
            for index in max(start, 0)..<min(end, count) { protected[index] = true }
        }
        /// Where a token of non-space characters that are not closing punctuation ends; past
        /// the token when a brace group opened inside it closes after it (an address written
        /// against a placeholder: "help@example.com{0, plural, =0 {none} other {#}}"), so the
        /// group is protected whole.
        func tokenEnd(from start: Int) -> Int {
            let end = addressEnd(from: start)
            var depth = 0
            var index = start
            while index < count, index - start < maximumLength {
                let s = scalar(index)
                if s == 0x7B {
                    depth += 1
                } else if s == 0x7D, depth > 0 {
                    depth -= 1
                    if depth == 0, index >= end { return index + 1 }
                } else if s == 0x0A || s == 0x0D {
                    break
                }
                if index >= end, depth == 0 { break }
                index += 1
            }
            return end
        }
        func addressEnd(from start: Int) -> Int {
            var end = start
            while end < count, end - start < maximumLength, !isWhitespace(end) {
                let s = scalar(end)
                if s == 0x22 || s == 0x27 || s == 0x29 || s == 0x5D || s == 0x3E || s == 0x3C || s == 0x60 { break }  // " ' ) ] > < `
                end += 1
            }
            // Closing punctuation of the sentence is not part of a link or address.
            while end > start, [0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F].contains(scalar(end - 1)) { end -= 1 }
            return end
        }
        func tokenStart(before index: Int) -> Int {
            var start = index
            while start > 0, index - start < maximumLength, !isWhitespace(start - 1) {
                let s = scalar(start - 1)
                if s == 0x22 || s == 0x27 || s == 0x28 || s == 0x5B || s == 0x3C || s == 0x3E || s == 0x60 || s == 0x3A { break }
                start -= 1
            }
            return start
        }
        /// A placeholder from `start` to `end` with the currency sign written against it, before
        /// or after, touching it or past a no-break space ("€{amount}", "$%.2f", "{price}\u{A0}€"):
        /// the sign is the placeholder's amount's, never a number's beside it ("5 €{amount}").
        func protectPlaceholder(_ start: Int, _ end: Int) {
            var start = start
            var end = end
            func isCurrencySign(_ index: Int) -> Bool {
                let s = scalar(index)
                guard index >= 0, index < count, s >= 0x24, s != UInt32.max, let sign = Unicode.Scalar(s) else { return false }
                return sign.isCurrencySign
            }
            func isNoBreakSpace(_ index: Int) -> Bool { index >= 0 && (scalar(index) == 0xA0 || scalar(index) == 0x202F) }
            if isCurrencySign(start - 1) {
                start -= 1
            } else if isNoBreakSpace(start - 1), isCurrencySign(start - 2) {
                start -= 2
            }
            if isCurrencySign(end) {
                end += 1
            } else if isNoBreakSpace(end), isCurrencySign(end + 1) {
                end += 2
            }
            protect(start, end)
        }
        func matches(_ word: String, at index: Int, caseInsensitive: Bool = true) -> Bool {
            var position = index
            for unit in word.unicodeScalars {
                let s = scalar(position)
                guard s == unit.value || (caseInsensitive && s < 0x80 && (s | 0x20) == unit.value) else { return false }
                position += 1
            }
            return true
        }

        var index = 0
        while index < count {
            let s = scalars[index]
            switch s {
            case 0x25:  // %
                if let end = formatSpecifierEnd(scalars, from: index) {
                    protectPlaceholder(index, end)
                    index = end
                    continue
                }
            case 0x7B:  // {
                if let end = braceEnd(scalars, from: index) {
                    protectPlaceholder(index == 0 || scalar(index - 1) != 0x24 ? index : index - 1, end)  // "${var}"
                    index = end
                    continue
                }
            case 0x3C:  // <: an HTML or XML tag
                let next = scalar(index + 1)
                if (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7A || next == 0x2F || next == 0x21 {
                    var end = index + 1
                    while end < count, end - index < maximumLength, scalar(end) != 0x3E, scalar(end) != 0x3C { end += 1 }
                    if scalar(end) == 0x3E {
                        protect(index, end + 1)
                        index = end + 1
                        continue
                    }
                }
            case 0x40:  // @: an address or a mention
                if isWordScalar(index + 1) {
                    let start = tokenStart(before: index)
                    let end = tokenEnd(from: index)
                    protect(start, end)
                    index = max(end, index + 1)
                    continue
                }
            case 0x23:  // #: a hashtag or a hex colour, not a number mark ("#12345")
                var end = index + 1
                while end < count, end - index < maximumLength, isWordScalar(end) { end += 1 }
                let length = end - index - 1
                let hasLetter = (index + 1..<end).contains { !isASCIIDigit($0) }
                let isColour = [3, 4, 6, 8].contains(length) && (index + 1..<end).allSatisfy(isHex)
                if length > 0, hasLetter || (isColour && (index + 1..<end).contains { !isASCIIDigit($0) }) {
                    protect(index, end)
                    index = end
                    continue
                }
            case 0x3A:  // "://" of a URL
                if scalar(index + 1) == 0x2F, scalar(index + 2) == 0x2F, isASCIILetter(index - 1) {
                    let start = tokenStart(before: index)
                    let end = tokenEnd(from: index)
                    protect(start, end)
                    index = end
                    continue
                }
            case 0x26:  // &: an HTML character reference ("&#8364;", "&#x20AC;", "&amp;")
                if let end = characterReferenceEnd(scalars, from: index) {
                    protect(index, end)
                    index = end
                    continue
                }
            case 0x2E:  // "." before a file's extension ("IMG_2041.jpg", "2025-01-15.log") or a domain's end
                if let host = hostStart(scalars, topLevelDot: index) {
                    // A link without its scheme ("example.com/order?id=42"): from the host on.
                    let end = tokenEnd(from: index)
                    protect(host, end)
                    index = max(end, index + 1)
                    continue
                }
                // The extension first: it is a few characters ahead, the name may be far behind.
                if let end = extensionEnd(scalars, dot: index), let name = fileNameStart(scalars, dot: index) {
                    protect(name, end)
                    index = end
                    continue
                }
            case 0x77, 0x57:  // "www."
                if !isWordScalar(index - 1), matches("www.", at: index), isWordScalar(index + 4) {
                    let end = tokenEnd(from: index)
                    protect(index, end)
                    index = end
                    continue
                }
            default:
                break
            }
            /// Whether the run is a currency symbol the language writes against its amount
            /// followed by digits alone ("Rp12", "RM5"), or by digits and a scale word ("Rp50rb").
            func isAmount(_ start: Int, _ end: Int) -> Bool {
                amountPrefixes.contains { prefix in
                    guard start + prefix.count < end, scalars[start..<start + prefix.count].elementsEqual(prefix) else { return false }
                    var digitsEnd = start + prefix.count
                    while digitsEnd < end, isASCIIDigit(digitsEnd) { digitsEnd += 1 }
                    guard digitsEnd > start + prefix.count else { return false }
                    return digitsEnd == end
                        || amountSuffixes.contains { $0.count == end - digitsEnd && scalars[digitsEnd..<end].map { $0 | 0x20 }.elementsEqual($0) }
                }
            }
            // A run of ASCII letters and digits that has both: a code or a name ("A2DP",
            // "x86", "1080p", "Base64"), not a quantity.
            if isASCIIDigit(index) || isASCIILetter(index), !(isASCIIDigit(index - 1) || isASCIILetter(index - 1)) {
                var end = index
                var letters = false
                var digits = false
                while end < count, end - index < maximumLength, isASCIIDigit(end) || isASCIILetter(end) {
                    if isASCIIDigit(end) { digits = true } else { letters = true }
                    end += 1
                }
                // Starting with a letter: a code. Digits first ("5km", "1st", "1080p") are
                // left to the readers, which take only a known unit or mark after digits.
                if letters && digits, isASCIILetter(index), !isAmount(index, end) {
                    protect(index, end)
                }
                // An IPv6 address ("2001:db8::1", "fe80::1ff:fe23:4567:890a").
                if let address = ipv6End(scalars, from: index, isHex: isHex) {
                    protect(index, address)
                    index = address
                    continue
                }
                // A version after its word ("iOS 26.4", "Android 14"): the number and its
                // dotted parts.
                if !letters, let versionEnd = versionNumberEnd(scalars, from: index, versionWords: versionWords) {
                    protect(index, versionEnd)
                    index = versionEnd
                    continue
                }
                // A version in dotted numbers alone ("1.4.9", "10.15.7"): never a date, which
                // in digits alone has at least six (TextSpeaker), nor to be joined to the
                // numbers around it into a phone number ("40161. 1.4.9").
                if !letters, let versionEnd = dottedVersionEnd(scalars, from: index) {
                    protect(index, versionEnd)
                    index = versionEnd
                    continue
                }
                // Dotted runs of four numbers (IP addresses) and UUIDs.
                if let dotted = dottedQuadEnd(scalars, from: index) { protect(index, dotted) }
                if let uuid = uuidEnd(scalars, from: index, isHex: isHex) { protect(index, uuid) }
                index = max(end, index + 1)
                continue
            }
            index += 1
        }
        return protected
    }

    /// Where a printf-style specifier starting at the "%" at `start` ends: `%%`, `%@`, `%d`,
    /// `%1$@`, `%-08.3lf`, `%lld`, `%#@name@`; nil when it is no specifier ("50 %", "25% off").
    static func formatSpecifierEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        let count = scalars.count
        func scalar(_ index: Int) -> UInt32 { index < count ? scalars[index] : 0 }
        func isDigit(_ index: Int) -> Bool { scalar(index) >= 0x30 && scalar(index) <= 0x39 }
        var index = start + 1
        if scalar(index) == 0x25 { return index + 1 }  // %%
        // Ruby's named form "%{count}": the brace group.
        if scalar(index) == 0x7B { return braceEnd(scalars, from: index) }
        if scalar(index) == 0x28 {
            // Python's named form "%(count)d": a name in brackets, then the rest of a specifier.
            var close = index + 1
            while close < count, close - index <= 64, scalar(close) < 0x80, isASCIIAlphanumeric(scalar(close)) || scalar(close) == 0x5F {
                close += 1
            }
            guard scalar(close) == 0x29, close > index + 1 else { return nil }
            index = close + 1
        } else {
            // A position: digits and "$" (POSIX "%1$d"), or digits in square brackets (Go "%[1]d").
            var look = index
            while isDigit(look) { look += 1 }
            if look > index, scalar(look) == 0x24 {
                index = look + 1
            } else if scalar(index) == 0x5B {
                look = index + 1
                while isDigit(look) { look += 1 }
                if look > index + 1, scalar(look) == 0x5D { index = look + 1 }
            }
        }
        if scalar(index) == 0x23, scalar(index + 1) == 0x40 {  // %#@name@, %1$#@name@
            let open = index + 1
            var end = open + 1
            while end < count, end - start < maximumLength, scalar(end) != 0x40, scalar(end) != 0x20 { end += 1 }
            return scalar(end) == 0x40 && end > open + 1 ? end + 1 : nil
        }
        // Flags - + # 0 ' and Java's "," (not the space flag: "50 % off" and "25% on" are prose).
        let flagsStart = index
        while [0x2D, 0x2B, 0x23, 0x30, 0x27, 0x2C].contains(scalar(index)), index - start < 8 { index += 1 }
        let flagsEnd = index
        while (scalar(index) >= 0x30 && scalar(index) <= 0x39) || scalar(index) == 0x2A { index += 1 }  // width
        if scalar(index) == 0x2E {  // precision
            index += 1
            while (scalar(index) >= 0x30 && scalar(index) <= 0x39) || scalar(index) == 0x2A { index += 1 }
        }
        while [0x68, 0x6C, 0x71, 0x4C, 0x7A, 0x74, 0x6A].contains(scalar(index)), index - start < 12 { index += 1 }  // h l q L z t j
        let conversion = scalar(index)
        guard isConversion(conversion) else { return nil }
        // "%d" glued to a word is a specifier; a lone letter after "%" (and flags only) followed
        // by more letters ("%discount", Hungarian "15%-os") is text, unless it is the position
        // form ("%1$s").
        let next = scalar(index + 1)
        let isLetterNext = (next | 0x20) >= 0x61 && (next | 0x20) <= 0x7A
        if isLetterNext, flagsStart == start + 1, index == flagsEnd { return nil }
        return index + 1
    }

    private static func isConversion(_ s: UInt32) -> Bool {
        switch s {
        case 0x40, 0x64, 0x44, 0x69, 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x63, 0x43, 0x73, 0x53, 0x70, 0x61, 0x41:
            return true  // @ d D i u U x X o O f F e E g G c C s S p a A
        default: return false
        }
    }

    /// Where a brace group starting at `start` closes, braces nested ("{count, plural, one {#}
    /// other {#}}", "{{name}}"); nil when it does not close within the limit, or holds a line
    /// break (a brace in prose).
    static func braceEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < scalars.count, index - start < maximumLength {
            switch scalars[index] {
            case 0x7B: depth += 1
            case 0x7D:
                depth -= 1
                if depth == 0 { return index > start + 1 ? index + 1 : nil }
            case 0x0A, 0x0D: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Where the version number starting at `start` ends ("26.4", "14", "17.4.1"), when one of
    /// `versionWords` stands right before it, after one space or none; nil otherwise. An ASCII
    /// word must not follow an ASCII letter or digit ("Radios 5" is no "iOS"); another script's
    /// word must not follow a letter of any script ("конверсия 5 %" is no "версия").
    private static func versionNumberEnd(_ scalars: [UInt32], from start: Int, versionWords: [[UInt32]]) -> Int? {
        guard !versionWords.isEmpty, start > 0 else { return nil }
        let gap = [0x20, 0xA0, 0x202F].contains(scalars[start - 1]) ? 1 : 0
        let wordEnd = start - gap
        guard wordEnd > 0 else { return nil }
        // The last letters first: most words before a number end in no version word's letter.
        let lastBefore = lowercased(scalars[wordEnd - 1])
        let found = versionWords.contains { word in
            let wordStart = wordEnd - word.count
            guard let last = word.last, last == lastBefore, wordStart >= 0 else { return false }
            for (offset, expected) in word.enumerated() where lowercased(scalars[wordStart + offset]) != expected { return false }
            guard wordStart > 0 else { return true }
            let before = scalars[wordStart - 1]
            if word[0] < 0x80 { return !(before < 0x80 && isASCIIAlphanumeric(before)) }
            // A cluster of several scalars (UInt32.max) is taken as a letter.
            return before != UInt32.max && Unicode.Scalar(before).map { !$0.isAlphabetic } ?? true
        }
        guard found else { return nil }
        var index = start
        func isDigit(_ index: Int) -> Bool { index < scalars.count && scalars[index] >= 0x30 && scalars[index] <= 0x39 }
        while isDigit(index) { index += 1 }
        while index + 1 < scalars.count, scalars[index] == 0x2E, isDigit(index + 1) {
            index += 1
            while isDigit(index) { index += 1 }
        }
        // Letters or digits glued after it ("14abc", "14_2") make it no version number.
        if index < scalars.count, scalars[index] == 0x5F || (scalars[index] < 0x80 && isASCIIAlphanumeric(scalars[index])) { return nil }
        return index
    }

    /// A scalar in lower case when that is one scalar (ASCII and most letters), else itself.
    private static func lowercased(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (value >= 0x41 && value <= 0x5A) ? value | 0x20 : value }
        guard let scalar = Unicode.Scalar(value), scalar.properties.isUppercase else { return value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first!.value : value
    }

    /// Where an HTML character reference starting at the "&" at `start` ends: "&#8364;",
    /// "&#x20AC;", "&amp;", "&frac12;"; nil when it is none ("Tom & Jerry", "R&D").
    private static func characterReferenceEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        let count = scalars.count
        func scalar(_ index: Int) -> UInt32 { index < count ? scalars[index] : 0 }
        var index = start + 1
        if scalar(index) == 0x23 {  // #
            index += 1
            let hex = scalar(index) | 0x20 == 0x78  // x
            if hex { index += 1 }
            let digitsStart = index
            while index - digitsStart < 7, hex ? isASCIIHex(scalar(index)) : (scalar(index) >= 0x30 && scalar(index) <= 0x39) { index += 1 }
            return index > digitsStart && scalar(index) == 0x3B ? index + 1 : nil
        }
        let first = scalar(index) | 0x20
        guard first >= 0x61 && first <= 0x7A else { return nil }
        while index - start <= 32, scalar(index) < 0x80, isASCIIAlphanumeric(scalar(index)) { index += 1 }
        return scalar(index) == 0x3B ? index + 1 : nil
    }

    /// Where an IPv6 address starting at `start` ends: up to eight groups of one to four hex
    /// digits joined by ":", with one "::" for the groups of zeros left out, or all eight
    /// ("2001:db8::1", "fe80::1ff:fe23:4567:890a"); nil for anything else ("12:30", "1:2:3").
    private static func ipv6End(_ scalars: [UInt32], from start: Int, isHex: (Int) -> Bool) -> Int? {
        guard start == 0 || scalars[start - 1] != 0x3A else { return nil }
        var index = start
        var groups = 0
        var compressed = false
        var separators = 0
        while groups <= 8 {
            let groupStart = index
            while isHex(index), index - groupStart <= 4 { index += 1 }
            let length = index - groupStart
            guard length <= 4 else { return nil }
            if length > 0 { groups += 1 }
            guard index + 1 < scalars.count, scalars[index] == 0x3A else { break }
            if scalars[index + 1] == 0x3A {
                guard !compressed else { return nil }
                compressed = true
                separators += 1
                index += 2
                // "fe80::" ends there, unless a group follows.
                if !isHex(index) { break }
                continue
            }
            // A single ":" must be followed by a group.
            guard length > 0, isHex(index + 1) else { break }
            separators += 1
            index += 1
        }
        guard compressed ? (groups >= 1 && groups <= 7 && separators >= 2) : (groups == 8 && separators == 7) else { return nil }
        // Not followed by a letter or digit, nor by a dot or colon that goes on ("::ffff:192.0.2.1"
        // is not taken in part); a sentence's closing "." or ":" may follow.
        if index < scalars.count, scalars[index] < 0x80, isASCIIAlphanumeric(scalars[index]) { return nil }
        if index + 1 < scalars.count, scalars[index] == 0x3A || scalars[index] == 0x2E, isHex(index + 1) { return nil }
        return index
    }

    private static func isASCIIHex(_ s: UInt32) -> Bool {
        (s >= 0x30 && s <= 0x39) || ((s | 0x20) >= 0x61 && (s | 0x20) <= 0x66)
    }

    /// Where the host of a link written without its scheme begins, when the "." at
    /// `topLevelDot` starts its top-level domain: two to 24 ASCII letters in one case, then a
    /// path, a query or a port ("/", "?", ":8080"), after ASCII letters, digits, "-" and "."
    /// holding a letter ("example.com/order?id=42", "shop.example.de/p/5"). Not "12.50/kg",
    /// "U.S./Canada" or "ca./Tag".
    private static func hostStart(_ scalars: [UInt32], topLevelDot dot: Int) -> Int? {
        let count = scalars.count
        func scalar(_ index: Int) -> UInt32 { index >= 0 && index < count ? scalars[index] : 0 }
        var index = dot + 1
        var lower = false
        var upper = false
        while index - dot <= 25 {
            let s = scalar(index)
            if s >= 0x61 && s <= 0x7A { lower = true } else if s >= 0x41 && s <= 0x5A { upper = true } else { break }
            index += 1
        }
        guard (2...24).contains(index - dot - 1), !(lower && upper) else { return nil }
        let next = scalar(index)
        guard next == 0x2F || next == 0x3F || (next == 0x3A && scalar(index + 1) >= 0x30 && scalar(index + 1) <= 0x39) else { return nil }
        var start = dot
        var letter = false
        while start > 0, dot - start < maximumLength {
            let s = scalar(start - 1)
            guard s < 0x80, isASCIIAlphanumeric(s) || s == 0x2D || s == 0x2E else { break }
            if !(s >= 0x30 && s <= 0x39) && s != 0x2D && s != 0x2E { letter = true }
            start -= 1
        }
        return letter && start < dot ? start : nil
    }

    /// Where a file's extension after the "." at `dot` ends: two to five ASCII letters and
    /// digits, starting with a letter, all lower case or all upper case ("jpg", "mp3", "HEIC"),
    /// then no letter, digit or "_". Mixed case ("3.Mai", "1.Jan") is a word, not an extension.
    private static func extensionEnd(_ scalars: [UInt32], dot: Int) -> Int? {
        var index = dot + 1
        var lower = false
        var upper = false
        while index < scalars.count, index - dot <= 6 {
            let s = scalars[index]
            if s >= 0x61 && s <= 0x7A { lower = true } else if s >= 0x41 && s <= 0x5A { upper = true } else if !(s >= 0x30 && s <= 0x39) { break }
            index += 1
        }
        let length = index - dot - 1
        guard (2...5).contains(length), !(lower && upper) else { return nil }
        let first = scalars[dot + 1] | 0x20
        guard first >= 0x61 && first <= 0x7A else { return nil }
        if index < scalars.count, scalars[index] == 0x5F || (scalars[index] < 0x80 && isASCIIAlphanumeric(scalars[index])) { return nil }
        return index
    }

    /// Where the name of a file whose extension starts at the "." at `dot` begins: ASCII letters,
    /// digits and "_ - . + ~" back to anything else, holding a digit (a name without one has
    /// nothing to misread) and a letter, "_" or "-" (digits and dots alone are a number or a
    /// date: "15.01.2025", "3.5").
    private static func fileNameStart(_ scalars: [UInt32], dot: Int) -> Int? {
        var start = dot
        var digit = false
        var nonDigit = false
        while start > 0, dot - start < maximumLength {
            let s = scalars[start - 1]
            if s >= 0x30 && s <= 0x39 {
                digit = true
            } else if isASCIIAlphanumeric(s) || s == 0x5F || s == 0x2D {
                nonDigit = true
            } else if s != 0x2E && s != 0x2B && s != 0x7E {
                break
            }
            start -= 1
        }
        return digit && nonDigit ? start : nil
    }

    private static func isASCIIAlphanumeric(_ s: UInt32) -> Bool {
        (s >= 0x30 && s <= 0x39) || ((s | 0x20) >= 0x61 && (s | 0x20) <= 0x7A)
    }

    /// Where a version written in numbers alone starting at `start` ends: three or four groups
    /// of one to three digits joined by dots, fewer than six digits in all ("1.4.9",
    /// "10.15.7", "2.0.1.3"); nil for anything else ("3.5", "1.234.567", "15.01.2025").
    private static func dottedVersionEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < scalars.count && scalars[index] >= 0x30 && scalars[index] <= 0x39 }
        // A group inside a longer dotted run ("5.1.4.9.2") is not a version's start.
        if start >= 2, scalars[start - 1] == 0x2E, isDigit(start - 2) { return nil }
        var index = start
        var groups = 0
        var digits = 0
        while true {
            let groupStart = index
            while isDigit(index), index - groupStart <= 3 { index += 1 }
            let length = index - groupStart
            guard (1...3).contains(length) else { return nil }
            groups += 1
            digits += length
            guard index + 1 < scalars.count, scalars[index] == 0x2E, isDigit(index + 1) else { break }
            // A fifth group ("1.2.3.4.5") makes no version.
            if groups == 4 { return nil }
            index += 1
        }
        guard groups >= 3, digits < 6 else { return nil }
        if index < scalars.count, scalars[index] < 0x80, isASCIIAlphanumeric(scalars[index]) { return nil }
        return index
    }

    /// Whether the whole text is an IPv4 address, by the rule the scan protects addresses with
    /// (`WrittenFormReader` leaves such a text unread).
    static func isIPv4Address(_ text: String) -> Bool {
        guard (7...15).contains(text.utf8.count) else { return false }
        let scalars = text.unicodeScalars.map(\.value)
        return dottedQuadEnd(scalars, from: 0) == scalars.count
    }

    /// "192.168.0.1": four groups of one to three digits joined by dots, each 0–255 and
    /// written without a leading zero ("1.000.000.000" is a thousand million, grouped).
    private static func dottedQuadEnd(_ scalars: [UInt32], from start: Int) -> Int? {
        var index = start
        for group in 0..<4 {
            let groupStart = index
            var value: UInt32 = 0
            while index < scalars.count, scalars[index] >= 0x30, scalars[index] <= 0x39, index - groupStart < 4 {
                value = value * 10 + scalars[index] - 0x30
                index += 1
            }
            guard (1...3).contains(index - groupStart), value <= 255, index - groupStart == 1 || scalars[groupStart] != 0x30 else { return nil }
            if group < 3 {
                guard index < scalars.count, scalars[index] == 0x2E else { return nil }
                index += 1
            }
        }
        if index < scalars.count, (scalars[index] >= 0x30 && scalars[index] <= 0x39) || scalars[index] == 0x2E,
            index + 1 < scalars.count, scalars[index + 1] >= 0x30, scalars[index + 1] <= 0x39
        {
            return nil
        }
        return index
    }

    /// "123e4567-e89b-12d3-a456-426614174000".
    private static func uuidEnd(_ scalars: [UInt32], from start: Int, isHex: (Int) -> Bool) -> Int? {
        var index = start
        for (place, length) in [8, 4, 4, 4, 12].enumerated() {
            for _ in 0..<length {
                guard isHex(index) else { return nil }
                index += 1
            }
            if place < 4 {
                guard index < scalars.count, scalars[index] == 0x2D else { return nil }
                index += 1
            }
        }
        return index
    }
}
