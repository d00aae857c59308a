/// The country calling codes libphonenumber's metadata knows (every code assigned by ITU-T
/// E.164 that is in use, including the non-geographic ones: 800 freephone, 881 satellite…),
/// used to find where the code ends in "+33611223306". The codes are prefix-free, so at most
/// one of the first one, two or three digits is a code. Not per language, so it lives here,
/// not in the locale profiles.
enum CountryCallingCodes {
    /// Every code in use.
    static var assigned: Set<String> { PhoneMetadata.callingCodes }

    /// The calling code at the start of `digits`, if one is assigned.
    static func code(prefixing digits: Substring) -> String? {
        PhoneMetadata.callingCode(prefixing: digits.utf8).map { String($0) }
    }
}
