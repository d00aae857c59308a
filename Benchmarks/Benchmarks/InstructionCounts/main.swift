import Foundation
@_spi(Benchmarks) import Vocalize

// Runs one measured path COUNT times, for `instruction-counts.sh`, which runs this under
// callgrind with two counts and divides the difference: start-up and warm-up cancel out.
// Usage: InstructionCounts PATH COUNT        (InstructionCounts --list names the paths)

/// Integers of up to eight digits, spread so no two calls in a row say the same number; the
/// same list feeds a path and its baseline, so each ratio compares like with like.
let sampleIntegers: [Int64] = (0..<1024).map { Int64(($0 &* 2_654_435_761) % 100_000_000) }
/// Eight-digit integers only: the baseline for a phone number's eight significant digits.
let eightDigitIntegers: [Int64] = (0..<1024).map { 10_000_000 + Int64(($0 &* 2_654_435_761) % 90_000_000) }
let sampleAmounts: [DecimalNumber] = sampleIntegers.map { DecimalNumber(canonical: "\($0).\(10 + $0 % 89)")! }
let sampleWholes: [DecimalNumber] = sampleIntegers.map { DecimalNumber($0) }
/// French mobile numbers written with dots ("06.54.43.57.61"), national in one piece and E.164.
let samplePhones: [String] = (0..<1024).map { index in
    let digits = Array(String(format: "%08d", (index &* 2_654_435_761) % 100_000_000))
    return "06." + stride(from: 0, to: 8, by: 2).map { String(digits[$0..<$0 + 2]) }.joined(separator: ".")
}
let sampleNationalPhones: [String] = samplePhones.map { $0.filter(\.isNumber) }
let sampleE164Phones: [String] = samplePhones.map { "+33" + $0.filter(\.isNumber).dropFirst() }
/// Numbers of other regions, written as E.164: US, DE (Berlin), GB (London), JP, BR.
let sampleForeignPhones: [String] = (0..<1024).map { index in
    let digits = String(format: "%08d", (index &* 2_654_435_761) % 100_000_000)
    switch index % 5 {
    case 0: return "+1415" + digits.prefix(7)
    case 1: return "+4930" + digits
    case 2: return "+4420" + digits
    case 3: return "+813" + digits
    default: return "+55119" + digits
    }
}
let sampleElements: [SpokenElement] = sampleIntegers.map {
    SpokenElement(label: "Alarms", value: .number($0), traits: [.button, .selected], hint: "Opens alarms")
}

/// One path: what it measures, and one call on sample `index`, returning something that
/// depends on the result so the call is not optimised away.
struct MeasuredPath {
    var name: String
    var call: (Int) throws -> Int
}

func paths() throws -> [MeasuredPath] {
    let rawEnglish = try RawICUBaseline.Spellout(locale: "en")
    let rawGerman = try RawICUBaseline.Spellout(locale: "de")
    let rawFrench = try RawICUBaseline.Spellout(locale: "fr")
    let english = try NumberSpeaker(language: "en")
    let german = try NumberSpeaker(language: "de")
    let frenchPhones = try PhoneSpeaker(language: "fr")
    let englishPhones = try PhoneSpeaker(language: "en")
    let composer = try UtteranceComposer(language: "en")
    // The caller's buffers of the appending paths, emptied (keeping their capacity) per call.
    // Held through pointers, as a caller's local variable would be: a variable captured by
    // these closures would add Swift's run-time exclusivity checks (about 300 instructions a
    // call) that a caller's loop does not pay.
    let englishLine = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
    englishLine.initialize(to: [])
    let germanLine = UnsafeMutablePointer<[UInt8]>.allocate(capacity: 1)
    germanLine.initialize(to: [])
    return [
        MeasuredPath(name: "icu-en") { rawEnglish.format(sampleIntegers[$0]) },
        MeasuredPath(name: "integer-en") { try english.cardinal(sampleIntegers[$0]).utf8.count },
        MeasuredPath(name: "icu-de") { rawGerman.format(sampleIntegers[$0]) },
        MeasuredPath(name: "integer-de") { try german.cardinal(sampleIntegers[$0]).utf8.count },
        MeasuredPath(name: "integer-en-append") {
            englishLine.pointee.removeAll(keepingCapacity: true)
            try english.appendCardinal(sampleIntegers[$0], to: &englishLine.pointee)
            return englishLine.pointee.count
        },
        MeasuredPath(name: "integer-de-append") {
            germanLine.pointee.removeAll(keepingCapacity: true)
            try german.appendCardinal(sampleIntegers[$0], to: &germanLine.pointee)
            return germanLine.pointee.count
        },
        MeasuredPath(name: "measure-de") { try german.measure(sampleWholes[$0], unit: "minute").utf8.count },
        MeasuredPath(name: "currency-whole-de") { try german.currency(sampleWholes[$0], code: "EUR").utf8.count },
        MeasuredPath(name: "currency-de") { try german.currency(sampleAmounts[$0], code: "EUR").utf8.count },
        MeasuredPath(name: "icu-fr-8-digits") { rawFrench.format(eightDigitIntegers[$0]) },
        MeasuredPath(name: "phone-fr") { try frenchPhones.speak(samplePhones[$0]).utf8.count },
        MeasuredPath(name: "phone-fr-national") { try frenchPhones.speak(sampleNationalPhones[$0]).utf8.count },
        MeasuredPath(name: "phone-fr-e164") { try frenchPhones.speak(sampleE164Phones[$0]).utf8.count },
        MeasuredPath(name: "icu-en-8-digits") { rawEnglish.format(eightDigitIntegers[$0]) },
        MeasuredPath(name: "phone-en-regions") { try englishPhones.speak(sampleForeignPhones[$0]).utf8.count },
        MeasuredPath(name: "compose-en") { try composer.compose(sampleElements[$0]).text.utf8.count },
        // The same element built per call, as an app describing its screen does.
        MeasuredPath(name: "compose-en-built") {
            let element = SpokenElement(label: "Alarms", value: .number(sampleIntegers[$0]), traits: [.button, .selected], hint: "Opens alarms")
            return try composer.compose(element).text.utf8.count
        },
    ]
}

let arguments = CommandLine.arguments
do {
    let all = try paths()
    if arguments.count == 2, arguments[1] == "--list" {
        print(all.map(\.name).joined(separator: " "))
        exit(0)
    }
    guard arguments.count == 3, let path = all.first(where: { $0.name == arguments[1] }), let count = Int(arguments[2]), count >= 0 else {
        FileHandle.standardError.write(Data("usage: InstructionCounts PATH COUNT (paths: \(all.map(\.name).joined(separator: " ")))\n".utf8))
        exit(64)
    }
    var total = 0
    // Warm-up: every sample once, so caches are filled in both runs alike.
    for index in 0..<1024 { total &+= try path.call(index) }
    for index in 0..<count { total &+= try path.call(index & 1023) }
    print(path.name, count, total)
} catch {
    FileHandle.standardError.write(Data("InstructionCounts: \(error)\n".utf8))
    exit(70)
}
