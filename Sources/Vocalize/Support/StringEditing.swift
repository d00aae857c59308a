import Foundation

/// Small string edits the spoken text needs, kept byte-level where they run per utterance.
extension String {
    /// The string without leading and trailing ASCII spaces (a byte scan).
    var trimmingSpaces: String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }

    /// The string without trailing ASCII spaces (a byte scan: this runs for every utterance).
    var trimmingTrailingSpaces: String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        return end == bytes.endIndex ? self : String(self[..<end])
    }

    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
