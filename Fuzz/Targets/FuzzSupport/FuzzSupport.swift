import Vocalize

/// The contract every fuzz target checks: an input may be refused with a `VocalizeError`, but
/// never crash, hang, or fail inside ICU (`.icuFailure`, the CLI's exit 70); what is spoken
/// is words, never ICU's fallback digits or nothing.
public enum FuzzContract {
    /// The languages the targets speak in, picked by an input's first byte: scripts with
    /// their own digits, languages with cases and genders, and ones written without spaces.
    public static let languages = ["en", "fr", "de", "ru", "ar", "fa", "hi", "ja", "zh", "pl", "is", "th", "he", "sl", "cs"]

    /// Splits an input into a language (its first byte) and UTF-8 text (the rest); nil when
    /// the rest is not UTF-8.
    public static func languageAndText(_ bytes: UnsafeRawBufferPointer) -> (String, String)? {
        guard let first = bytes.first else { return nil }
        let language = languages[Int(first) % languages.count]
        guard let text = String(validating: bytes.dropFirst(), as: UTF8.self) else { return nil }
        return (language, text)
    }

    /// Runs one attempt: a spoken result must hold words, and an error must not be ICU's.
    public static func check(_ what: @autoclosure () -> String, _ attempt: () throws(VocalizeError) -> String) {
        do {
            let spoken = try attempt()
            if spoken.unicodeScalars.contains(where: { $0.properties.generalCategory == .decimalNumber }) {
                fatalError("\(what()) was spoken with digits: \(spoken)")
            }
        } catch {
            if error.kind == .icuFailure { fatalError("\(what()) failed inside ICU: \(error.message)") }
        }
    }
}

/// libFuzzer's driver, for an entry point of our own: SwiftPM links an executable's `main` to
/// `<Target>_main`, so each target defines that and hands its input function to the driver.
@_silgen_name("LLVMFuzzerRunDriver")
public func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer with this process's arguments on `callback`.
public func runFuzzer(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, callback)
}
