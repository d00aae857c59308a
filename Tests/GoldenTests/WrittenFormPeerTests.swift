import Foundation
import Testing
import Vocalize

/// A peer check of `WrittenFormReader`: the written forms another formatter — Foundation's own
/// FormatStyles, built on its own ICU (not Vocalize's C shim) — produces for numbers, percentages,
/// money, dates in every style and clock times, in each of the 14 languages. A form is
/// *accepted* when the reader reads it, and *right* when it is read as the value it was made
/// from: its spoken form is the one the canonical value gives ("2015-04-01", "17:45", "12.50
/// EUR"). Targets: 90 % accepted, 97 % of the accepted right.
@Suite("Written forms: peer check")
struct WrittenFormPeerTests {
    /// Vocalize's language and the Foundation locale that writes for it (a region whose
    /// calendar is Gregorian, with its usual currency).
    static let languages: [(tag: String, locale: String, currency: String)] = [
        ("en", "en_US", "USD"), ("de", "de_DE", "EUR"), ("es", "es_ES", "EUR"), ("fr", "fr_FR", "EUR"),
        ("ru", "ru_RU", "RUB"), ("it", "it_IT", "EUR"), ("pt", "pt_BR", "BRL"), ("zh", "zh_CN", "CNY"),
        ("ja", "ja_JP", "JPY"), ("ko", "ko_KR", "KRW"), ("hi", "hi_IN", "INR"), ("ar", "ar_EG", "EGP"),
        ("sv", "sv_SE", "SEK"), ("vi", "vi_VN", "VND"),
    ]

    struct Sample {
        var kind: WrittenKind
        var written: String
        /// The spoken form of the value the written form was made from.
        var expected: String
    }

    static func samples(tag: String, localeID: String, currency: String) throws -> [Sample] {
        let locale = Locale(identifier: localeID)
        let numbers = try NumberSpeaker(language: tag)
        let dates = try DateSpeaker(language: tag)
        var samples: [Sample] = []
        for text in ["7", "21", "1234", "54038921.7", "0.25", "1000000", "-12", "3.5"] {
            let value = Decimal(string: text)!
            samples.append(Sample(kind: .number, written: value.formatted(.number.locale(locale)), expected: try numbers.speak(text)))
        }
        for text in ["0.5", "0.035", "1"] {
            let value = Decimal(string: text)!
            let percent = try DecimalNumber(value * 100)
            samples.append(Sample(kind: .percent, written: value.formatted(.percent.locale(locale)), expected: try numbers.speak(percent, as: .percent)))
        }
        var amounts = ["12", "1234", "1000000"]
        if currency != "JPY", currency != "KRW", currency != "VND" { amounts += ["12.50", "0.99"] }
        for text in amounts {
            let value = Decimal(string: text)!
            for code in [currency, currency == "USD" ? "EUR" : "USD"] {
                samples.append(Sample(
                    kind: .money, written: value.formatted(.currency(code: code).locale(locale)),
                    expected: try numbers.currency(text, code: code)))
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for iso in ["2015-04-01", "2020-01-15", "1998-07-01", "2013-07-24", "2024-12-31"] {
            let parts = iso.split(separator: "-").map { Int($0)! }
            let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12))!
            for (style, spoken) in [(Date.FormatStyle.DateStyle.numeric, DateStyle.long), (.abbreviated, .long), (.long, .long), (.complete, .full)] {
                let format = Date.FormatStyle(date: style, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
                samples.append(Sample(kind: .date, written: date.formatted(format), expected: try dates.date(iso, style: spoken)))
            }
        }
        for (hour, minute) in [(17, 45), (9, 5), (0, 30), (12, 0), (23, 59)] {
            let date = calendar.date(from: DateComponents(year: 2020, month: 1, day: 15, hour: hour, minute: minute))!
            let format = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone)
            samples.append(Sample(kind: .time, written: date.formatted(format), expected: try dates.time(hour: hour, minute: minute)))
        }
        return samples
    }

    @Test("Foundation's written forms are read (≥ 90 %) and read right (≥ 97 %)")
    func peerForms() throws {
        var rows = ["language  forms  accepted  right"]
        var totals = (forms: 0, accepted: 0, right: 0)
        var misses: [String] = []
        for (tag, localeID, currency) in Self.languages {
            let reader = try WrittenFormReader(language: tag)
            var accepted = 0
            var right = 0
            let samples = try Self.samples(tag: tag, localeID: localeID, currency: currency)
            for sample in samples {
                guard let value = try? reader.read(sample.written) else {
                    misses.append("\(tag) \(sample.kind.rawValue) not read: \(sample.written)")
                    continue
                }
                accepted += 1
                let spoken = (try? reader.speak(value)) ?? ""
                if GoldenCorpus.normalized(spoken) == GoldenCorpus.normalized(sample.expected) {
                    right += 1
                } else {
                    misses.append("\(tag) \(sample.kind.rawValue) \(sample.written) → \(spoken) (expected \(sample.expected))")
                }
            }
            rows.append("\(tag.padding(toLength: 9, withPad: " ", startingAt: 0)) \(samples.count)  \(accepted)  \(right)")
            totals = (totals.forms + samples.count, totals.accepted + accepted, totals.right + right)
        }
        let acceptedShare = Double(totals.accepted) / Double(totals.forms)
        let rightShare = Double(totals.right) / Double(max(totals.accepted, 1))
        rows.append("all       \(totals.forms)  \(totals.accepted) (\(Self.percent(acceptedShare)))  \(totals.right) (\(Self.percent(rightShare)) of accepted)")
        print("Written forms, peer check (Foundation FormatStyle)\n" + rows.joined(separator: "\n") + "\nnot read or read otherwise:\n" + misses.joined(separator: "\n"))
        #expect(acceptedShare >= 0.90, "accepted \(Self.percent(acceptedShare)) of Foundation's written forms")
        #expect(rightShare >= 0.97, "read right \(Self.percent(rightShare)) of the accepted forms")
    }

    static func percent(_ share: Double) -> String {
        String(format: "%.1f %%", share * 100)
    }
}
