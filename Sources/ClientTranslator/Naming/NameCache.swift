#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Names already worked out, by the text they were made from: one table per thread, so that the threads that
/// translate in parallel never wait for one another.
///
/// Documents repeat the same texts in many places: Stripe's enums of country and currency codes in dozens of form
/// bodies, DigitalOcean's `ratelimit-limit`, `ratelimit-remaining` and `ratelimit-reset` headers in every response.
/// Splitting such a text into words and joining them again costs a few thousand instructions; a lookup, a few
/// hundred. Naming is pure, so a cached name is the name: the output does not depend on which thread made it
/// first. (One table behind a lock made Stripe's translation 4% slower, although it ran 2% fewer instructions: the
/// two threads met at the lock some 250 times, each time a sleep and a wake-up.) A table stops growing at
/// `capacity` entries, so a document of millions of distinct names costs no more memory than the limit.
final class NameCache: @unchecked Sendable {
    /// The names of one thread. Only that thread reads and changes it.
    private final class Table {
        var names: [String: String] = [:]
    }

    private var key = pthread_key_t()
    private let capacity: Int

    init(capacity: Int = 8192) {
        self.capacity = capacity
        // A thread's table is released when the thread ends. (The destructor's parameter is optional in Glibc's
        // declaration and not in Darwin's; a function taking an optional serves both.)
        pthread_key_create(&key) { releaseNameTable($0) }
    }

    /// Releases the calling thread's table; those of other threads that are still running are not released.
    /// (The generator's caches live as long as the process.)
    deinit {
        if let stored = pthread_getspecific(key) { Unmanaged<Table>.fromOpaque(stored).release() }
        pthread_key_delete(key)
    }

    /// The name `make` gives for `raw`, made once per text and thread (or again once the table is full).
    func name(for raw: String, make: (String) -> String) -> String {
        let table = self.table
        if let known = table.names[raw] { return known }
        let name = make(raw)
        if table.names.count < capacity { table.names[raw] = name }
        return name
    }

    /// How many names the table of the calling thread holds.
    var count: Int { table.names.count }

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

/// Releases a thread's table of names, as its `pthread` key's destructor.
private func releaseNameTable(_ table: UnsafeMutableRawPointer?) {
    guard let table else { return }
    Unmanaged<AnyObject>.fromOpaque(table).release()
}
