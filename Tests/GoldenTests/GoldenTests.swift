import Foundation
import Testing

/// The golden corpus: what a native speaker says, written from grammars, style guides, CLDR and
/// native review — never recorded from Vocalize. Every line must pass, except lines marked
/// `known: <issue subject>`, which are expected failures (reported, counted, never skipped;
/// one that starts passing fails until its mark is removed).
@Suite("Golden corpus")
struct GoldenTests {
    static let tags = GoldenCorpus.tags

    /// Every outcome, computed once and shared by the tests below.
    static let outcomes: [String: Result<[GoldenOutcome], GoldenCorpus.Malformed>] = {
        var all: [String: Result<[GoldenOutcome], GoldenCorpus.Malformed>] = [:]
        for tag in tags {
            do {
                all[tag] = .success(try GoldenCorpus.cases(for: tag).map(GoldenCorpus.run))
            } catch let error as GoldenCorpus.Malformed {
                all[tag] = .failure(error)
            } catch {
                all[tag] = .failure(GoldenCorpus.Malformed(description: "\(tag): \(error)"))
            }
        }
        return all
    }()

    @Test("Each language says what a native speaker says", arguments: tags)
    func corpus(tag: String) throws {
        let outcomes = try #require(try Self.outcomes[tag]?.get())
        #expect(!outcomes.isEmpty, "\(tag).tsv has no cases")
        for outcome in outcomes {
            let golden = outcome.golden
            let message = "\(tag) · \(golden.input) · got: \(outcome.got) · expected: \(golden.accepted.joined(separator: " | ")) · source: \(golden.source)"
            if let subject = golden.knownFailure {
                if outcome.passed {
                    Issue.record("\(tag):\(golden.line) now passes; remove its \"known: \(subject)\" mark. \(message)")
                }
            } else if !outcome.passed {
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test("Every embedded profile has a golden corpus")
    func everyProfileHasACorpus() throws {
        let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Locales")
        let profiles = try FileManager.default.contentsOfDirectory(atPath: locales.path)
            .filter { $0.hasSuffix(".json") && $0 != "profile.schema.json" && $0 != "root.json" }.map { String($0.dropLast(5)) }
        #expect(Set(profiles).subtracting(Self.tags).sorted() == [])
    }

    /// Prints lines, passing and expected failures per language (and known failures by issue).
    @Test("Per-language table")
    func table() throws {
        var rows = ["language  lines  passing  known-failing  unexpected"]
        var totals = (0, 0, 0, 0)
        var bySubject: [String: Int] = [:]
        for tag in Self.tags {
            guard let outcomes = try? Self.outcomes[tag]?.get() else { continue }
            let known = outcomes.filter { $0.golden.knownFailure != nil && !$0.passed }
            for outcome in known { bySubject[outcome.golden.knownFailure!, default: 0] += 1 }
            let passing = outcomes.filter(\.passed).count
            let unexpected = outcomes.count - passing - known.count
            rows.append(tag.padding(toLength: 9, withPad: " ", startingAt: 0)
                + " " + [outcomes.count, passing, known.count, unexpected].map { String($0).leftPadded(6) }.joined(separator: "   "))
            totals = (totals.0 + outcomes.count, totals.1 + passing, totals.2 + known.count, totals.3 + unexpected)
        }
        rows.append("all       " + [totals.0, totals.1, totals.2, totals.3].map { String($0).leftPadded(6) }.joined(separator: "   "))
        for (subject, count) in bySubject.sorted(by: { $0.key < $1.key }) {
            rows.append("expected failures, \(subject): \(count)")
        }
        print("Golden corpus\n" + rows.joined(separator: "\n"))
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
