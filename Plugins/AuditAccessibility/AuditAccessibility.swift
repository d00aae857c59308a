import Foundation
import PackagePlugin

/// `swift package audit-accessibility [PATH…] [vocalize audit options]`: builds `vocalize`
/// (release) and runs `vocalize audit` on the package's string catalogs (by default every
/// catalog under the package's folder), with the options given (`--fail-on warning`,
/// `--format sarif`, `--lang fr`…). The command fails with the audit's status, so a CI step
/// fails when the audit does.
@main
struct AuditAccessibility: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        // The tool is built through the package manager: a plugin cannot name an executable
        // target of its own package as a tool dependency when the product is named otherwise.
        let build = try packageManager.build(.product("vocalize"), parameters: .init(configuration: .release, echoLogs: false))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "vocalize" }) else {
            Diagnostics.error("building vocalize failed:\n\(build.logText)")
            exit(70)
        }
        let firstOption = arguments.firstIndex { $0.hasPrefix("-") } ?? arguments.endIndex
        let paths = arguments[..<firstOption].isEmpty ? [context.package.directoryURL.path] : Array(arguments[..<firstOption])
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["audit"] + paths + arguments[firstOption...]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("vocalize audit exited with status \(process.terminationStatus) (1: findings at or above --fail-on; 64–74: see `vocalize audit --help`).")
            exit(process.terminationStatus)
        }
    }
}
