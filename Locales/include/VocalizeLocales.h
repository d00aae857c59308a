#ifndef VOCALIZE_LOCALES_H
#define VOCALIZE_LOCALES_H

/// One locale profile compiled into the library: its tag and its JSON's bytes (not terminated).
typedef struct {
    const char *_Nonnull tag;
    const unsigned char *_Nonnull json;
    unsigned long length;
} VZEmbeddedProfile;

/// The built-in profiles (every `Locales/<tag>.json` but root and the schema), `*count` of them.
const VZEmbeddedProfile *_Nonnull vz_embedded_profiles(unsigned long *_Nonnull count);

/// What every language shares (`root.json`).
VZEmbeddedProfile vz_embedded_root_profile(void);

/// The JSON Schema every profile follows (`profile.schema.json`).
VZEmbeddedProfile vz_embedded_profile_schema(void);

#endif
