// An app team's snapshot test: what VoiceOver says on the app's own "Alarms" screen, in every
// language the app ships. Copy this file into your test target (depending on the
// `VocalizeTesting` product) and build the elements from your own views and strings.
//
// The reviewable snapshots are in `__Snapshots__/AlarmsScreenSnapshotTests/`. After an
// intended change: `SNAPSHOT_TESTING_RECORD=failed swift test --filter AlarmsScreen`, then
// read the diff before committing it.
import Foundation
import Testing
import Vocalize
import VocalizeTesting

/// The app's localized strings (in an app: `String(localized:bundle:locale:)`).
let alarmStrings: [String: [String: String]] = [
    "en": ["title": "Alarms", "snooze": "Snooze", "next": "Next alarm", "alarms": "Alarms", "add": "Add alarm", "addHint": "Creates a new alarm"],
    "fr": ["title": "Alarmes", "snooze": "Répétition", "next": "Prochaine alarme", "alarms": "Alarmes", "add": "Ajouter une alarme", "addHint": "Crée une nouvelle alarme"],
    "ja": ["title": "アラーム", "snooze": "スヌーズ", "next": "次のアラーム", "alarms": "アラーム", "add": "アラームを追加", "addHint": "新しいアラームを作成します"],
]

/// The screen as the app exposes it to VoiceOver, built from the strings of one language.
let alarmsScreen = SpokenScreen(name: "Alarms") { language in
    let text = alarmStrings[language] ?? alarmStrings["en"]!
    return [
        SpokenElement(label: text["title"], traits: [.header]),
        SpokenElement(label: text["snooze"], value: .measure("21", unit: "minute"), traits: [.button]),
        SpokenElement(label: text["next"], value: .time("07:05"), traits: [.staticText]),
        SpokenElement(label: text["add"], traits: [.button], hint: text["addHint"]),
        SpokenElement(label: text["alarms"], traits: [.tab, .selected], position: .init(index: 2, count: 4)),
    ]
}

@Suite("Alarms screen, as VoiceOver says it")
struct AlarmsScreenSnapshotTests {
    /// One text snapshot per language: `alarms.en.txt`, `alarms.fr.txt`, `alarms.ja.txt`.
    @Test func alarmsInEveryLanguage() {
        assertSnapshots(of: alarmsScreen, as: .utterances(languages: ["en", "fr", "ja"]), testName: "alarms")
    }

    /// All three languages in one file, as SSML for a text-to-speech engine.
    @Test func alarmsAsSSML() {
        assertSnapshot(of: alarmsScreen, as: .ssml(languages: ["en", "fr", "ja"]), testName: "alarms-ssml")
    }
}
