import Foundation
import PackagePlugin

/// `swift package audit-accessibility [PATH…] [vocalize audit options]`: runs `vocalize audit`
/// on a package's string catalogs (by default every catalog under the package's folder), with
/// the options given (`--fail-on warning`, `--format sarif`, `--lang fr`…). The plugin exits
/// with the audit's status, so a CI step fails when the audit does.
@main
struct AuditAccessibility: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try audit(tool: context.tool(named: "VocalizeCLI").url, root: context.package.directoryURL, arguments: arguments)
    }

    /// Runs the audit; paths are the arguments before the first option, or `root`.
    func audit(tool: URL, root: URL, arguments: [String]) throws {
        let firstOption = arguments.firstIndex { $0.hasPrefix("-") } ?? arguments.endIndex
        let paths = arguments[..<firstOption].isEmpty ? [root.path] : Array(arguments[..<firstOption])
        let process = Process()
        process.executableURL = tool
        process.arguments = ["audit"] + paths + arguments[firstOption...]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("vocalize audit exited with status \(process.terminationStatus) (1: findings at or above --fail-on; 64–74: see `vocalize audit --help`).")
            exit(process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension AuditAccessibility: XcodeCommandPlugin {
    /// In Xcode: the project's folder.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try audit(tool: context.tool(named: "VocalizeCLI").url, root: context.xcodeProject.directoryURL, arguments: arguments)
    }
}
#endif
