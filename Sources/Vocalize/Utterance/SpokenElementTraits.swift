extension SpokenElement {
    /// What an element is and what state it is in, as UIKit's `UIAccessibilityTraits` says it:
    /// every UIKit trait, plus `tab` and `textField`, which VoiceOver names but UIKit keeps private.
    ///
    /// ```swift
    /// let traits: SpokenElement.Traits = [.button, .selected]
    /// let parsed = try SpokenElement.Traits(names: ["button", "notEnabled"])
    /// ```
    ///
    /// On Apple platforms a view's own traits convert directly:
    /// `SpokenElement.Traits(view.accessibilityTraits)` from UIKit's `UIAccessibilityTraits`,
    /// and `SpokenElement.Traits(swiftUI:)` from SwiftUI's `AccessibilityTraits`.
    ///
    /// (Nested, rather than a top-level `AccessibilityTraits`, so that it never clashes with
    /// SwiftUI's type of that name in a file that imports both.)
    public struct Traits: OptionSet, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// No traits.
        public static let none: Traits = []
        /// Acts as a button: "Button".
        public static let button = Traits(rawValue: 1 << 0)
        /// Opens a link: "Link".
        public static let link = Traits(rawValue: 1 << 1)
        /// A heading: "Heading".
        public static let header = Traits(rawValue: 1 << 2)
        /// A search field: "Search Field".
        public static let searchField = Traits(rawValue: 1 << 3)
        /// An image: "Image".
        public static let image = Traits(rawValue: 1 << 4)
        /// Currently selected: "Selected: " before the label.
        public static let selected = Traits(rawValue: 1 << 5)
        /// Plays its own sound when activated (silent).
        public static let playsSound = Traits(rawValue: 1 << 6)
        /// A keyboard key (silent; also silences "Button").
        public static let keyboardKey = Traits(rawValue: 1 << 7)
        /// Text that does not change (silent).
        public static let staticText = Traits(rawValue: 1 << 8)
        /// Summarises the app's state on launch (silent).
        public static let summaryElement = Traits(rawValue: 1 << 9)
        /// The element is disabled; VoiceOver says "Dimmed".
        public static let notEnabled = Traits(rawValue: 1 << 10)
        /// Its value updates often (silent).
        public static let updatesFrequently = Traits(rawValue: 1 << 11)
        /// Starts media when activated (silent).
        public static let startsMediaSession = Traits(rawValue: 1 << 12)
        /// Adjusted by swiping: "Adjustable" and its hint.
        public static let adjustable = Traits(rawValue: 1 << 13)
        /// Takes direct touch (silent).
        public static let allowsDirectInteraction = Traits(rawValue: 1 << 14)
        /// Turns the page when read to the end (silent).
        public static let causesPageTurn = Traits(rawValue: 1 << 15)
        /// A tab bar container (silent).
        public static let tabBar = Traits(rawValue: 1 << 16)
        /// With `button`, a switch: VoiceOver says "Switch Button" and reads the value as On/Off/Mixed.
        public static let toggleButton = Traits(rawValue: 1 << 17)
        /// Can be zoomed (silent).
        public static let supportsZoom = Traits(rawValue: 1 << 18)
        /// An item of a tab bar; VoiceOver says "Tab".
        public static let tab = Traits(rawValue: 1 << 19)
        /// An editable text field; VoiceOver says "Text Field".
        public static let textField = Traits(rawValue: 1 << 20)

        /// Every named trait, in UIKit's spelling, in declaration order.
        public static let named: [(name: String, trait: Traits)] = [
            ("none", .none), ("button", .button), ("link", .link), ("header", .header),
            ("searchField", .searchField), ("image", .image), ("selected", .selected),
            ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
            ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
            ("updatesFrequently", .updatesFrequently), ("startsMediaSession", .startsMediaSession),
            ("adjustable", .adjustable), ("allowsDirectInteraction", .allowsDirectInteraction),
            ("causesPageTurn", .causesPageTurn), ("tabBar", .tabBar), ("toggleButton", .toggleButton),
            ("supportsZoom", .supportsZoom), ("tab", .tab), ("textField", .textField),
        ]

        /// SwiftUI's names for the same traits (`.isButton`, `.isToggle`), accepted when parsing.
        static let swiftUIAliases: [String: Traits] = [
            "isButton": .button, "isLink": .link, "isHeader": .header, "isSearchField": .searchField,
            "isImage": .image, "isSelected": .selected, "isKeyboardKey": .keyboardKey,
            "isStaticText": .staticText, "isSummaryElement": .summaryElement, "isToggle": .toggleButton,
            "isTabBar": .tabBar,
        ]

        private static let byName: [String: Traits] = {
            var names = swiftUIAliases
            for (name, trait) in named { names[name] = trait }
            return names
        }()

        /// The trait with a UIKit name ("notEnabled") or SwiftUI name ("isButton"); throws, listing
        /// the valid names, for anything else.
        public init(name: String) throws(VocalizeError) {
            let trimmed = name.trimmingSpaces
            guard let trait = Self.byName[trimmed] else {
                throw VocalizeError(
                    .invalidElement,
                    "Unknown accessibility trait \"\(name)\". Valid traits (UIKit names): \(Self.named.map(\.name).joined(separator: ", ")).")
            }
            self = trait
        }

        /// The union of named traits.
        public init<Names: Sequence>(names: Names) throws(VocalizeError) where Names.Element == String {
            var traits: Traits = []
            for name in names { traits.formUnion(try Traits(name: name)) }
            self = traits
        }

        /// Parses a comma-separated list: "button,selected". An empty string is no traits.
        public init(list: String) throws(VocalizeError) {
            try self.init(names: list.split(separator: ",").map(String.init).filter { !$0.trimmingSpaces.isEmpty })
        }

        /// The UIKit names of the traits set, in declaration order.
        public var names: [String] {
            Self.named.filter { !$0.trait.isEmpty && contains($0.trait) }.map(\.name)
        }

        public var description: String { "[" + names.joined(separator: ", ") + "]" }
    }
}

extension SpokenElement.Traits: Codable {
    /// Encoded as an array of UIKit names: `["button", "selected"]`.
    public init(from decoder: any Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        do {
            try self.init(names: names)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
