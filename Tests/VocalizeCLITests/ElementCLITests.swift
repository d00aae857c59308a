import Foundation
import Testing

/// `vocalize element` and `vocalize screen`, run as a user runs them.
@Suite struct ElementCLITests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples")

    @Test func elementText() throws {
        let result = try CLIRunner.run(["element", "--label", "23", "--traits", "button,selected", "--lang", "en"])
        #expect(result.status == 0)
        #expect(result.stdout == "Selected: 23. Button.\n")
        #expect(result.stderr == "")
    }

    @Test func elementWithEveryOption() throws {
        let result = try CLIRunner.run([
            "element", "--label", "Total", "--value", "12.50", "--value-kind", "currency", "--currency", "EUR",
            "--traits", "button", "--hint", "Pays now", "--position", "2/3", "--actions", "Split,Share", "--rotors", "Items",
            "--lang", "fr", "--reader-lang", "en",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "Total: douze euros et cinquante centimes. Button. 2 of 3. Actions Available. Pays now\n")
    }

    @Test func elementMeasureAndTab() throws {
        let measure = try CLIRunner.run(["element", "--label", "Run", "--value", "5", "--value-kind", "measure", "--unit", "kilometer", "--lang", "en"])
        #expect(measure.stdout == "Run: five kilometers\n")
        let tab = try CLIRunner.run(["element", "--label", "Accueil", "--traits", "tab,selected", "--position", "1/4", "--lang", "fr"])
        #expect(tab.stdout == "Sélectionné : Accueil. Onglet. 1 sur 4.\n")
    }

    @Test func elementJSONAndSSML() throws {
        let json = try CLIRunner.run(["element", "--label", "Wi-Fi", "--value", "1", "--traits", "button,toggleButton", "--lang", "en", "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["description"] as? String == "Wi-Fi. Switch Button. On.")
        #expect(object["hint"] as? String == "Double tap to toggle setting.")
        let ssml = try CLIRunner.run(["element", "--label", "Wi-Fi", "--value", "1", "--traits", "button,toggleButton", "--lang", "en", "--format", "ssml"])
        #expect(ssml.stdout == #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">Wi-Fi. Switch Button. On.<break time="500ms"/>Double tap to toggle setting.</speak>"# + "\n")
    }

    @Test func unknownTraitIsAUsageErrorListingTheValidOnes() throws {
        let result = try CLIRunner.run(["element", "--label", "x", "--traits", "button,buton", "--lang", "en"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Unknown accessibility trait \"buton\". Valid traits (UIKit names): none, button, link, header, searchField, image, selected"))
    }

    @Test func otherUsageErrors() throws {
        let position = try CLIRunner.run(["element", "--label", "x", "--position", "5/4", "--lang", "en"])
        #expect(position.status == 64)
        #expect(position.stderr.contains("The position 5 of 4 is impossible"))
        let kind = try CLIRunner.run(["element", "--label", "x", "--value-kind", "number", "--lang", "en"])
        #expect(kind.status == 64)
        #expect(kind.stderr.contains("--value-kind needs a --value"))
        let currency = try CLIRunner.run(["element", "--label", "x", "--value", "3", "--value-kind", "currency", "--lang", "en"])
        #expect(currency.status == 64)
        #expect(currency.stderr.contains("needs an ISO 4217 currency code"))
        let kindName = try CLIRunner.run(["element", "--label", "x", "--value", "3", "--value-kind", "colour"])
        #expect(kindName.status == 64)
        let reader = try CLIRunner.run(["element", "--label", "x", "--traits", "button", "--lang", "ga"])
        #expect(reader.status == 64)
        #expect(reader.stderr.contains("no screen-reader words (trait names, hints) for ga"))
    }

    @Test func badValueIsBadData() throws {
        let result = try CLIRunner.run(["element", "--label", "Count", "--value", "many", "--value-kind", "number", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("vocalize: "))
        #expect(result.stdout == "")
    }

    @Test func screenStreamsAndReportsABadElementInTheMiddle() throws {
        let screen = """
            [
              {"label": "Wi-Fi", "value": "1", "traits": ["button", "toggleButton"]},
              {"label": "Bluetooth", "traits": ["buton"]},
              {"label": "Count", "value": "many", "valueKind": "number"},
              {"label": "Home", "traits": ["tab", "selected"], "position": {"index": 1, "count": 4}}
            ]
            """
        let result = try CLIRunner.run(["screen", "-", "--lang", "en"], stdin: screen)
        #expect(result.status == 65)
        // Line N is element N: an element that cannot be spoken leaves an empty line.
        #expect(result.stdout == "Wi-Fi. Switch Button. On. Double tap to toggle setting.\n\n\nSelected: Home. Tab. 1 of 4.\n")
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("vocalize: element 1 (line 3): \"traits\": Unknown accessibility trait \"buton\".") == true)
        #expect(errors.last?.hasPrefix("vocalize: element 2 (line 4): ") == true)
    }

    @Test func screenJSONLinesAsJSON() throws {
        let screen = """
            {"label": "One", "traits": ["button"]}
            {"label": "Deux", "traits": ["link"], "language": "fr"}
            """
        let result = try CLIRunner.run(["screen", "-", "--lang", "en", "--format", "json"], stdin: screen)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(second["text"] as? String == "Deux. Lien.")
        #expect(second["lang"] as? String == "fr")
    }

    @Test func screenReaderLanguage() throws {
        let result = try CLIRunner.run(["screen", "-", "--lang", "ja", "--reader-lang", "en"], stdin: #"[{"label": "音量", "value": 3, "valueKind": "number", "traits": ["adjustable"]}]"#)
        #expect(result.stdout == "音量: 三. Adjustable. Swipe up or down with one finger to adjust the value.\n")
    }

    @Test func screenFileThatDoesNotExist() throws {
        let result = try CLIRunner.run(["screen", "/nonexistent/screen.json", "--lang", "en"])
        #expect(result.status == 66)
        #expect(result.stderr == "vocalize: Cannot open the screen file /nonexistent/screen.json (there is no such file).\n")
    }

    /// The example screens speak exactly as their expected output files say.
    @Test(arguments: [
        ("settings.json", ["--lang", "en"], "settings.en.txt"),
        ("settings.json", ["--lang", "en", "--reader-lang", "de"], "settings.en-de.txt"),
        ("settings.json", ["--lang", "en", "--format", "json"], "settings.en.jsonl"),
        ("booking.json", ["--lang", "fr"], "booking.fr.txt"),
        ("booking.json", ["--lang", "fr", "--format", "ssml"], "booking.fr.ssml"),
    ])
    func exampleScreens(screen: String, options: [String], expected: String) throws {
        let folder = Self.examples.appendingPathComponent("screens")
        let result = try CLIRunner.run(["screen", folder.appendingPathComponent(screen).path] + options)
        #expect(result.stderr == "")
        #expect(result.status == 0)
        let want = try String(contentsOf: folder.appendingPathComponent(expected), encoding: .utf8)
        #expect(result.stdout == want)
    }
}
