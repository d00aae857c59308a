import Foundation
import SnapshotTesting
import Testing
import Vocalize
import VocalizeLocales

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

    @Test func snapshotsMatchThisICU() {
        #expect(
            Self.recordedICUMajor == Self.runningICUMajor,
            """
            The locale snapshots were recorded with ICU \(Self.recordedICUMajor) but this is ICU \(LocaleSample.icuVersion); \
            CLDR data changes between ICU versions, so the snapshots were not compared. Re-record them \
            with SNAPSHOT_TESTING_RECORD=all, review every diff, and update __Snapshots__/ICU_VERSION.
            """)
    }

    @Test("Each language speaks the corpus as recorded", arguments: languages)
    func speaksTheCorpus(tag: String) {
        // On another ICU major version the comparison would fail in every line at once; the
        // test above says why instead.
        guard Self.recordedICUMajor == Self.runningICUMajor else { return }
        assertSnapshot(of: LocaleSample.document(for: tag), as: .lines, named: tag, testName: "locale")
    }

    @Test func invisibleCharactersAreShownEscaped() {
        #expect(LocaleSample.escaped("a\u{AD}b\u{A0}c d") == "a\\u{AD}b\\u{A0}c d")
    }
}
