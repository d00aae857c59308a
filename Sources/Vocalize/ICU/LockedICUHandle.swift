import Synchronization

/// An opened ICU object that ICU does not promise is safe to use from two threads at once:
/// every use holds its lock, and it is closed with its owner.
///
/// Sendable notes: the pointer is only reachable inside `withLock`.
final class LockedICUHandle: Sendable {
    private struct Pointer: @unchecked Sendable { let value: OpaquePointer }
    private let pointer: Mutex<Pointer>
    private let close: @Sendable (OpaquePointer) -> Void

    init(_ pointer: OpaquePointer, close: @escaping @Sendable (OpaquePointer) -> Void) {
        self.pointer = Mutex(Pointer(value: pointer))
        self.close = close
    }

    deinit {
        pointer.withLock { close($0.value) }
    }

    /// Runs `body` with the ICU object, holding the lock.
    func withLock<Result: Sendable>(_ body: (OpaquePointer) -> Result) -> Result {
        pointer.withLock { body($0.value) }
    }
}
