import CVocalizeICU
import Synchronization

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
    /// The ICU locale ID it was opened for, to rebuild it (`dropSoftHyphens`).
    private let localeID: String
    /// Numbers it may still spell before it is rebuilt without soft hyphens (see
    /// `rebuildThreshold`); counts on below zero afterwards.
    private let spelledBeforeRebuild: Atomic<Int>

    init(localeID: String, ruleSet: String?, rules: String? = nil) throws(VocalizeError) {
        var status: Int32 = 0
        let pointer: OpaquePointer?
        if let rules {
            // ICU's rule parser trusts its input (bad substitutions crash it, self-reference
            // hangs it), so rule text from a profile passes Vocalize's own check first — unless
            // it is a built-in profile's text, which the test suite has checked.
            if !LocaleProfileRegistry.isBuiltInRuleText(rules) {
                try SpelloutRuleCheck.validate(rules, name: ruleSet ?? "")
            }
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
        self.localeID = localeID
        spelledBeforeRebuild = Atomic(Self.rebuildThreshold(ruleSetCount: ruleSets.count))
        self.handle = LockedICUHandle(pointer) { vz_spellout_close($0) }
    }

    /// ICU's German, Dutch, Swedish, Danish, Norwegian, Finnish, Italian… rules write a soft
    /// hyphen between the parts of a compound ("drei\u{AD}und\u{AD}zwanzig"), about one every
    /// six characters, which every spelling then leaves out again. Rebuilding the formatter
    /// from its rules without them costs about as much as opening it (more for long rule
    /// texts), so it is done once a formatter has shown it is spelling many numbers: after
    /// 1,024 per public rule set its rules define (at least 4,096), a count that grows with
    /// the rule text and so with the cost. From then on the same words come with no soft
    /// hyphen to leave out and fewer characters for ICU to insert (German, 8-digit numbers:
    /// about 450 instructions less per number, ~5 %).
    static func rebuildThreshold(ruleSetCount: Int) -> Int {
        max(4_096, 1_024 * ruleSetCount)
    }

    /// Counts one spelled number; the one that reaches the threshold rebuilds the formatter.
    @inline(__always)
    private func noteSpelled() {
        if spelledBeforeRebuild.wrappingSubtract(1, ordering: .relaxed).newValue == 0 {
            dropSoftHyphens()
        }
    }

    /// Rebuilds the formatter from its rules without soft hyphens, if they have any; its
    /// spellings are the same once cleaned (`SpokenText.clean` leaves soft hyphens out).
    /// Returns whether it was rebuilt.
    @discardableResult
    func dropSoftHyphens() -> Bool {
        handle.withLock { vz_spellout_drop_soft_hyphens($0, localeID) == 1 }
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
    /// needs folding of spaces (this is the hot path of every spoken number). The shim writes
    /// the text as valid UTF-8 with `SpokenText.clean`'s per-character work done, so the
    /// String is made by one copy, without validating it again.
    func spell(_ value: Int64) throws(VocalizeError) -> ICU.DecodedText {
        noteSpelled()
        // Three bytes per UTF-16 unit and 16 to spare: room for 336 units, longer than any
        // spelling so far; a longer one takes a second call with the room it needs.
        var capacity = 1024
        while true {
            var status: Int32 = 0
            var flags: UInt32 = 0
            let spelled = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> (text: String?, length: Int32) in
                let length = handle.withLock { vz_spellout_spell_int64($0, value, buffer.baseAddress, Int32(buffer.count), &flags, &status) }
                guard status <= 0 else { return (nil, length) }
                return (ICU.spelledString(UnsafeBufferPointer(start: buffer.baseAddress, count: Int(length)), flags: flags), length)
            }
            if let text = spelled.text { return ICU.DecodedText(spelled: text, flags: flags) }
            guard status == ICUStatus.bufferOverflow, Int(spelled.length) > capacity else {
                try ICUStatus(code: status).check("spelling out \(value)")
                throw VocalizeError(.icuFailure, "ICU could not spell out \(value).")
            }
            capacity = Int(spelled.length)
        }
    }

    /// Spells out an integer as `spell` does, writing the shim's UTF-8 straight into the spare
    /// capacity of `bytes` (no String, no copy). Returns false when the appended text is not yet
    /// what a listener gets: ICU fell back to digits, or spaces are still to fold.
    func spell(_ value: Int64, appendingTo bytes: inout [UInt8]) throws(VocalizeError) -> Bool {
        noteSpelled()
        var capacity = 1024
        while true {
            var status: Int32 = 0
            var flags: UInt32 = 0
            var length: Int32 = 0
            bytes.append(addingCapacity: capacity) { span in
                span.withUnsafeMutableBufferPointer { buffer, initialized in
                    length = handle.withLock { vz_spellout_spell_int64($0, value, buffer.baseAddress, Int32(buffer.count), &flags, &status) }
                    if status <= 0 { initialized = Int(length) }
                }
            }
            if status <= 0 { return flags & UInt32(VZ_SPELLED_HAS_DIGITS | VZ_SPELLED_NEEDS_FOLDING) == 0 }
            guard status == ICUStatus.bufferOverflow, Int(length) > capacity else {
                try ICUStatus(code: status).check("spelling out \(value)")
                throw VocalizeError(.icuFailure, "ICU could not spell out \(value).")
            }
            capacity = Int(length)
        }
    }

    func format(double value: Double) throws(VocalizeError) -> String {
        let (text, status) = handle.withLock { handle in
            ICU.utf16String { vz_spellout_format_double(handle, value, $0, $1, $2) }
        }
        try status.check("spelling out \(value)")
        return text
    }
}

extension ICU {
    /// ICU's UTF-16 written the way a spelled-out number is (see `spell`): for spelled text
    /// that comes from elsewhere in ICU, and for the tests of the shim's writing.
    static func decodeSpelled(_ units: UnsafeBufferPointer<UInt16>) -> DecodedText {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: units.count * 3 + 16) { buffer in
            var flags: UInt32 = 0
            let length = vz_spelled_utf8(units.baseAddress, Int32(units.count), buffer.baseAddress, &flags)
            return DecodedText(spelled: spelledString(UnsafeBufferPointer(start: buffer.baseAddress, count: Int(length)), flags: flags), flags: flags)
        }
    }

    /// What the shim does with a UTF-16 unit outside ASCII when it spells (0 keep, 1 leave
    /// out, 2 a space); `SpokenText` asks the same function, so there is one list.
    static func spelledUnitClass(_ unit: UInt16) -> Int32 {
        vz_spelled_unit_class(unit)
    }

    /// The String of the shim's spelled UTF-8: valid by construction (the shim encodes every
    /// scalar itself), so it is copied without a second validation.
    fileprivate static func spelledString(_ bytes: UnsafeBufferPointer<UInt8>, flags: UInt32) -> String {
        String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: flags & UInt32(VZ_SPELLED_ASCII) != 0))
    }
}

extension ICU.DecodedText {
    /// Spelled text from the shim with what it noted: spaces still to fold are folded here.
    fileprivate init(spelled text: String, flags: UInt32) {
        self.init(
            text: flags & UInt32(VZ_SPELLED_NEEDS_FOLDING) != 0 ? SpokenText.clean(text) : text,
            hasDigits: flags & UInt32(VZ_SPELLED_HAS_DIGITS) != 0,
            isClean: true)
    }
}
