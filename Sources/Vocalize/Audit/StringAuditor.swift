import Foundation

/// One piece of data in a string that a screen reader reads differently from what it means.
public struct AuditFinding: Sendable, Hashable {
    /// The span as `TextSpeaker` read it: kind, written form, spoken form, offsets.
    public var span: SpokenSpan
    /// The screen reader model's row for it: shape, severity, why it misleads, source.
    public var reading: ScreenReaderReading
}

/// The audit of one catalog string.
public struct StringAudit: Sendable, Hashable {
    /// The string audited.
    public var string: CatalogString
    /// The findings to report, in order (with `all`, every spoken difference).
    public var findings: [AuditFinding]
    /// The string with the reported findings spoken and everything else byte for byte; nil
    /// when no label is safe (`noLabelReason` says why).
    public var suggestedLabel: String?
    /// Why no label is suggested, when none is.
    public var noLabelReason: String?

    /// The highest severity among the findings.
    public var severity: AuditSeverity { findings.map(\.reading.severity).max() ?? .note }
}

/// Audits catalog strings in one language: finds the data `TextSpeaker` reads, keeps the
/// spans the screen reader model says are misread (or all of them), and builds the label.
public struct StringAuditor: Sendable {
    /// The language read.
    public let language: String
    let speaker: TextSpeaker
    let localCurrencySymbols: Set<String>
    /// Whether a profile (built in or registered) covers the language. Without one Vocalize
    /// speaks with ICU's defaults alone, which no reviewer has checked: findings are still
    /// reported, but no label is suggested (issue 28: Latvian "pirms 1 g." became "pirms viens
    /// grams.", Estonian years "kakskümmend sada kakskümmend viis").
    public let hasProfile: Bool
    /// Whether the language writes words without spaces (`numbers.wordSeparator` is empty).
    let joinsWords: Bool
    /// Report every spoken difference, including those a screen reader reads right.
    public var all: Bool

    /// An auditor for a language Vocalize speaks (else `.unsupportedLanguage` or
    /// `.invalidLanguageTag`).
    public init(language: String, all: Bool = false) throws(VocalizeError) {
        self.language = language
        speaker = try TextSpeaker(language: language)
        hasProfile = speaker.locale.profileChain.contains { LocaleProfileRegistry.shared.hasProfile($0) }
        joinsWords = speaker.reader.numbers.language.wordSeparator.isEmpty
        localCurrencySymbols = ScreenReaderModel.localCurrencySymbols(for: language)
        self.all = all
    }

    /// The audit of one string; nil when nothing is reported.
    public func audit(_ string: CatalogString) -> StringAudit? {
        // Every kind TextSpeaker finds is written with digits: a string without one holds no
        // data and is not read (most strings of a catalog).
        guard Self.holdsDigit(string.text) else { return nil }
        // Nor is one whose only digits are inside its placeholders ("%1$@", "%2$lld").
        let placeholders = Placeholders.ranges(in: string.text)
        if !placeholders.isEmpty {
            var digitOutside = false
            for (offset, character) in string.text.enumerated() where character.isNumber {
                if !placeholders.contains(where: { $0.contains(offset) }) {
                    digitOutside = true
                    break
                }
            }
            guard digitOutside else { return nil }
        }
        let reading = speaker.read(string.text)
        guard !reading.spans.isEmpty else { return nil }
        var findings: [AuditFinding] = []
        var touchesPlaceholder = false
        for span in reading.spans {
            let range = span.characterOffset..<(span.characterOffset + span.characterLength)
            // A span inside a placeholder ("2" of "%.2f") is not data.
            if placeholders.contains(where: { $0.overlaps(range) }) { continue }
            let row = ScreenReaderModel.reading(of: span, in: string.text, localCurrencySymbols: localCurrencySymbols, joinsWords: joinsWords)
            guard all || !row.readsRight else { continue }
            if !row.readsRight, placeholders.contains(where: { $0.upperBound == range.lowerBound || $0.lowerBound == range.upperBound }) { touchesPlaceholder = true }
            findings.append(AuditFinding(span: span, reading: row))
        }
        guard !findings.isEmpty else { return nil }
        var audit = StringAudit(string: string, findings: findings)
        // The label speaks only what a screen reader misreads: the rest it already reads right.
        let misread = findings.filter { !$0.reading.readsRight }
        let ambiguous = misread.compactMap { finding -> String? in
            guard finding.span.kind == .measure else { return nil }
            let symbol = ScreenReaderModel.unitSymbol(finding.span.written)
            return ScreenReaderModel.ambiguousUnitSymbols[symbol].map { "\"\(symbol)\" may mean \($0)" }
        }
        if misread.isEmpty {
            audit.noLabelReason = "not needed: a screen reader reads the data in this string right as written"
        } else if touchesPlaceholder {
            audit.noLabelReason = "the data touches a format specifier, so part of it is filled in at run time; build the label in code from the value (Vocalize's spoken formatters)"
        } else if let dot = misread.first(where: { Self.dotBeforeCapital($0.span, in: string.text) }) {
            audit.noLabelReason = "the dot of \"\(dot.span.written)\" ends an abbreviation and may also end the sentence before the capital that follows; write the label by hand"
        } else if !hasProfile {
            audit.noLabelReason = "Vocalize has no profile for \(language): its reading would be ICU's defaults alone, not reviewed; write the label by hand"
        } else if let first = ambiguous.first {
            audit.noLabelReason = "the unit is ambiguous (\(first)); write the label with the unit meant"
        } else {
            let label = Self.label(string.text, misread)
            // Words put next to a "%" must not make a new specifier ("06%11" → "06%onze" holds
            // "%o"): a label used as a format string would then read an argument that is not there.
            if Self.specifiers(label) == Self.specifiers(string.text) {
                audit.suggestedLabel = label
            } else {
                audit.noLabelReason = "the spoken words would form a format specifier with a \"%\" next to them; write the label by hand"
            }
        }
        return audit
    }

    /// Whether a span ends with an abbreviation's dot ("2025 г.", "5 Min.") followed by a space
    /// and a capital: the dot may also end the sentence ("…г. NewPipe замени") or not ("…г.
    /// Google обяви" is one sentence), which the text does not tell. An ordinal's dot is its
    /// mark.
    static func dotBeforeCapital(_ span: SpokenSpan, in text: String) -> Bool {
        guard span.kind != .ordinal, span.written.hasSuffix(".") else { return false }
        let after = text.dropFirst(span.characterOffset + span.characterLength).prefix(2)
        guard after.count == 2, let space = after.first, let letter = after.last else { return false }
        return space.isWhitespace && letter.isUppercase
    }

    /// Whether a text holds a decimal digit of any script. Most catalog strings are ASCII
    /// words: their bytes answer without looking up a Unicode property per character.
    static func holdsDigit(_ text: String) -> Bool {
        var ascii = true
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 { return true }
            if byte >= 0x80 { ascii = false }
        }
        return !ascii && text.unicodeScalars.contains { $0.value >= 0x80 && $0.properties.numericType == .decimal }
    }

    /// The format specifiers and placeholders of a text, in order.
    static func specifiers(_ text: String) -> [String] {
        let ranges = Placeholders.ranges(in: text)
        guard !ranges.isEmpty else { return [] }
        let characters = Array(text)
        return ranges.map { String(characters[$0]) }
    }

    /// `text` with each finding's span replaced by its spoken form; the rest byte for byte.
    static func label(_ text: String, _ findings: [AuditFinding]) -> String {
        var label = ""
        var index = text.startIndex
        var position = 0
        for finding in findings {
            let start = text.index(index, offsetBy: finding.span.characterOffset - position)
            let end = text.index(start, offsetBy: finding.span.characterLength)
            label += text[index..<start]
            label += finding.span.spoken
            index = end
            position = finding.span.characterOffset + finding.span.characterLength
        }
        label += text[index...]
        return label
    }
}

/// Format specifiers and placeholders in catalog strings, which a label keeps as they are.
public enum Placeholders {
    /// Character ranges of printf specifiers ("%@", "%lld", "%1$@", "%.2f", "%%"), String
    /// Catalog and `.stringsdict` variables ("%#@count@", "%1$#@files@"), and `{name}`
    /// placeholders ("{count}", "{0}").
    public static func ranges(in text: String) -> [Range<Int>] {
        let characters = Array(text)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "{" {
                var end = index + 1
                while end < characters.count, end - index <= 64, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                if end < characters.count, characters[end] == "}", end > index + 1 {
                    ranges.append(index..<(end + 1))
                    index = end + 1
                    continue
                }
                index += 1
                continue
            }
            guard character == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            // Position ("1$"), flags, width, precision, length modifiers. The space flag is left
            // out: "100 % sûr" is French prose far more often than "% s" is a specifier.
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || "$.-+#lhqzjtL".contains(characters[end]) { end += 1 }
            guard end < characters.count else {
                index += 1
                continue
            }
            if characters[end] == "@", characters[index + 1..<end].contains("#") {
                // "%#@name@": a variable, up to its closing "@".
                var close = end + 1
                while close < characters.count, characters[close] != "@", close - end <= 64 { close += 1 }
                if close < characters.count, characters[close] == "@" {
                    ranges.append(index..<(close + 1))
                    index = close + 1
                    continue
                }
            }
            if "@dDiuUxXoOfFeEgGcCsSpaAn%".contains(characters[end]) {
                ranges.append(index..<(end + 1))
                index = end + 1
            } else {
                index += 1
            }
        }
        return ranges
    }
}
