// The locale profiles compiled into Vocalize (`Locales/<tag>.json`), embedded with C23 `#embed`.
//
// Why C: SwiftPM's `embedInCode` turns 2.4 MB of JSON into Swift array literals that took the
// compiler minutes on every profile edit; `#embed` copies the bytes in a fraction of a second, and
// clang records the embedded files as dependencies, so an edited profile rebuilds this file alone.
// Adding a language is adding its file and naming it here and in Package.swift's `localeTags`;
// a test fails when the three disagree.
#include "VocalizeLocales.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char root_json[] = {
#embed "root.json"
};
static const unsigned char profile_schema_json[] = {
#embed "profile.schema.json"
};
static const unsigned char af_json[] = {
#embed "af.json"
};
static const unsigned char ar_json[] = {
#embed "ar.json"
};
static const unsigned char az_json[] = {
#embed "az.json"
};
static const unsigned char be_json[] = {
#embed "be.json"
};
static const unsigned char bg_json[] = {
#embed "bg.json"
};
static const unsigned char bn_json[] = {
#embed "bn.json"
};
static const unsigned char bs_json[] = {
#embed "bs.json"
};
static const unsigned char ca_json[] = {
#embed "ca.json"
};
static const unsigned char cs_json[] = {
#embed "cs.json"
};
static const unsigned char cy_json[] = {
#embed "cy.json"
};
static const unsigned char da_json[] = {
#embed "da.json"
};
static const unsigned char de_json[] = {
#embed "de.json"
};
static const unsigned char de_AT_json[] = {
#embed "de-AT.json"
};
static const unsigned char de_CH_json[] = {
#embed "de-CH.json"
};
static const unsigned char el_json[] = {
#embed "el.json"
};
static const unsigned char en_json[] = {
#embed "en.json"
};
static const unsigned char en_AU_json[] = {
#embed "en-AU.json"
};
static const unsigned char en_GB_json[] = {
#embed "en-GB.json"
};
static const unsigned char en_IE_json[] = {
#embed "en-IE.json"
};
static const unsigned char en_IN_json[] = {
#embed "en-IN.json"
};
static const unsigned char en_ZA_json[] = {
#embed "en-ZA.json"
};
static const unsigned char es_json[] = {
#embed "es.json"
};
static const unsigned char es_AR_json[] = {
#embed "es-AR.json"
};
static const unsigned char es_CO_json[] = {
#embed "es-CO.json"
};
static const unsigned char es_MX_json[] = {
#embed "es-MX.json"
};
static const unsigned char es_US_json[] = {
#embed "es-US.json"
};
static const unsigned char et_json[] = {
#embed "et.json"
};
static const unsigned char eu_json[] = {
#embed "eu.json"
};
static const unsigned char fa_json[] = {
#embed "fa.json"
};
static const unsigned char fi_json[] = {
#embed "fi.json"
};
static const unsigned char fil_json[] = {
#embed "fil.json"
};
static const unsigned char fr_json[] = {
#embed "fr.json"
};
static const unsigned char fr_BE_json[] = {
#embed "fr-BE.json"
};
static const unsigned char fr_CA_json[] = {
#embed "fr-CA.json"
};
static const unsigned char fr_CH_json[] = {
#embed "fr-CH.json"
};
static const unsigned char gl_json[] = {
#embed "gl.json"
};
static const unsigned char he_json[] = {
#embed "he.json"
};
static const unsigned char hi_json[] = {
#embed "hi.json"
};
static const unsigned char hr_json[] = {
#embed "hr.json"
};
static const unsigned char hu_json[] = {
#embed "hu.json"
};
static const unsigned char hy_json[] = {
#embed "hy.json"
};
static const unsigned char id_json[] = {
#embed "id.json"
};
static const unsigned char is_json[] = {
#embed "is.json"
};
static const unsigned char it_json[] = {
#embed "it.json"
};
static const unsigned char ja_json[] = {
#embed "ja.json"
};
static const unsigned char ka_json[] = {
#embed "ka.json"
};
static const unsigned char kk_json[] = {
#embed "kk.json"
};
static const unsigned char kn_json[] = {
#embed "kn.json"
};
static const unsigned char ko_json[] = {
#embed "ko.json"
};
static const unsigned char lt_json[] = {
#embed "lt.json"
};
static const unsigned char lv_json[] = {
#embed "lv.json"
};
static const unsigned char mk_json[] = {
#embed "mk.json"
};
static const unsigned char mr_json[] = {
#embed "mr.json"
};
static const unsigned char ms_json[] = {
#embed "ms.json"
};
static const unsigned char nb_json[] = {
#embed "nb.json"
};
static const unsigned char nl_json[] = {
#embed "nl.json"
};
static const unsigned char nl_BE_json[] = {
#embed "nl-BE.json"
};
static const unsigned char pl_json[] = {
#embed "pl.json"
};
static const unsigned char pt_json[] = {
#embed "pt.json"
};
static const unsigned char pt_BR_json[] = {
#embed "pt-BR.json"
};
static const unsigned char pt_PT_json[] = {
#embed "pt-PT.json"
};
static const unsigned char ro_json[] = {
#embed "ro.json"
};
static const unsigned char ru_json[] = {
#embed "ru.json"
};
static const unsigned char sk_json[] = {
#embed "sk.json"
};
static const unsigned char sl_json[] = {
#embed "sl.json"
};
static const unsigned char sq_json[] = {
#embed "sq.json"
};
static const unsigned char sr_json[] = {
#embed "sr.json"
};
static const unsigned char sr_Latn_json[] = {
#embed "sr-Latn.json"
};
static const unsigned char sv_json[] = {
#embed "sv.json"
};
static const unsigned char sw_json[] = {
#embed "sw.json"
};
static const unsigned char te_json[] = {
#embed "te.json"
};
static const unsigned char th_json[] = {
#embed "th.json"
};
static const unsigned char tr_json[] = {
#embed "tr.json"
};
static const unsigned char uk_json[] = {
#embed "uk.json"
};
static const unsigned char ur_json[] = {
#embed "ur.json"
};
static const unsigned char uz_json[] = {
#embed "uz.json"
};
static const unsigned char vi_json[] = {
#embed "vi.json"
};
static const unsigned char zh_json[] = {
#embed "zh.json"
};
static const unsigned char zh_Hans_json[] = {
#embed "zh-Hans.json"
};
static const unsigned char zh_Hant_json[] = {
#embed "zh-Hant.json"
};
static const unsigned char zh_HK_json[] = {
#embed "zh-HK.json"
};

static const VZEmbeddedProfile profiles[] = {
    {"af", af_json, sizeof(af_json)},
    {"ar", ar_json, sizeof(ar_json)},
    {"az", az_json, sizeof(az_json)},
    {"be", be_json, sizeof(be_json)},
    {"bg", bg_json, sizeof(bg_json)},
    {"bn", bn_json, sizeof(bn_json)},
    {"bs", bs_json, sizeof(bs_json)},
    {"ca", ca_json, sizeof(ca_json)},
    {"cs", cs_json, sizeof(cs_json)},
    {"cy", cy_json, sizeof(cy_json)},
    {"da", da_json, sizeof(da_json)},
    {"de", de_json, sizeof(de_json)},
    {"de-AT", de_AT_json, sizeof(de_AT_json)},
    {"de-CH", de_CH_json, sizeof(de_CH_json)},
    {"el", el_json, sizeof(el_json)},
    {"en", en_json, sizeof(en_json)},
    {"en-AU", en_AU_json, sizeof(en_AU_json)},
    {"en-GB", en_GB_json, sizeof(en_GB_json)},
    {"en-IE", en_IE_json, sizeof(en_IE_json)},
    {"en-IN", en_IN_json, sizeof(en_IN_json)},
    {"en-ZA", en_ZA_json, sizeof(en_ZA_json)},
    {"es", es_json, sizeof(es_json)},
    {"es-AR", es_AR_json, sizeof(es_AR_json)},
    {"es-CO", es_CO_json, sizeof(es_CO_json)},
    {"es-MX", es_MX_json, sizeof(es_MX_json)},
    {"es-US", es_US_json, sizeof(es_US_json)},
    {"et", et_json, sizeof(et_json)},
    {"eu", eu_json, sizeof(eu_json)},
    {"fa", fa_json, sizeof(fa_json)},
    {"fi", fi_json, sizeof(fi_json)},
    {"fil", fil_json, sizeof(fil_json)},
    {"fr", fr_json, sizeof(fr_json)},
    {"fr-BE", fr_BE_json, sizeof(fr_BE_json)},
    {"fr-CA", fr_CA_json, sizeof(fr_CA_json)},
    {"fr-CH", fr_CH_json, sizeof(fr_CH_json)},
    {"gl", gl_json, sizeof(gl_json)},
    {"he", he_json, sizeof(he_json)},
    {"hi", hi_json, sizeof(hi_json)},
    {"hr", hr_json, sizeof(hr_json)},
    {"hu", hu_json, sizeof(hu_json)},
    {"hy", hy_json, sizeof(hy_json)},
    {"id", id_json, sizeof(id_json)},
    {"is", is_json, sizeof(is_json)},
    {"it", it_json, sizeof(it_json)},
    {"ja", ja_json, sizeof(ja_json)},
    {"ka", ka_json, sizeof(ka_json)},
    {"kk", kk_json, sizeof(kk_json)},
    {"kn", kn_json, sizeof(kn_json)},
    {"ko", ko_json, sizeof(ko_json)},
    {"lt", lt_json, sizeof(lt_json)},
    {"lv", lv_json, sizeof(lv_json)},
    {"mk", mk_json, sizeof(mk_json)},
    {"mr", mr_json, sizeof(mr_json)},
    {"ms", ms_json, sizeof(ms_json)},
    {"nb", nb_json, sizeof(nb_json)},
    {"nl", nl_json, sizeof(nl_json)},
    {"nl-BE", nl_BE_json, sizeof(nl_BE_json)},
    {"pl", pl_json, sizeof(pl_json)},
    {"pt", pt_json, sizeof(pt_json)},
    {"pt-BR", pt_BR_json, sizeof(pt_BR_json)},
    {"pt-PT", pt_PT_json, sizeof(pt_PT_json)},
    {"ro", ro_json, sizeof(ro_json)},
    {"ru", ru_json, sizeof(ru_json)},
    {"sk", sk_json, sizeof(sk_json)},
    {"sl", sl_json, sizeof(sl_json)},
    {"sq", sq_json, sizeof(sq_json)},
    {"sr", sr_json, sizeof(sr_json)},
    {"sr-Latn", sr_Latn_json, sizeof(sr_Latn_json)},
    {"sv", sv_json, sizeof(sv_json)},
    {"sw", sw_json, sizeof(sw_json)},
    {"te", te_json, sizeof(te_json)},
    {"th", th_json, sizeof(th_json)},
    {"tr", tr_json, sizeof(tr_json)},
    {"uk", uk_json, sizeof(uk_json)},
    {"ur", ur_json, sizeof(ur_json)},
    {"uz", uz_json, sizeof(uz_json)},
    {"vi", vi_json, sizeof(vi_json)},
    {"zh", zh_json, sizeof(zh_json)},
    {"zh-Hans", zh_Hans_json, sizeof(zh_Hans_json)},
    {"zh-Hant", zh_Hant_json, sizeof(zh_Hant_json)},
    {"zh-HK", zh_HK_json, sizeof(zh_HK_json)},
};

const VZEmbeddedProfile *vz_embedded_profiles(unsigned long *count) {
    *count = sizeof(profiles) / sizeof(profiles[0]);
    return profiles;
}

VZEmbeddedProfile vz_embedded_root_profile(void) {
    VZEmbeddedProfile root = {"root", root_json, sizeof(root_json)};
    return root;
}

VZEmbeddedProfile vz_embedded_profile_schema(void) {
    VZEmbeddedProfile schema = {"profile.schema", profile_schema_json, sizeof(profile_schema_json)};
    return schema;
}
