/// A string-keyed dictionary that keeps insertion order, which is source order for everything parsed.
/// Source order is what makes generated output follow the document and stay deterministic.
public struct OrderedMap<Value>: Sendable where Value: Sendable {
    public private(set) var keys: [String] = []
    public private(set) var values: [Value] = []
    private var index: [String: Int] = [:]

    public init() {}

    public init(_ pairs: some Sequence<(String, Value)>) {
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// Reads or writes a value; writing an existing key keeps its position, writing nil removes it.
    public subscript(key: String) -> Value? {
        get { index[key].map { values[$0] } }
        set {
            if let position = index[key] {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    index = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
                }
            } else if let newValue {
                index[key] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    public func contains(_ key: String) -> Bool { index[key] != nil }

    /// Entries in order.
    public var entries: [(key: String, value: Value)] { Array(zip(keys, values)).map { (key: $0.0, value: $0.1) } }

    public func mapValues<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> OrderedMap<T> {
        var result = OrderedMap<T>()
        for (key, value) in zip(keys, values) { result[key] = try transform(value) }
        return result
    }
}

extension OrderedMap: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        var position = 0
        let keys = self.keys
        let values = self.values
        return AnyIterator {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (key: keys[position], value: values[position])
        }
    }
}

extension OrderedMap: Equatable where Value: Equatable {
    public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool { lhs.keys == rhs.keys && lhs.values == rhs.values }
}

extension OrderedMap: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}
