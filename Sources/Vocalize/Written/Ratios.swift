import Foundation

/// Two numbers joined by a slash that the word before makes a ratio (`written.ratioWordsBefore`):
/// "Bloeddruk 120/80" → "honderdtwintig over tachtig", "Blutdruck 120/80" → "hundertzwanzig zu
/// achtzig". Elsewhere the same shape stays a fraction or a date.
extension TextSpeaker {
    /// The spoken ratio, or nil when `written` is not two whole numbers of one to three digits
    /// joined by a slash, or no ratio word stands right before `start`.
    func speakRatio(_ written: String, start: Int, scan: TextScan) -> String? {
        let words = reader.markers.ratioWordsBefore
        guard !words.isEmpty, let slash = written.firstIndex(of: "/") else { return nil }
        let parts = [String(written[..<slash]), String(written[written.index(after: slash)...])]
        // No leading zero: "08/05" is a date's shape, not a measured value's.
        guard parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) && $0.first != "0" }) else { return nil }
        guard let said = words.sorted(by: { $0.key < $1.key }).first(where: { isAfter([$0.key], start, scan: scan) })?.value else { return nil }
        guard let spoken = cardinals(parts) else { return nil }
        return spoken[0] + " " + said + " " + spoken[1]
    }

    /// Each whole number written in `parts` as the language's cardinal; nil when one is none.
    fileprivate func cardinals(_ parts: [some StringProtocol]) -> [String]? {
        var spoken: [String] = []
        for part in parts {
            guard let number = DecimalNumber(canonical: String(part)), let cardinal = try? reader.speak(.number(number)) else { return nil }
            spoken.append(cardinal)
        }
        return spoken
    }
}

/// Two numbers joined by a dot that the word before makes a name (`written.numberNameWordsBefore`):
/// a sale named after its day and month, "Jualan 11.11" → "Jualan sebelas sebelas". Elsewhere
/// the same shape stays a decimal ("11.11 kg").
extension TextSpeaker {
    /// The spoken name, or nil when `written` is not two whole numbers of one or two digits
    /// joined by a dot, or no such word stands right before `start`.
    func speakNumberName(_ written: String, start: Int, scan: TextScan) -> String? {
        let words = reader.markers.numberNameWordsBefore
        guard !words.isEmpty, written.utf8.count <= 5 else { return nil }
        let parts = written.split(separator: ".", omittingEmptySubsequences: false)
        // No leading zero: "11.05" is a decimal's shape, not a name's.
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) && $0.first != "0" }),
            isAfter(words, start, scan: scan)
        else { return nil }
        return cardinals(parts).map(reader.numbers.language.join)
    }
}
