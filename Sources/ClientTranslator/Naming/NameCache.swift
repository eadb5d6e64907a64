import GeneratorDiagnostics

/// Names already worked out, by the text they were made from, shared by the threads that translate.
///
/// Documents repeat the same texts in many places: Stripe's enums of country and currency codes in dozens of form
/// bodies, DigitalOcean's `ratelimit-limit`, `ratelimit-remaining` and `ratelimit-reset` headers in every response.
/// Splitting such a text into words and joining them again costs a few thousand instructions; a lookup, a few
/// hundred. Naming is pure, so a cached name is the name: the output does not depend on what was cached first.
/// The table stops growing at `capacity` entries, so a document of millions of distinct names costs no more memory
/// than the limit.
final class NameCache: Sendable {
    private let table = Locked<[String: String]>([:])
    private let capacity: Int

    init(capacity: Int = 8192) {
        self.capacity = capacity
    }

    /// The name `make` gives for `raw`, made once per text (or again once the table is full).
    func name(for raw: String, make: (String) -> String) -> String {
        if let known = table.withLock({ $0[raw] }) { return known }
        let name = make(raw)
        table.withLock { table in
            if table.count < capacity { table[raw] = name }
        }
        return name
    }

    /// How many names the table holds.
    var count: Int { table.withLock { $0.count } }
}
