import Foundation
import Testing

@testable import Vocalize

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks text is well-formed XML and collects its elements and attributes.
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var attributes: [[String: String]] = []
    var characters = ""

    func parserCompat(_ text: String) -> Bool {
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        return parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(name)
        self.attributes.append(attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        characters += string
    }
}

@Suite struct UtteranceRenderingTests {
    let english = try! UtteranceComposer(language: "en")

    @Test func jsonShape() throws {
        let utterance = try english.compose(.init(label: "Volume", value: .percent(60), traits: [.adjustable, .selected]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(utterance.jsonString().utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["description", "hint", "hintStart", "text", "lang", "schemaVersion", "segments"])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["hintStart"] as? Int == 4)
        #expect(object["description"] as? String == "Selected: Volume: sixty percent. Adjustable.")
        #expect(object["hint"] as? String == "Swipe up or down with one finger to adjust the value.")
        #expect(object["text"] as? String == "Selected: Volume: sixty percent. Adjustable. Swipe up or down with one finger to adjust the value.")
        let segments = try #require(object["segments"] as? [[String: String]])
        #expect(segments.map { $0["role"] } == ["state", "label", "value", "trait", "hint"])
        #expect(segments.allSatisfy { Set($0.keys) == ["role", "text", "lang", "separator"] && $0["lang"] == "en" })
        #expect(segments.map { $0["separator"] } == [": ", ": ", ". ", ". ", ""])
        #expect(segments[2]["text"] == "sixty percent")
    }

    @Test func jsonWithoutHintHasNull() throws {
        let json = try english.compose(.init(label: "OK", traits: .button)).jsonString()
        #expect(json == #"{"description":"OK. Button.","hint":null,"hintStart":2,"lang":"en","schemaVersion":1,"segments":[{"lang":"en","role":"label","separator":". ","text":"OK"},{"lang":"en","role":"trait","separator":". ","text":"Button"}],"text":"OK. Button."}"#)
        #expect(!json.contains("\n"))
    }

    @Test func jsonDecodesBackIntoSegments() throws {
        let utterance = try english.compose(.init(label: "Home", traits: [.tab, .selected], position: .init(index: 1, count: 4)))
        let data = try JSONEncoder().encode(utterance)
        let decoded = try JSONDecoder().decode(Utterance.self, from: data)
        #expect(decoded.segments.map(\.text) == ["Selected", "Home", "Tab", "1 of 4"])
    }

    @Test func ssmlIsValidXMLWithABreakBeforeTheHint() throws {
        let utterance = try english.compose(.init(label: "Volume", value: .percent(60), traits: .adjustable, hint: "Sets the volume"))
        let ssml = utterance.ssml()
        #expect(ssml == #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">Volume: sixty percent. Adjustable.<break time="500ms"/>Sets the volume. Swipe up or down with one finger to adjust the value.</speak>"#)
        let collector = XMLCollector()
        #expect(collector.parserCompat(ssml))
        #expect(collector.elements == ["speak", "break"])
    }

    @Test func ssmlEscapesText() throws {
        let utterance = try english.compose(.init(label: "Tom & Jerry <\"live\">", value: "it's", traits: .link))
        let ssml = utterance.ssml()
        #expect(ssml.contains("Tom &amp; Jerry &lt;&quot;live&quot;&gt;: it&apos;s. Link."))
        let collector = XMLCollector()
        #expect(collector.parserCompat(ssml))
        #expect(collector.characters == "Tom & Jerry <\"live\">: it's. Link.")
    }

    @Test func ssmlMarksOtherLanguages() throws {
        let element = SpokenElement(label: "Prix", value: .currency("12.50", code: "EUR"), traits: [.button, .selected], hint: "Paie", language: "fr", readerLanguage: "en")
        let ssml = try english.compose(element).ssml(hintPause: 300)
        #expect(ssml == #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en">Selected: <lang xml:lang="fr">Prix</lang>: <lang xml:lang="fr">douze euros et cinquante centimes</lang>. Button.<break time="300ms"/><lang xml:lang="fr">Paie</lang></speak>"#)
        let collector = XMLCollector()
        #expect(collector.parserCompat(ssml))
        #expect(collector.elements == ["speak", "lang", "lang", "break", "lang"])
        #expect(collector.attributes[1]["xml:lang"] == "fr")
    }

    @Test func singleValueUtteranceStillRenders() {
        let utterance = Utterance(value: "vingt-et-un", language: "fr")
        #expect(utterance.text == "vingt-et-un")
        #expect(utterance.ssml() == #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="fr">vingt-et-un</speak>"#)
        #expect(utterance.jsonString() == #"{"description":"vingt-et-un","hint":null,"hintStart":1,"lang":"fr","schemaVersion":1,"segments":[{"lang":"fr","role":"value","separator":"","text":"vingt-et-un"}],"text":"vingt-et-un"}"#)
    }

    /// Utterances with every part: hints after the pause, a hint in the label's place, other
    /// languages, text that needs escaping.
    var variedUtterances: [Utterance] {
        get throws {
            [
                try english.compose(.init(label: "Volume", value: .percent(60), traits: [.adjustable, .selected], hint: "Sets it")),
                try english.compose(.init(traits: .button, hint: "Only a hint")),
                try english.compose(.init(label: "Prix", value: .currency("12.50", code: "EUR"), traits: .button, hint: "Paie", language: "fr", readerLanguage: "en")),
                try english.compose(.init(label: "Tab\tand \"quotes\" \\ and\nnewline \u{1}", traits: .link)),
                Utterance(value: "vingt-et-un", language: "fr"),
            ]
        }
    }

    @Test("jsonString and Codable give the same JSON, and decoding it gives back the same utterance")
    func jsonIsOneShapeAndLossless() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for utterance in try variedUtterances {
            let line = utterance.jsonString()
            #expect(!line.contains("\n"))
            let fromLine = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
            let fromCodable = try JSONSerialization.jsonObject(with: encoder.encode(utterance)) as? NSDictionary
            #expect(fromLine == fromCodable, "\(line)")
            #expect(try JSONDecoder().decode(Utterance.self, from: Data(line.utf8)) == utterance)
            #expect(try JSONDecoder().decode(Utterance.self, from: Data(utterance.jsonString(pretty: true).utf8)) == utterance)
        }
    }

    @Test("A newer schemaVersion is refused rather than misread")
    func newerSchemaIsRefused() {
        let json = #"{"lang":"en","schemaVersion":2,"segments":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Utterance.self, from: Data(json.utf8)) }
    }

    @Test("Records: a result or an error, with index and input, round-trip through Codable")
    func records() throws {
        let utterance = try english.compose(.init(label: "OK", traits: .button))
        let spoken = UtteranceRecord(index: 3, input: #"{"label":"OK"}"#, line: 4, result: .success(utterance))
        let failed = UtteranceRecord(index: 4, input: "abc", result: .failure(VocalizeError(.invalidNumber, "\"abc\" is not a number.")))
        #expect(failed.jsonString() == #"{"error":{"kind":"invalid number","message":"\"abc\" is not a number."},"index":4,"input":"abc","schemaVersion":1}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for record in [spoken, failed] {
            #expect(try JSONDecoder().decode(UtteranceRecord.self, from: Data(record.jsonString().utf8)) == record)
            let fromLine = try JSONSerialization.jsonObject(with: Data(record.jsonString().utf8)) as? NSDictionary
            let fromCodable = try JSONSerialization.jsonObject(with: encoder.encode(record)) as? NSDictionary
            #expect(fromLine == fromCodable)
        }
    }

    @Test("SSML stays well-formed XML on one line whatever the text holds")
    func ssmlDropsWhatXMLForbids() throws {
        let utterance = try english.compose(.init(label: "bad\u{01}char\u{0B}\u{FFFE} and\nline", traits: .button))
        let ssml = utterance.ssml()
        #expect(!ssml.contains("\n"))
        #expect(ssml.contains("badchar and line. Button."))
        #expect(XMLCollector().parserCompat(ssml))
        let document = Utterance.ssmlDocumentStart(language: "en") + (try variedUtterances).map { $0.ssmlParagraph(documentLanguage: "en") }.joined() + Utterance.ssmlDocumentEnd
        let collector = XMLCollector()
        #expect(collector.parserCompat(document))
        #expect(collector.elements.filter { $0 == "p" }.count == 5)
    }
}

@Suite struct ScreenStreamTests {
    func texts(_ entries: [ScreenStream.Entry]) throws -> [String] {
        let composer = try UtteranceComposer(language: "en")
        return entries.map { entry in
            switch entry.element {
            case .success(let element): (try? composer.compose(element).text) ?? "compose failed"
            case .failure(let error): "#\(entry.index)@\(entry.line): \(error.message)"
            }
        }
    }

    @Test func arrayWithABadElementInTheMiddle() throws {
        let screen = """
            [
              {"label": "Wi-Fi", "value": "1", "traits": ["button", "toggleButton"]},
              {"label": "Bluetooth", "traits": ["buton"]},
              {"label": "Brace } and \\"quote\\" [", "traits": ["header"]}
            ]
            """
        let result = try texts(ScreenStream.entries(Data(screen.utf8)))
        #expect(result.count == 3)
        #expect(result[0] == "Wi-Fi. Switch Button. On. Double tap to toggle setting.")
        #expect(result[1].hasPrefix("#1@3: \"traits\": Unknown accessibility trait \"buton\"."))
        #expect(result[2] == "Brace } and \"quote\" [. Heading.")
    }

    @Test func jsonLines() throws {
        let screen = """
            {"label": "One", "traits": ["button"]}

            not json
            {"label": "Three", "position": {"index": 3, "count": 3}}
            [1]
            """
        let result = try texts(ScreenStream.entries(Data(screen.utf8)))
        #expect(result.count == 4)
        #expect(result[0] == "One. Button.")
        #expect(result[1].hasPrefix("#1@3: not valid JSON"))
        #expect(result[2] == "Three. 3 of 3.")
        #expect(result[3] == "#3@5: an element should be a JSON object")
    }

    @Test func splitsTheSameWhateverTheChunks() throws {
        let screen = #"[{"label":"a,b","traits":["button"]},{"label":"\u00e9\\","value":"{x}"},{"hint":"h"}]"#
        let whole = ScreenStream.entries(Data(screen.utf8)).map { try? $0.element.get() }
        #expect(whole.count == 3)
        #expect(whole[1]?.label == "é\\")
        // Feed the splitter one byte at a time: chunk boundaries must not matter.
        var splitter = ElementSplitter()
        var pieces: [[UInt8]] = []
        for byte in Array(screen.utf8) {
            [byte].withUnsafeBytes { splitter.consume($0) { if case .success(let bytes) = $0.content { pieces.append(bytes) } } }
        }
        splitter.finish { _ in Issue.record("nothing is left at the end") }
        #expect(pieces.map { String(decoding: $0, as: UTF8.self) } == [
            #"{"label":"a,b","traits":["button"]}"#, #"{"label":"\u00e9\\","value":"{x}"}"#, #"{"hint":"h"}"#,
        ])
    }

    @Test("The screen reader decodes elements as JSONDecoder does: same elements, same refusals")
    func fastDecodingAgreesWithJSONDecoder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples/screens")
        var sources: [String] = []
        for name in ["settings.json", "booking.json"] {
            ScreenStream.read(try Data(contentsOf: folder.appendingPathComponent(name))) { sources.append($0.source) }
        }
        sources += [
            #"{"label": "x", "valueKind": "number"}"#, #"{"label": 3}"#, #"{"traits": ["buton"]}"#,
            #"{"position": {"index": 1}}"#, #"{"label": "\ud83d\ude00 \u00e9", "value": 2.5, "valueKind": "number"}"#,
            #"{"label": "x", "value": ["3"]}"#,
        ]
        #expect(sources.count > 20)
        for source in sources {
            let fast = try? ScreenStream.element(from: Array(source.utf8)).get()
            let reference = try? JSONDecoder().decode(SpokenElement.self, from: Data(source.utf8))
            #expect(fast == reference, "\(source)")
        }
        #expect(try ScreenStream.element(from: Array(#"{"label": "\ud83d\ude00"}"#.utf8)).get().label == "😀")
        // Stricter than JSONDecoder where it would hide a mistake: an unknown key is refused.
        #expect(throws: VocalizeError.self) { try ScreenStream.element(from: Array(#"{"label": "x", "unknownKey": [1, {"a": null}]}"#.utf8)).get() }
    }

    @Test func readsAFileInSmallChunks() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vocalize-screen-\(UUID().uuidString).json")
        var screen = "[\n"
        for index in 0..<500 { screen += "  {\"label\": \"Item \(index)\", \"traits\": [\"button\"], \"position\": {\"index\": \(index + 1), \"count\": 500}},\n" }
        screen += "  {\"label\": \"Last\"}\n]\n"
        try Data(screen.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        var labels: [String] = []
        try ScreenStream.read(from: handle, chunkSize: 7) { entry in labels.append((try? entry.element.get().label ?? "") ?? "error") }
        #expect(labels.count == 501)
        #expect(labels[499] == "Item 499")
        #expect(labels[500] == "Last")
    }

    @Test func malformedArrays() throws {
        #expect(try texts(ScreenStream.entries(Data(#"[{"label": "a"}, , {"label": "b"}]"#.utf8))) == ["a", "#1@1: an empty element (two commas in a row)", "b"])
        #expect(try texts(ScreenStream.entries(Data(#"[{"label": "a"}, 7]"#.utf8))) == ["a", "#1@1: an element should be a JSON object"])
        #expect(try texts(ScreenStream.entries(Data(#"[{"label": "a"}, {"label": "b""#.utf8))) == [
            "a", "#1@1: the element is cut off (the input ends inside it)", "#2@1: the array is not closed with ]",
        ])
        #expect(try texts(ScreenStream.entries(Data(#"[{"label": "a"}] x"#.utf8))) == ["a", "#1@1: text after the end of the array"])
        #expect(try texts(ScreenStream.entries(Data("[]".utf8))) == [])
        #expect(try texts(ScreenStream.entries(Data("  \n".utf8))) == [])
        #expect(try texts(ScreenStream.entries(Data(#"[{"label": "a"},]"#.utf8))) == ["a"])
    }
}
