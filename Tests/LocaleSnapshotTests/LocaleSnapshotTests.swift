import Foundation
import SnapshotTesting
import Testing
import VocalizeLocales

@testable import Vocalize

/// One snapshot per language over one fixed corpus that touches every capability, so a change
/// in any language's output (or in ICU) shows up as a reviewable diff.
///
/// Re-record after an intended change: `SNAPSHOT_TESTING_RECORD=failed swift test --filter
/// LocaleSnapshotTests`, then read the diff of `__Snapshots__` before committing it.
@Suite("Locale snapshots")
struct LocaleSnapshotTests {
    /// The ICU major version the snapshots were recorded with.
    static let recordedICUMajor: String = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ICU_VERSION")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static let runningICUMajor = String(ICU.version.prefix { $0 != "." })

    static let languages = EmbeddedLocaleProfiles.all.map(\.tag).sorted()

    @Test func snapshotsMatchThisICU() {
        #expect(
            Self.recordedICUMajor == Self.runningICUMajor,
            """
            The locale snapshots were recorded with ICU \(Self.recordedICUMajor) but this is ICU \(ICU.version); \
            CLDR data changes between ICU versions, so the snapshots were not compared. Re-record them \
            with SNAPSHOT_TESTING_RECORD=all, review every diff, and update __Snapshots__/ICU_VERSION.
            """)
    }

    @Test(arguments: languages)
    func language(_ tag: String) throws {
        // On another ICU major version the comparison would fail in every line at once; the
        // test above says why instead.
        guard Self.recordedICUMajor == Self.runningICUMajor else { return }
        let document = LocaleCorpus.document(for: tag)
        assertSnapshot(of: document, as: .lines, named: tag)
    }
}

/// The fixed corpus, spoken in one language, one line per case.
enum LocaleCorpus {
    static func document(for tag: String) -> String {
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
            return lines.joined(separator: "\n") + "\nerror: \(error.message)\n"
        }

        lines.append("## numbers")
        let numbers = try? NumberSpeaker(locale: locale)
        for value in ["0", "1", "2", "21", "101", "1999", "2015", "-7", "0.05", "3.14", "54038921.7", "1e12"] {
            add("number \(value)") { () throws(VocalizeError) in try required(numbers).speak(value) }
        }
        for value in ["1", "2", "21"] {
            add("ordinal \(value)") { () throws(VocalizeError) in try required(numbers).speak(value, as: .ordinal) }
        }
        add("year 2015") { () throws(VocalizeError) in try required(numbers).speak("2015", as: .year) }
        add("percent 45") { () throws(VocalizeError) in try required(numbers).speak("45", as: .percent) }
        add("measure 21 minute") { () throws(VocalizeError) in try required(numbers).measure("21", unit: "minute") }
        add("measure 3.5 kilometer") { () throws(VocalizeError) in try required(numbers).measure("3.5", unit: "kilometer") }
        add("currency 12.50 EUR") { () throws(VocalizeError) in try required(numbers).currency("12.50", code: "EUR") }

        lines.append("## phone")
        let phone = try? PhoneSpeaker(locale: locale)
        let registry = LocaleProfileRegistry.shared
        let examples = (try? registry.profile(for: locale))?.phone?.examples ?? []
        if examples.isEmpty { lines.append("phone: no examples in the profile") }
        for example in examples {
            add("phone \(example)") { () throws(VocalizeError) in try required(phone).speak(example) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func required<T>(_ value: T?) throws(VocalizeError) -> T {
        guard let value else { throw VocalizeError(.unsupportedLanguage, "the speaker could not be created") }
        return value
    }

    /// Shows invisible and unusual spacing characters, so a stray U+00AD is visible in a diff.
    static func escaped(_ text: String) -> String {
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
