/// A phone number as it was written: an optional international prefix and country code, the
/// national digits in their written groups, and an optional extension.
///
/// ```swift
/// let number = try PhoneNumber(parsing: "+33 6 11 22 33 06")
/// number.countryCode  // "33"
/// number.groups       // ["6", "11", "22", "33", "06"]
/// ```
///
/// Separators are spaces, ". - / ( )" and dashes; "+" or "00" starts an international number;
/// "ext. 12", "ext 12", "x12", "#12" (and, through `PhoneSpeaker`, the language's own words
/// such as "poste 12") mark an extension. Digits of any script are accepted and kept as ASCII.
/// A country code written without a separator ("+33611223306") is found with the ITU-T E.164
/// list of assigned codes. A "(0)" right after the country code ("+44 (0)20 …") is the
/// national trunk prefix, which is not dialled from abroad, and is dropped.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// How an international number is introduced.
    public enum InternationalPrefix: String, Sendable, Hashable {
        /// "+33 …"
        case plus = "+"
        /// "0033 …", the international call prefix used in most of Europe.
        case doubleZero = "00"
    }

    /// The most national digits a number may have (E.164 allows 15 in all; this leaves room
    /// for long internal and service numbers).
    public static let maximumNationalDigits = 17
    /// The most digits an extension may have.
    public static let maximumExtensionDigits = 10

    /// "+" or "00" when the number is written internationally.
    public var internationalPrefix: InternationalPrefix?
    /// The country calling code ("33"), present exactly when `internationalPrefix` is.
    public var countryCode: String?
    /// The national digits in their written groups, ASCII digits only.
    public var groups: [String]
    /// The extension's digits ("12" for "ext. 12").
    public var extensionNumber: String?

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
    /// country code).
    public init(parsing text: String) throws(VocalizeError) {
        try self.init(parsing: text, markers: Self.markers(adding: []))
    }

    /// The words that introduce an extension, lowercased, longest first (so "ext." wins over "x").
    static func markers(adding languageMarkers: [String]) -> [String] {
        (languageMarkers.map { $0.lowercased() } + commonExtensionMarkers)
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// The words every language accepts before an extension, longest first.
    static let commonExtensionMarkers = ["extension", "ext.", "ext", "x", "#"]

    /// Parses with the words that introduce an extension, as `markers(adding:)` gives them.
    init(parsing text: String, markers: [String]) throws(VocalizeError) {
        if let written = Self.plainASCIIGroups(text) {
            // The common case — ASCII digits and separators, no extension — read byte by byte.
            try self.init(text: text, written: written.groups, sawPlus: written.sawPlus, extensionNumber: nil)
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
        let extensionNumber = extensionDigits

        var written: [(digits: String, inParentheses: Bool)] = []
        var current = ""
        var parenthesisDepth = 0
        var currentInParentheses = false
        var sawPlus = false
        var letters: [Character] = []
        func endGroup() {
            if !current.isEmpty { written.append((current, currentInParentheses)) }
            current = ""
        }
        for character in characters[..<numberEnd] {
            if let digit = Self.decimalDigit(character) {
                if current.isEmpty { currentInParentheses = parenthesisDepth > 0 }
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
            } else if character.isLetter {
                if !letters.contains(character) { letters.append(character) }
            } else {
                throw VocalizeError(
                    .invalidPhoneNumber,
                    "\"\(text)\" contains \"\(character)\", which is not part of a phone number (digits, spaces, . - / ( ), a leading + and an extension such as \"ext. 12\").")
            }
        }
        endGroup()
        if !letters.isEmpty {
            var message = "Letters are not supported in phone numbers: \"\(text)\" has \(letters.map(String.init).joined(separator: ", "))."
            if let keypad = Self.keypadDigits(String(characters[..<numberEnd])) {
                message += " Write the digits they stand for on a phone keypad: \(keypad)."
            } else {
                message += " Write the number in digits."
            }
            throw VocalizeError(.invalidPhoneNumber, message)
        }
        guard parenthesisDepth == 0 else {
            throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" opens a parenthesis it never closes.")
        }
        try self.init(text: text, written: written, sawPlus: sawPlus, extensionNumber: extensionNumber)
    }

    /// The written groups of text made only of ASCII digits, spaces, ". / -", parentheses and a
    /// leading "+", or nil for anything else (letters, an extension, other scripts, mistakes),
    /// which the general parser reads and explains.
    private static func plainASCIIGroups(_ text: String) -> (groups: [(digits: String, inParentheses: Bool)], sawPlus: Bool)? {
        var groups: [(digits: String, inParentheses: Bool)] = []
        var sawPlus = false
        var depth = 0
        let utf8 = text.utf8
        // The group being read: where it starts, and whether it is inside parentheses.
        var groupStart: String.UTF8View.Index?
        var groupInParentheses = false
        func close(at end: String.UTF8View.Index) {
            if let start = groupStart {
                groups.append((String(text[start..<end]), groupInParentheses))
                groupStart = nil
            }
        }
        var position = utf8.startIndex
        while position != utf8.endIndex {
            switch utf8[position] {
            case 0x30...0x39:
                if groupStart == nil {
                    groupStart = position
                    groupInParentheses = depth > 0
                }
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
                guard !sawPlus, groups.isEmpty, groupStart == nil else { return nil }
                sawPlus = true
            default:
                return nil
            }
            position = utf8.index(after: position)
        }
        close(at: position)
        guard depth == 0, !groups.isEmpty else { return nil }
        return (groups, sawPlus)
    }

    /// Finishes parsing from the written groups: the international prefix, the country code,
    /// the trunk "(0)" and the length check.
    private init(text: String, written: [(digits: String, inParentheses: Bool)], sawPlus: Bool, extensionNumber: String?) throws(VocalizeError) {
        var written = written
        self.extensionNumber = extensionNumber
        guard !written.isEmpty else {
            throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" has no digits; a phone number needs at least one.")
        }

        // The international prefix and the country code.
        var prefix: InternationalPrefix?
        if sawPlus {
            prefix = .plus
        } else if written[0].digits.hasPrefix("00"), written[0].digits.count > 2 || written.count > 1 {
            prefix = .doubleZero
            written[0].digits.removeFirst(2)
            if written[0].digits.isEmpty { written.removeFirst() }
        }
        if let prefix {
            guard let first = written.first else {
                throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" has an international prefix but no country code or number after it.")
            }
            guard let code = CountryCallingCodes.code(prefixing: Substring(first.digits)) else {
                throw VocalizeError(
                    .invalidPhoneNumber,
                    "\"\(text)\" does not continue with a country calling code after \"\(prefix.rawValue)\": \"\(first.digits.prefix(3))\" does not begin with a code assigned by ITU-T E.164 (such as 1, 33 or 351).")
            }
            internationalPrefix = prefix
            countryCode = code
            written[0].digits.removeFirst(code.count)
            written[0].inParentheses = false
            if written[0].digits.isEmpty { written.removeFirst() }
            if let trunk = written.first, trunk.inParentheses, trunk.digits == "0", written.count > 1 {
                written.removeFirst()
            }
            guard !written.isEmpty else {
                throw VocalizeError(.invalidPhoneNumber, "\"\(text)\" has only a country code (+\(code)); the rest of the number is missing.")
            }
        } else {
            internationalPrefix = nil
            countryCode = nil
        }
        groups = written.map(\.digits)
        let count = groups.reduce(0) { $0 + $1.count }
        guard count <= Self.maximumNationalDigits else {
            throw VocalizeError(
                .invalidPhoneNumber,
                "\"\(text)\" has \(count) national digits; a phone number has at most \(Self.maximumNationalDigits).")
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

    /// The number with Latin letters replaced by their keypad digits (ITU E.161), when every
    /// letter is one of A–Z: "1-800-FLOWERS" → "1-800-3569377".
    private static func keypadDigits(_ text: String) -> String? {
        let keys: [Character: Character] = [
            "A": "2", "B": "2", "C": "2", "D": "3", "E": "3", "F": "3", "G": "4", "H": "4", "I": "4",
            "J": "5", "K": "5", "L": "5", "M": "6", "N": "6", "O": "6", "P": "7", "Q": "7", "R": "7",
            "S": "7", "T": "8", "U": "8", "V": "8", "W": "9", "X": "9", "Y": "9", "Z": "9",
        ]
        var result = ""
        for character in text {
            if character.isLetter {
                guard let upper = character.uppercased().first, let digit = keys[upper] else { return nil }
                result.append(digit)
            } else {
                result.append(character)
            }
        }
        return result.trimmingSpaces
    }
}
