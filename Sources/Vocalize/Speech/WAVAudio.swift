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
