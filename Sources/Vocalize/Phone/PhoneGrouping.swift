import CVocalizeICU

/// Where a number's region puts its group boundaries, and which numbers are short numbers:
/// libphonenumber's formatting, applied to the digits as written.
enum PhoneGrouping {
    /// The region's grouping of a number's national digits (`PhoneNumber.nationalNumber`).
    struct Layout: Equatable {
        /// The offsets where a group ends and the next begins, ascending.
        var breaks: [Int]
        /// How many leading digits are the national prefix written before the number ("0" in
        /// "0611223306"), which a listener hears as a lead-in rather than part of a group's length.
        var nationalPrefixLength: Int
    }

    /// The region's boundaries for a number: for an international number the format after
    /// its country code; for a national one the format libphonenumber writes it in nationally
    /// ("06 11 22 33 06", "(030) 12345678", "011 15-2345-6789"), aligned with the digits as
    /// written (with or without the national prefix, or only the local part). Nil when the
    /// region has no format for it.
    static func layout(countryCode: String?, digits: UnsafeBufferPointer<UInt8>, plan: PhoneRegion?) -> Layout? {
        if let code = countryCode {
            guard let format = PhoneMetadata.callingCode(code)?.format(for: digits, national: false) else { return nil }
            return format.withWritten(digits, withNationalPrefix: false) { written, breaks -> Layout? in
                written.elementsEqual(digits) ? Layout(breaks: Array(breaks), nationalPrefixLength: 0) : nil
            }
        }
        guard let plan else { return nil }
        let stripped = plan.rules.stripNationalPrefix(digits)
        if let transformed = stripped?.transformed {
            return transformed.withUnsafeBufferPointer { layout(of: $0, writtenAs: digits, prefixLength: nil, plan: plan) }
        }
        let prefixLength = stripped?.length ?? 0
        return layout(of: UnsafeBufferPointer(rebasing: digits[prefixLength...]), writtenAs: digits, prefixLength: prefixLength, plan: plan)
    }

    /// The national format of a national significant number aligned with the digits as
    /// written: with the prefix where the format puts it, after a prefix written otherwise
    /// (or none), or only the local part the region completes with an area code.
    private static func layout(
        of significant: UnsafeBufferPointer<UInt8>, writtenAs digits: UnsafeBufferPointer<UInt8>,
        prefixLength: Int?, plan: PhoneRegion
    ) -> Layout? {
        guard let format = plan.callingCode.format(for: significant, national: true) else {
            if let prefixLength, prefixLength > 0 { return Layout(breaks: [prefixLength], nationalPrefixLength: prefixLength) }
            return nil
        }
        let national = format.withWritten(significant, withNationalPrefix: true) { written, breaks -> Layout? in
            if written.elementsEqual(digits) {
                return Layout(breaks: Array(breaks), nationalPrefixLength: prefixLength ?? 0)
            }
            if written.count > digits.count, UnsafeBufferPointer(rebasing: written[(written.count - digits.count)...]).elementsEqual(digits) {
                let shift = written.count - digits.count
                return Layout(breaks: breaks.compactMap { $0 > shift ? $0 - shift : nil }, nationalPrefixLength: 0)
            }
            return nil
        }
        if let national { return national }
        return format.withWritten(significant, withNationalPrefix: false) { written, breaks -> Layout? in
            guard written.count <= digits.count,
                  UnsafeBufferPointer(rebasing: digits[(digits.count - written.count)...]).elementsEqual(written) else { return nil }
            let start = digits.count - written.count
            var offsets = start > 0 ? [start] : []
            offsets.append(contentsOf: breaks.lazy.map { $0 + start })
            return Layout(breaks: offsets, nationalPrefixLength: start)
        }
    }

    /// Whether a national number written as one group is one of the region's short or
    /// emergency numbers (112, 3949), or, with no region data to say otherwise, is three
    /// digits or fewer.
    static func isShortNumber(_ digits: UnsafeBufferPointer<UInt8>, region: PhoneRegion?) -> Bool {
        let count = digits.count
        if let region, count <= region.rules.longestShortNumber {
            let rules = region.rules
            if rules.emergencyNumbers?.matchesWhole(digits) == true { return true }
            if rules.shortNumbers?.matchesWhole(digits) == true {
                // A short code, unless it is also a whole national number of the region.
                if let minimum = rules.possibleLengths.first, count < minimum { return true }
                if rules.general?.matchesWhole(digits) != true && rules.stripNationalPrefix(digits) == nil { return true }
            }
        }
        return count <= 3
    }
}

extension PhoneRegion {
    /// The region for an ISO 3166 code ("US", "gb"); `.unsupportedOption` when libphonenumber
    /// has no metadata for it.
    static func named(_ code: String) throws(VocalizeError) -> PhoneRegion {
        let trimmed = code.trimmingSpaces
        guard trimmed.utf8.count == 2, let region = PhoneMetadata.region(trimmed) else {
            throw VocalizeError(
                .unsupportedOption,
                "\"\(code)\" is not a region with a numbering plan Vocalize knows; give an ISO 3166 region code such as US, FR or GB (libphonenumber \(PhoneMetadata.version) has \(PhoneMetadata.regionCodes.count)).")
        }
        return region
    }

    /// The region a listener's locale names ("en-AU" → AU), or else the one CLDR finds most
    /// likely for it ("de" → DE, "pt" → BR, "zh-Hant" → TW, "ja" → JP).
    static func likely(for locale: SpeechLocale) -> PhoneRegion? {
        if let written = locale.regionCode, let region = PhoneMetadata.region(written) { return region }
        let (likely, status) = ICU.cString { vz_locale_add_likely_subtags(locale.icuIdentifier, $0, $1, $2) }
        guard status.isSuccess else { return nil }
        for subtag in likely.prefix(while: { $0 != "@" }).split(separator: "_").dropFirst() where subtag.utf8.count == 2 {
            return PhoneMetadata.region(String(subtag))
        }
        return nil
    }
}
