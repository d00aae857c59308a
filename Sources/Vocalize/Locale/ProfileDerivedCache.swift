/// Values derived from a locale's merged profile (resolved rule sets, word tables), shared per
/// locale and rebuilt once a profile is registered: the key carries the registry's generation.
final class ProfileDerivedCache<Value: Sendable>: Sendable {
    private struct Key: Hashable, Sendable {
        var identifier: String
        var generation: Int
    }

    private let cache: FormatterCache<Key, Value>

    init(capacity: Int = 256) {
        cache = FormatterCache(capacity: capacity)
    }

    func value(
        for locale: SpeechLocale, registry: LocaleProfileRegistry,
        create: () throws(VocalizeError) -> Value
    ) throws(VocalizeError) -> Value {
        try cache.value(for: Key(identifier: locale.identifier, generation: registry.generation), create: create)
    }
}
