import ArgumentParser
import Foundation
import Vocalize

/// How `vocalize audit` writes its findings.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, jsonl, sarif

    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }
}

/// The severity at which `--fail-on` makes the audit exit 1.
enum AuditThreshold: String, ExpressibleByArgument, CaseIterable {
    case note, warning, error, never

    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    static var allValueDescriptions: [String: String] { [:] }
    var defaultValueDescription: String { rawValue }

    var severity: AuditSeverity? {
        switch self {
        case .note: .note
        case .warning: .warning
        case .error: .error
        case .never: nil
        }
    }
}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        _superCommandName: "vocalize",
        abstract: "List the localized strings a screen reader would read wrongly, with the accessibility label to use instead.",
        discussion: """
            PATH is a catalog or a folder; a folder is searched for every catalog under it \
            (.xcstrings; .strings and .stringsdict in .lproj folders; Android res/values*/*.xml), \
            skipping hidden folders, .build, DerivedData, Pods, Carthage, node_modules and build.
            Every string is read as `vocalize text` reads it; a finding is data a screen reader \
            misreads by default (numeric dates, phone numbers, unit symbols, ordinal marks, \
            foreign currency), with its kind, why it misleads and the suggested label: the string \
            with that data spoken and every other character, format specifiers included, kept. \
            When the data touches a format specifier no label is suggested and the finding says \
            why. --all lists every spoken difference (plain numbers, percentages, times too).
            A string that repeats the development language's text for the same key (an \
            untranslated copy: in a String Catalog, or beside Base.lproj, <base-lang>.lproj or \
            Android's values/) is audited once, in the development language, and counted.
            Languages: an .lproj or values-XX folder names a file's language; Base.lproj and \
            Android's values/ are --base-lang (default en); a .strings file outside an .lproj \
            folder, or a Base.lproj file named alone, is --lang. --lang fr audits fr, fr-CA and \
            fr-FR; --lang fr-FR audits fr-FR and fr.
            Exit status: 0 done; 1 findings at or above --fail-on; 64 bad option, or --lang \
            names a language Vocalize does not speak (or it speaks none of the catalogs' languages); 65 a catalog is malformed (its file, line \
            and cause are named; the other catalogs are still audited), or no string is in the \
            language asked for; 66 PATH does not exist or holds no catalog; 74 a read failed.
            --format jsonl (or json) writes one object per string; sarif writes SARIF 2.1.0 \
            with each finding's file and line, for code-scanning tools. See docs/audit.md.
            Examples: vocalize audit examples/audit/Localizable.xcstrings
                      vocalize audit . --lang fr --fail-on warning --format sarif > audit.sarif
            """
    )

    @Argument(help: ArgumentHelp("Catalogs or folders to search for catalogs.", valueName: "path"), completion: .file(extensions: ["xcstrings", "strings", "stringsdict", "xml"]))
    var paths: [String]

    @Option(name: [.short, .long], help: "Audit only this language (and its regional variants); the language of a .strings file whose folder names none.")
    var lang: String?

    @Option(name: .customLong("base-lang"), help: "The language of Base.lproj and Android's values/ folder.")
    var baseLang: String = "en"

    @Flag(help: "List every spoken difference, including data a screen reader already reads right.")
    var all = false

    @Option(name: [.short, .long], help: "Output format: text, jsonl (also json), or sarif.")
    var format: AuditFormat = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding at or above this severity is reported.")
    var failOn: AuditThreshold = .never

    func validate() throws {
        if paths.isEmpty { throw ValidationError("name a catalog or a folder to audit.") }
    }

    func run() throws {
        var status: Int32 = 0
        try reportingErrors { () throws(VocalizeError) in
            status = try audit()
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The whole run; returns the exit status.
    private func audit() throws(VocalizeError) -> Int32 {
        // The language asked for must be one Vocalize speaks: checked before any file is read.
        if let lang { _ = try StringAuditor(language: lang) }
        var files: [(file: CatalogFile, named: Bool)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw VocalizeError(.inputUnavailable, "\(path) does not exist.")
            }
            let url = URL(fileURLWithPath: path)
            if isFolder.boolValue {
                let found = CatalogFile.find(under: url)
                guard !found.isEmpty else {
                    throw VocalizeError(.inputUnavailable, "\(path) is a folder with no catalog in it (.xcstrings, .strings or .stringsdict in an .lproj folder, Android res/values*/*.xml).")
                }
                files += found.map { ($0, false) }
            } else if let file = CatalogFile(url: url) {
                files.append((file, true))
            } else {
                throw VocalizeError(.unsupportedOption, "\(path) is not a catalog vocalize audit reads: .xcstrings, .strings, .stringsdict, or an .xml file in an Android res/values* folder.")
            }
        }
        var run = AuditRun(format: format, all: all, failOn: failOn.severity, requested: lang)
        run.begin()
        var failure: VocalizeError?
        for (file, named) in files {
            // A .strings or .stringsdict file found in a folder outside any .lproj folder has no
            // language to read it in (mastodon-ios keeps such copies beside its .lproj folders):
            // it is named and skipped, and the others are audited. Named alone, it is an error.
            if !named, file.format == .strings || file.format == .stringsDict, file.pathLanguage == nil, !file.isBase {
                run.flush()
                FileHandle.standardError.write(Data("vocalize: warning: \(file.url.path) is not in a language's .lproj folder, so its language is unknown; skipped (name the file itself with --lang to audit it).\n".utf8))
                continue
            }
            do throws(VocalizeError) {
                // A base or unnamed .strings file given by name is read in the language asked for.
                let language = named && file.pathLanguage == nil ? lang : nil
                let sourceTexts = run.sourceTexts(of: file, baseLanguage: baseLang)
                try file.read(baseLanguage: baseLang, language: language) { string throws(VocalizeError) in
                    var string = string
                    if let source = sourceTexts[string.key], source == string.text { string.isUntranslatedCopy = true }
                    run.audit(string, in: file.url)
                }
            } catch {
                run.flush()
                FileHandle.standardError.write(Data("vocalize: \(error.message)\n".utf8))
                if failure == nil { failure = error }
            }
        }
        run.end()
        if let failure { return exitStatus(for: failure) }
        if let lang, run.checked == 0, run.untranslated == 0 {
            throw VocalizeError(.invalidCatalog, "no string is in \(lang): the catalogs hold \(run.languagesSeen.sorted().joined(separator: ", ")).")
        }
        if run.checked == 0, !run.languagesSeen.isEmpty, run.languagesSeen.isSubset(of: run.unspoken) {
            throw VocalizeError(.unsupportedLanguage, "Vocalize speaks none of the catalogs' languages (\(run.languagesSeen.sorted().joined(separator: ", "))).")
        }
        return run.failed ? 1 : 0
    }
}

/// One audit run: the auditors per language, the output, and the counts.
struct AuditRun {
    let format: AuditFormat
    let all: Bool
    let failOn: AuditSeverity?
    let requested: String?
    private var auditors: [String: StringAuditor] = [:]
    private(set) var unspoken: Set<String> = []
    private(set) var languagesSeen: Set<String> = []
    private var wantedLanguages: [String: Bool] = [:]
    /// Strings that repeat the development language's text: audited once, in that language.
    private(set) var untranslated = 0
    private var sourceTables: [URL: [String: String]] = [:]

    /// The development-language texts of the file `file` translates, by key (empty when it
    /// translates none, or that file cannot be read: then every string is audited).
    mutating func sourceTexts(of file: CatalogFile, baseLanguage: String) -> [String: String] {
        guard let source = file.sourceFile(baseLanguage: baseLanguage) else { return [:] }
        if let known = sourceTables[source.url] { return known }
        var texts: [String: String] = [:]
        try? source.read(baseLanguage: baseLanguage, language: nil) { string in texts[string.key] = string.text }
        sourceTables[source.url] = texts
        return texts
    }
    private(set) var checked = 0
    private(set) var reported = 0
    private(set) var failed = false
    private var counts: [AuditSeverity: Int] = [:]
    private var output = StandardOutput()
    private var firstResult = true
    private let directory = FileManager.default.currentDirectoryPath

    init(format: AuditFormat, all: Bool, failOn: AuditSeverity?, requested: String?) {
        self.format = format
        self.all = all
        self.failOn = failOn
        self.requested = requested
    }

    /// True when a catalog language answers `--lang`: the same tag, or one is the other's
    /// prefix at a subtag boundary ("fr" and "fr-CA"; "fr-FR" and "fr").
    static func matches(_ catalogLanguage: String, _ requested: String) -> Bool {
        let catalog = catalogLanguage.replacingOccurrences(of: "_", with: "-").lowercased()
        let asked = requested.replacingOccurrences(of: "_", with: "-").lowercased()
        return catalog == asked || catalog.hasPrefix(asked + "-") || asked.hasPrefix(catalog + "-")
    }

    mutating func audit(_ string: CatalogString, in url: URL) {
        // Decided once per language: a catalog holds many strings and few languages.
        let wanted: Bool
        if let known = wantedLanguages[string.language] {
            wanted = known
        } else {
            languagesSeen.insert(string.language)
            wanted = requested.map { Self.matches(string.language, $0) } ?? true
            wantedLanguages[string.language] = wanted
        }
        guard wanted else { return }
        if string.isUntranslatedCopy {
            untranslated += 1
            return
        }
        let auditor: StringAuditor
        if let known = auditors[string.language] {
            auditor = known
        } else if unspoken.contains(string.language) {
            return
        } else {
            do {
                auditor = try StringAuditor(language: string.language, all: all)
                auditors[string.language] = auditor
            } catch {
                unspoken.insert(string.language)
                output.flush()
                warn("\(url.lastPathComponent): Vocalize does not speak \"\(string.language)\"; its strings are not audited.")
                return
            }
        }
        checked += 1
        guard let audit = auditor.audit(string) else { return }
        reported += 1
        for finding in audit.findings {
            counts[finding.reading.severity, default: 0] += 1
            if let failOn, finding.reading.severity >= failOn { failed = true }
        }
        write(audit, file: relativePath(url))
    }

    private func relativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    mutating func begin() {
        guard format == .sarif else { return }
        output.writeLine(AuditSARIF.header())
    }

    mutating func flush() { output.flush() }

    mutating func end() {
        if format == .sarif { output.writeLine(AuditSARIF.footer) }
        output.flush()
        let languages = auditors.count
        let copies = untranslated == 0 ? "" : " \(untranslated) untranslated copies of the development language's text were not audited again."
        let summary = "vocalize: audit: \(checked) strings checked in \(languages) language\(languages == 1 ? "" : "s"); \(reported) with findings (\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.note] ?? 0) notes).\(copies)\n"
        FileHandle.standardError.write(Data(summary.utf8))
    }

    private mutating func write(_ audit: StringAudit, file: String) {
        switch format {
        case .json, .jsonl:
            output.writeLine(AuditJSON.line(audit, file: file))
        case .sarif:
            for finding in audit.findings {
                output.writeLine((firstResult ? "" : ",") + AuditSARIF.result(finding, of: audit, file: file))
                firstResult = false
            }
        case .text:
            let string = audit.string
            var lines = ["\(file):\(string.line): \(string.language) \(Self.oneLine(string.key))", "    text:  \(Self.oneLine(string.text))"]
            for finding in audit.findings {
                lines.append("    \(finding.reading.severity.rawValue) \(finding.reading.shape) \"\(Self.oneLine(finding.span.written))\" → \"\(Self.oneLine(finding.span.spoken))\": \(finding.reading.why)")
            }
            if let label = audit.suggestedLabel {
                lines.append("    label: \(Self.oneLine(label))")
            } else {
                lines.append("    no label: \(audit.noLabelReason ?? "")")
            }
            output.writeLine(lines.joined(separator: "\n"))
        }
    }

    /// Line breaks and tabs inside a string, shown escaped so one string stays one line.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline || $0 == "\t" }) else { return text }
        var shown = ""
        for character in text {
            switch character {
            case "\n": shown += "\\n"
            case "\r", "\r\n": shown += "\\r"
            case "\t": shown += "\\t"
            default: shown.append(character)
            }
        }
        return shown
    }
}
