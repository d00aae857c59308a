import Foundation
import FuzzSupport
import Vocalize

/// UI strings read by `TextSpeaker` (`vocalize text`): no crash, spans that never overlap and
/// point at the written data, every character outside them unchanged, and one line per text
/// in each output format (one per input, in turn by length).
public func fuzzText(_ data: UnsafeRawPointer, _ count: Int) -> CInt {
    guard let (language, text) = FuzzContract.languageAndText(UnsafeRawBufferPointer(start: data, count: count)),
        let speaker = try? TextSpeaker(language: language)
    else { return 0 }
    let reading = speaker.read(text)
    let characters = Array(text)
    let utf16 = Array(text.utf16)
    var rebuilt = ""
    var position = 0
    for span in reading.spans {
        guard span.characterOffset >= position, span.characterLength > 0,
            span.characterOffset + span.characterLength <= characters.count,
            span.utf16Offset + span.utf16Length <= utf16.count
        else { fatalError("\(language) \(text.debugDescription): span \(span) overlaps or points outside the text") }
        let written = String(characters[span.characterOffset..<span.characterOffset + span.characterLength])
        guard written == span.written,
            String(decoding: utf16[span.utf16Offset..<span.utf16Offset + span.utf16Length], as: UTF16.self) == span.written
        else { fatalError("\(language) \(text.debugDescription): span \(span) does not point at its written data") }
        FuzzContract.check("\(span.written.debugDescription) in \(language)") { () throws(VocalizeError) in span.spoken }
        rebuilt += String(characters[position..<span.characterOffset]) + span.spoken
        position = span.characterOffset + span.characterLength
    }
    rebuilt += String(characters[position...])
    guard rebuilt == reading.spoken else { fatalError("\(language) \(text.debugDescription): text outside the spans changed") }
    // One output format per input, chosen by its length: each format is written for a third of
    // the inputs, and an input costs two readings instead of four.
    let formats = TextReadingFormat.allCases
    let format = formats[formats.index(formats.startIndex, offsetBy: count % formats.count)]
    var newlines = 0
    speaker.writeLine(reading: text, as: format) { bytes in newlines += bytes.count(where: { $0 == 0x0A }) }
    guard newlines == 1 else { fatalError("\(language) \(text.debugDescription): \(format) wrote \(newlines) lines") }
    return 0
}

@_cdecl("FuzzText_main")
public func fuzzTextMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv) { data, count in
        guard let data else { return 0 }
        return fuzzText(UnsafeRawPointer(data), count)
    }
}
