import CVocalizeICU

/// An ICU status code (`UErrorCode`), with ICU's own name for it.
///
/// Warnings (negative codes such as `U_USING_DEFAULT_WARNING`) are success: ICU reports
/// them when it falls back to other data, which callers check separately where it matters.
struct ICUStatus: Sendable, Hashable, CustomStringConvertible {
    var code: Int32

    static let zero = ICUStatus(code: 0)
    static let bufferOverflow: Int32 = 15

    var isSuccess: Bool { code <= 0 }
    var name: String { String(cString: vz_error_name(code)) }
    var description: String { name }

    /// Turns a failure into a `VocalizeError` that says what was being done.
    func check(_ doing: @autoclosure () -> String) throws(VocalizeError) {
        guard isSuccess else {
            throw VocalizeError(.icuFailure, "ICU failed while \(doing()): \(name)")
        }
    }
}

enum ICU {
    /// The ICU version Vocalize runs against, e.g. "72.1".
    static let version: String = {
        var text = [CChar](repeating: 0, count: 32)
        vz_icu_version(&text, Int32(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// Calls an ICU function that fills a UTF-16 buffer, growing the buffer until it fits.
    static func utf16String(
        initialCapacity: Int = 128,
        _ fill: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) -> (String, ICUStatus) {
        var capacity = initialCapacity
        while true {
            var status: Int32 = 0
            var result = ""
            let needed = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer in
                let length = fill(buffer.baseAddress!, Int32(capacity), &status)
                if status <= 0 && Int(length) <= capacity {
                    result = string(fromUTF16: UnsafeBufferPointer(start: buffer.baseAddress!, count: Int(length)))
                }
                return Int(length)
            }
            if status == ICUStatus.bufferOverflow || (status <= 0 && needed > capacity) {
                capacity = needed + 1
                continue
            }
            return (result, ICUStatus(code: status))
        }
    }

    /// Decodes ICU's UTF-16 into a String. The standard library's generic UTF-16 decoding is
    /// the slowest step of a spell-out, so the text is encoded as UTF-8 here directly
    /// (unpaired surrogates become U+FFFD, as the standard library would do).
    static func string(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
        decode(units).text
    }

    /// What the decoder noticed on the way, so spelled-out text is scanned once.
    struct DecodedText {
        var text: String
        /// The text has ASCII digits (ICU fell back to digits past a rule set's range).
        var hasDigits: Bool
        /// `SpokenText.clean` would leave the text as it is.
        var isClean: Bool
    }

    /// Decodes ICU's UTF-16, noting digits and whether the text would need cleaning.
    static func decode(_ units: UnsafeBufferPointer<UInt16>) -> DecodedText {
        if let ascii = decodeASCII(units) { return ascii }
        var hasDigits = false
        var isClean = units.first != 0x20 && units.last != 0x20
        var previousWasSpace = false
        let text = String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var written = 0
            var index = 0
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar < 0x80 {
                    if scalar >= 0x30 && scalar <= 0x39 { hasDigits = true }
                    if scalar == 0x20 {
                        if previousWasSpace { isClean = false }
                        previousWasSpace = true
                    } else {
                        previousWasSpace = false
                    }
                } else {
                    previousWasSpace = false
                    if SpokenText.isInvisibleOrSpace(scalar) { isClean = false }
                }
                if scalar >= 0xD800 && scalar < 0xE000 {
                    if scalar < 0xDC00, index < units.count, units[index] >= 0xDC00, units[index] < 0xE000 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                switch scalar {
                case 0..<0x80:
                    bytes[written] = UInt8(scalar)
                    written += 1
                case 0x80..<0x800:
                    bytes[written] = UInt8(0xC0 | (scalar >> 6))
                    bytes[written + 1] = UInt8(0x80 | (scalar & 0x3F))
                    written += 2
                case 0x800..<0x10000:
                    bytes[written] = UInt8(0xE0 | (scalar >> 12))
                    bytes[written + 1] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    bytes[written + 2] = UInt8(0x80 | (scalar & 0x3F))
                    written += 3
                default:
                    bytes[written] = UInt8(0xF0 | (scalar >> 18))
                    bytes[written + 1] = UInt8(0x80 | ((scalar >> 12) & 0x3F))
                    bytes[written + 2] = UInt8(0x80 | ((scalar >> 6) & 0x3F))
                    bytes[written + 3] = UInt8(0x80 | (scalar & 0x3F))
                    written += 4
                }
            }
            return written
        }
        return DecodedText(text: text, hasDigits: hasDigits, isClean: isClean)
    }

    /// The common case — English and other Latin-script spellings are all ASCII — with one
    /// byte per unit and no branching on scalar size; nil when any unit is not ASCII.
    private static func decodeASCII(_ units: UnsafeBufferPointer<UInt16>) -> DecodedText? {
        var combined: UInt16 = 0
        for unit in units { combined |= unit }
        guard combined < 0x80 else { return nil }
        var hasDigits = false
        var isClean = units.first != 0x20 && units.last != 0x20
        var previous: UInt16 = 0
        let text = String(unsafeUninitializedCapacity: units.count) { bytes in
            for index in 0..<units.count {
                let unit = units[index]
                if unit &- 0x30 < 10 { hasDigits = true }
                if unit == 0x20 && previous == 0x20 { isClean = false }
                previous = unit
                bytes[index] = UInt8(truncatingIfNeeded: unit)
            }
            return units.count
        }
        return DecodedText(text: text, hasDigits: hasDigits, isClean: isClean)
    }

    /// Like `utf16String`, for ICU functions that write a NUL-terminated char buffer.
    static func cString(
        initialCapacity: Int = 64,
        _ fill: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) -> (String, ICUStatus) {
        var capacity = initialCapacity
        while true {
            var status: Int32 = 0
            var result = ""
            let needed = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity + 1) { buffer in
                let length = fill(buffer.baseAddress!, Int32(capacity), &status)
                if status <= 0 && Int(length) < capacity {
                    buffer[Int(length)] = 0
                    result = String(cString: buffer.baseAddress!)
                }
                return Int(length)
            }
            if status == ICUStatus.bufferOverflow || (status <= 0 && needed >= capacity) {
                capacity = needed + 2
                continue
            }
            return (result, ICUStatus(code: status))
        }
    }
}
