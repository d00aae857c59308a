/// Vocalize's own strict check of a profile's custom spell-out (RBNF) rule text, run before the
/// text reaches ICU.
///
/// ICU 72's rule parser trusts its input: a substitution it cannot resolve (`>x>`, `>0>`,
/// `>%undefined>`) dereferences a bad pointer, and a rule that formats a number with itself
/// (`0: << >>;`) recurses forever. A profile file is data a user hands to the command line, so
/// its rules are accepted only in a subset of the RBNF grammar that ICU handles safely and
/// that always terminates:
///
/// - the text is a list of rule sets, each declared `%name:` (public) or `%%name:` (private),
///   names of letters, digits and '-', each declared once; rules end with ';'
/// - a rule is `descriptor: body`; the descriptor is a base value (decimal digits, at most 19,
///   optionally `/radix` with 2 ≤ radix ≤ 1000), ascending within a rule set, or one of the
///   special rules `-x`, `x.x`, `0.x`, `x.0`, `Inf`, `NaN`
/// - the body is printable text with optional `[…]` (not nested), plural forms
///   `$(cardinal,one{…}other{…})$`, and at most one substitution
///   of each kind: `<<`, `<%set<`, `>>`, `>>>`, `>%set>`, `=%set=` or `=pattern=` (a decimal
///   pattern of `#`, `0`, `,`, `.`); a named rule set must be declared in the same text
/// - an `=` substitution is the only substitution of its rule
/// - after the point (`x.x`, `0.x`, `x.0` rules), a `>%set>` substitution names the rule's own
///   set: ICU makes any other a fraction rule set, which divides by zero on a whole number
/// - `<` and `>` substitutions in a base-value rule need a divisor of at least the radix (a
///   base value ≥ radix), so every step works on a smaller number; `=%set=` substitutions
///   must not form a cycle (`==`, the rule's own set, is a cycle)
/// - at most `maximumLength` characters and `maximumRules` rules.
public enum SpelloutRuleCheck {
    /// The longest rule text accepted, in characters (the longest built-in text is under 20 000).
    public static let maximumLength = 65_536
    /// The most rules accepted in one text.
    public static let maximumRules = 4_096

    /// Checks one rule text; throws an `invalidLocaleProfile` error naming the first problem.
    /// `name` is the rule set the profile names the text by; it must be declared in it.
    public static func validate(_ text: String, name: String) throws(VocalizeError) {
        if let problem = problem(in: text, name: name) {
            throw VocalizeError(.invalidLocaleProfile, "The custom spell-out rules \"\(name)\" are not accepted: \(problem).")
        }
    }

    /// The first problem in a rule text, or nil when Vocalize accepts it.
    static func problem(in text: String, name: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count <= maximumLength else {
            return "the text is longer than \(maximumLength) characters (the limit of a rule text)"
        }
        for scalar in scalars where !isAllowed(scalar) {
            return "the character U+\(String(scalar.value, radix: 16, uppercase: true)) is not printable text"
        }
        var sets: [RuleSet] = []
        var declared: Set<String> = []
        var ruleCount = 0
        for rawRule in split(scalars) {
            var rule = trimmed(rawRule)
            if rule.isEmpty { continue }
            if rule.first == "%" {
                guard let colon = rule.firstIndex(of: ":") else { return "\"\(string(rule))\" starts like a rule set name but has no ':'" }
                let setName = string(rule[..<colon])
                guard isRuleSetName(setName) else { return "\"\(setName)\" is not a rule set name (% or %% then letters, digits and '-')" }
                guard declared.insert(setName).inserted else { return "the rule set \(setName) is declared twice" }
                sets.append(RuleSet(name: setName))
                rule = trimmed(rule[(colon + 1)...])
                if rule.isEmpty { continue }
            }
            guard !sets.isEmpty else { return "the text must start with a rule set name such as \"\(name):\"" }
            ruleCount += 1
            guard ruleCount <= maximumRules else { return "the text has more than \(maximumRules) rules (the limit of a rule text)" }
            if let problem = parseRule(rule, into: &sets[sets.count - 1]) {
                return "in \(sets[sets.count - 1].name): \(problem)"
            }
        }
        guard declared.contains(name) else { return "the text does not declare the rule set \(name) it is named by" }
        for set in sets {
            guard set.ruleCount > 0 else { return "the rule set \(set.name) has no rules" }
            for reference in set.references where !declared.contains(reference) {
                return "\(set.name) refers to \(reference), which the text does not declare"
            }
        }
        return cycle(in: sets).map { "the rule sets \($0.joined(separator: " → ")) pass the same number to each other in a cycle" }
    }

    private struct RuleSet {
        var name: String
        var ruleCount = 0
        /// The highest base value so far (base values must ascend).
        var lastBase: UInt64?
        /// Every rule set named in a substitution.
        var references: Set<String> = []
        /// The rule sets an `=…=` substitution hands the same number to.
        var sameValueTargets: Set<String> = []
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: return scalar == "\n" || scalar == "\t" || scalar == "\r"
        case .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return false
        default: return true
        }
    }

    /// Rules end at ';' (ICU's own syntax has no escape for it inside a rule body).
    private static func split(_ scalars: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        scalars.split(separator: ";", omittingEmptySubsequences: false)
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar.properties.isWhitespace
    }

    private static func trimmed(_ slice: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var result = slice
        while let first = result.first, isSpace(first) { result.removeFirst() }
        while let last = result.last, isSpace(last) { result.removeLast() }
        return result
    }

    private static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: slice.prefix(80))
        return text
    }

    static func isRuleSetName(_ name: String) -> Bool {
        let body = name.hasPrefix("%%") ? name.dropFirst(2) : name.hasPrefix("%") ? name.dropFirst() : ""
        return !body.isEmpty && body.count <= 128 && body.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }

    private enum Descriptor {
        case base(value: UInt64, radix: UInt64)
        case negative, improperFraction, properFraction, wholeWithFraction, infinity, notANumber
    }

    private static func parseRule(_ rule: ArraySlice<Unicode.Scalar>, into set: inout RuleSet) -> String? {
        guard let colon = rule.firstIndex(of: ":") else {
            return "\"\(string(rule))\" has no descriptor (write \"base value: text\")"
        }
        // Exactly as written: ICU does not trim a descriptor, and takes "x.x :" for a rule
        // with no descriptor (base value 0) whose "<<" then recurses forever.
        let descriptorText = string(rule[..<colon])
        guard !descriptorText.unicodeScalars.contains(where: isSpace) else {
            return "the descriptor \"\(descriptorText)\" has a space before ':'"
        }
        let descriptor: Descriptor
        switch descriptorText {
        case "-x": descriptor = .negative
        case "x.x": descriptor = .improperFraction
        case "0.x": descriptor = .properFraction
        case "x.0": descriptor = .wholeWithFraction
        case "Inf": descriptor = .infinity
        case "NaN": descriptor = .notANumber
        default:
            let parts = descriptorText.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let valueText = parts.first, (1...19).contains(valueText.count),
                valueText.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt64(valueText)
            else { return "\"\(descriptorText)\" is not a base value (digits, optionally /radix) or -x, x.x, 0.x, x.0, Inf, NaN" }
            var radix: UInt64 = 10
            if parts.count == 2 {
                guard (1...4).contains(parts[1].count), parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
                    let given = UInt64(parts[1]), (2...1000).contains(given)
                else { return "\"\(descriptorText)\" has a radix outside 2…1000" }
                radix = given
            }
            if let last = set.lastBase, value <= last { return "the base value \(value) does not ascend (after \(last))" }
            set.lastBase = value
            descriptor = .base(value: value, radix: radix)
        }
        set.ruleCount += 1
        var body = rule[(colon + 1)...]
        while let first = body.first, first == " " { body.removeFirst() }
        // A leading apostrophe keeps leading spaces, as in ICU.
        if body.first == "'" { body.removeFirst() }
        return parseBody(body, descriptor: descriptor, in: &set)
    }

    private static func parseBody(_ body: ArraySlice<Unicode.Scalar>, descriptor: Descriptor, in set: inout RuleSet) -> String? {
        var seen: Set<Unicode.Scalar> = []
        var inBracket = false
        var index = body.startIndex
        while index < body.endIndex {
            let scalar = body[index]
            switch scalar {
            case "[":
                guard !inBracket else { return "'[' inside '[…]'" }
                inBracket = true
                index += 1
            case "]":
                guard inBracket else { return "']' without '['" }
                inBracket = false
                index += 1
            case "$":
                guard index + 1 < body.endIndex, body[index + 1] == "(" else {
                    index += 1
                    continue
                }
                guard let close = pluralEnd(body, from: index + 2) else {
                    return "plural forms must read $(cardinal,one{…}other{…})$ with the categories zero, one, two, few, many, other (and other among them)"
                }
                index = close
            case "<", ">", "=":
                guard let close = body[(index + 1)...].firstIndex(of: scalar) else { return "'\(scalar)' opens a substitution that is not closed" }
                var end = close + 1
                // ">>>" is one substitution (the value without its rule set's rollback).
                if scalar == ">", close == index + 1, end < body.endIndex, body[end] == ">" { end += 1 }
                let inner = string(body[(index + 1)..<close])
                guard seen.insert(scalar).inserted else { return "more than one '\(scalar)' substitution in one rule" }
                if let problem = checkSubstitution(scalar, inner: inner, descriptor: descriptor, in: &set) { return problem }
                index = end
            default:
                index += 1
            }
        }
        guard !inBracket else { return "'[' is not closed" }
        // A rule with '=' and another substitution could fan out across rule sets at every
        // step; ICU's own rules never combine them.
        if seen.contains("="), seen.count > 1 { return "an '=' substitution must be the rule's only substitution" }
        return nil
    }

    /// Where a plural form `$(cardinal,one{…}other{…})$` that starts at `start` (after "$(")
    /// ends, or nil when it is not well-formed.
    private static func pluralEnd(_ body: ArraySlice<Unicode.Scalar>, from start: Int) -> Int? {
        guard let comma = body[start...].firstIndex(of: ",") else { return nil }
        let kind = string(body[start..<comma])
        guard kind == "cardinal" || kind == "ordinal" else { return nil }
        var index = comma + 1
        var categories: Set<String> = []
        while index < body.endIndex {
            if body[index] == ")" {
                guard index + 1 < body.endIndex, body[index + 1] == "$", categories.contains("other") else { return nil }
                return index + 2
            }
            guard let open = body[index...].firstIndex(of: "{"), let close = body[open...].firstIndex(of: "}") else { return nil }
            let category = string(body[index..<open])
            guard ["zero", "one", "two", "few", "many", "other"].contains(category), categories.insert(category).inserted else { return nil }
            guard !body[(open + 1)..<close].contains(where: { "{$<>=[]".unicodeScalars.contains($0) }) else { return nil }
            index = close + 1
        }
        return nil
    }

    private static func checkSubstitution(_ token: Unicode.Scalar, inner: String, descriptor: Descriptor, in set: inout RuleSet) -> String? {
        let shown = "\(token)\(inner)\(token)"
        if !inner.isEmpty {
            if isRuleSetName(inner) {
                set.references.insert(inner)
                if token == "=" { set.sameValueTargets.insert(inner) }
            } else if token == "=", !inner.isEmpty, inner.allSatisfy({ "#0,.".contains($0) }), inner.contains("0") {
                // A decimal pattern: ICU formats the number in digits (this is how rule sets
                // end, past their largest base value; Vocalize notices digits in the result).
            } else {
                return "\"\(shown)\" names neither a rule set (%name) nor, for '=', a decimal pattern (#,##0)"
            }
        } else if token == "=" {
            return "\"==\" hands the number to its own rule set, which never ends"
        }
        switch descriptor {
        case .base(let value, let radix):
            if token != "=", value < radix {
                return "\"\(shown)\" in the rule for \(value) would pass \(value) on unchanged (a '<' or '>' substitution needs a base value of at least \(radix))"
            }
        case .negative:
            if token == "<" { return "\"\(shown)\" has no meaning in the -x rule" }
        case .infinity, .notANumber:
            return "\"\(shown)\" has no meaning in the Inf and NaN rules"
        case .improperFraction, .properFraction, .wholeWithFraction:
            // ICU 72 turns a rule set named for the digits after the point into a "fraction
            // rule set"; a whole number formatted with it then divides by zero (SIGFPE in
            // NFRuleSet::findFractionRuleSetRule). Its own set reads the digits one by one.
            if token == ">", isRuleSetName(inner), inner != set.name {
                return "\"\(shown)\" after the point names another rule set (\(inner)), which ICU 72 then cannot use for whole numbers: write >> to read the digits with this rule set"
            }
        }
        return nil
    }

    /// A cycle of rule sets that hand one another the same number through `=%set=`.
    private static func cycle(in sets: [RuleSet]) -> [String]? {
        let edges = Dictionary(sets.map { ($0.name, $0.sameValueTargets.sorted()) }, uniquingKeysWith: { first, _ in first })
        var state: [String: Bool] = [:]  // false: on the current path; true: finished
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            if let finished = state[node] {
                if finished { return nil }
                return Array(path.drop { $0 != node }) + [node]
            }
            state[node] = false
            path.append(node)
            for next in edges[node] ?? [] {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            state[node] = true
            return nil
        }
        for set in sets {
            if let found = visit(set.name) { return found }
        }
        return nil
    }
}
