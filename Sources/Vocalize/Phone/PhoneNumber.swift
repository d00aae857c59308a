import Foundation

/// A phone number as it was written: how it is dialled from abroad (an international prefix
/// and a country code) or in which region it is dialled nationally, the national digits in
/// their written groups, and an optional extension.
///
/// ```swift
/// let number = try PhoneNumber(parsing: "+33 6 11 22 33 06")
/// number.countryCode  // "33"
/// number.groups       // ["6", "11", "22", "33", "06"]
/// number.regionCode   // "FR"
/// try PhoneNumber(parsing: "011 33 1 42 68 53 00", region: "US").internationalPrefix  // "011"
/// ```
///
/// Separators are spaces, ". - / ( )" and dashes. "+" starts an international number, and so
/// does the international (IDD) prefix of the region it is dialled from ("011" in the US,
/// "0011" in Australia; "00", used in most of the world, always). The country code is found
/// with libphonenumber's list of calling codes. A national prefix written after the country
/// code ("+44 (0)20 …", "+33 06 …") is not dialled from abroad and is dropped, as
/// libphonenumber drops it. `tel:` URIs (RFC 3966) are read with their `ext` and
/// `phone-context` parameters; "ext. 12", "ext 12", "x12", "#12" (and, through `PhoneSpeaker`,
/// the language's own words such as "poste 12") mark an extension. Vanity letters
/// ("1-800-FLOWERS": at least three Latin letters, after the first digit) stand for their
/// keypad digits (ITU E.161).
/// Digits of any script are accepted and kept as ASCII.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// How an international number is introduced: "+", or the international (IDD) prefix
    /// dialled ("00", "011", "0011"…).
    public struct InternationalPrefix: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// "+" or the prefix's digits.
        public let rawValue: String

        /// A prefix: "+" or digits.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// "+33 …"
        public static let plus = InternationalPrefix(rawValue: "+")
        /// "0033 …", the international call prefix used in most of the world.
        public static let doubleZero = InternationalPrefix(rawValue: "00")

        public var description: String { rawValue }
    }

    /// The most national digits a number may have (E.164 allows 15 in all; this leaves room
    /// for long internal and service numbers).
    public static let maximumNationalDigits = 17
    /// The most digits an extension may have.
    public static let maximumExtensionDigits = 10

    /// "+", or the international prefix dialled, when the number is written internationally.
    public var internationalPrefix: InternationalPrefix?
    /// The country calling code ("33"), present exactly when `internationalPrefix` is.
    public var countryCode: String?
    /// The national digits in their written groups, ASCII digits only: for a national number
    /// with its national prefix as written ("06"), for an international one without it.
    public var groups: [String]
    /// The extension's digits ("12" for "ext. 12").
    public var extensionNumber: String?
    /// The region whose numbering plan groups the number: the region it was parsed for when
    /// it is dialled nationally; for an international number the main region of its country
    /// code ("FR" for +33; "US" for +1, whose formats every NANP region shares; "001" for a
    /// non-geographic code such as +800). Nil when no region is known.
    public var regionCode: String?
    /// Whether an international prefix other than "+" was written as a group of its own
    /// ("011 33 …" rather than "01133…"), so it is read with a pause after it.
    var internationalPrefixStandsApart = false

    /// The national digits without separators.
    public var nationalNumber: String { groups.joined() }

    /// The number in a normalised written form: "+33 6 11 22 33 06 ext. 12".
    public var description: String {
        var parts: [String] = []
        if let internationalPrefix, let countryCode { parts.append(internationalPrefix.rawValue + countryCode) }
        parts.append(contentsOf: groups)
        if let extensionNumber { parts.append("ext. " + extensionNumber) }
        return parts.joined(separator: " ")
    }

    /// Parses a written phone number; throws `.invalidPhoneNumber` with the reason when the
    /// text is not one (letters, no digits, too many digits, a misplaced "+", an unknown
    /// country code). Without a region, only "+" and "00" start an international number and
    /// a national number has no `regionCode`.
    public init(parsing text: String) throws(VocalizeError) {
        try self.init(parsing: text, markers: Self.commonMarkers, region: nil)
    }

    /// Parses a number as dialled in a region ("US", "FR"): its international prefix starts an
    /// international number ("011 33 1 42 68 53 00" from the US), and a national number
    /// follows the region's plan. Throws `.unsupportedOption` for a region libphonenumber does
    /// not know.
    public init(parsing text: String, region: String) throws(VocalizeError) {
        try self.init(parsing: text, markers: Self.commonMarkers, region: PhoneRegion.named(region))
    }

    /// The words that introduce an extension, lowercased, longest first (so "ext." wins over "x").
    static func markers(adding languageMarkers: [String]) -> [String] {
        (languageMarkers.map { $0.lowercased() } + commonExtensionMarkers)
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// The words every language accepts before an extension, longest first.
    static let commonExtensionMarkers = ["extension", "ext.", "ext", "x", "#"]
    /// `markers(adding: [])`, made once rather than for every number parsed.
    static let commonMarkers = markers(adding: [])

    /// Parses with the words that introduce an extension, as `markers(adding:)` gives them,
    /// for numbers dialled in `region`.
    init(parsing text: String, markers: [String], region: PhoneRegion?) throws(VocalizeError) {
        if let written = Self.plainASCIIGroups(text) {
            // The common case — ASCII digits and separators, no extension — read byte by byte.
            try self.init(text: text, written: written.groups, sawPlus: written.sawPlus, extensionNumber: nil, region: region)
            return
        }
        if let uri = try Self.telURI(text, markers: markers, region: region) {
            self = uri
            return
        }
        let characters = Array(text)
        guard characters.contains(where: { !$0.isWhitespace }) else {
            throw VocalizeError(.invalidPhoneNumber, "The phone number is empty; give digits such as \"+33 6 11 22 33 06\".")
        }
        let (numberEnd, extensionDigits) = Self.splitExtension(characters, markers: markers)
        if let extensionDigits, extensionDigits.count > Self.maximumExtensionDigits {
            throw VocalizeError(
                .invalidPhoneNumber,
                "The extension of \"\(text)\" has \(extensionDigits.count) digits; an extension has at most \(Self.maximumExtensionDigits).")
        }
        let (written, sawPlus) = try Self.writtenGroups(characters[..<numberEnd], text: text, markers: markers)
        try self.init(text: text, written: written, sawPlus: sawPlus, extensionNumber: extensionDigits, region: region)
    }

    /// The digit groups of the number part of a text, with vanity letters as their keypad
    /// digits, and whether it began with "+".
    private static func writtenGroups(_ characters: ArraySlice<Character>, text: String, markers: [String]) throws(VocalizeError) -> (groups: [String], sawPlus: Bool) {
        var written: [String] = []
        var current = ""
        var parenthesisDepth = 0
        var sawPlus = false
        var letters: [Character] = []
        var letterCount = 0
        var latinLetterCount = 0
        // Letters before the first digit are a label ("Tel."), not a vanity word.
        var lettersBeforeDigits = false
        var sawDigit = false
        var word = ""
        var words: [String] = []
        func endGroup() {
            if !current.isEmpty { written.append(current) }
            current = ""
        }
        func endWord() {
            if !word.isEmpty { words.append(word.lowercased()) }
            word = ""
        }
        for character in characters {
            if character.isLetter {
                word.append(character)
                letterCount += 1
                if !sawDigit { lettersBeforeDigits = true }
                if let keypad = Self.keypadDigit(character) {
                    latinLetterCount += 1
                    current.append(keypad)
                }
                if !letters.contains(character) { letters.append(character) }
                continue
            }
            endWord()
            if let digit = Self.decimalDigit(character) {
                sawDigit = true
                current.append(Character(Unicode.Scalar(0x30 + UInt8(digit))))
            } else if character == "+" {
                guard !sawPlus, written.isEmpty, current.isEmpty else {
                    throw VocalizeError(
                        .invalidPhoneNumber,
                        "\"\(text)\" has a \"+\" in the wrong place; \"+\" may only begin an international number, once (\"+33 6 11 22 33 06\").")
                }
                sawPlus = true
            } else if character == "(" {
                endGroup()
                parenthesisDepth += 1
            } else if character == ")" {
                endGroup()
                parenthesisDepth -= 1
                if parenthesisDepth < 0 {
                    throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" closes a parenthesis it never opened.")
                }
            } else if Self.isSeparator(character) {
                endGroup()
            } else {
                throw VocalizeError(
                    .invalidPhoneNumber,
                    "\"\(text)\" contains \"\(character)\", which is not part of a phone number (digits, spaces, . - / ( ), a leading + and an extension such as \"ext. 12\").")
            }
        }
        endWord()
        endGroup()
        if !letters.isEmpty {
            // A vanity number spells a word with at least three Latin letters and nothing
            // else; a stray extension word ("ext." without digits) is not one.
            let dots = CharacterSet(charactersIn: ".")
            let isVanity = latinLetterCount == letterCount && letterCount >= 3 && !lettersBeforeDigits
                && !words.contains { word in markers.contains { $0.trimmingCharacters(in: dots) == word } }
            if !isVanity {
                var message = "Letters are not supported in phone numbers: \"\(text)\" has \(letters.map(String.init).joined(separator: ", "))."
                if let keypad = Self.keypadDigits(String(characters)) {
                    message += " Write the digits they stand for on a phone keypad: \(keypad)."
                } else {
                    message += " Write the number in digits."
                }
                throw VocalizeError(.invalidPhoneNumber, message)
            }
        }
        guard parenthesisDepth == 0 else {
            throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" opens a parenthesis it never closes.")
        }
        return (written, sawPlus)
    }

    /// A `tel:` URI (RFC 3966): "tel:+1-201-555-0123;ext=1234", "tel:863-1234;phone-context=+1-914-555".
    /// A global number keeps its "+"; a local one with a "+" context is dialled as that
    /// context followed by the number; a domain context leaves it national.
    private static func telURI(_ text: String, markers: [String], region: PhoneRegion?) throws(VocalizeError) -> PhoneNumber? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.count > 4, trimmed.prefix(4).lowercased() == "tel:" else { return nil }
        let parts = trimmed.dropFirst(4).split(separator: ";", omittingEmptySubsequences: false)
        var number = String(parts[0])
        var extensionNumber: String?
        for parameter in parts.dropFirst() {
            let pieces = parameter.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            switch pieces[0].lowercased() {
            case "ext":
                extensionNumber = String(pieces[1].filter { $0.isASCII && $0.isNumber })
            case "phone-context" where pieces[1].hasPrefix("+") && !number.hasPrefix("+"):
                number = pieces[1] + " " + number
            default:
                break
            }
        }
        guard !number.isEmpty else {
            throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" is a tel: URI without a number.")
        }
        var parsed = try PhoneNumber(parsing: number, markers: markers, region: region)
        if let extensionNumber, !extensionNumber.isEmpty {
            guard extensionNumber.count <= maximumExtensionDigits else {
                throw VocalizeError(
                    .invalidPhoneNumber,
                    "The extension of \"\(text)\" has \(extensionNumber.count) digits; an extension has at most \(maximumExtensionDigits).")
            }
            parsed.extensionNumber = extensionNumber
        }
        return parsed
    }

    /// The written groups of text made only of ASCII digits, spaces, ". / -", parentheses and a
    /// leading "+", or nil for anything else (letters, an extension, other scripts, mistakes),
    /// which the general parser reads and explains.
    private static func plainASCIIGroups(_ text: String) -> (groups: [String], sawPlus: Bool)? {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> (groups: [String], sawPlus: Bool)? in
            var groups: [String] = []
            var sawPlus = false
            var depth = 0
            var groupStart = -1
            func close(at end: Int) {
                if groupStart >= 0 {
                    groups.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[groupStart..<end]), as: UTF8.self))
                    groupStart = -1
                }
            }
            for position in 0..<bytes.count {
                switch bytes[position] {
                case 0x30...0x39:
                    if groupStart < 0 { groupStart = position }
                case 0x20, 0x2E, 0x2F, 0x2D, 0x09:
                    close(at: position)
                case 0x28:
                    close(at: position)
                    depth += 1
                case 0x29:
                    close(at: position)
                    depth -= 1
                    if depth < 0 { return nil }
                case 0x2B:
                    guard !sawPlus, groups.isEmpty, groupStart < 0 else { return nil }
                    sawPlus = true
                default:
                    return nil
                }
            }
            close(at: bytes.count)
            guard depth == 0, !groups.isEmpty else { return nil }
            return (groups, sawPlus)
        }
        return scanned ?? nil
    }

    /// Finishes parsing from the written groups: the international prefix, the country code,
    /// a national prefix written after it, and the length check.
    private init(text: String, written: [String], sawPlus: Bool, extensionNumber: String?, region: PhoneRegion?) throws(VocalizeError) {
        var written = written
        self.extensionNumber = extensionNumber
        guard !written.isEmpty else {
            throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" has no digits; a phone number needs at least one.")
        }

        // The international prefix: "+", the region's IDD prefix, or "00".
        var prefix: InternationalPrefix?
        var code: String?
        if sawPlus {
            prefix = .plus
            guard let found = CountryCallingCodes.code(prefixing: Substring(written[0])) else {
                throw VocalizeError(
                    .invalidPhoneNumber,
                    "\"\(text)\" does not continue with a country calling code after \"+\": \"\(written[0].prefix(3))\" does not begin with a code assigned by ITU-T E.164 (such as 1, 33 or 351).")
            }
            code = found
        } else if written[0].utf8.first == UInt8(ascii: "0") || region?.rules.internationalPrefix != nil {
            let found = Self.dialledInternationalPrefix(written, region: region)
            if let found {
                prefix = InternationalPrefix(rawValue: found.prefix)
                code = found.code
                internationalPrefixStandsApart = found.prefix.count == written[0].count
                Self.dropLeadingDigits(found.prefix.count, from: &written)
            }
        }

        if let prefix, let code {
            internationalPrefix = prefix
            countryCode = code
            Self.dropLeadingDigits(code.count, from: &written)
            guard !written.isEmpty else {
                throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" has only a country code (+\(code)); the rest of the number is missing.")
            }
            if let callingCode = PhoneMetadata.callingCode(code), let main = callingCode.regions.first {
                regionCode = main.code
                // A national prefix written after the country code ("+44 (0)20", "+33 06")
                // is not dialled from abroad; libphonenumber strips it when what is left is
                // still a number of the region.
                let stripped = Self.withDigits(of: written) { main.stripNationalPrefix($0, allowTransform: false)?.length ?? 0 }
                if stripped > 0, stripped < written.reduce(0, { $0 + $1.utf8.count }) {
                    Self.dropLeadingDigits(stripped, from: &written)
                }
            }
        } else {
            internationalPrefix = nil
            countryCode = nil
            regionCode = region?.code
        }
        groups = written
        let count = groups.reduce(0) { $0 + $1.utf8.count }
        guard count <= Self.maximumNationalDigits else {
            throw VocalizeError(
                .invalidPhoneNumber,
                "\"\(text)\" has \(count) national digits; a phone number has at most \(Self.maximumNationalDigits).")
        }
    }

    /// The international prefix the number starts with, dialled from `region` ("011" from the
    /// US), or "00", followed by a country calling code and more digits. libphonenumber's rule:
    /// a prefix followed by "0" is not one, since no calling code begins with 0.
    private static func dialledInternationalPrefix(_ written: [String], region: PhoneRegion?) -> (prefix: String, code: String)? {
        withDigits(of: written) { digits in dialledInternationalPrefix(digits, region: region) }
    }

    /// `dialledInternationalPrefix` on the national digits in one buffer.
    static func dialledInternationalPrefix(_ digits: UnsafeBufferPointer<UInt8>, region: PhoneRegion?) -> (prefix: String, code: String)? {
        func candidate(_ length: Int) -> (prefix: String, code: String)? {
            guard length > 0, length < digits.count, digits[length] != UInt8(ascii: "0") else { return nil }
            let rest = Substring(decoding: UnsafeBufferPointer(rebasing: digits[length...]), as: UTF8.self)
            guard let code = CountryCallingCodes.code(prefixing: rest), rest.utf8.count >= code.count + 2 else { return nil }
            return (String(decoding: UnsafeBufferPointer(rebasing: digits[..<length]), as: UTF8.self), code)
        }
        if let pattern = region?.rules.internationalPrefix, let length = pattern.prefixMatch(digits),
           let found = candidate(length) {
            return found
        }
        if digits.count > 2, digits[0] == UInt8(ascii: "0"), digits[1] == UInt8(ascii: "0") { return candidate(2) }
        return nil
    }

    /// Calls `body` with the ASCII digits of the groups, in one buffer on the stack.
    static func withDigits<Result, Failure: Error>(
        of groups: [String], _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var count = 0
        for group in groups { count += group.utf8.count }
        let result: Swift.Result<Result, Failure> = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(count, 1)) { buffer in
            var index = 0
            for group in groups {
                let copied = group.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                    if let source = bytes.baseAddress { (buffer.baseAddress! + index).initialize(from: source, count: bytes.count) }
                    return bytes.count
                }
                if let copied {
                    index += copied
                    continue
                }
                for byte in group.utf8 {
                    buffer[index] = byte
                    index += 1
                }
            }
            do throws(Failure) {
                return .success(try body(UnsafeBufferPointer(rebasing: buffer[..<count])))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Calls `body` with the ASCII digits of the groups in one buffer and where each group
    /// ends in it, both on the stack.
    static func withDigits<Result, Failure: Error>(
        of groups: [String], _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: max(groups.count, 1)) { (ends) throws(Failure) -> Result in
            var end = 0
            for (index, group) in groups.enumerated() {
                end += group.utf8.count
                ends[index] = end
            }
            let groupEnds = UnsafeBufferPointer(rebasing: ends[..<groups.count])
            return try withDigits(of: groups) { (digits) throws(Failure) in try body(digits, groupEnds) }
        }
    }

    /// Reads text made only of ASCII digits, spaces, ". / -", tabs and balanced parentheses
    /// (what `plainASCIIGroups` accepts, without a "+") into `digits`, noting where each group
    /// ends in `groupEnds`. Returns how many digits and groups there are, or nil for any other
    /// text, for no digits, or for more than the buffers hold.
    static func scanPlainASCII(
        _ text: String, digits: UnsafeMutableBufferPointer<UInt8>, groupEnds: UnsafeMutableBufferPointer<Int>
    ) -> (digitCount: Int, groupCount: Int)? {
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> (digitCount: Int, groupCount: Int)? in
            var digitCount = 0
            var groupCount = 0
            var inGroup = false
            var depth = 0
            for byte in bytes {
                switch byte {
                case 0x30...0x39:
                    guard digitCount < digits.count else { return nil }
                    digits[digitCount] = byte
                    digitCount += 1
                    inGroup = true
                    continue
                case 0x20, 0x2E, 0x2F, 0x2D, 0x09:
                    break
                case 0x28:
                    depth += 1
                case 0x29:
                    depth -= 1
                    if depth < 0 { return nil }
                default:
                    return nil
                }
                if inGroup {
                    guard groupCount < groupEnds.count else { return nil }
                    groupEnds[groupCount] = digitCount
                    groupCount += 1
                    inGroup = false
                }
            }
            if inGroup {
                guard groupCount < groupEnds.count else { return nil }
                groupEnds[groupCount] = digitCount
                groupCount += 1
            }
            guard depth == 0, digitCount > 0 else { return nil }
            return (digitCount, groupCount)
        }
        return scanned ?? nil
    }

    /// Calls `body` with the ASCII digits of one string of digits.
    static func withDigits<Result, Failure: Error>(
        of digits: String, _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var digits = digits
        let result: Swift.Result<Result, Failure> = digits.withUTF8 { buffer in
            do throws(Failure) {
                return .success(try body(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Removes the first `count` digits from the groups, and the groups they empty.
    private static func dropLeadingDigits(_ count: Int, from groups: inout [String]) {
        var remaining = count
        while remaining > 0, !groups.isEmpty {
            let length = groups[0].utf8.count
            if length <= remaining {
                groups.removeFirst()
                remaining -= length
            } else {
                groups[0] = String(groups[0].dropFirst(remaining))
                remaining = 0
            }
        }
    }

    /// Finds a trailing extension: a marker, optional ". : =" and spaces, then digits at the end.
    /// Returns where the number itself ends and the extension's digits.
    private static func splitExtension(_ characters: [Character], markers: [String]) -> (Int, String?) {
        var end = characters.count
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        var start = end
        var reversedDigits: [Character] = []
        while start > 0, let digit = decimalDigit(characters[start - 1]) {
            reversedDigits.append(Character(Unicode.Scalar(0x30 + UInt8(digit))))
            start -= 1
        }
        guard start < end else { return (characters.count, nil) }
        let digits = String(reversedDigits.reversed())
        var markerEnd = start
        while markerEnd > 0, characters[markerEnd - 1].isWhitespace || ":=".contains(characters[markerEnd - 1]) {
            markerEnd -= 1
        }
        // Only the tail can hold a marker; lowercasing the whole number would be wasted work.
        let longestMarker = markers.first?.count ?? 0
        let before = String(characters[max(0, markerEnd - longestMarker)..<markerEnd]).lowercased()
        for marker in markers where before.hasSuffix(marker) {
            let markerStart = markerEnd - marker.count
            // "fax12" is not "fa" + extension 12: the marker must stand on its own.
            if markerStart > 0, characters[markerStart - 1].isLetter { continue }
            var numberEnd = markerStart
            while numberEnd > 0, characters[numberEnd - 1].isWhitespace || ",;".contains(characters[numberEnd - 1]) {
                numberEnd -= 1
            }
            guard numberEnd > 0 else { continue }
            return (numberEnd, digits)
        }
        return (characters.count, nil)
    }

    /// The value of a decimal digit of any script ("7", "٧", "７"), or nil.
    static func decimalDigit(_ character: Character) -> Int? {
        if let ascii = character.asciiValue {
            return ascii >= 0x30 && ascii <= 0x39 ? Int(ascii - 0x30) : nil
        }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.generalCategory == .decimalNumber,
            let value = scalar.properties.numericValue
        else { return nil }
        return Int(value)
    }

    private static func isSeparator(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii == 0x2E || ascii == 0x2F || ascii == 0x2D || character.isWhitespace
        }
        if character.isWhitespace { return true }
        return character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .dashPunctuation }
    }

    /// The keypad digit of a Latin letter (ITU E.161: ABC 2, DEF 3 … WXYZ 9), or nil.
    private static func keypadDigit(_ character: Character) -> Character? {
        guard let ascii = character.asciiValue, let upper = Character(Unicode.Scalar(ascii)).uppercased().first,
              let value = upper.asciiValue, value >= 0x41, value <= 0x5A else { return nil }
        let keys: [UInt8] = Array("22233344455566677778889999".utf8)
        return Character(Unicode.Scalar(keys[Int(value - 0x41)]))
    }

    /// The number with Latin letters replaced by their keypad digits, when every letter is
    /// one of A–Z: "555-12ab" → "555-1222".
    private static func keypadDigits(_ text: String) -> String? {
        var result = ""
        for character in text {
            if character.isLetter {
                guard let digit = keypadDigit(character) else { return nil }
                result.append(digit)
            } else {
                result.append(character)
            }
        }
        return result.trimmingSpaces
    }
}
