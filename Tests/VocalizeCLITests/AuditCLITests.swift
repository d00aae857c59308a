import Foundation
import Testing

/// `vocalize audit` end to end: folders, languages, exit codes, output formats. Each
/// malformed input has its exit status (65, 66, 64 as the command's help documents) and a
/// message naming the position or the cause.
@Suite("vocalize audit")
struct AuditCLITests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/audit")

    /// A fresh folder holding `files` (relative path → contents).
    private static func folder(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-audit-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private static func folder(text files: [String: String]) throws -> URL {
        try folder(files.mapValues { Data($0.utf8) })
    }

    private static func jsonLines(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    // MARK: What is reported

    @Test("Plain numbers a screen reader reads right are not findings; a phone number is, with its label")
    func onlyMisreadings() throws {
        let root = try Self.folder(text: ["en.lproj/Localizable.strings": """
            "step" = "Step 1 of 4";
            "chars" = "8 characters";
            "done" = "50% done";
            "call" = "Call %@ or 555-123-4567 today";
            """])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try Self.jsonLines(result.stdout)
        #expect(lines.map { $0["key"] as? String } == ["call"])
        let line = try #require(lines.first)
        #expect(line["line"] as? Int == 4)
        #expect(line["severity"] as? String == "error")
        let label = try #require(line["suggestedLabel"] as? String)
        // The words around the data, and the format specifier, are kept byte for byte; the
        // phone number is read digit by digit (North American numbers are said digit by digit).
        #expect(label.hasPrefix("Call %@ or five five five"))
        #expect(label.hasSuffix(" today"))
        let hasDigits = label.unicodeScalars.contains { $0.properties.numericType != nil }
        #expect(!hasDigits)
        let findings = try #require(line["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["phone"])
        #expect((findings.first?["why"] as? String)?.isEmpty == false)
    }

    @Test("In a folder, a .strings file outside any .lproj folder is named and skipped; named alone it is an error (64)")
    func looseStringsFile() throws {
        // mastodon-ios keeps Localizable.stringsdict copies beside its .lproj folders.
        let root = try Self.folder(text: [
            "fr.lproj/Localizable.strings": #""call" = "Appelez le 06 11 22 33 06";"#,
            "Localizable.strings": #""call" = "Call 555-123-4567";"#,
        ])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Localizable.strings is not in a language's .lproj folder"))
        #expect(try Self.jsonLines(result.stdout).map { $0["lang"] as? String } == ["fr"])
        let alone = try CLIRunner.run(["audit", root.appendingPathComponent("Localizable.strings").path])
        #expect(alone.status == 64)
        #expect(alone.stderr.contains("name its language with --lang"))
    }

    @Test("--all lists what a screen reader reads right too, and says no label is needed")
    func allDifferences() throws {
        let root = try Self.folder(text: ["en.lproj/L.strings": "\"step\" = \"Step 1 of 4\";"])
        let result = try CLIRunner.run(["audit", root.path, "--all", "--format", "jsonl"])
        let line = try #require(try Self.jsonLines(result.stdout).first)
        #expect(line["severity"] as? String == "note")
        #expect(line["suggestedLabel"] is NSNull)
        #expect((line["noLabelReason"] as? String)?.hasPrefix("not needed") == true)
    }

    @Test("Data touching a format specifier gets no label, and says why")
    func noSafeLabel() throws {
        let root = try Self.folder(text: ["en.lproj/L.strings": "\"call\" = \"%1$@555-123-4567\";"])
        let result = try CLIRunner.run(["audit", root.path])
        #expect(result.stdout.contains("no label: the data touches a format specifier"), "\(result.stdout)")
        #expect(!result.stdout.contains("label: %1$@"))
    }

    @Test("A unit symbol that means two units gets no label (\"1m ago\" is not one metre)")
    func ambiguousUnit() throws {
        let root = try Self.folder(text: ["en.lproj/L.strings": "\"ago\" = \"Updated 1m ago\";"])
        let result = try CLIRunner.run(["audit", root.path])
        #expect(result.stdout.contains("no label: the unit is ambiguous (\"m\" may mean metres, or minutes"), "\(result.stdout)")
    }

    @Test("A numeric date is an error; a French weight a warning with its label")
    func kinds() throws {
        let root = try Self.folder(text: [
            "en.lproj/L.strings": "\"due\" = \"Due 01/15/2020\";",
            "fr.lproj/L.strings": "\"bag\" = \"Bagage : 23 kg maximum\";",
        ])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        let lines = try Self.jsonLines(result.stdout)
        #expect(lines.map { $0["lang"] as? String } == ["en", "fr"])
        let shapes = lines.map { (($0["findings"] as? [[String: Any]])?.first?["shape"] as? String) ?? "" }
        #expect(shapes == ["date.numeric", "measure"])
        #expect(lines.map { $0["severity"] as? String } == ["error", "warning"])
        // "vingt-trois kilogrammes": French number and unit words.
        #expect(lines.last?["suggestedLabel"] as? String == "Bagage : vingt-trois kilogrammes maximum")
    }

    @Test("A folder: every .xcstrings, .strings, .stringsdict and Android file under it; build folders skipped")
    func folderSearch() throws {
        let plural = """
            <plist version="1.0"><dict><key>calls</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d calls to 555-123-4567</string></dict>
            </dict></dict></plist>
            """
        let root = try Self.folder(text: [
            "App/en.lproj/Localizable.stringsdict": plural,
            "App/Base.lproj/Main.strings": "\"a\" = \"Call 555-123-4567\";",
            "android/app/src/main/res/values-fr/strings.xml": "<resources><string name=\"call\">Appelez le 06 11 22 33 06</string></resources>",
            "android/app/src/main/res/values/strings.xml": "<resources><string name=\"call\">Call 555-123-4567</string></resources>",
            ".build/checkouts/x/en.lproj/L.strings": "\"a\" = \"Call 555-123-4567\";",
        ])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try Self.jsonLines(result.stdout)
        let seen = lines.map { "\(($0["file"] as? String ?? "").split(separator: "/").suffix(2).joined(separator: "/")) \($0["lang"] as? String ?? "") \($0["key"] as? String ?? "")" }
        #expect(seen == [
            "Base.lproj/Main.strings en a",
            "en.lproj/Localizable.stringsdict en calls [n.other]",
            "values-fr/strings.xml fr call",
            "values/strings.xml en call",
        ])
    }

    @Test("--base-lang names the language of Base.lproj and Android's values/")
    func baseLanguage() throws {
        let root = try Self.folder(text: ["Base.lproj/Main.strings": "\"a\" = \"Appelez le 06 11 22 33 06\";"])
        let result = try CLIRunner.run(["audit", root.path, "--base-lang", "fr", "--format", "jsonl"])
        #expect(try Self.jsonLines(result.stdout).map { $0["lang"] as? String } == ["fr"])
    }

    @Test("Issue 25: a Base.lproj file named with --lang is read in that language")
    func baseWithLang() throws {
        let root = try Self.folder(text: ["Base.lproj/x.strings": "\"a\" = \"Appelez le 06 11 22 33 06\";"])
        let result = try CLIRunner.run(["audit", root.appendingPathComponent("Base.lproj/x.strings").path, "--lang", "fr", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.jsonLines(result.stdout).map { $0["lang"] as? String } == ["fr"])
    }

    @Test("--lang fr-FR audits a catalog's fr strings; --lang fr audits fr-CA too")
    func languageMatching() throws {
        let catalog = Self.examples.appendingPathComponent("Localizable.xcstrings").path
        let regional = try CLIRunner.run(["audit", catalog, "--lang", "fr-FR", "--format", "jsonl"])
        #expect(regional.status == 0, "\(regional.stderr)")
        let languages = Set(try Self.jsonLines(regional.stdout).compactMap { $0["lang"] as? String })
        #expect(languages == ["fr"])
        let root = try Self.folder(text: ["fr-CA.lproj/L.strings": "\"a\" = \"Appelez le 514 555-1234\";"])
        let parent = try CLIRunner.run(["audit", root.path, "--lang", "fr", "--format", "jsonl"])
        #expect(try Self.jsonLines(parent.stdout).map { $0["lang"] as? String } == ["fr-CA"])
    }

    @Test("An untranslated copy of the development language's text is audited once, in that language")
    func untranslatedCopies() throws {
        let root = try Self.folder(text: [
            "en.lproj/L.strings": "\"ago\" = \"1h ago\";",
            "ru.lproj/L.strings": "\"ago\" = \"1h ago\";",
            "es.lproj/L.strings": "\"ago\" = \"Hace 1 h\";",
            "Cat.xcstrings": #"{"sourceLanguage":"en","strings":{"ago":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"2h ago"}},"hi":{"stringUnit":{"state":"translated","value":"2h ago"}}}}}}"#,
        ])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let languages = try Self.jsonLines(result.stdout).map { $0["lang"] as? String ?? "" }
        #expect(languages.sorted() == ["en", "en", "es"])
        #expect(result.stderr.contains("2 untranslated copies"), "\(result.stderr)")
    }

    // MARK: Exit codes

    @Test("A language the catalog does not hold exits 65 and names the languages it holds")
    func missingLanguage() throws {
        let result = try CLIRunner.run(["audit", Self.examples.appendingPathComponent("fr.lproj/Localizable.strings").path, "--lang", "de"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("no string is in de: the catalogs hold fr"), "\(result.stderr)")
    }

    @Test("A language Vocalize does not speak, or a malformed tag, exits 64 before reading", arguments: ["xx", "not a tag"])
    func unspokenLanguage(tag: String) throws {
        let result = try CLIRunner.run(["audit", Self.examples.path, "--lang", tag])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(tag))
    }

    @Test("A catalog in only languages Vocalize does not speak exits 64, naming them")
    func onlyUnspokenLanguages() throws {
        let root = try Self.folder(text: ["tlh.lproj/L.strings": "\"a\" = \"5 kg\";"])
        let result = try CLIRunner.run(["audit", root.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("does not speak \"tlh\""))
    }

    @Test("Malformed catalogs exit 65 with the file, the position and the cause", arguments: [
        ("L.xcstrings", Data(#"{"sourceLanguage":"en","strings":{"a":{"#.utf8), "L.xcstrings:1:40: the file ends inside the entry \"a\""),
        ("L.xcstrings", Data("{\n\"strings\": {\n\"a\": {,}\n}}".utf8), "L.xcstrings:3:7: expected a quoted key"),
        ("L.xcstrings", Data(), "L.xcstrings is empty (0 bytes)"),
        ("en.lproj/L.stringsdict", Data("bplist00\u{0}".utf8), "binary property list"),
        ("en.lproj/L.stringsdict", Data("<plist><dict><key>a</key>\n<dict></dict>\n</plist>".utf8), "L.stringsdict:3:1: </plist> closes <dict>"),
        ("en.lproj/L.strings", Data("\"a\" = \"caf".utf8) + Data([0xE9, 0x22, 0x3B]), "L.strings: byte 10 is not UTF-8"),
        ("en.lproj/L.strings", Data("\"a\" = \"open".utf8), "L.strings:1:7: the quoted string starting here is never closed"),
        ("res/values/strings.xml", Data("<resources><string name=\"a\">x</resources>".utf8), "strings.xml:1:30: </resources> closes <string>"),
    ] as [(String, Data, String)])
    func malformed(path: String, data: Data, message: String) throws {
        let root = try Self.folder([path: data])
        let result = try CLIRunner.run(["audit", root.appendingPathComponent(path).path])
        #expect(result.status == 65)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("One malformed catalog in a folder: the others are still audited, and the run exits 65")
    func malformedAmongOthers() throws {
        let root = try Self.folder(text: [
            "a/en.lproj/L.strings": "\"a\" = \"Call 555-123-4567\";",
            "b/en.lproj/L.strings": "\"a\" = ",
        ])
        let result = try CLIRunner.run(["audit", root.path, "--format", "jsonl"])
        #expect(result.status == 65)
        #expect(try Self.jsonLines(result.stdout).count == 1)
        #expect(result.stderr.contains("L.strings:1:7"), "\(result.stderr)")
    }

    @Test("Missing path, folder without catalogs (also one named like a catalog), other files", arguments: [
        ("missing", Int32(66), "does not exist"),
        ("empty", Int32(66), "a folder with no catalog in it"),
        ("Folder.xcstrings", Int32(66), "a folder with no catalog in it"),
        ("notes.txt", Int32(64), "is not a catalog"),
    ])
    func noInput(name: String, status: Int32, message: String) throws {
        let root = try Self.folder(text: ["notes.txt": "hello"])
        if name != "missing", name != "notes.txt" {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let result = try CLIRunner.run(["audit", root.appendingPathComponent(name).path])
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("--fail-on: exit 1 when a finding is at or above the severity, 0 below it")
    func failOn() throws {
        let root = try Self.folder(text: ["fr.lproj/L.strings": "\"bag\" = \"Bagage : 23 kg\";"])
        #expect(try CLIRunner.run(["audit", root.path, "--fail-on", "warning"]).status == 1)
        #expect(try CLIRunner.run(["audit", root.path, "--fail-on", "error"]).status == 0)
        #expect(try CLIRunner.run(["audit", root.path]).status == 0)
        #expect(try CLIRunner.run(["audit", root.path, "--fail-on", "sometimes"]).status == 64)
    }

    // MARK: SARIF

    @Test("--format sarif is a SARIF 2.1.0 log with each finding's rule, level, file and line")
    func sarif() throws {
        let root = try Self.folder(text: ["en.lproj/L.strings": "\"x\" = \"x\";\n\"call\" = \"Call 555-123-4567\";"])
        let result = try CLIRunner.run(["audit", root.path, "--format", "sarif"])
        #expect(result.status == 0, "\(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "phone" })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let result0 = try #require(results.first)
        #expect(result0["ruleId"] as? String == "phone")
        #expect(result0["level"] as? String == "error")
        let location = try #require(((result0["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect(((location["region"] as? [String: Any])?["startLine"]) as? Int == 2)
        #expect(((location["artifactLocation"] as? [String: Any])?["uri"] as? String)?.hasSuffix("en.lproj/L.strings") == true)
    }

    @Test("--format sarif with no findings is still a valid log")
    func emptySarif() throws {
        let root = try Self.folder(text: ["en.lproj/L.strings": "\"x\" = \"Step 1 of 4\";"])
        let result = try CLIRunner.run(["audit", root.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }
}

/// The example folder holds every format: the audit finds each.
@Suite("vocalize audit: the examples")
struct AuditExamplesTests {
    @Test("examples/audit: .xcstrings, .strings, .stringsdict and Android files are all audited")
    func everyFormat() throws {
        let result = try CLIRunner.run(["audit", AuditCLITests.examples.path, "--format", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = Set(result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["file"] as? String
        }.map { URL(fileURLWithPath: $0).pathExtension })
        #expect(files == ["xcstrings", "strings", "stringsdict", "xml"])
        // Swedish writes ordinals with ":e" ("4:e" is "fjärde"; Språkrådet, Svenska skrivregler).
        #expect(result.stdout.contains("\"suggestedLabel\":\"Var fjärde timme\""))
    }
}
