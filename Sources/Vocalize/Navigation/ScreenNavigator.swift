import Foundation

/// VoiceOver's built-in rotors that list a screen's elements, each derived from what the
/// elements are (their traits) or from the screen's containers.
public enum BuiltInRotor: String, Sendable, Hashable, CaseIterable {
    /// Elements with the `header` trait.
    case headings
    /// Elements with the `link` trait.
    case links
    /// Buttons, switches, adjustable elements, text and search fields.
    case formControls
    /// The screen's containers, of every kind.
    case containers
    /// The screen's landmark containers.
    case landmarks

    /// Whether an element stops this rotor.
    func lists(_ traits: SpokenElement.Traits) -> Bool {
        switch self {
        case .headings: traits.contains(.header)
        case .links: traits.contains(.link)
        case .formControls: !traits.isDisjoint(with: [.button, .toggleButton, .adjustable, .textField, .searchField]) && !traits.contains(.keyboardKey)
        case .containers, .landmarks: false
        }
    }

    /// Whether a container stops this rotor.
    func lists(_ container: Container) -> Bool {
        switch self {
        case .containers: true
        case .landmarks: container.kind == .landmark
        case .headings, .links, .formControls: false
        }
    }
}

/// What VoiceOver says, step by step, while the user navigates: turning the rotor to a rotor
/// and flicking down through it, or swiping through an element's custom actions.
public struct NavigationWalk: Sendable, Hashable {
    /// One thing VoiceOver does.
    public struct Step: Sendable, Hashable {
        /// Why VoiceOver speaks here.
        public enum Kind: String, Sendable, Hashable {
            /// The rotor's name, when the user turns to it.
            case rotorName
            /// An entry of the rotor, after a flick down.
            case entry
            /// The element whose actions are walked, as focused ("… Actions Available.").
            case focus
            /// A custom action's name, after a flick down.
            case action
            /// The element's own activation, listed after its custom actions.
            case defaultAction
            /// Past the last entry: VoiceOver plays its boundary sound and says nothing.
            case boundary
        }

        /// Why VoiceOver speaks here.
        public var kind: Kind
        /// What it says (no segments for the boundary sound).
        public var utterance: Utterance
        /// True when the words are English because the reader language's profile does not
        /// know VoiceOver's word for them.
        public var isUntranslated: Bool

        /// The step on one line: the words, an untranslated word marked with its language
        /// ("(en) Containers"), the boundary as "[boundary sound]".
        public var line: String {
            if kind == .boundary { return "[boundary sound]" }
            return isUntranslated ? "(\(utterance.language)) " + utterance.text : utterance.text
        }
    }

    /// The steps in order.
    public var steps: [Step]
    /// The screen reader's language.
    public var language: String

    /// The walk as text, one step a line.
    public var lines: [String] { steps.map(\.line) }

    /// One SSML document for the walk: a `<p>` per spoken step and, for the boundary sound,
    /// a `<mark name="boundary"/>` (no words). Always well-formed XML.
    public func ssml(hintPause milliseconds: Int = 500) -> String {
        var document = Utterance.ssmlDocumentStart(language: language)
        for step in steps {
            if step.kind == .boundary {
                document += "<mark name=\"boundary\"/>"
            } else {
                document += step.utterance.ssmlParagraph(documentLanguage: language, hintPause: milliseconds)
            }
        }
        return document + Utterance.ssmlDocumentEnd
    }
}

/// Walks a screen the way a VoiceOver user navigates it.
///
/// ```swift
/// let navigator = try ScreenNavigator(language: "en")
/// let walk = try navigator.walkRotor(named: "headings", in: screen)
/// walk.lines  // ["Headings", "Inbox. Heading.", "Archive. Heading.", "[boundary sound]"]
/// ```
///
/// Built-in rotor names and the default action are the reader language's words (profile
/// data); a custom rotor's name, its labelled entries and action names are the app's words,
/// in the screen's language.
public struct ScreenNavigator: Sendable {
    /// Composes each element's utterance; its languages are the screen's and the reader's.
    public let composer: UtteranceComposer

    /// A navigator composing with `composer`.
    public init(composer: UtteranceComposer) {
        self.composer = composer
    }

    /// A navigator for a screen in `language`, read by VoiceOver in `readerLanguage`
    /// (default: the screen's language).
    public init(language: String = "en", readerLanguage: String? = nil) throws(VocalizeError) {
        try self.init(composer: UtteranceComposer(language: language, readerLanguage: readerLanguage))
    }

    private var readerLocale: SpeechLocale { composer.readerLocale ?? composer.locale }

    /// The names the rotor offers on this screen: the built-in rotors in the reader's
    /// language, "Actions" when an element has custom actions, then the custom rotors.
    public func rotorNames(in screen: Screen) throws(VocalizeError) -> [String] {
        try rotors(in: screen).map(\.utterance.text)
    }

    /// The rotor names as `rotorNames(in:)`, each as the step VoiceOver speaks when the user
    /// turns to it (marked when its word is untranslated).
    public func rotors(in screen: Screen) throws(VocalizeError) -> [NavigationWalk.Step] {
        let words = try NavigationWords.resolve(readerLocale)
        var keys = BuiltInRotor.allCases.map(\.rawValue)
        if screen.elements.contains(where: { !$0.element.customActions.isEmpty }) { keys.append("actions") }
        var steps = keys.map { key in
            let word = words.rotorName(key)
            return spoken(.rotorName, role: .announcement, word.text, language: word.language, untranslated: word.isUntranslated)
        }
        for rotor in screen.customRotors {
            steps.append(spoken(.rotorName, role: .label, rotor.name, language: rotor.language ?? composer.locale.identifier))
        }
        return steps
    }

    /// What VoiceOver says when the user turns the rotor to `name` and flicks down through
    /// it: the rotor's name, each entry, then the boundary sound past the last one.
    ///
    /// `name` is a custom rotor's name, or a built-in rotor by key ("headings",
    /// "formControls") or by its name in the reader's language or in English.
    public func walkRotor(named name: String, in screen: Screen) throws(VocalizeError) -> NavigationWalk {
        let words = try NavigationWords.resolve(readerLocale)
        let screenTag = composer.locale.identifier
        var steps: [NavigationWalk.Step] = []
        if let rotor = screen.customRotors.first(where: { $0.name == name }) {
            let tag = rotor.language ?? screenTag
            steps.append(spoken(.rotorName, role: .label, rotor.name, language: tag))
            for entry in rotor.entries {
                switch entry {
                case .element(let reference):
                    steps.append(NavigationWalk.Step(kind: .entry, utterance: try composer.compose(try screen.element(reference)), isUntranslated: false))
                case .label(let label, let language):
                    steps.append(spoken(.entry, role: .label, label, language: language ?? tag))
                }
            }
        } else if let builtIn = try builtInRotor(named: name, words: words) {
            let rotorName = words.rotorName(builtIn.rawValue)
            steps.append(spoken(.rotorName, role: .announcement, rotorName.text, language: rotorName.language, untranslated: rotorName.isUntranslated))
            for entry in screen.entries {
                switch entry {
                case .element(let element, _) where builtIn.lists(element.traits):
                    steps.append(NavigationWalk.Step(kind: .entry, utterance: try composer.compose(element), isUntranslated: false))
                case .container(let container) where builtIn.lists(container):
                    steps.append(spoken(.entry, role: .label, container.label, language: container.language ?? screenTag))
                default:
                    break
                }
            }
        } else if isActionsRotor(name, words: words) {
            throw VocalizeError(.unsupportedOption, "The \"\(name)\" rotor lists the focused element's custom actions: walk them with walkActions(of:) (vocalize actions FILE --element ID).")
        } else {
            let known = try rotorNames(in: screen) + BuiltInRotor.allCases.map(\.rawValue)
            throw VocalizeError(.unsupportedOption, "This screen has no rotor \"\(name)\". Its rotors: \(known.map { "\"\($0)\"" }.joined(separator: ", ")).")
        }
        steps.append(NavigationWalk.Step(kind: .boundary, utterance: Utterance(segments: [], language: readerLocale.identifier), isUntranslated: false))
        return NavigationWalk(steps: steps, language: readerLocale.identifier)
    }

    /// What VoiceOver says as the user focuses an element with custom actions and flicks down
    /// through them: the element ("… Actions Available."), each action's name, then the
    /// element's own activation.
    public func walkActions(of element: SpokenElement) throws(VocalizeError) -> NavigationWalk {
        guard !element.customActions.isEmpty else {
            throw VocalizeError(.invalidElement, "The element has no custom actions.")
        }
        let words = try NavigationWords.resolve(readerLocale)
        let focused = try composer.compose(element)
        let actionTag = element.language ?? composer.locale.identifier
        var steps = [NavigationWalk.Step(kind: .focus, utterance: focused, isUntranslated: false)]
        for action in element.customActions {
            steps.append(spoken(.action, role: .label, action, language: actionTag))
        }
        let activate = words.defaultAction
        steps.append(spoken(.defaultAction, role: .announcement, activate.text, language: activate.language, untranslated: activate.isUntranslated))
        return NavigationWalk(steps: steps, language: readerLocale.identifier)
    }

    /// An announcement as VoiceOver speaks it: its text in its own language.
    public func announce(_ announcement: Announcement) -> Utterance {
        let tag = announcement.language ?? composer.locale.identifier
        return Utterance(segments: [Utterance.Segment(role: .announcement, text: announcement.text.trimmingSpaces, language: tag)], language: tag)
    }

    private func builtInRotor(named name: String, words: NavigationWords) throws(VocalizeError) -> BuiltInRotor? {
        let wanted = name.trimmingSpaces.lowercased()
        let english = try NavigationWords.resolve(SpeechLocale(NavigationWords.fallbackTag))
        return BuiltInRotor.allCases.first { rotor in
            rotor.rawValue.lowercased() == wanted
                || words.rotorName(rotor.rawValue).text.lowercased() == wanted
                || english.rotorName(rotor.rawValue).text.lowercased() == wanted
        }
    }

    private func isActionsRotor(_ name: String, words: NavigationWords) -> Bool {
        let wanted = name.trimmingSpaces.lowercased()
        let english = try? NavigationWords.resolve(SpeechLocale(NavigationWords.fallbackTag))
        return wanted == "actions" || words.rotorName("actions").text.lowercased() == wanted || english?.rotorName("actions").text.lowercased() == wanted
    }

    private func spoken(_ kind: NavigationWalk.Step.Kind, role: Utterance.Role, _ text: String, language: String, untranslated: Bool = false) -> NavigationWalk.Step {
        NavigationWalk.Step(kind: kind, utterance: Utterance(segments: [Utterance.Segment(role: role, text: text.trimmingSpaces, language: language)], language: language), isUntranslated: untranslated)
    }
}
