import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// `components.schemas` and `paths`, decoded on two threads with the same result as on one.
///
/// They are most of a big document's decoding (github: 1,300 and 4,450 of the decode's 5,800 samples on one core;
/// stripe's schemas take about three quarters of the time of its paths). Each one, when large, is cut in two at the
/// middle of its text: the session decodes the first halves while speculative sessions (``Speculation``) decode the
/// second halves on another thread, in document order. When the session has decoded its half of a part, it replays
/// the speculative session's log of the other half (its diagnostics, its operationIds against the ones before them,
/// the schemas its references name, in order) and takes its values. The document, its schema order and its
/// diagnostics are those of decoding on one thread.
///
/// That holds because decoding a referenced object is a function of its target alone, which both sessions share:
/// - where it is not (a path item referenced from two paths is decoded for the first; recursive extension data is
///   cut where it was entered; files are read in the order the decoding asks for them), the speculative session
///   gives up its part, which the session then decodes itself, in order;
/// - it also gives up at any error: errors come from broken documents, which need no speed, and where one is
///   reported first (a reference cycle, at the `$ref` that closes it) may depend on where decoding entered.
/// Each part has a speculative session of its own, so that one given up does not stop the other (stripe's schemas
/// hold recursive extension data, its paths do not). A multi-file document whose paths are references to other files
/// (DigitalOcean) gives up its paths at the first one.
extension ParseSession {
    /// `components.schemas` (`definitions` in 2.0), each decoded in place and registered under its target.
    func componentSchemas(_ field: Field, speculation: Speculation?) -> OrderedMap<Schema> {
        guard let entries = mapping(field) else { return OrderedMap() }
        let cursor = field.cursor
        let split = speculation?.components?.start ?? entries.count
        var decoded = decodeComponentSchemas(entries[..<split], in: cursor)
        if let speculation, split < entries.count {
            let part = speculation.takeComponents()
            parallelParts.componentSchemas = part.abandoned ? .abandoned : .adopted
            if part.abandoned {
                decoded += decodeComponentSchemas(entries[split...], in: cursor)
            } else {
                replay(part.log)
                decoded += part.value
            }
        }
        for component in decoded where schemas[component.target] == nil {
            schemas[component.target] = component.schema
            schemaOrder.append(component.target)
        }
        return OrderedMap(keys: decoded.map(\.name), values: decoded.map(\.schema))
    }

    /// Component schemas in order, with their names and targets; those that cannot be decoded are left out.
    func decodeComponentSchemas(_ entries: ArraySlice<MappingEntry>, in cursor: Cursor) -> [ComponentSchema] {
        var result: [ComponentSchema] = []
        result.reserveCapacity(entries.count)
        for entry in entries {
            let schemaCursor = cursor.child(entry.key.value, entry.value)
            let target = ReferenceTarget(file: cursor.file.key, pointer: schemaCursor.pointer)
            knownSchemaTargets.insert(target)  // before decoding: the schema may refer to itself
            if isSpeculative { speculativeLog.append(.componentSchema(target)) }
            if let schema = schema(schemaCursor) { result.append((entry.key.value, target, schema)) }
            if abandoned { break }
        }
        return result
    }

    /// `paths` or `webhooks`: key -> path item, in source order.
    func pathItems(_ field: Field, speculation: Speculation?, arePaths: Bool = true) -> OrderedMap<PathItem> {
        guard let entries = mapping(field) else { return OrderedMap() }
        let cursor = field.cursor
        guard let speculation, let plan = speculation.paths else {
            return decodePaths(entries.filter { !$0.key.value.isExtensionKey }[...], in: cursor, arePaths: arePaths)
        }
        var decoded = decodePaths(plan.entries[..<plan.start], in: cursor)
        let part = speculation.takePaths()
        parallelParts.paths = part.abandoned ? .abandoned : .adopted
        let rest: OrderedMap<PathItem>
        if part.abandoned {
            rest = decodePaths(plan.entries[plan.start...], in: cursor)
        } else {
            replay(part.log)
            rest = part.value
        }
        for (key, item) in zip(rest.keys, rest.values) { decoded[key] = item }
        return decoded
    }

    /// The path items of `entries`, in order; a speculative session stops once it has given up. `arePaths`: the keys
    /// are paths (not the names of webhooks).
    func decodePaths(_ entries: ArraySlice<MappingEntry>, in cursor: Cursor, arePaths: Bool = true) -> OrderedMap<PathItem> {
        var paths: [String] = [], items: [PathItem] = []
        paths.reserveCapacity(entries.count)
        items.reserveCapacity(entries.count)
        for entry in entries {
            let item = pathItem(cursor.child(entry.key.value, entry.value), path: entry.key.value)
            // A session gives up deep inside a path item (an unread file in an extension) that still decodes.
            if abandoned { break }
            guard let item else { continue }
            var path = entry.key.value
            // A path the client appends to the server URL: without its `/`, `@evil.example.net/x` would name
            // another host, to which a request would carry the credentials.
            if arePaths, !path.hasPrefix("/") {
                emit(.warning(ParserDiagnosticID.invalidValue,
                              "the path '\(path)' does not begin with '/'; it is read as '/\(path)'",
                              at: cursor.file.location(entry.key.mark), pointer: cursor.pointer.appending(path).description))
                path = "/" + path
            }
            paths.append(path)
            items.append(item)
        }
        return OrderedMap(keys: paths, values: items)
    }

    /// The index of the first entry in the second half of the text (by lines, or by columns for JSON on one line), or
    /// nil when there are fewer than `minimum` entries.
    static func middle(of entries: [MappingEntry], minimum: Int) -> Int? {
        guard entries.count >= max(minimum, 2), let first = entries.first?.key.mark,
              let last = entries.last?.key.mark else { return nil }
        let position: (Mark) -> Int64 = first.line == last.line ? { Int64($0.column) } : { Int64($0.line) }
        let half = position(first) + (position(last) - position(first)) / 2
        let index = entries.firstIndex { position($0.key.mark) >= half } ?? entries.count / 2
        return min(max(index, 1), entries.count - 1)
    }
}
