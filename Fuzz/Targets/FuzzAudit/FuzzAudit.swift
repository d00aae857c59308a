import Foundation
import FuzzSupport
import Vocalize

/// The catalog readers of `vocalize audit` and the audit of what they read. The first byte
/// picks the format (its low two bits: .xcstrings, .strings, .stringsdict, Android XML) and
/// the language; the rest is the file. A reader may refuse the file (`.invalidCatalog`, with
/// a position), never crash or hang; every string read is audited, and a suggested label
/// keeps the string's format specifiers, in order, and is spoken without digits in its spans.
public func fuzzAudit(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: count)
    guard let first = bytes.first else { return 0 }
    let language = FuzzContract.languages[Int(first >> 2) % FuzzContract.languages.count]
    guard let auditor = try? StringAuditor(language: language, all: first & 0x80 != 0) else { return 0 }
    let file = Data(bytes.dropFirst())
    let check: (CatalogString) throws(VocalizeError) -> Void = { string in
        // A string the catalog gives in another language is audited in the fuzzer's.
        let text = string.text
        guard let audit = auditor.audit(CatalogString(key: string.key, language: language, text: text, line: string.line)) else { return }
        for finding in audit.findings {
            FuzzContract.check("\"\(finding.span.written)\" in \(language)") { () throws(VocalizeError) in finding.span.spoken }
        }
        if let label = audit.suggestedLabel {
            let specifiers = { (text: String) in Placeholders.ranges(in: text).map { String(Array(text)[$0]) } }
            if specifiers(label) != specifiers(text) {
                fatalError("the label of \"\(text)\" changed its format specifiers: \"\(label)\"")
            }
        }
    }
    do {
        switch first & 0x03 {
        case 0: try StringCatalogReader.read(file, file: "F.xcstrings", emit: check)
        case 1: try StringsFileReader.read(file, file: "F.strings", language: language, emit: check)
        case 2: try StringsDictReader.read(file, file: "F.stringsdict", language: language, emit: check)
        default: try AndroidStringsReader.read(file, file: "strings.xml", language: language, emit: check)
        }
    } catch {
        if error.kind != .invalidCatalog { fatalError("a reader failed with \(error.kind): \(error.message)") }
        if !error.message.contains(":") && !error.message.contains("byte") { fatalError("an error without a position: \(error.message)") }
    }
    return 0
}

@_cdecl("FuzzAudit_main")
public func fuzzAuditMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzAudit(UnsafeRawPointer(data), count)
    }
}
