import Foundation
import Vocalize

/// Standard input read line by line as bytes, each line checked to be UTF-8: a line that is
/// not is reported with the place of its first bad byte rather than changed (Swift's
/// `readLine` would replace the byte with U+FFFD and go on, a silent misreading).
///
/// Lines end with LF; a CR before it is dropped, as `readLine(strippingNewline:)` does. Memory
/// is one line plus a 64 KiB buffer.
struct StandardInputLines: Sequence, IteratorProtocol {
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    /// Where the search for the next LF goes on: bytes before it hold none (so a long line is
    /// searched once, not again after every read).
    private var searched = 0
    private var atEnd = false
    /// The next line's number, from 1.
    private(set) var lineNumber = 0

    /// One line: its text, or why it cannot be read.
    typealias Element = (number: Int, text: Result<String, VocalizeError>)

    mutating func next() -> Element? {
        while true {
            if let newline = buffer[Swift.max(start, searched)...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = Self.decode(buffer[start..<end], line: lineNumber + 1)
                start = newline + 1
                searched = start
                lineNumber += 1
                return (lineNumber, line)
            }
            searched = buffer.count
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = Self.decode(buffer[start...], line: lineNumber + 1)
                start = buffer.count
                lineNumber += 1
                return (lineNumber, line)
            }
            // Keep the unfinished line, then read more.
            if start > 0 {
                buffer.removeSubrange(0..<start)
                searched -= start
                start = 0
            }
            var count = 0
            repeat {
                count = chunk.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            } while count < 0 && errno == EINTR
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) } else { atEnd = true }
        }
    }

    /// The bytes as a String, or an error naming the line and the offset of the first byte
    /// that is not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, line: Int) -> Result<String, VocalizeError> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        let offset = firstInvalidUTF8Offset(bytes) ?? 0
        return .failure(VocalizeError(.invalidEncoding, "Line \(line) of standard input is not UTF-8: byte \(offset) (from 0) is 0x\(String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true))."))
    }
}

/// Where the first byte that does not belong to a well-formed UTF-8 sequence is, from 0; nil
/// when every byte does.
func firstInvalidUTF8Offset(_ bytes: some Collection<UInt8>) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid(let encoded): offset += encoded.count
        case .error: return offset
        case .emptyInput: return nil
        }
    }
}

/// Checks that every command-line argument is UTF-8; an argument that is not would reach the
/// commands with U+FFFD in place of its bad bytes. Returns the message for the first bad one.
func invalidArgumentMessage() -> String? {
    for index in 1..<Int(CommandLine.argc) {
        guard let pointer = CommandLine.unsafeArgv[index] else { continue }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        if let offset = firstInvalidUTF8Offset(bytes) {
            return "Argument \(index) is not UTF-8: byte \(offset) (from 0) is 0x\(String(bytes[offset], radix: 16, uppercase: true))."
        }
    }
    return nil
}
