import Foundation

/// A whole screen as VoiceOver navigates it: its elements in swiping order, the containers
/// and custom rotors the app declares, and the announcements it posts.
///
/// In a screen file (a JSON array or JSON Lines) an entry is an element unless its `kind`
/// says otherwise:
///
/// ```json
/// {"id": "inbox", "label": "Inbox", "traits": ["header"]}
/// {"kind": "container", "containerType": "landmark", "label": "Messages"}
/// {"kind": "rotor", "name": "Unread", "entries": [{"element": "anna"}, {"label": "Draft from Ben"}]}
/// {"kind": "announcement", "text": "Message sent", "language": "en"}
/// ```
public struct Screen: Sendable, Hashable {
    /// One entry of a screen.
    public enum Entry: Sendable, Hashable {
        /// An element VoiceOver focuses, with the id rotor entries may point at.
        case element(SpokenElement, id: String?)
        /// A container (UIKit's `accessibilityContainerType`), listed by the Containers and
        /// Landmarks rotors.
        case container(Container)
        /// A custom rotor (`UIAccessibilityCustomRotor`, SwiftUI's `accessibilityRotor`).
        case rotor(CustomRotor)
        /// An announcement the app posts (`UIAccessibility.post(notification: .announcement, …)`).
        case announcement(Announcement)
    }

    /// The entries in screen order.
    public var entries: [Entry]

    /// A screen of entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// Reads a screen file (JSON array or JSON Lines). Throws for the first entry that cannot
    /// be read, naming its index and line.
    public init(json data: Data) throws(VocalizeError) {
        var entries: [Entry] = []
        var failure: VocalizeError?
        ScreenStream.readEntries(data) { index, line, result in
            guard failure == nil else { return }
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let error): failure = VocalizeError(error.kind, "Entry \(index) (line \(line)): \(error.message)")
            }
        }
        if let failure { throw failure }
        self.init(entries: entries)
    }

    /// The elements in swiping order, each with its id.
    public var elements: [(element: SpokenElement, id: String?)] {
        entries.compactMap { if case .element(let element, let id) = $0 { (element, id) } else { nil } }
    }

    /// The custom rotors, in screen order.
    public var customRotors: [CustomRotor] {
        entries.compactMap { if case .rotor(let rotor) = $0 { rotor } else { nil } }
    }

    /// The element a rotor entry points at: by its `id`, or by its place among the elements
    /// (from 0). Throws when there is none.
    public func element(_ reference: ElementReference) throws(VocalizeError) -> SpokenElement {
        let elements = self.elements
        switch reference {
        case .id(let id):
            guard let found = elements.first(where: { $0.id == id }) else {
                let known = elements.compactMap(\.id)
                throw VocalizeError(.invalidElement, "No element has the id \"\(id)\"" + (known.isEmpty ? " (no element has an id)." : " (ids: \(known.joined(separator: ", "))))."))
            }
            return found.element
        case .index(let index):
            guard elements.indices.contains(index) else {
                throw VocalizeError(.invalidElement, "There is no element \(index): the screen has \(elements.count) element\(elements.count == 1 ? "" : "s"), counted from 0.")
            }
            return elements[index].element
        }
    }
}

/// Which element a rotor entry points at.
public enum ElementReference: Sendable, Hashable, CustomStringConvertible {
    /// The element whose `id` is this.
    case id(String)
    /// The element at this place among the screen's elements, counted from 0.
    case index(Int)

    public var description: String {
        switch self {
        case .id(let id): "\"\(id)\""
        case .index(let index): "\(index)"
        }
    }
}

/// A container of elements (UIKit's `UIAccessibilityContainerType`).
public struct Container: Sendable, Hashable {
    /// The kinds UIKit names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case semanticGroup, list, landmark, dataTable
    }

    /// What VoiceOver says for it in the Containers and Landmarks rotors.
    public var label: String
    /// What kind of container it is.
    public var kind: Kind
    /// The label's language; nil: the screen's language.
    public var language: String?

    /// A container with its label.
    public init(label: String, kind: Kind, language: String? = nil) {
        self.label = label
        self.kind = kind
        self.language = language
    }
}

/// An app's own rotor: a name and entries, like `UIAccessibilityCustomRotor` or SwiftUI's
/// `accessibilityRotor(_:entries:entryLabel:)`.
public struct CustomRotor: Sendable, Hashable {
    /// One stop of the rotor, like SwiftUI's `AccessibilityRotorEntry`.
    public enum Entry: Sendable, Hashable {
        /// Moves to an element, which VoiceOver then speaks as when it is focused.
        case element(ElementReference)
        /// Says its own label (in `language`, else the rotor's).
        case label(String, language: String?)
    }

    /// The rotor's name as the app gives it, said when the user turns to it.
    public var name: String
    /// The name's language (and that of labelled entries); nil: the screen's language.
    public var language: String?
    /// The entries in order.
    public var entries: [Entry]

    /// A rotor with its name and entries.
    public init(name: String, language: String? = nil, entries: [Entry]) {
        self.name = name
        self.language = language
        self.entries = entries
    }
}

/// An announcement an app posts, spoken in its own language.
public struct Announcement: Sendable, Hashable {
    /// What is announced.
    public var text: String
    /// Its language (`accessibilitySpeechLanguage`); nil: the screen's language.
    public var language: String?

    /// An announcement in a language.
    public init(_ text: String, language: String? = nil) {
        self.text = text
        self.language = language
    }
}

// MARK: - Reading entries from JSON

extension ScreenStream {
    /// Decodes one screen entry's JSON: an element, or by its `kind` a container, rotor or
    /// announcement.
    public static func screenEntry(from bytes: [UInt8]) -> Result<Screen.Entry, VocalizeError> {
        parsed(bytes).flatMap { screenEntry(from: $0.value, numberTexts: $0.numberTexts) }
    }

    static func screenEntry(from value: JSONValue, numberTexts: [String: String] = [:]) -> Result<Screen.Entry, VocalizeError> {
        do throws(VocalizeError) {
            guard case .object(let members) = value else { throw VocalizeError(.invalidElement, "an element should be a JSON object") }
            let (kindMember, idMember) = ScreenJSON.kindAndID(members)
            let kind = try ScreenJSON.string(kindMember, "kind") ?? "element"
            switch kind {
            case "element":
                let id = try ScreenJSON.string(idMember, "id")
                // The element itself is read as `element(from:)` reads one: strictly.
                var elementMembers = members
                elementMembers["kind"] = nil
                elementMembers["id"] = nil
                switch element(from: .object(elementMembers), numberTexts: numberTexts) {
                case .success(let element): return .success(.element(element, id: id))
                case .failure(let error): throw error
                }
            case "container":
                let typeName = try ScreenJSON.string(members, "containerType") ?? Container.Kind.semanticGroup.rawValue
                guard let type = Container.Kind(rawValue: typeName) else {
                    throw VocalizeError(.invalidElement, "\"containerType\" \"\(typeName)\" is not one of \(Container.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
                guard let label = try ScreenJSON.string(members, "label"), !label.trimmingSpaces.isEmpty else {
                    throw VocalizeError(.invalidElement, "a container needs a \"label\", what VoiceOver says for it.")
                }
                return .success(.container(Container(label: label, kind: type, language: try ScreenJSON.string(members, "language"))))
            case "rotor":
                guard let name = try ScreenJSON.string(members, "name"), !name.trimmingSpaces.isEmpty else {
                    throw VocalizeError(.invalidElement, "a rotor needs a \"name\".")
                }
                guard case .array(let items)? = members["entries"] else {
                    throw VocalizeError(.invalidElement, "a rotor needs \"entries\", an array of {\"element\": id or index} or {\"label\": text}.")
                }
                var entries: [CustomRotor.Entry] = []
                for (index, item) in items.enumerated() {
                    entries.append(try rotorEntry(item, index: index))
                }
                return .success(.rotor(CustomRotor(name: name, language: try ScreenJSON.string(members, "language"), entries: entries)))
            case "announcement":
                guard let text = try ScreenJSON.string(members, "text"), !text.trimmingSpaces.isEmpty else {
                    throw VocalizeError(.invalidElement, "an announcement needs a \"text\".")
                }
                return .success(.announcement(Announcement(text, language: try ScreenJSON.string(members, "language"))))
            default:
                throw VocalizeError(.invalidElement, "\"kind\" \"\(kind)\" is not one of element, container, rotor, announcement.")
            }
        } catch {
            return .failure(error)
        }
    }

    private static func rotorEntry(_ item: JSONValue, index: Int) throws(VocalizeError) -> CustomRotor.Entry {
        guard case .object(let members) = item else {
            throw VocalizeError(.invalidElement, "rotor entry \(index) should be an object: {\"element\": id or index} or {\"label\": text}.")
        }
        if let label = try ScreenJSON.string(members, "label") {
            guard !label.trimmingSpaces.isEmpty else { throw VocalizeError(.invalidElement, "rotor entry \(index) has an empty \"label\".") }
            return .label(label, language: try ScreenJSON.string(members, "language"))
        }
        switch members["element"] {
        case .string(let id)?:
            return .element(.id(id))
        case .number(let number)? where number >= 0 && number == number.rounded() && number < 1e9:
            return .element(.index(Int(number)))
        default:
            throw VocalizeError(.invalidElement, "rotor entry \(index) needs \"element\" (an element's id, or its place from 0) or \"label\".")
        }
    }

    /// Reads every entry of a screen in memory, with its index and line.
    static func readEntries(_ data: Data, _ body: (Int, Int, Result<Screen.Entry, VocalizeError>) -> Void) {
        var splitter = ElementSplitter()
        func emit(_ piece: ElementSplitter.Piece) {
            switch piece.content {
            case .failure(let failure): body(piece.index, piece.line, .failure(VocalizeError(.invalidElement, failure.message)))
            case .success(let bytes): body(piece.index, piece.line, screenEntry(from: bytes))
            }
        }
        data.withUnsafeBytes { bytes in splitter.consume(bytes, emit: emit) }
        splitter.finish(emit: emit)
    }
}

/// Small readers for a screen entry's JSON members.
enum ScreenJSON {
    /// The member as a string; nil when absent or null; throws when it is another kind.
    static func string(_ members: [String: JSONValue], _ key: String) throws(VocalizeError) -> String? {
        try string(members[key], key)
    }

    /// A member's value as a string; nil when absent or null; throws when it is another kind.
    static func string(_ member: JSONValue?, _ key: String) throws(VocalizeError) -> String? {
        switch member {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw VocalizeError(.invalidElement, "\"\(key)\" should be a string, not \(other.kindName).")
        }
    }

    /// The "kind" and "id" members, found in one pass over the keys: two dictionary look-ups
    /// would hash both names for every element of a streamed screen, a measurable share of it.
    static func kindAndID(_ members: [String: JSONValue]) -> (kind: JSONValue?, id: JSONValue?) {
        var kind: JSONValue?
        var id: JSONValue?
        for index in members.indices {
            let key = members.keys[index]
            let length = key.utf8.count
            if length == 4, key == "kind" {
                kind = members.values[index]
            } else if length == 2, key == "id" {
                id = members.values[index]
            }
        }
        return (kind, id)
    }
}
