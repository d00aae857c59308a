import Foundation

/// Lengths of time that the words before them make one (`written.durationWordsBefore`):
/// "Durée : 3:42", "재생 시간: 3:42", "Bài hát 3:45", "Duração: 1h45".
extension TextSpeaker {
    /// Whether a word for a length of time stands right before `start`: the last word without
    /// its colon, a colon standing alone passed over ("Durée : 3:42"), the last two words
    /// ("재생 시간: 3:42", "bài hát 3:45"), or where words are written together, a run that
    /// holds one ("ความยาวเพลง 3:45", "歌曲長度").
    func isAfterDurationWord(_ start: Int, scan: TextScan) -> Bool {
        if isLengthInParentheses(start, scan: scan) { return true }
        let words = reader.markers.durationWordsBefore
        guard !words.isEmpty else { return false }
        if scan.joinsWords, var word = scan.word(before: start) {
            if word.hasSuffix(":") || word.hasSuffix("：") { word.removeLast() }
            if words.contains(where: { word.contains($0) }) { return true }
        }
        return isAfter(words, start, scan: scan)
    }

    /// A clock time written with an hour mark ("1h45", "2 h") after a word for a length of
    /// time, as the length it is: hours and minutes ("Duração: 1h45" → "uma hora e quarenta e
    /// cinco minutos"); nil for any other value, or a time written with a colon (read as
    /// minutes and seconds where the word says it is a length), or a span a letter goes on
    /// from (Japanese "2時" of "2時間" is no clock's hour).
    func hourMarkedDuration(_ value: WrittenValue, written: String, start: Int, end: Int, scan: TextScan) -> WrittenValue? {
        guard case .time(let hour, let minute, nil, _) = value, !written.utf8.contains(0x3A), !scan.isLetter(end),
            reader.markers.hourMarkers.contains(where: { !$0.isEmpty && written.contains($0) }),
            Self.isDigitsAndClockMarks(written, reader.markers), isAfterDurationWord(start, scan: scan)
        else { return nil }
        return .duration(seconds: hour * 3600 + minute * 60)
    }

    /// Whether a written time is digits, spaces and the clock's hour and minute marks alone
    /// ("1h45", "2 h"): a part of the day written with it ("日本時間午前2時") makes it a time
    /// of day whatever the words before say.
    private static func isDigitsAndClockMarks(_ written: String, _ markers: WrittenMarkers) -> Bool {
        var rest = written
        for mark in (markers.hourMarkers + markers.minuteMarkers).sorted(by: { $0.count > $1.count }) where !mark.isEmpty {
            rest = rest.replacingOccurrences(of: mark, with: "")
        }
        return rest.allSatisfy { $0.isNumber || $0 == " " }
    }

    /// Whether the number at `start` stands alone in parentheses after a word, earlier in the
    /// same clause, for a thing that has a length (`written.durationWordsBeforeParenthesis`):
    /// "Track 3 of 12 (3:45)". A day period inside ("(3:45 PM)") keeps it a time of day.
    func isLengthInParentheses(_ start: Int, scan: TextScan) -> Bool {
        let words = reader.markers.durationWordsBeforeParenthesis
        guard !words.isEmpty else { return false }
        var open = start - 1
        if open >= 0, scan.isWhitespace(open) { open -= 1 }
        guard open >= 0, scan.isCharacter(open, "(") || scan.isCharacter(open, "\u{FF08}") else { return false }
        var close = start
        while close < scan.count, scan.isDigit(close) || scan.isCharacter(close, ":") { close += 1 }
        if close < scan.count, scan.isWhitespace(close) { close += 1 }
        guard scan.isCharacter(close, ")") || scan.isCharacter(close, "\u{FF09}") else { return false }
        // The clause before the parenthesis: back to the end of a sentence or a colon, at most
        // a short label's length ("Now playing: Track 3 of 12").
        var clause = scan.string(max(0, open - Self.maximumLengthClause), open).lowercased()
        if let stop = clause.lastIndex(where: { ".;:!?\n".contains($0) }) { clause = String(clause[clause.index(after: stop)...]) }
        if scan.joinsWords { return words.contains { clause.contains($0) } }
        return clause.split(whereSeparator: { !$0.isLetter }).contains { words.contains(String($0)) }
    }

    /// How far before a parenthesis a word naming what has the length is looked for.
    static let maximumLengthClause = 60
}
