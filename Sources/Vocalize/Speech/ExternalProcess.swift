import Foundation
import Synchronization

/// Runs an external program to completion, feeding its standard input and collecting its
/// standard output and error.
struct ExternalProcess: Sendable {
    /// What the program did.
    struct Outcome: Sendable {
        var status: Int32
        var standardOutput: Data
        var standardError: Data

        var errorText: String { String(decoding: standardError, as: UTF8.self) }
        var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    var executable: URL

    /// Runs the program. Input is written and both outputs are read on their own threads, so
    /// no pipe can fill up and block the child.
    func run(_ arguments: [String], input: String? = nil) throws(VocalizeError) -> Outcome {
        Self.ignoreBrokenPipes
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        do {
            try process.run()
        } catch {
            throw VocalizeError(.externalTool, "Cannot run \(executable.path): \(error.localizedDescription).")
        }
        let writer = inputPipe.fileHandleForWriting
        let inputData = Data((input ?? "").utf8)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            // A child that exits without reading everything closes the pipe; the write error
            // is irrelevant then, its exit status tells what happened.
            try? writer.write(contentsOf: inputData)
            try? writer.close()
        }
        let errorData = DataBox()
        let errorReader = errorPipe.fileHandleForReading
        DispatchQueue.global().async(group: group) {
            errorData.store(errorReader.readDataToEndOfFile())
        }
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: outputData, standardError: errorData.data)
    }

    /// A child that exits before reading all its input turns our write into SIGPIPE, whose
    /// default action would kill the whole host process; with it ignored the write just fails.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Finds a program: a path containing "/" is used as given; a bare name is looked up on PATH.
    static func locate(_ name: String, path: String?) -> URL? {
        let files = FileManager.default
        if name.contains("/") {
            return files.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil
        }
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if files.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Data handed from a reader thread to the caller.
private final class DataBox: Sendable {
    private let storage = Mutex(Data())
    func store(_ data: Data) { storage.withLock { $0 = data } }
    var data: Data { storage.withLock { $0 } }
}
