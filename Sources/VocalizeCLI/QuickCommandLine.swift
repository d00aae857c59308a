import ArgumentParser
import Vocalize

/// A command line simple enough to read without ArgumentParser: words that do not start with
/// "-", and `--name value` pairs for a command's own short list of options, each given once
/// with a value that does not start with "-" either.
///
/// ArgumentParser builds a command by reflecting on its properties and those of its option
/// groups, with a runtime conformance lookup for each kind of property: about 10 M
/// instructions, a third of a short command's start-up. A line of this shape means exactly one
/// thing to ArgumentParser (the words are the command's values in order, the options their
/// values; "-" for standard input is a value), so the command is built directly; any other line (help, `--`, `--name=value`,
/// a negative number, an option given twice, a flag, a value ArgumentParser would refuse) is
/// left to ArgumentParser, which also reports every error. The CLI tests run each quick
/// command both ways (`--lang=fr` takes the full parser) and compare.
struct QuickCommandLine {
    /// The words that are no option, in order.
    var values: [String] = []
    /// Option values by the option's key.
    var options: [String: String] = [:]

    /// Reads `arguments` with `accepted` options (as typed, "--lang" or "-l", to their key);
    /// nil when the line has any other shape.
    init?(_ arguments: [String], accepted: [String: String]) {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if let key = accepted[word] {
                guard options[key] == nil, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else { return nil }
                options[key] = arguments[index + 1]
                index += 2
                continue
            }
            // Options, flags, "--"; and "help", which ArgumentParser may read as a request for
            // help. "-" alone (standard input) is a value to ArgumentParser too.
            guard !word.hasPrefix("-") || word == "-", word != "help" else { return nil }
            values.append(word)
            index += 1
        }
    }

    /// The options every command shares.
    static let sharedOptions = ["--lang": "lang", "-l": "lang", "--format": "format", "-f": "format"]

    /// The shared options with a command's own.
    static func accepting(_ own: [String: String]) -> [String: String] {
        sharedOptions.merging(own) { shared, _ in shared }
    }

    /// The commands that can be read this way, by name: each reads the line or returns nil.
    static let commands: [String: @Sendable ([String]) -> (any ParsableCommand)?] = [
        "number": { quick(NumberCommand.self, $0) },
        "measure": { quick(MeasureCommand.self, $0) },
        "currency": { quick(CurrencyCommand.self, $0) },
        "phone": { quick(PhoneCommand.self, $0) },
        "date": { quick(DateCommand.self, $0) },
        "time": { quick(TimeCommand.self, $0) },
        "duration": { quick(DurationCommand.self, $0) },
        "relative": { quick(RelativeCommand.self, $0) },
        "read": { quick(ReadCommand.self, $0) },
        "text": { quick(TextCommand.self, $0) },
        "element": { quick(ElementCommand.self, $0) },
        "rotor": { quick(RotorCommand.self, $0) },
        "actions": { quick(ActionsCommand.self, $0) },
        "audit": { quick(AuditCommand.self, $0) },
        "locales": { quick(LocalesCommand.self, $0) },
    ]

    /// The command `arguments` build, validated as ArgumentParser validates it (each option
    /// group, then the command); nil when the line is not quick or does not validate (then
    /// ArgumentParser reads it again and reports the error in its own words).
    private static func quick<Command: QuicklyParsed>(_ type: Command.Type, _ arguments: [String]) -> (any ParsableCommand)? {
        guard let line = QuickCommandLine(arguments, accepted: accepting(Command.quickOptions)),
            var command = Command(quick: line), (try? command.validateQuick()) != nil
        else { return nil }
        #if DEBUG
        checkEverySet(command, path: String(describing: Command.self))
        #endif
        return command
    }

    #if DEBUG
    /// Stops, naming it, at a property a quick line left unset. Debug builds only (the test
    /// suite runs them): a new option that `init?(quick:)` does not set fails there by name,
    /// not later as ArgumentParser's "directly initialized" error on first use.
    private static func checkEverySet(_ value: Any, path: String) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            // ArgumentParser's property wrappers keep `_parsedValue`: `.value(…)` once set,
            // `.definition(…)` as declared.
            if label == "_parsedValue" {
                let state = Mirror(reflecting: child.value).children.first
                precondition(state?.label != "definition", "QuickCommandLine left \(path) unset: set it in init?(quick:)")
                if let payload = state?.value { checkEverySet(payload, path: path) }
            } else {
                checkEverySet(child.value, path: path + "." + label)
            }
        }
    }
    #endif

    /// The language options of a quick line: `--lang` if given, no profile files.
    var language: LanguageOptions {
        var language = LanguageOptions()
        language.lang = options["lang"]
        language.localeFiles = []
        return language
    }

    /// The output options of a quick line: `--format` if given (nil when it names no format),
    /// no speech.
    var output: OutputOptions? {
        var output = OutputOptions()
        if let name = options["format"] {
            guard let format = OutputFormat(rawValue: name) else { return nil }
            output.format = format
        } else {
            output.format = .text
        }
        output.speak = false
        output.wavFile = nil
        output.voice = nil
        output.phonemes = false
        return output
    }
}

extension QuickCommandLine {
    /// The `--format` of a quick line as ArgumentParser reads the option's type: `fallback`
    /// (the option's default) when it is not given, nil when it names no format.
    func format<Format: ExpressibleByArgument>(or fallback: Format) -> Format? {
        guard let name = options["format"] else { return fallback }
        return Format(argument: name)
    }

    /// The screen file options of a quick line: its one value, `--reader-lang` if given; nil
    /// for any other number of values.
    var screenFile: ScreenFileOptions? {
        guard values.count == 1 else { return nil }
        var screenFile = ScreenFileOptions()
        screenFile.file = values[0]
        screenFile.readerLang = options["reader-lang"]
        return screenFile
    }
}

/// A command `QuickCommandLine` can build: it sets every one of its properties (a property left
/// unset stops the program when read, so each new option must be set here too; the CLI tests
/// run every quick command).
protocol QuicklyParsed: ParsableCommand {
    /// The command's own options a quick line may hold, as typed, to their key.
    static var quickOptions: [String: String] { get }
    /// The command ArgumentParser would build from `line`, or nil.
    init?(quick line: QuickCommandLine)
    /// Runs the validation ArgumentParser runs after building the command.
    mutating func validateQuick() throws
}

extension QuicklyParsed {
    static var quickOptions: [String: String] { [:] }
}

/// A value command whose quick line is its values, language and output; its own options are
/// set to what ArgumentParser declares for them in `setQuickDefaults`.
protocol QuickValueCommand: QuickValidated, SpokenValueCommand {
    var values: [String] { get set }
    var language: LanguageOptions { get set }
    var output: OutputOptions { get set }
    /// Sets the command's own options as ArgumentParser would leave them on a quick line.
    mutating func setQuickDefaults()
}

extension QuickValueCommand {
    init?(quick line: QuickCommandLine) {
        guard let output = line.output else { return nil }
        self.init()
        values = line.values
        language = line.language
        self.output = output
        setQuickDefaults()
    }

    mutating func setQuickDefaults() {}
}

/// A quick command with the shared language and output options, validated as ArgumentParser
/// validates it: each option group, then the command.
protocol QuickValidated: QuicklyParsed {
    var language: LanguageOptions { get }
    var output: OutputOptions { get set }
}

extension QuickValidated {
    mutating func validateQuick() throws {
        var language = self.language
        try language.validate()
        try output.validate()
        try validate()
    }
}

extension NumberCommand: QuickValueCommand {
    mutating func setQuickDefaults() {
        cardinal = false
        ordinal = false
        year = false
        percent = false
        gender = nil
        ruleSet = nil
    }
}

extension MeasureCommand: QuickValueCommand {}

extension CurrencyCommand: QuickValueCommand {}

extension PhoneCommand: QuickValueCommand {
    mutating func setQuickDefaults() {
        style = nil
        region = nil
    }
}

extension DateCommand: QuickValueCommand {
    mutating func setQuickDefaults() {
        style = .long
        timeZone = nil
    }
}

extension TimeCommand: QuickValueCommand {
    mutating func setQuickDefaults() {
        clock = nil
    }
}

extension DurationCommand: QuickValueCommand {}

extension RelativeCommand: QuickValueCommand {}

extension ReadCommand: QuickValueCommand {
    mutating func setQuickDefaults() {
        kinds = nil
    }
}

extension TextCommand: QuickValidated {
    init?(quick line: QuickCommandLine) {
        guard let output = line.output else { return nil }
        self.init()
        texts = line.values
        language = line.language
        self.output = output
    }
}

extension ElementCommand: QuickValidated {
    static var quickOptions: [String: String] {
        [
            "--label": "label", "--value": "value", "--traits": "traits", "--hint": "hint", "--position": "position",
            "--actions": "actions", "--rotors": "rotors", "--reader-lang": "reader-lang", "--unit": "unit", "--currency": "currency",
        ]
    }

    init?(quick line: QuickCommandLine) {
        guard line.values.isEmpty, let output = line.output else { return nil }
        self.init()
        label = line.options["label"]
        value = line.options["value"]
        valueKind = .text
        unit = line.options["unit"]
        currency = line.options["currency"]
        traits = line.options["traits"] ?? ""
        hint = line.options["hint"]
        position = line.options["position"]
        actions = line.options["actions"]
        rotors = line.options["rotors"]
        readerLang = line.options["reader-lang"]
        language = line.language
        self.output = output
    }
}

/// A navigation command: its screen file, its own option, the language and the format.
protocol QuickNavigationCommand: QuicklyParsed {
    var screenFile: ScreenFileOptions { get set }
    var language: LanguageOptions { get set }
    var format: OutputFormat { get set }
    /// The command's own option (`--rotor`, `--element`), as typed.
    static var ownOption: String { get }
    /// Sets the command's own option from a quick line.
    mutating func setOwnOption(_ value: String?)
}

extension QuickNavigationCommand {
    static var quickOptions: [String: String] { [ownOption: ownOption, "--reader-lang": "reader-lang"] }

    init?(quick line: QuickCommandLine) {
        guard let screenFile = line.screenFile, let format = line.format(or: OutputFormat.text) else { return nil }
        self.init()
        self.screenFile = screenFile
        setOwnOption(line.options[Self.ownOption])
        language = line.language
        self.format = format
    }

    mutating func validateQuick() throws {
        try language.validate()
        try screenFile.validate()
        try validate()
    }
}

extension RotorCommand: QuickNavigationCommand {
    static var ownOption: String { "--rotor" }
    mutating func setOwnOption(_ value: String?) { rotor = value }
}

extension ActionsCommand: QuickNavigationCommand {
    static var ownOption: String { "--element" }
    mutating func setOwnOption(_ value: String?) { element = value }
}

extension AuditCommand: QuicklyParsed {
    static var quickOptions: [String: String] { ["--base-lang": "base-lang", "--fail-on": "fail-on"] }

    init?(quick line: QuickCommandLine) {
        guard !line.values.isEmpty, let format = line.format(or: AuditFormat.text) else { return nil }
        let failOn: AuditThreshold
        if let name = line.options["fail-on"] {
            guard let threshold = AuditThreshold(argument: name) else { return nil }
            failOn = threshold
        } else {
            failOn = .never
        }
        self.init()
        paths = line.values
        lang = line.options["lang"]
        baseLang = line.options["base-lang"] ?? "en"
        all = false
        self.format = format
        self.failOn = failOn
    }

    mutating func validateQuick() throws { try validate() }
}

extension LocalesCommand: QuicklyParsed {
    static var quickOptions: [String: String] { ["--check": "check", "--sample": "sample"] }

    init?(quick line: QuickCommandLine) {
        // No values, and neither of the shared options: `locales` has no --lang or --format.
        guard line.values.isEmpty, line.options["lang"] == nil, line.options["format"] == nil else { return nil }
        self.init()
        check = line.options["check"]
        sample = line.options["sample"]
        localeFiles = []
        verbose = false
    }

    mutating func validateQuick() throws { try validate() }
}
