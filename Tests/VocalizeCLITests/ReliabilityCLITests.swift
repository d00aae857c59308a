import Foundation
import Testing
import Vocalize

/// The command line on the inputs that crashed (exit 139), hung, starved, said nothing with
/// exit 0, or exited 70 (issue 18): each now ends with a documented status and a message.
@Suite("vocalize on hostile input")
struct ReliabilityCLITests {
    private static func file(_ name: String, _ contents: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-reliability-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test("Profiles whose rules crashed or hung ICU are refused with 65 by --check and --locale-file", arguments: [
        ("crash.json", #"{"language":"fr","numbers":{"customRuleSets":{"%spellout-numbering":"%spellout-numbering: x.x: >x>;"}}}"#),
        ("crash-percent.json", #"{"language":"fr","numbers":{"customRuleSets":{"%spellout-numbering":"%spellout-numbering: x.x: >%x>;"}}}"#),
        ("hang.json", #"{"language":"fr","numbers":{"customRuleSets":{"%spellout-numbering":"%spellout-numbering: 0: << >>;"}}}"#),
    ])
    func hostileRules(name: String, json: String) throws {
        let path = try Self.file(name, json)
        for arguments in [["locales", "--check", path], ["number", "21", "--lang", "fr", "--locale-file", path], ["phone", "0611223344", "--lang", "fr", "--locale-file", path]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 65, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("are not accepted"), "\(result.stderr)")
            #expect(result.stdout.isEmpty || arguments[0] == "locales")
        }
    }

    @Test("A profile that speaks money as nothing fails --check and --locale-file alike")
    func silentCurrency() throws {
        let path = try Self.file("join.json", #"{"language":"fr","numbers":{"currency":{"join":""}}}"#)
        let check = try CLIRunner.run(["locales", "--check", path])
        #expect(check.status == 65)
        #expect(check.stderr.contains("12.50 EUR is spoken as \"\": it says nothing"))
        let use = try CLIRunner.run(["currency", "12.50", "EUR", "--lang", "fr", "--locale-file", path])
        #expect(use.status == 65)
        #expect(use.stdout.isEmpty)
    }

    private static let longDecimal: String = "0." + String(repeating: "0", count: 1000) + "1"
    private static let formerlyInternal: [([String], Int32)] = [
        (["measure", longDecimal, "minute"], 65),
        (["currency", longDecimal, "EUR"], 65),
        (["relative", "--lang", "ja", "--", "0", "hour"], 0),
    ]

    @Test("Inputs that exited 70 now exit 65 or speak", arguments: formerlyInternal)
    func noInternalErrors(arguments: [String], status: Int32) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == status, "\(result.stderr)")
        #expect(!result.stderr.contains("ICU"), "\(result.stderr)")
    }

    @Test("Screens: nothing to say, a misspelt key and a duplicate key fail with 65, naming it")
    func strictScreens() throws {
        let result = try CLIRunner.run(["screen", "-"], stdin: "{}\n{\"label\":\"OK\",\"trait\":[\"button\"]}\n{\"label\":\"A\",\"label\":\"B\"}\n")
        #expect(result.status == 65)
        #expect(result.stdout == "\n\n\n")
        #expect(result.stderr.contains("element 0 (line 1): the element has nothing to say"))
        #expect(result.stderr.contains("element 1 (line 2): unknown key \"trait\""))
        #expect(result.stderr.contains("element 2 (line 3): not valid JSON (the key \"label\" appears twice"))
    }

    @Test("A Roman-numeral locale is refused at once instead of starving")
    func romanNumerals() throws {
        let result = try CLIRunner.run(["number", "1.5", "--lang", "ru-u-nu-roman"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("numbering system \"roman\""))
    }

    static var fullDeviceExists: Bool {
        (try? FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType) == .typeCharacterSpecial
    }

    @Test("--wav to a full device exits 74 before printing; to a missing folder 73",
          .enabled(if: EspeakEngine.isAvailable && Self.fullDeviceExists, "needs espeak-ng and the /dev/full device"))
    func wavFailures() throws {
        let full = try CLIRunner.run(["number", "5", "--lang", "en", "--wav", "/dev/full"])
        #expect(full.status == 74, "\(full.stderr)")
        #expect(full.stdout.isEmpty)
        #expect(full.stderr.contains("No space left on device"))
        // The file is opened, not replaced: a device stays a device.
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/full")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
        let missing = try CLIRunner.run(["number", "5", "--lang", "en", "--wav", "/nonexistent-folder/x.wav"])
        #expect(missing.status == 73)
        #expect(missing.stderr.contains("No such file or directory"))
    }
}

/// `vocalize text` and the value commands on the inputs of issue 25.
@Suite("vocalize text on hostile input")
struct TextReliabilityCLITests {
    @Test("A word between two values no longer aborts text", arguments: ["en", "fr", "de", "ja"])
    func wordBetweenValues(language: String) throws {
        let result = try CLIRunner.run(["text", "5 USD 10", "Pay 12 USD 3 times", "10 € 5", "5 € 3", "5 p.m. 6", "5 PM 6", "--lang", language])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
    }

    @Test("One output line per input in every format, line breaks inside an input included")
    func oneLinePerInput() throws {
        for format in ["text", "json", "ssml"] {
            let result = try CLIRunner.run(["text", "a\nb 5 kg", "c\r\nd", "e", "--lang", "en", "--format", format])
            #expect(result.status == 0)
            #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 4, "\(format): \(result.stdout)")
        }
        let text = try CLIRunner.run(["text", "a\nb 5 kg", "--lang", "en"])
        #expect(text.stdout == "a b five kilograms\n")
    }

    @Test("A line of standard input that is not UTF-8 is an error naming the byte; the others are read")
    func invalidUTF8Lines() throws {
        var bytes = Data("Total 5 USD\nbad ".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data(" 12\n7 kg\n".utf8))
        let text = try CLIRunner.run(["text", "-", "--lang", "en"], stdinBytes: bytes)
        #expect(text.status == 65)
        #expect(text.stdout == "Total five dollars\n\nseven kilograms\n")
        #expect(text.stderr.contains("Line 2 of standard input is not UTF-8: byte 4"), "\(text.stderr)")
        let json = try CLIRunner.run(["text", "-", "--lang", "en", "--format", "json"], stdinBytes: bytes)
        #expect(json.status == 65)
        #expect(json.stdout.split(separator: "\n")[1].contains("\"invalid encoding\""))
        let read = try CLIRunner.run(["read", "-", "--lang", "en"], stdinBytes: Data("12 kg\n\u{FF}".utf8) + Data([0xFE, 0x0A]) + Data("5 %\n".utf8))
        #expect(read.status == 65)
        #expect(read.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 4, "\(read.stdout)")
        #expect(read.stderr.contains("not UTF-8: byte 2"), "\(read.stderr)")
    }

    @Test("An argument that is not UTF-8 is an error naming the byte")
    func invalidUTF8Argument() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" text \"$(printf 'bad\\376')\" --lang en", CLIRunner.executable.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 65)
        #expect(message.contains("Argument 2 is not UTF-8: byte 3 (from 0) is 0xFE"), "\(message)")
    }
}

/// Screens and their files: limits applied while reading, and exit codes as documented.
@Suite("vocalize screen: limits and exit codes")
struct ScreenLimitCLITests {
    @Test("A folder given as a screen is 66 for screen and rotor alike, with the reason")
    func folder() throws {
        for arguments in [["screen", "/tmp", "--lang", "en"], ["rotor", "/tmp", "--lang", "en"]] {
            let result = try CLIRunner.run(arguments)
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("it is a folder"), "\(result.stderr)")
            #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        }
    }

    @Test("A language or currency named inside a screen is bad data (65), with the element's place")
    func badDataInElements() throws {
        let screen = "{\"label\":\"Price\",\"value\":\"5\",\"valueKind\":\"currency\",\"currency\":\"XYZ\"}\n{\"label\":\"Hi\",\"language\":\"zz\"}\n"
        let result = try CLIRunner.run(["screen", "-", "--lang", "en"], stdin: screen)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("element 0 (line 1)"))
        #expect(result.stderr.contains("element 1 (line 2)"))
        let document = try CLIRunner.run(["screen", "-", "--lang", "en", "--format", "ssml", "--ssml-document", "screen"], stdin: screen)
        #expect(document.status == 65)
        #expect(document.stderr.contains("element 1 (line 2)"), "\(document.stderr)")
    }

    @Test("An element over the limit is refused while it is read, and the next one is read")
    func oversizedElement() throws {
        let long = "{\"label\":\"" + String(repeating: "a", count: 200_000) + "\"}\n{\"label\":\"OK\"}\n"
        let result = try CLIRunner.run(["screen", "-", "--lang", "en"], stdin: long)
        #expect(result.status == 65)
        #expect(result.stdout == "\nOK\n", "\(result.stdout)")
        #expect(result.stderr.contains("200012 bytes of JSON, more than 65536"), "\(result.stderr)")
        let array = try CLIRunner.run(["screen", "-", "--lang", "en"], stdin: "[" + long.replacingOccurrences(of: "\n{", with: ",{").dropLast() + "]")
        #expect(array.status == 65)
        #expect(array.stdout == "\nOK\n", "\(array.stdout)")
    }
}
