/// A string-keyed dictionary that keeps insertion order, which is source order for everything parsed.
/// Source order is what makes generated output follow the document and stay deterministic.
///
/// Most maps of a document are small (one media type, three responses, five properties), so lookups search the
/// keys and a hashed index is only built once a map grows past ``indexThreshold`` keys. The implementation is
/// inlinable so that the parser's many inserts are specialized for each value type.
public struct OrderedMap<Value>: Sendable where Value: Sendable {
    @usableFromInline var storedKeys: [String] = []
    @usableFromInline var storedValues: [Value] = []
    /// Key -> position, present only for maps larger than ``indexThreshold``.
    @usableFromInline var index: [String: Int]?

    /// How many keys a map holds before lookups use a hashed index.
    @inlinable static var indexThreshold: Int { 12 }

    @inlinable public init() {}

    @inlinable public init(_ pairs: some Sequence<(String, Value)>) {
        for (key, value) in pairs { self[key] = value }
    }

    /// A map of `keys` to `values`, pairwise, in that order: the values move in without being copied one by one.
    /// When a key repeats, the later value replaces the earlier one, as assigning them in turn would.
    @inlinable public init(keys: [String], values: [Value]) {
        precondition(keys.count == values.count, "OrderedMap(keys:values:) needs as many values as keys")
        storedKeys = keys
        storedValues = values
        if keys.count > Self.indexThreshold {
            var index = [String: Int](minimumCapacity: keys.count)
            for (position, key) in keys.enumerated() where index.updateValue(position, forKey: key) != nil {
                self = OrderedMap(zip(keys, values))
                return
            }
            self.index = index
        } else if keys.count > 1 {
            for position in 1..<keys.count where keys[..<position].contains(keys[position]) {
                self = OrderedMap(zip(keys, values))
                return
            }
        }
    }

    /// The keys, in insertion order.
    @inlinable public var keys: [String] { storedKeys }
    /// The values, in the order of ``keys``.
    @inlinable public var values: [Value] { storedValues }

    @inlinable public var count: Int { storedKeys.count }
    @inlinable public var isEmpty: Bool { storedKeys.isEmpty }

    /// Reads or writes a value; writing an existing key keeps its position, writing nil removes it.
    @inlinable public subscript(key: String) -> Value? {
        get { position(of: key).map { storedValues[$0] } }
        set {
            if let position = position(of: key) {
                if let newValue {
                    storedValues[position] = newValue
                } else {
                    storedKeys.remove(at: position)
                    storedValues.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                storedKeys.append(key)
                storedValues.append(newValue)
                if index != nil {
                    index![key] = storedKeys.count - 1
                } else if storedKeys.count > Self.indexThreshold {
                    rebuildIndex()
                }
            }
        }
    }

    @inlinable public func contains(_ key: String) -> Bool { position(of: key) != nil }

    /// Makes room for `count` entries, so that building a map of known size allocates once.
    @inlinable public mutating func reserveCapacity(_ count: Int) {
        storedKeys.reserveCapacity(count)
        storedValues.reserveCapacity(count)
    }

    /// Entries in order.
    @inlinable public var entries: [(key: String, value: Value)] {
        Array(zip(storedKeys, storedValues)).map { (key: $0.0, value: $0.1) }
    }

    @inlinable public func mapValues<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> OrderedMap<T> {
        var result = OrderedMap<T>()
        result.storedKeys = storedKeys
        result.storedValues = try storedValues.map(transform)
        result.index = index
        return result
    }

    @inlinable func position(of key: String) -> Int? {
        if let index { return index[key] }
        return storedKeys.firstIndex(of: key)
    }

    @inlinable mutating func rebuildIndex() {
        guard storedKeys.count > Self.indexThreshold else {
            index = nil
            return
        }
        var rebuilt = [String: Int](minimumCapacity: storedKeys.count)
        for (position, key) in storedKeys.enumerated() { rebuilt[key] = position }
        index = rebuilt
    }
}

extension OrderedMap: Sequence {
    @inlinable public func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        var position = 0
        let keys = storedKeys
        let values = storedValues
        return AnyIterator {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (key: keys[position], value: values[position])
        }
    }
}

extension OrderedMap: Equatable where Value: Equatable {
    @inlinable public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
        lhs.storedKeys == rhs.storedKeys && lhs.storedValues == rhs.storedValues
    }
}

extension OrderedMap: Hashable where Value: Hashable {
    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(storedKeys)
        hasher.combine(storedValues)
    }
}
