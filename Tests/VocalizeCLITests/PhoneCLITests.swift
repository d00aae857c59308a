import Foundation
import Testing

@Suite("vocalize phone")
struct PhoneCLITests {
    @Test("The README example: a French number in pairs")
    func french() throws {
        let result = try CLIRunner.run(["phone", "06.11.22.33.06", "--lang", "fr"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "zéro six, onze, vingt-deux, trente-trois, zéro six\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("A country code and a style override")
    func styleOverride() throws {
        let result = try CLIRunner.run(["phone", "+33 6 11 22 33 06", "--lang", "fr", "--style", "digits"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "plus trois trois, six, un un, deux deux, trois trois, zéro six\n")
    }

    @Test("JSON output carries the value and its language")
    func json() throws {
        let result = try CLIRunner.run(["phone", "(555) 123-4567", "--lang", "en", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("five five five, one two three, four five six seven"))
        #expect(result.stdout.contains("\"lang\""))
    }

    @Test("The language comes from LANG when --lang is absent")
    func environmentLanguage() throws {
        let result = try CLIRunner.run(["phone", "070-123 45 67"], environment: ["LANG": "sv_SE.UTF-8"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "noll sjuttio, etthundratjugotre, fyrtiofem, sextiosju\n")
    }

    @Test("A malformed number exits 65 with the reason on stderr")
    func badNumber() throws {
        let result = try CLIRunner.run(["phone", "555-12ab", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("vocalize: Letters are not supported in phone numbers"))
    }

    @Test("The README examples: a number in one piece grouped by its own country, and --region")
    func region() throws {
        let international = try CLIRunner.run(["phone", "+493012345678", "--lang", "en"])
        #expect(international.status == 0, "\(international.stderr)")
        #expect(international.stdout == "plus four nine, three zero, one two three four, five six seven eight\n")
        let british = try CLIRunner.run(["phone", "02079460958", "--region", "GB", "--lang", "en"])
        #expect(british.status == 0, "\(british.stderr)")
        #expect(british.stdout == "zero two zero, seven nine four six, zero nine five eight\n")
        let american = try CLIRunner.run(["phone", "011 33 1 42 68 53 00", "--lang", "en"])
        #expect(american.stdout == "zero one one, three three, one, four two, six eight, five three, zero zero\n")
    }

    @Test("An unknown region is a usage error")
    func badRegion() throws {
        let result = try CLIRunner.run(["phone", "0611223306", "--lang", "fr", "--region", "ZZ"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\"ZZ\" is not a region"))
    }

    @Test("An unknown style is a usage error")
    func badStyle() throws {
        let result = try CLIRunner.run(["phone", "0611223306", "--lang", "fr", "--style", "triples"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("triples"))
    }

    @Test("An unknown language exits 64")
    func badLanguage() throws {
        let result = try CLIRunner.run(["phone", "0611223306", "--lang", "qq"])
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
    }
}
