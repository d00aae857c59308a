/// One profile as `vocalize locales` lists it: the parts of its `LocaleCoverage` a listing
/// shows — status, name, what it covers and how its navigation words are known.
///
/// The built-in profiles' listings are generated from them (`BuiltInLocaleListings`, checked
/// against the profiles by the test suite), so a listing parses and resolves none of the
/// profiles: resolving all 83 cost 750 M instructions, 54 times a start of espeak-ng.
public struct LocaleListing: Sendable, Hashable {
    /// The profile tag ("fr-CA").
    public var tag: String
    /// The language's English name.
    public var name: String?
    /// What was done to check the profile's facts.
    public var status: LocaleProfile.Status?
    /// Whether the profile covers each capability of `LocaleCoverage.requirements`, in order.
    public var covered: [Bool]
    /// The key paths a complete profile needs and this one lacks.
    public var missing: [String]
    /// How many navigation words VoiceOver says (`NavigationProfile.wordPaths`).
    public var navigationWords: Int
    /// How many of them the profile has in its own language.
    public var navigationTranslated: Int
    /// How many of them each kind of source gives, in `WordSource.Kind.allCases` order.
    public var navigationSources: [Int]
    /// The navigation words said in English, marked.
    public var untranslated: [String]
    /// The navigation words the profile has without a source.
    public var unsourced: [String]

    /// Every profile of the registry, in tag order: the generated listings when the registry
    /// holds the built-in profiles alone, each profile's coverage worked out otherwise (a
    /// registered profile changes it).
    public static func all(registry: LocaleProfileRegistry = .shared) throws(VocalizeError) -> [LocaleListing] {
        let tags = registry.languages
        if registry === LocaleProfileRegistry.shared, registry.generation == 0, BuiltInLocaleListings.all.map(\.tag) == tags {
            return BuiltInLocaleListings.all
        }
        return try tags.map { tag throws(VocalizeError) in try LocaleListing(LocaleCoverage.of(tag, registry: registry)) }
    }
}

extension LocaleListing {
    /// The listing of a profile's coverage.
    public init(_ coverage: LocaleCoverage) {
        let navigation = coverage.navigation
        self.init(
            tag: coverage.tag, name: coverage.name, status: coverage.status, covered: coverage.capabilities.map(\.covered),
            missing: coverage.missing, navigationWords: navigation.words.count, navigationTranslated: navigation.translated,
            navigationSources: WordSource.Kind.allCases.map(navigation.count), untranslated: navigation.untranslated,
            unsourced: navigation.unsourced)
    }
}
