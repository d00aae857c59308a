import Foundation

/// The limits on a locale profile file, enforced when it is loaded or checked.
///
/// A profile file is trusted to name words, not to run code: Vocalize parses it with its own
/// strict JSON parser, checks it against the schema, checks custom spell-out rules with
/// `SpelloutRuleCheck` before ICU sees them, and speaks a sample with it before accepting it.
/// These bounds keep that work linear in the file's size.
public enum LocaleProfileLimits {
    /// The largest profile file, in bytes (the largest built-in profile is under 100 kB).
    public static let maximumBytes = 1 << 20
    /// The most `numbers.replacements` pairs: each one is applied to every spelled-out number.
    public static let maximumReplacements = 1_024
    /// The most `numbers.customRuleSets` texts.
    public static let maximumCustomRuleSets = 64
    /// The most problems reported for one file; the rest are counted.
    public static let maximumReportedProblems = 50
}

extension LocaleProfileRegistry {
    /// What vetting a profile file found: its problems, and when there are none, the tag and
    /// the document to register (the file laid over the built-in profile of its language).
    struct Vetting {
        var problems: [ProfileIssue] = []
        var tag: String?
        var candidate: JSONValue?
        /// A copy of the registry holding the candidate (for coverage reports).
        var scratch: LocaleProfileRegistry?
    }

    /// Every check a profile file must pass before it is used: size, JSON (duplicate keys are
    /// errors), the schema, the limits, the rule sets it names, every section, and a spoken
    /// sample that must be words — not empty, not digits. `register` and `check` both use it.
    func vet(_ data: Data) -> Vetting {
        var vetting = Vetting()
        func report(_ path: String, _ message: String) { vetting.problems.append(ProfileIssue(path: path, message: message)) }
        guard data.count <= LocaleProfileLimits.maximumBytes else {
            report("", "the file is \(data.count) bytes, more than \(LocaleProfileLimits.maximumBytes) (the limit of a profile file)")
            return vetting
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse([UInt8](data))
        } catch {
            report("", "is not valid JSON: \(error.message) (at byte \(error.offset))")
            return vetting
        }
        guard case .object = document else {
            report("", "should be a JSON object, not \(document.kindName)")
            return vetting
        }
        vetting.problems = Self.capped(ProfileSchema.bundled.issues(in: document))
        if case .array(let pairs)? = document["numbers"]?["replacements"], pairs.count > LocaleProfileLimits.maximumReplacements {
            report("numbers.replacements", "has \(pairs.count) pairs, more than \(LocaleProfileLimits.maximumReplacements) (the limit of replacements)")
        }
        if case .object(let sets)? = document["numbers"]?["customRuleSets"], sets.count > LocaleProfileLimits.maximumCustomRuleSets {
            report("numbers.customRuleSets", "has \(sets.count) rule sets, more than \(LocaleProfileLimits.maximumCustomRuleSets) (the limit of custom rule sets)")
        }
        guard let tag = document["language"]?.stringValue, !tag.isEmpty else {
            if !vetting.problems.contains(where: { $0.path == "language" }) {
                report("language", "is required: the language the profile is for (e.g. \"language\": \"fr-CA\")")
            }
            return vetting
        }
        let locale: SpeechLocale
        do {
            locale = try SpeechLocale.forProfileCheck(tag)
        } catch {
            report("language", error.message)
            return vetting
        }
        guard vetting.problems.isEmpty else { return vetting }

        // Judge the file as it would be used: laid over the built-in profiles of its chain.
        let scratch = LocaleProfileRegistry(copying: self)
        let candidate = scratch.install(document, as: tag)
        do {
            _ = try Self.decode(candidate, chain: [tag])
            vetting.problems += try scratch.ruleSetIssues(for: locale)
            if vetting.problems.isEmpty {
                let language = try SpeechLanguage(locale: locale, profile: scratch.profile(for: locale))
                try language.validateSections(registry: scratch)
                vetting.problems += Self.capped(Self.sampleProblems(language))
            }
        } catch {
            report("", error.message)
        }
        if vetting.problems.isEmpty {
            vetting.tag = tag
            vetting.candidate = candidate
        }
        vetting.scratch = scratch
        return vetting
    }

    /// At most `maximumReportedProblems`, then one line counting the rest.
    static func capped(_ problems: [ProfileIssue]) -> [ProfileIssue] {
        let limit = LocaleProfileLimits.maximumReportedProblems
        guard problems.count > limit else { return problems }
        return Array(problems.prefix(limit)) + [ProfileIssue(path: "", message: "and \(problems.count - limit) more problems (only the first \(limit) are listed)")]
    }

    /// Whether a spoken text can reach a listener: words, not nothing and not digits.
    static func unspeakable(_ text: String) -> String? {
        if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .format }) {
            return "it says nothing"
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .decimalNumber }) {
            return "it holds digits"
        }
        return nil
    }

    /// Speaks a fixed sample with the language (numbers, every custom rule set, money,
    /// measures, dates, times, every named time, durations, relative dates, the phone
    /// examples); every case must come out as words.
    static func sampleProblems(_ language: SpeechLanguage) -> [ProfileIssue] {
        var problems: [ProfileIssue] = []
        func probe(_ what: String, path: String = "", _ body: () throws(VocalizeError) -> String) {
            do {
                let text = try body()
                if let why = unspeakable(text) {
                    problems.append(ProfileIssue(path: path, message: "\(what) is spoken as \"\(LocaleSample.escaped(text))\": \(why)"))
                }
            } catch {
                problems.append(ProfileIssue(path: path, message: "\(what) cannot be spoken: \(error.message)"))
            }
        }
        let numbers = NumberSpeaker(resolved: language)
        for value in ["0", "1", "2", "5", "21", "101", "1000", "1000000", "-3", "1.5", "0.25"] {
            probe("the number \(value)") { () throws(VocalizeError) in try numbers.speak(value) }
        }
        if language.ordinalRuleSet != nil {
            for value in ["1", "2", "21"] {
                probe("the ordinal \(value)") { () throws(VocalizeError) in try numbers.speak(value, as: .ordinal) }
            }
        }
        probe("the year 2015") { () throws(VocalizeError) in try numbers.speak("2015", as: .year) }
        for name in language.customRuleSets.keys.sorted() {
            for value: Int64 in [1, 2, 5, 21] {
                probe("\(value) in the rule set \(name)", path: "numbers.customRuleSets") { () throws(VocalizeError) in
                    try language.spell(value, ruleSet: name)
                }
            }
        }
        if let gender = language.profile.numbers.currency?.minorGender {
            probe("1 in the minor units' gender \"\(gender)\"", path: "numbers.currency.minorGender") { () throws(VocalizeError) in
                try numbers.speak("1", as: NumberReading.cardinal.gender(gender))
            }
        }
        probe("45 percent") { () throws(VocalizeError) in try numbers.measure("45", unit: "percent") }
        for (value, unit) in [("1", "minute"), ("2", "hour"), ("21", "day"), ("1.5", "kilometer")] {
            probe("\(value) \(unit)") { () throws(VocalizeError) in try numbers.measure(value, unit: unit) }
        }
        for (amount, code) in [("1", "EUR"), ("12.50", "EUR"), ("2", "USD"), ("21.01", "GBP"), ("5", "JPY")] {
            probe("\(amount) \(code)", path: "numbers.currency") { () throws(VocalizeError) in try numbers.currency(amount, code: code) }
        }
        let dates: DateSpeaker
        let dateLanguage: DateLanguage
        do {
            dateLanguage = try DateLanguage(language: language)
            dates = DateSpeaker(resolved: dateLanguage)
        } catch {
            return problems + [ProfileIssue(path: "dates", message: error.message)]
        }
        if language.profile.written != nil {
            // The written section's references (rule sets, governed cases) resolve.
            do {
                _ = try WrittenMarkers(dateLanguage)
            } catch {
                problems.append(ProfileIssue(path: "written", message: error.message))
            }
        }
        for style in [DateStyle.short, .long, .full] {
            probe("the date 2015-04-01 (\(style.rawValue))", path: "dates") { () throws(VocalizeError) in try dates.date("2015-04-01", style: style) }
        }
        var times: [(String, ClockStyle, String)] = []
        for clock in [ClockStyle.twelveHour, .twentyFourHour] {
            for time in ["00:05", "13:15", "12:00"] { times.append((time, clock, "dates.time")) }
        }
        let time = language.profile.dates?.time
        for (time, _) in (time?.clock24?.named ?? [:]).sorted(by: { $0.key < $1.key }) { times.append((time, .twentyFourHour, "dates.time.clock24.named")) }
        for (time, _) in (time?.clock12?.named ?? [:]).sorted(by: { $0.key < $1.key }) { times.append((time, .twelveHour, "dates.time.clock12.named")) }
        for (text, clock, path) in times {
            probe("the time \(text) (\(clock.rawValue))", path: path) { () throws(VocalizeError) in try dates.time(text, clock: clock) }
        }
        probe("the duration 5h30m", path: "dates") { () throws(VocalizeError) in try dates.duration("5h30m") }
        for (offset, unit) in [("-1", "day"), ("3", "hour")] {
            probe("the relative date \(offset) \(unit)", path: "dates.relative") { () throws(VocalizeError) in try dates.relative(offset, unit: unit) }
        }
        if let examples = language.profile.phone?.examples {
            do {
                let phone = PhoneSpeaker(reader: try PhoneReader(language: language))
                for example in examples {
                    probe("the phone example \(example)", path: "phone.examples") { () throws(VocalizeError) in try phone.speak(example) }
                }
            } catch {
                problems.append(ProfileIssue(path: "phone", message: error.message))
            }
        }
        return problems
    }
}
