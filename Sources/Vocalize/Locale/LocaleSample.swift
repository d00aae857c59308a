/// One fixed corpus that touches every capability, spoken in one language: the locale
/// snapshot tests pin it, and `vocalize locales --sample` shows it to profile authors.
public enum LocaleSample {
    /// The version of ICU whose data Vocalize speaks with ("72.1").
    public static var icuVersion: String { ICU.version }

    /// The corpus spoken in `tag`, one "case: spoken text" line each, invisible characters
    /// escaped ("\u{AD}") so a stray soft hyphen shows. A case that cannot be spoken reads
    /// "error: …", so a gap is visible rather than hidden.
    public static func document(for tag: String) -> String {
        var lines: [String] = ["# \(tag)"]
        func add(_ label: String, _ body: () throws(VocalizeError) -> String) {
            do {
                lines.append("\(label): \(escaped(try body()))")
            } catch {
                lines.append("\(label): error: \(error.message)")
            }
        }
        let locale: SpeechLocale
        do {
            locale = try SpeechLocale(tag)
        } catch {
            return (lines + ["error: \(error.message)"]).joined(separator: "\n") + "\n"
        }

        lines.append("## numbers")
        let numbers = Result { () throws(VocalizeError) in try NumberSpeaker(locale: locale) }
        let cardinals = ["0", "1", "2", "3", "5", "11", "21", "22", "101", "1001", "1999", "2015", "1000000", "-7", "0.05", "0.5", "1.25", "3.14", "12.05", "54038921.7", "1e12"]
        for value in cardinals {
            add("number \(value)") { () throws(VocalizeError) in try numbers.get().speak(value) }
        }
        for value in ["1", "2", "3", "4", "11", "21", "81", "101", "1000"] {
            add("ordinal \(value)") { () throws(VocalizeError) in try numbers.get().speak(value, as: .ordinal) }
        }
        for value in ["1905", "2001", "2015"] {
            add("year \(value)") { () throws(VocalizeError) in try numbers.get().speak(value, as: .year) }
        }
        add("percent 45") { () throws(VocalizeError) in try numbers.get().speak("45", as: .percent) }
        for (value, unit) in [("1", "minute"), ("2", "minute"), ("5", "minute"), ("21", "minute"), ("1", "hour"), ("2", "day"), ("1.5", "kilometer"), ("3.5", "kilometer"), ("1", "kilogram"), ("2", "liter"), ("21", "celsius")] {
            add("measure \(value) \(unit)") { () throws(VocalizeError) in try numbers.get().measure(value, unit: unit) }
        }
        for (amount, code) in [("1", "EUR"), ("2", "EUR"), ("1.01", "EUR"), ("12.50", "EUR"), ("1000000", "EUR"), ("1.01", "USD"), ("21.50", "GBP"), ("5", "JPY")] {
            add("currency \(amount) \(code)") { () throws(VocalizeError) in try numbers.get().currency(amount, code: code) }
        }

        lines.append("## dates")
        let dates = Result { () throws(VocalizeError) in try DateSpeaker(locale: locale) }
        for (date, style) in [("2015-04-01", DateStyle.long), ("2015-04-02", .long), ("2000-01-31", .full), ("1999-12-31", .short), ("2001-03-21", .long), ("1066-10-14", .long)] {
            add("date \(date) \(style.rawValue)") { () throws(VocalizeError) in try dates.get().date(date, style: style) }
        }
        for time in ["00:00", "00:05", "01:00", "05:30", "12:00", "12:30", "17:45", "23:45"] {
            add("time \(time)") { () throws(VocalizeError) in try dates.get().time(time) }
        }
        for time in ["00:05", "13:15"] {
            add("time \(time) 12-hour") { () throws(VocalizeError) in try dates.get().time(time, clock: .twelveHour) }
            add("time \(time) 24-hour") { () throws(VocalizeError) in try dates.get().time(time, clock: .twentyFourHour) }
        }
        for duration in ["5h30m", "1h", "21m"] {
            add("duration \(duration)") { () throws(VocalizeError) in try dates.get().duration(duration) }
        }
        for (offset, unit) in [("-1", "day"), ("3", "hour"), ("-1", "minute"), ("1", "minute"), ("-2", "hour"), ("5", "day"), ("-5", "week"), ("2", "month"), ("-1", "year")] {
            add("relative \(offset) \(unit)") { () throws(VocalizeError) in try dates.get().relative(offset, unit: unit) }
        }

        lines.append("## phone")
        let phone = Result { () throws(VocalizeError) in try PhoneSpeaker(locale: locale) }
        let examples = (try? LocaleProfileRegistry.shared.profile(for: locale))?.phone?.examples ?? []
        if examples.isEmpty { lines.append("phone: error: the profile has no phone.examples") }
        for example in examples {
            add("phone \(example)") { () throws(VocalizeError) in try phone.get().speak(example) }
        }

        lines.append("## elements")
        let composer = Result { () throws(VocalizeError) in try UtteranceComposer(locale: locale) }
        for (name, element) in sampleElements(readerLanguage: locale.identifier) {
            add("element \(name)") { () throws(VocalizeError) in try composer.get().compose(element).text }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// About fifteen elements: every spoken trait, a toggle, a tab in a series, adjustable,
    /// custom actions, a typed value and a label in another language.
    static func sampleElements(readerLanguage: String) -> [(String, SpokenElement)] { [
        ("button", SpokenElement(label: "OK", traits: .button)),
        ("selected button", SpokenElement(label: "23", traits: [.button, .selected])),
        ("dimmed button", SpokenElement(label: "24", traits: [.button, .notEnabled])),
        ("link", SpokenElement(label: "Wikipedia", traits: [.button, .link])),
        ("header", SpokenElement(label: "Settings", traits: .header)),
        ("image", SpokenElement(label: "Logo", traits: .image)),
        ("search field", SpokenElement(label: "Search", traits: .searchField)),
        ("text field", SpokenElement(label: "Name", value: "Ada", traits: .textField)),
        ("adjustable", SpokenElement(label: "Volume", value: .percent(60), traits: .adjustable)),
        ("switch on", SpokenElement(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])),
        ("switch off", SpokenElement(label: "Bluetooth", value: "0", traits: [.button, .toggleButton])),
        ("switch mixed", SpokenElement(label: "All", value: "2", traits: [.button, .toggleButton])),
        ("tab", SpokenElement(label: "Home", traits: [.tab, .selected], position: .init(index: 1, count: 4))),
        ("actions", SpokenElement(label: "Mail", traits: .button, customActions: ["Delete", "Archive"])),
        ("number value", SpokenElement(label: "Steps", value: .number(21), traits: .staticText, hint: "Today")),
        ("silent traits", SpokenElement(label: "Play", traits: [.keyboardKey, .playsSound, .startsMediaSession])),
        ("label in English", SpokenElement(label: "Settings", value: .number(3), traits: .button, language: "en", readerLanguage: readerLanguage)),
    ] }

    /// Shows invisible and unusual spacing characters as \u{…}.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let invisible: Bool
            switch scalar.properties.generalCategory {
            case .format, .control, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned: invisible = true
            case .spaceSeparator: invisible = scalar != " "
            default: invisible = false
            }
            if invisible {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
