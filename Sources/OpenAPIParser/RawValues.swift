import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

extension ParseSession {
    /// Literal data (`example`, `default`, `enum` members, `const`, example values) exactly as written: scalars stay
    /// text, and `$ref` is an ordinary key here (GitHub's SCIM examples have `$ref: https://...` members).
    func literal(_ node: Node) -> RawValue {
        switch node {
        case .scalar(let scalar):
            return .scalar(scalar.value, isPlain: scalar.isPlain)
        case .sequence(let items, _):
            var values: [RawValue] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(literal(item)) }
            return .sequence(values)
        case .mapping(let entries, _):
            var keys: [String] = [], values: [RawValue] = []
            keys.reserveCapacity(entries.count)
            values.reserveCapacity(entries.count)
            for entry in entries {
                keys.append(entry.key.value)
                values.append(literal(entry.value))
            }
            return .mapping(OrderedMap(keys: keys, values: values))
        }
    }

    /// The value of an `x-` extension: data as written, except that `$ref`s in it are followed, since tools share
    /// extension data (code samples, policies) through references. A reference that cannot be followed is reported
    /// and kept as written; so is one that leads back into the data it is in (recursive data has no other form).
    func extensionValue(_ cursor: Cursor) -> RawValue {
        // Most extension data has no reference at all: then it is literal data, converted without building cursors.
        guard Self.containsReference(cursor.node) else { return literal(cursor.node) }
        switch cursor.node {
        case .scalar(let scalar):
            return .scalar(scalar.value, isPlain: scalar.isPlain)
        case .sequence(let items, _):
            var values: [RawValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() { values.append(extensionValue(cursor.child(index, item))) }
            return .sequence(values)
        case .mapping(let entries, _):
            if let entry = referenceEntry(cursor.node), let text = entry.value.scalar?.value,
               case .target(let target, _) = parseReference(text, in: cursor.file, at: cursor.pointer) {
                if let known = extensionCache[target] { return known ?? literal(cursor.node) }
                if visitingExtensions.contains(target) {
                    // Where recursive data is cut depends on where it was entered: the parent may have entered it
                    // elsewhere, and a speculative session's value could differ from the parent's memoized one.
                    if isSpeculative { abandoned = true }
                    return literal(cursor.node)
                }
                let location = cursor.file.location(entry.key.mark)
                followingExtensionReferences += 1
                defer { followingExtensionReferences -= 1 }
                guard let resolved = resolve(target, text: text, at: location, pointer: cursor.pointer) else {
                    extensionCache[target] = .some(nil)
                    return literal(cursor.node)
                }
                visitingExtensions.insert(target)
                let value = extensionValue(resolved)
                visitingExtensions.remove(target)
                extensionCache[target] = .some(value)
                return value
            }
            var map = OrderedMap<RawValue>()
            for entry in entries {
                map[entry.key.value] = extensionValue(cursor.child(entry.key.value, entry.value))
            }
            return .mapping(map)
        }
    }

    /// True when a `$ref` key with a string value appears anywhere in `node` (a scan that allocates nothing).
    static func containsReference(_ node: Node) -> Bool {
        switch node {
        case .scalar: return false
        case .sequence(let items, _): return items.contains(where: containsReference)
        case .mapping(let entries, _):
            for entry in entries {
                if entry.key.value == "$ref", case .scalar = entry.value { return true }
                if containsReference(entry.value) { return true }
            }
            return false
        }
    }

    /// Collects an `x-` entry into `extensions`; returns false for other keys.
    @inline(__always)
    func collectExtension(_ entry: MappingEntry, of cursor: Cursor, into extensions: inout OrderedMap<RawValue>) -> Bool {
        guard entry.key.value.isExtensionKey else { return false }
        extensions[entry.key.value] = extensionValue(cursor.child(entry.key.value, entry.value))
        return true
    }
}
