import Foundation

/// A problem found in a locale profile, with where it is.
public struct ProfileIssue: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of the offending value ("numbers.fraction.style").
    public var path: String
    /// What is wrong, in words a profile author can act on.
    public var message: String

    /// An issue at a JSON path.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Checks profile documents against `Locales/profile.schema.json` (embedded in the binary).
///
/// Decoding alone would silently ignore a misspelt key; the schema forbids unknown keys, so a
/// profile author hears about "decimalSeperator". Only the parts of JSON Schema the profile
/// schema uses are implemented: `$ref` to `#/$defs/…`, `type`, `properties`,
/// `additionalProperties`, `required`, `enum`, `items`, `propertyNames`, `pattern`,
/// `minItems` and `maxItems`.
public struct ProfileSchema: Sendable {
    let root: JSONValue

    /// The schema shipped with Vocalize.
    public static let bundled: ProfileSchema = {
        let bytes = EmbeddedLocaleProfiles.schema.bytes
        // The schema is part of the build and checked by the test suite.
        let document = (try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))) ?? .object([:])
        return ProfileSchema(root: document)
    }()

    /// A checker for another schema document (the bundled one is `bundled`).
    public init(root: JSONValue) { self.root = root }

    /// Every place where `document` breaks the schema.
    public func issues(in document: JSONValue) -> [ProfileIssue] {
        var found: [ProfileIssue] = []
        check(document, against: root, path: [], into: &found)
        return found
    }

    private func resolve(_ schema: JSONValue) -> JSONValue {
        guard let reference = schema["$ref"]?.stringValue, reference.hasPrefix("#/") else { return schema }
        var node = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard let next = node[String(part)] else { return .object([:]) }
            node = next
        }
        return resolve(node)
    }

    private func check(_ value: JSONValue, against rawSchema: JSONValue, path: [String], into found: inout [ProfileIssue]) {
        let schema = resolve(rawSchema)
        let here = path.joined(separator: ".")
        func report(_ message: String) { found.append(ProfileIssue(path: here, message: message)) }

        if let type = schema["type"]?.stringValue, !Self.value(value, hasType: type) {
            report("should be \(Self.article(type)) \(type), not \(value.kindName)")
            return
        }
        if case .array(let options)? = schema["enum"], !options.contains(value) {
            let allowed = options.compactMap(\.stringValue).map { "\"\($0)\"" }.joined(separator: ", ")
            report("should be one of \(allowed), not \(Self.render(value))")
        }
        if let pattern = schema["pattern"]?.stringValue, case .string(let text) = value,
            text.range(of: pattern, options: .regularExpression) == nil
        {
            report("\"\(text)\" does not have the expected form (\(pattern))")
        }
        switch value {
        case .object(let members):
            let properties: [String: JSONValue]
            if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required where members[key] == nil {
                    found.append(ProfileIssue(path: (path + [key]).joined(separator: "."), message: "is required"))
                }
            }
            let namesSchema = schema["propertyNames"]
            // Built once per object: a file of many unknown keys is reported in linear time.
            var known: String?
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                if let namesSchema {
                    check(.string(key), against: namesSchema, path: path + [key], into: &found)
                }
                if let memberSchema = properties[key] {
                    check(member, against: memberSchema, path: path + [key], into: &found)
                } else if let additional = schema["additionalProperties"] {
                    if case .bool(false) = additional {
                        let names = known ?? properties.keys.sorted().joined(separator: ", ")
                        known = names
                        found.append(ProfileIssue(path: (path + [key]).joined(separator: "."), message: "is not a key Vocalize knows here (known: \(names))"))
                    } else if case .object = additional {
                        check(member, against: additional, path: path + [key], into: &found)
                    }
                }
            }
        case .array(let items):
            if case .number(let minimum)? = schema["minItems"], Double(items.count) < minimum {
                report("should have at least \(Int(minimum)) items (it has \(items.count))")
            }
            if case .number(let maximum)? = schema["maxItems"], Double(items.count) > maximum {
                report("should have at most \(Int(maximum)) items (it has \(items.count))")
            }
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, path: path.dropLast() + [(path.last ?? "") + "[\(index)]"], into: &found)
                }
            }
        default:
            break
        }
    }

    private static func value(_ value: JSONValue, hasType type: String) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            return true
        case ("integer", .number(let number)):
            return number == number.rounded()
        default:
            return false
        }
    }

    private static func article(_ type: String) -> String {
        type.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    private static func render(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return value.kindName
    }
}
