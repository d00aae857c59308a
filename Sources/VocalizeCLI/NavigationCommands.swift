import ArgumentParser
import Foundation
import Vocalize

/// Options the navigation commands share: the screen file and the reader language.
struct ScreenFileOptions: ParsableArguments {
    @Argument(help: "The screen file (a JSON array or JSON Lines of entries), or - for standard input.", completion: .file(extensions: ["json", "jsonl"]))
    var file: String

    @Option(
        name: .customLong("reader-lang"), help: "VoiceOver's language (rotor names, trait words). Default: --lang.",
        completion: .custom { _, _, _ in LocaleProfileRegistry.shared.languages })
    var readerLang: String?

    /// Reads the whole screen: a navigation needs every entry (a rotor may point forward).
    func screen() throws(VocalizeError) -> Screen {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = try readScreenFile(file)
        }
        return try Screen(json: data)
    }

    func navigator(_ language: LanguageOptions) throws(VocalizeError) -> ScreenNavigator {
        let locale = try language.resolve()
        let reader = try readerLang.map { tag throws(VocalizeError) in try SpeechLocale(tag) }
        return ScreenNavigator(composer: try UtteranceComposer(locale: locale, readerLocale: reader))
    }
}

/// Writes a navigation walk: a line per step (text), a JSON object per step, or one SSML document.
enum WalkWriter {
    static func write(_ walks: [NavigationWalk], format: OutputFormat) {
        var output = StandardOutput()
        for walk in walks {
            switch format {
            case .text:
                for line in walk.lines { output.writeLine(ResultWriter.oneLine(line)) }
            case .ssml:
                output.writeLine(walk.ssml())
            case .json:
                for (index, step) in walk.steps.enumerated() {
                    output.writeLine(json(step, index: index))
                }
            }
        }
        output.flush()
    }

    /// The step as the utterance's JSON record with its `step` kind and `untranslated` mark.
    private static func json(_ step: NavigationWalk.Step, index: Int) -> String {
        var record = UtteranceRecord(index: index, input: step.kind.rawValue, result: .success(step.utterance)).jsonString()
        // The walk's own keys join the record in sorted order: "step" before the record's
        // last key, "text", and "untranslated" after it.
        if let text = record.range(of: ",\"text\":", options: .backwards) {
            record.insert(contentsOf: ",\"step\":\"\(step.kind.rawValue)\"", at: text.lowerBound)
        }
        return String(record.dropLast()) + ",\"untranslated\":\(step.isUntranslated)}"
    }
}

struct RotorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotor",
        _superCommandName: "vocalize",
        abstract: "Say what VoiceOver says when the user turns the rotor to NAME and flicks down through it.",
        discussion: """
            Built-in rotors (by key or name): \(BuiltInRotor.allCases.map(\.rawValue).joined(separator: ", ")); \
            a custom rotor is an entry {"kind": "rotor", "name": …, "entries": [{"element": id or index} | {"label": …}]}.
            One line per step: the rotor's name, each entry's utterance, then "[boundary sound]" \
            (past the last entry VoiceOver plays its boundary sound and says nothing). A word \
            the reader language's profile does not know is said in English, marked "(en) ". \
            --format ssml writes one document for the walk; json one object per step. \
            Without --rotor, lists the rotors the screen offers.
            Example: vocalize rotor examples/screens/inbox.json --rotor headings --lang fr
            """
    )

    @OptionGroup var screenFile: ScreenFileOptions
    @Option(help: "The rotor: a built-in rotor's key or name, or a custom rotor's name.", completion: .list(BuiltInRotor.allCases.map(\.rawValue)))
    var rotor: String?
    @OptionGroup var language: LanguageOptions
    @Option(name: [.short, .long], help: "Output format: text (a line per step), json (an object per step) or ssml (one document).")
    var format: OutputFormat = .text

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let navigator = try screenFile.navigator(language)
            let screen = try screenFile.screen()
            guard let rotor else {
                var output = StandardOutput()
                for name in try navigator.rotors(in: screen) { output.writeLine(ResultWriter.oneLine(name.line)) }
                output.flush()
                return
            }
            WalkWriter.write([try navigator.walkRotor(named: rotor, in: screen)], format: format)
        }
    }
}

struct ActionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions",
        _superCommandName: "vocalize",
        abstract: "Say what VoiceOver says as the user swipes down through an element's custom actions.",
        discussion: """
            One line per step: the element as focused ("… Actions Available."), each action's \
            name, then the element's own activation. --element picks the element by its "id" or \
            its place among the elements (from 0); without it, every element with custom actions \
            is walked in turn.
            Example: vocalize actions examples/screens/inbox.json --element anna --lang de
            """
    )

    @OptionGroup var screenFile: ScreenFileOptions
    @Option(help: "The element: its id, or its place among the elements counted from 0.") var element: String?
    @OptionGroup var language: LanguageOptions
    @Option(name: [.short, .long], help: "Output format: text (a line per step), json (an object per step) or ssml (one document per element).")
    var format: OutputFormat = .text

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let navigator = try screenFile.navigator(language)
            let screen = try screenFile.screen()
            let elements: [SpokenElement]
            if let element {
                let reference: ElementReference = Int(element).map { .index($0) } ?? .id(element)
                elements = [try screen.element(reference)]
            } else {
                elements = screen.elements.map(\.element).filter { !$0.customActions.isEmpty }
                guard !elements.isEmpty else { throw VocalizeError(.invalidElement, "No element of the screen has custom actions.") }
            }
            var walks: [NavigationWalk] = []
            for element in elements { walks.append(try navigator.walkActions(of: element)) }
            WalkWriter.write(walks, format: format)
        }
    }
}

/// Why a screen file cannot be opened (no such file, a folder, no permission), or nil.
func screenFileProblem(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "there is no such file" }
    if isDirectory.boolValue { return "it is a folder, not a file" }
    return FileManager.default.isReadableFile(atPath: path) ? nil : "it cannot be read"
}

/// A whole screen file's bytes; a file that cannot be opened is `.inputUnavailable` (66).
func readScreenFile(_ path: String) throws(VocalizeError) -> Data {
    if let problem = screenFileProblem(path) {
        throw VocalizeError(.inputUnavailable, "Cannot open the screen file \(path) (\(problem)).")
    }
    guard let contents = FileManager.default.contents(atPath: path) else {
        throw VocalizeError(.inputUnavailable, "Cannot open the screen file \(path) (it cannot be read).")
    }
    return contents
}
