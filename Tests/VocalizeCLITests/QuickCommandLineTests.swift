import Foundation
import Testing

/// A simple command line is built without ArgumentParser (QuickCommandLine); "--lang=fr" is no
/// quick shape, so the same line with it goes through ArgumentParser. Both must give the same
/// output, errors and status, and every option of a quick command must be set (an unset one
/// would stop the program).
@Suite("Quick command lines")
struct QuickCommandLineTests {
    /// Command lines with "--lang" and a language; each is run as written and with "--lang=…".
    static let lines: [[String]] = [
        ["number", "21", "--lang", "fr"],
        ["number", "21", "1,5", "--lang", "de", "--format", "json"],
        ["number", "21", "--lang", "en", "-f", "ssml"],
        ["number", "21", "--lang", "en", "--format", "xml"],
        ["number", "--lang", "fr"],
        ["number", "abc", "--lang", "fr"],
        ["measure", "21", "minute", "--lang", "ru"],
        ["measure", "21", "--lang", "ru"],
        ["currency", "12.50", "EUR", "--lang", "fr"],
        ["phone", "06.11.22.33.06", "--lang", "fr"],
        ["phone", "12", "--lang", "fr"],
        ["date", "2015-04-01", "--lang", "fr"],
        ["date", "2015-13-01", "--lang", "fr"],
        ["time", "17:45", "08:05", "--lang", "en"],
        ["duration", "5h30m", "--lang", "ru"],
        ["relative", "3", "day", "--lang", "fr"],
        ["read", "12,50 €", "1re", "--lang", "fr", "--format", "json"],
        ["read", "zzz", "--lang", "fr"],
        ["text", "Appelez le 06 11 22 33 06 avant le 1er avril", "--lang", "fr"],
        ["text", "Total: 12,50 €", "--lang", "de", "--format", "json"],
        ["text", "--lang", "fr"],
        ["element", "--label", "Home", "--traits", "tab,selected", "--lang", "en"],
        ["element", "--label", "Volume", "--value", "5", "--hint", "Adjusts it", "--position", "1/4", "--lang", "fr", "--format", "json"],
        ["element", "--label", "Home", "--traits", "tab,nonsense", "--lang", "en"],
        ["element", "--label", "Home", "--reader-lang", "de", "--actions", "Delete", "--rotors", "Links", "--lang", "en"],
        ["element", "--value", "12.5", "--unit", "minute", "--currency", "EUR", "--lang", "en"],
        ["element", "--label", "Home", "stray", "--lang", "en"],
        ["rotor", "examples/screens/inbox.json", "--rotor", "headings", "--lang", "fr"],
        ["rotor", "examples/screens/inbox.json", "--lang", "de", "--reader-lang", "en", "--format", "json"],
        ["rotor", "examples/screens/inbox.json", "--rotor", "nonsense", "--lang", "fr"],
        ["rotor", "--lang", "fr"],
        ["actions", "examples/screens/inbox.json", "--element", "anna", "--lang", "de", "-f", "ssml"],
        ["actions", "examples/screens/inbox.json", "--lang", "en"],
        ["actions", "/nonexistent.json", "--lang", "en"],
        ["audit", "examples/audit/fr.lproj", "--lang", "fr"],
        ["audit", "examples/audit", "--lang", "fr", "--format", "sarif", "--fail-on", "warning"],
        ["audit", "examples/audit", "--lang", "fr", "--format", "yaml"],
        ["audit", "--lang", "fr"],
        ["locales", "--sample", "fr"],
        ["locales", "--sample", "zz"],
        ["locales", "--check", "Locales/fr.json"],
    ]

    /// The package root: the lines name its examples.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: lines)
    func sameAsArgumentParser(_ line: [String]) throws {
        // Paths from the package root, wherever the tests run.
        let line = line.map { $0.hasPrefix("examples/") || $0.hasPrefix("Locales/") ? Self.root.appendingPathComponent($0).path : $0 }
        let quick = try CLIRunner.run(line)
        var full = line
        // "--lang" (or the first option, for `locales`) written with "=": no quick shape.
        let option = try #require(full.firstIndex(of: "--lang") ?? full.firstIndex { $0.hasPrefix("--") })
        full[option] += "=" + full[option + 1]
        full.remove(at: option + 1)
        let parsed = try CLIRunner.run(full)
        #expect(quick.status == parsed.status)
        #expect(quick.stdout == parsed.stdout)
        #expect(quick.stderr == parsed.stderr)
    }

    /// "-" reads standard input, one value or text per line, either way.
    @Test(arguments: [
        ["text", "-", "--lang", "fr"], ["read", "-", "--lang", "fr", "--format", "json"], ["number", "-", "--lang", "de"],
        ["text", "-", "Prix : 5 €", "--lang", "fr"],
    ])
    func standardInputSameAsArgumentParser(_ line: [String]) throws {
        let input = "Appelez le 06 11 22 33 06 avant le 1er avril\n12,50 €\n21\n"
        let quick = try CLIRunner.run(line, stdin: input)
        var full = line
        let lang = try #require(full.firstIndex(of: "--lang"))
        full[lang] = "--lang=" + full[lang + 1]
        full.remove(at: lang + 1)
        let parsed = try CLIRunner.run(full, stdin: input)
        #expect(quick.status == parsed.status)
        #expect(quick.stdout == parsed.stdout)
        #expect(quick.stderr == parsed.stderr)
        #expect(!quick.stdout.isEmpty || !quick.stderr.isEmpty)
    }
}
