/// A regular expression from libphonenumber's metadata, compiled once into a small program and
/// run by backtracking over ASCII digits, with Java's (and Python's) leftmost-first semantics.
///
/// The metadata uses a small subset, which the generator checks: digits, classes such as
/// `[2-9]`, `\d`, `(?:…)`, capturing groups, `|`, `?`, `{n}`, `{n,m}`, and `$` at the end of an
/// alternative. Matching a 10-digit number takes a few hundred nanoseconds at most, without
/// allocating (only the national-prefix patterns, which capture, use a small array).
///
/// Sendable notes: immutable after init.
struct PhonePattern: Sendable {
    private enum Operation: UInt8 {
        /// Consume one digit whose bit is set in `first`.
        case digit
        /// Try `first`, then `second`.
        case split
        /// Continue at `first`.
        case jump
        /// Record the position in capture slot `first`.
        case save
        /// Only at the end of the input.
        case end
        /// Success.
        case match
    }

    private struct Instruction {
        var operation: Operation
        var first: Int32 = 0
        var second: Int32 = 0
    }

    private indirect enum Node {
        case digits(UInt16)
        case sequence([Node])
        case alternatives([Node])
        case capture(Node, Int)
        case repetition(Node, minimum: Int, maximum: Int?)
        case end
    }

    private let program: [Instruction]
    /// How many capturing groups the pattern has (zero unless compiled with `capturing`).
    let captureCount: Int

    /// Compiles a pattern; nil when it uses syntax outside the subset (a test checks that every
    /// pattern in the table compiles). Groups capture only when `capturing` is true.
    init?(_ source: some StringProtocol, capturing: Bool = false) {
        var parser = Parser(characters: Array(source.utf8), capturing: capturing)
        guard let node = parser.alternatives(), parser.position == parser.characters.count else { return nil }
        var compiler = Compiler()
        compiler.emit(node)
        compiler.program.append(Instruction(operation: .match))
        program = compiler.program
        captureCount = parser.captures
    }

    /// The length of the match at the start of `digits` (Java's `lookingAt`), or nil.
    func prefixMatch(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        var slots: [Int] = []
        return run(digits, whole: false, slots: &slots)
    }

    /// Whether the pattern matches all of `digits` (Java's `matches`).
    func matchesWhole(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        var slots: [Int] = []
        return run(digits, whole: true, slots: &slots) != nil
    }

    /// The match at the start of `digits` with where each capturing group matched (nil for a
    /// group that took no part).
    func prefixMatchWithCaptures(_ digits: UnsafeBufferPointer<UInt8>) -> (length: Int, captures: [Range<Int>?])? {
        var slots = Array(repeating: -1, count: captureCount * 2)
        guard let length = run(digits, whole: false, slots: &slots) else { return nil }
        let captures = (0..<captureCount).map { index -> Range<Int>? in
            let start = slots[2 * index], end = slots[2 * index + 1]
            return start >= 0 && end >= start ? start..<end : nil
        }
        return (length, captures)
    }

    private func run(_ digits: UnsafeBufferPointer<UInt8>, whole: Bool, slots: inout [Int]) -> Int? {
        program.withUnsafeBufferPointer { program in
            Self.step(program, 0, 0, digits, whole, &slots)
        }
    }

    private static func step(
        _ program: UnsafeBufferPointer<Instruction>, _ start: Int, _ position: Int,
        _ digits: UnsafeBufferPointer<UInt8>, _ whole: Bool, _ slots: inout [Int]
    ) -> Int? {
        var pc = start
        var position = position
        while true {
            let instruction = program[pc]
            switch instruction.operation {
            case .digit:
                guard position < digits.count else { return nil }
                let digit = Int32(digits[position]) &- 0x30
                guard digit >= 0, digit <= 9, instruction.first & (1 << digit) != 0 else { return nil }
                position += 1
                pc += 1
            case .split:
                if let end = step(program, Int(instruction.first), position, digits, whole, &slots) { return end }
                pc = Int(instruction.second)
            case .jump:
                pc = Int(instruction.first)
            case .save:
                let slot = Int(instruction.first)
                guard slot < slots.count else {
                    pc += 1
                    continue
                }
                let previous = slots[slot]
                slots[slot] = position
                if let end = step(program, pc + 1, position, digits, whole, &slots) { return end }
                slots[slot] = previous
                return nil
            case .end:
                guard position == digits.count else { return nil }
                pc += 1
            case .match:
                if whole && position != digits.count { return nil }
                return position
            }
        }
    }

    // MARK: Parsing

    private struct Parser {
        let characters: [UInt8]
        let capturing: Bool
        var position = 0
        var captures = 0

        init(characters: [UInt8], capturing: Bool) {
            self.characters = characters
            self.capturing = capturing
        }

        private var current: UInt8? { position < characters.count ? characters[position] : nil }

        mutating func alternatives() -> Node? {
            var options: [Node] = []
            while true {
                guard let sequence = sequence() else { return nil }
                options.append(sequence)
                guard current == UInt8(ascii: "|") else { break }
                position += 1
            }
            return options.count == 1 ? options[0] : .alternatives(options)
        }

        private mutating func sequence() -> Node? {
            var items: [Node] = []
            while let character = current, character != UInt8(ascii: "|"), character != UInt8(ascii: ")") {
                guard var atom = atom() else { return nil }
                while let quantified = quantifier(atom) { atom = quantified }
                items.append(atom)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func atom() -> Node? {
            guard let character = current else { return nil }
            position += 1
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                return .digits(1 << UInt16(character - 0x30))
            case UInt8(ascii: "\\"):
                guard current == UInt8(ascii: "d") else { return nil }
                position += 1
                return .digits(0x3FF)
            case UInt8(ascii: "["):
                return digitClass()
            case UInt8(ascii: "$"):
                return .end
            case UInt8(ascii: "("):
                var captureIndex: Int?
                if current == UInt8(ascii: "?") {
                    guard position + 1 < characters.count, characters[position + 1] == UInt8(ascii: ":") else { return nil }
                    position += 2
                } else if capturing {
                    captureIndex = captures
                    captures += 1
                }
                guard let inner = alternatives(), current == UInt8(ascii: ")") else { return nil }
                position += 1
                if let captureIndex { return .capture(inner, captureIndex) }
                return inner
            default:
                return nil
            }
        }

        private mutating func digitClass() -> Node? {
            var mask: UInt16 = 0
            while let character = current, character != UInt8(ascii: "]") {
                position += 1
                if character == UInt8(ascii: "\\") {
                    guard current == UInt8(ascii: "d") else { return nil }
                    position += 1
                    mask |= 0x3FF
                    continue
                }
                guard let low = Self.digit(character) else { return nil }
                if current == UInt8(ascii: "-"), position + 1 < characters.count, let high = Self.digit(characters[position + 1]) {
                    guard low <= high else { return nil }
                    position += 2
                    for digit in low...high { mask |= 1 << UInt16(digit) }
                } else {
                    mask |= 1 << UInt16(low)
                }
            }
            guard current == UInt8(ascii: "]"), mask != 0 else { return nil }
            position += 1
            return .digits(mask)
        }

        private mutating func quantifier(_ atom: Node) -> Node? {
            guard let character = current else { return nil }
            switch character {
            case UInt8(ascii: "?"):
                position += 1
                return .repetition(atom, minimum: 0, maximum: 1)
            case UInt8(ascii: "*"):
                position += 1
                return .repetition(atom, minimum: 0, maximum: nil)
            case UInt8(ascii: "+"):
                position += 1
                return .repetition(atom, minimum: 1, maximum: nil)
            case UInt8(ascii: "{"):
                let saved = position
                position += 1
                guard let minimum = number() else {
                    position = saved
                    return nil
                }
                var maximum: Int? = minimum
                if current == UInt8(ascii: ",") {
                    position += 1
                    maximum = current == UInt8(ascii: "}") ? nil : number()
                }
                guard current == UInt8(ascii: "}"), maximum.map({ $0 >= minimum }) ?? true else {
                    position = saved
                    return nil
                }
                position += 1
                return .repetition(atom, minimum: minimum, maximum: maximum)
            default:
                return nil
            }
        }

        private mutating func number() -> Int? {
            var value: Int?
            while let character = current, let digit = Self.digit(character) {
                value = (value ?? 0) * 10 + digit
                position += 1
            }
            return value
        }

        private static func digit(_ character: UInt8) -> Int? {
            character >= 0x30 && character <= 0x39 ? Int(character - 0x30) : nil
        }
    }

    // MARK: Compiling

    private struct Compiler {
        var program: [Instruction] = []

        mutating func emit(_ node: Node) {
            switch node {
            case .digits(let mask):
                program.append(Instruction(operation: .digit, first: Int32(mask)))
            case .sequence(let items):
                for item in items { emit(item) }
            case .alternatives(let options):
                var jumps: [Int] = []
                for (index, option) in options.enumerated() {
                    if index < options.count - 1 {
                        let split = program.count
                        program.append(Instruction(operation: .split, first: Int32(split + 1)))
                        emit(option)
                        jumps.append(program.count)
                        program.append(Instruction(operation: .jump))
                        program[split].second = Int32(program.count)
                    } else {
                        emit(option)
                    }
                }
                for jump in jumps { program[jump].first = Int32(program.count) }
            case .capture(let inner, let index):
                program.append(Instruction(operation: .save, first: Int32(2 * index)))
                emit(inner)
                program.append(Instruction(operation: .save, first: Int32(2 * index + 1)))
            case .repetition(let inner, let minimum, let maximum):
                for _ in 0..<minimum { emit(inner) }
                if let maximum {
                    // Greedy optional copies, each declining straight to the end.
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        program.append(Instruction(operation: .split, first: Int32(program.count + 1)))
                        emit(inner)
                    }
                    for split in splits { program[split].second = Int32(program.count) }
                } else {
                    let loop = program.count
                    program.append(Instruction(operation: .split, first: Int32(loop + 1)))
                    emit(inner)
                    program.append(Instruction(operation: .jump, first: Int32(loop)))
                    program[loop].second = Int32(program.count)
                }
            case .end:
                program.append(Instruction(operation: .end))
            }
        }
    }
}
