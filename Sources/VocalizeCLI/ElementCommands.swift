import ArgumentParser
import Foundation
import Vocalize

extension SpokenElement.Value.Kind: ExpressibleByArgument {}

struct ElementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "element",
        _superCommandName: "vocalize",
        abstract: "Say what VoiceOver says for one element: label, value, traits, hint.",
        discussion: """
            Traits use UIKit's names: \(SpokenElement.Traits.named.map(\.name).joined(separator: ", ")).
            An element with nothing to say (no label, value or hint, no spoken trait) is a usage error (64).
            Examples:
              vocalize element --label 23 --traits button,selected          → Selected: 23. Button.
              vocalize element --label Volume --value 60 --value-kind percent --traits adjustable
              vocalize element --label Home --traits tab,selected --position 1/4 --lang fr
              vocalize element --label Wi-Fi --value 1 --traits button,toggleButton --lang ja --reader-lang en
            """
    )

    @Option(help: "The accessibility label.") var label: String?
    @Option(help: "The accessibility value.") var value: String?
    @Option(name: .customLong("value-kind"), help: "How to read the value.") var valueKind: SpokenElement.Value.Kind = .text
    @Option(help: "The unit of a measure value (an ICU unit: minute, kilometer, celsius, …).", completion: .list(CommonUnits.identifiers)) var unit: String?
    @Option(help: "The ISO 4217 code of a currency value (EUR, USD, JPY, …).") var currency: String?
    @Option(help: "Comma-separated trait names (button,selected,…).", completion: .list(SpokenElement.Traits.named.map(\.name))) var traits: String = ""
    @Option(help: "The accessibility hint.") var hint: String?
    @Option(help: "The position in a series, INDEX/COUNT (1/4).") var position: String?
    @Option(help: "Comma-separated names of custom actions.") var actions: String?
    @Option(help: "Comma-separated names of custom rotors (VoiceOver says nothing for them).") var rotors: String?
    @Option(
        name: .customLong("reader-lang"), help: "The screen reader's language (trait words, hints). Default: --lang.",
        completion: .custom { _, _, _ in LocaleProfileRegistry.shared.languages })
    var readerLang: String?
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        do throws(VocalizeError) {
            _ = try SpokenElement.Traits(list: traits)
            if let position { _ = try SpokenElement.Position(parsing: position) }
            if value == nil, valueKind != .text { throw VocalizeError(.invalidElement, "--value-kind needs a --value.") }
            if let value { _ = try SpokenElement.Value(kind: valueKind, text: value, unit: unit, currencyCode: currency) }
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        var finished: ResultWriter?
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            let composer = try UtteranceComposer(locale: locale, readerLocale: readerLang.map { tag throws(VocalizeError) in try SpeechLocale(tag) })
            let element = SpokenElement(
                label: label,
                value: try value.map { text throws(VocalizeError) in
                    try SpokenElement.Value(kind: valueKind, text: text, unit: unit, currencyCode: currency)
                },
                traits: try SpokenElement.Traits(list: traits),
                hint: hint,
                customActions: Self.list(actions),
                customRotors: Self.list(rotors),
                position: try position.map { text throws(VocalizeError) in try SpokenElement.Position(parsing: text) })
            let utterance = try composer.compose(element)
            // The options describe nothing to say: a usage error rather than an empty line.
            guard !utterance.text.isEmpty else { throw VocalizeError(.unsupportedOption, ScreenCommand.nothingToSay + " Give it a --label, --value or --hint.") }
            let writer = try ResultWriter(options: output, aligned: false)
            try writer.write(UtteranceRecord(index: 0, input: Self.json(of: element), result: .success(utterance))) { _ in "" }
            finished = writer
        }
        try finished?.finish()
    }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The element as one line of JSON, the input a JSON record names.
    static func json(of element: SpokenElement) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(element)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// How `screen --format ssml` groups its output.
enum SSMLDocumentScope: String, ExpressibleByArgument, CaseIterable {
    /// One `<speak>` document per element, one per line.
    case element
    /// One `<speak>` document for the whole screen, one `<p>` per element.
    case screen
}

struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        _superCommandName: "vocalize",
        abstract: "Say every element of a screen: a JSON array or JSON Lines of elements, streamed.",
        discussion: """
            Each entry is an element unless its "kind" is "announcement" ({"kind": "announcement", \
            "text": …, "language": …}: spoken in its own language), "rotor" or "container" (declarations \
            VoiceOver does not speak while swiping: they print no line; see `vocalize rotor`). \
            An element is an object with: id (for rotor entries), label, value, valueKind (\(SpokenElement.Value.Kind.allCases.map(\.rawValue).joined(separator: "|"))), \
            unit, currency, traits (array of UIKit names), hint, language, readerLanguage, customActions, customRotors, \
            position ({"index": 1, "count": 4}).
            One line is written per spoken entry, in order, so line N is element N when the screen \
            declares no rotor or container: with --format json a \
            JSON object with "index", "line", "input" and the utterance or an "error"; with text and \
            ssml an empty line for an element that cannot be spoken. With --format ssml each line is \
            one <speak> document; --ssml-document screen writes one document for the whole screen \
            instead (a <p> per element). A bad element is reported on stderr with its index and line \
            and the others are still spoken; the exit status is then 65.
            Example: vocalize screen examples/screens/settings.json --lang en
            """
    )

    @Argument(help: "The screen file, or - for standard input.", completion: .file(extensions: ["json", "jsonl"])) var file: String
    @Option(
        name: .customLong("reader-lang"), help: "The screen reader's language for elements that name none. Default: each element's language.",
        completion: .custom { _, _, _ in LocaleProfileRegistry.shared.languages })
    var readerLang: String?
    @Option(name: .customLong("ssml-document"), help: "With --format ssml: one document per element (one per line) or per screen.")
    var ssmlDocument: SSMLDocumentScope = .element
    @Flag(inversion: .prefixedNo, help: "Show elements done, rate and failures on stderr. Default: on when stderr is a terminal.")
    var progress: Bool?
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    static let nothingToSay = "The element has nothing to say: no label, value or hint, and no trait that is spoken."

    func validate() throws {
        if ssmlDocument == .screen, output.format != .ssml {
            throw ValidationError("--ssml-document screen applies only with --format ssml.")
        }
    }

    func run() throws {
        var finished: ResultWriter?
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            let readerLocale = try readerLang.map { tag throws(VocalizeError) in try SpeechLocale(tag) }
            let composer = try UtteranceComposer(locale: locale, readerLocale: readerLocale)
            let navigator = ScreenNavigator(composer: composer)
            let handle: FileHandle
            if file == "-" {
                handle = FileHandle.standardInput
            } else {
                let problem = screenFileProblem(file)
                guard problem == nil, let opened = FileHandle(forReadingAtPath: file) else {
                    throw VocalizeError(.inputUnavailable, "Cannot open the screen file \(file) (\(problem ?? "it cannot be read")).")
                }
                handle = opened
            }
            let oneDocument = output.format == .ssml && ssmlDocument == .screen && !output.phonemes
            let documentLanguage = (readerLocale ?? locale).identifier
            let writer = try ResultWriter(options: output, aligned: !oneDocument, namesInputs: true)
            let meter = ProgressMeter(enabled: progress ?? (isatty(STDERR_FILENO) == 1))
            writer.beforeError = { meter.clearLine() }
            if oneDocument { writer.writeRaw(Utterance.ssmlDocumentStart(language: documentLanguage)) }
            var fatal: VocalizeError?
            try ScreenStream.read(from: handle) { entry in
                guard fatal == nil else { return }
                let result: Result<Utterance, VocalizeError>
                switch entry.content {
                case .success(.element(let element, _)):
                    result = Result { () throws(VocalizeError) -> Utterance in
                        let utterance: Utterance
                        do throws(VocalizeError) {
                            utterance = try composer.compose(element)
                        } catch {
                            // A language or currency named inside the screen is bad data (65),
                            // not a bad option of the command (64).
                            if [VocalizeError.Kind.invalidLanguageTag, .unsupportedLanguage, .unsupportedOption].contains(error.kind) {
                                throw VocalizeError(.invalidElement, error.message)
                            }
                            throw error
                        }
                        guard !utterance.text.isEmpty else { throw VocalizeError(.invalidElement, Self.nothingToSay) }
                        return utterance
                    }
                case .success(.announcement(let announcement)):
                    result = .success(navigator.announce(announcement))
                case .success(.rotor), .success(.container):
                    // Declarations VoiceOver does not speak while swiping: no line.
                    return
                case .failure(let error):
                    result = .failure(error)
                }
                do throws(VocalizeError) {
                    if oneDocument {
                        // One document: only spoken elements become paragraphs.
                        if case .success(let utterance) = result {
                            writer.writeRaw(utterance.ssmlParagraph(documentLanguage: documentLanguage))
                        } else {
                            try writer.write(UtteranceRecord(index: entry.index, input: entry.source, line: entry.line, result: result)) { record in
                                "element \(record.index) (line \(record.line ?? 0))"
                            }
                        }
                    } else {
                        try writer.write(UtteranceRecord(index: entry.index, input: entry.source, line: entry.line, result: result)) { record in
                            "element \(record.index) (line \(record.line ?? 0))"
                        }
                    }
                } catch {
                    fatal = error
                }
                meter.count(failed: (try? result.get()) == nil)
            }
            if let fatal { throw fatal }
            if oneDocument { writer.writeRaw(Utterance.ssmlDocumentEnd) }
            meter.finish()
            finished = writer
        }
        try finished?.finish()
    }
}

/// Elements done, the rate and failures, on stderr: rewritten in place on a terminal, a line
/// a second otherwise, and a summary at the end.
final class ProgressMeter {
    private let enabled: Bool
    private let terminal = isatty(STDERR_FILENO) == 1
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastShown: UInt64 = 0
    private var done = 0
    private var failures = 0
    private var lineShown = false

    init(enabled: Bool) {
        self.enabled = enabled
        lastShown = start
    }

    func count(failed: Bool) {
        done += 1
        if failed { failures += 1 }
        // The clock is read every 256 elements, so the meter costs nothing measurable.
        guard enabled, done & 255 == 0 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        if now - lastShown >= (terminal ? 250_000_000 : 1_000_000_000) {
            lastShown = now
            show(final: false)
        }
    }

    /// Clears the progress line so an error message starts on a clean line.
    func clearLine() {
        guard enabled, terminal, lineShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        lineShown = false
    }

    func finish() {
        guard enabled else { return }
        show(final: true)
    }

    private func show(final: Bool) {
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let rate = seconds > 0 ? Int((Double(done) / seconds).rounded()) : 0
        let text = "vocalize: \(done) element\(done == 1 ? "" : "s"), \(rate) per second, \(failures) failed" + (final ? String(format: ", %.2f s", seconds) : "")
        if terminal {
            FileHandle.standardError.write(Data(("\r\u{1B}[K" + text + (final ? "\n" : "")).utf8))
            lineShown = !final
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }
}
