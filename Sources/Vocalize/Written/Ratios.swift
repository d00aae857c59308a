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
        var spoken: [String] = []
        for part in parts {
            guard let number = DecimalNumber(canonical: part), let cardinal = try? reader.speak(.number(number)) else { return nil }
            spoken.append(cardinal)
        }
        return spoken[0] + " " + said + " " + spoken[1]
    }
}
