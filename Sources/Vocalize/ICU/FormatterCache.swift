import Synchronization

/// A bounded, thread-safe cache of opened ICU objects keyed by a small signature.
///
/// Opening an ICU formatter costs hundreds of microseconds while using one costs well under
/// one, so each (locale, rule set, options) is opened once and shared. The value is created
/// outside the lock, so a slow open never blocks readers of other keys; when two callers race
/// to create the same key, the first stored value wins and the other is dropped.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage: Mutex<[Key: Value]>
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        self.storage = Mutex([:])
    }

    func value(
        for key: Key, create: () throws(VocalizeError) -> Value
    ) throws(VocalizeError) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let created = try create()
        return storage.withLock { entries in
            if let winner = entries[key] { return winner }
            if entries.count >= capacity {
                // Rarely reached (a few locales × rule sets); dropping everything keeps the
                // bound without bookkeeping on the hot path.
                entries.removeAll(keepingCapacity: true)
            }
            entries[key] = created
            return created
        }
    }
}
