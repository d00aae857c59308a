import Foundation
import Testing

/// Runs the built `vocalize` binary, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `vocalize` executable next to the test bundle in the build products folder.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the test runner lives inside an .xctest bundle.
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("vocalize").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("vocalize")
    }()

    /// Runs `vocalize` with arguments and optional standard input; never throws for a non-zero exit.
    static func run(_ arguments: [String], stdin: String? = nil, stdinBytes: Data? = nil, environment: [String: String]? = nil) throws -> Result {
        // A child that exits before reading its input must not kill the test runner with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = Pipe()
        process.standardInput = input
        try process.run()
        // Input is written on its own thread: a child that answers as it reads would fill the
        // output pipe and wait for us while we still wait to finish writing its input.
        let writer = input.fileHandleForWriting
        let bytes = stdinBytes ?? Data((stdin ?? "").utf8)
        Thread.detachNewThread {
            try? writer.write(contentsOf: bytes)
            try? writer.close()
        }
        // Drain stderr on another thread while reading stdout, so neither pipe can fill up
        // and block the child.
        let errorReader = ErrorReader(handle: errors.fileHandleForReading)
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = errorReader.finish()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a background thread.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the pipe; `data` is only read after the semaphore orders the write.
    func finish() -> Data {
        done.wait()
        return data
    }
}
