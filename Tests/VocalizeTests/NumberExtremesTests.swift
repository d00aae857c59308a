import Foundation
import Testing

@testable import Vocalize

/// Every numeric type at its extremes, values written two ways, and numbers too long to say.
@Suite("Numbers at their extremes")
struct NumberExtremesTests {
    let english = try! NumberSpeaker(language: "en")

    @Test func integerTypesAtTheirLimits() throws {
        // Spelled by ICU up to Int64's range; beyond it digit by digit — never a trap.
        #expect(Int8.min.formatted(.spoken.language("en")) == "minus one hundred twenty-eight")
        #expect(try english.speak(Int8.max) == "one hundred twenty-seven")
        #expect(try english.speak(UInt8.max) == "two hundred fifty-five")
        #expect(try english.speak(Int16.min) == "minus thirty-two thousand seven hundred sixty-eight")
        #expect(try english.speak(UInt16.max) == "sixty-five thousand five hundred thirty-five")
        #expect(try english.speak(Int32.max) == "two billion one hundred forty-seven million four hundred eighty-three thousand six hundred forty-seven")
        #expect(try english.speak(UInt32.max) == "four billion two hundred ninety-four million nine hundred sixty-seven thousand two hundred ninety-five")
        // ICU's English rules end below a quintillion; past them the profile's scale words go on.
        #expect(try english.speak(999_999_999_999_999_999).hasPrefix("nine hundred ninety-nine quadrillion"))
        #expect(try english.speak(Int64.max).hasPrefix("nine quintillion two hundred twenty-three quadrillion"))
        #expect(try english.speak(Int64.min).hasPrefix("minus nine quintillion two hundred twenty-three quadrillion"))
        #expect(try english.speak(Int.min) == (try english.speak(Int64.min)))
        #expect(try english.speak(UInt64.max) == "eighteen quintillion four hundred forty-six quadrillion seven hundred forty-four trillion seventy-three billion seven hundred nine million five hundred fifty-one thousand six hundred fifteen")
        #expect(UInt64.max.formatted(.spoken).hasPrefix("eighteen quintillion"))
        #expect(try english.cardinal(Int64.max).hasPrefix("nine quintillion"))
        #expect(try english.speak(UInt.min) == "zero")
        #expect(Int64(5).formatted(.spoken) == "five")
        #expect(Int32(-5).formatted(.spoken) == "minus five")
    }

    @Test func floatsAreSpokenByTheirOwnShortestForm() throws {
        #expect(Float(0.1).formatted(.spoken) == "zero point one")
        #expect(try english.speak(DecimalNumber(Float(2.5))) == "two point five")
        // 3.4028235e38 has 39 digits: too many to say one by one.
        #expect(throws: VocalizeError.self) { try english.speak(DecimalNumber(Float.greatestFiniteMagnitude)) }
        #expect(try english.speak(DecimalNumber(Float(16_777_216))) == "sixteen million seven hundred seventy-seven thousand two hundred sixteen")
        #expect(throws: VocalizeError.self) { try DecimalNumber(Float.nan) }
        #expect(throws: VocalizeError.self) { try DecimalNumber(-Float.infinity) }
        // 1e-45 has 45 digits after the point: too many to say.
        #expect(throws: VocalizeError.self) { try english.speak(DecimalNumber(Float.leastNonzeroMagnitude)) }
    }

    @Test func doublesAndDecimalsAtTheirLimits() throws {
        #expect(try english.speak(0.1) == "zero point one")
        #expect(try english.speak(-0.0) == "zero")
        #expect(throws: VocalizeError.self) { try english.speak(Double.greatestFiniteMagnitude) }
        #expect(throws: VocalizeError.self) { try english.speak(Double.leastNonzeroMagnitude) }
        #expect(throws: VocalizeError.self) { try english.speak(Double.nan) }
        #expect(throws: VocalizeError.self) { try english.speak(Decimal.nan) }
        #expect(try english.speak(Decimal(string: "12.5")!) == "twelve point five")
        #expect(try english.speak(Decimal(Int64.min)).hasPrefix("minus nine quintillion two hundred twenty-three"))
        #expect(throws: VocalizeError.self) { try english.speak(Decimal.greatestFiniteMagnitude) }
    }

    @Test func tooManyDigitsAreRefusedNotReadOut() throws {
        let error = #expect(throws: VocalizeError.self) { try english.speak("1e400") }
        #expect(error?.message.contains("too many to be spoken") == true)
        #expect(throws: VocalizeError.self) { try english.speak("0." + String(repeating: "1", count: 31)) }
        // 30 digits are still read: with the profile's scale words past ICU's range, else one by one.
        #expect(try english.speak(String(repeating: "9", count: 30)).hasPrefix("nine hundred ninety-nine octillion nine hundred ninety-nine septillion"))
        #expect(try NumberSpeaker(language: "is").speak(String(repeating: "9", count: 30)).split(separator: " ").count == 30)
    }

    @Test("Text valid both ways is read the language's way", arguments: [
        ("de", "1.234", "eintausendzweihundertvierunddreißig"),
        ("de", "1,234", "eins Komma zwei drei vier"),
        ("es", "12.500", "doce mil quinientos"),
        ("en", "1.234", "one point two three four"),
        ("en", "1,234", "one thousand two hundred thirty-four"),
        ("de", "1.5", "eins Komma fünf"),
        ("de", "1234.5", "eintausendzweihundertvierunddreißig Komma fünf"),
        // Russian groups with a space: "0.001" is a fraction, and a leading zero never groups.
        ("ru", "0.001", "ноль целых одна тысячная"),
        ("de", "0.500", "null Komma fünf null null"),
    ])
    func groupedOrDecimal(language: String, text: String, expected: String) throws {
        #expect(try NumberSpeaker(language: language).speak(text) == expected)
    }

    @Test func unitsICUCannotNameAreRefused() throws {
        #expect(throws: VocalizeError.self) { try english.measure("1", unit: "degree-celsius") }
        #expect(try english.measure("1", unit: "celsius") == "one degree Celsius")
        #expect(try english.measure("5", unit: "kilometer-per-hour") == "five kilometers per hour")
    }
}
