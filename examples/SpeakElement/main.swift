// What VoiceOver says for a few elements of a booking screen, in the listener's language.
//
//   swift run --package-path examples/SpeakElement            # English
//   swift run --package-path examples/SpeakElement fr         # French
//   swift run --package-path examples/SpeakElement ja en      # a Japanese app, English VoiceOver
import Vocalize

let arguments = CommandLine.arguments.dropFirst()
let language = arguments.first ?? "en"
let readerLanguage = arguments.dropFirst().first

do {
    let composer = try UtteranceComposer(language: language, readerLanguage: readerLanguage)

    let elements: [SpokenElement] = [
        SpokenElement(label: "Guests", value: .number(2), traits: .adjustable),
        SpokenElement(label: "Price per night", value: .currency("129.90", code: "EUR")),
        SpokenElement(label: "Breakfast", value: "1", traits: [.button, .toggleButton]),
        SpokenElement(label: "Book", traits: [.button, .notEnabled], hint: "Choose a room first."),
        SpokenElement(label: "Trips", traits: [.tab, .selected], position: .init(index: 2, count: 4)),
    ]

    for element in elements {
        let utterance = try composer.compose(element)
        print(utterance.text)
        // Each segment knows its role and language, for a TTS engine or a test:
        // utterance.segments.map { "\($0.role)=\($0.text) [\($0.language)]" }
    }

    // SSML for any TTS engine; JSON for tools.
    let home = try composer.compose(SpokenElement(label: "Home", traits: [.tab], position: .init(index: 1, count: 4)))
    print(home.ssml())
    print(home.jsonString())
} catch {
    // Every Vocalize API throws a VocalizeError with a message a person can act on.
    print("SpeakElement: \(error.message)")
}
