import Foundation

/// A date written in digits in an order the locale's own patterns lack (`written.numericDates`):
/// Swedish "02.01.2000" (day, month, year beside ICU's "2000-01-02"), French "17.06" (a day
/// and month), Vietnamese "14/4" after "ngày" and "04/1969" after "tháng", Hindi "11-2024".
public struct NumericDateShape: Sendable, Hashable, Codable {
    /// The parts in order: "dMy", "dM", "My", "yM" ("d" a day, "M" a month in digits, "y" a
    /// year of four digits).
    public var order: String
    /// The characters that may stand between the parts (".", "/-").
    public var separators: String
    /// Words, lower case, one of which must stand right before the date (Vietnamese "ngày"
    /// before a day and month); any text when absent.
    public var after: [String]?
    /// Whether a day and a month must be written with two digits, one of them with a leading
    /// zero ("06-05", "17.06"): no quantity is written so, so the shape of a range or a score
    /// ("10-12", "6-5") stays one.
    public var padded: Bool?
    /// Whether the shape is read only in a text that is the date alone, read whole as a date
    /// field's or a cell's value (`WrittenFormReader.read(_:)`, `vocalize read`), never inside
    /// running text, where the same digits may be another kind's (Swedish "3/5", the 3rd of May
    /// in a date field, may be three fifths in a sentence).
    public var dateFieldOnly: Bool?
}

extension WrittenFormReader {
    /// The date a text in digits writes in one of the profile's `numericDates` shapes, for
    /// those that need no word before it or whose words include `wordBefore` (lower case), and
    /// those read only in a date field where `dateField` says the caller reads one; nil when no
    /// shape gives a real day ("30.02" has none), or two shapes give different ones.
    func readNumericDateShape(_ form: WrittenText, wordBefore: String?, dateField: Bool = false) -> WrittenValue? {
        let shapes = markers.numericDates
        guard !shapes.isEmpty, form.hasDigits, form.normalized.utf8.count <= 10,
            form.normalized.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "/" || $0 == "-" })
        else { return nil }
        var found: WrittenValue?
        for shape in shapes {
            if shape.dateFieldOnly == true, !dateField { continue }
            if let words = shape.after {
                guard let wordBefore, words.contains(wordBefore) else { continue }
            }
            guard let value = readDateInShape(form.normalized, shape: shape) else { continue }
            if let found, found != value { return nil }
            found = value
        }
        return found
    }

    /// The date `text` writes in `shape`, or nil.
    private func readDateInShape(_ text: String, shape: NumericDateShape) -> WrittenValue? {
        let separators = Set(shape.separators)
        guard let separator = text.first(where: { !$0.isASCIIDigit }), separators.contains(separator) else { return nil }
        let groups = text.split(separator: separator, omittingEmptySubsequences: false)
        let order = Array(shape.order)
        guard groups.count == order.count else { return nil }
        var day: Int?
        var month: Int?
        var year: String?
        for (field, group) in zip(order, groups) {
            guard !group.isEmpty, group.allSatisfy(\.isASCIIDigit) else { return nil }
            switch field {
            case "d", "M":
                guard group.count == 2 || (group.count == 1 && shape.padded != true), let value = Int(group) else { return nil }
                if field == "d" { day = value } else { month = value }
            case "y":
                guard group.count == 4 else { return nil }
                year = String(group)
            default:
                return nil
            }
        }
        if shape.padded == true {
            let twoDigits = zip(order, groups).filter { $0.0 != "y" }.map(\.1)
            guard twoDigits.contains(where: { $0.first == "0" }) else { return nil }
        }
        guard let month, (1...12).contains(month) else { return nil }
        // A day the month does not have (in the year written, else in a leap year) is no date.
        if let day, !(1...ISODateTime.daysIn(month: month, year: Int(year ?? "2000") ?? 2000)).contains(day) { return nil }
        return date(day: day, month: month, year: year)
    }
}
