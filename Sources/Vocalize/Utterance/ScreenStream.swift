import Foundation

/// Reads a screen — a JSON array of entries, or JSON Lines (one entry object per line) —
/// one entry at a time, holding only the entry being read in memory. An entry is an element
/// unless its `kind` makes it a container, rotor or announcement (see `Screen`).
///
/// ```swift
/// try ScreenStream.read(from: FileHandle.standardInput) { entry in
///     switch entry.element {
///     case .success(let element): print(try composer.compose(element).text)
///     case .failure(let error): print("element \(entry.index): \(error.message)")
///     }
/// }
/// ```
///
/// A bad element (malformed JSON, an unknown trait) is reported in its entry and reading goes
/// on with the next one.
public enum ScreenStream {
    /// One element of the screen, or why it could not be read.
    public struct Entry: Sendable {
        /// Its place in the screen, counted from 0.
        public var index: Int
        /// The line it starts on, counted from 1.
        public var line: Int
        /// The element's text as read (its JSON), for reports that quote the input.
        public var source: String
        /// The entry (an element, container, rotor or announcement), or why it could not be read.
        public var content: Result<Screen.Entry, VocalizeError>

        /// The element, or why there is none (the entry could not be read, or is another kind).
        public var element: Result<SpokenElement, VocalizeError> {
            switch content {
            case .success(.element(let element, _)): .success(element)
            case .success: .failure(VocalizeError(.invalidElement, "the entry is not an element"))
            case .failure(let error): .failure(error)
            }
        }
    }

    /// Reads elements from a file or pipe in chunks, calling `body` for each in order.
    /// Throws only when the input itself cannot be read.
    public static func read(from handle: FileHandle, chunkSize: Int = 1 << 16, _ body: (Entry) -> Void) throws(VocalizeError) {
        var splitter = ElementSplitter()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: chunkSize)
            } catch {
                throw VocalizeError(.inputUnavailable, "Cannot read the screen: \(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { break }
            chunk.withUnsafeBytes { bytes in
                splitter.consume(bytes) { body(entry(for: $0)) }
            }
        }
        splitter.finish { body(entry(for: $0)) }
    }

    /// Reads elements from bytes in memory, calling `body` for each in order.
    public static func read(_ data: Data, _ body: (Entry) -> Void) {
        var splitter = ElementSplitter()
        data.withUnsafeBytes { bytes in
            splitter.consume(bytes) { body(entry(for: $0)) }
        }
        splitter.finish { body(entry(for: $0)) }
    }

    /// Every entry of a screen in memory.
    public static func entries(_ data: Data) -> [Entry] {
        var entries: [Entry] = []
        read(data) { entries.append($0) }
        return entries
    }

    private static func entry(for piece: ElementSplitter.Piece) -> Entry {
        switch piece.content {
        case .failure(let failure):
            return Entry(index: piece.index, line: piece.line, source: failure.source, content: .failure(VocalizeError(.invalidElement, failure.message)))
        case .success(let bytes):
            let source = String(decoding: bytes, as: UTF8.self)
            return Entry(index: piece.index, line: piece.line, source: source, content: screenEntry(from: bytes))
        }
    }

    /// Decodes one element's JSON. The bytes are parsed by `JSONParser` and the element decoded
    /// from the parsed value by its own `Codable` initializer, so the rules and messages are
    /// those of `JSONDecoder` at a fraction of its cost.
    public static func element(from bytes: [UInt8]) -> Result<SpokenElement, VocalizeError> {
        parsed(bytes).flatMap { element(from: $0.value, numberTexts: $0.numberTexts) }
    }

    /// An entry's JSON parsed within the element size limit, with its numbers' literal texts.
    static func parsed(_ bytes: [UInt8]) -> Result<(value: JSONValue, numberTexts: [String: String]), VocalizeError> {
        guard bytes.count <= maximumElementBytes else {
            return .failure(VocalizeError(.invalidElement, "the element is \(bytes.count) bytes of JSON, more than \(maximumElementBytes) (the limit of an element)"))
        }
        do {
            let (value, numberTexts) = try JSONParser.parseKeepingNumberTexts(bytes)
            return .success((value, numberTexts))
        } catch {
            return .failure(VocalizeError(.invalidElement, "not valid JSON (\(error.message) at byte \(error.offset + 1))"))
        }
    }

    /// Decodes an element from its parsed JSON, strictly: unknown keys and over-long texts are
    /// refused, `value` is read from its literal text (`numberTexts`, by key) when it is a JSON
    /// number, and an element with nothing to say is an error.
    static func element(from parsed: JSONValue, numberTexts: [String: String]) -> Result<SpokenElement, VocalizeError> {
        var value = parsed
        if let problem = strictProblem(in: value) {
            return .failure(VocalizeError(.invalidElement, problem))
        }
        // A number's exact text: a Double would turn 9007199254740993 into …992.
        if let literal = numberTexts["value"], case .object(var members) = value {
            members["value"] = .string(DecimalNumber(canonical: literal)?.description ?? literal)
            value = .object(members)
        }
        do {
            let element = try JSONValueDecoder.decode(SpokenElement.self, from: value)
            guard element.label?.isEmpty == false || element.value != nil || element.hint?.isEmpty == false
                || !element.customActions.isEmpty || element.position != nil || !element.traits.isEmpty
            else {
                return .failure(VocalizeError(.invalidElement, "the element has nothing to say: give it a \"label\", \"value\", \"hint\" or \"traits\""))
            }
            return .success(element)
        } catch let error as DecodingError {
            return .failure(VocalizeError(.invalidElement, describe(error)))
        } catch {
            return .failure(VocalizeError(.invalidElement, "\(error)"))
        }
    }

    /// The most bytes of JSON one element may take.
    public static let maximumElementBytes = 65_536
    /// The longest label, value, hint, custom action or rotor name, in characters.
    public static let maximumTextLength = 4_096

    /// The keys an element may have, and the keys of its position.
    private static let elementKeys: Set<String> = [
        "label", "value", "valueKind", "unit", "currency", "traits", "hint", "language", "readerLanguage",
        "customActions", "customRotors", "position",
    ]
    private static let positionKeys: Set<String> = ["index", "count"]

    /// An unknown key (a misspelling would otherwise be ignored) or an over-long text.
    private static func strictProblem(in value: JSONValue) -> String? {
        guard case .object(let members) = value else { return nil }  // the decoder says what it should be
        for key in members.keys.sorted() where !elementKeys.contains(key) {
            return "unknown key \"\(key)\" (an element has: \(elementKeys.sorted().joined(separator: ", ")))"
        }
        if case .object(let position)? = members["position"] {
            for key in position.keys.sorted() where !positionKeys.contains(key) {
                return "unknown key \"position.\(key)\" (a position has: index, count)"
            }
        }
        var texts: [(String, String)] = []
        for key in ["label", "value", "hint"] {
            if case .string(let text)? = members[key] { texts.append((key, text)) }
        }
        for key in ["customActions", "customRotors"] {
            if case .array(let items)? = members[key] {
                for (index, item) in items.enumerated() { if case .string(let text) = item { texts.append(("\(key)[\(index)]", text)) } }
            }
        }
        for (key, text) in texts where text.unicodeScalars.count > maximumTextLength {
            return "\"\(key)\" is \(text.unicodeScalars.count) characters long, more than \(maximumTextLength) (the limit of an element's text)"
        }
        return nil
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        func underlying(_ context: DecodingError.Context) -> String {
            if let inner = context.underlyingError as NSError?, let detail = inner.userInfo[NSDebugDescriptionErrorKey] as? String {
                return detail
            }
            return context.debugDescription
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \"\(path(context.codingPath + [key]))\""
        case .typeMismatch(let type, let context):
            let where_ = path(context.codingPath)
            return where_.isEmpty ? "an element should be a JSON object" : "\"\(where_)\" should be \(type == String.self ? "a string" : "\(type)")"
        case .valueNotFound(let type, let context):
            return "\"\(path(context.codingPath))\" needs a \(type) value"
        case .dataCorrupted(let context):
            let where_ = path(context.codingPath)
            return where_.isEmpty ? "not valid JSON (\(underlying(context)))" : "\"\(where_)\": \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// Finds each element in a byte stream without parsing it: in a JSON array, each value at the
/// array's top level (tracking strings, escapes and nesting); otherwise each non-blank line.
struct ElementSplitter {
    struct Piece {
        var index: Int
        var line: Int
        /// The element's bytes, or why there is no element.
        var content: Result<[UInt8], Failure>
    }

    struct Failure: Error {
        var message: String
        /// What was read of the element, if anything.
        var source = ""
    }

    private enum Mode {
        /// Before the first non-blank byte, which decides the mode.
        case undecided
        case lines
        case array
        /// After the array's closing bracket.
        case afterArray
    }

    private var mode = Mode.undecided
    private var buffer: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var line = 1
    private var elementLine = 1
    private var nextIndex = 0
    /// In an array, whether a value is being collected (between separators).
    private var collecting = false
    private var reportedTrailing = false
    /// Bytes of the current element past the element limit: not kept, only counted, so an
    /// oversized element (a 300 MB line) costs no more memory than the limit.
    private var dropped = 0

    private mutating func keep(_ byte: UInt8) {
        if buffer.count <= ScreenStream.maximumElementBytes {
            buffer.append(byte)
        } else {
            dropped += 1
        }
    }

    /// The failure for an element cut at the limit, which resets the count.
    private mutating func oversized() -> Failure {
        let size = buffer.count + dropped
        dropped = 0
        return Failure(
            message: "the element is \(size) bytes of JSON, more than \(ScreenStream.maximumElementBytes) (the limit of an element)",
            source: String(decoding: buffer.prefix(64), as: UTF8.self) + "…")
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func consume(_ bytes: UnsafeRawBufferPointer, emit: (Piece) -> Void) {
        for byte in bytes {
            switch mode {
            case .undecided:
                if Self.isBlank(byte) || byte == 0xEF || byte == 0xBB || byte == 0xBF {  // blanks, a UTF-8 BOM
                    if byte == Self.newline { line += 1 }
                    continue
                }
                if byte == UInt8(ascii: "[") {
                    mode = .array
                } else {
                    mode = .lines
                    consumeLine(byte, emit: emit)
                }
            case .lines:
                consumeLine(byte, emit: emit)
            case .array:
                consumeArray(byte, emit: emit)
            case .afterArray:
                if byte == Self.newline { line += 1 }
                if !Self.isBlank(byte), !reportedTrailing {
                    reportedTrailing = true
                    emit(Piece(index: nextIndex, line: line, content: .failure(Failure(message: "text after the end of the array"))))
                }
            }
        }
    }

    mutating func finish(emit: (Piece) -> Void) {
        switch mode {
        case .undecided, .afterArray:
            break
        case .lines:
            flushLine(emit: emit)
        case .array:
            if collecting {
                emitCollected(emit: emit, unterminated: true)
            }
            emit(Piece(index: nextIndex, line: line, content: .failure(Failure(message: "the array is not closed with ]"))))
        }
    }

    private mutating func consumeLine(_ byte: UInt8, emit: (Piece) -> Void) {
        if byte == Self.newline {
            flushLine(emit: emit)
            line += 1
            return
        }
        if buffer.isEmpty {
            if Self.isBlank(byte) { return }
            elementLine = line
        }
        keep(byte)
    }

    private mutating func flushLine(emit: (Piece) -> Void) {
        while let last = buffer.last, Self.isBlank(last) { buffer.removeLast() }
        guard !buffer.isEmpty else { return }
        emit(Piece(index: nextIndex, line: elementLine, content: dropped > 0 ? .failure(oversized()) : .success(buffer)))
        nextIndex += 1
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func consumeArray(_ byte: UInt8, emit: (Piece) -> Void) {
        if byte == Self.newline { line += 1 }
        if inString {
            keep(byte)
            if escaped {
                escaped = false
            } else if byte == Self.backslash {
                escaped = true
            } else if byte == Self.quote {
                inString = false
            }
            return
        }
        switch byte {
        case Self.quote:
            startIfNeeded()
            inString = true
            keep(byte)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            startIfNeeded()
            depth += 1
            keep(byte)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if depth == 0 {
                if byte == UInt8(ascii: "]") {
                    if collecting { emitCollected(emit: emit, unterminated: false) }
                    mode = .afterArray
                } else {
                    startIfNeeded()
                    keep(byte)
                }
                return
            }
            depth -= 1
            keep(byte)
        case UInt8(ascii: ","):
            if depth == 0 {
                if collecting {
                    emitCollected(emit: emit, unterminated: false)
                } else {
                    emit(Piece(index: nextIndex, line: line, content: .failure(Failure(message: "an empty element (two commas in a row)"))))
                    nextIndex += 1
                }
            } else {
                keep(byte)
            }
        default:
            if Self.isBlank(byte) {
                if collecting { keep(byte) }
            } else {
                startIfNeeded()
                keep(byte)
            }
        }
    }

    private mutating func startIfNeeded() {
        if !collecting {
            collecting = true
            elementLine = line
        }
    }

    private mutating func emitCollected(emit: (Piece) -> Void, unterminated: Bool) {
        let content: Result<[UInt8], Failure>
        if dropped > 0 {
            content = .failure(oversized())
        } else if unterminated {
            content = .failure(Failure(message: "the element is cut off (the input ends inside it)", source: String(decoding: buffer, as: UTF8.self)))
        } else if depth != 0 || inString {
            content = .failure(Failure(message: "the element is not valid JSON", source: String(decoding: buffer, as: UTF8.self)))
        } else {
            content = .success(buffer)
        }
        emit(Piece(index: nextIndex, line: elementLine, content: content))
        nextIndex += 1
        buffer.removeAll(keepingCapacity: true)
        collecting = false
        depth = 0
        inString = false
        escaped = false
    }
}
