import CVocalizeICU
import Foundation

/// Reads data written the way a language writes it on screen and speaks it.
///
/// ```swift
/// let french = try WrittenFormReader(language: "fr")
/// try french.read("12,50 €")          // .money(12.50, currency: "EUR")
/// try french.speak("1re")             // "première"
/// try french.speak("15/01/2020")      // "quinze janvier deux mille vingt"
/// try french.speak("17 h 45")         // "dix-sept heures quarante-cinq"
/// ```
///
/// ICU reads what it can: numbers with the locale's separators and digits, amounts of money
/// (currency symbols, ISO codes and names), dates in the locale's short, medium, long and full
/// patterns and in its day-month and month-year patterns, and clock times in its patterns. The
/// language's profile (`written`) says the rest: ordinal markers and the gender they carry,
/// unit symbols, day-period markers and clock words.
///
/// A written form that reads two ways is read the way the locale's region writes it:
/// "01/07/98" is January 7 in en (en-US) and 1 July in en-GB, because each reads with its own
/// region's pattern.
///
/// Readers are cheap: the language and every ICU parser are resolved once and shared.
public struct WrittenFormReader: Sendable {
    /// The language read and spoken.
    public var locale: SpeechLocale { numbers.locale }
    let numbers: NumberSpeaker
    let dates: DateLanguage
    let markers: WrittenMarkers

    /// A reader for a resolved locale.
    public init(locale: SpeechLocale) throws(VocalizeError) {
        dates = try DateLanguage.resolve(locale)
        numbers = dates.numbers
        markers = try WrittenMarkers.resolve(dates)
    }

    /// A reader for a language tag ("fr", "en-GB").
    public init(language tag: String) throws(VocalizeError) {
        try self.init(locale: SpeechLocale(tag))
    }

    // MARK: Reading

    /// The value a whole text writes, of any kind; throws `.unrecognizedWrittenForm` when the
    /// text is none of them.
    public func read(_ text: String) throws(VocalizeError) -> WrittenValue {
        let form = WrittenText(text)
        guard !form.text.isEmpty else {
            throw VocalizeError(.unrecognizedWrittenForm, "The text is empty; there is nothing to read.")
        }
        if let value = read(form, kinds: WrittenKind.allCases) ?? readWhole(form, kinds: WrittenKind.allCases) { return value }
        throw VocalizeError(
            .unrecognizedWrittenForm,
            "\"\(text)\" is not a number, ordinal, percentage, amount of money, measure, date, time or phone number as \(locale.identifier) writes them.")
    }

    /// The value a whole text writes, read only as one of `kinds` (so "1.5" may be read only as
    /// a date, or only as a number).
    public func read(_ text: String, as kinds: [WrittenKind]) throws(VocalizeError) -> WrittenValue {
        let form = WrittenText(text)
        if let value = read(form, kinds: kinds) ?? readWhole(form, kinds: kinds) { return value }
        throw VocalizeError(
            .unrecognizedWrittenForm,
            "\"\(text)\" is not \(kinds.map(\.rawValue).joined(separator: " or ")) as \(locale.identifier) writes it.")
    }

    /// What a text read whole is where no reading of its parts is (running text never reaches
    /// here: `TextSpeaker` finds its data itself): a date alone in a shape read only so
    /// (`written.numericDates`, `dateFieldOnly`: Swedish "3/5", a date in a date field or cell,
    /// perhaps three fifths in a sentence), or a year after the word that makes it one
    /// (`written.yearWordsBefore`: "năm 1975", whose word running text keeps as written);
    /// nil for any other text.
    private func readWhole(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        if kinds.contains(.year), !markers.yearWordsBefore.isEmpty, form.hasLetters, let value = readYearAfterWord(form) { return value }
        guard kinds.contains(.date), markers.numericDates.contains(where: { $0.dateFieldOnly == true }) else { return nil }
        return readNumericDateShape(form, wordBefore: nil, dateField: true)
    }

    /// Reads the text and speaks the value.
    public func speak(_ text: String) throws(VocalizeError) -> String {
        try speak(read(text))
    }

    func read(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        // A handful of kinds: looked up in the array itself (hashing a Set cost more than the
        // lookups, on every candidate a text scan tries).
        let wanted = kinds
        // "192.168.1.1": an address, no value of any kind (text leaves it as written).
        if form.isAddress { return nil }
        // "+58 (123) 123-5678 ext. 12": a phone number and its extension.
        if wanted.contains(.phone), !markers.phoneExtensionMarks.isEmpty, form.hasLetters, let value = readPhoneExtension(form) { return value }
        // Cheapest and most specific first: a phone number is not a quantity, a percentage or
        // an ordinal is not a bare number.
        // "15/01/2020", "01.07.98": a date in digits before the phone number its digits could be.
        if wanted.contains(.date), form.isNumericDate, let value = readDate(form) ?? readNumericDate(form) { return value }
        // "02.01.2000" in Swedish, "17.06" in French, "11-2024" in Hindi: a date in digits in an
        // order the language writes beyond its patterns (`written.numericDates`).
        if wanted.contains(.date), !markers.numericDates.isEmpty, let value = readNumericDateShape(form, wordBefore: nil) { return value }
        // "2010. IV. 1.", "IV. 1.": a month in Roman numerals (`written.romanNumeralMonths`).
        if wanted.contains(.date), form.hasLetters, let arabic = markers.arabicMonths(form.normalized),
            let value = read(WrittenText(arabic), kinds: [.date]), value.kind == .date
        {
            return value
        }
        // "4. 1.", "04. 01.": a month and day in the locale's month-day pattern (`written.numericMonthDay`).
        if wanted.contains(.date), markers.numericMonthDay, !form.isNumericDate, let value = readNumericMonthDay(form) { return value }
        // "5.5.", "1.7. alkaen": a day and month with their closing dots, in the locale's order.
        if wanted.contains(.date), form.normalized.utf8.last == UInt8(ascii: "."), let value = readDayMonth(form) { return value }
        // Three groups with a one- or two-digit middle one is a date's shape, never a phone
        // number's: an impossible date ("31.02.2020") is left unread, not read as digits.
        if wanted.contains(.phone), form.looksLikePhone, !form.isNumericDate, let value = readPhone(form) { return value }
        // A bare number is a year or a number to dial only when the caller says so (a year
        // field, a phone field: "2025", "112"); the text alone is a number.
        if !wanted.contains(.number), form.hasDigits, !form.hasNonDigits {
            if wanted.contains(.year), form.digitCount <= 4, let year = Int(form.normalized), year > 0 { return .year(year) }
            if wanted.contains(.phone), let value = readShortPhone(form.normalized) { return value }
        }
        // "1980s": a decade, before its mark is taken for a unit (seconds).
        if wanted.contains(.year), let value = readDecade(form) { return value }
        // "2025 г.": a year with its mark, before the mark is taken for a unit (grams).
        if wanted.contains(.year), let value = readMarkedYear(form) { return value }
        // A currency sign ("12,50 €") is money's, or a rate's or range's of money: the readers
        // of numbers, ordinals, percentages and times are not asked (each would fail, at a cost).
        let mayBeQuantity = !form.hasCurrencySign
        // The profile's marks first: German "3." is an ordinal before it is the number 3.
        if mayBeQuantity, wanted.contains(.ordinal), let value = readOrdinal(form) { return value }
        if mayBeQuantity, wanted.contains(.number), let value = readNumber(form) { return value }
        if mayBeQuantity, wanted.contains(.percent), let value = readPercent(form) { return value }
        // "ร้อยละ 50": the language's word for per cent before the number (`PercentWords`).
        if mayBeQuantity, wanted.contains(.percent), form.hasLetters, let value = readPercentWord(form) { return value }
        // "3 h" is three hours before it is three o'clock; "8 Uhr" and "17:45" are no measure.
        // "2 h 30 min", "2 godz. 30 min.", "2時間30分", "15 h 10 min 40 seg": a length of time in parts.
        if mayBeQuantity, wanted.contains(.duration), form.digitCount >= 2, let value = readDurationInParts(form) { return value }
        if wanted.contains(.measure), let value = readMeasure(form) { return value }
        if wanted.contains(.measure), markers.dimensionWord != nil, let value = readDimensions(form) { return value }
        // "1/2 ft", "1 1/2", "2과3/4L", "½": a fraction where its shape says it is one.
        if wanted.contains(.measure) || wanted.contains(.number), form.hasFractionShape, let value = readFraction(form),
            wanted.contains(value.kind)
        {
            return value
        }
        if mayBeQuantity, wanted.contains(.time), let value = readTime(form) { return value }
        // "kl. 00.05", "klo 0.05": a time after the clock's own word, which its spoken form says.
        if mayBeQuantity, wanted.contains(.time), form.hasLetters, let value = readTimeAfterClockWord(form) { return value }
        // "9時半", "25時", "2時頃", "深夜1時": a time with marks and words said as written.
        if mayBeQuantity, wanted.contains(.time), form.hasNonDigits, let value = readClockPhrase(form) { return value }
        if wanted.contains(.money), form.hasNonDigits, let value = readMoney(form) { return value }
        // "kr 99,-", "2,5 mkr": money with the profile's marks (`MoneyMarks`).
        if wanted.contains(.money), form.hasNonDigits, let value = readMoneyMarks(form) { return value }
        // "2,5 millones", "$2.5 million", "250万円": a word for a power of ten after the digits.
        if wanted.contains(.money) || wanted.contains(.number), let value = readScaled(form, kinds: wanted) { return value }
        // "1億2000万", "3조 5000억": a number in groups with their scale words (`ScaleGroups`).
        if wanted.contains(.number), let value = readScaleGroups(form) { return value }
        if wanted.contains(.date), !form.isNumericDate, let value = readDate(form) { return value }
        // "Jul 25 2012" on a Japanese screen: another language's month names (`written.monthNamesFrom`).
        if wanted.contains(.date), !form.isNumericDate, form.hasLetters, let value = readDateInOtherLanguage(form) { return value }
        // "۱۵ ژانویهٔ ۲۰۲۰" on a Persian screen: another calendar's month names (`written.dateCalendars`).
        if wanted.contains(.date), !form.isNumericDate, form.hasLetters, !markers.dateCalendars.isEmpty, let value = readDateInOtherCalendar(form) {
            return value
        }
        // "24 lipca 2013 r.": a date whose year carries the language's year mark.
        if wanted.contains(.date), form.hasLetters, let value = readDateWithYearMark(form) { return value }
        // "令和4年", "21世紀", "1990年代", "令和4年9月25日(日)": counts of years and era dates.
        if form.hasNonDigits, let value = readCalendarCount(form, kinds: wanted) { return value }
        if wanted.contains(.measure), let value = readMeasureIgnoringCase(form) { return value }
        // "14:30 UTC", "1:59 p.m. EST", "20:00 GMT+1": a time and its zone.
        if wanted.contains(.time), form.hasLetters, let zoned = markers.timeZoneSuffix(form.normalized),
            let time = read(WrittenText(String(zoned.rest)), kinds: [.time]), time.kind == .time
        {
            return .zoned(time, zone: zoned.zone, offsetMinutes: zoned.offsetMinutes)
        }
        // "10時から18時", "9月5日から9月10日まで": two values with a range's words around them.
        if wanted.count > 1, form.hasNonDigits, let value = readWordRange(form, kinds: wanted) { return value }
        // "14:00-16:00", "20–30 min": two values with a range's dash between them.
        if wanted.count > 1, form.digitCount >= 2, let value = readRange(form, kinds: wanted) { return value }
        // "9,99 €/Monat", "$20/mo", "12 kg/h" whose symbol is no unit of its own: a value per a unit.
        if wanted.contains(.money) || wanted.contains(.measure) || wanted.contains(.number), let value = readRate(form, kinds: wanted) {
            return value
        }
        // "2025-ig", "17:45-kor", "2025'te": a value with a suffix joined to it.
        if let joined = markers.joinedSuffixes, form.hasLetters, let split = joined.split(form.text),
            let value = read(WrittenText(String(split.data)), kinds: kinds)
        {
            let lastWord = split.data.last?.isLetter == true ? split.data.split(separator: " ").last.map(String.init) : nil
            return .suffixed(value, suffix: split.suffix, written: String(form.text[split.data.endIndex...]), lastWord: lastWord)
        }
        // Other phone shapes: digits and separators, or a vanity number ("1-800-FLOWERS") — never
        // a text with words in it.
        if wanted.contains(.phone), !form.looksLikePhone, !form.isNumericDate, !form.isQuantityOrTimeShape, form.digitCount >= 7,
            form.text.allSatisfy({ !$0.isLetter || ($0.isASCII && $0.isUppercase) }), let value = readPhone(form)
        {
            return value
        }
        return nil
    }

    // MARK: Kinds

    /// The ICU locales to parse with: the language's own, and for text in Latin digits where
    /// the language writes its own digits (Arabic), its Latin-digit variant ("ar@numbers=latn").
    /// A language that writes Latin digits already (French, whose grouping separator is no
    /// ASCII either) has no variant: "fr@numbers=latn" reads exactly as "fr" does, and trying it
    /// again after a failed reading cost a second collection of ICU's currency names (4.2 M).
    private func parsingLocales(for form: WrittenText) -> [String] {
        let own = locale.icuIdentifier
        guard form.text.unicodeScalars.contains(where: { $0.value >= 0x30 && $0.value <= 0x39 }),
            let parser = try? ICUCatalog.numberParser(localeID: own), parser.groupingSeparator > 0x7F, parser.zeroDigit != 0x30
        else { return [own] }
        return [own, own + (own.contains("@") ? ";" : "@") + "numbers=latn"]
    }

    private func number(_ text: String) -> DecimalNumber? {
        // "1.000", "100.000" where decimals take a comma (Hungarian, whose thousands ICU groups
        // with a space): groups of three after dots are thousands, never a decimal's zeros.
        if Self.isDotGroupedInteger(text), !decimalSeparatorIsDot(for: WrittenText(text)) {
            return DecimalNumber(canonical: text.filter { $0 != "." })
        }
        if !markers.ungroupedDecimalSeparators.isEmpty, let decimal = ungroupedDecimal(text) { return decimal }
        return try? DecimalNumber(parsing: text, locale: locale)
    }

    /// "7,99", "6798,9", "-1,18": digits, one of the profile's other decimal separators
    /// (`written.ungroupedDecimalSeparators`) and digits, where it cannot group thousands —
    /// not one to three digits before exactly three ("658,888" stays a thousands group).
    private func ungroupedDecimal(_ text: String) -> DecimalNumber? {
        let digits = WrittenText(text).normalized
        let unsigned = digits.hasPrefix("-") ? digits.dropFirst() : Substring(digits)
        guard let separator = unsigned.firstIndex(where: { !$0.isASCIIDigit }), markers.ungroupedDecimalSeparators.contains(unsigned[separator])
        else { return nil }
        let whole = unsigned[..<separator]
        let fraction = unsigned[unsigned.index(after: separator)...]
        guard !whole.isEmpty, !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit),
            !((1...3).contains(whole.count) && fraction.count == 3)
        else { return nil }
        return DecimalNumber(canonical: (digits.hasPrefix("-") ? "-" : "") + String(whole) + "." + String(fraction))
    }

    /// Whether the text's digits are written with a dot for decimals: the language's own, or for
    /// Latin digits where the language writes its own, its Latin-digit variant's (Arabic with
    /// Latin digits writes "21.832" for a decimal, "٢١٫٨٣٢" with its own).
    private func decimalSeparatorIsDot(for form: WrittenText) -> Bool {
        guard let localeID = parsingLocales(for: form).last, let parser = try? ICUCatalog.numberParser(localeID: localeID) else { return true }
        return parser.decimalSeparator == 0x2E
    }

    /// "1.000", "12.345.678": one to three digits, then groups of three after dots.
    private static func isDotGroupedInteger(_ text: String) -> Bool {
        var dots = 0
        var groupLength = 0
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                groupLength += 1
            } else if byte == 0x2E {
                guard dots == 0 ? (1...3).contains(groupLength) : groupLength == 3 else { return false }
                dots += 1
                groupLength = 0
            } else {
                return false
            }
        }
        return dots >= 1 && groupLength == 3
    }

    /// A year of four digits with a mark after it, with or without a space ("2025 г.", "2001 год").
    private func readMarkedYear(_ form: WrittenText) -> WrittenValue? {
        guard !markers.yearMarks.isEmpty else { return nil }
        let text = form.normalized
        if text.utf8.count >= 5, text.utf8.prefix(4).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let year = Int(text.prefix(4)) {
            var rest = text.dropFirst(4)
            let spaced = rest.first == " "
            if spaced { rest = rest.dropFirst() }
            // A mark read only against the digits ("٢٠٢٥م") is another symbol after a space ("١٠٠ م", "٥ م").
            if let mark = markers.yearMarks.first(where: { $0.text == rest && !(spaced && $0.joined == true) }) { return .markedYear(year, mark: mark) }
        }
        // "10.000 a. C.", "500 f.Kr.": a year of any length before an era.
        guard let space = text.firstIndex(of: " "), let mark = markers.yearMarks.first(where: { $0.era == true && $0.text == text[text.index(after: space)...] }),
            case .number(let value)? = readNumber(WrittenText(String(text[..<space]))), value.isInteger, !value.isNegative,
            value.integerDigits.count <= 6, let year = Int(value.integerDigits), year > 0
        else { return nil }
        return .markedYear(year, mark: mark)
    }

    /// A year of four digits after one of the words that make a number a year
    /// (`written.yearWordsBefore`) and a space: "năm 1975". Nil for any other text.
    private func readYearAfterWord(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard let space = text.lastIndex(of: " ") else { return nil }
        let word = text[..<space]
        let digits = text[text.index(after: space)...]
        guard digits.count == 4, digits.allSatisfy(\.isASCIIDigit), digits.first != "0", let year = Int(digits),
            markers.yearWordsBefore.contains(word.lowercasedWithASCIIFastPath())
        else { return nil }
        return .wordedYear(year, word: String(word))
    }

    /// "12.15", "1.00": an hour and minutes joined by a dot, in a language that writes times
    /// with a dot (`written.minuteSeparators`) and decimals with another separator — a clock
    /// time's shape there, never a number's (French "17.06" is a date, Arabic "17.17" a decimal).
    private func isDottedClockShape(_ form: WrittenText) -> Bool {
        markers.minuteSeparators.contains(Character(".")) && isDottedHourMinute(form)
    }

    /// "17.06", "14.30": one or two digits, a dot and two, in a language whose decimals take
    /// another separator: no number there (a time, or a date without its year), whatever it is.
    private func isDottedHourMinute(_ form: WrittenText) -> Bool {
        let text = form.normalized.utf8
        guard (4...5).contains(text.count), let dot = text.firstIndex(of: 0x2E), text.allSatisfy({ $0 == 0x2E || ($0 >= 0x30 && $0 <= 0x39) }),
            text.distance(from: dot, to: text.endIndex) == 3, let hour = Int(form.normalized.prefix(while: { $0 != "." })), hour < 24,
            let minute = Int(form.normalized.suffix(2)), minute < 60,
            !decimalSeparatorIsDot(for: form)
        else { return false }
        return true
    }

    /// A year of four digits ending in 0 with the profile's decade mark right after it ("1980s").
    private func readDecade(_ form: WrittenText) -> WrittenValue? {
        guard !markers.decadeMarks.isEmpty else { return nil }
        let text = form.normalized
        // "'80s": a decade without its century, its two digits after an apostrophe.
        if text.first == "'" || text.first == "\u{2019}" {
            let digits = text.dropFirst().prefix(2)
            guard digits.count == 2, digits.allSatisfy(\.isASCIIDigit), digits.last == "0", digits.first != "0", let year = Int(digits),
                markers.decadeMarks.contains(String(text.dropFirst(3)))
            else { return nil }
            return .decade(year)
        }
        guard text.utf8.count >= 5, text.utf8.prefix(4).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), text.utf8.dropFirst(3).first == 0x30,
            let year = Int(text.prefix(4)), year >= 1000, markers.decadeMarks.contains(String(text.dropFirst(4)))
        else { return nil }
        return .decade(year)
    }

    /// "01 h", "1.05 h" where the language writes times with a dot: digits shaped like a clock
    /// hour before a unit.
    private func isClockShapedHourMeasure(_ digits: String) -> Bool {
        if digits.count == 2, digits.first == "0", digits.allSatisfy(\.isASCIIDigit) { return true }
        return isDottedClockShape(WrittenText(digits))
    }

    private func readNumber(_ form: WrittenText) -> WrittenValue? {
        guard form.hasDigits, !isDottedHourMinute(form) else { return nil }
        // "004", "0001": a leading zero is written only where the digits count nothing.
        if form.digitCount >= 2, !form.hasNonDigits, form.normalized.utf8.first == 0x30 { return .digits(form.normalized) }
        if let value = number(form.text) ?? (form.isNormalized ? nil : number(form.normalized)) {
            return .number(value)
        }
        return nil
    }

    /// A short number to dial ("911", "112", "3949") read as a phone number, when a word before
    /// it says it is one (`written.phoneWordsBefore`); nil when the region has no such number.
    func readShortPhone(_ text: String) -> WrittenValue? {
        let form = WrittenText(text)
        guard (2...6).contains(form.digitCount), !form.hasNonDigits else { return nil }
        return readPhone(form)
    }

    /// A number after a word to dial it ("Llámanos al 912 345 678", "Volejte 601 123 456"):
    /// a short number, or digits in groups that the region's metadata takes for a phone number
    /// (a grouped quantity such as "601 123 456" is one only after such a word).
    func readDialledNumber(_ text: String) -> WrittenValue? {
        if let short = readShortPhone(text) { return short }
        let form = WrittenText(text)
        guard (7...15).contains(form.digitCount),
            form.normalized.allSatisfy({ $0.isASCIIDigit || $0 == " " || $0 == "-" || $0 == "." || $0 == "(" || $0 == ")" || $0 == "+" }),
            let speaker = try? PhoneSpeaker(locale: locale), form.normalized.first == "+" || speaker.isRegionNumber(form.normalized)
        else { return nil }
        return readPhone(form, speaker: speaker)
    }

    /// A phone number, a mark of the profile's for an extension and the extension's digits
    /// ("(11) 3333-4444 ext. 12", "08 790 7559 ankn. 32").
    private func readPhoneExtension(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard let space = text.lastIndex(of: " ") else { return nil }
        let digits = text[text.index(after: space)...]
        let beforeDigits = text[..<space]
        guard (1...6).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let markSpace = beforeDigits.lastIndex(of: " "),
            let word = markers.phoneExtensionMarks[beforeDigits[beforeDigits.index(after: markSpace)...].lowercasedWithASCIIFastPath()]
        else { return nil }
        let number = WrittenText(String(beforeDigits[..<markSpace]))
        guard number.digitCount >= 7, !number.hasLetters, let phone = readPhone(number) else { return nil }
        return .phoneExtension(phone, word: word, digits: String(digits))
    }

    private func readPhone(_ form: WrittenText, speaker given: PhoneSpeaker? = nil) -> WrittenValue? {
        guard let speaker = given ?? (try? PhoneSpeaker(locale: locale)), (try? speaker.parse(form.normalized)) != nil else { return nil }
        return .phone(form.normalized)
    }

    private static let percentSigns: [Character] = ["%", "٪", "％"]

    private func readPercent(_ form: WrittenText) -> WrittenValue? {
        var text = Substring(form.normalized)
        if let last = text.last, Self.percentSigns.contains(last) {
            text = text.dropLast()
        } else if let first = text.first, Self.percentSigns.contains(first) {
            text = text.dropFirst()
        } else {
            return nil
        }
        let core = String(text).trimmingSpaces
        guard core.count == text.count || core.count + 1 == text.count, let value = number(core) else { return nil }
        return .percent(value)
    }

    private func readOrdinal(_ form: WrittenText) -> WrittenValue? {
        let whole = form.normalized
        guard form.hasDigits else { return nil }
        for marker in markers.ordinals {
            // A mark after the digits that ends in an ASCII character: the text ends in it too
            // (no canonically equivalent form ends otherwise), tested on one byte.
            if (marker.position ?? .after) == .after, let last = marker.text.utf8.last, last < 0x80, whole.utf8.last != last { continue }
            // "al 3-lea": the mark's word before the number is part of the ordinal.
            guard let text = marker.withoutWordBefore(whole) else { continue }
            let digits: Substring
            switch marker.position ?? .after {
            case .after:
                guard text.hasSuffix(marker.text) else { continue }
                digits = text.dropLast(marker.text.count)
            case .before:
                guard text.hasPrefix(marker.text) else { continue }
                digits = text.dropFirst(marker.text.count)
            }
            guard !digits.isEmpty, marker.fits(digits) else { continue }
            if digits.count <= 18, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = DecimalNumber(canonical: String(digits)) {
                return .ordinal(number, gender: marker.gender)
            }
            // "1,000th", "1.000.º", "100 000.º": thousands grouped as the language groups them.
            let grouped = digits.last == "." && marker.text.first != "." ? digits.dropLast() : digits
            if WrittenText.isGroupedNumber(String(grouped)), let number = number(String(grouped)), number.isInteger, !number.isNegative,
                number.integerDigits.count <= 15
            {
                return .ordinal(number, gender: marker.gender)
            }
        }
        return nil
    }

    /// Two or more whole amounts, each with the language's symbol for a unit of time, the
    /// units from larger to smaller ("2 h 30 min", "3시간 15분"): a duration. A clock's marks
    /// ("17 h 45") are no unit of their own, so a time of day is never read so.
    private func readDurationInParts(_ form: WrittenText) -> WrittenValue? {
        // On the bytes first: digits, then (past spaces) the first character of a unit symbol.
        let bytes = form.normalized.utf8
        guard let first = bytes.first, first >= 0x30 && first <= 0x39 else { return nil }
        if let next = bytes.first(where: { !($0 >= 0x30 && $0 <= 0x39) && $0 != 0x20 }), next < 0x80,
            markers.units(startingWith: Character(Unicode.Scalar(next))).isEmpty,
            !markers.durationPartUnits.contains(where: { $0.symbol.utf8.first == next })
        {
            return nil
        }
        let text = Array(form.normalized)
        var index = 0
        var parts: [WrittenMeasure] = []
        var spaced = false
        var previous = DurationUnit.year
        func skipSpaces() { while index < text.count, text[index] == " " { index += 1 } }
        while index < text.count {
            var amount = 0
            let digitsStart = index
            while index < text.count, let digit = text[index].wholeNumberValue, text[index].isASCII, index - digitsStart < 6 {
                amount = amount * 10 + digit
                index += 1
            }
            guard index > digitsStart else { return nil }
            if !parts.isEmpty, digitsStart > 0, text[digitsStart - 1] == " " { spaced = true }
            skipSpaces()
            let rest = text[index...]
            // A unit of time, or a symbol that is one inside a duration ("m" of "1h30m").
            func timeUnit(_ found: (symbol: String, unit: String)?) -> (symbol: String, unit: DurationUnit)? {
                guard let found, let unit = DurationUnit.allCases.first(where: { $0.icuUnit == found.unit }) else { return nil }
                return (found.symbol, unit)
            }
            guard let (symbol, durationUnit) = timeUnit(markers.units(startingWith: rest.first).first(where: { rest.starts(with: $0.symbol) }))
                ?? timeUnit(markers.durationPartUnits.first(where: { rest.starts(with: $0.symbol) })),
                durationUnit >= .day, durationUnit > previous
            else { return nil }
            let unit = durationUnit.icuUnit
            index += symbol.count
            // A symbol must not be the start of a longer word ("2 h 30 minutes" has its own symbol).
            if index < text.count, text[index].isLetter { return nil }
            parts.append(WrittenMeasure(amount: DecimalNumber(amount), unit: unit))
            previous = durationUnit
            skipSpaces()
        }
        return parts.count >= 2 ? .measures(parts, spaced: spaced) : nil
    }

    private func readMeasure(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard let last = text.last, markers.unitEndings.contains(last) else { return nil }
        return readMeasure(text, units: markers.units(endingWith: text.last))
    }

    /// "12KG", "2 kwh": a unit symbol written in another case, when only one symbol folds to it;
    /// tried after money ("1 Ft" is forints, "100 SEK" kronor, not feet or seconds).
    private func readMeasureIgnoringCase(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard let written = text.last, written.isLetter, let last = written.lowercased().last else { return nil }
        let lowered = text.lowercasedWithASCIIFastPath()
        var best: (symbol: String, unit: String)?
        for (symbol, unit) in markers.unitsIgnoringCase where symbol.last == last && lowered.hasSuffix(symbol) && symbol.count > (best?.symbol.count ?? 0) {
            best = (symbol, unit)
        }
        guard let best, markers.unit(symbol: String(text.suffix(best.symbol.count))) == nil else { return nil }
        return readMeasure(String(text.dropLast(best.symbol.count)) + best.symbol, units: [best])
    }

    /// A number and a unit symbol that is also a day-period mark ("٥ م"), read as the measure
    /// even where the 12-hour clock writes it so: for a number after a word that makes it one
    /// (`written.measureWordsBefore`: "على بعد ٥ م"). Nil for any other text.
    func readMeasureMarkingDayPeriod(_ form: WrittenText) -> WrittenValue? {
        let text = form.normalized
        guard !markers.unitsMarkingDayPeriods.isEmpty, let last = text.last, markers.unitEndings.contains(last) else { return nil }
        let units = markers.units(endingWith: last).filter { markers.unitsMarkingDayPeriods.contains($0.symbol) }
        return units.isEmpty ? nil : readMeasure(text, units: units, clockFirst: false)
    }

    private func readMeasure(_ text: String, units: [(symbol: String, unit: String)], clockFirst: Bool = true) -> WrittenValue? {
        // A language's hour mark ("8 h" in French) writes a clock time; the same symbol
        // elsewhere ("3 h" in Spanish) is a duration, and so is it after a number of hours no
        // clock shows ("24h", "36 h"). A mark written only before minutes ("g" in "14g30") is
        // a unit after a bare number ("500g").
        for (symbol, unit) in units {
            guard text.count > symbol.count, text.hasSuffix(symbol) else { continue }
            let amount = text.dropLast(symbol.count)
            // "12 kg", "12kg"; a letter symbol must not be the end of a word ("5 akm").
            let core = String(amount).trimmingSpaces
            guard core.count >= amount.count - 1, let last = core.last, last.isNumber,
                let value = number(core) ?? number(WrittenText(core).normalized)
            else { continue }
            if let maximum = markers.unitMaximums[symbol], value.isNegative || (Int(value.integerDigits) ?? .max) > maximum { continue }
            // A symbol that is also a day-period mark ("م", the metre and the afternoon in
            // CLDR 42 ar): a number the 12-hour clock writes with that mark ("٥ م", the
            // locale's "h a") is the time; any other ("١٠٠ م", "٢٫٥ م", "٠ م") the unit.
            if clockFirst, markers.unitsMarkingDayPeriods.contains(symbol), markers.clockTime(text) != nil { continue }
            if markers.hourMarkers.contains(symbol), !markers.hourMarkersBeforeMinutes.contains(symbol),
                !(value.isInteger && !value.isNegative && (Int(value.integerDigits) ?? 0) >= 24)
            {
                continue
            }
            // "01 h", "1.05 h": an hour written with a leading zero or with minutes after a dot
            // is a time of day, not a number of hours (durations are not padded, nor h.mm).
            if unit == "hour", isClockShapedHourMeasure(core) { return nil }
            return .measure(value, unit: unit)
        }
        return nil
    }

    /// "200x10", "५x५", "2×2×2": two or three numbers with "x" or "×" between them, unspaced,
    /// a size (read only where the language names the sign's word).
    private func readDimensions(_ form: WrittenText) -> WrittenValue? {
        let sides = form.normalized.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "×" })
        guard (2...3).contains(sides.count), sides.allSatisfy({ !$0.isEmpty && $0.first?.isASCIIDigit == true && $0.last?.isASCIIDigit == true }) else { return nil }
        var numbers: [DecimalNumber] = []
        for side in sides {
            guard case .number(let value)? = readNumber(WrittenText(String(side))), !value.isNegative else { return nil }
            numbers.append(value)
        }
        return .dimensions(numbers)
    }

    private func readMoney(_ form: WrittenText) -> WrittenValue? {
        // The style the text can be in: a symbol ("€", "US$"), an ISO code ("EUR"), else a
        // name ("euros"); ICU's currency parsing is costly, so only those are tried.
        var styles: [ICUCurrencyParser.Style] = []
        let capital = form.text.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
        func add(_ added: [ICUCurrencyParser.Style]) {
            for style in added where !styles.contains(style) { styles.append(style) }
        }
        if form.hasCurrencySign { add([.symbol, .pluralName, .isoCode]) }
        if capital { add([.symbol, .isoCode]) }
        if form.hasLetters { add([.symbol, .pluralName]) }
        if styles.first == .symbol, let value = readOwnCurrency(form) { return value }
        // "1er avril": a month's name is no currency's, and ICU's currency parse collects every
        // currency's names at its first use (10 M instructions in a cold start).
        if !styles.contains(.isoCode), namesAMonth(form) { styles = [] }
        for localeID in parsingLocales(for: form) {
        for style in styles {
            for candidate in form.spacingVariants {
                // A symbol ICU gives to a withdrawn currency ("р." for the RUR of 1991–1998) is
                // not read as that currency: today's money is meant.
                guard let parser = try? WrittenCatalog.currencyParser(localeID: localeID, style: style),
                    let (amount, code) = parser.parse(candidate), let value = DecimalNumber(canonical: amount),
                    Self.isCurrentCurrency(code)
                else { continue }
                return .money(value, currency: code)
            }
        }
        }
        // "12,000원", "100 руб.": a currency word the profile names, before or after the number.
        let text = form.normalized
        for (symbol, code) in markers.currencies {
            let amount: Substring
            if text.hasSuffix(symbol) {
                amount = text.dropLast(symbol.count)
            } else if text.hasPrefix(symbol) {
                amount = text.dropFirst(symbol.count)
            } else {
                continue
            }
            let core = String(amount).trimmingSpaces
            if core.count >= amount.count - 1, let value = number(core) { return .money(value, currency: code) }
        }
        // "12 EUR", "EUR 12", "1 chf": an ISO code ICU knows beside a number written the
        // locale's way; in lower case only one that spells no word ("top 10" is no paʻanga).
        let words = form.normalized.split(separator: " ")
        guard words.count == 2 else { return nil }
        for (written, amount) in [(words[1], words[0]), (words[0], words[1])] {
            if let code = markers.currencyCode(written), let value = number(String(amount)) {
                return .money(value, currency: code)
            }
        }
        return nil
    }

    /// Whether a word of the text (three letters or more, a closing dot left out) is one of the
    /// language's month names.
    private func namesAMonth(_ form: WrittenText) -> Bool {
        guard form.hasLetters else { return false }
        for word in form.normalized.lowercasedWithASCIIFastPath().split(whereSeparator: { !$0.isLetter && $0 != "." }) {
            let bare = word.last == "." ? word.dropLast() : word
            if bare.count >= 3, markers.isMonthName(bare) { return true }
        }
        return false
    }

    /// "12,50 €", "€ 12,50", "$12.50" in Mexican Spanish: an amount in the plain shape and the
    /// locale's own currency symbol before or after it, read as ICU's currency parse reads it
    /// (the amount without its written trailing zeros, the locale's currency) without ICU's
    /// parser tables, which cost more than the rest of a cold start's reading.
    private func readOwnCurrency(_ form: WrittenText) -> WrittenValue? {
        guard let own = OwnCurrency.of(localeID: locale.icuIdentifier) else { return nil }
        // Compared as bytes: the symbol is one precomposed form, as ICU compares it.
        let text = Array(form.text.utf8)
        let symbol = own.symbol
        guard text.count > symbol.count else { return nil }
        var amount: ArraySlice<UInt8>
        if text.suffix(symbol.count).elementsEqual(symbol) {
            amount = text.dropLast(symbol.count)
        } else if text.prefix(symbol.count).elementsEqual(symbol) {
            amount = text.dropFirst(symbol.count)
        } else {
            return nil
        }
        // One space of the three kinds (U+0020, U+00A0, U+202F) at most between them.
        let spaces: [[UInt8]] = [[0x20], [0xC2, 0xA0], [0xE2, 0x80, 0xAF]]
        if let space = spaces.first(where: { amount.starts(with: $0) }) {
            amount = amount.dropFirst(space.count)
        } else if let space = spaces.first(where: { amount.reversed().starts(with: $0.reversed()) }) {
            amount = amount.dropLast(space.count)
        }
        guard case .number(let value) = DecimalNumber.plainReading(of: String(decoding: amount, as: UTF8.self), symbols: own.numbers)
        else { return nil }
        return .money(value, currency: own.code)
    }

    /// The parts of the day written with a time ("저녁 8시"), derived when first asked for.
    var dayPeriodWords: DayPeriodWords { DayPeriodWords.resolve(dates) }
    /// The language's words for powers of ten (derived from ICU once per language, on first use).
    var scaleWords: ScaleWords { ScaleWords.resolve(dates, profileWords: markers.scaleWords) }

    /// A number or amount with a scale word after its digits: the word taken out, the rest
    /// read as an amount (the currency before the number, after it, or after the word:
    /// "2 Mio. €", "250万円") or, for a word that is no short form, as a number.
    private func readScaled(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        guard form.hasDigits, form.hasNonDigits, form.hasLetters else { return nil }
        let characters = Array(form.normalized)
        // A letter right after the digits, or after them and one space, or there is no scale
        // word (checked before the words are derived, which costs ICU formatting).
        guard characters.indices.contains(where: { index in
            index > 0 && characters[index].isLetter
                && (characters[index - 1].isNumber || (index > 1 && characters[index - 1] == " " && characters[index - 2].isNumber))
        }), let found = scaleWords.find(in: characters) else { return nil }
        var rest = String(characters[..<found.range.lowerBound]).trimmingWhitespace()
        var after = String(characters[found.range.upperBound...]).trimmingWhitespace()
        // "1tr5", "2t3 vnd": digits written against the scale word continue the number in its
        // unit (1,5 triệu), said as the whole amount it is.
        var continued: String?
        if markers.scaleWordsInsideNumbers, found.range.lowerBound > 0, characters[found.range.lowerBound - 1].isASCIIDigit,
            rest.allSatisfy(\.isASCIIDigit), found.range.upperBound < characters.count, characters[found.range.upperBound].isASCIIDigit
        {
            let digits = after.prefix(while: \.isASCIIDigit)
            if (1...3).contains(digits.count) {
                continued = String(digits)
                after = String(after.dropFirst(digits.count)).trimmingWhitespace()
            }
        }
        if !after.isEmpty {
            // "30억 원" → "30 원"; "250万円" → "250円" where words are written together.
            rest += numbers.language.wordSeparator.isEmpty ? after : " " + after
        }
        let amount = WrittenText(rest)
        if let continued {
            guard let mantissa = DecimalNumber(canonical: String(characters[..<found.range.lowerBound]) + "." + continued) else { return nil }
            let whole = mantissa.scaled(by: found.exponent)
            if kinds.contains(.money), amount.hasNonDigits, case .money(_, let code)? = readMoney(amount) { return .money(whole, currency: code) }
            return kinds.contains(.number) && after.isEmpty && !found.moneyOnly ? .number(whole) : nil
        }
        if kinds.contains(.money), amount.hasNonDigits, case .money(let value, let code)? = readMoney(amount) {
            return .scaled(value, exponent: found.exponent, currency: code)
        }
        // "2,5 millones de euros", "2,5 millions d'euros": a word between the scale word and the
        // currency, taken when the language's own amount of that power says it there.
        if kinds.contains(.money), let connected = readConnectedAmount(before: characters[..<found.range.lowerBound], after: after, exponent: found.exponent) {
            return connected
        }
        // "100 million kg", "3,2 млн л": a unit after the scale word.
        if kinds.contains(.measure), !found.moneyOnly, !after.isEmpty,
            case .measure(let value, let unit)? = readMeasure(amount) ?? readMeasureIgnoringCase(amount)
        {
            return .scaledMeasure(value, exponent: found.exponent, unit: unit)
        }
        guard kinds.contains(.number), !found.moneyOnly, after.isEmpty, case .number(let value)? = readNumber(amount) else { return nil }
        return .scaled(value, exponent: found.exponent, currency: nil)
    }

    /// An amount whose currency follows its scale word after a linking word ("de euros",
    /// "d'euros", "di euro"): read when the language's amount of that power in that currency
    /// says the same word there (see `currencyAfterScale`).
    private func readConnectedAmount(before: ArraySlice<Character>, after: String, exponent: Int) -> WrittenValue? {
        let apostrophes: Set<Character> = ["'", "\u{2019}"]
        let link: Substring
        let name: Substring
        if let space = after.firstIndex(of: " ") {
            (link, name) = (after[..<space], after[after.index(after: space)...])
        } else if let mark = after.firstIndex(where: { apostrophes.contains($0) }) {
            (link, name) = (after[...mark], after[after.index(after: mark)...])
        } else {
            return nil
        }
        guard !link.isEmpty, !name.isEmpty, link.count <= 4 else { return nil }
        let amount = WrittenText(String(before).trimmingWhitespace() + " " + name)
        guard case .money(let value, let code)? = readMoney(amount),
            let spoken = try? currencyAfterScale(code, exponent: exponent)
        else { return nil }
        func plain(_ text: some StringProtocol) -> String { String(text.lowercasedWithASCIIFastPath().map { apostrophes.contains($0) ? "'" : $0 }) }
        let said = plain(spoken)
        let written = plain(link)
        guard said.hasPrefix(written), written.last == "'" || said.dropFirst(written.count).first == " " else { return nil }
        return .scaled(value, exponent: exponent, currency: code)
    }

    /// A code of a currency in use today: a withdrawn one ("SDD", the Sudanese dinar of
    /// 1992–2007) beside a number is text, not money.
    private static func isCurrentCurrency(_ code: String) -> Bool {
        vz_currency_is_current(Array(code.utf16) + [0]) == 1
    }

    // MARK: Ranges

    /// The kinds a range joins.
    private static let rangedKinds: Set<WrittenKind> = [.number, .time, .money, .percent, .measure, .date, .duration, .year]

    /// Whether `between` (the text between two values of these kinds) is a range's dash: an en
    /// dash or a wave dash ("〜", "~"), spaced or not; a hyphen unspaced ("5 - 3" is a
    /// subtraction), or spaced between two times or dates, which no one subtracts ("10:00 -
    /// 12:00"). The kinds must be the same, or a number before a value that shares its unit
    /// ("20–30 min", "3-5 €"), never before a date.
    static func isRangeDash(_ between: String, between first: WrittenKind, and second: WrittenKind) -> Bool {
        // A year and a date with its year alone are ends of one range ("紀元前3000年〜300年").
        let yearOrDate: Set<WrittenKind> = [.year, .date]
        guard rangedKinds.contains(first), rangedKinds.contains(second),
            first == second || (first == .number && second != .date) || (yearOrDate.contains(first) && yearOrDate.contains(second))
        else { return false }
        let trimmed = between.trimmingCharacters(in: .whitespaces)
        if between == "-" || trimmed == "\u{2013}" || trimmed == "\u{301C}" || trimmed == "\u{FF5E}" || trimmed == "~" { return true }
        return trimmed == "-" && first == second && (first == .time || first == .date)
    }

    /// The two ends' words joined by the language's word for the dash, spaced as the language
    /// spaces words ("vierzehn Uhr bis sechzehn Uhr", "十時から十八時"); nil when it names none.
    func rangeSpoken(_ low: String, _ high: String) -> String? {
        markers.rangeWord.map { numbers.language.join(low, $0, high) }
    }

    /// Two values with a range's dash between them ("14:00-16:00", "20–30 min", "3〜4月" is not
    /// one: its first part is no value), read as a range when the language names the dash's
    /// word (`written.rangeWord`); nil otherwise.
    private func readRange(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        guard markers.rangeWord != nil || hasRangeFrames else { return nil }
        let text = form.normalized
        for dash in ["\u{2013}", "\u{301C}", "\u{FF5E}", "~", "-"] {
            guard let found = text.range(of: dash), text.range(of: dash, range: found.upperBound..<text.endIndex) == nil else { continue }
            let first = WrittenText(String(text[..<found.lowerBound]))
            let second = WrittenText(String(text[found.upperBound...]))
            guard first.hasDigits, second.hasDigits, var low = read(first, kinds: kinds), let high = read(second, kinds: kinds) else { continue }
            let between = String(text[found.lowerBound..<found.upperBound])
            let spacing = (first.text.count < text[..<found.lowerBound].count ? " " : "") + between
                + (second.text.count < text[found.upperBound...].count ? " " : "")
            // "3〜4月": the first end is the month the second end's mark names.
            let sharing = Self.endSharingMark(low, with: high)
            guard Self.isRangeDash(spacing, between: sharing == nil ? low.kind : high.kind, and: high.kind), Self.weekdayAgrees(low, high) else { continue }
            if let sharing { low = sharing }
            // "2019-2020": a span of years.
            if let years = WrittenText.yearSpan(form.normalized) { return .range(.year(years.0), .year(years.1)) }
            // "2003-03", "12-05": digits written with a leading zero count nothing, so they end no range.
            if case .digits = low { continue }
            if case .digits = high { continue }
            // "3-5" is a range; "5-3" a score, and "2-2" no range at all.
            if case .number(let first) = low, case .number(let second) = high,
                !((Double(first.description) ?? 0) < (Double(second.description) ?? 0))
            {
                continue
            }
            return .range(low, high)
        }
        return nil
    }

    // MARK: Rates

    /// The rate units of the language, derived when first asked for.
    var rateUnits: RateUnits { RateUnits.resolve(dates) }

    /// A value, then a slash and the unit it is per ("9,99 €/Monat", "56,3 /km²", "12/kg"),
    /// where the language says "per" that unit; nil for any other text.
    private func readRate(_ form: WrittenText, kinds: [WrittenKind]) -> WrittenValue? {
        let text = form.normalized
        guard form.hasDigits, let slash = text.lastIndex(of: "/"), text.firstIndex(of: "/") == slash else { return nil }
        let denominator = text[text.index(after: slash)...]
        guard denominator.containsLetter, !denominator.contains(where: \.isNumber) || denominator.hasSuffix("²") || denominator.hasSuffix("³"),
            let unit = rateUnits.unit(denominator, symbols: markers.units),
            rateUnits.perPhrase(unit: unit) != nil
        else { return nil }
        let numerator = WrittenText(String(text[..<slash]))
        // A rate is a measure whatever it counts: an amount per month is one too, and so is a
        // percentage per year ("5.5%/year", "Lãi suất 5,5%/năm").
        let counted: [WrittenKind] = [.money, .measure, .number, .percent]
        let numeratorKinds = kinds.contains(.measure) ? counted : kinds.filter { counted.contains($0) }
        guard numerator.hasDigits, let value = read(numerator, kinds: numeratorKinds) else { return nil }
        switch value {
        case .money, .measure, .number, .scaled, .percent: return .rate(value, per: unit)
        default: return nil
        }
    }

    // MARK: Times

    private func readTime(_ form: WrittenText) -> WrittenValue? {
        if isDottedClockShape(form) {
            return markers.clockTime(form.normalized.replacingOccurrences(of: ".", with: ":"))
        }
        if let time = markers.clockTime(form.normalized, dayPeriodWords: { dayPeriodWords }) { return time }
        // ICU's time patterns separate hours and minutes ("15:30", "下午3:30", "3.30 ip.").
        guard form.hasDigits, form.normalized.contains(where: { $0 == ":" || $0 == "." }) else { return nil }
        for style: Int32 in [3, 2] {
            guard let parser = try? WrittenCatalog.dateParser(localeID: locale.icuIdentifier, source: .timeStyle(style)) else { continue }
            for candidate in form.spacingVariants {
                guard let instant = parser.parse(candidate) else { continue }
                let milliseconds = Int(instant.rounded()) % 86_400_000
                let seconds = milliseconds / 1000
                let twelve = DatePattern.fieldLetters(of: parser.pattern).contains { $0 == "h" || $0 == "K" }
                return .time(hour: seconds / 3600, minute: seconds % 3600 / 60, second: style == 2 && seconds % 60 != 0 ? seconds % 60 : nil,
                             clock: twelve ? .twelveHour : nil)
            }
        }
        return nil
    }

    // MARK: Dates

    /// How a written date is said: in the pattern it was written in where that is one of the
    /// profile's (`written.datePatterns`), else in the language's pattern for its parts; in
    /// the calendar it was written in (`written.dateCalendars`).
    func datePlan(for date: WrittenDate) throws(VocalizeError) -> DatePlan {
        let dates = try date.calendar.map { calendar throws(VocalizeError) in try dateLanguage(calendar: calendar) } ?? self.dates
        if let pattern = date.pattern { return try dates.plan(pattern: pattern) }
        switch date.parts {
        case .dayMonthYear: return try dates.plan(for: .long)
        case .dayMonthEraYear: return try dates.plan(skeleton: "GyMMMMd")
        case .weekdayDayMonthYear: return try dates.plan(for: .full)
        case .dayMonth: return try dates.plan(skeleton: "MMMMd")
        case .weekdayDayMonth: return try dates.plan(skeleton: "MMMMEEEEd")
        case .monthYear: return try dates.plan(skeleton: "yMMMM")
        case .year: return try dates.plan(skeleton: "y")
        case .month: return try dates.plan(skeleton: "MMMM")
        case .day: return try dates.plan(skeleton: "d")
        case .weekdayDay: return try dates.plan(skeleton: "EEEEd")
        }
    }

    /// ICU's date patterns tried, and the parts each writes.
    private static let dateSources: [(ICUDateParser.Source, WrittenDate.Parts)] = [
        (.dateStyle(3), .dayMonthYear), (.dateStyle(2), .dayMonthYear), (.dateStyle(1), .dayMonthYear),
        (.dateStyle(0), .weekdayDayMonthYear), (.skeleton("yMd"), .dayMonthYear),
        (.skeleton("yMMMd"), .dayMonthYear), (.skeleton("yMMMMd"), .dayMonthYear),
        // The year's era written where the locale's long pattern has none ("15 มกราคม พ.ศ.
        // 2563", CLDR "d MMMM G y"): only texts holding an era the profile lists reach here.
        (.skeleton("GyMMMMd"), .dayMonthEraYear), (.skeleton("GyMMMd"), .dayMonthEraYear),
        (.skeleton("MMMMd"), .dayMonth), (.skeleton("MMMd"), .dayMonth),
        // An abbreviated weekday before the day and month ("Mon, Mar 3", "lun. 3 mars").
        (.skeleton("MMMEd"), .weekdayDayMonth), (.skeleton("MMMMEd"), .weekdayDayMonth),
        // The month in digits with a weekday ("5/3(土)", CLDR's "M/d(E)").
        (.skeleton("MEd"), .weekdayDayMonth),
        // With the year ("2024年12月26日(木)", "Thu, Dec 26, 2024"): a weekday that is not the
        // date's is never said.
        (.skeleton("yMMMEd"), .weekdayDayMonthYear),
        (.skeleton("yMMMM"), .monthYear), (.skeleton("yMMM"), .monthYear),
        // One part with its date mark ("2024年", "3月", "15日"): only texts with a mark
        // reach here (a bare "2024" or "15" is a number).
        (.skeleton("y"), .year), (.skeleton("M"), .month), (.skeleton("d"), .day),
        // A day and its weekday ("20日(火)"), the second end of "6月17日(土)から20日(火)まで".
        (.skeleton("Ed"), .weekdayDay),
    ]

    /// Whether a date pattern writes a letter of its own right after the day ("d日", "d일")
    /// and `text` writes it right after its digits.
    static func writesDayMark(of pattern: String, in text: String) -> Bool {
        guard let day = pattern.lastIndex(of: "d") else { return false }
        let next = pattern.index(after: day)
        guard next < pattern.endIndex, !pattern[next].isASCII, pattern[next].isLetter,
            let lastDigit = text.lastIndex(where: \.isASCIIDigit)
        else { return false }
        let after = text.index(after: lastDigit)
        return after < text.endIndex && text[after] == pattern[next]
    }

    /// Invisible marks that set text direction, which patterns and texts may or may not carry.
    private static let directionMarks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]

    func readDate(_ form: WrittenText) -> WrittenValue? {
        guard form.hasDigits, form.hasNonDigits, form.isNumericDate || mayNameDate(form.text) else { return nil }
        var candidates = form.spacingVariants.map { $0.filter { !Self.directionMarks.contains($0) } }
        // "8월20일", "2023년3월1일": date marks written against the next number; ICU's patterns
        // put a space after them.
        if !markers.dateMarkers.isEmpty, let spaced = markers.spacedAfterDateMarks(form.text), !candidates.contains(spaced) {
            candidates.append(spaced)
        }
        // Newer CLDR puts a comma before the year ("١ أبريل، ٢٠١٥"); try the text without it.
        for variant in candidates where variant.contains("،") || variant.contains(",") {
            let plain = variant.replacingOccurrences(of: "، ", with: " ").replacingOccurrences(of: "،", with: " ")
            if plain != variant, !candidates.contains(plain) { candidates.append(plain) }
        }
        candidates += writtenDateVariants(of: candidates)
        // "1er avril", "April 1st": the day with an ordinal marker, which ICU's patterns lack.
        for variant in candidates {
            if let plain = markers.removingDayOrdinal(from: variant), !candidates.contains(plain) { candidates.append(plain) }
        }
        // "wo 8 jan. 2025", "mié, 8 ene. 2025": a month's abbreviation with a dot the locale's
        // own abbreviations lack; the parsers of patterns with a weekday refuse the dot.
        for variant in candidates {
            if let plain = markers.withoutDotAfterMonthName(variant), !candidates.contains(plain) { candidates.append(plain) }
        }
        // ISO 8601 ("2020-01-15") is read in every language.
        if form.isNumericDate, let iso = try? ISODateTime(parsing: form.normalized), iso.timeOfDay == nil {
            return .date(WrittenDate(parts: .dayMonthYear, instant: iso.instant))
        }
        let writesEra = calendarCountWords.eras.contains { form.text.contains($0.text) }
        // The language's own patterns before ICU's (`written.datePatterns`: Persian "جمعه ۱
        // فروردین ۱۴۰۴"), so a date it writes so is said as written.
        let sources = markers.datePatterns.isEmpty ? Self.dateSources : markers.datePatterns.map { (.pattern($0.pattern), $0.parts) } + Self.dateSources
        let numbersInText = Self.numberRuns(in: form.text)
        for localeID in parsingLocales(for: form) {
        for (source, parts) in sources {
            // A pattern's day and year are numbers in any locale's date (its month may be a
            // name): a text with fewer numbers is none of its dates. An era's year may be a
            // word ("令和元年"), so a text writing an era is given to the parsers.
            if !writesEra, numbersInText < parts.numbersWritten { continue }
            // A date read with one of the profile's patterns is said in it.
            func found(_ instant: Double) -> WrittenValue {
                var date = WrittenDate(parts: parts, instant: instant)
                if case .pattern(let pattern) = source { date.pattern = pattern }
                return .date(date)
            }
            // What the text alone rules out is ruled out before a parser is opened (millions
            // of instructions each at a start).
            // A month and two digits is a day of that month ("abril 30"), never a year 2030:
            // a month and year are written with the year in full.
            if parts == .monthYear, form.digitCount < 3 { continue }
            // An era's pattern only for a text that writes one of the profile's eras (`written.calendarEras`).
            if parts == .dayMonthEraYear, !writesEra { continue }
            // A year alone with its mark is the number written ("44年間", "元禄14年", "4年"): ICU
            // would take "14年" for 2014 and "4年" for a day of the year 3; a count reads it.
            if parts == .year, form.digitCount < 3 { continue }
            guard let parser = try? WrittenCatalog.dateParser(localeID: localeID, source: source) else { continue }
            // A part alone is a date only where the locale writes it with a mark of its own
            // ("3月", "15일"); a month's name alone ("tháng 5", "July") is a word.
            if parts == .year || parts == .month || parts == .day, !parser.pattern.contains(where: { !$0.isASCII }) { continue }
            // A day and its weekday only where the text writes the day's own mark right after
            // it ("d日(E)": "20日(火)"); "چهارشنبه ۵" is the start of a longer date.
            if parts == .weekdayDay, !Self.writesDayMark(of: parser.pattern, in: form.normalized) { continue }
            for candidate in candidates {
                if let instant = parser.parse(candidate) {
                    // Noon UTC: the day is the same in every calendar read in UTC.
                    let day = (instant / 86_400_000).rounded(.down) * 86_400_000 + 43_200_000
                    if parts == .weekdayDayMonth || parts == .weekdayDay {
                        // No year: ICU put the day in its default year; move it to a year where
                        // it falls on the weekday written (an abbreviated one: a weekday in full
                        // needs no reading), or leave the text unread.
                        guard let moved = onWrittenWeekday(day, in: candidate, localeID: localeID, abbreviatedOnly: parts == .weekdayDayMonth) else { continue }
                        return found(moved)
                    }
                    if parts == .weekdayDayMonthYear, let weekdayDay = onWrittenWeekday(day, in: candidate, localeID: localeID, abbreviatedOnly: false),
                        weekdayDay != day
                    {
                        // The weekday written is not the date's: never say another one.
                        continue
                    }
                    return found(day)
                }
            }
        }
        }
        return form.isNumericDate ? nil : readNamedMonthDate(form)
    }

    /// How many runs of numerals (digits of any script, or characters with a numeric value
    /// such as "〇" or "十") a text holds.
    static func numberRuns(in text: String) -> Int {
        var runs = 0
        var inRun = false
        for scalar in text.unicodeScalars {
            let isNumeral = scalar.value < 0x80 ? (scalar.value >= 0x30 && scalar.value <= 0x39) : scalar.properties.numericType != nil
            if isNumeral, !inRun { runs += 1 }
            inRun = isNumeral
        }
        return runs
    }

    /// The instant of the same day and month as `day` (noon UTC) in the nearest year after
    /// ICU's default one where it falls on the weekday `text` names, in the locale's calendar;
    /// nil when the text names no weekday (with `abbreviatedOnly`, no abbreviated one), or no
    /// year within 14 does.
    private func onWrittenWeekday(_ day: Double, in text: String, localeID: String, abbreviatedOnly: Bool) -> Double? {
        guard let formatter = try? DateCatalog.formatter(localeID: localeID, source: .style(.long), timeZone: "UTC"),
            let base = try? formatter.fields(at: day)
        else { return nil }
        let lowered = Self.withoutDateMarks(text.lowercasedWithASCIIFastPath(), markers.dateMarkers)
        // A whole word where words are written apart: Spanish "mar" (martes) is no weekday
        // inside "marzo" ("vie., 7 de marzo" is a Friday).
        let apart = !numbers.language.wordSeparator.isEmpty
        guard let written = markers.weekdayNames.first(where: { apart ? Self.containsWord($0.name, in: lowered) : lowered.contains($0.name) }),
            !abbreviatedOnly || written.isAbbreviated
        else { return nil }
        let weekday = written.weekday
        if base.weekday == weekday { return day }
        let dayLength = 86_400_000.0
        var candidate = day
        for _ in 0..<14 {
            // A year later: 365 days, or 366 across a leap day, keeps the day and month.
            for length in [365.0, 366.0] {
                let next = candidate + length * dayLength
                guard let fields = try? formatter.fields(at: next), fields.month == base.month, fields.day == base.day else { continue }
                if fields.weekday == weekday { return next }
                candidate = next
                break
            }
        }
        return nil
    }

    /// Whether `word` stands in `text` with no letter touching it on either side.
    static func containsWord(_ word: String, in text: String) -> Bool {
        var searchStart = text.startIndex
        while let found = text.range(of: word, range: searchStart..<text.endIndex) {
            let apartBefore = found.lowerBound == text.startIndex || !text[text.index(before: found.lowerBound)].isLetter
            let apartAfter = found.upperBound == text.endIndex || !text[found.upperBound].isLetter || word.last?.isLetter == false
            if apartBefore && apartAfter { return true }
            searchStart = text.index(after: found.lowerBound)
        }
        return false
    }

    /// The text without the date marks written after digits ("18日" → "18"): Japanese "日"
    /// marks the day and is also Sunday's short name, so "6月18日(土)" names Saturday only.
    private static func withoutDateMarks(_ text: String, _ marks: [String]) -> String {
        guard !marks.isEmpty else { return text }
        var result = ""
        var rest = Substring(text)
        while let first = rest.first {
            if first.isNumber, let mark = marks.first(where: { rest.dropFirst().hasPrefix($0) }) {
                result.append(first)
                rest = rest.dropFirst(1 + mark.count)
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// The locale's short date pattern ("dd.MM.y", "M/d/yy", "y/M/d"): the order and
    /// separators it writes a date in digits with.
    private var shortDatePattern: ICUDateParser? {
        try? WrittenCatalog.dateParser(localeID: locale.icuIdentifier, source: .dateStyle(3))
    }

    /// A date in digits that ICU's own patterns did not read ("15.01.2020" where the locale
    /// writes "15/01/2020", "2013. 7. 24."), read in the locale's order of day, month and year
    /// whatever the separator; when that order gives no real date, in the one other order with
    /// a four-digit year that does ("15.01.2020" in English: there is no 15th month). Two
    /// orders that both fit, or a two-digit year in a foreign order ("15-04-01"), leave it
    /// unread rather than guessed. The day is then written the locale's way and read by ICU,
    /// so it is counted in the locale's calendar (a Buddhist or Persian year stays one).
    private func readNumericDate(_ form: WrittenText) -> WrittenValue? {
        var groups = form.normalized.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" })
            .map { $0.trimmingWhitespace() }
        if groups.last == "" { groups.removeLast() }
        guard groups.count == 3, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let numbers = groups.compactMap { Int($0) }
        guard numbers.count == 3, let parser = shortDatePattern else { return nil }
        let letters = DatePattern.fieldLetters(of: parser.pattern)
        var own: [Character] = []
        for letter in letters where "dMy".contains(letter) && !own.contains(letter) { own.append(letter) }
        guard own.count == 3 else { return nil }
        func day(in order: [Character], foreign: Bool) -> (day: Int, month: Int, year: String)? {
            var day = 0, month = 0, year = ""
            for (place, field) in order.enumerated() {
                switch field {
                case "d": day = numbers[place]
                case "M": month = numbers[place]
                default:
                    // A year first has four digits; in another order than the locale's, always.
                    guard groups[place].count == 4 || (groups[place].count == 2 && place != 0 && !foreign) else { return nil }
                    year = groups[place]
                }
            }
            let length = year.count == 4 ? ISODateTime.daysIn(month: month, year: Int(year) ?? 0) : 31
            guard (1...12).contains(month), (1...length).contains(day) else { return nil }
            return (day, month, year)
        }
        let found: (day: Int, month: Int, year: String)
        if let native = day(in: own, foreign: false) {
            found = native
        } else {
            let others = [["d", "M", "y"], ["M", "d", "y"], ["y", "M", "d"]].filter { $0 != own }.compactMap { day(in: $0, foreign: true) }
            guard others.count == 1 else { return nil }
            found = others[0]
        }
        let written = Self.written(found.day, found.month, found.year, as: parser.pattern)
        for localeID in parsingLocales(for: WrittenText(written)) {
            guard let reader = try? WrittenCatalog.dateParser(localeID: localeID, source: .dateStyle(3)), let instant = reader.parse(written) else { continue }
            let day = (instant / 86_400_000).rounded(.down) * 86_400_000 + 43_200_000
            return .date(WrittenDate(parts: .dayMonthYear, instant: day))
        }
        return nil
    }

    /// "4. 1.", "04. 01.": two numbers in the order of the locale's month-day pattern (CLDR
    /// `Md`), joined by its separator, read as that day of that month (in no particular year).
    private func readNumericMonthDay(_ form: WrittenText) -> WrittenValue? {
        var groups = form.normalized.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        if groups.last == "" { groups.removeLast() }
        guard groups.count == 2, groups.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
            let parser = try? WrittenCatalog.dateParser(localeID: locale.icuIdentifier, source: .skeleton("Md")), parser.pattern.contains(".")
        else { return nil }
        // Joined as the pattern joins them ("M. d.": a point and a space), so "1.5" stays a number.
        let pattern = parser.pattern
        let fieldLetters: Set<Character> = ["M", "d"]
        guard let firstEnd = pattern.firstIndex(where: { !fieldLetters.contains($0) }),
            let secondStart = pattern[firstEnd...].firstIndex(where: { fieldLetters.contains($0) }),
            let digitsEnd = form.normalized.firstIndex(where: { !$0.isASCIIDigit }), form.normalized[digitsEnd...].hasPrefix(pattern[firstEnd..<secondStart])
        else { return nil }
        let fields = DatePattern.fieldLetters(of: pattern).filter { $0 == "M" || $0 == "d" }
        guard let monthFirst = fields.first.map({ $0 == "M" }), let first = Int(groups[0]), let second = Int(groups[1]) else { return nil }
        let (month, day) = monthFirst ? (first, second) : (second, first)
        guard (1...12).contains(month), (1...ISODateTime.daysIn(month: month, year: 2024)).contains(day) else { return nil }
        return date(day: day, month: month, year: nil)
    }

    /// A day and a month in digits, each with its closing dot ("5.5.", "24. 12."), where the
    /// locale's short date writes the day, then the month, then the year with dots between
    /// (fi "d.M.y", de "dd.MM.yy"): the date without its year. A number written so is no
    /// decimal there (the decimal separator is the comma), and "1.2" without the closing dot
    /// stays what it is.
    private func readDayMonth(_ form: WrittenText) -> WrittenValue? {
        let groups = form.normalized.dropLast().split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        guard groups.count == 2, groups.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }),
            let day = Int(groups[0]), let month = Int(groups[1]), (1...12).contains(month),
            (1...ISODateTime.daysIn(month: month, year: 2000)).contains(day), let parser = shortDatePattern
        else { return nil }
        let letters = DatePattern.fieldLetters(of: parser.pattern).filter { "dMy".contains($0) }
        guard letters.first == "d", letters.contains("M"), letters.firstIndex(of: "M") ?? 0 < letters.firstIndex(of: "y") ?? 0,
            parser.pattern.contains(".")
        else { return nil }
        // A leap year, so 29.2. is a day; the year is not said.
        let written = Self.written(day, month, "2000", as: parser.pattern)
        for localeID in parsingLocales(for: WrittenText(written)) {
            guard let reader = try? WrittenCatalog.dateParser(localeID: localeID, source: .dateStyle(3)), let instant = reader.parse(written) else { continue }
            return .date(WrittenDate(parts: .dayMonth, instant: (instant / 86_400_000).rounded(.down) * 86_400_000 + 43_200_000))
        }
        return nil
    }

    /// A day written as `pattern` writes it: each run of d, M or y letters replaced by its
    /// number, a day or month padded to its run's width ("dd" → "02"), other characters kept
    /// (quotes dropped).
    static func written(_ day: Int, _ month: Int, _ year: String, as pattern: String) -> String {
        var written = ""
        var rest = Substring(pattern)
        while let character = rest.first {
            let run = rest.prefix { $0 == character }
            rest = rest.dropFirst(run.count)
            func padded(_ value: Int) -> String {
                let digits = String(value)
                return String(repeating: "0", count: max(0, run.count - digits.count)) + digits
            }
            switch character {
            case "d": written += padded(day)
            case "M": written += padded(month)
            case "y": written += year
            case "'": break
            default: written += run
            }
        }
        return written
    }

    /// A date written with its month's name in an order or punctuation the locale's patterns
    /// lack ("july 25 2012", "25 Jul 2012", "Jan 15 2020", "junio 11 2000", "2. Mär. 2003"):
    /// ICU's month name (any case, a closing dot allowed), a day of one or two digits (with the
    /// profile's ordinal mark: "25th"), a year of four, each once, with only spaces, commas,
    /// dots and the words of the locale's own date patterns ("de") between them. Read in the
    /// locale's calendar; a day the month does not have is left unread.
    private func readNamedMonthDate(_ form: WrittenText) -> WrittenValue? {
        let original = markers.removingDayOrdinal(from: form.normalized) ?? form.normalized
        let lowered = original.lowercasedWithASCIIFastPath()
        // The month's name first: it may hold a space or digits ("thg 1", "tháng 5").
        let characters = Array(lowered)
        func isBoundary(_ index: Int) -> Bool {
            index < 0 || index >= characters.count || !(characters[index].isLetter || characters[index].isNumber)
        }
        var month: Int?
        var rest = characters
        search: for name in markers.monthNames {
            let target = Array(name.name)
            var index = 0
            while index + target.count <= characters.count {
                defer { index += 1 }
                guard isBoundary(index - 1), characters[index..<index + target.count].elementsEqual(target), isBoundary(index + target.count) else { continue }
                month = name.month
                rest.replaceSubrange(index..<index + target.count, with: [" "])
                break search
            }
        }
        guard let month else { return nil }
        var day: Int?
        var year: String?
        // "Jan-15-2020", "03-фев-2002": hyphens join the parts as spaces do.
        for token in String(rest).split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "-" }) {
            if token.allSatisfy(\.isASCIIDigit) {
                if token.count == 4, year == nil {
                    year = String(token)
                } else if token.count <= 2, day == nil, let value = Int(token), (1...31).contains(value) {
                    day = value
                } else {
                    return nil
                }
            } else if !dateWords.contains(String(token)), !markers.dateWords.contains(String(token)) {
                return nil
            }
        }
        guard day != nil || year != nil else { return nil }
        return date(day: day, month: month, year: year)
    }

    /// The date of a day (or none), a month and a year (or none) found in a text, through the
    /// locale's numeric pattern of those parts; nil when the locale's calendar has no such day.
    func date(day: Int?, month: Int, year: String?) -> WrittenValue? {
        let parts: WrittenDate.Parts = day == nil ? .monthYear : (year == nil ? .dayMonth : .dayMonthYear)
        let skeleton = parts == .dayMonthYear ? "yMd" : (parts == .dayMonth ? "Md" : "yM")
        guard let parser = try? WrittenCatalog.dateParser(localeID: locale.icuIdentifier, source: .skeleton(skeleton)),
            let instant = parser.parse(Self.written(day ?? 1, month, year ?? "", as: parser.pattern)),
            let formatter = try? DateCatalog.formatter(localeID: locale.icuIdentifier, source: .style(.long), timeZone: "UTC")
        else { return nil }
        let noon = (instant / 86_400_000).rounded(.down) * 86_400_000 + 43_200_000
        // ICU's lenient parse moves 31 June to 1 July: the day must be the one written.
        guard let fields = try? formatter.fields(at: noon), fields.month + 1 == month, fields.day == (day ?? 1) else { return nil }
        return .date(WrittenDate(parts: parts, instant: noon))
    }

    private static let dateWordCache = ProfileDerivedCache<Set<String>>()

    /// The words ICU's date patterns with a month's name write between the fields (Spanish
    /// "de", Vietnamese "năm"), lower case: quoted literals, and letters outside ASCII, which are
    /// literal too. Asked for only when a named-month date holds a word (each pattern costs a
    /// pattern generator, millions of instructions, which a start should not pay).
    var dateWords: Set<String> {
        let localeID = dates.localeID
        return (try? Self.dateWordCache.value(for: locale, registry: .shared) { () throws(VocalizeError) in
            var words: Set<String> = []
            for skeleton in ["yMMMMd", "MMMMd", "yMMMM", "yMMMd"] {
                guard let pattern = try? DateCatalog.bestPattern(localeID: localeID, skeleton: skeleton) else { continue }
                for (place, piece) in pattern.split(separator: "'", omittingEmptySubsequences: false).enumerated() {
                    let literal = place % 2 == 1 ? Substring(piece) : Substring(piece.filter { !$0.isASCII })
                    for word in literal.split(whereSeparator: { !$0.isLetter }) { words.insert(word.lowercasedWithASCIIFastPath()) }
                }
            }
            return words
        }) ?? []
    }

    /// Whether a text not in digits alone may be a date: it names a month or weekday, holds a
    /// date mark ("年", "월"), or has letters outside ASCII (a script whose abbreviations this
    /// cheap test does not know, so ICU's patterns decide). Dates are the costliest kind to
    /// try; "$12.50", "5 km" or "3:42" are not tried as one.
    private func mayNameDate(_ text: String) -> Bool {
        var run = Substring()
        var runStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character.isLetter {
                if !character.isASCII { return true }
                if run.isEmpty { runStart = index }
                run = text[runStart..<next]
            } else {
                if run.count >= 3, markers.isCalendarWord(run) { return true }
                run = Substring()
            }
            index = next
        }
        if run.count >= 3, markers.isCalendarWord(run) { return true }
        return markers.dateMarkers.contains { text.contains($0) }
    }

    /// A length of time written like a clock: "m:ss" (minutes, any number of them, and
    /// seconds) or "h:mm:ss", in seconds; nil for any other shape. Whether it is a duration
    /// and not a time of day is for the words around it to say.
    static func clockShapedDuration(_ text: String) -> (seconds: Int, leading: Int)? {
        // Digits and one or two colons, at most "999:59:59".
        guard (4...9).contains(text.utf8.count), text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3A }) else { return nil }
        let groups = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(groups.count),
            groups.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
            (1...3).contains(groups[0].utf8.count), groups.dropFirst().allSatisfy({ $0.utf8.count == 2 })
        else { return nil }
        let values = groups.compactMap { Int($0) }
        guard values.count == groups.count, values.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        let seconds = values.count == 2 ? values[0] * 60 + values[1] : values[0] * 3600 + values[1] * 60 + values[2]
        return (seconds, values[0])
    }

    // MARK: Speaking

    /// The spoken form of a value.
    public func speak(_ value: WrittenValue) throws(VocalizeError) -> String {
        try speak(value, ordinalRuleSet: nil)
    }

    /// Speaks a value, an ordinal (or a date's day) with `ordinalRuleSet` when the words
    /// before it govern its case (see `WrittenProfile.ordinalRuleSetAfter`), a measure
    /// in `governedCase` when a word before it governs one (`WrittenProfile.casesAfter`), a
    /// clock time's hour with `hourRuleSet` and its units in `unitCase` (`TimeReading.hourRuleSetAfter`,
    /// `unitCaseAfter`).
    func speak(_ value: WrittenValue, ordinalRuleSet: String?, governedCase: String? = nil, hourRuleSet: String? = nil, unitCase: String? = nil)
        throws(VocalizeError) -> String
    {
        switch value {
        case .number(let number):
            return try numbers.speak(number)
        case .digits(let digits):
            return try digitByDigit(digits)
        case .markedYear(let year, let mark):
            return try numbers.speak(DecimalNumber(year), as: NumberReading(kind: .ordinal, ruleSet: mark.form.ruleSet)) + " " + mark.form.word
        case .year(let year):
            return try numbers.speak(year, as: .year)
        case .wordedYear(let year, let word):
            return numbers.language.join(word, try numbers.speak(year, as: .year))
        case .decade(let year):
            if let ruleSet = markers.decadeRuleSet {
                return try numbers.speak(DecimalNumber(year), as: NumberReading(kind: .ordinal, ruleSet: ruleSet))
            }
            let spoken = try numbers.speak(year, as: .year)
            guard let ending = markers.decadeEndings.first(where: { spoken.hasSuffix($0.ending) }) else { return spoken }
            return spoken.dropLast(ending.ending.count) + ending.plural
        case .ordinal(let number, let gender):
            if let ordinalRuleSet { return try numbers.speak(number, as: NumberReading(kind: .ordinal, ruleSet: ordinalRuleSet)) }
            return try numbers.speak(number, as: NumberReading(kind: .ordinal, gender: gender))
        case .percent(let number):
            // "do 30%": a governed percentage is said as the unit in that case ("trzydziestu procent").
            if let governedCase { return try numbers.measure(number, unit: "percent", gender: nil, case: governedCase) }
            return try numbers.speak(number, as: .percent)
        case .wordedPercent(let number, let word):
            return numbers.language.join(word, try numbers.speak(number))
        case .money(let amount, let code):
            return try numbers.currency(amount, code: code)
        case .scaled(let mantissa, let exponent, let code):
            return try speakScaled(mantissa, exponent: exponent, currency: code)
        case .scaledMeasure(let mantissa, let exponent, let unit):
            return try speakScaled(mantissa, exponent: exponent, currency: nil, unit: unit)
        case .measure(let amount, let unit):
            return try numbers.measure(amount, unit: unit, gender: nil, case: governedCase)
        case .fraction(let fraction, let unit):
            return try speakFraction(fraction, unit: unit)
        case .date(let date):
            return try datePlan(for: date).speak(instant: date.instant, timeZone: "UTC", dayRuleSet: ordinalRuleSet)
        case .time(let hour, let minute, let second, let clock):
            let chosen: ClockStyle
            if let clock { chosen = clock } else { chosen = try dates.habitualClock }
            return try dates.clock(chosen).speak(ClockTime(hour: hour, minute: minute, second: second), hourRuleSet: hourRuleSet, unitCase: unitCase)
        case .duration(let seconds):
            return try DateSpeaker(resolved: dates).clockDuration(seconds: seconds)
        case .measures(let parts, let spaced):
            let spoken = try parts.map { part throws(VocalizeError) in
                try numbers.measure(part.amount, unit: part.unit, gender: nil, case: governedCase)
            }
            // "2 h 30 min" → "duas horas e trinta minutos" where the language joins a duration's parts.
            if spaced, markers.durationPartsJoined { return try DateSpeaker(resolved: dates).joinedDuration(spoken) }
            return spoken.joined(separator: spaced ? " " : numbers.language.wordSeparator)
        case .phone(let text):
            return try PhoneSpeaker(locale: locale).speak(text)
        case .phoneExtension(let phone, let word, let digits):
            // The extension as a number ("extensión doce"), digit by digit when it has a leading zero.
            let number = try digits.first == "0" ? digitByDigit(digits) : numbers.speak(DecimalNumber(canonical: digits) ?? DecimalNumber(0))
            return try speak(phone, ordinalRuleSet: nil) + " " + word + " " + number
        case .range(let low, let high):
            // "с 14:00 до 16:00", "2:00–4:00 PM": the language's frame, a day period written once.
            if ordinalRuleSet == nil, governedCase == nil, hasRangeFrame(for: high.kind) || Self.sharingDayPeriod(low, with: high) != low,
                let framed = speakFramedRange(low, high, wordBefore: nil, gender: nil)
            {
                return framed
            }
            guard let spoken = try rangeSpoken(
                speak(low, ordinalRuleSet: ordinalRuleSet, governedCase: governedCase),
                speak(high, ordinalRuleSet: ordinalRuleSet, governedCase: governedCase))
            else {
                throw VocalizeError(.unrecognizedWrittenForm, "\(locale.identifier) names no word for a range's dash.")
            }
            return spoken
        case .timeInDayPeriod(.time(let hour, let minute, let second, _), let dayPeriod):
            return try dates.clock(.twelveHour).speak(ClockTime(hour: hour, minute: minute, second: second), dayPeriod: dayPeriod, hourRuleSet: hourRuleSet, unitCase: unitCase)
        case .timeInDayPeriod(let time, _):
            return try speak(time, ordinalRuleSet: nil)
        case .calendarCount(let count):
            return try speakCalendarCount(count)
        case .eraDate(let count, let date):
            return try numbers.language.join(speakCalendarCount(count), speak(.date(date), ordinalRuleSet: ordinalRuleSet))
        case .clockPhrase(let phrase):
            return try speakClockPhrase(phrase)
        case .rangeInWords(let low, let high, let opening, let between, let closing):
            return try speakRangeInWords(low, high, opening: opening, between: between, closing: closing)
        case .zoned(let time, let zone, let offset):
            var spoken = try speak(time, ordinalRuleSet: nil) + " " + zone
            if let offset, offset != 0 {
                let hours = abs(offset) / 60, minutes = abs(offset) % 60
                let sign = offset > 0 ? (numbers.language.profile.phone?.plusWord ?? "+") : nil
                let hoursSpoken = try numbers.speak(DecimalNumber(offset > 0 ? hours : -hours))
                spoken += " " + [sign, hoursSpoken, minutes > 0 ? try numbers.speak(DecimalNumber(minutes)) : nil].compactMap { $0 }.joined(separator: " ")
            }
            return spoken
        case .suffixed(let value, let suffix, let written, let lastWord):
            // "3:lle": a case ending joined to a number gives the number that case ("kolmelle");
            // joined to other data ("15 %:lla") it is left as written after the words.
            if let grammaticalCase = markers.grammaticalCase(ofSuffix: suffix),
                (numbers.language.profile.numbers.counting?.ruleSets ?? []).contains(where: { $0.case == grammaticalCase })
            {
                switch value {
                case .number(let number):
                    return try numbers.counted(number, gender: nil, case: grammaticalCase)
                case .percent(let number) where numbers.language.profile.numbers.unitCaseNames?["percent"]?[grammaticalCase] != nil:
                    // "15 %:lla": the number and the unit's name in the case the ending says.
                    let name = numbers.language.profile.numbers.unitCaseNames?["percent"]?[grammaticalCase] ?? ""
                    return numbers.language.join(try numbers.counted(number, gender: nil, case: grammaticalCase), name)
                default:
                    return try speak(value, ordinalRuleSet: ordinalRuleSet, governedCase: governedCase) + written
                }
            }
            if markers.grammaticalCase(ofSuffix: suffix) != nil || markers.joinedSuffixes?.onlyCaseEndings == true {
                return try speak(value, ordinalRuleSet: ordinalRuleSet, governedCase: governedCase) + written
            }
            let spoken = try speak(value, ordinalRuleSet: ordinalRuleSet, governedCase: governedCase, hourRuleSet: hourRuleSet, unitCase: unitCase)
            if let lastWord, spoken.hasSuffix(lastWord) { return spoken + written }
            // A suffix that cannot be joined as written stays as written after the words.
            return markers.joinedSuffixes?.join(suffix, to: spoken) ?? spoken + written
        case .dimensions(let sides):
            guard let word = markers.dimensionWord else {
                throw VocalizeError(.unrecognizedWrittenForm, "\(locale.identifier) names no word for the sign between the sides of a size.")
            }
            return try sides.map { side throws(VocalizeError) in try numbers.speak(side) }.joined(separator: " " + word + " ")
        case .rate(let value, let unit):
            guard let per = rateUnits.perPhrase(unit: unit) else {
                throw VocalizeError(.unrecognizedWrittenForm, "\(locale.identifier) has no spoken word for \"per \(unit)\".")
            }
            return try per.before + speak(value, ordinalRuleSet: nil, governedCase: governedCase) + per.after
        }
    }
}

extension WrittenFormReader {
    /// ASCII digits said one by one as the language dictates digits (its phone reading's zero
    /// and separator: Korean "공" and no space), the other digits as its cardinals.
    func digitByDigit(_ digits: String) throws(VocalizeError) -> String {
        let language = numbers.language
        let phone = language.profile.phone
        var words: [String] = []
        for digit in digits.utf8 where (0x30...0x39).contains(digit) {
            if digit == 0x30, let zero = phone?.zeroWord {
                words.append(zero)
            } else {
                words.append(try numbers.speak(DecimalNumber(Int(digit - 0x30))))
            }
        }
        return words.joined(separator: phone?.wordSeparator ?? language.wordSeparator)
    }

    /// Stand-ins for a mantissa, one of them of each plural form: ICU is asked for the scale
    /// word after one that has the written mantissa's plural form and shows with the written
    /// power ("0,2 Millionen" is said with the word of "1,5 Millionen", not as "200 Tausend").
    private static let mantissaStandIns = ["1.5", "2.5", "1.2", "2.1", "3.5", "5.5", "11.5", "21.5", "1.1", "0.5"]

    /// A number or amount with a scale word. A whole number of the word's unit ("2 Mio. €",
    /// "₩30억") is read exactly: the exact reading is the written one, with the number agreeing
    /// with the word ("eine Million", "dos billones de euros"). A fraction of it ("$2.5
    /// million", "0,2 Millionen") is read as written: the mantissa spelled, then CLDR's long
    /// word for the power in the form that number takes ("millones", "миллиона", "milhão"
    /// after 1,5), then the currency's name as it follows a round amount of that power ("de
    /// euros", "рублей", "円"), or the unit's name as it follows one ("Gramm", "литров").
    func speakScaled(_ mantissa: DecimalNumber, exponent: Int, currency: String?, unit: String? = nil) throws(VocalizeError) -> String {
        if let said = try speakSaidScaleWord(mantissa, exponent: exponent, currency: currency, unit: unit) { return said }
        let value = mantissa.scaled(by: exponent)
        func exact() throws(VocalizeError) -> String {
            if let unit { return try numbers.measure(value, unit: unit, gender: nil) }
            if let currency { return try numbers.currency(value, code: currency) }
            return try numbers.speak(value)
        }
        guard !mantissa.fractionDigits.isEmpty else { return try exact() }
        let unsigned = DecimalNumber(isNegative: false, integerDigits: mantissa.integerDigits, fractionDigits: mantissa.fractionDigits)
        let category = try numbers.language.pluralCategory(of: unsigned)
        let formatter = try ICUCatalog.unitFormatter(localeID: locale.icuIdentifier, skeleton: "compact-long precision-unlimited")
        var words: String?
        for standIn in Self.mantissaStandIns {
            guard let sample = DecimalNumber(canonical: standIn), try numbers.language.pluralCategory(of: sample) == category,
                let formatted = try? formatter.format(decimal: sample.scaled(by: exponent).description), let range = formatted.numberRange
            else { continue }
            let utf16 = Array(formatted.text.utf16)
            // The stand-in must show as itself: then the word is the written power's.
            guard (try? DecimalNumber(parsing: String(decoding: utf16[range], as: UTF16.self), locale: locale)) == sample else { continue }
            words = String(decoding: utf16[..<range.lowerBound], as: UTF16.self) + (try numbers.speak(mantissa))
                + String(decoding: utf16[range.upperBound...], as: UTF16.self)
            break
        }
        guard let words else { return try exact() }
        if let unit {
            guard let noun = try unitAfterScale(unit, exponent: exponent) else { return try exact() }
            return SpokenText.clean(words + numbers.language.wordSeparator + noun)
        }
        guard let currency else { return SpokenText.clean(words) }
        guard let noun = try currencyAfterScale(currency, exponent: exponent) else { return try exact() }
        return SpokenText.clean(words + numbers.language.wordSeparator + noun)
    }

    /// How the language names a unit after a scale word: its measure of two of the power ("two
    /// million kilograms", "два миллиона литров") without the number ("kilograms", "литров");
    /// nil where the name comes first.
    func unitAfterScale(_ unit: String, exponent: Int) throws(VocalizeError) -> String? {
        let round = DecimalNumber(2).scaled(by: exponent)
        let roundMeasure = try numbers.measure(round, unit: unit, gender: nil)
        let roundNumber = try numbers.speak(round)
        guard roundMeasure.hasPrefix(roundNumber) else { return nil }
        return roundMeasure.dropFirst(roundNumber.count).trimmingWhitespace()
    }

    /// How the language names a currency after a scale word: its amount of two of the power
    /// ("dos millones de euros", "два миллиона рублей", "二億円") without the number ("de
    /// euros", "рублей", "円"); nil where the name comes first.
    func currencyAfterScale(_ currency: String, exponent: Int) throws(VocalizeError) -> String? {
        let round = DecimalNumber(2).scaled(by: exponent)
        let roundAmount = try numbers.currency(round, code: currency)
        let roundNumber = try numbers.speak(round)
        guard roundAmount.hasPrefix(roundNumber) else { return nil }
        return roundAmount.dropFirst(roundNumber.count).trimmingWhitespace()
    }
}

/// A text to read, with the facts every kind's reader asks about computed once.
struct WrittenText {
    /// The text, trimmed.
    let text: String
    /// Digits in ASCII, no-break and thin spaces as plain spaces, "−" as "-".
    let normalized: String
    var isNormalized: Bool { text == normalized }
    let digitCount: Int
    var hasDigits: Bool { digitCount > 0 }
    /// A letter anywhere in the text (computed once: every kind's reader asks).
    let hasLetters: Bool
    /// A currency sign anywhere in the text ("$", "€"): no number, ordinal, percentage, length
    /// of time or clock time is written with one.
    let hasCurrencySign: Bool
    let hasNonDigits: Bool
    /// "+33 6…", "06 11 22 33 06", "(555) 123-4567": shapes no quantity is written in.
    let looksLikePhone: Bool
    /// Four dotted groups of 0–255 without leading zeros: an IPv4 address.
    var isAddress: Bool { ProtectedText.isIPv4Address(normalized) }
    /// A slash, a fraction slash or a fraction character ("1/2", "½"): what a fraction needs.
    var hasFractionShape: Bool {
        normalized.unicodeScalars.contains { $0 == "/" || $0 == "\u{2044}" || ($0.value >= 0x80 && $0.isNumericNotDigit) }
    }
    /// A minus before the digits, a dot after them, a single dot between them or two clock
    /// times joined by a hyphen: shapes of quantities and times, never of phone numbers.
    let isQuantityOrTimeShape: Bool
    /// Three groups of digits joined by one of "./-" ("15.01.2020", "1/7/98"), the last of
    /// two or four digits: the shape of a date in digits.
    let isNumericDate: Bool

    init(_ raw: String) {
        let text = raw.trimmingWhitespace(newlines: true)
        let hasLetters = text.containsLetter
        var digits = 0
        var other = false
        var leadingZero = false
        var phoneCharacters = true
        var currencySign = false
        // ASCII text normalizes to itself: only its digits and phone characters are counted.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                if byte >= 0x30 && byte <= 0x39 {
                    if digits == 0, byte == 0x30 { leadingZero = true }
                    digits += 1
                    continue
                }
                other = true
                switch byte {
                case 0x20, 0x2E, 0x2D, 0x28, 0x29, 0x2F, 0x2B: break  // " .-()/+"
                case 0x24: (phoneCharacters, currencySign) = (false, true)
                default: phoneCharacters = false
                }
            }
            self.init(
                text: text, normalized: text, hasLetters: hasLetters, digits: digits, other: other, leadingZero: leadingZero,
                phoneCharacters: phoneCharacters, currencySign: currencySign)
            return
        }
        var normalized = ""
        normalized.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let asciiDigit: Int? = scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
            if let value = asciiDigit ?? (scalar.isASCII || !scalar.isDecimalDigitOfAnyScript ? nil : scalar.properties.numericValue.map(Int.init)) {
                if digits == 0, value == 0 { leadingZero = true }
                digits += 1
                normalized.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + Int(value))))
                continue
            }
            other = true
            if scalar.isCurrencySign { currencySign = true }
            switch scalar {
            case "\u{200E}", "\u{200F}", "\u{061C}": continue  // invisible direction marks
            case "\u{00A0}", "\u{202F}", "\u{2009}", "\u{2007}": normalized.append(" ")
            case "\u{2212}": normalized.append("-")
            default: normalized.unicodeScalars.append(scalar)
            }
            switch scalar.value {
            case 0x20, 0x2E, 0x2D, 0x28, 0x29, 0x2F, 0x2B, 0xA0, 0x202F, 0x2009: break  // " .-()/+" and spaces
            default: phoneCharacters = false
            }
        }
        self.init(
            text: text, normalized: normalized, hasLetters: hasLetters, digits: digits, other: other, leadingZero: leadingZero,
            phoneCharacters: phoneCharacters, currencySign: currencySign)
    }

    private init(
        text: String, normalized: String, hasLetters: Bool, digits: Int, other: Bool, leadingZero: Bool, phoneCharacters: Bool, currencySign: Bool
    ) {
        self.text = text
        self.hasLetters = hasLetters
        hasCurrencySign = currencySign
        self.normalized = normalized
        digitCount = digits
        hasNonDigits = other
        let first = normalized.first
        let startsLikePhone = first == "+" || first == "(" || (leadingZero && first == "0" && normalized.dropFirst().first?.isNumber == true)
        isNumericDate = Self.mayBeNumericDate(normalized) && Self.isNumericDate(normalized)
        // A minus before the digits, a dot after them ("102002302." is an ordinal) or a single
        // dot between them ("1890.5555") is a quantity's shape, never a phone number's.
        isQuantityOrTimeShape = first == "-" || normalized.last == "." || Self.isDotDecimal(normalized) || Self.isClockRange(normalized)
            || Self.yearSpan(normalized) != nil
        looksLikePhone = phoneCharacters && digits >= 7 && !isQuantityOrTimeShape
            && (startsLikePhone || (other && !normalized.utf8.contains(0x2C) && !Self.isGroupedNumber(normalized)))
    }

    /// A cheap first look for `isNumericDate`, on the bytes: ASCII text with anything but
    /// digits, spaces and two or three of "./-" is no date in digits.
    private static func mayBeNumericDate(_ text: String) -> Bool {
        var joiners = 0
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x20: continue
            case 0x2E, 0x2F, 0x2D: joiners += 1
            case 0x80...: return true  // other spaces: the careful test decides
            default: return false
            }
        }
        return (2...3).contains(joiners)
    }

    private static func isNumericDate(_ normalized: String) -> Bool {
        let rawGroups = normalized.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" })
        let joiners = Set(normalized.filter { $0 == "." || $0 == "/" || $0 == "-" })
        // "2013. 7. 24." (Korean): spaces after the dots and a closing dot.
        var groups = rawGroups.map { $0.trimmingWhitespace() }
        if groups.last == "", normalized.last == "." { groups.removeLast() }
        return groups.count == 3 && joiners.count == 1 && groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
            && (1...4).contains(groups[0].count) && (1...2).contains(groups[1].count) && [1, 2, 4].contains(groups[2].count)
    }

    /// "9.00-17.00", "14:00-16:00": two clock times joined by a hyphen, a range's shape.
    private static func isClockRange(_ normalized: String) -> Bool {
        // Only digits, ":", "." and one hyphen, 7 to 11 bytes ("9:00-9:30" … "14:00-16:00").
        guard (7...11).contains(normalized.utf8.count),
            normalized.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3A || $0 == 0x2E || $0 == 0x2D })
        else { return false }
        let parts = normalized.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { part in
            let pieces = part.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "." })
            guard pieces.count == 2, (1...2).contains(pieces[0].count), pieces[1].count == 2,
                pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), let hour = Int(pieces[0]), let minute = Int(pieces[1])
            else { return false }
            return hour < 24 && minute < 60
        }
    }

    /// "2019-2020", "1939–1945": two years joined by a dash, the first earlier; nil otherwise.
    static func yearSpan(_ normalized: String) -> (Int, Int)? {
        // Four digits, a hyphen (1 byte) or an en dash (3 bytes), four digits.
        let length = normalized.utf8.count
        guard length == 9 || length == 11, normalized.utf8.prefix(4).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let parts = normalized.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "\u{2013}" })
        guard parts.count == 2, parts.allSatisfy({ $0.utf8.count == 4 && $0.allSatisfy(\.isASCIIDigit) }),
            let first = Int(parts[0]), let second = Int(parts[1]), (1000...2999).contains(first), (1000...2999).contains(second), first < second
        else { return nil }
        return (first, second)
    }

    /// "1890.5555": digits, one dot, digits, and nothing else.
    private static func isDotDecimal(_ normalized: String) -> Bool {
        var dots = 0
        for byte in normalized.utf8 {
            switch byte {
            case 0x30...0x39: continue
            case 0x2E: dots += 1
            default: return false
            }
        }
        return dots == 1 && normalized.utf8.first != 0x2E && normalized.utf8.last != 0x2E
    }

    /// "1 234 567", "1.234.567", "1,000": digits in groups of three after the first, joined by
    /// anything but digits — a grouped quantity (not a phone number, unless it starts like one).
    static func isGroupedNumber(_ normalized: String) -> Bool {
        let digitGroups = normalized.split(whereSeparator: { !$0.isASCIIDigit })
        return digitGroups.count > 1 && (1...3).contains(digitGroups[0].count) && digitGroups.dropFirst().allSatisfy { $0.count == 3 }
    }

    /// The text as written, then with plain spaces for ICU's no-break ones and the reverse (a
    /// UI string may use either where ICU writes U+00A0 or U+202F).
    var spacingVariants: [String] {
        var variants = [text]
        for candidate in [normalizedSpaces(text, to: " "), normalizedSpaces(text, to: "\u{00A0}"), normalizedSpaces(text, to: "\u{202F}")]
        where !variants.contains(candidate) {
            variants.append(candidate)
        }
        return variants
    }

    private func normalizedSpaces(_ text: String, to space: Character) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}" }
        guard text.unicodeScalars.contains(where: isSpace) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isSpace(scalar) { result.append(space) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

extension OrdinalMarker {
    /// Whether the marker is written with these digits (English "st" with 1, 21 but not 11).
    /// The written form without the mark's word before the number and its space ("al 3-lea" →
    /// "3-lea"); the form itself for a mark with no such word; nil when the word is missing.
    func withoutWordBefore(_ text: String) -> Substring? {
        guard let word = wordBefore else { return Substring(text) }
        let lowered = text.lowercasedWithASCIIFastPath()
        guard lowered.hasPrefix(word + " "), lowered.count == text.count else { return nil }
        return text.dropFirst(word.count + 1)
    }

    func fits(_ digits: Substring) -> Bool {
        guard let endings, !endings.isEmpty else { return true }
        if endings.contains(where: { $0.hasPrefix("!") && digits.hasSuffix($0.dropFirst()) }) { return false }
        let positive = endings.filter { !$0.hasPrefix("!") }
        return positive.isEmpty || positive.contains { digits.hasSuffix($0) }
    }
}

