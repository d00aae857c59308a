import Foundation

/// PCM audio read from, and written as, a RIFF/WAVE file: the format chunk kept as is, the
/// samples as bytes. Enough to join the pieces a TTS engine writes run by run.
struct WAVAudio: Sendable, Hashable {
    /// The body of the "fmt " chunk (encoding, channels, sample rate, …), compared byte for
    /// byte when joining.
    var format: [UInt8]
    /// The body of the "data" chunk.
    var samples: [UInt8]

    /// Parses a WAV file's bytes; `source` names it in errors.
    init(bytes: [UInt8], source: String) throws(VocalizeError) {
        guard bytes.count >= 12, Self.tag(bytes, 0) == "RIFF", Self.tag(bytes, 8) == "WAVE" else {
            throw VocalizeError(.externalTool, "\(source) is not a WAV file (no RIFF/WAVE header).")
        }
        var format: [UInt8]?
        var samples: [UInt8]?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = Self.tag(bytes, offset)
            let declared = Int(Self.uint32(bytes, offset + 4))
            let start = offset + 8
            // Engines that stream write a placeholder size; the chunk then runs to the end.
            let end = min(start + declared, bytes.count)
            if id == "fmt " { format = Array(bytes[start..<end]) }
            if id == "data" { samples = Array(bytes[start..<end]) }
            offset = end + (declared & 1)
        }
        guard let format, format.count >= 16, let samples else {
            throw VocalizeError(.externalTool, "\(source) has no audio: its format or data chunk is missing.")
        }
        self.format = format
        self.samples = samples
    }

    init(format: [UInt8], samples: [UInt8]) {
        self.format = format
        self.samples = samples
    }

    /// The audio followed by another piece in the same format.
    func appending(_ other: WAVAudio) throws(VocalizeError) -> WAVAudio {
        guard other.format == format else {
            throw VocalizeError(.externalTool, "Cannot join audio in different formats (\(description) and \(other.description)); choose voices with the same sample format.")
        }
        return WAVAudio(format: format, samples: samples + other.samples)
    }

    /// The channel count, sample rate and bits per sample, for messages.
    var description: String {
        let channels = Int(format[2]) | Int(format[3]) << 8
        let rate = Self.uint32(format, 4)
        let bits = Int(format[14]) | Int(format[15]) << 8
        return "\(channels) channel(s), \(rate) Hz, \(bits) bit"
    }

    /// Seconds of audio.
    var duration: Double {
        let byteRate = Self.uint32(format, 8)
        return byteRate == 0 ? 0 : Double(samples.count) / Double(byteRate)
    }

    /// The complete file: RIFF header, format chunk, data chunk.
    var fileBytes: [UInt8] {
        let formatPadding = format.count & 1
        let samplesPadding = samples.count & 1
        let riffSize = 4 + 8 + format.count + formatPadding + 8 + samples.count + samplesPadding
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 + riffSize)
        bytes += Array("RIFF".utf8) + Self.littleEndian(UInt32(riffSize)) + Array("WAVE".utf8)
        bytes += Array("fmt ".utf8) + Self.littleEndian(UInt32(format.count)) + format
        if formatPadding == 1 { bytes.append(0) }
        bytes += Array("data".utf8) + Self.littleEndian(UInt32(samples.count)) + samples
        if samplesPadding == 1 { bytes.append(0) }
        return bytes
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { value, index in value | UInt32(bytes[offset + index]) << (8 * index) }
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// Writes many utterances' audio into one WAV file as they come, so a run of a thousand
/// elements writes each sample once rather than rewriting the whole file per element.
///
/// The file is created when the writer is made (so an unwritable path fails before any work);
/// the header's sizes are brought up to date after every piece, so the file is a valid WAV
/// even if the program stops early.
public final class WAVFileWriter {
    /// Where the audio goes.
    public let url: URL
    private let handle: FileHandle
    private var format: [UInt8]?
    private var sampleBytes = 0
    private var dataSizeOffset: UInt64 = 0

    /// Creates (or empties) the file.
    ///
    /// - Throws: `.outputUnavailable` when the file cannot be created.
    public init(url: URL) throws(VocalizeError) {
        self.url = url
        guard FileManager.default.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else {
            let folder = url.deletingLastPathComponent().path
            let reason = FileManager.default.fileExists(atPath: folder) ? "permission denied or not a file" : "no folder \(folder)"
            throw VocalizeError(.outputUnavailable, "Cannot create the WAV file \(url.path) (\(reason)).")
        }
        self.handle = handle
    }

    deinit {
        try? handle.close()
    }

    /// Seconds of audio written so far.
    public var duration: Double {
        guard let format else { return 0 }
        let byteRate = Int(format[8]) | Int(format[9]) << 8 | Int(format[10]) << 16 | Int(format[11]) << 24
        return byteRate == 0 ? 0 : Double(sampleBytes) / Double(byteRate)
    }

    /// Adds a piece of audio after what is written; its format must match the first piece's.
    func append(_ audio: WAVAudio) throws(VocalizeError) {
        do {
            if let format {
                guard audio.format == format else {
                    throw VocalizeError(.externalTool, "Cannot join audio in different formats (\(WAVAudio(format: format, samples: []).description) and \(audio.description)); choose voices with the same sample format.")
                }
            } else {
                // The header with empty sizes; the sizes are written below.
                let header = WAVAudio(format: audio.format, samples: []).fileBytes
                try handle.write(contentsOf: header)
                dataSizeOffset = UInt64(header.count - 4)
                format = audio.format
            }
            try handle.seekToEnd()
            try handle.write(contentsOf: audio.samples)
            sampleBytes += audio.samples.count
            try updateSizes()
        } catch let error as VocalizeError {
            throw error
        } catch {
            throw VocalizeError(.outputUnavailable, "Cannot write the audio to \(url.path): \(error.localizedDescription).")
        }
    }

    private func updateSizes() throws {
        let riffSize = UInt64(dataSizeOffset) + 4 + UInt64(sampleBytes) - 8
        try handle.seek(toOffset: 4)
        try handle.write(contentsOf: Self.littleEndian(UInt32(truncatingIfNeeded: riffSize)))
        try handle.seek(toOffset: dataSizeOffset)
        try handle.write(contentsOf: Self.littleEndian(UInt32(truncatingIfNeeded: sampleBytes)))
    }

    /// Finishes the file. A WAV needs one piece of audio to know its format; with none, the
    /// empty file is removed and the error says so.
    public func close() throws(VocalizeError) {
        try? handle.synchronize()
        guard format != nil else {
            try? FileManager.default.removeItem(at: url)
            throw VocalizeError(.invalidElement, "There was nothing to speak, so no WAV file was written to \(url.path).")
        }
        // An odd data size needs one pad byte to keep the RIFF chunk aligned.
        if sampleBytes & 1 == 1 {
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: [0])
        }
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
