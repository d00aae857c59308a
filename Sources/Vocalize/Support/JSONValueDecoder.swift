/// Decodes a `Decodable` type straight from a `JSONValue`.
///
/// Merged locale profiles are `JSONValue`s; going through `JSONEncoder` and `JSONDecoder` to
/// turn one into a `LocaleProfile` cost more than the rest of a command's start-up.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: JSONValue, codingPath: [any CodingKey] = []) {
        self.value = value
        self.codingPath = codingPath
    }

    /// Decodes `type` from `value`, throwing `DecodingError`s with coding paths like `JSONDecoder`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: JSONValueDecoder(value: value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch([String: JSONValue].self, .init(codingPath: codingPath, debugDescription: "Expected an object, found \(value.kindName)."))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch([JSONValue].self, .init(codingPath: codingPath, debugDescription: "Expected an array, found \(value.kindName)."))
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath)
    }

    fileprivate static func decode<T: Decodable>(_ type: T.Type, _ value: JSONValue, path: [any CodingKey]) throws -> T {
        // Scalars are answered directly; everything else decodes itself from a nested decoder.
        let scalar = SingleValueContainer(value: value, codingPath: path)
        switch type {
        case is String.Type: return try scalar.decode(String.self) as! T
        case is Bool.Type: return try scalar.decode(Bool.self) as! T
        case is Double.Type: return try scalar.decode(Double.self) as! T
        case is Int.Type: return try scalar.decode(Int.self) as! T
        default:
            if let direct = directly(type, value) { return direct }
            return try T(from: JSONValueDecoder(value: value, codingPath: path))
        }
    }

    /// Lists and tables of strings (and tables of whole numbers and flags), most of a locale
    /// profile, read straight from the value rather than through the standard library's
    /// generic `Decodable` conformances (a keyed container, a key list and a coding path per
    /// member cost several times the strings' own work at every start-up). Nil when `type` is none of them or the value does not
    /// fit it; the generic decoding then reports the mismatch.
    private static func directly<T>(_ type: T.Type, _ value: JSONValue) -> T? {
        let id = ObjectIdentifier(type)
        if id == ObjectIdentifier([String: String].self) {
            return stringTable(value) as? T
        } else if id == ObjectIdentifier([String].self) {
            return stringList(value) as? T
        } else if id == ObjectIdentifier([String: [String: String]].self) {
            guard case .object(let members) = value else { return nil }
            var tables: [String: [String: String]] = [:]
            tables.reserveCapacity(members.count)
            for (key, member) in members {
                guard let table = stringTable(member) else { return nil }
                tables[key] = table
            }
            return tables as? T
        } else if id == ObjectIdentifier([String: [String]].self) {
            guard case .object(let members) = value else { return nil }
            var lists: [String: [String]] = [:]
            lists.reserveCapacity(members.count)
            for (key, member) in members {
                guard let list = stringList(member) else { return nil }
                lists[key] = list
            }
            return lists as? T
        } else if id == ObjectIdentifier([[String]].self) {
            guard case .array(let elements) = value else { return nil }
            var lists: [[String]] = []
            lists.reserveCapacity(elements.count)
            for element in elements {
                guard let list = stringList(element) else { return nil }
                lists.append(list)
            }
            return lists as? T
        } else if id == ObjectIdentifier([String: Int].self) {
            guard case .object(let members) = value else { return nil }
            var table: [String: Int] = [:]
            table.reserveCapacity(members.count)
            for (key, member) in members {
                guard case .number(let number) = member, let integer = Int(exactly: number) else { return nil }
                table[key] = integer
            }
            return table as? T
        } else if id == ObjectIdentifier([String: Bool].self) {
            guard case .object(let members) = value else { return nil }
            var table: [String: Bool] = [:]
            table.reserveCapacity(members.count)
            for (key, member) in members {
                guard case .bool(let flag) = member else { return nil }
                table[key] = flag
            }
            return table as? T
        }
        return nil
    }

    private static func stringTable(_ value: JSONValue) -> [String: String]? {
        guard case .object(let members) = value else { return nil }
        var table: [String: String] = [:]
        table.reserveCapacity(members.count)
        for (key, member) in members {
            guard case .string(let text) = member else { return nil }
            table[key] = text
        }
        return table
    }

    private static func stringList(_ value: JSONValue) -> [String]? {
        guard case .array(let elements) = value else { return nil }
        var list: [String] = []
        list.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element else { return nil }
            list.append(text)
        }
        return list
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: JSONValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] {
            // A plain loop: `compactMap` on the keys view ran unspecialised (0.4 M at start).
            var keys: [Key] = []
            keys.reserveCapacity(members.count)
            for name in members.keys {
                if let key = Key(stringValue: name) { keys.append(key) }
            }
            return keys
        }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func member(_ key: Key) throws -> JSONValue {
            guard let value = members[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "No value for the key \"\(key.stringValue)\"."))
            }
            return value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try member(key) { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONValueDecoder.decode(type, member(key), path: codingPath.appending(key))
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let value = members[key.stringValue] else { return nil }
            if case .null = value { return nil }
            return try JSONValueDecoder.decode(type, value, path: codingPath.appending(key))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(value: member(key), codingPath: codingPath.appending(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value: member(key), codingPath: codingPath.appending(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONValueDecoder(value: members["super"] ?? .null, codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath.appending(key))
        }
    }

    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [JSONValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private var indexKey: IndexKey { IndexKey(intValue: currentIndex) }

        private mutating func next() throws -> JSONValue {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath.appending(indexKey), debugDescription: "The array has no more elements."))
            }
            defer { currentIndex += 1 }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, case .null = elements[currentIndex] else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let path = codingPath.appending(indexKey)
            return try JSONValueDecoder.decode(type, next(), path: path)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let path = codingPath.appending(indexKey)
            return try JSONValueDecoder(value: next(), codingPath: path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let path = codingPath.appending(indexKey)
            return try JSONValueDecoder(value: next(), codingPath: path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let path = codingPath.appending(indexKey)
            return JSONValueDecoder(value: try next(), codingPath: path)
        }
    }

    private struct IndexKey: CodingKey {
        var stringValue: String { "\(intValue ?? 0)" }
        var intValue: Int?
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    private struct SingleValueContainer: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            if case .null = value { return true }
            return false
        }

        private func mismatch(_ type: Any.Type) -> DecodingError {
            .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "Expected \(type), found \(value.kindName)."))
        }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let flag) = value else { throw mismatch(type) }
            return flag
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let text) = value else { throw mismatch(type) }
            return text
        }

        func decode(_ type: Double.Type) throws -> Double {
            guard case .number(let number) = value else { throw mismatch(type) }
            return number
        }

        func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

        private func integer<T: BinaryInteger>(_ type: T.Type) throws -> T {
            let number = try decode(Double.self)
            guard let exact = T(exactly: number) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "\(number) is not a whole number that fits \(type)."))
            }
            return exact
        }

        func decode(_ type: Int.Type) throws -> Int { try integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONValueDecoder.decode(type, value, path: codingPath)
        }
    }
}

extension JSONValue {
    /// What kind of JSON value this is, for messages ("a string", "an object").
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension [any CodingKey] {
    /// The path with one more key: appended as an existential, not built as `[Key]` and cast
    /// element by element (`path + [key]` did that for every member decoded).
    func appending(_ key: some CodingKey) -> [any CodingKey] {
        var path = self
        path.append(key)
        return path
    }
}
