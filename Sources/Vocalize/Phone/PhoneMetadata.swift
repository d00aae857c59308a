import Synchronization

/// libphonenumber's metadata for every region, decoded from `PhoneMetadataTable` on first use
/// of each calling code: how a region's numbers are grouped (its number formats) and parsed
/// (international and national prefixes, possible lengths, short and emergency numbers).
///
/// ## Why a generated table, not the libphonenumber library
///
/// Vocalize needs one thing from libphonenumber: its per-region metadata, applied the way
/// libphonenumber applies it. Linking the C++ library was weighed against generating a table
/// from the same metadata (`Tests/PhoneMetadata/generate_phone_metadata.py`, from the
/// `phonenumbers` package):
/// - **Correctness.** The table is libphonenumber's own data, kept whole (patterns as they
///   are), and a test checks Vocalize's groups against libphonenumber's formatting of every
///   region's example numbers. Its version is pinned and the same on every machine, while a
///   system library's metadata is whatever version the distribution ships (Debian's and
///   Homebrew's differ by years), so results would change with the machine.
/// - **Set-up.** No new system dependency: `apt-get install libicu-dev pkg-config` and
///   `swift test` stay the two steps on a fresh Debian machine, and `.ci/run` is unchanged.
///   Debian's libphonenumber-dev (8.12.57 in bookworm) would add protobuf, Boost and abseil
///   to every build, and ships no pkg-config or CMake file for SwiftPM to find it with.
/// - **macOS.** Nothing to install or locate (Homebrew's C++ library would also need its
///   protobuf and abseil, and a C++ boundary next to the C one for ICU).
/// - **Speed.** libphonenumber parses through a general regular-expression engine and builds
///   protobuf messages per number; Vocalize compiles each region's patterns once, lazily, and
///   picks a format by length and leading digits, so parsing and reading a 10-digit number
///   stays within 2× of one ICU integer spell-out (see the README's benchmarks).
///
/// The cost is regenerating the table when the metadata changes (one command) and a few
/// hundred lines of Swift implementing the part of libphonenumber's algorithm Vocalize uses:
/// choosing a format by leading digits, stripping national and international prefixes.
enum PhoneMetadata {
    /// The `phonenumbers` version the table comes from.
    static var version: String { PhoneMetadataTable.version }

    /// Every calling code the metadata knows ("1", "33", "800"…).
    static var callingCodes: Set<String> { Set(index.spans.keys.map(String.init)) }

    /// Every region code the metadata knows ("US", "FR"…; "001" for non-geographic codes is
    /// not a region).
    static var regionCodes: [String] { index.regions.keys.sorted() }

    /// The calling code at the start of `digits` (ASCII), if one is assigned. Codes are
    /// prefix-free, so at most one of the first one, two or three digits is a code.
    static func callingCode(prefixing digits: some Sequence<UInt8>) -> Int? {
        var value = 0
        var length = 0
        for digit in digits {
            // No code begins with 0.
            guard digit >= (length == 0 ? 0x31 : 0x30), digit <= 0x39, length < 3 else { return nil }
            value = value * 10 + Int(digit - 0x30)
            length += 1
            if index.assigned[value] { return value }
        }
        return nil
    }

    /// The metadata of a calling code and its regions.
    static func callingCode(_ code: Int) -> PhoneCallingCode? {
        guard code > 0, code < 1000, index.assigned[code] else { return nil }
        if let cached = cache.withLock({ $0[code] }) { return cached }
        guard let lines = index.lines(of: code) else { return nil }
        let decoded = PhoneCallingCode(lines: lines)
        return cache.withLock { entries in
            if let winner = entries[code] { return winner }
            entries[code] = decoded
            return decoded
        }
    }

    /// The metadata of a calling code written as digits ("33").
    static func callingCode(_ code: String) -> PhoneCallingCode? {
        Int(code).flatMap { callingCode($0) }
    }

    /// The metadata of a region ("FR", "gb"), or nil when libphonenumber has none.
    static func region(_ code: String) -> PhoneRegion? {
        let upper = code.uppercased()
        guard let callingCode = index.regions[upper].flatMap({ callingCode($0) }),
              let rules = callingCode.regions.first(where: { $0.code == upper })
        else { return nil }
        return PhoneRegion(callingCode: callingCode, rules: rules)
    }

    /// Decoded calling codes, by code (a slot per possible code, 0–999).
    private static let cache = Mutex<[PhoneCallingCode?]>(Array(repeating: nil, count: 1000))

    /// Where each calling code's lines are, and which code each region dials.
    private final class Index: Sendable {
        /// Whether each number 0–999 is an assigned calling code.
        let assigned: [Bool]
        /// Each calling code's lines, as UTF-8 offsets into the table: its "C;" line up to the
        /// next one.
        let spans: [Int: Range<Int>]
        let regions: [String: Int]

        init() {
            var assigned = Array(repeating: false, count: 1000)
            var spans: [Int: Range<Int>] = [:]
            var regions: [String: Int] = [:]
            // One pass over the table's bytes (it is ASCII) that reads only the "C;" lines; a
            // code's other lines are cut out when it is first asked for. Cutting every line
            // into a Substring through String indices cost every phone number ~5 M instructions
            // at start.
            let scanned: Void? = PhoneMetadataTable.text.utf8.withContiguousStorageIfAvailable { bytes in
                var current: (code: Int, start: Int)?
                var lineStart = 0
                for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x0A {
                    defer { lineStart = end + 1 }
                    // "C;code;regions"
                    guard end - lineStart > 2, bytes[lineStart] == 0x43, bytes[lineStart + 1] == 0x3B else { continue }
                    let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<end])
                    let fields = line.split(separator: 0x3B, omittingEmptySubsequences: false)
                    guard fields.count > 2, let code = Int(String(decoding: fields[1], as: UTF8.self)), code > 0, code < 1000 else { continue }
                    if let current { spans[current.code] = current.start..<lineStart }
                    current = (code, lineStart)
                    assigned[code] = true
                    for region in fields[2].split(separator: 0x2C) {
                        let name = String(decoding: region, as: UTF8.self)
                        if name != "001" { regions[name] = code }
                    }
                }
                if let current { spans[current.code] = current.start..<bytes.count }
            }
            // A string literal is stored as contiguous UTF-8.
            precondition(scanned != nil, "the phone metadata table is not contiguous UTF-8")
            self.assigned = assigned
            self.spans = spans
            self.regions = regions
        }

        /// A calling code's lines (its "C;" line first), without empty ones.
        func lines(of code: Int) -> [Substring]? {
            guard let span = spans[code] else { return nil }
            let text = PhoneMetadataTable.text
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
            let end = utf8.index(utf8.startIndex, offsetBy: span.upperBound)
            return utf8[start..<end].split(separator: 0x0A).map { Substring($0) }
        }
    }

    private static let index = Index()
}

/// One calling code: the formats of its main region, which libphonenumber uses for every
/// region sharing the code (+1, +7, +44, +47…), and each region's parsing facts.
///
/// Sendable notes: immutable after init.
final class PhoneCallingCode: Sendable {
    /// The calling code ("33").
    let code: String
    /// The formats used when the number is written nationally.
    let nationalFormats: [PhoneFormat]
    /// The formats used after the country code (the national ones when the code has no list
    /// of its own).
    let internationalFormats: [PhoneFormat]
    /// The regions dialled with this code, the main one first ("US", "AG", …).
    let regions: [PhoneRegionRules]

    init(lines: [Substring]) {
        var code = ""
        var national: [PhoneFormat] = []
        var international: [PhoneFormat] = []
        var regions: [PhoneRegionRules] = []
        for line in lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            switch fields.first {
            case "C": code = String(fields[1])
            case "N": if let format = PhoneFormat(fields, national: true) { national.append(format) }
            case "I": if let format = PhoneFormat(fields, national: false) { international.append(format) }
            case "R": regions.append(PhoneRegionRules(fields))
            default: break
            }
        }
        self.code = code
        nationalFormats = national
        internationalFormats = international.isEmpty ? national : international
        self.regions = regions
    }

    /// The format libphonenumber picks for a national significant number, written
    /// nationally or after the country code; nil when none fits it.
    func format(for number: UnsafeBufferPointer<UInt8>, national: Bool) -> PhoneFormat? {
        for format in national ? nationalFormats : internationalFormats where format.applies(to: number) {
            return format
        }
        return nil
    }

    /// The digit groups libphonenumber writes a national significant number in, or nil when
    /// no format fits it: nationally with the national prefix where the format's rule puts
    /// it ("06", "(030)", "8 (495)"), or as after the country code.
    func groups(of number: UnsafeBufferPointer<UInt8>, national: Bool) -> [String]? {
        guard let format = format(for: number, national: national) else { return nil }
        return format.withWritten(number, withNationalPrefix: national) { digits, breaks in
            var groups: [String] = []
            var start = 0
            for end in Array(breaks) + [digits.count] {
                groups.append(String(decoding: UnsafeBufferPointer(rebasing: digits[start..<end]), as: UTF8.self))
                start = end
            }
            return groups
        }
    }
}

/// A region: its own parsing rules and its calling code's formats.
struct PhoneRegion: Sendable {
    let callingCode: PhoneCallingCode
    let rules: PhoneRegionRules

    /// The region code ("FR"; "001" for a non-geographic calling code).
    var code: String { rules.code }
}

/// How one region's numbers are parsed: libphonenumber's per-region metadata.
///
/// Sendable notes: immutable after init.
final class PhoneRegionRules: Sendable {
    /// The region code ("FR").
    let code: String
    /// The international (IDD) prefix dialled from this region ("00", "011", Australia's "0011"…).
    let internationalPrefix: PhonePattern?
    /// The national prefix (and carrier codes) dialled before a national number.
    let nationalPrefix: PhonePattern?
    /// The same, capturing what `nationalPrefixTransform` keeps (only when there is one).
    let nationalPrefixCapturing: PhonePattern?
    /// How the national prefix match is rewritten ("268$1": a local number gets its area code).
    let nationalPrefixTransform: [PhoneFormat.Token]?
    /// Every national significant number of the region (libphonenumber's general description).
    let general: PhonePattern?
    /// The lengths a national significant number can have, and those only dialled locally.
    let possibleLengths: [Int]
    let localOnlyLengths: [Int]
    /// Short numbers (service codes, directory enquiries…) and emergency numbers, and the
    /// most digits either has.
    let shortNumbers: PhonePattern?
    let emergencyNumbers: PhonePattern?
    let longestShortNumber: Int

    init(_ fields: [Substring]) {
        func field(_ index: Int) -> Substring { index < fields.count ? fields[index] : "" }
        func pattern(_ index: Int, capturing: Bool = false) -> PhonePattern? {
            field(index).isEmpty ? nil : PhonePattern(field(index), capturing: capturing)
        }
        code = String(field(1))
        internationalPrefix = pattern(2)
        nationalPrefix = pattern(3)
        nationalPrefixTransform = field(4).isEmpty ? nil : PhoneFormat.tokens(field(4))
        nationalPrefixCapturing = nationalPrefixTransform == nil ? nil : pattern(3, capturing: true)
        general = pattern(5)
        possibleLengths = Self.lengths(field(6))
        localOnlyLengths = Self.lengths(field(7))
        shortNumbers = pattern(8)
        emergencyNumbers = pattern(9)
        longestShortNumber = Int(field(10)) ?? 6
    }

    /// "4-6,9" → [4, 5, 6, 9].
    private static func lengths(_ text: Substring) -> [Int] {
        var lengths: [Int] = []
        for run in text.split(separator: ",") {
            let bounds = run.split(separator: "-").compactMap { Int($0) }
            guard let low = bounds.first, let high = bounds.last, low <= high else { continue }
            lengths.append(contentsOf: low...high)
        }
        return lengths
    }

    /// libphonenumber's length test: whether a national significant number of this length
    /// is worth keeping after a prefix was stripped (possible, or too long; not too short,
    /// not a local-only length, not an impossible one in between).
    func acceptsStrippedLength(_ length: Int) -> Bool {
        guard let minimum = possibleLengths.first, let maximum = possibleLengths.last else { return false }
        if localOnlyLengths.contains(length) { return false }
        if length < minimum { return false }
        if length > maximum { return true }
        return possibleLengths.contains(length)
    }

    /// A national prefix found at the start of a national number.
    struct StrippedPrefix {
        /// How many written digits the prefix takes.
        var length: Int
        /// The national significant number when a transform rule rewrote it (a local number
        /// given its area code, a carrier code dropped); nil when it is the digits after the
        /// prefix.
        var transformed: [UInt8]?
    }

    /// Strips the national prefix from the digits of a national number the way libphonenumber
    /// does: only when what is left is still a number of the region (when the whole was one),
    /// and of a possible length.
    func stripNationalPrefix(_ digits: UnsafeBufferPointer<UInt8>, allowTransform: Bool = true) -> StrippedPrefix? {
        guard let nationalPrefix, !digits.isEmpty else { return nil }
        var stripped: StrippedPrefix
        if let transform = nationalPrefixTransform, let capturing = nationalPrefixCapturing {
            guard let match = capturing.prefixMatchWithCaptures(digits) else { return nil }
            if let last = match.captures.last, last != nil {
                guard allowTransform else { return nil }
                var significant: [UInt8] = []
                for token in transform {
                    switch token {
                    case .literal(let text): significant.append(contentsOf: text)
                    case .group(let number):
                        if number - 1 < match.captures.count, let range = match.captures[number - 1] {
                            significant.append(contentsOf: digits[range])
                        }
                    case .separator: break
                    }
                }
                significant.append(contentsOf: digits[match.length...])
                stripped = StrippedPrefix(length: match.length, transformed: significant)
            } else {
                stripped = StrippedPrefix(length: match.length, transformed: nil)
            }
        } else {
            guard let length = nationalPrefix.prefixMatch(digits) else { return nil }
            stripped = StrippedPrefix(length: length, transformed: nil)
        }
        let significantCount = stripped.transformed?.count ?? digits.count - stripped.length
        guard acceptsStrippedLength(significantCount) else { return nil }
        if let general, general.matchesWhole(digits) {
            // The whole was a number of the region: keep it unless what is left is one too.
            let stillViable = stripped.transformed.map { $0.withUnsafeBufferPointer { general.matchesWhole($0) } }
                ?? general.matchesWhole(UnsafeBufferPointer(rebasing: digits[stripped.length...]))
            guard stillViable else { return nil }
        }
        return stripped
    }
}

/// One number format: the sizes of its digit groups and how they are written.
///
/// Sendable notes: immutable after init.
final class PhoneFormat: Sendable {
    /// A piece of a written format: a group of the number, digits written as they are, or a
    /// break between written groups.
    enum Token: Sendable, Hashable {
        case group(Int)
        case literal([UInt8])
        case separator
    }

    /// The smallest and largest size of each group of the pattern.
    let minimumSizes: [Int]
    let maximumSizes: [Int]
    let minimumLength: Int
    let maximumLength: Int
    /// How the groups are written after the country code or nationally without a prefix.
    let output: [Token]
    /// How they are written nationally: `output` with the national prefix rule applied.
    let nationalOutput: [Token]
    /// The most digits the national output adds (literal digits such as the prefix).
    let longestLiterals: Int
    /// The leading digits the format is for (libphonenumber's last, most specific pattern).
    let leadingDigits: PhonePattern?

    init?(_ fields: [Substring], national: Bool) {
        guard fields.count >= 4 else { return nil }
        var minimums: [Int] = []
        var maximums: [Int] = []
        for size in fields[1].split(separator: ",") {
            let bounds = size.split(separator: "-").compactMap { Int($0) }
            guard let low = bounds.first, let high = bounds.last, low > 0, low <= high else { return nil }
            minimums.append(low)
            maximums.append(high)
        }
        minimumSizes = minimums
        maximumSizes = maximums
        minimumLength = minimums.reduce(0, +)
        maximumLength = maximums.reduce(0, +)
        output = Self.tokens(fields[2])
        leadingDigits = fields[3].isEmpty ? nil : PhonePattern(fields[3])
        var nationalOutput = output
        if national, fields.count > 4, !fields[4].isEmpty {
            // The rule replaces the first group written ("$1" in "0$1" stands for it).
            let rule = Self.tokens(fields[4])
            if let first = output.firstIndex(where: { if case .group = $0 { true } else { false } }),
               case .group(let number) = output[first] {
                nationalOutput.replaceSubrange(first...first, with: rule.map {
                    if case .group = $0 { return .group(number) } else { return $0 }
                })
            }
        }
        self.nationalOutput = nationalOutput
        func literalCount(_ tokens: [Token]) -> Int {
            tokens.reduce(0) { total, token in
                if case .literal(let digits) = token { return total + digits.count }
                return total
            }
        }
        longestLiterals = max(literalCount(output), literalCount(nationalOutput))
    }

    /// "$2,15,$3" → [group 2, break, "15", break, group 3].
    static func tokens(_ text: Substring) -> [Token] {
        var tokens: [Token] = []
        var literal: [UInt8] = []
        var characters = text.utf8.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            switch character {
            case UInt8(ascii: "$"):
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
                if let digit = pending, digit >= 0x30, digit <= 0x39 {
                    tokens.append(.group(Int(digit - 0x30)))
                    pending = characters.next()
                }
            case UInt8(ascii: ","):
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = [] }
                tokens.append(.separator)
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        return tokens
    }

    /// Whether libphonenumber would pick this format for the number: its length fits the
    /// groups and it starts with the format's leading digits.
    func applies(to number: UnsafeBufferPointer<UInt8>) -> Bool {
        guard number.count >= minimumLength, number.count <= maximumLength else { return false }
        guard let leadingDigits else { return true }
        return leadingDigits.prefixMatch(number) != nil
    }

    /// Writes the number in this format into buffers on the stack and calls `body` with its
    /// digits (ASCII; literal digits and a national prefix included) and the offsets where a
    /// written group ends and the next begins.
    func withWritten<Result>(
        _ number: UnsafeBufferPointer<UInt8>, withNationalPrefix: Bool,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<Int>) -> Result
    ) -> Result {
        let tokens = withNationalPrefix ? nationalOutput : output
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: number.count + longestLiterals + 1) { digits in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (tokens.count + minimumSizes.count) + 2) { scratch in
                // Each group takes as many digits as it can while leaving the later ones their
                // minimum (a regular expression's greedy match of (\d{n,m})…).
                let groups = minimumSizes.count
                var start = 0
                var laterMinimum = minimumLength
                for index in 0..<groups {
                    laterMinimum -= minimumSizes[index]
                    let length = min(maximumSizes[index], number.count - start - laterMinimum)
                    scratch[2 * index] = start
                    scratch[2 * index + 1] = start + length
                    start += length
                }
                let breaks = UnsafeMutableBufferPointer(rebasing: scratch[(2 * groups)...])
                var count = 0
                var breakCount = 0
                func append(_ byte: UInt8) {
                    digits[count] = byte
                    count += 1
                }
                for token in tokens {
                    switch token {
                    case .group(let index):
                        guard index >= 1, index <= groups else { continue }
                        for position in scratch[2 * index - 2]..<scratch[2 * index - 1] { append(number[position]) }
                    case .literal(let text):
                        for byte in text { append(byte) }
                    case .separator:
                        if count > 0, breakCount == 0 || breaks[breakCount - 1] != count {
                            breaks[breakCount] = count
                            breakCount += 1
                        }
                    }
                }
                if breakCount > 0, breaks[breakCount - 1] == count { breakCount -= 1 }
                return body(UnsafeBufferPointer(rebasing: digits[..<count]), UnsafeBufferPointer(rebasing: breaks[..<breakCount]))
            }
        }
    }
}
