import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// A node with the file it is in and its JSON pointer inside that file.
struct Cursor {
    let node: Node
    let file: SourceFile
    let pointer: JSONPointer

    var location: SourceLocation { file.location(node.mark) }

    func child(_ key: String, _ node: Node) -> Cursor {
        Cursor(node: node, file: file, pointer: pointer.extended(key))
    }

    func child(_ index: Int, _ node: Node) -> Cursor {
        Cursor(node: node, file: file, pointer: pointer.extended(String(index)))
    }

    /// The entries of a mapping node; empty for any other node.
    var entries: [MappingEntry] {
        if case .mapping(let entries, _) = node { return entries }
        return []
    }

    /// The value for `key`, as a field of this mapping.
    func field(_ key: String) -> Field? {
        guard case .mapping(let entries, _) = node else { return nil }
        for entry in entries where entry.key.value == key { return Field(entry: entry, parent: self) }
        return nil
    }
}

extension JSONPointer {
    /// The pointer one token deeper, built with a single allocation (this runs for every object decoded).
    @inline(__always)
    func extended(_ token: String) -> JSONPointer {
        var extended: [String] = []
        extended.reserveCapacity(tokens.count + 1)
        extended.append(contentsOf: tokens)
        extended.append(token)
        return JSONPointer(extended)
    }
}

/// One entry of a mapping being decoded. The child's pointer is only built when it is needed.
struct Field {
    let key: String
    let keyMark: Mark
    let node: Node
    let parent: Cursor

    init(entry: MappingEntry, parent: Cursor) {
        self.key = entry.key.value
        self.keyMark = entry.key.mark
        self.node = entry.value
        self.parent = parent
    }

    var cursor: Cursor { parent.child(key, node) }
    var file: SourceFile { parent.file }
    var location: SourceLocation { parent.file.location(node.mark) }
    var pointer: JSONPointer { parent.pointer.extended(key) }
    /// True for an explicit `null` (or an empty value), which every decoder reads as "absent".
    var isNull: Bool { node.scalar?.isNull ?? false }
}

extension ParseSession {
    /// Reports a field of the wrong kind.
    func wrongType(_ field: Field, expected: String) {
        warning(
            ParserDiagnosticID.wrongType, "'\(field.key)' should be \(expected), found \(field.node.kindDescription)",
            at: field.node, in: field.file, pointer: field.pointer)
    }

    /// A string field. Any scalar is text as written (`version: 1.10` is "1.10"); a `$ref` to a string is followed
    /// (some documents keep long descriptions in other files). Null reads as absent.
    func text(_ field: Field) -> String? {
        switch field.node {
        case .scalar(let scalar):
            return scalar.isNull && scalar.isPlain ? nil : scalar.value
        case .mapping where referenceEntry(field.node) != nil:
            if case .referenced(let resolved, _, _) = follow(field.cursor), let scalar = resolved.node.scalar {
                return scalar.value
            }
            return nil
        default:
            wrongType(field, expected: "a string")
            return nil
        }
    }

    /// A boolean field: `true`/`false` (quoted ones too: the field's type says what the text means).
    func bool(_ field: Field) -> Bool? {
        if let scalar = field.node.scalar {
            if let value = scalar.bool { return value }
            if scalar.isNull { return nil }
            switch scalar.value {
            case "true": return true
            case "false": return false
            default: break
            }
        }
        wrongType(field, expected: "a boolean (true or false)")
        return nil
    }

    /// `deprecated`: a boolean; some documents write the reason instead (`deprecated: Replaced with isStatic`), which
    /// says that it is deprecated: read as `true`, with a warning that quotes it.
    func deprecation(_ field: Field) -> Bool {
        if let scalar = field.node.scalar, scalar.bool == nil, !scalar.isNull,
           !["true", "false"].contains(scalar.value), !scalar.value.allSatisfy(\.isWhitespace) {
            warning(
                ParserDiagnosticID.wrongType,
                "'\(field.key)' should be a boolean (true or false), found \(field.node.kindDescription): read as true",
                at: field.node, in: field.file, pointer: field.pointer)
            return true
        }
        return bool(field) ?? false
    }

    /// A non-negative integer field.
    func int(_ field: Field) -> Int? {
        if let scalar = field.node.scalar {
            if scalar.isNull { return nil }
            if let value = Int(scalar.value) { return value }
            // `10.0` in JSON documents written by tools that only know doubles.
            if let double = Double(scalar.value), double == double.rounded(), abs(double) < 1e15 { return Int(double) }
            // YAML 1.2's `0o17` (`Double` above already reads `0x1F`).
            if scalar.isPlain, let value = RawValue.decimalText(ofRadixInteger: scalar.value).flatMap({ Int($0) }) {
                return value
            }
        }
        wrongType(field, expected: "an integer")
        return nil
    }

    /// A numeric field (`minimum`, `maximum`), kept as its text so that no precision is lost.
    func numberText(_ field: Field) -> String? {
        if let scalar = field.node.scalar {
            if scalar.isNull { return nil }
            if RawValue.isNumber(scalar.value) { return scalar.value }
            if scalar.isPlain, let decimal = RawValue.decimalText(ofRadixInteger: scalar.value) { return decimal }
        }
        wrongType(field, expected: "a number")
        return nil
    }

    /// A list of strings; a single string is read as a list of one.
    func strings(_ field: Field) -> [String] {
        switch field.node {
        case .sequence(let items, _):
            var result: [String] = []
            result.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if let scalar = item.scalar, !(scalar.isNull && scalar.isPlain) {
                    result.append(scalar.value)
                } else {
                    warning(ParserDiagnosticID.wrongType,
                            "'\(field.key)' should list strings, found \(item.kindDescription)",
                            at: item, in: field.file, pointer: field.pointer.appending(index))
                }
            }
            return result
        case .scalar(let scalar):
            if scalar.isNull { return [] }
            return [scalar.value]
        case .mapping:
            wrongType(field, expected: "a list of strings")
            return []
        }
    }

    /// The entries of a mapping field; nil (reported) for any other kind, nil (silently) for null.
    func mapping(_ field: Field) -> [MappingEntry]? {
        switch field.node {
        case .mapping(let entries, _): return entries
        case .scalar(let scalar) where scalar.isNull: return nil
        default:
            wrongType(field, expected: "a mapping")
            return nil
        }
    }

    /// A mapping of names to objects (`properties`, `headers`...). The whole mapping may be a reference
    /// (`properties: {$ref: 'attributes.yml#/droplet'}`), which is followed; a `$ref` whose value is not a string
    /// is an entry like any other (a property may be called `$ref`).
    func nameMap(_ field: Field) -> Cursor? {
        if case .mapping(let entries, _) = field.node, entries.count == 1, entries[0].key.value == "$ref",
           entries[0].value.scalar != nil {
            guard case .referenced(let resolved, _, _) = follow(field.cursor) else { return nil }
            let target = Field(entry: MappingEntry(key: Scalar(value: field.key, mark: field.keyMark), value: resolved.node), parent: field.parent)
            guard mapping(target) != nil else { return nil }
            return resolved
        }
        return mapping(field) == nil ? nil : field.cursor
    }

    /// The items of a sequence field; nil (reported) for any other kind, nil (silently) for null.
    func sequence(_ field: Field) -> [Node]? {
        switch field.node {
        case .sequence(let items, _): return items
        case .scalar(let scalar) where scalar.isNull: return nil
        default:
            wrongType(field, expected: "a list")
            return nil
        }
    }

    /// Reports a missing required field of the object at `cursor`.
    func missing(_ key: String, in cursor: Cursor, of object: String) {
        warning(ParserDiagnosticID.missingField, "\(object) has no '\(key)'; it is skipped",
                at: cursor.node, in: cursor.file, pointer: cursor.pointer)
    }
}

extension String {
    /// True for an `x-` key: a specification extension.
    @inline(__always)
    var isExtensionKey: Bool {
        let bytes = utf8
        return bytes.count >= 2 && bytes.first == UInt8(ascii: "x") && bytes[bytes.index(after: bytes.startIndex)] == UInt8(ascii: "-")
    }
}
