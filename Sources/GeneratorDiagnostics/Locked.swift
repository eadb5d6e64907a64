import Foundation

/// A value that several threads share, read and changed only under a lock.
///
/// It does what `Synchronization.Mutex` does, which the generator would rather use, but `Mutex` needs macOS 15 and
/// the package builds the tool for macOS 13 and later (the build plugin compiles it on the user's machine).
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// The result of `body`, run with the value while no other thread holds it.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
