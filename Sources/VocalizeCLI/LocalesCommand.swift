import ArgumentParser
import Foundation
import Vocalize

struct LocalesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locales",
        _superCommandName: "vocalize",
        abstract: "List every language with its coverage and status, or check a profile file.",
        discussion: """
            Without options: one line per built-in profile — tag, status (draft, facts-sourced, \
            machine-reviewed: read by an AI helper briefed as a native speaker, native-reviewed: \
            signed by a named speaker in docs/reviews/), what it covers (✓ complete, · missing), \
            its navigation words (how many of the 7 are in the language: Apple's own strings, \
            derived from them by grammar, published records; the rest are said in English) and \
            its name.
            --sample TAG speaks the corpus the locale snapshot tests pin.
            --check FILE validates a profile you wrote: its keys against the schema, the ICU \
            rule sets it names, and every section; exit 65 when it has problems.
            """
    )

    @Option(name: .long, help: "A locale profile JSON file to validate.", completion: .file(extensions: ["json"]))
    var check: String?

    @Option(
        name: .long, help: "Speak the fixed sample corpus (numbers, dates, times, phones, elements) in a language.",
        completion: .custom { _, _, _ in LocaleProfileRegistry.shared.languages })
    var sample: String?

    @Option(
        name: .customLong("locale-file"), help: "A locale profile JSON to load first (repeatable), e.g. to preview --sample with your changes.",
        completion: .file(extensions: ["json"]))
    var localeFiles: [String] = []

    @Flag(name: .long, help: "Also list the keys each incomplete profile lacks.")
    var verbose = false

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            for path in localeFiles {
                try LocaleProfileRegistry.shared.register(fileAt: URL(fileURLWithPath: path))
            }
            if let check {
                try validate(path: check)
            } else if let sample {
                // An unknown language is a usage error, not a document that reports one.
                _ = try SpeechLocale(sample)
                print(LocaleSample.document(for: sample), terminator: "")
            } else {
                try list()
            }
        }
    }

    private func list() throws(VocalizeError) {
        let names = LocaleCoverage.requirements.map(\.capability)
        let statusWidth = LocaleProfile.Status.allCases.map(\.rawValue.count).max() ?? 0
        // The built-in profiles' listings are generated: nothing is parsed unless a
        // --locale-file was registered.
        let listings = try LocaleListing.all()
        let navigationWidth = listings.map { Self.describeNavigation($0).count }.max() ?? 0
        print("tag      " + "status".padding(toLength: statusWidth, withPad: " ", startingAt: 0) + " " + names.joined(separator: " ")
            + "  " + "navigation".padding(toLength: navigationWidth, withPad: " ", startingAt: 0) + "  name")
        for listing in listings {
            let marks = zip(names, listing.covered).map { name, covered in
                (covered ? "✓" : "·").padding(toLength: name.count, withPad: " ", startingAt: 0)
            }
            let status = (listing.status ?? .draft).rawValue.padding(toLength: statusWidth, withPad: " ", startingAt: 0)
            print(listing.tag.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + status + " " + marks.joined(separator: " ")
                + "  " + Self.describeNavigation(listing).padding(toLength: navigationWidth, withPad: " ", startingAt: 0) + "  " + (listing.name ?? ""))
            if verbose, !listing.missing.isEmpty {
                print("         missing: " + listing.missing.joined(separator: ", "))
            }
            if verbose, !listing.untranslated.isEmpty {
                print("         said in English: " + listing.untranslated.joined(separator: ", "))
            }
            if verbose, !listing.unsourced.isEmpty {
                print("         no source: " + listing.unsourced.joined(separator: ", "))
            }
        }
    }

    /// "7/7 apple 4 derived 3": how many navigation words the language has, and how they are known.
    static func describeNavigation(_ listing: LocaleListing) -> String {
        var parts = ["\(listing.navigationTranslated)/\(listing.navigationWords)"]
        for (kind, count) in zip(WordSource.Kind.allCases, listing.navigationSources) where count > 0 {
            parts.append("\(kind.rawValue) \(count)")
        }
        if !listing.unsourced.isEmpty { parts.append("unsourced \(listing.unsourced.count)") }
        return parts.joined(separator: " ")
    }

    private func validate(path: String) throws(VocalizeError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw VocalizeError(.inputUnavailable, "Cannot read \(path): \(error.localizedDescription)")
        }
        let (problems, incomplete) = LocaleProfileRegistry.shared.check(json: data)
        for problem in problems {
            FileHandle.standardError.write(Data("\(path): \(problem)\n".utf8))
        }
        guard problems.isEmpty else {
            throw VocalizeError(.invalidLocaleProfile, "\(path) has problems (listed above); nothing was loaded.")
        }
        if incomplete.isEmpty {
            print("\(path): valid and complete.")
        } else {
            print("\(path): valid; merged with the built-in profiles it still lacks: \(incomplete.joined(separator: ", ")).")
        }
    }
}
