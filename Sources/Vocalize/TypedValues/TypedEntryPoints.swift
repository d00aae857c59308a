import Foundation

// Typed entry points: Foundation's own value types, spoken without first writing them as text.

extension NumberSpeaker {
    /// Speaks a Foundation measurement: `Measurement(value: 21, unit: UnitDuration.minutes)` →
    /// "twenty-one minutes" (French "vingt-et-une minutes"). The value is read by its shortest
    /// decimal form; units Vocalize cannot name (see `SpokenUnit`) throw `.unsupportedOption`.
    public func measure<UnitType: Dimension>(_ measurement: Measurement<UnitType>) throws(VocalizeError) -> String {
        let unit = try SpokenUnit.icuName(of: measurement.unit)
        return try measure(DecimalNumber(measurement.value), unit: unit)
    }

    /// Speaks an amount of money exactly: `(Decimal(string: "12.50")!, Locale.Currency("EUR"))`
    /// → "twelve euros and fifty cents".
    public func currency(_ amount: Decimal, currency: Locale.Currency) throws(VocalizeError) -> String {
        try self.currency(DecimalNumber(amount), code: currency.identifier)
    }

    /// Speaks an integer amount of money: `(21, Locale.Currency("USD"))` → "twenty-one dollars".
    public func currency<T: BinaryInteger>(_ amount: T, currency: Locale.Currency) throws(VocalizeError) -> String {
        try self.currency(DecimalNumber(amount), code: currency.identifier)
    }
}

extension DateSpeaker {
    /// Speaks a Swift `Duration` as days, hours, minutes and seconds: `.seconds(1260)` →
    /// "twenty-one minutes"; a fraction of a second is kept to the millisecond ("1.5 seconds"
    /// is "one point five seconds"). Negative durations throw `.invalidDate`.
    public func duration(_ duration: Duration) throws(VocalizeError) -> String {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else {
            throw VocalizeError(.invalidDate, "A duration of \(duration) is negative; give how long something lasts.")
        }
        guard seconds <= Int64(Int32.max) * 86_400 else {
            throw VocalizeError(.invalidDate, "A duration of \(duration) is too long to be said in days, hours, minutes and seconds.")
        }
        let milliseconds = (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        if milliseconds == 0 { return try self.duration(seconds: Int(seconds)) }
        if milliseconds == 1000 { return try self.duration(seconds: Int(seconds) + 1) }
        var text = ""
        var rest = seconds
        for (unit, size) in [("d", Int64(86_400)), ("h", 3_600), ("m", 60)] where rest >= size {
            text += "\(rest / size)\(unit)"
            rest %= size
        }
        var fraction = String(milliseconds)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        text += "\(rest).\(fraction)s"
        return try self.duration(text)
    }

    /// Speaks a `TimeInterval` (seconds) as a duration, like `duration(_: Duration)`; NaN,
    /// infinities and negative intervals throw `.invalidDate`.
    public func duration(_ interval: TimeInterval) throws(VocalizeError) -> String {
        guard interval.isFinite, interval >= 0, interval < Double(Int64(Int32.max) * 86_400) else {
            throw VocalizeError(.invalidDate, "\(interval) seconds is not a length of time that can be said (it must be finite and not negative).")
        }
        return try duration(Duration.milliseconds(Int64((interval * 1000).rounded())))
    }

    /// Speaks the day of date components (`year`, `month`, `day`, all needed): `DateComponents(
    /// year: 2015, month: 4, day: 1)` → "April first, twenty fifteen". An impossible day
    /// (February 30) throws `.invalidDate`.
    public func date(_ components: DateComponents, style: DateStyle = .long) throws(VocalizeError) -> String {
        guard let year = components.year, let month = components.month, let day = components.day else {
            throw VocalizeError(.invalidDate, "Date components need a year, a month and a day to be said as a date (given \(components)).")
        }
        guard (1...9999).contains(year) else {
            throw VocalizeError(.invalidDate, "The year \(year) cannot be said as a date; give a year from 1 to 9999.")
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return try date("\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))", style: style)
    }

    /// Speaks the time of day of date components (`hour` and `minute`, `second` when set):
    /// `DateComponents(hour: 17, minute: 45)` → "five forty-five PM" (on the language's
    /// habitual clock unless `clock` is given).
    public func time(_ components: DateComponents, clock: ClockStyle? = nil) throws(VocalizeError) -> String {
        guard let hour = components.hour, let minute = components.minute else {
            throw VocalizeError(.invalidDate, "Date components need an hour and a minute to be said as a time of day (given \(components)).")
        }
        return try time(hour: hour, minute: minute, second: components.second, clock: clock)
    }

    /// Speaks an offset from now in a calendar unit: `(-1, .day)` → "yesterday", `(3, .day)` →
    /// "in three days", French `(-2, .hour)` → "il y a deux heures". Units: `.second`,
    /// `.minute`, `.hour`, `.day`, `.weekOfYear`/`.weekOfMonth` (weeks), `.month`, `.quarter`,
    /// `.year`; others throw `.unsupportedOption`.
    public func relative(_ offset: Int, _ component: Calendar.Component) throws(VocalizeError) -> String {
        let unit: String
        switch component {
        case .second: unit = "second"
        case .minute: unit = "minute"
        case .hour: unit = "hour"
        case .day: unit = "day"
        case .weekOfYear, .weekOfMonth: unit = "week"
        case .month: unit = "month"
        case .quarter: unit = "quarter"
        case .year: unit = "year"
        default:
            throw VocalizeError(.unsupportedOption, "\(component) is not a unit of relative date; use .second, .minute, .hour, .day, .weekOfYear, .month, .quarter or .year.")
        }
        return try relative(offset, unit: unit)
    }
}

/// The ICU names of Foundation's units that Vocalize speaks (`UnitDuration.minutes` →
/// "minute"), so a `Measurement` can be spoken without naming its unit again.
public enum SpokenUnit {
    /// The ICU unit name for a Foundation unit; throws `.unsupportedOption` for a unit that is
    /// not in the table (a custom `Dimension`, or one ICU has no spoken name for).
    public static func icuName(of unit: Unit) throws(VocalizeError) -> String {
        if let name = table[key(unit)] { return name }
        throw VocalizeError(.unsupportedOption, "The unit \(type(of: unit)) \"\(unit.symbol)\" has no spoken name in Vocalize; speak the value with NumberSpeaker.measure(_:unit:) and an ICU unit name.")
    }

    private static func key(_ unit: Unit) -> String { "\(type(of: unit))|\(unit.symbol)" }

    /// Built from the unit instances themselves, so their symbols are the platform's own.
    private static let table: [String: String] = {
        let pairs: [(Unit, String)] = [
            (UnitDuration.hours, "hour"), (UnitDuration.minutes, "minute"), (UnitDuration.seconds, "second"),
            (UnitDuration.milliseconds, "millisecond"), (UnitDuration.microseconds, "microsecond"),
            (UnitDuration.nanoseconds, "nanosecond"),
            (UnitLength.kilometers, "kilometer"), (UnitLength.meters, "meter"), (UnitLength.centimeters, "centimeter"),
            (UnitLength.millimeters, "millimeter"), (UnitLength.miles, "mile"), (UnitLength.yards, "yard"),
            (UnitLength.feet, "foot"), (UnitLength.inches, "inch"), (UnitLength.nauticalMiles, "nautical-mile"),
            (UnitMass.kilograms, "kilogram"), (UnitMass.grams, "gram"), (UnitMass.milligrams, "milligram"),
            (UnitMass.pounds, "pound"), (UnitMass.ounces, "ounce"), (UnitMass.stones, "stone"),
            (UnitMass.metricTons, "tonne"),
            (UnitTemperature.celsius, "celsius"), (UnitTemperature.fahrenheit, "fahrenheit"), (UnitTemperature.kelvin, "kelvin"),
            (UnitSpeed.kilometersPerHour, "kilometer-per-hour"), (UnitSpeed.milesPerHour, "mile-per-hour"),
            (UnitSpeed.metersPerSecond, "meter-per-second"), (UnitSpeed.knots, "knot"),
            (UnitVolume.liters, "liter"), (UnitVolume.milliliters, "milliliter"), (UnitVolume.centiliters, "centiliter"),
            (UnitVolume.deciliters, "deciliter"), (UnitVolume.cubicMeters, "cubic-meter"), (UnitVolume.gallons, "gallon"),
            (UnitVolume.fluidOunces, "fluid-ounce"), (UnitVolume.cups, "cup"),
            (UnitArea.squareMeters, "square-meter"), (UnitArea.squareKilometers, "square-kilometer"),
            (UnitArea.hectares, "hectare"), (UnitArea.acres, "acre"), (UnitArea.squareFeet, "square-foot"),
            (UnitEnergy.kilocalories, "kilocalorie"), (UnitEnergy.kilojoules, "kilojoule"), (UnitEnergy.joules, "joule"),
            (UnitEnergy.kilowattHours, "kilowatt-hour"),
            (UnitPower.watts, "watt"), (UnitPower.kilowatts, "kilowatt"),
            (UnitAngle.degrees, "degree"),
            (UnitFrequency.hertz, "hertz"), (UnitFrequency.kilohertz, "kilohertz"), (UnitFrequency.megahertz, "megahertz"),
            (UnitFrequency.gigahertz, "gigahertz"),
            (UnitInformationStorage.bytes, "byte"), (UnitInformationStorage.kilobytes, "kilobyte"),
            (UnitInformationStorage.megabytes, "megabyte"), (UnitInformationStorage.gigabytes, "gigabyte"),
            (UnitInformationStorage.terabytes, "terabyte"), (UnitInformationStorage.bits, "bit"),
            (UnitPressure.hectopascals, "hectopascal"), (UnitPressure.bars, "bar"),
            (UnitElectricCurrent.amperes, "ampere"), (UnitElectricPotentialDifference.volts, "volt"),
        ]
        var table: [String: String] = [:]
        for (unit, name) in pairs { table[key(unit)] = table[key(unit)] ?? name }
        return table
    }()
}
