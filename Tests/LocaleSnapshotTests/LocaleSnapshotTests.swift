import Foundation
import SnapshotTesting
import Testing
import Vocalize

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

    static let runningICUMajor = String(LocaleSample.icuVersion.prefix { $0 != "." })

    static let languages = EmbeddedLocaleProfiles.all.map(\.tag).sorted()

    static let sameICU = recordedICUMajor == runningICUMajor

    /// On another ICU major version CLDR's data differs in every language at once: the
    /// snapshots are skipped with this one notice (the golden corpus still says what is right).
    @Test func snapshotsMatchThisICU() {
        if !Self.sameICU {
            print(
                """
                ⚠︎ Locale snapshots skipped: they were recorded with ICU \(Self.recordedICUMajor) and this is ICU \(LocaleSample.icuVersion). \
                CLDR data changes between ICU versions; re-record with SNAPSHOT_TESTING_RECORD=all, review every diff, \
                and update __Snapshots__/ICU_VERSION. The golden corpus (GoldenTests) ran as usual.
                """)
        }
    }

    @Test(
        "Each language speaks the corpus as recorded",
        .enabled(if: sameICU, "The snapshots were recorded with another ICU major version"),
        arguments: languages)
    func speaksTheCorpus(tag: String) {
        assertSnapshot(of: LocaleSample.document(for: tag), as: .lines, named: tag, testName: "locale")
    }

    @Test func invisibleCharactersAreShownEscaped() {
        #expect(LocaleSample.escaped("a\u{AD}b\u{A0}c d") == "a\\u{AD}b\\u{A0}c d")
    }
}
