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
        for value in ["0", "1", "2", "21", "101", "1999", "2015", "-7", "0.05", "3.14", "54038921.7", "1e12"] {
            add("number \(value)") { () throws(VocalizeError) in try numbers.get().speak(value) }
        }
        for value in ["1", "2", "21"] {
            add("ordinal \(value)") { () throws(VocalizeError) in try numbers.get().speak(value, as: .ordinal) }
        }
        add("year 2015") { () throws(VocalizeError) in try numbers.get().speak("2015", as: .year) }
        add("percent 45") { () throws(VocalizeError) in try numbers.get().speak("45", as: .percent) }
        add("measure 21 minute") { () throws(VocalizeError) in try numbers.get().measure("21", unit: "minute") }
        add("measure 3.5 kilometer") { () throws(VocalizeError) in try numbers.get().measure("3.5", unit: "kilometer") }
        add("currency 12.50 EUR") { () throws(VocalizeError) in try numbers.get().currency("12.50", code: "EUR") }

        lines.append("## dates")
        let dates = Result { () throws(VocalizeError) in try DateSpeaker(locale: locale) }
        for (date, style) in [("2015-04-01", DateStyle.long), ("2015-04-02", .long), ("2000-01-31", .full), ("1999-12-31", .short)] {
            add("date \(date) \(style.rawValue)") { () throws(VocalizeError) in try dates.get().date(date, style: style) }
        }
        for time in ["00:00", "05:30", "12:00", "17:45"] {
            add("time \(time)") { () throws(VocalizeError) in try dates.get().time(time) }
        }
        for duration in ["5h30m", "1h", "21m"] {
            add("duration \(duration)") { () throws(VocalizeError) in try dates.get().duration(duration) }
        }
        add("relative -1 day") { () throws(VocalizeError) in try dates.get().relative("-1", unit: "day") }
        add("relative 3 hour") { () throws(VocalizeError) in try dates.get().relative("3", unit: "hour") }

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
    static func sampleElements(readerLanguage: String) -> [(String, AccessibilityElement)] { [
        ("button", AccessibilityElement(label: "OK", traits: .button)),
        ("selected button", AccessibilityElement(label: "23", traits: [.button, .selected])),
        ("dimmed button", AccessibilityElement(label: "24", traits: [.button, .notEnabled])),
        ("link", AccessibilityElement(label: "Wikipedia", traits: [.button, .link])),
        ("header", AccessibilityElement(label: "Settings", traits: .header)),
        ("image", AccessibilityElement(label: "Logo", traits: .image)),
        ("search field", AccessibilityElement(label: "Search", traits: .searchField)),
        ("text field", AccessibilityElement(label: "Name", value: "Ada", traits: .textField)),
        ("adjustable", AccessibilityElement(label: "Volume", value: .percent(60), traits: .adjustable)),
        ("switch on", AccessibilityElement(label: "Wi-Fi", value: "1", traits: [.button, .toggleButton])),
        ("switch off", AccessibilityElement(label: "Bluetooth", value: "0", traits: [.button, .toggleButton])),
        ("switch mixed", AccessibilityElement(label: "All", value: "2", traits: [.button, .toggleButton])),
        ("tab", AccessibilityElement(label: "Home", traits: [.tab, .selected], position: .init(index: 1, count: 4))),
        ("actions", AccessibilityElement(label: "Mail", traits: .button, customActions: ["Delete", "Archive"])),
        ("number value", AccessibilityElement(label: "Steps", value: .number(21), traits: .staticText, hint: "Today")),
        ("silent traits", AccessibilityElement(label: "Play", traits: [.keyboardKey, .playsSound, .startsMediaSession])),
        ("label in English", AccessibilityElement(label: "Settings", value: .number(3), traits: .button, language: "en", readerLanguage: readerLanguage)),
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
