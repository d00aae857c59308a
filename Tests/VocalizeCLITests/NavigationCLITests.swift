import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `vocalize rotor` and `vocalize actions`, run as a user runs them.
@Suite struct NavigationCLITests {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("examples/screens")
    static let inbox = screens.appendingPathComponent("inbox.json").path

    /// `examples/screens/inbox.<reader>.txt` is the headings, links and "Unread" rotors walked,
    /// then Anna's actions, as the examples README says.
    @Test(arguments: ["en", "fr", "de", "ja"])
    func exampleWalks(reader: String) throws {
        var output = ""
        for rotor in ["headings", "links", "Unread"] {
            let result = try CLIRunner.run(["rotor", Self.inbox, "--rotor", rotor, "--lang", "en", "--reader-lang", reader])
            #expect(result.status == 0)
            #expect(result.stderr == "")
            output += result.stdout
        }
        let actions = try CLIRunner.run(["actions", Self.inbox, "--element", "anna", "--lang", "en", "--reader-lang", reader])
        #expect(actions.status == 0)
        output += actions.stdout
        let expected = try String(contentsOf: Self.screens.appendingPathComponent("inbox.\(reader).txt"), encoding: .utf8)
        #expect(output == expected)
    }

    @Test func exampleSSMLIsTheExpectedWellFormedDocument() throws {
        let result = try CLIRunner.run(["rotor", Self.inbox, "--rotor", "Unread", "--lang", "en", "--reader-lang", "fr", "--format", "ssml"])
        #expect(result.status == 0)
        let expected = try String(contentsOf: Self.screens.appendingPathComponent("inbox.Unread.fr.ssml"), encoding: .utf8)
        #expect(result.stdout == expected)
        #expect(XMLParser(data: Data(result.stdout.utf8)).parse(), "\(result.stdout)")
    }

    @Test func jsonStepsHaveSortedKeysAndTheirKind() throws {
        let result = try CLIRunner.run(["rotor", Self.inbox, "--rotor", "landmarks", "--lang", "en", "--reader-lang", "bg", "--format", "json"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        var kinds: [String] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            kinds.append(object["step"] as? String ?? "")
            let keys = try JSONKeys.order(of: line)
            #expect(keys == keys.sorted(), "\(line)")
        }
        #expect(kinds == ["rotorName", "entry", "boundary"])
        #expect(lines[0].contains("\"untranslated\":true"))
        #expect(lines[1].contains("\"untranslated\":false"))
    }

    @Test func listsTheRotorsWithoutRotor() throws {
        let result = try CLIRunner.run(["rotor", Self.inbox, "--lang", "en", "--reader-lang", "ja"])
        #expect(result.status == 0)
        #expect(result.stdout == "見出し\nリンク\nフォーム要素\nコンテナ\nランドマーク\nアクション\nUnread\n")
    }

    @Test func screenSpeaksAnnouncementsAndSkipsDeclarations() throws {
        let screen = #"[{"kind": "rotor", "name": "R", "entries": [{"label": "x"}]}, {"label": "OK", "traits": ["button"]}, {"kind": "announcement", "text": "Envoyé", "language": "fr"}]"#
        let text = try CLIRunner.run(["screen", "-", "--lang", "en"], stdin: screen)
        #expect(text.status == 0)
        #expect(text.stdout == "OK. Button.\nEnvoyé\n")
        let ssml = try CLIRunner.run(["screen", "-", "--lang", "en", "--format", "ssml"], stdin: screen)
        #expect(ssml.stdout.split(separator: "\n").last?.contains("xml:lang=\"fr\">Envoyé</speak>") == true)
    }

    @Test func errorsHaveTheirExitStatus() throws {
        let unknown = try CLIRunner.run(["rotor", Self.inbox, "--rotor", "Nope", "--lang", "en"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no rotor \"Nope\""))
        let missing = try CLIRunner.run(["rotor", "/nonexistent/screen.json", "--rotor", "headings", "--lang", "en"])
        #expect(missing.status == 66)
        let dangling = try CLIRunner.run(["rotor", "-", "--rotor", "R", "--lang", "en"], stdin: #"[{"kind": "rotor", "name": "R", "entries": [{"element": "zz"}]}]"#)
        #expect(dangling.status == 65)
        #expect(dangling.stderr.contains("\"zz\""))
        let badKind = try CLIRunner.run(["actions", "-", "--lang", "en"], stdin: #"[{"kind": "widget"}]"#)
        #expect(badKind.status == 65)
        #expect(badKind.stderr.contains("Entry 0 (line 1)"))
        let noActions = try CLIRunner.run(["actions", Self.inbox, "--element", "ben", "--lang", "en"])
        #expect(noActions.status == 65)
    }
}

/// The order of a JSON object's top-level keys as written.
enum JSONKeys {
    static func order(of line: String) throws -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var stringStartDepth = 0
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                    current.append(character)
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    // A top-level key is a string that opened right after "{" or "," at depth 1.
                    if stringStartDepth == 1, previous == "{" || previous == "," { keys.append(current) }
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
                current = ""
                stringStartDepth = depth
                continue
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            default: break
            }
            previous = character
        }
        return keys
    }
}
