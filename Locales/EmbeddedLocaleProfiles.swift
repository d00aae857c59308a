/// The locale profiles compiled into Vocalize, by tag.
///
/// SwiftPM embeds each `<tag>.json` as `PackageResources.<tag>_json`; this index names them.
/// The test suite fails when a JSON file in this folder is missing here.
public enum EmbeddedLocaleProfiles {
    public static let all: [(tag: String, json: [UInt8])] = [
        ("de", PackageResources.de_json),
        ("en", PackageResources.en_json),
        ("es", PackageResources.es_json),
        ("fr", PackageResources.fr_json),
        ("ja", PackageResources.ja_json),
        ("pl", PackageResources.pl_json),
        ("ru", PackageResources.ru_json),
    ]
}
