import VocalizeLocales

/// The JSON of a profile compiled into the library: bytes in the program's read-only data.
package struct EmbeddedJSON: @unchecked Sendable {
    // Unchecked: the buffer points at constant static data (EmbeddedLocaleProfiles.c) that is
    // never written or freed, so sharing it between threads is safe.
    package let bytes: UnsafeBufferPointer<UInt8>

    init(_ profile: VZEmbeddedProfile) {
        bytes = UnsafeBufferPointer(start: profile.json, count: Int(profile.length))
    }
}

/// The locale profiles compiled into Vocalize (`Locales/<tag>.json`, embedded by the C target
/// `VocalizeLocales`), read in place: nothing is copied at start.
package enum EmbeddedLocaleProfiles {
    /// The JSON Schema every profile follows (`profile.schema.json`).
    package static var schema: EmbeddedJSON { EmbeddedJSON(vz_embedded_profile_schema()) }

    /// What every language shares (`root.json`): the base every profile chain is laid over.
    package static var root: EmbeddedJSON { EmbeddedJSON(vz_embedded_root_profile()) }

    /// Every built-in profile by tag, in the order of `Locales/EmbeddedLocaleProfiles.c`.
    package static let all: [(tag: String, json: EmbeddedJSON)] = {
        var count: UInt = 0
        let profiles = vz_embedded_profiles(&count)
        return (0..<Int(count)).map { index in (String(cString: profiles[index].tag), EmbeddedJSON(profiles[index])) }
    }()
}
