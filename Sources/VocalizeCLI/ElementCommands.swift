import ArgumentParser
import Foundation
import Vocalize

extension AccessibilityElement.Value.Kind: ExpressibleByArgument {}

struct ElementCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "element",
        abstract: "Say what VoiceOver says for one element: label, value, traits, hint.",
        discussion: """
            Traits use UIKit's names: \(AccessibilityTraits.named.map(\.name).joined(separator: ", ")).
            Examples:
              vocalize element --label 23 --traits button,selected          → Selected: 23. Button.
              vocalize element --label Volume --value 60 --value-kind percent --traits adjustable
              vocalize element --label Home --traits tab,selected --position 1/4 --lang fr
              vocalize element --label Wi-Fi --value 1 --traits button,toggleButton --lang ja --reader-lang en
            """
    )

    @Option(help: "The accessibility label.") var label: String?
    @Option(help: "The accessibility value.") var value: String?
    @Option(name: .customLong("value-kind"), help: "How to read the value.") var valueKind: AccessibilityElement.Value.Kind = .text
    @Option(help: "The unit of a measure value (an ICU unit: minute, kilometer, celsius, …).") var unit: String?
    @Option(help: "The ISO 4217 code of a currency value (EUR, USD, JPY, …).") var currency: String?
    @Option(help: "Comma-separated trait names (button,selected,…).") var traits: String = ""
    @Option(help: "The accessibility hint.") var hint: String?
    @Option(help: "The position in a series, INDEX/COUNT (1/4).") var position: String?
    @Option(help: "Comma-separated names of custom actions.") var actions: String?
    @Option(help: "Comma-separated names of custom rotors (VoiceOver says nothing for them).") var rotors: String?
    @Option(name: .customLong("reader-lang"), help: "The screen reader's language (trait words, hints). Default: --lang.") var readerLang: String?
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        do throws(VocalizeError) {
            _ = try AccessibilityTraits(list: traits)
            if let position { _ = try AccessibilityElement.Position(parsing: position) }
            if value == nil, valueKind != .text { throw VocalizeError(.invalidElement, "--value-kind needs a --value.") }
            if let value { _ = try AccessibilityElement.Value(kind: valueKind, text: value, unit: unit, currencyCode: currency) }
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() throws {
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            let composer = try UtteranceComposer(locale: locale, readerLocale: readerLang.map { tag throws(VocalizeError) in try SpeechLocale(tag) })
            let element = AccessibilityElement(
                label: label,
                value: try value.map { text throws(VocalizeError) in
                    try AccessibilityElement.Value(kind: valueKind, text: text, unit: unit, currencyCode: currency)
                },
                traits: try AccessibilityTraits(list: traits),
                hint: hint,
                customActions: Self.list(actions),
                customRotors: Self.list(rotors),
                position: try position.map { text throws(VocalizeError) in try AccessibilityElement.Position(parsing: text) })
            try output.emit(try composer.compose(element))
        }
    }

    static func list(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Say every element of a screen: a JSON array or JSON Lines of elements, streamed.",
        discussion: """
            Each element is an object with: label, value, valueKind (\(AccessibilityElement.Value.Kind.allCases.map(\.rawValue).joined(separator: "|"))), \
            unit, currency, traits (array of UIKit names), hint, language, readerLanguage, customActions, customRotors, \
            position ({"index": 1, "count": 4}).
            One utterance is written per element, in order (with --format json, one JSON object per line). \
            A bad element is reported on stderr with its index and the others are still spoken; the exit \
            status is then 65.
            Example: vocalize screen examples/settings.json --lang en
            """
    )

    @Argument(help: "The screen file, or - for standard input.") var file: String
    @Option(name: .customLong("reader-lang"), help: "The screen reader's language for elements that name none. Default: each element's language.") var readerLang: String?
    @OptionGroup var language: LanguageOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        var failures = 0
        try reportingErrors { () throws(VocalizeError) in
            let locale = try language.resolve()
            let composer = try UtteranceComposer(locale: locale, readerLocale: readerLang.map { tag throws(VocalizeError) in try SpeechLocale(tag) })
            let handle: FileHandle
            if file == "-" {
                handle = FileHandle.standardInput
            } else {
                guard let opened = FileHandle(forReadingAtPath: file) else {
                    throw VocalizeError(.unsupportedOption, "Cannot open the screen file \(file).")
                }
                handle = opened
            }
            try ScreenStream.read(from: handle) { entry in
                do throws(VocalizeError) {
                    let element = try entry.element.get()
                    try output.emit(try composer.compose(element))
                } catch {
                    failures += 1
                    FileHandle.standardError.write(Data("vocalize: element \(entry.index) (line \(entry.line)): \(error.message)\n".utf8))
                }
            }
        }
        if failures > 0 { throw ExitCode(65) }
    }
}
