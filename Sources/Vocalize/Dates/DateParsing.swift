/// A date or date-time read from ISO 8601 text, checked against the Gregorian calendar.
struct ISODateTime: Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int
    /// Milliseconds since midnight, when the text has a time.
    var timeOfDay: Int?
    /// The UTC offset in seconds, when the text gives one ("Z" is 0).
    var offsetSeconds: Int?

    /// Milliseconds since 1970-01-01T00:00Z. A date alone is taken at noon UTC, so any calendar
    /// (Persian, Buddhist, …) read in UTC lands on the same day; a date-time without an offset
    /// is taken as UTC.
    var instant: Double {
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let milliseconds = (timeOfDay ?? 12 * 3_600_000) - (offsetSeconds ?? 0) * 1000
        return Double(days) * 86_400_000 + Double(milliseconds)
    }

    /// Parses "2015-04-01", "2015-04-01T17:45", "2015-04-01T17:45:30.5Z", "2015-04-01 17:45+02:00".
    init(parsing text: String) throws(VocalizeError) {
        func fail(_ why: String) -> VocalizeError {
            VocalizeError(.invalidDate, "\"\(text)\" is not a date Vocalize can read: \(why). Write it as ISO 8601, e.g. 2015-04-01 or 2015-04-01T17:45:00Z.")
        }
        var scanner = DigitScanner(text.trimmingSpaces)
        guard let year = scanner.number(digits: 4...4), scanner.take("-"),
            let month = scanner.number(digits: 2...2), scanner.take("-"),
            let day = scanner.number(digits: 2...2)
        else { throw fail("expected YYYY-MM-DD") }
        guard (1...12).contains(month) else {
            throw VocalizeError(.invalidDate, "\"\(text)\" has month \(month); months run from 01 to 12.")
        }
        let length = Self.daysIn(month: month, year: year)
        guard (1...length).contains(day) else {
            throw VocalizeError(.invalidDate, "\"\(text)\" is not a real date: \(Self.monthNames[month - 1]) \(year) has \(length) days.")
        }
        self.year = year
        self.month = month
        self.day = day
        if scanner.isAtEnd { return }
        guard scanner.take("T") || scanner.take("t") || scanner.take(" ") else { throw fail("unexpected text after the date") }
        guard let time = scanner.clockTime() else { throw fail("expected a time HH:MM or HH:MM:SS after the date") }
        guard time.hour < 24, time.minute < 60, time.second < 60 else {
            throw VocalizeError(.invalidDate, "\"\(text)\" has an impossible time of day (hours run 00–23, minutes and seconds 00–59).")
        }
        timeOfDay = ((time.hour * 60 + time.minute) * 60 + time.second) * 1000 + time.milliseconds
        if scanner.isAtEnd { return }
        if scanner.take("Z") || scanner.take("z") {
            offsetSeconds = 0
        } else if let sign = scanner.sign() {
            // ±HH, ±HHMM or ±HH:MM.
            let run = scanner.digitRun()
            let hours: Int
            var minutes = 0
            switch run.count {
            case 2:
                hours = run[0] * 10 + run[1]
                if scanner.take(":") {
                    guard let value = scanner.number(digits: 2...2) else { throw fail("expected an offset ±HH:MM") }
                    minutes = value
                }
            case 4:
                hours = run[0] * 10 + run[1]
                minutes = run[2] * 10 + run[3]
            default:
                throw fail("expected an offset ±HH:MM")
            }
            guard hours <= 18, minutes < 60 else { throw fail("the offset is out of range (±18:00 at most)") }
            offsetSeconds = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { throw fail("unexpected text after the time") }
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (negative before it).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        // Count from March so February's leap day falls at the end of the counted year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// A clock time read from "HH:MM" or "HH:MM:SS".
struct ClockTime: Sendable, Hashable {
    var hour: Int
    var minute: Int
    /// Nil when the text gave no seconds.
    var second: Int?

    init(hour: Int, minute: Int, second: Int?) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    init(parsing text: String) throws(VocalizeError) {
        var scanner = DigitScanner(text.trimmingSpaces)
        guard let hour = scanner.number(digits: 1...2), scanner.take(":"),
            let minute = scanner.number(digits: 2...2)
        else {
            throw VocalizeError(.invalidDate, "\"\(text)\" is not a clock time; write HH:MM or HH:MM:SS (24-hour), e.g. 17:45.")
        }
        var second: Int?
        if scanner.take(":") {
            guard let value = scanner.number(digits: 2...2) else {
                throw VocalizeError(.invalidDate, "\"\(text)\" is not a clock time; seconds need two digits (23:59:30).")
            }
            second = value
        }
        guard scanner.isAtEnd else {
            throw VocalizeError(.invalidDate, "\"\(text)\" is not a clock time; write HH:MM or HH:MM:SS (24-hour), e.g. 17:45.")
        }
        guard hour < 24, minute < 60, (second ?? 0) < 60 else {
            throw VocalizeError(.invalidDate, "\"\(text)\" is not a time of day: hours run 00–23, minutes and seconds 00–59.")
        }
        self.init(hour: hour, minute: minute, second: second)
    }
}

/// The units a duration can be written in, largest first.
enum DurationUnit: Int, Sendable, Hashable, CaseIterable, Comparable {
    case year, month, week, day, hour, minute, second

    /// ICU's unit identifier.
    var icuUnit: String {
        switch self {
        case .year: "year"
        case .month: "month"
        case .week: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A duration as written: each unit with its amount, largest unit first.
struct WrittenDuration: Sendable, Hashable {
    struct Part: Sendable, Hashable {
        var unit: DurationUnit
        var amount: DecimalNumber
    }

    var parts: [Part]

    /// Seconds split into days (unless `largest` is a smaller unit), hours, minutes and
    /// seconds, leaving out zero parts.
    init(seconds: Int, largest: DurationUnit = .day) throws(VocalizeError) {
        guard seconds >= 0 else {
            throw VocalizeError(.invalidDate, "A duration of \(seconds) seconds is negative; give how long something lasts (0 or more seconds).")
        }
        let hoursInDays = largest <= .day
        let amounts: [(DurationUnit, Int)] = [
            (.day, hoursInDays ? seconds / 86_400 : 0), (.hour, hoursInDays ? seconds % 86_400 / 3600 : seconds / 3600),
            (.minute, seconds % 3600 / 60), (.second, seconds % 60),
        ]
        parts = amounts.filter { $0.1 != 0 }.map { Part(unit: $0.0, amount: DecimalNumber($0.1)) }
    }

    /// Parses "5h30m", "90s", "1d 2h", "1.5h", ISO 8601 "PT5H30M", "P1DT2H", "P2W".
    init(parsing text: String) throws(VocalizeError) {
        let trimmed = text.trimmingSpaces
        func fail(_ why: String) -> VocalizeError {
            VocalizeError(.invalidDate, "\"\(text)\" is not a duration Vocalize can read: \(why). Write it like 5h30m, 90s, 1d2h or ISO 8601 PT5H30M.")
        }
        if trimmed.hasPrefix("-") {
            throw VocalizeError(.invalidDate, "\"\(text)\" is a negative duration; a duration says how long something lasts, so give it without a sign.")
        }
        guard !trimmed.isEmpty else { throw fail("it is empty") }
        var parts: [Part] = []
        var scanner = DigitScanner(trimmed)
        let isISO = trimmed.first == "P" || trimmed.first == "p"
        if isISO {
            _ = scanner.take("P") || scanner.take("p")
            var inTime = false
            while !scanner.isAtEnd {
                if scanner.take("T") || scanner.take("t") {
                    guard !inTime else { throw fail("\"T\" appears twice") }
                    inTime = true
                    continue
                }
                guard let amount = scanner.decimal() else { throw fail("expected a number") }
                guard let letter = scanner.next()?.uppercased() else { throw fail("a number has no unit letter") }
                let unit: DurationUnit
                switch (letter, inTime) {
                case ("Y", false): unit = .year
                case ("M", false): unit = .month
                case ("W", false): unit = .week
                case ("D", false): unit = .day
                case ("H", true): unit = .hour
                case ("M", true): unit = .minute
                case ("S", true): unit = .second
                default: throw fail("\"\(letter)\" is not an ISO 8601 duration unit here (P…Y M W D, then T…H M S)")
                }
                parts.append(Part(unit: unit, amount: amount))
            }
        } else {
            while !scanner.isAtEnd {
                if scanner.take(" ") { continue }
                guard let amount = scanner.decimal() else { throw fail("expected a number") }
                while scanner.take(" ") {}
                guard let letter = scanner.next()?.lowercased() else { throw fail("a number has no unit (w, d, h, m or s)") }
                let unit: DurationUnit
                switch letter {
                case "w": unit = .week
                case "d": unit = .day
                case "h": unit = .hour
                case "m": unit = .minute
                case "s": unit = .second
                default: throw fail("\"\(letter)\" is not a unit (w, d, h, m, s)")
                }
                parts.append(Part(unit: unit, amount: amount))
            }
        }
        guard !parts.isEmpty else { throw fail("it names no amount") }
        for (earlier, later) in zip(parts, parts.dropFirst()) where earlier.unit >= later.unit {
            throw fail("units must each appear once, largest first")
        }
        for part in parts.dropLast() where !part.amount.isInteger {
            throw fail("only the last unit may have a fraction")
        }
        self.parts = parts
    }
}

/// A small cursor over UTF-8 text for the strict parsers above (bytes, for speed).
struct DigitScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { position == bytes.count }

    /// The next character (a whole UTF-8 sequence), for unit letters and error messages.
    mutating func next() -> Character? {
        guard position < bytes.count else { return nil }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        defer { position = end }
        return String(decoding: bytes[position..<end], as: UTF8.self).first
    }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
        if character.isASCII {
            guard position < bytes.count, bytes[position] == UInt8(character.value) else { return false }
            position += 1
            return true
        }
        let encoded = Array(String(character).utf8)
        guard position + encoded.count <= bytes.count, Array(bytes[position..<position + encoded.count]) == encoded else { return false }
        position += encoded.count
        return true
    }

    /// An unsigned ASCII integer of an allowed number of digits.
    mutating func number(digits allowed: ClosedRange<Int>) -> Int? {
        var value = 0
        var count = 0
        while position + count < bytes.count, count < allowed.upperBound, let digit = digit(at: position + count) {
            value = value * 10 + digit
            count += 1
        }
        guard allowed.contains(count) else { return nil }
        if digit(at: position + count) != nil { return nil }
        position += count
        return value
    }

    /// The ASCII digits at the cursor, consumed.
    mutating func digitRun() -> [Int] {
        var run: [Int] = []
        while let digit = digit(at: position) {
            run.append(digit)
            position += 1
        }
        return run
    }

    /// "+" or "-" (or U+2212) as 1 or -1.
    mutating func sign() -> Int? {
        if take("+") { return 1 }
        if take("-") || take("\u{2212}") { return -1 }
        return nil
    }

    /// "HH:MM[:SS[.fff]]".
    mutating func clockTime() -> (hour: Int, minute: Int, second: Int, milliseconds: Int)? {
        guard let hour = number(digits: 2...2), take(":"), let minute = number(digits: 2...2) else { return nil }
        var second = 0
        var milliseconds = 0
        if take(":") {
            guard let value = number(digits: 2...2) else { return nil }
            second = value
            if take(".") || take(",") {
                var scale = 100
                var any = false
                while let digit = digit(at: position) {
                    position += 1
                    any = true
                    milliseconds += digit * scale
                    scale /= 10
                }
                guard any else { return nil }
            }
        }
        return (hour, minute, second, milliseconds)
    }

    /// An unsigned decimal ("5", "1.5", "0,5").
    mutating func decimal() -> DecimalNumber? {
        let start = position
        while digit(at: position) != nil { position += 1 }
        guard position > start else { return nil }
        let integer = String(decoding: bytes[start..<position], as: UTF8.self)
        guard position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: ",") else {
            return DecimalNumber(canonical: integer)
        }
        position += 1
        let fractionStart = position
        while digit(at: position) != nil { position += 1 }
        guard position > fractionStart else { return nil }
        return DecimalNumber(canonical: integer + "." + String(decoding: bytes[fractionStart..<position], as: UTF8.self))
    }

    private func digit(at index: Int) -> Int? {
        guard index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 else { return nil }
        return Int(bytes[index] - 0x30)
    }
}
