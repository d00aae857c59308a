import Foundation
import Testing

/// `vocalize date|time|duration|relative`, run as a user would.
@Suite struct DateCLITests {
    @Test func date() throws {
        let result = try CLIRunner.run(["date", "2015-04-01", "--lang", "fr"])
        #expect(result.status == 0)
        #expect(result.stdout == "premier avril deux mille quinze\n")
    }

    @Test func dateStyleAndZone() throws {
        let result = try CLIRunner.run(["date", "2015-04-01T23:30:00Z", "--lang", "en", "--style", "full", "--time-zone", "Asia/Tokyo"])
        #expect(result.status == 0)
        #expect(result.stdout == "Thursday, April second, twenty fifteen\n")
    }

    @Test func dateAsJSON() throws {
        let result = try CLIRunner.run(["date", "2015-04-01", "--lang", "de", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("erster April zweitausendfünfzehn"))
        #expect(result.stdout.contains("\"de\""))
    }

    @Test func impossibleDateIsBadData() throws {
        let result = try CLIRunner.run(["date", "2015-02-30", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("2015-02-30"))
        #expect(result.stderr.contains("February 2015 has 28 days"))
    }

    @Test func unknownTimeZoneIsAUsageError() throws {
        let result = try CLIRunner.run(["date", "2015-04-01T12:00:00Z", "--lang", "en", "--time-zone", "Mars/Olympus"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Mars/Olympus"))
    }

    @Test func badStyleIsRejected() throws {
        let result = try CLIRunner.run(["date", "2015-04-01", "--lang", "en", "--style", "tiny"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("tiny"))
    }

    @Test func time() throws {
        #expect(try CLIRunner.run(["time", "17:45", "--lang", "en-US"]).stdout == "five forty-five PM\n")
        #expect(try CLIRunner.run(["time", "17:45", "--lang", "fr"]).stdout == "dix-sept heures quarante-cinq\n")
        #expect(try CLIRunner.run(["time", "17:45", "--lang", "en", "--clock", "24"]).stdout == "seventeen forty-five\n")
        #expect(try CLIRunner.run(["time", "05:30", "--lang", "de"]).stdout == "fünf Uhr dreißig\n")
    }

    @Test func badTimeIsBadData() throws {
        let result = try CLIRunner.run(["time", "25:00", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("25:00"))
    }

    @Test func badClockIsRejected() throws {
        let result = try CLIRunner.run(["time", "12:00", "--lang", "en", "--clock", "13"])
        #expect(result.status == 64)
    }

    @Test func duration() throws {
        #expect(try CLIRunner.run(["duration", "5h30m", "--lang", "en"]).stdout == "five hours, thirty minutes\n")
        #expect(try CLIRunner.run(["duration", "PT21M", "--lang", "ru"]).stdout == "двадцать одна минута\n")
    }

    @Test func badDurationIsBadData() throws {
        let result = try CLIRunner.run(["duration", "5x", "--lang", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("5x"))
    }

    @Test func relative() throws {
        #expect(try CLIRunner.run(["relative", "--lang", "en", "--", "-1", "day"]).stdout == "yesterday\n")
        #expect(try CLIRunner.run(["relative", "3", "day", "--lang", "en"]).stdout == "in three days\n")
        #expect(try CLIRunner.run(["relative", "--lang", "fr", "--", "-2", "hour"]).stdout == "il y a deux heures\n")
    }

    @Test func unknownRelativeUnitIsAUsageError() throws {
        let result = try CLIRunner.run(["relative", "3", "fortnight", "--lang", "en"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("fortnight"))
    }
}
