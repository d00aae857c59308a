// swift-tools-version: 6.1
// A small program using the Vocalize library: `swift run --package-path examples/SpeakElement`.
// It is its own package (depending on the repository by path) so the main package stays as is.
import PackageDescription

let package = Package(
    name: "SpeakElement",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Vocalize", path: "../..")],
    targets: [
        .executableTarget(
            name: "SpeakElement",
            dependencies: [.product(name: "Vocalize", package: "Vocalize")],
            path: ".",
            exclude: ["Package.swift"],
            sources: ["main.swift"]
        )
    ],
    swiftLanguageModes: [.v6]
)
