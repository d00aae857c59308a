// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for Vocalize, in their own package so `swift test` never builds them.
// Build and run with ./fuzz.sh (see README.md): every module is compiled with
// `-sanitize=fuzzer,address`, which gives libFuzzer its coverage and its `main`.
let fuzzTargets = ["FuzzNumbers", "FuzzDates", "FuzzPhones", "FuzzScreens", "FuzzProfiles", "FuzzCustomRules", "FuzzText", "FuzzRead"]
    + ["FuzzAudit"]  // the catalog readers of `vocalize audit` (.xcstrings, .strings, .stringsdict, Android)

let package = Package(
    name: "VocalizeFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Vocalize", path: "..")
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "Vocalize", package: "Vocalize")],
            path: "Targets/FuzzSupport"
        )
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "Vocalize", package: "Vocalize")],
                path: "Targets/\(name)"
            )
        },
    swiftLanguageModes: [.v6]
)
