import Foundation
import Benchmark
@_spi(Benchmarks) import Vocalize

/// French mobile numbers cycled through, written as people write them.
let samplePhoneNumbers: [String] = (0..<256).map { index in
    let digits = String(format: "%08d", (index &* 2_654_435_761) % 100_000_000)
    let chars = Array(digits)
    return "06." + stride(from: 0, to: 8, by: 2).map { String(chars[$0..<$0 + 2]) }.joined(separator: ".")
}

/// The same numbers written in one piece, nationally ("0654435761") and as E.164
/// ("+33654435761"): the region's formats (libphonenumber's metadata) group them.
let sampleNationalPhoneNumbers: [String] = samplePhoneNumbers.map { $0.filter(\.isNumber) }
let sampleE164PhoneNumbers: [String] = samplePhoneNumbers.map { "+33" + $0.filter(\.isNumber).dropFirst() }

/// Eight-digit integers (a French number has eight digits after "06"): the floor's values.
let sampleEightDigitIntegers: [Int64] = (0..<1024).map { 10_000_000 + Int64(($0 &* 2_654_435_761) % 90_000_000) }

/// Parsed once, outside every measurement (a closure's locals are released inside it).
let sampleParsedPhoneNumbers: [PhoneNumber] = samplePhoneNumbers.map { try! PhoneNumber(parsing: $0) }

func phoneBenchmarks() {
    perCall("Phone/raw ICU unum_formatInt64, 8-digit integer (floor, fr)", samples: 1024) {
        let raw = rawFrenchSpellout
        return { raw.format(sampleEightDigitIntegers[$0]) }
    }
    perCall("Phone/Vocalize 10-digit number, pairs (fr)", samples: 256) {
        let speaker = try PhoneSpeaker(language: "fr")
        return { try speaker.speak(samplePhoneNumbers[$0]) }
    }
    perCall("Phone/Vocalize 10-digit number in one piece, region's groups (fr)", samples: 256) {
        let speaker = try PhoneSpeaker(language: "fr")
        return { try speaker.speak(sampleNationalPhoneNumbers[$0]) }
    }
    perCall("Phone/Vocalize E.164 number, its country's groups (fr)", samples: 256) {
        let speaker = try PhoneSpeaker(language: "fr")
        return { try speaker.speak(sampleE164PhoneNumbers[$0]) }
    }
    perCall("Phone/Vocalize 10-digit number, parsed beforehand (fr)", samples: 256) {
        let speaker = try PhoneSpeaker(language: "fr")
        return { try speaker.speak(sampleParsedPhoneNumbers[$0]) }
    }
    perCall(
        "Phone/naive: a new ICU formatter per pair (fr)", samples: 256,
        configuration: .init(metrics: [.wallClock, .throughput], maxDuration: .seconds(3), maxIterations: 2_000)
    ) {
        let speaker = try PhoneSpeaker(language: "fr")
        return { try speaker.speakOpeningFormattersEachTime(samplePhoneNumbers[$0]) }
    }
}
