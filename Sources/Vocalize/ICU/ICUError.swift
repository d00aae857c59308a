import CVocalizeICU

/// An ICU status code (`UErrorCode`), with ICU's own name for it.
///
/// Warnings (negative codes such as `U_USING_DEFAULT_WARNING`) are success: ICU reports
/// them when it falls back to other data, which callers check separately where it matters.
struct ICUStatus: Sendable, Hashable, CustomStringConvertible {
    var code: Int32

    static let zero = ICUStatus(code: 0)
    static let bufferOverflow: Int32 = 15
    static let parseError: Int32 = 9

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
                    result = String(decoding: UnsafeBufferPointer(start: buffer.baseAddress!, count: Int(length)), as: UTF16.self)
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
