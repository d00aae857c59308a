import Foundation
import Testing

@Suite("vocalize number, measure, currency")
struct NumberCLITests {
    @Test func spokenNumberOnOneLine() throws {
        let result = try CLIRunner.run(["number", "54038921.7", "--lang", "fr"])
        #expect(result.status == 0)
        #expect(result.stdout == "cinquante-quatre millions trente-huit mille neuf cent vingt-et-un virgule sept\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func readingsAndOptions() throws {
        #expect(try CLIRunner.run(["number", "21", "--ordinal", "--lang", "en"]).stdout == "twenty-first\n")
        #expect(try CLIRunner.run(["number", "2015", "--year", "--lang", "en"]).stdout == "twenty fifteen\n")
        #expect(try CLIRunner.run(["number", "45", "--percent", "--lang", "fr"]).stdout == "quarante-cinq pour cent\n")
        #expect(try CLIRunner.run(["number", "21", "--cardinal", "--lang", "en"]).stdout == "twenty-one\n")
        let twoReadings = try CLIRunner.run(["number", "21", "--ordinal", "--year", "--lang", "en"])
        #expect(twoReadings.status == 64)
        #expect(twoReadings.stdout.isEmpty)
        #expect(twoReadings.stderr.contains("--ordinal and --year cannot be combined"))
        #expect(try CLIRunner.run(["number", "1", "--gender", "feminine", "--lang", "ru"]).stdout == "одна\n")
        #expect(try CLIRunner.run(["number", "2", "--rule-set", "%spellout-cardinal-feminine", "--lang", "ru"]).stdout == "две\n")
        #expect(try CLIRunner.run(["number", "--lang", "en", "--", "-12"]).stdout == "minus twelve\n")
        #expect(try CLIRunner.run(["number", "13,000", "--lang", "en"]).stdout == "thirteen thousand\n")
        #expect(try CLIRunner.run(["number", "1e6", "--lang", "en"]).stdout == "one million\n")
        #expect(try CLIRunner.run(["measure", "21", "minute", "--lang", "ru"]).stdout == "двадцать одна минута\n")
        #expect(try CLIRunner.run(["currency", "12.50", "EUR", "--lang", "en"]).stdout == "twelve euros and fifty cents\n")
    }

    @Test func languageDefaultsToLANG() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "de_DE.UTF-8"
        #expect(try CLIRunner.run(["number", "21"], environment: environment).stdout == "einundzwanzig\n")
        environment["LANG"] = "C"
        #expect(try CLIRunner.run(["number", "21"], environment: environment).stdout == "twenty-one\n")
    }

    @Test func jsonAndSSML() throws {
        let json = try CLIRunner.run(["number", "45", "--percent", "--lang", "en", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["text"] as? String == "forty-five percent")
        let ssml = try CLIRunner.run(["number", "3", "--lang", "fr", "--format", "ssml"])
        #expect(ssml.stdout == "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"fr\">trois</speak>\n")
    }

    @Test func localeFileOverridesWords() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-test-\(UUID().uuidString).json")
        try Data(#"{"language": "fr", "numbers": {"decimalSeparator": "point"}}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLIRunner.run(["number", "1.5", "--lang", "fr", "--locale-file", file.path])
        #expect(result.stdout == "un point cinq\n")
        let missing = try CLIRunner.run(["number", "1", "--locale-file", "/nonexistent/profile.json"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("/nonexistent/profile.json"))
    }

    @Test func errorsGoToStderrWithSysexitsCodes() throws {
        let notANumber = try CLIRunner.run(["number", "abc", "--lang", "en"])
        #expect(notANumber.status == 65)
        #expect(notANumber.stdout.isEmpty)
        #expect(notANumber.stderr == "vocalize: \"abc\" is not a number (write it as -12, 54038921.7 or 1e6, or as en writes numbers).\n")
        let nan = try CLIRunner.run(["number", "nan", "--lang", "en"])
        #expect(nan.status == 65)
        let language = try CLIRunner.run(["number", "5", "--lang", "xx"])
        #expect(language.status == 64)
        #expect(language.stderr.contains("\"xx\""))
        let unit = try CLIRunner.run(["measure", "5", "furlongs-per-parsec", "--lang", "en"])
        #expect(unit.status == 64)
        let usage = try CLIRunner.run(["number"])
        #expect(usage.status == 64)
        let help = try CLIRunner.run(["number", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--ordinal"))
        #expect(help.stdout.contains("values: text, json, ssml"))
    }
}
