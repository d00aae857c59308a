import CVocalizeICU

/// ICU's rule-based spell-out (RBNF) for one locale and one rule set.
///
/// Sendable notes: the ICU handle is only touched under `handle`'s lock; ICU does not promise
/// that formatting with one RBNF object from several threads at once is safe.
final class ICUSpellout: Sendable {
    fileprivate let handle: LockedICUHandle
    /// The ICU locale ID whose data is actually used (after ICU's own fallback).
    let actualLocale: String
    /// The public rule sets this locale's spell-out rules offer.
    let ruleSets: [String]
    /// The rule set this formatter spells with.
    let defaultRuleSet: String

    init(localeID: String, ruleSet: String?, rules: String? = nil) throws(VocalizeError) {
        var status: Int32 = 0
        let pointer: OpaquePointer?
        if let rules {
            // ICU's rule parser trusts its input (bad substitutions crash it, self-reference
            // hangs it), so rule text from a profile passes Vocalize's own check first.
            try SpelloutRuleCheck.validate(rules, name: ruleSet ?? "")
            let text = Array(rules.utf16)
            let name = ruleSet.map { Array($0.utf16) }
            var line: Int32 = 0
            pointer = vz_spellout_open_rules(localeID, text, Int32(text.count), name, Int32(name?.count ?? 0), &line, &status)
            if pointer == nil || status > 0 {
                throw VocalizeError(
                    .invalidLocaleProfile,
                    "ICU cannot read the custom spell-out rules for \(ruleSet ?? "?") (\(ICUStatus(code: status).name) near rule line \(line)).")
            }
        } else if let ruleSet {
            let units = Array(ruleSet.utf16)
            pointer = vz_spellout_open(localeID, units, Int32(units.count), &status)
        } else {
            pointer = vz_spellout_open(localeID, nil, 0, &status)
        }
        guard let pointer, status <= 0 else {
            let name = ICUStatus(code: status).name
            if let ruleSet {
                throw VocalizeError(
                    .unsupportedOption,
                    "ICU has no spell-out rule set \"\(ruleSet)\" for \"\(localeID)\" (\(name))")
            }
            throw VocalizeError(.icuFailure, "ICU could not open spell-out rules for \"\(localeID)\": \(name)")
        }
        let (actual, _) = ICU.cString { vz_spellout_actual_locale(pointer, $0, $1, $2) }
        let (names, _) = ICU.utf16String { vz_spellout_rule_sets(pointer, $0, $1, $2) }
        let (defaultName, _) = ICU.utf16String { vz_spellout_default_rule_set(pointer, $0, $1, $2) }
        self.actualLocale = actual
        self.ruleSets = names.split(separator: ";").map(String.init)
        self.defaultRuleSet = defaultName
        self.handle = LockedICUHandle(pointer) { vz_spellout_close($0) }
    }

    func format(_ value: Int64) throws(VocalizeError) -> String {
        let (text, status) = handle.withLock { handle in
            ICU.utf16String { vz_spellout_format_int64(handle, value, $0, $1, $2) }
        }
        try status.check("spelling out \(value)")
        return text
    }
}

extension ICUSpellout {
    /// Spells out an integer, noting whether ICU fell back to digits and whether the text
    /// needs cleaning, found while decoding (this is the hot path of every spoken number).
    func spell(_ value: Int64) throws(VocalizeError) -> ICU.DecodedText {
        var status: Int32 = 0
        let decoded = handle.withLock { handle in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 256) { buffer -> ICU.DecodedText? in
                let length = vz_spellout_format_int64(handle, value, buffer.baseAddress, Int32(buffer.count), &status)
                guard status <= 0, Int(length) <= buffer.count else { return nil }
                return ICU.decodeSpelled(UnsafeBufferPointer(start: buffer.baseAddress, count: Int(length)))
            }
        }
        if let decoded { return decoded }
        // Longer than any number's spelling so far: take the general, growing path.
        let text = try format(value)
        return ICU.DecodedText(text: text, hasDigits: text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 }, isClean: SpokenText.isClean(text))
    }

    func format(double value: Double) throws(VocalizeError) -> String {
        let (text, status) = handle.withLock { handle in
            ICU.utf16String { vz_spellout_format_double(handle, value, $0, $1, $2) }
        }
        try status.check("spelling out \(value)")
        return text
    }
}
