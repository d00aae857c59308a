import Foundation
import Testing

@testable import Vocalize

/// A spell-out formatter rebuilt from its rules without soft hyphens (`ICUSpellout.
/// dropSoftHyphens`, done after many numbers) says exactly what ICU's own formatter says once
/// cleaned: the reference here is a formatter opened from ICU's data and never rebuilt.
@Suite("Spell-out rebuilt without soft hyphens")
struct SoftHyphenRebuildTests {
    static let values: [Int64] = {
        var values = Array(Int64(-30)...130) + [999, 1_000, 1_001, 1_100, 2_021, 100_000, 101_001, 1_000_000, 1_000_001, 2_000_000]
        var next: Int64 = 3
        while next < Int64.max / 8 {
            values += [next, -next, next / 1_000 * 1_000]
            next = next * 7 + 12_345
        }
        return values + [Int64.max, Int64.min]
    }()

    @Test("Every public rule set says the same words", arguments: ["de", "de-CH", "nl", "sv", "da", "nb", "fi", "it", "is", "es", "hu"])
    func sameWordsInEveryRuleSet(localeID: String) throws {
        let ruleSets = try ICUSpellout(localeID: localeID, ruleSet: nil).ruleSets
        var rebuiltAny = false
        var differing: [String] = []
        for ruleSet in ruleSets {
            let stock = try ICUSpellout(localeID: localeID, ruleSet: ruleSet)
            let rebuilt = try ICUSpellout(localeID: localeID, ruleSet: ruleSet)
            guard rebuilt.dropSoftHyphens() else { continue }
            rebuiltAny = true
            for value in Self.values {
                let expected = try stock.spell(value)
                let spoken = try rebuilt.spell(value)
                // Past the rules' range ICU writes digits, which are read one by one from the
                // value itself; only the finding matters there.
                if spoken.hasDigits != expected.hasDigits || (!expected.hasDigits && spoken.text != expected.text) {
                    differing.append("\(ruleSet) \(value): \(spoken.text) ≠ \(expected.text)")
                }
            }
            for value in [1.5, -2.25, 0.125] where try SpokenText.clean(rebuilt.format(double: value)) != SpokenText.clean(stock.format(double: value)) {
                differing.append("\(ruleSet) \(value)")
            }
        }
        #expect(rebuiltAny, "ICU's \(localeID) rules are expected to hold soft hyphens")
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func rebuiltOnceAfterManyNumbers() throws {
        let german = try ICUSpellout(localeID: "de", ruleSet: "%spellout-numbering")
        let threshold = ICUSpellout.rebuildThreshold(ruleSetCount: german.ruleSets.count)
        for value in 0..<Int64(threshold) { _ = try german.spell(value) }
        // The last of those rebuilt it: nothing is left to take out.
        #expect(!german.dropSoftHyphens())
        let fresh = try ICUSpellout(localeID: "de", ruleSet: "%spellout-numbering")
        for value in 0..<Int64(threshold - 1) { _ = try fresh.spell(value) }
        #expect(fresh.dropSoftHyphens())
        // Languages whose rules have none are left as they are.
        #expect(try !ICUSpellout(localeID: "en", ruleSet: "%spellout-numbering").dropSoftHyphens())
    }
}
