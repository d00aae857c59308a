import Foundation
import Testing

@testable import Vocalize

/// The catalog readers of `vocalize audit`. Expected strings come from the formats' own
/// rules (Apple's old-style property list and String Catalog formats, XML, Android's string
/// resource rules), written by hand, not recorded from the readers.
@Suite("Audit: catalog readers")
struct AuditReaderTests {
    private static func strings(_ text: String, encoding: String.Encoding = .utf8) throws -> [CatalogString] {
        var found: [CatalogString] = []
        try StringsFileReader.read(text.data(using: encoding)!, file: "L.strings", language: "fr") { found.append($0) }
        return found
    }

    private static func error(_ body: () throws(VocalizeError) -> Void) -> VocalizeError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    private static func stringsError(_ data: Data) -> VocalizeError? {
        error { () throws(VocalizeError) in try StringsFileReader.read(data, file: "L.strings", language: "fr") { _ in } }
    }

    private static func catalog(_ json: String) throws -> [CatalogString] {
        var found: [CatalogString] = []
        try StringCatalogReader.read(Data(json.utf8), file: "L.xcstrings") { found.append($0) }
        return found
    }

    private static func catalogError(_ json: String) -> VocalizeError? {
        error { () throws(VocalizeError) in try StringCatalogReader.read(Data(json.utf8), file: "L.xcstrings") { _ in } }
    }

    // MARK: .strings

    @Test(".strings: unquoted keys, \\U escapes, both comment styles, key-only pairs, single quotes")
    func appleStringsRules() throws {
        let text = """
            /* A block
               comment */
            greeting = "Bonjour";  // a line comment
            "accent" = "caf\\U00e9";
            "emoji" = "\\UD83D\\UDE00";
            'single' = 'quoted';
            "escapes" = "a\\"b\\\\c\\nd\\te\\101";
            "same";
            path/to.key-1 = value_2;
            """
        let found = try Self.strings(text)
        #expect(found.map(\.key) == ["greeting", "accent", "emoji", "single", "escapes", "same", "path/to.key-1"])
        #expect(found.map(\.text) == ["Bonjour", "café", "😀", "quoted", "a\"b\\c\nd\teA", "same", "value_2"])
        #expect(found.map(\.line) == [3, 4, 5, 6, 7, 8, 9])
        #expect(found.allSatisfy { $0.language == "fr" })
    }

    @Test(".strings in UTF-16 with a byte order mark (both orders), and UTF-8 with one")
    func stringsEncodings() throws {
        let text = "\"k\" = \"Réservé\";"
        for data in [
            Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!,
            Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!,
            Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8),
        ] {
            var found: [CatalogString] = []
            try StringsFileReader.read(data, file: "L.strings", language: "fr") { found.append($0) }
            #expect(found.map(\.text) == ["Réservé"])
        }
    }

    @Test(".strings full of /**/ comments is read in linear time (issue 25: 800 KB took 3.6 s)")
    func commentsAreLinear() throws {
        let data = Data((String(repeating: "/**/", count: 200_000) + "\"k\" = \"v\";").utf8)
        let clock = ContinuousClock()
        var found: [CatalogString] = []
        let elapsed = try clock.measure {
            try StringsFileReader.read(data, file: "L.strings", language: "fr") { found.append($0) }
        }
        #expect(found.map(\.text) == ["v"])
        // A quadratic reader takes minutes here; a linear one a few milliseconds (debug build).
        #expect(elapsed < .seconds(5))
    }

    @Test(".strings that is malformed: each error names the line and column, or the byte, and the cause", arguments: [
        ("\"k\" = \"never closed;", "1:7: the quoted string starting here is never closed"),
        ("\"k\" = \"v\"\n\"l\" = \"w\";", "2:1: expected ; after the value of \"k\""),
        ("\"k\" \"v\";", "1:5: expected = after the key \"k\""),
        ("/* open\n\"k\" = \"v\";", "1:1: a /* comment is never closed"),
        ("\"k\" = ;", "1:7: expected the value of \"k\" (a quoted string) but found \";\""),
        ("\"k\" = \"v\"", "the file ends before the ; after the value of \"k\""),
    ])
    func malformedStrings(text: String, message: String) {
        let error = Self.stringsError(Data(text.utf8))
        #expect(error?.kind == .invalidCatalog)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test(".strings: invalid UTF-8 names its byte; odd-length UTF-16 is truncated")
    func wrongEncoding() {
        let latin1 = Data("\"k\" = \"caf".utf8) + Data([0xE9]) + Data("\";".utf8)
        #expect(Self.stringsError(latin1)?.message.contains("byte 10 is not UTF-8") == true)
        let odd = Data([0xFF, 0xFE, 0x22, 0x00, 0x6B])
        #expect(Self.stringsError(odd)?.message.contains("odd number of bytes") == true)
    }

    @Test("An empty .strings file is an empty table, as Apple's reader takes it")
    func emptyStrings() throws {
        #expect(try Self.strings("").isEmpty)
        #expect(try Self.strings("  /* only a comment */\n").isEmpty)
    }

    @Test(".strings saved as an XML property list is read as one")
    func xmlStrings() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>k</key>
                <string>Tom &amp; Jerry &#233;</string>
            </dict>
            </plist>
            """
        let found = try Self.strings(text)
        #expect(found.map(\.text) == ["Tom & Jerry é"])
        #expect(found.map(\.line) == [6])
    }

    // MARK: .stringsdict

    static let stringsDict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>files.count</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@ in %@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>d</string>
                    <key>one</key>
                    <string>%d fichier</string>
                    <key>other</key>
                    <string>%d fichiers</string>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test(".stringsdict: the format and every plural form are strings; rule metadata is not")
    func stringsDict() throws {
        var found: [CatalogString] = []
        try StringsDictReader.read(Data(Self.stringsDict.utf8), file: "L.stringsdict", language: "fr") { found.append($0) }
        #expect(found.map(\.key) == ["files.count [format]", "files.count [files.one]", "files.count [files.other]"])
        #expect(found.map(\.text) == ["%#@files@ in %@", "%d fichier", "%d fichiers"])
        #expect(found.map(\.line) == [7, 15, 17])
    }

    @Test(".stringsdict malformed: binary, mismatched tags, truncated, not a plist", arguments: [
        ("bplist00\u{0}\u{1}", "binary property list; convert it to XML first"),
        ("<plist><dict><key>k</key><dict></plist>", "1:32: </plist> closes <dict> opened on line 1"),
        ("<plist><dict><key>k</key>", "the file ends before </dict>"),
        ("just text", "does not start with <"),
        ("<plist><array/></plist>", "expected a property list holding a <dict>, found <array>"),
        ("<plist><dict><key>k</key><string>a &nbsp; b</string></dict></plist>", "&nbsp; is not an entity XML knows"),
    ])
    func malformedStringsDict(text: String, message: String) {
        let error = Self.error { () throws(VocalizeError) in
            try StringsDictReader.read(Data(text.utf8), file: "L.stringsdict", language: "fr") { _ in }
        }
        #expect(error?.kind == .invalidCatalog)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    // MARK: .xcstrings

    @Test(".xcstrings: plural and device variations, substitutions, source keys, shouldTranslate")
    func stringCatalog() throws {
        let json = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } }
                  }
                },
                "Tap" : {
                  "localizations" : {
                    "en" : { "variations" : { "device" : {
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } } } } }
                  }
                },
                "count" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@items@ in %#@boxes@" },
                      "substitutions" : {
                        "items" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ding" } } } } }
                      }
                    }
                  }
                },
                "internal" : { "shouldTranslate" : false, "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }
              },
              "version" : "1.0"
            }
            """
        let found = try Self.catalog(json)
        #expect(found.map(\.key) == ["%lld files", "%lld files [plural.one]", "%lld files [plural.other]", "Tap [device.mac]", "Tap [device.other]", "count", "count", "count [substitutions.items.plural.one]"])
        #expect(found.map(\.language) == ["en", "fr", "fr", "en", "en", "en", "de", "de"])
        #expect(found.map(\.text) == ["%lld files", "%lld fichier", "%lld fichiers", "Click", "Tap", "count", "%#@items@ in %#@boxes@", "%arg Ding"])
        #expect(found.map(\.line) == [4, 7, 8, 14, 15, 18, 21, 24])
    }

    @Test(".xcstrings: a sourceLanguage written after the strings still names the source keys")
    func sourceLanguageLast() throws {
        let found = try Self.catalog(#"{"strings":{"Hello":{}},"sourceLanguage":"fr"}"#)
        #expect(found.map(\.language) == ["fr"])
        #expect(found.map(\.text) == ["Hello"])
    }

    @Test(".xcstrings malformed: truncated, not JSON, empty, no strings, trailing data", arguments: [
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"#, "the file ends inside the localizations of \"a\""),
        ("{\n  \"strings\" : {\n    \"a\" : { \"comment\" : tru }\n  }\n}", "3:25: expected a value but found \"tru }\""),
        ("", "the file is empty"),
        (#"{"sourceLanguage":"en"}"#, "has no \"strings\""),
        (#"{"strings":{}} x"#, "1:16: after the catalog's closing }"),
        (#"["strings"]"#, "1:1: expected { opening the catalog"),
        (#"{"strings":{"a":{"localizations":{"fr":{"stringUnit":{"value":"\x"}}}}}}"#, "\\x is not a JSON escape"),
    ])
    func malformedCatalog(json: String, message: String) {
        let error = Self.catalogError(json)
        #expect(error?.kind == .invalidCatalog)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test(".xcstrings: deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let json = #"{"strings":{"a":{"x":"# + String(repeating: "[", count: 100_000)
        #expect(Self.catalogError(json)?.message.contains("nested more than") == true)
    }

    // MARK: Android

    @Test("Android strings.xml: strings, plurals, string-arrays, escapes, markup, translatable")
    func android() throws {
        let xml = #"""
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="welcome">Bienvenue, <b>%1$s</b> !</string>
                <string name="apostrophe">L\'appli   a\nplanté</string>
                <string name="quoted">"  deux  espaces  "</string>
                <string name="version" translatable="false">1.2.3</string>
                <plurals name="files">
                    <item quantity="one">%d fichier</item>
                    <item quantity="other">%d fichiers</item>
                </plurals>
                <string-array name="days"><item>lundi</item><item>mardi</item></string-array>
                <string name="count"><xliff:g id="n" example="3">%1$d</xliff:g> km</string>
            </resources>
            """#
        var found: [CatalogString] = []
        try AndroidStringsReader.read(Data(xml.utf8), file: "strings.xml", language: "fr") { found.append($0) }
        #expect(found.map(\.key) == ["welcome", "apostrophe", "quoted", "files [one]", "files [other]", "days [0]", "days [1]", "count"])
        #expect(found.map(\.text) == ["Bienvenue, %1$s !", "L'appli a\nplanté", "  deux  espaces  ", "%d fichier", "%d fichiers", "lundi", "mardi", "%1$d km"])
        #expect(found.first?.line == 3)
    }

    @Test("Language from the path: .lproj names, Android qualifiers, base folders", arguments: [
        ("App/fr.lproj/Localizable.strings", "fr", false),
        ("App/pt_BR.lproj/Localizable.strings", "pt-BR", false),
        ("App/zh-Hans.lproj/Localizable.stringsdict", "zh-Hans", false),
        ("App/English.lproj/Localizable.strings", "en", false),
        ("App/Base.lproj/Main.strings", nil, true),
        ("app/src/main/res/values/strings.xml", nil, true),
        ("app/src/main/res/values-fr/strings.xml", "fr", false),
        ("app/src/main/res/values-pt-rBR/strings.xml", "pt-BR", false),
        ("app/src/main/res/values-b+sr+Latn/strings.xml", "sr-Latn", false),
        ("app/src/main/res/values-night/strings.xml", nil, true),
        ("app/src/main/res/values-iw/strings.xml", "he", false),
        ("app/src/main/res/values-in-rID/strings.xml", "id-ID", false),
        ("app/src/main/res/values-mcc310-en-rUS/strings.xml", "en-US", false),
    ] as [(String, String?, Bool)])
    func pathLanguage(path: String, language: String?, isBase: Bool) throws {
        let file = try #require(CatalogFile(url: URL(fileURLWithPath: "/tmp/" + path)))
        #expect(file.pathLanguage == language)
        #expect(file.isBase == isBase)
    }

    @Test("Files that are not catalogs are not taken for one")
    func notCatalogs() {
        #expect(CatalogFile(url: URL(fileURLWithPath: "/tmp/app/layout/main.xml")) == nil)
        #expect(CatalogFile(url: URL(fileURLWithPath: "/tmp/app/Info.plist")) == nil)
    }

    // MARK: Placeholders

    @Test("Placeholders: printf specifiers, catalog variables, braces", arguments: [
        ("%1$@ has %2$lld", [0..<4, 9..<15]),
        ("%#@files@ left", [0..<9]),
        ("%1$#@files@", [0..<11]),
        ("$%.2f", [1..<5]),
        ("50%% of {count}", [2..<4, 8..<15]),
        ("100 % sûr", []),
    ] as [(String, [Range<Int>])])
    func placeholders(text: String, ranges: [Range<Int>]) {
        #expect(Placeholders.ranges(in: text) == ranges)
    }
}
