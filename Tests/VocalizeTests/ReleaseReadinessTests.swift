import Foundation
import Testing
@testable import Vocalize

/// The package as an app team adopts it: a license, a version that matches the changelog, and
/// public names that never clash with Apple's UI frameworks.
@Suite("Release readiness")
struct ReleaseReadinessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The changelog's newest version heading ("## 0.1.0 …") is the version Vocalize reports.
    @Test func theChangelogsNewestVersionIsVocalizesVersion() throws {
        let versions = try Self.text("CHANGELOG.md").split(separator: "\n")
            .filter { $0.hasPrefix("## ") && $0.dropFirst(3).first?.isNumber == true }
            .map { $0.dropFirst(3).prefix { $0 != " " } }
        #expect(versions.first.map(String.init) == VocalizeVersion.vocalize)
        #expect(VocalizeVersion.vocalize.hasPrefix("0."))
    }

    @Test func theLicenseIsApache2() throws {
        let license = try Self.text("LICENSE")
        #expect(license.contains("Apache License"))
        #expect(license.contains("Version 2.0, January 2004"))
        #expect(try Self.text("README.md").contains("Apache License, Version 2.0"))
    }

    /// Type names that SwiftUI, UIKit and AppKit declare at the top level and that a library
    /// about accessibility might also choose (Apple's documentation). A top-level Vocalize
    /// type of one of these names makes every file that imports both fail to compile.
    static let appleNames: Set<String> = [
        "AccessibilityTraits", "AccessibilityActionKind", "AccessibilityAdjustmentDirection",
        "AccessibilityChildBehavior", "AccessibilityHeadingLevel", "AccessibilityLabeledPairRole",
        "AccessibilityRotorEntry", "AccessibilityTextContentType", "AccessibilityCustomContentKey",
        "AccessibilityFocusState", "AccessibilitySystemRotor", "AccessibilityQuickActionStyle",
        "AccessibilityZoomGestureAction", "AccessibilityDirectTouchOptions",
        "AccessibilityAttachmentModifier", "AccessibilityTechnologies",
        "Text", "Label", "Image", "Button", "Toggle", "Link", "Section", "List", "Form", "Slider",
        "Stepper", "Picker", "TabView", "Tab", "Font", "Color", "Locale", "FormatStyle",
    ]

    /// Every top-level public type of the library and of VocalizeTesting, by name: a new type
    /// or a rename that would clash fails here rather than in an app.
    @Test func noPublicTypeClashesWithSwiftUIOrUIKit() throws {
        let sources = ["Sources/Vocalize", "Sources/VocalizeTesting"].map { Self.root.appendingPathComponent($0) }
        var names: [String] = []
        for directory in sources {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    // Top level only: nested types are indented.
                    let words = line.split(separator: " ")
                    guard line.hasPrefix("public "), words.count >= 3 else { continue }
                    let kindIndex = words[1] == "final" ? 2 : 1
                    guard ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(words[kindIndex]),
                          words.count > kindIndex + 1 else { continue }
                    let name = words[kindIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    names.append(String(name))
                }
            }
        }
        #expect(names.contains("SpokenElement"), "the scan found the library's types")
        #expect(names.count > 40)
        let clashes = names.filter { Self.appleNames.contains($0) || $0.hasPrefix("UI") || $0.hasPrefix("NS") }
        #expect(clashes.isEmpty, "public types named like SwiftUI/UIKit/AppKit types: \(clashes)")
    }
}
