import Foundation
import Testing
import Vocalize

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The command line as people use it: negative values, many values, stable JSON, exit codes,
/// the environment's language, completion, and screens at speed.
@Suite struct CLIContractTests {
    /// The test process's environment without any language variable, plus `extra`.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
        return environment.merging(extra) { $1 }
    }

    // MARK: Negative values

    @Test("Negative values need no --", arguments: [
        (["number", "-7", "--lang", "en"], "minus seven\n"),
        (["number", "--lang", "en", "-12"], "minus twelve\n"),
        (["number", "-0.5", "-l", "fr"], "moins zéro virgule cinq\n"),
        (["relative", "-1", "day", "--lang", "en"], "yesterday\n"),
        (["relative", "-2", "hour", "--lang", "fr"], "il y a deux heures\n"),
        (["currency", "-5", "USD", "--lang", "en"], "minus five dollars\n"),
        (["measure", "-3", "celsius", "--lang", "en"], "minus three degrees Celsius\n"),
        (["number", "--lang", "en", "--", "-12"], "minus twelve\n"),
    ])
    func negativeValues(arguments: [String], expected: String) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.stdout == expected, "\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test("A negative duration reaches the duration reader, which explains why it has no sign")
    func negativeDuration() throws {
        let result = try CLIRunner.run(["duration", "-PT5M", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("negative duration"))
        #expect(!result.stderr.contains("Missing expected argument"))
    }

    @Test("Unknown options are still usage errors; help says negatives need no --")
    func unknownOptionsAndHelp() throws {
        for option in ["--lnag", "-x", "-Q"] {
            let result = try CLIRunner.run(["number", option, "3"])
            #expect(result.status == 64, "\(option)")
            #expect(result.stderr.contains("Unknown option '\(option)'"))
            #expect(result.stderr.contains("See 'vocalize number --help'"))
        }
        for command in ["number", "measure", "currency", "duration", "relative"] {
            let help = try CLIRunner.run([command, "--help"])
            let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("Negative values need no --"), "\(command)")
            #expect(help.stdout.contains("USAGE: vocalize \(command)"), "\(command)")
        }
        #expect(try CLIRunner.run(["measure", "21"]).status == 64)
    }

    // MARK: Many values

    @Test("Several values print one line each, in order")
    func severalValues() throws {
        #expect(try CLIRunner.run(["number", "1", "-2", "3", "-l", "en"]).stdout == "one\nminus two\nthree\n")
        #expect(try CLIRunner.run(["measure", "1", "minute", "21", "minute", "-l", "ru"]).stdout == "одна минута\nдвадцать одна минута\n")
        #expect(try CLIRunner.run(["phone", "112", "06.11.22.33.06", "-l", "fr"]).stdout.split(separator: "\n").count == 2)
    }

    @Test("- reads one value per line from standard input; a value and its unit share a line")
    func standardInput() throws {
        let numbers = try CLIRunner.run(["number", "-", "-l", "en"], stdin: "42\n-7\n 13,000 \n")
        #expect(numbers.stdout == "forty-two\nminus seven\nthirteen thousand\n")
        let money = try CLIRunner.run(["currency", "-", "-l", "fr"], stdin: "12.50 EUR\n54 038 921,7 EUR\n")
        #expect(money.stdout.hasPrefix("douze euros et cinquante centimes\ncinquante-quatre millions"), "\(money.stderr)")
        let mixed = try CLIRunner.run(["number", "1", "-", "3", "-l", "en"], stdin: "2\n")
        #expect(mixed.stdout == "one\ntwo\nthree\n")
    }

    @Test("A failed value keeps the lines aligned: an empty text line, an error record in JSON")
    func failuresKeepLinesAligned() throws {
        let text = try CLIRunner.run(["number", "1", "abc", "3", "-l", "en"])
        #expect(text.status == 65)
        #expect(text.stdout == "one\n\nthree\n")
        #expect(text.stderr == "vocalize: input 1 (\"abc\"): \"abc\" is not a number (write it as -12, 54038921.7 or 1e6, or as en writes numbers).\n")

        let json = try CLIRunner.run(["number", "-", "-l", "en", "-f", "json"], stdin: "1\nabc\n\n3\n")
        #expect(json.status == 65)
        let lines = json.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 4)
        let records = try lines.map { try JSONDecoder().decode(UtteranceRecord.self, from: Data($0.utf8)) }
        #expect(records.map(\.index) == [0, 1, 2, 3])
        #expect(records.map(\.input) == ["1", "abc", "", "3"])
        #expect(try records[0].result.get().text == "one")
        guard case .failure(let error) = records[1].result else { Issue.record("abc was spoken"); return }
        #expect(error.kind == .invalidNumber)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "index", "input", "error"])
    }

    // MARK: Stable JSON

    @Test("The CLI's JSON is the library's Codable form: decoding a line gives the library's utterance")
    func jsonIsTheLibrarysShape() throws {
        let result = try CLIRunner.run(["element", "--label", "Prix", "--value", "12.50", "--value-kind", "currency", "--currency", "EUR",
                                        "--traits", "button,selected", "--hint", "Paie", "-l", "fr", "--reader-lang", "en", "-f", "json"])
        #expect(result.status == 0)
        let record = try JSONDecoder().decode(UtteranceRecord.self, from: Data(result.stdout.utf8))
        let composer = try UtteranceComposer(language: "fr", readerLanguage: "en")
        let expected = try composer.compose(SpokenElement(label: "Prix", value: .currency("12.50", code: "EUR"), traits: [.button, .selected], hint: "Paie"))
        #expect(try record.result.get() == expected)
        #expect(result.stdout == UtteranceRecord(index: 0, input: record.input, result: .success(expected)).jsonString() + "\n")
        let input = try JSONDecoder().decode(SpokenElement.self, from: Data(record.input.utf8))
        #expect(input.label == "Prix")
    }

    @Test("screen --format json: one line per element, failures included, with index, line and input")
    func screenJSONLines() throws {
        let screen = """
            [
              {"label": "Wi-Fi", "traits": ["button"]},
              {"label": "Bluetooth", "traits": ["buton"]},
              {"label": "Count", "value": "many", "valueKind": "number"},
              {"traits": ["staticText"]},
              {"label": "Home", "traits": ["tab"]}
            ]
            """
        let result = try CLIRunner.run(["screen", "-", "-l", "en", "-f", "json"], stdin: screen)
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 5)
        let records = try lines.map { try JSONDecoder().decode(UtteranceRecord.self, from: Data($0.utf8)) }
        #expect(records.map(\.index) == [0, 1, 2, 3, 4])
        #expect(records.map(\.line) == [2, 3, 4, 5, 6])
        #expect(records[1].input == #"{"label": "Bluetooth", "traits": ["buton"]}"#)
        #expect(records.map { (try? $0.result.get()) != nil } == [true, false, false, false, true])
        if case .failure(let error) = records[3].result { #expect(error.message.contains("nothing to say")) }
        #expect(result.stderr.split(separator: "\n").count == 3)
    }

    // MARK: SSML

    @Test("SSML is well-formed XML even with control characters; a screen can be one document")
    func ssmlIsWellFormed() throws {
        let element = try CLIRunner.run(["element", "--label", "bad\u{01}char", "--traits", "button", "-l", "en", "-f", "ssml"])
        #expect(element.status == 0)
        #expect(element.stdout.contains(">badchar. Button.</speak>"))
        let parser = XMLParser(data: Data(element.stdout.utf8))
        #expect(parser.parse())

        let screen = #"[{"label": "Un\u0001", "traits": ["button"], "language": "fr"}, {"label": "Two\nlines"}, {"label": "Bad", "traits": ["x"]}]"#
        let perElement = try CLIRunner.run(["screen", "-", "-l", "en", "-f", "ssml"], stdin: screen)
        let documents = perElement.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(documents.count == 3)
        for document in documents where !document.isEmpty {
            #expect(XMLParser(data: Data(document.utf8)).parse(), "\(document)")
        }
        let whole = try CLIRunner.run(["screen", "-", "-l", "en", "-f", "ssml", "--ssml-document", "screen"], stdin: screen)
        #expect(whole.status == 65)
        #expect(XMLParser(data: Data(whole.stdout.utf8)).parse(), "\(whole.stdout)")
        #expect(whole.stdout.hasPrefix(#"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">"#))
        #expect(whole.stdout.contains(#"<p xml:lang="fr">Un. Bouton.</p>"#))
        #expect(whole.stdout.contains("<p>Two lines</p>"))
        #expect(try CLIRunner.run(["screen", "-", "--ssml-document", "screen"], stdin: "[]").status == 64)
    }

    // MARK: Version, exit codes, stderr

    @Test("--version names Vocalize's and ICU's versions")
    func version() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "vocalize \(VocalizeVersion.vocalize), ICU \(VocalizeVersion.icu)\n")
        #expect(try CLIRunner.run(["--help"]).stdout.contains("73  can't create"))
    }

    @Test("sysexits codes as their names say, every message on stderr")
    func exitCodes() throws {
        let sample = try CLIRunner.run(["locales", "--sample", "zz"])
        #expect(sample.status == 64)
        #expect(sample.stdout.isEmpty)
        #expect(sample.stderr.contains("\"zz\""))

        let nothing = try CLIRunner.run(["element", "-l", "en"])
        #expect(nothing.status == 64)
        #expect(nothing.stdout.isEmpty)
        #expect(nothing.stderr.contains("nothing to say"))

        let noScreen = try CLIRunner.run(["screen", "/nonexistent/screen.json"])
        #expect(noScreen.status == 66)
        let noProfile = try CLIRunner.run(["number", "1", "--locale-file", "/nonexistent/fr.json"])
        #expect(noProfile.status == 66)
        let noCheck = try CLIRunner.run(["locales", "--check", "/nonexistent/fr.json"])
        #expect(noCheck.status == 66)

        // Any program stands in for espeak-ng: the WAV file is refused before it is run.
        let cannotCreate = try CLIRunner.run(["number", "1", "--wav", "/nonexistent/folder/out.wav"],
                                             environment: Self.environment([EspeakEngine.programVariable: "/bin/sh"]))
        #expect(cannotCreate.status == 73)
        #expect(cannotCreate.stdout.isEmpty)
        #expect(cannotCreate.stderr.hasPrefix("vocalize: Cannot create the WAV file /nonexistent/folder/out.wav"))
    }

    // MARK: The environment's language

    @Test("--lang defaults to LC_ALL, then LC_MESSAGES, then LANG")
    func environmentLanguage() throws {
        #expect(try CLIRunner.run(["number", "21"], environment: Self.environment(["LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "ru_RU", "LANG": "de_DE"])).stdout == "vingt-et-un\n")
        #expect(try CLIRunner.run(["number", "21"], environment: Self.environment(["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "de_DE"])).stdout == "двадцать один\n")
        #expect(try CLIRunner.run(["number", "21"], environment: Self.environment(["LC_ALL": "", "LANG": "de_DE"])).stdout == "einundzwanzig\n")
        #expect(try CLIRunner.run(["number", "21"], environment: Self.environment(["LC_ALL": "C", "LANG": "de_DE"])).stdout == "twenty-one\n")
        #expect(try CLIRunner.run(["number", "21"], environment: Self.environment()).stdout == "twenty-one\n")
    }

    @Test("A language the environment names but Vocalize cannot speak: English, with a warning")
    func unusableEnvironmentLanguage() throws {
        let result = try CLIRunner.run(["number", "21"], environment: Self.environment(["LANG": "xx_YY.UTF-8"]))
        #expect(result.status == 0)
        #expect(result.stdout == "twenty-one\n")
        #expect(result.stderr.hasPrefix("vocalize: warning: LANG=xx_YY is not a language Vocalize can speak"))
        #expect(try CLIRunner.run(["number", "21", "--lang", "xx"]).status == 64)
    }

    // MARK: Completion and short options

    @Test("Short options -l and -f; completion lists languages, units, traits and files")
    func completion() throws {
        #expect(try CLIRunner.run(["number", "21", "-l", "de", "-f", "ssml"]).stdout.contains(">einundzwanzig</speak>"))
        let script = try CLIRunner.run(["--generate-completion-script", "bash"]).stdout
        #expect(script.contains("'-l'|'--lang'"))
        #expect(script.contains("---completion number -- --lang"))
        #expect(script.contains("button"), "trait names")
        #expect(script.contains("-o plusdirs -fX '!*.@(json|jsonl)'"), "file arguments")
        let languages = try CLIRunner.run(["---completion", "number", "--", "--lang", "0", "0"]).stdout.split(separator: "\n")
        #expect(languages.contains("fr-CA") && languages.contains("ja"))
        let units = try CLIRunner.run(["---completion", "measure", "--", "positional@0", "0", "0"]).stdout.split(separator: "\n").map(String.init)
        #expect(units.contains("kilometer-per-hour"))
        // Every unit offered is one ICU can name.
        let spoken = try CLIRunner.run(["measure", "-", "-l", "en"], stdin: units.map { "2 \($0)" }.joined(separator: "\n"))
        #expect(spoken.status == 0, "\(spoken.stderr)")
    }

    // MARK: Screens at speed

    @Test("screen --progress reports elements, rate and failures on stderr; output is unchanged")
    func progress() throws {
        let screen = (0..<3).map { #"{"label": "Item \#($0)", "traits": ["button"]}"# }.joined(separator: "\n")
        let result = try CLIRunner.run(["screen", "-", "-l", "en", "--progress"], stdin: screen)
        #expect(result.status == 0)
        #expect(result.stdout == "Item 0. Button.\nItem 1. Button.\nItem 2. Button.\n")
        #expect(result.stderr.hasPrefix("vocalize: 3 elements, "))
        #expect(result.stderr.contains("per second, 0 failed"))
        #expect(try CLIRunner.run(["screen", "-", "-l", "en"], stdin: screen).stderr.isEmpty, "off when stderr is not a terminal")
    }

    @Test("screen speaks 20,000 elements through one process, a line each")
    func screenManyElements() throws {
        var screen = ""
        for index in 0..<20_000 { screen += #"{"label": "Item \#(index)", "value": "\#(index)", "valueKind": "number", "traits": ["button"]}"# + "\n" }
        let result = try CLIRunner.run(["screen", "-", "-l", "en", "-f", "json"], stdin: screen)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 20_000)
        #expect(lines.last?.contains(#""index":19999"#) == true)
        // Its speed is measured by Benchmarks/cli-benchmarks.sh (instructions and CPU time per
        // element), never by a timed test.
    }
}
