import CVocalizeICU

/// The calendar fields of an instant, in a formatter's calendar and time zone.
struct CalendarFields: Sendable, Hashable {
    var era: Int
    var year: Int
    /// 0-based, as ICU counts months.
    var month: Int
    var day: Int
    /// 1 = Sunday … 7 = Saturday.
    var weekday: Int
    var hour: Int
    var minute: Int
    var second: Int
}

/// One ICU date formatter (pattern, calendar, time zone) with the names it uses.
///
/// Sendable notes: ICU's `UDateFormat` and `UCalendar` mutate internal state while formatting
/// or computing fields, so every use of the handle holds the lock. The names are copied out
/// once at init and are immutable.
final class ICUDateFormatter: Sendable {
    private let handle: LockedICUHandle

    /// ICU's pattern ("MMMM d, y").
    let pattern: String
    /// Month names, wide, in format context ("апреля").
    let formatMonths: [String]
    /// Month names, wide, standalone ("апрель").
    let standaloneMonths: [String]
    /// Weekday names, wide, indexed 1 (Sunday) … 7.
    let formatWeekdays: [String]
    let standaloneWeekdays: [String]
    /// Era names, wide ("Anno Domini", "พุทธศักราช").
    let eraNames: [String]
    /// AM and PM markers.
    let amPm: [String]

    /// ICU's `UDateFormatSymbolType` values for the names we read (wide forms only).
    private enum Symbol: Int32 {
        case months = 1, weekdays = 3, amPms = 5, eraNames = 7
        case standaloneMonths = 10, standaloneWeekdays = 13
    }

    /// Where the formatter's pattern comes from.
    enum Source: Hashable, Sendable {
        case style(DateStyle)
        case skeleton(String)
        case pattern(String)
    }

    init(localeID: String, source: Source, timeZone: String) throws(VocalizeError) {
        var status: Int32 = 0
        let zone = Array(timeZone.utf16)
        let pointer: OpaquePointer?
        switch source {
        case .style(let style):
            pointer = vz_date_formatter_open(localeID, style.icuStyle, nil, 0, zone, Int32(zone.count), &status)
        case .skeleton(let text):
            // The skeleton's pattern from the locale's shared pattern generator, not a new one.
            let units = Array(try DateCatalog.bestPattern(localeID: localeID, skeleton: text).utf16)
            pointer = vz_date_formatter_open(
                localeID, Int32(VZ_DATE_SOURCE_PATTERN), units, Int32(units.count), zone, Int32(zone.count), &status)
        case .pattern(let text):
            let units = Array(text.utf16)
            pointer = vz_date_formatter_open(
                localeID, Int32(VZ_DATE_SOURCE_PATTERN), units, Int32(units.count), zone, Int32(zone.count), &status)
        }
        guard let pointer, status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU could not open a date formatter for \"\(localeID)\" (\(source)): \(ICUStatus(code: status).name)")
        }
        let (pattern, patternStatus) = ICU.utf16String { vz_date_formatter_pattern(pointer, $0, $1, $2) }
        func symbols(_ type: Symbol) -> [String] {
            let count = vz_date_formatter_symbol_count(pointer, type.rawValue)
            return (0..<max(count, 0)).map { index in
                ICU.utf16String { vz_date_formatter_symbol(pointer, type.rawValue, index, $0, $1, $2) }.0
            }
        }
        guard patternStatus.isSuccess else {
            vz_date_formatter_close(pointer)
            throw VocalizeError(.icuFailure, "ICU gave no date pattern for \"\(localeID)\": \(patternStatus.name)")
        }
        self.pattern = pattern
        formatMonths = symbols(.months)
        standaloneMonths = symbols(.standaloneMonths)
        formatWeekdays = symbols(.weekdays)
        standaloneWeekdays = symbols(.standaloneWeekdays)
        eraNames = symbols(.eraNames)
        amPm = symbols(.amPms)
        handle = LockedICUHandle(pointer) { vz_date_formatter_close($0) }
    }

    /// The calendar fields of an instant (milliseconds since 1970 UTC).
    func fields(at instant: Double) throws(VocalizeError) -> CalendarFields {
        var status: Int32 = 0
        let values = handle.withLock { handle in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: Int(VZ_FIELD_COUNT)) { buffer in
                vz_date_formatter_fields(handle, instant, buffer.baseAddress!, &status)
                return (Int(buffer[0]), Int(buffer[1]), Int(buffer[2]), Int(buffer[3]),
                        Int(buffer[4]), Int(buffer[5]), Int(buffer[6]), Int(buffer[7]))
            }
        }
        try ICUStatus(code: status).check("reading the calendar fields of a date")
        return CalendarFields(
            era: values.0, year: values.1, month: values.2, day: values.3,
            weekday: values.4, hour: values.5, minute: values.6, second: values.7)
    }

    /// Month and weekday names abbreviated, in format and standalone context ("avr.", "thg 1",
    /// "Mi."): read when asked (the written-form reader's test for words that may be part of a
    /// date), not for every formatter.
    func abbreviatedCalendarNames() -> [String] {
        // UDateFormatSymbolType: short months 2, short weekdays 4, standalone short months 11,
        // standalone short weekdays 14.
        handle.withLock { pointer in
            [Int32(2), 4, 11, 14].flatMap { type in
                (0..<max(vz_date_formatter_symbol_count(pointer, type), 0)).map { index in
                    ICU.utf16String { vz_date_formatter_symbol(pointer, type, index, $0, $1, $2) }.0
                }
            }
        }
    }

    /// Every month name, wide and abbreviated, format and standalone, lower case and without a
    /// closing dot ("févr", "mär", "thg 1"), with its month (1 = the calendar's first), longest
    /// first.
    func monthNames() -> [(name: String, month: Int)] {
        // UDateFormatSymbolType: months 1, short months 2, standalone 10 and 11.
        var names: [(name: String, month: Int)] = []
        handle.withLock { pointer in
            for type: Int32 in [1, 2, 10, 11] {
                for index in 0..<max(vz_date_formatter_symbol_count(pointer, type), 0) {
                    var name = ICU.utf16String { vz_date_formatter_symbol(pointer, type, index, $0, $1, $2) }.0.lowercased()
                    if name.hasSuffix(".") { name.removeLast() }
                    if !name.isEmpty, !names.contains(where: { $0.name == name }) { names.append((name: name, month: Int(index) + 1)) }
                }
            }
        }
        return names.sorted { $0.name.count > $1.name.count }
    }

    /// Every weekday name, wide and abbreviated, format and standalone, lower case, with its
    /// ICU index (1 = Sunday … 7 = Saturday) and whether it is abbreviated (a name that is the
    /// abbreviation and the full name at once, Arabic "السبت", is both), longest first; where
    /// one name is both, its abbreviated entry comes first.
    func weekdayNames() -> [(name: String, weekday: Int, isAbbreviated: Bool)] {
        // UDateFormatSymbolType: weekdays 3, short weekdays 4, standalone 13 and 14.
        var names: [(name: String, weekday: Int, isAbbreviated: Bool)] = []
        handle.withLock { pointer in
            for type: Int32 in [3, 4, 13, 14] {
                for index in 0..<max(vz_date_formatter_symbol_count(pointer, type), 0) {
                    let name = ICU.utf16String { vz_date_formatter_symbol(pointer, type, index, $0, $1, $2) }.0.lowercased()
                    if !name.isEmpty, (1...7).contains(Int(index)) {
                        names.append((name: name, weekday: Int(index), isAbbreviated: type == 4 || type == 14))
                    }
                }
            }
        }
        return names.sorted { $0.name.count != $1.name.count ? $0.name.count > $1.name.count : $0.isAbbreviated && !$1.isAbbreviated }
    }

    /// ICU's own written form of an instant (the benchmark baseline; never spoken).
    func format(_ instant: Double) throws(VocalizeError) -> String {
        let (text, status) = handle.withLock { handle in
            ICU.utf16String(initialCapacity: 64) { vz_date_format_raw(handle, instant, $0, $1, $2) }
        }
        try status.check("formatting a date")
        return text
    }
}

extension DateStyle {
    /// ICU's `UDateFormatStyle` value.
    var icuStyle: Int32 {
        switch self {
        case .full: 0
        case .long: 1
        case .medium: 2
        case .short: 3
        }
    }
}

/// ICU's relative date formatter ("in 3 days", "yesterday").
///
/// Sendable notes: ICU documents `RelativeDateTimeFormatter` as thread-safe for formatting,
/// but the lock costs little and keeps us independent of that promise.
final class ICURelativeFormatter: Sendable {
    private let handle: LockedICUHandle

    init(localeID: String) throws(VocalizeError) {
        var status: Int32 = 0
        guard let pointer = vz_relative_formatter_open(localeID, &status), status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU has no relative date formatter for \"\(localeID)\": \(ICUStatus(code: status).name)")
        }
        handle = LockedICUHandle(pointer) { vz_relative_formatter_close($0) }
    }

    /// The formatted text and the UTF-16 span of its number, if it has one.
    func format(_ offset: Double, unit: Int32, numeric: Bool) throws(VocalizeError) -> (text: String, number: Range<Int>?) {
        var start: Int32 = -1
        var limit: Int32 = -1
        let (text, status) = handle.withLock { handle in
            ICU.utf16String(initialCapacity: 64) {
                vz_relative_formatter_format(handle, offset, unit, numeric ? 1 : 0, $0, $1, &start, &limit, $2)
            }
        }
        try status.check("formatting a relative date")
        return (text, start >= 0 && limit > start ? Int(start)..<Int(limit) : nil)
    }
}

/// How a list of parts is joined: CLDR's unit list ("5 hours, 30 minutes") or its standard
/// list with the word for "and" ("5 hours and 30 minutes").
enum ListJoin: String, Sendable, Hashable, Codable {
    /// CLDR's unit list ("5 hours, 30 minutes"), the standard list with "and", CLDR's narrow
    /// unit list (most languages: the parts side by side, "5 hours 30 minutes"), and the parts
    /// side by side whatever CLDR's lists say (joined by the language's word separator).
    case units, and, narrowUnits, spaced
}

/// ICU's list formatter for units ("5 hours, 30 minutes") or the standard "and" list.
///
/// Sendable notes: a `UListFormatter` is immutable once opened; the lock is cheap insurance.
final class ICUListFormatter: Sendable {
    private let handle: LockedICUHandle

    init(_ join: ListJoin, for localeID: String) throws(VocalizeError) {
        var status: Int32 = 0
        let opened: OpaquePointer?
        switch join {
        case .units: opened = vz_list_formatter_open_units(localeID, &status)
        case .and: opened = vz_list_formatter_open_and(localeID, &status)
        case .narrowUnits: opened = vz_list_formatter_open_narrow_units(localeID, &status)
        case .spaced: throw VocalizeError(.icuFailure, "Parts side by side are joined without ICU's list formatter.")
        }
        guard let pointer = opened, status <= 0 else {
            throw VocalizeError(.icuFailure, "ICU has no list formatter for \"\(localeID)\": \(ICUStatus(code: status).name)")
        }
        handle = LockedICUHandle(pointer) { vz_list_formatter_close($0) }
    }

    func format(_ items: [String]) throws(VocalizeError) -> String {
        let lengths = items.map { Int32($0.utf16.count) }
        let text = items.flatMap { Array($0.utf16) }
        let (joined, status) = handle.withLock { handle in
            ICU.utf16String { vz_list_formatter_format(handle, text, lengths, Int32(items.count), $0, $1, $2) }
        }
        try status.check("joining a list")
        return joined
    }
}

/// Shared caches of the ICU date services, and ICU facts about locales and time zones.
enum DateCatalog {
    private struct FormatterKey: Hashable, Sendable {
        var localeID: String
        var source: ICUDateFormatter.Source
        var timeZone: String
    }

    private struct SkeletonKey: Hashable, Sendable {
        var localeID: String
        var skeleton: String
    }

    private static let formatters = FormatterCache<FormatterKey, ICUDateFormatter>()
    private static let relatives = FormatterCache<String, ICURelativeFormatter>()
    private struct ListKey: Hashable, Sendable {
        var localeID: String
        var join: ListJoin
    }
    private static let lists = FormatterCache<ListKey, ICUListFormatter>()
    private static let bestPatterns = FormatterCache<SkeletonKey, String>()
    private static let zones = FormatterCache<String, String>(capacity: 512)

    static func formatter(localeID: String, source: ICUDateFormatter.Source, timeZone: String) throws(VocalizeError) -> ICUDateFormatter {
        try formatters.value(for: FormatterKey(localeID: localeID, source: source, timeZone: timeZone)) { () throws(VocalizeError) in
            try ICUDateFormatter(localeID: localeID, source: source, timeZone: timeZone)
        }
    }

    static func relativeFormatter(localeID: String) throws(VocalizeError) -> ICURelativeFormatter {
        try relatives.value(for: localeID) { () throws(VocalizeError) in try ICURelativeFormatter(localeID: localeID) }
    }

    static func unitListFormatter(localeID: String) throws(VocalizeError) -> ICUListFormatter {
        try listFormatter(.units, localeID: localeID)
    }

    /// The list formatter that joins with `join` in the locale.
    static func listFormatter(_ join: ListJoin, localeID: String) throws(VocalizeError) -> ICUListFormatter {
        try lists.value(for: ListKey(localeID: localeID, join: join)) { () throws(VocalizeError) in try ICUListFormatter(join, for: localeID) }
    }

    /// The locale's best pattern for a skeleton ("j" → "h a").
    static func bestPattern(localeID: String, skeleton: String) throws(VocalizeError) -> String {
        try bestPatterns.value(for: SkeletonKey(localeID: localeID, skeleton: skeleton)) { () throws(VocalizeError) in
            // The skeletons Vocalize asks for, for the built-in languages, without opening a generator.
            if let pattern = BestPatternTable.patterns(localeID: localeID, icuVersion: ICU.version)?[skeleton] { return pattern }
            return try bestPatternFromICU(localeID: localeID, skeleton: skeleton)
        }
    }

    /// The pattern ICU's generator gives for a skeleton, asked of ICU (no table, no cache).
    static func bestPatternFromICU(localeID: String, skeleton: String) throws(VocalizeError) -> String {
        let generator = try patternGenerator(localeID: localeID)
        let units = Array(skeleton.utf16)
        let (pattern, status) = generator.withLock { handle in
            ICU.utf16String(initialCapacity: 64) { vz_pattern_generator_best(handle, units, Int32(units.count), $0, $1, $2) }
        }
        try status.check("finding the \(localeID) pattern for \"\(skeleton)\"")
        return pattern
    }

    /// One pattern generator per locale, shared by every skeleton: opening one costs about
    /// 2.3 M instructions (all of the locale's patterns), asking it for a skeleton a few
    /// thousand. Its calls are serialised by its lock.
    private static let generators = FormatterCache<String, LockedICUHandle>(capacity: 16)

    private static func patternGenerator(localeID: String) throws(VocalizeError) -> LockedICUHandle {
        try generators.value(for: localeID) { () throws(VocalizeError) in
            var status: Int32 = 0
            guard let generator = vz_pattern_generator_open(localeID, &status), status <= 0 else {
                throw VocalizeError(.icuFailure, "ICU could not open the date pattern generator for \"\(localeID)\": \(ICUStatus(code: status).name)")
            }
            return LockedICUHandle(generator) { vz_pattern_generator_close($0) }
        }
    }

    /// ICU's canonical ID for a time zone ID; throws when ICU does not know the zone.
    static func canonicalTimeZone(_ identifier: String) throws(VocalizeError) -> String {
        try zones.value(for: identifier) { () throws(VocalizeError) in
            let units = Array(identifier.utf16)
            let (canonical, status) = ICU.utf16String(initialCapacity: 64) {
                vz_time_zone_canonical(units, Int32(units.count), $0, $1, $2)
            }
            guard status.isSuccess, !canonical.isEmpty, canonical != "Etc/Unknown" else {
                throw VocalizeError(
                    .unsupportedOption,
                    "\"\(identifier)\" is not a time zone ICU knows (use an IANA name such as \"Europe/Paris\", \"UTC\", or an offset such as \"+02:00\").")
            }
            return canonical
        }
    }
}
