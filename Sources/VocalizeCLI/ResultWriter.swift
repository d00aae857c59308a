import ArgumentParser
import Foundation
import Vocalize

/// Writes every input's result of one run: a line per input on stdout in the chosen format,
/// errors on stderr, and the audio through espeak-ng when asked (one WAV file per run).
///
/// Line N of the output is input N whenever a run has several inputs: a failed input is a
/// JSON line with an "error", or an empty line in text and SSML.
final class ResultWriter {
    private let options: OutputOptions
    /// Several inputs (or standard input): keep lines aligned and name the input in errors.
    private let aligned: Bool
    /// Whether an error names its input ("element 3 (line 4): …"): with several inputs, and
    /// for a screen even when its elements become one document.
    private let namesInputs: Bool
    private let engine: EspeakEngine?
    private let wavWriter: WAVFileWriter?
    private var output = StandardOutput()
    /// How many inputs failed, and the exit status of the first one.
    private(set) var failures = 0
    private(set) var firstFailureStatus: Int32?
    /// Called before anything is written on stderr (the progress line clears itself).
    var beforeError: () -> Void = {}

    /// Prepares the outputs. espeak-ng and the WAV file are checked first, so a missing engine
    /// (69) or an unwritable file (73) fails before anything is printed.
    init(options: OutputOptions, aligned: Bool, namesInputs: Bool? = nil) throws(VocalizeError) {
        self.options = options
        self.aligned = aligned
        self.namesInputs = namesInputs ?? aligned
        engine = options.speak || options.wavFile != nil || options.phonemes ? try EspeakEngine() : nil
        wavWriter = try options.wavFile.map { path throws(VocalizeError) in try WAVFileWriter(url: URL(fileURLWithPath: path)) }
    }

    /// Writes one input's outcome. Errors of the engine or the WAV file end the run (thrown);
    /// an input that cannot be spoken is reported and the run goes on.
    func write(_ record: UtteranceRecord, describe: (UtteranceRecord) -> String) throws(VocalizeError) {
        switch record.result {
        case .success(let utterance):
            // The audio is written first, so a file that cannot take it (a full disk) stops the
            // run before the text of an utterance that was not recorded is shown.
            if let engine, let wavWriter {
                do {
                    try engine.write(utterance, to: wavWriter, voice: options.voice)
                } catch {
                    output.flush()
                    throw error
                }
            }
            if let engine, options.phonemes {
                output.writeLine(try engine.phonemes(utterance, voice: options.voice, alphabet: .ipa).description)
            } else {
                switch options.format {
                case .text: output.writeLine(Self.oneLine(utterance.text))
                case .json: output.writeLine(record.jsonString())
                case .ssml: output.writeLine(utterance.ssml())
                }
            }
            do {
                try hear(utterance)
            } catch {
                output.flush()
                throw error
            }
        case .failure(let error):
            failures += 1
            if firstFailureStatus == nil { firstFailureStatus = exitStatus(for: error) }
            if options.format == .json, !options.phonemes {
                output.writeLine(record.jsonString())
            } else if aligned {
                output.writeLine("")
            }
            // stdout first, so the two streams interleave in order on a terminal.
            output.flush()
            beforeError()
            let prefix = namesInputs ? "\(describe(record)): " : ""
            FileHandle.standardError.write(Data("vocalize: \(prefix)\(error.message)\n".utf8))
        }
    }

    /// Writes a line as it is (an SSML document's start or end).
    func writeRaw(_ line: String) {
        output.writeLine(line)
    }

    private func hear(_ utterance: Utterance) throws(VocalizeError) {
        guard let engine else { return }
        if options.speak {
            output.flush()
            do {
                try engine.speak(utterance, voice: options.voice)
            } catch where error.kind == .externalTool {
                throw VocalizeError(.externalTool, error.message + " Use --wav FILE, or --phonemes to read what would be said.")
            }
        }
    }

    /// Flushes stdout, closes the WAV file, and exits with the first failure's status if any
    /// input failed.
    func finish() throws {
        output.flush()
        if let wavWriter {
            do {
                try wavWriter.close()
            } catch {
                // With every input failed there is no audio; the failures already say why.
                if failures == 0 || error.kind == .outputFailed {
                    FileHandle.standardError.write(Data("vocalize: \(error.message)\n".utf8))
                    throw ExitCode(exitStatus(for: error))
                }
            }
        }
        if let firstFailureStatus { throw ExitCode(firstFailureStatus) }
    }

    /// The text with line breaks made spaces, so one result is one line.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}

/// Buffered standard output: one write per 64 KiB rather than per line, except on a
/// terminal, where each line shows at once.
struct StandardOutput {
    private var buffer: [UInt8] = []
    private let interactive = isatty(STDOUT_FILENO) == 1

    init() {
        buffer.reserveCapacity(1 << 16)
    }

    mutating func writeLine(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if interactive || buffer.count >= 1 << 16 { flush() }
    }

    /// Writes bytes as they are (a line's pieces; the caller ends the line).
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count >= 1 << 16 {
            flush()
            writeAll(bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if (interactive && bytes.last == 0x0A) || buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 {
                if written < 0, errno == EINTR { continue }
                return  // stdout is closed (a pipe's reader left); nothing more can be shown
            }
            offset += written
        }
    }
}
