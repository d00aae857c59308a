// swift-tools-version: 6.1
// Vocalize: the words a screen reader should say, in the listener's language.
// Licensed under the Apache License, Version 2.0; see LICENSE.
import PackageDescription

/// The locale profiles embedded into the binary (`Locales/<tag>.json`). Adding a language is
/// adding its file, naming it here and in `Locales/EmbeddedLocaleProfiles.c`; a test fails
/// when the three disagree. (The list is explicit because SwiftPM caches manifests by content,
/// so a manifest that listed the folder would not see a new file.)
let localeTags = [
    "af", "ar", "az", "be", "bg", "bn", "bs", "ca", "cs", "cy", "da", "de", "de-AT", "de-CH",
    "el", "en", "en-AU", "en-GB", "en-IE", "en-IN", "en-ZA", "es", "es-AR", "es-CO", "es-MX",
    "es-US", "et", "eu", "fa", "fi", "fil", "fr", "fr-BE", "fr-CA", "fr-CH", "gl", "he", "hi",
    "hr", "hu", "hy", "id", "is", "it", "ja", "ka", "kk", "kn", "ko", "lt", "lv", "mk", "mr",
    "ms", "nb", "nl", "nl-BE", "pl", "pt", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sq", "sr",
    "sr-Latn", "sv", "sw", "te", "th", "tr", "uk", "ur", "uz", "vi", "zh", "zh-Hans", "zh-Hant",
    "zh-HK",
]

let package = Package(
    name: "Vocalize",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Vocalize", targets: ["Vocalize"]),
        .executable(name: "vocalize", targets: ["VocalizeCLI"]),
        // Snapshot strategies for app teams: what VoiceOver says on their screens, per language.
        .library(name: "VocalizeTesting", targets: ["VocalizeTesting"]),
        // `swift package audit-accessibility`: vocalize audit on a package's string catalogs.
        .plugin(name: "AuditAccessibility", targets: ["AuditAccessibility"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: builds the DocC catalogs (see README).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c"])]
        ),
        .target(
            name: "CVocalizeICU",
            dependencies: ["CICU"]
        ),
        .target(
            name: "VocalizeLocales",
            path: "Locales",
            // A C target: `#embed` takes the JSON in as bytes (see EmbeddedLocaleProfiles.c).
            exclude: ["README.md"] + (localeTags + ["root", "profile.schema"]).map { "\($0).json" }
        ),
        .target(
            name: "Vocalize",
            dependencies: ["CVocalizeICU", "VocalizeLocales"]
        ),
        .target(
            name: "VocalizeTesting",
            dependencies: [
                "Vocalize",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "VocalizeCLI",
            dependencies: [
                "Vocalize",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "AuditAccessibility",
            capability: .command(
                intent: .custom(verb: "audit-accessibility", description: "List localized strings a screen reader would misread (vocalize audit)."),
                permissions: []
            )
        ),
        .testTarget(
            name: "VocalizeTests",
            dependencies: ["Vocalize"]
        ),
        .testTarget(
            name: "LocaleSnapshotTests",
            dependencies: [
                "Vocalize",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "VocalizeTestingTests",
            dependencies: ["Vocalize", "VocalizeTesting"],
            exclude: ["__Snapshots__"]
        ),
        // The example in examples/AppScreenSnapshots is an app team's test, run with the rest.
        .testTarget(
            name: "AppScreenSnapshots",
            dependencies: ["Vocalize", "VocalizeTesting"],
            path: "examples/AppScreenSnapshots",
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "GoldenTests",
            dependencies: ["Vocalize"],
            exclude: ["Corpus", "WrittenForms", "RealStrings", "golden-check"]
        ),
        .testTarget(
            name: "VocalizeCLITests",
            // Depending on the executable makes `swift test` build the binary the tests run.
            dependencies: ["Vocalize", "VocalizeCLI"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
