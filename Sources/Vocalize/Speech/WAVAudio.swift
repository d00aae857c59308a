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
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw VocalizeError(.outputUnavailable, "Cannot create the WAV file \(url.path): \(String(cString: strerror(errno))).")
        }
        self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Seconds of audio written so far.
    public var duration: Double {
        guard let format else { return 0 }
        let byteRate = Int(format[8]) | Int(format[9]) << 8 | Int(format[10]) << 16 | Int(format[11]) << 24
        return byteRate == 0 ? 0 : Double(sampleBytes) / Double(byteRate)
    }

    /// Adds a piece of audio after what is written; its format must match the first piece's.
    func append(_ audio: WAVAudio) throws(VocalizeError) {
        if let format {
            guard audio.format == format else {
                throw VocalizeError(.externalTool, "Cannot join audio in different formats (\(WAVAudio(format: format, samples: []).description) and \(audio.description)); choose voices with the same sample format.")
            }
        } else {
            // The header with empty sizes; the sizes are written below.
            let header = WAVAudio(format: audio.format, samples: []).fileBytes
            try write(header, at: 0)
            dataSizeOffset = UInt64(header.count - 4)
            format = audio.format
        }
        try write(audio.samples, at: dataSizeOffset + 4 + UInt64(sampleBytes))
        sampleBytes += audio.samples.count
        try updateSizes()
    }

    private func updateSizes() throws(VocalizeError) {
        let riffSize = UInt64(dataSizeOffset) + 4 + UInt64(sampleBytes) - 8
        try write(Self.littleEndian(UInt32(truncatingIfNeeded: riffSize)), at: 4)
        try write(Self.littleEndian(UInt32(truncatingIfNeeded: sampleBytes)), at: dataSizeOffset)
    }

    /// Writes bytes at an offset with `pwrite`, so a full disk or an I/O error is an error
    /// (`.outputFailed`, exit 74) rather than audio silently lost.
    private func write(_ bytes: [UInt8], at offset: UInt64) throws(VocalizeError) {
        let descriptor = handle.fileDescriptor
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                throw VocalizeError(.outputFailed, "Cannot write the audio to \(url.path): \(reason).")
            }
            done += written
        }
    }

    /// Finishes the file. A WAV needs one piece of audio to know its format; with none, the
    /// empty file is removed and the error says so.
    public func close() throws(VocalizeError) {
        guard format != nil else {
            try? FileManager.default.removeItem(at: url)
            throw VocalizeError(.invalidElement, "There was nothing to speak, so no WAV file was written to \(url.path).")
        }
        // An odd data size needs one pad byte to keep the RIFF chunk aligned.
        if sampleBytes & 1 == 1 {
            try write([0], at: dataSizeOffset + 4 + UInt64(sampleBytes))
        }
        guard fsync(handle.fileDescriptor) == 0 || errno == EINVAL || errno == EROFS else {
            throw VocalizeError(.outputFailed, "Cannot write the audio to \(url.path): \(String(cString: strerror(errno))).")
        }
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
