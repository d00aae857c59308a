import CVocalizeICU

/// ICU's own work with nothing of Vocalize around it: the floors the benchmarks measure
/// Vocalize against, in the same run. Not for use outside the benchmarks, which import it as
/// `@_spi(Benchmarks) import Vocalize` (so the C boundary needs no public product of its own).
@_spi(Benchmarks)
public enum RawICUBaseline {
    /// One ICU RBNF formatter, opened once, formatting into a buffer it owns: one
    /// `unum_formatInt64` per call, no Swift String made.
    ///
    /// Sendable notes: `format` writes the shared buffer, so one caller at a time (a benchmark
    /// loop); the type is Sendable only so a benchmark can keep one in a global.
    public final class Spellout: @unchecked Sendable {
        private let handle: OpaquePointer
        private let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 512)

        /// Opens and warms the formatter (ICU's first format initialises lazily, and
        /// Vocalize's cached formatters are warm too).
        public init(locale: String, ruleSet: String = "%spellout-numbering") throws(VocalizeError) {
            var status: Int32 = 0
            let name = Array(ruleSet.utf16)
            let opened = vz_spellout_open(locale, name, Int32(name.count), &status)
            guard let handle = opened, status <= 0 else {
                if let opened { vz_spellout_close(opened) }
                buffer.deallocate()
                throw VocalizeError(.icuFailure, "ICU could not open \(ruleSet) for \"\(locale)\": \(ICUStatus(code: status).name)")
            }
            self.handle = handle
            _ = format(12_345)
        }

        deinit {
            vz_spellout_close(handle)
            buffer.deallocate()
        }

        /// The spelled-out length in UTF-16 units; the text stays in the formatter's buffer.
        public func format(_ value: Int64) -> Int {
            var status: Int32 = 0
            return Int(vz_spellout_format_int64(handle, value, buffer.baseAddress, Int32(buffer.count), &status))
        }

        /// The spelled-out text decoded the standard library's way: what a caller writing
        /// against ICU's C API directly would get.
        public func formatString(_ value: Int64) -> String {
            let length = min(format(value), buffer.count)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<length]), as: UTF16.self)
        }
    }

    /// One ICU date formatter (long style, UTC), opened once, formatting into a buffer it
    /// owns: one `udat_format` per call.
    ///
    /// Sendable notes: as `Spellout`, one caller at a time.
    public final class DateFormat: @unchecked Sendable {
        private let handle: OpaquePointer
        private let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 256)

        /// Opens and warms a long-style formatter for `locale` in UTC.
        public init(locale: String) throws(VocalizeError) {
            var status: Int32 = 0
            let zone = Array("UTC".utf16)
            let longStyle: Int32 = 1
            let opened = vz_date_formatter_open(locale, longStyle, nil, 0, zone, Int32(zone.count), &status)
            guard let handle = opened, status <= 0 else {
                if let opened { vz_date_formatter_close(opened) }
                buffer.deallocate()
                throw VocalizeError(.icuFailure, "ICU could not open a date formatter for \"\(locale)\": \(ICUStatus(code: status).name)")
            }
            self.handle = handle
            _ = format(millisecondsSince1970: 1_427_846_400_000)
        }

        deinit {
            vz_date_formatter_close(handle)
            buffer.deallocate()
        }

        /// The formatted length in UTF-16 units; the text stays in the formatter's buffer.
        public func format(millisecondsSince1970 instant: Double) -> Int {
            var status: Int32 = 0
            return Int(vz_date_format_raw(handle, instant, buffer.baseAddress, Int32(buffer.count), &status))
        }
    }
}
