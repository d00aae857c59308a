import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("vocalize text, read and audit")
struct WrittenFormCLITests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/audit")

    @Test("Issue 17's sentence: a phone number and an ordinal date inside French text")
    func frenchSentence() throws {
        let result = try CLIRunner.run(["text", "Appelez le 06 11 22 33 06 avant le 1er avril", "--lang", "fr"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Appelez le zéro six, onze, vingt-deux, trente-trois, zéro six avant le premier avril\n")
    }

    @Test("read --as: a bare number is a number unless the kind named says otherwise; an unknown kind is a usage error")
    func readAsKind() throws {
        // Sources: German emergency number 112 is dialled and said digit by digit ("eins eins
        // zwei", Bundesnetzagentur's Notruf pages); English years in pairs ("nineteen oh five",
        // Merriam-Webster's usage note on saying years).
        let plain = try CLIRunner.run(["read", "112", "--lang", "de"])
        #expect(plain.status == 0 && plain.stdout == "einhundertzwölf\n", "\(plain.stderr)")
        let dialled = try CLIRunner.run(["read", "112", "--as", "phone", "--lang", "de"])
        #expect(dialled.status == 0 && dialled.stdout == "eins eins zwei\n", "\(dialled.stderr)")
        let year = try CLIRunner.run(["read", "1905", "--as", "year,date", "--lang", "en"])
        #expect(year.status == 0 && year.stdout.hasPrefix("nineteen oh"), "\(year.stderr)")
        let price = try CLIRunner.run(["read", "12,50 €", "--as", "phone", "--lang", "fr"])
        #expect(price.status == 65, "\(price.stdout)")
        let unknown = try CLIRunner.run(["read", "112", "--as", "emergency"])
        #expect(unknown.status == 64 && unknown.stderr.contains("'emergency' is no kind"))
    }

    @Test("read takes a value with words around it only when all its data is read")
    func readPhrase() throws {
        // Sources: North American numbers are said in their written groups, digit by digit
        // (NANP; the groups as written); "euros" after the amount (CLDR fr currency names).
        let phrase = try CLIRunner.run(["read", "call me at 123-123-5678", "--lang", "en"])
        #expect(phrase.status == 0, "\(phrase.stderr)")
        #expect(phrase.stdout == "call me at one two three, one two three, five six seven eight\n")
        let price = try CLIRunner.run(["read", "Total : 12,50 €", "--lang", "fr"])
        #expect(price.stdout == "Total : douze euros et cinquante centimes\n", "\(price.stderr)")
        // An IP address is never read (issue 27), so the phrase holding it is refused, not half read.
        let address = try CLIRunner.run(["read", "IP address is 123.123.0.40", "--lang", "en"])
        #expect(address.status == 65 && address.stdout.isEmpty)
        #expect(address.stderr.contains("not every piece of data"))
        let words = try CLIRunner.run(["read", "no data here", "--lang", "en"])
        #expect(words.status == 65 && words.stdout.isEmpty)
        // With --as the whole input must be one value.
        let typed = try CLIRunner.run(["read", "call me at 123-123-5678", "--as", "phone", "--lang", "en"])
        #expect(typed.status == 65)
    }

    @Test("A sentence without data comes back unchanged, byte for byte")
    func unchanged() throws {
        let sentence = "Réglages  du compte — « A4 », iPhone15, COVID-19, v1.2.3 !"
        let result = try CLIRunner.run(["text", sentence, "--lang", "fr"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == sentence + "\n")
    }

    @Test("JSON spans give UTF-16 and character offsets, the kind and the spoken form")
    func jsonSpans() throws {
        // "👋🏽" is one character but four UTF-16 units, so the two offsets differ after it.
        let result = try CLIRunner.run(["text", "👋🏽 Total: $12.50", "--lang", "en", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "👋🏽 Total: twelve dollars and fifty cents")
        let spans = try #require(object["spans"] as? [[String: Any]])
        #expect(spans.count == 1)
        #expect(spans.first?["kind"] as? String == "money")
        #expect(spans.first?["written"] as? String == "$12.50")
        #expect(spans.first?["characterOffset"] as? Int == 9)
        #expect(spans.first?["utf16Offset"] as? Int == 12)
        #expect(spans.first?["utf16Length"] as? Int == 6)
    }

    @Test("SSML keeps the written text and gives the words in <sub alias>")
    func ssml() throws {
        let result = try CLIRunner.run(["text", "Fee: $2 & tax", "--lang", "en", "--format", "ssml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("<sub alias=\"two dollars\">$2</sub> &amp; tax</speak>"))
        #expect(XMLParser(data: Data(result.stdout.utf8)).parse(), "well-formed XML")
    }

    @Test("read: one written value; an ambiguous date is read the region's way")
    func readRegion() throws {
        let us = try CLIRunner.run(["read", "01/07/98", "--lang", "en"])
        #expect(us.stdout == "January seventh, nineteen ninety-eight\n")
        let gb = try CLIRunner.run(["read", "01/07/98", "--lang", "en-GB"])
        #expect(gb.stdout.contains("July"), "en-GB reads day first: \(gb.stdout)")
    }

    @Test("read: text that is no written data exits 65 with a message naming it")
    func readError() throws {
        let result = try CLIRunner.run(["read", "Bonjour", "--lang", "fr"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\"Bonjour\""))
    }

    @Test("date and time accept the language's written forms")
    func valueCommands() throws {
        let date = try CLIRunner.run(["date", "24. Juli 2013", "--lang", "de"])
        #expect(date.status == 0, "\(date.stderr)")
        #expect(date.stdout == "vierundzwanzigster Juli zweitausenddreizehn\n")
        let time = try CLIRunner.run(["time", "17 h 45", "--lang", "fr"])
        #expect(time.stdout == "dix-sept heures quarante-cinq\n")
    }

    @Test("audit: the example catalog's strings with data, and none of those without")
    func auditCatalog() throws {
        let result = try CLIRunner.run(["audit", Self.examples.appendingPathComponent("Localizable.xcstrings").path, "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("label: Appelez le zéro six, onze, vingt-deux, trente-trois, zéro six avant le 1er avril"))
        #expect(result.stdout.contains("合計：¥1,234"))
        #expect(!result.stdout.contains("Book a table"))
        #expect(!result.stdout.contains("%lld"))
        #expect(result.stderr.contains("strings checked in 4 languages"))
    }

    @Test("audit: a .strings file as JSON Lines, format specifiers left alone")
    func auditStrings() throws {
        let result = try CLIRunner.run(["audit", Self.examples.appendingPathComponent("fr.lproj/Localizable.strings").path, "--format", "json", "--all"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        let keys = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["key"] as? String
        }
        #expect(keys == ["booking.call", "booking.price", "booking.weight"])
    }

    @Test("audit: a missing file exits 66")
    func auditMissing() throws {
        let result = try CLIRunner.run(["audit", "/nonexistent/Localizable.xcstrings"])
        #expect(result.status == 66)
    }
}
