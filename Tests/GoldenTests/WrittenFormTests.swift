import Foundation
import Testing
import Vocalize

/// Written forms per language: how each language writes numbers, ordinals, dates, times, money,
/// measures, percentages and phone numbers on screen, and what a native speaker says for each —
/// written from style guides, CLDR and official usage, never recorded from Vocalize.
///
/// `WrittenForms/<tag>.tsv`, one case a line, tab-separated:
/// `kind  written  expected[ | another accepted form]  source[  known: why]`. `kind` is what the
/// text must be read as (number, year, ordinal, percent, money, measure, date, time, phone), or
/// `text` for a UI string read by `TextSpeaker` (the expected form is the whole string as heard).
/// A line whose written form alone is a plain number ("2025" as a year, "112" as a number to
/// dial) is read as its kind the way an app that knows the field's type reads it.
/// A fifth field `known: <why>` marks a line Vocalize does not yet pass: it is counted and
/// listed, not failed, and it fails once it passes (so the mark is removed when it is fixed).
@Suite("Written forms")
struct WrittenFormTests {
    struct Case: Sendable, CustomStringConvertible {
        let tag: String
        /// The corpus file, relative to this folder ("WrittenForms/de.tsv").
        let file: String
        let line: Int
        let kind: String
        let written: String
        let accepted: [String]
        let source: String
        /// Why Vocalize does not pass this line yet, when it is a known failure.
        let knownFailure: String?
        var description: String { "\(file):\(line) \(written)" }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("WrittenForms")
    /// Real UI strings with data, one corpus per locale profile (issue 27): every line is a
    /// `text` case, written as apps in that language show data.
    static let realStringsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealStrings")

    static var tags: [String] { tags(in: directory) }
    static var realStringTags: [String] { tags(in: realStringsDirectory) }

    static func tags(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".tsv") }.map { String($0.dropLast(4)) }.sorted()
    }

    static func cases(_ tag: String, in directory: URL = directory) throws -> [Case] {
        let text = try String(contentsOf: directory.appendingPathComponent("\(tag).tsv"), encoding: .utf8)
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 || (fields.count == 5 && fields[4].hasPrefix("known:")),
                !fields[3].trimmingCharacters(in: .whitespaces).isEmpty,
                fields[0] == "text" || WrittenKind(rawValue: fields[0]) != nil
            else {
                Issue.record("\(directory.lastPathComponent)/\(tag).tsv line \(index + 1) needs kind, written form, expected form, source and optionally 'known: why': \(line)")
                continue
            }
            let known = fields.count == 5 ? fields[4].dropFirst("known:".count).trimmingCharacters(in: .whitespaces) : nil
            cases.append(Case(
                tag: tag, file: "\(directory.lastPathComponent)/\(tag).tsv", line: index + 1, kind: fields[0], written: fields[1],
                accepted: fields[2].components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) },
                source: fields[3], knownFailure: known))
        }
        return cases
    }

    /// What the case gives: the spoken form, or why it was not read as its kind.
    static func run(_ golden: Case) -> (got: String, passed: Bool) {
        do {
            if golden.kind == "text" {
                let got = try TextSpeaker(language: golden.tag).speak(golden.written)
                return (got, golden.accepted.contains { GoldenCorpus.normalized($0) == GoldenCorpus.normalized(got) })
            }
            let reader = try WrittenFormReader(language: golden.tag)
            var value = try reader.read(golden.written)
            // A bare number ("2025", "112", "17.45") is a number unless the app knows its
            // field is a year, a number to dial or a time: the line's kind is then that field's
            // type, given as `read(_:as:)` takes it (`vocalize read 112 --as phone`).
            if value.kind == .number, golden.kind != "number", let fieldType = WrittenKind(rawValue: golden.kind) {
                value = try reader.read(golden.written, as: [fieldType])
            }
            let got = try reader.speak(value)
            let kindMatches = WrittenKind(rawValue: golden.kind).map(value.fits) == true || (golden.kind == "number" && value.kind == .year)
            let passed = kindMatches && golden.accepted.contains { GoldenCorpus.normalized($0) == GoldenCorpus.normalized(got) }
            return (kindMatches ? got : "\(got) (read as \(value.kind.rawValue))", passed)
        } catch {
            return ("error: \(error.message)", false)
        }
    }

    @Test("Each language's written forms are read and spoken as a native speaker says them", arguments: tags)
    func writtenForms(tag: String) throws {
        let cases = try Self.cases(tag)
        #expect(cases.count >= 40, "\(tag).tsv has \(cases.count) cases; each language needs at least 40")
        Self.check(cases)
    }

    @Test("Each locale's real UI strings are read with their data spoken and nothing else changed", arguments: realStringTags)
    func realStrings(tag: String) throws {
        let cases = try Self.cases(tag, in: Self.realStringsDirectory)
        #expect(cases.count >= 40, "RealStrings/\(tag).tsv has \(cases.count) strings; each locale needs at least 40")
        for golden in cases where golden.kind != "text" {
            Issue.record("\(golden): every line of a real-strings corpus is a text case, not \(golden.kind)")
        }
        Self.check(cases)
    }

    static func check(_ cases: [Case]) {
        for golden in cases {
            let (got, passed) = Self.run(golden)
            if let known = golden.knownFailure {
                // A known failure that now passes must lose its mark, so the figures stay true.
                if passed { Issue.record("\(golden) passes now: remove its 'known: \(known)' mark") }
                continue
            }
            if !passed {
                Issue.record("\(golden) · \(golden.kind) · got: \(got) · expected: \(golden.accepted.joined(separator: " | ")) · source: \(golden.source)")
            }
        }
    }

    @Test("The corpus covers every class in every language", arguments: tags)
    func coverage(tag: String) throws {
        let kinds = Set(try Self.cases(tag).map(\.kind))
        for required in ["number", "ordinal", "date", "time", "money", "measure", "phone"] where !kinds.contains(required) {
            // Languages whose writing has no digit ordinal (Korean, Arabic, Vietnamese) say so
            // in a comment line instead; the others must cover each class.
            let text = try String(contentsOf: Self.directory.appendingPathComponent("\(tag).tsv"), encoding: .utf8)
            #expect(text.contains("# no \(required):"), "\(tag).tsv has no \(required) case and no '# no \(required): why' line")
        }
    }
}
