/// Which Vocalize and which ICU are speaking, for bug reports and `vocalize --version`.
public enum VocalizeVersion {
    /// Vocalize's own version (semantic versioning).
    public static let vocalize = "0.1.0"

    /// The version of the ICU library Vocalize runs against ("72.1"): CLDR data, and so some
    /// spoken forms, differ between ICU versions.
    public static var icu: String { ICU.version }

    /// Both, as `vocalize --version` prints them: "0.1.0 (ICU 72.1)".
    public static var description: String { "\(vocalize) (ICU \(icu))" }
}
