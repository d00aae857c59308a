import Foundation

/// A code written in groups of digits joined by hyphens after a word for a code
/// (`written.codeWordsBefore`): "取件码 3-2-1108", "Pickup code 3-2-1108". Each group is said
/// digit by digit and the groups apart, as codes are read aloud, never as a date, a range or
/// a phone number.
extension TextSpeaker {
    /// The spoken code, or nil when `written` is not digit groups joined by hyphens or no word
    /// for a code stands right before `start`.
    func speakCodeGroups(_ written: String, start: Int, scan: TextScan) -> String? {
        let codeWords = reader.markers.codeWordsBefore
        guard !codeWords.isEmpty, written.utf8.contains(0x2D) else { return nil }
        let groups = written.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.count >= 2, groups.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            isAfter(codeWords, start, scan: scan)
        else { return nil }
        var spoken: [String] = []
        for group in groups {
            guard let words = try? reader.digitByDigit(String(group)) else { return nil }
            spoken.append(words)
        }
        return spoken.joined(separator: " ")
    }
}
