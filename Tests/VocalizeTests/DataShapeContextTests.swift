import Foundation
import Testing
import Vocalize

/// Session 14's shapes the words before them decide: a track's length in parentheses, a ratio
/// after the word for blood pressure, a code in hyphenated groups after a word for a code.
/// Expected forms from the sources named in each profile's facts (machine review where the
/// profile says so); both sides of each rule.
@Suite("Text: shapes the words before decide")
struct DataShapeContextTests {
    private func spoken(_ text: String, _ language: String) throws -> String {
        try TextSpeaker(language: language).speak(text)
    }

    @Test("A time alone in parentheses after a track word is the track's length (en, fr); elsewhere a time")
    func lengthInParentheses() throws {
        let track = try spoken("Track 3 of 12 (3:45)", "en")
        #expect([
            "Track three of twelve (three minutes forty-five seconds)",
            "Track three of twelve (three minutes and forty-five seconds)",
            // CLDR 42 en listPattern type=unit: «{0}, {1}».
            "Track three of twelve (three minutes, forty-five seconds)",
        ].contains(track), "\(track)")
        let piste = try spoken("Piste 3 sur 12 (3:45)", "fr")
        #expect(piste.contains("trois minutes") && piste.contains("quarante-cinq secondes"), "\(piste)")
        // No word for a thing with a length, or a day period inside: a clock time.
        #expect(try !spoken("Meeting 3 of 12 (3:45)", "en").contains("minutes"))
        #expect(try !spoken("Track 3 of 12 (3:45 PM)", "en").contains("minutes"))
        // The word in an earlier sentence does not reach.
        #expect(try !spoken("Track 3. Meeting (3:45)", "en").contains("minutes"))
    }

    @Test("Two numbers joined by a slash after the word for blood pressure are a ratio (nl «over», de «zu»)")
    func ratios() throws {
        #expect(try spoken("Bloeddruk 120/80", "nl") == "Bloeddruk honderdtwintig over tachtig")
        // Duden: «hundert» and «einhundert» are both written for 100.
        let blutdruck = try spoken("Blutdruck: 120/80", "de")
        #expect(["Blutdruck: hundertzwanzig zu achtzig", "Blutdruck: einhundertzwanzig zu achtzig"].contains(blutdruck), "\(blutdruck)")
        // Without the word, the shape is not a ratio.
        #expect(try !spoken("Score 120/80", "nl").contains("over"))
        // A leading zero is a date's shape, not a measured value's.
        #expect(try !spoken("Bloeddruk 08/05", "nl").contains("over"))
    }

    @Test("Digit groups joined by hyphens after a code word are said digit by digit, group by group (zh-Hans, en)")
    func codeGroups() throws {
        let pickup = try spoken("取件码 3-2-1108", "zh-Hans")
        #expect(["取件码 三 二 一一零八", "取件码 三 二 一一〇八"].contains(pickup), "\(pickup)")
        let english = try spoken("Pickup code 3-2-1108", "en")
        #expect(english.hasPrefix("Pickup code three two one one "), "\(english)")
        #expect(!english.contains("March"))
        // No code word: not read as a code.
        #expect(try !spoken("时间 3-2-1108", "zh-Hans").contains("三 二 一一"))
    }

    @Test("A day and month in digits after a weekday and its comma are a date (vi, CLDR 42 d/M); without the weekday not")
    func dateAfterWeekday() throws {
        let saturday = try spoken("Thứ 7, 15/3", "vi").lowercased()
        #expect(["thứ bảy, ngày mười lăm tháng ba", "thứ bảy, mười lăm tháng ba"].contains(saturday), "\(saturday)")
        let sunday = try spoken("Chủ nhật, 16/3", "vi").lowercased()
        #expect(sunday.hasSuffix("mười sáu tháng ba"), "\(sunday)")
        // No weekday before the comma: the digits are not made a date.
        #expect(try !spoken("Lớp 7, 15/3", "vi").contains("tháng"))
    }
}
