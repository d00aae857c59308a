/// The locale profiles compiled into Vocalize, by tag.
///
/// SwiftPM embeds each `<tag>.json` as `PackageResources.<tag>_json`; this index names them.
/// The test suite fails when a JSON file in this folder is missing here.
public enum EmbeddedLocaleProfiles {
    /// The JSON Schema every profile follows (`profile.schema.json`).
    public static let schema: [UInt8] = PackageResources.profile_schema_json

    /// What every language shares (`root.json`): the base every profile chain is laid over.
    public static let root: [UInt8] = PackageResources.root_json


    public static let all: [(tag: String, json: [UInt8])] = [
        ("ar", PackageResources.ar_json),
        ("bg", PackageResources.bg_json),
        ("ca", PackageResources.ca_json),
        ("cs", PackageResources.cs_json),
        ("da", PackageResources.da_json),
        ("de", PackageResources.de_json),
        ("el", PackageResources.el_json),
        ("en", PackageResources.en_json),
        ("en-GB", PackageResources.en_GB_json),
        ("es", PackageResources.es_json),
        ("es-MX", PackageResources.es_MX_json),
        ("fa", PackageResources.fa_json),
        ("fi", PackageResources.fi_json),
        ("fr", PackageResources.fr_json),
        ("fr-CA", PackageResources.fr_CA_json),
        ("he", PackageResources.he_json),
        ("hi", PackageResources.hi_json),
        ("hr", PackageResources.hr_json),
        ("hu", PackageResources.hu_json),
        ("id", PackageResources.id_json),
        ("is", PackageResources.is_json),
        ("it", PackageResources.it_json),
        ("ja", PackageResources.ja_json),
        ("ko", PackageResources.ko_json),
        ("ms", PackageResources.ms_json),
        ("nb", PackageResources.nb_json),
        ("nl", PackageResources.nl_json),
        ("pl", PackageResources.pl_json),
        ("pt", PackageResources.pt_json),
        ("pt-BR", PackageResources.pt_BR_json),
        ("pt-PT", PackageResources.pt_PT_json),
        ("ro", PackageResources.ro_json),
        ("ru", PackageResources.ru_json),
        ("sk", PackageResources.sk_json),
        ("sl", PackageResources.sl_json),
        ("sv", PackageResources.sv_json),
        ("th", PackageResources.th_json),
        ("tr", PackageResources.tr_json),
        ("uk", PackageResources.uk_json),
        ("vi", PackageResources.vi_json),
        ("zh", PackageResources.zh_json),
        ("zh-HK", PackageResources.zh_HK_json),
        ("zh-Hans", PackageResources.zh_Hans_json),
        ("zh-Hant", PackageResources.zh_Hant_json),
    ]
}
