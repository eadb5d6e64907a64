#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Values already worked out from a text (a name, the lines of a description), by that text: one table per thread,
/// so that the threads that translate in parallel never wait for one another.
///
/// Documents repeat the same texts in many places: Stripe's enums of country and currency codes in dozens of form
/// bodies, DigitalOcean's `ratelimit-limit`, `ratelimit-remaining` and `ratelimit-reset` headers in every response,
/// Kubernetes' descriptions of `pretty`, `dryRun` or `resourceVersion` in each of its 1,123 operations. Working such
/// a text out again costs thousands of instructions; a lookup, a few hundred. What is cached is a pure function of
/// the text, so the output does not depend on which thread made it first. (One table behind a lock made Stripe's
/// translation 4% slower, although it ran 2% fewer instructions: the two threads met at the lock about 250 times in
/// one traced run, each time a sleep and a wake-up.) A table stops growing at `capacity` entries, so a document of
/// millions of distinct texts costs no more memory than the limit.
final class PerThreadCache<Value>: @unchecked Sendable {
    /// The values of one thread. Only that thread reads and changes it.
    private final class Table {
        var values: [String: Value] = [:]
    }

    private var key = pthread_key_t()
    private let capacity: Int

    init(capacity: Int = 8192) {
        self.capacity = capacity
        // A thread's table is released when the thread ends. (The destructor's parameter is optional in Glibc's
        // declaration and not in Darwin's; a function taking an optional serves both.)
        pthread_key_create(&key) { releaseThreadTable($0) }
    }

    /// Releases the calling thread's table; those of other threads that are still running are not released.
    /// (The generator's caches live as long as the process.)
    deinit {
        if let stored = pthread_getspecific(key) { Unmanaged<Table>.fromOpaque(stored).release() }
        pthread_key_delete(key)
    }

    /// The value `make` gives for `text`, made once per text and thread (or again once the table is full).
    func value(for text: String, make: (String) -> Value) -> Value {
        let table = self.table
        if let known = table.values[text] { return known }
        let value = make(text)
        if table.values.count < capacity { table.values[text] = value }
        return value
    }

    /// How many values the table of the calling thread holds.
    var count: Int { table.values.count }

    /// The calling thread's table, made on its first use.
    private var table: Table {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<Table>.fromOpaque(stored).takeUnretainedValue()
        }
        let table = Table()
        pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
        return table
    }
}

/// Releases a thread's table, as its `pthread` key's destructor.
private func releaseThreadTable(_ table: UnsafeMutableRawPointer?) {
    guard let table else { return }
    Unmanaged<AnyObject>.fromOpaque(table).release()
}
