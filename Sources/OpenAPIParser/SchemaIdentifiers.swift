import Foundation
import OpenAPIModel
import YAMLTree

/// JSON Schema 2020-12's own names for schemas (OpenAPI 3.1 and later): a schema with `$id` is a resource of its own,
/// whose URI a `$ref` may give (`$ref: box.json` for a schema declaring `$id: box.json`) and against which the `$ref`s
/// inside it are read (`#/$defs/item` is then inside that schema); `$anchor: tag` names a schema, which `#tag` refers
/// to.
///
/// Files are searched for them only in documents of 3.1 and later, and only when their text holds a `$id` or
/// `$anchor` key (``mayDeclare(_:)``): most documents use neither, and their references are read as before, as
/// JSON pointers into files.
struct SchemaIdentifiers {
    /// The schemas with a `$id`, by URI (absolute, without fragment).
    private(set) var resources: [String: ReferenceTarget] = [:]
    /// The schemas with an `$anchor`, by `uri#name`: `uri` is the resource the anchor is in (the innermost schema
    /// with a `$id` around it, or its file).
    private(set) var anchors: [String: ReferenceTarget] = [:]
    /// For each `$dynamicAnchor` name, the resources that declare it (`uri#name`, in the order read).
    private(set) var dynamicAnchors: [String: [String]] = [:]

    /// True when no file read so far declares an identifier.
    var isEmpty: Bool { resources.isEmpty && anchors.isEmpty }

    /// Keys whose values are data, not schemas: a `$id` in an example is not an identifier.
    private static let dataKeys: Set<String> = ["example", "examples", "default", "const", "enum", "value"]
    /// Keys whose values map names to schemas: there, `examples` is the name of a property.
    private static let nameMapKeys: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "schemas", "dependentSchemas"]

    /// Records the identifiers `file` declares, and its embedded resources in ``SourceFile/embeddedResources``. The
    /// first declaration of a URI or anchor wins.
    mutating func index(_ file: SourceFile) {
        // A walk with a stack (documents may nest deeply); each frame knows its parent, so that a pointer is only
        // built for the few nodes that declare something.
        var frames: [(token: String, parent: Int)] = []
        var stack: [(node: Node, frame: Int, base: String, namesSchemas: Bool)] = [(file.root, -1, file.baseURI, false)]
        func pointer(_ frame: Int) -> JSONPointer {
            var tokens: [String] = []
            var index = frame
            while index >= 0 {
                tokens.append(frames[index].token)
                index = frames[index].parent
            }
            return JSONPointer(tokens.reversed())
        }
        var resourcesFound: [SourceFile.EmbeddedResource] = []
        // The URI of the file's root schema when its `$id` gives it one: its anchors are known by the file's own
        // address too (`pet.yaml#tag`, written by a document that reads the file), as that address names the file.
        var rootResource: String?
        func record(anchor: String, base: String, at frame: Int) {
            let target = ReferenceTarget(file: file.key, pointer: pointer(frame))
            if anchors[base + anchor] == nil { anchors[base + anchor] = target }
            if base == rootResource, anchors[file.baseURI + anchor] == nil { anchors[file.baseURI + anchor] = target }
        }
        while let (node, frame, inherited, namesSchemas) = stack.popLast() {
            switch node {
            case .scalar:
                continue
            case .sequence(let items, _):
                for (position, item) in items.enumerated().reversed() where item.scalar == nil {
                    frames.append((String(position), frame))
                    stack.append((item, frames.count - 1, inherited, false))
                }
            case .mapping(let entries, _):
                var base = inherited
                if let id = Self.text(of: "$id", in: entries), id.first == "#" {
                    // Draft 7 and earlier: a `$id` that is only a fragment is an anchor.
                    record(anchor: id, base: base, at: frame)
                } else if let id = Self.text(of: "$id", in: entries), let uri = RemoteFetcher.resolve(id, against: inherited) {
                    base = Self.withoutFragment(uri)
                    if frame == -1 { rootResource = base }
                    let here = pointer(frame)
                    resourcesFound.append(SourceFile.EmbeddedResource(pointer: here, uri: base, written: id))
                    if resources[base] == nil { resources[base] = ReferenceTarget(file: file.key, pointer: here) }
                }
                // A `$dynamicAnchor` is a plain anchor too, for `$ref`.
                for key in ["$anchor", "$dynamicAnchor"] {
                    if let name = Self.text(of: key, in: entries), anchors[base + "#" + name] == nil {
                        record(anchor: "#" + name, base: base, at: frame)
                        if key == "$dynamicAnchor" { dynamicAnchors[name, default: []].append(base + "#" + name) }
                    }
                }
                for entry in entries.reversed() where entry.value.scalar == nil {
                    let key = entry.key.value
                    if !namesSchemas, Self.dataKeys.contains(key) || key.hasPrefix("x-") { continue }
                    frames.append((key, frame))
                    stack.append((entry.value, frames.count - 1, base, !namesSchemas && Self.nameMapKeys.contains(key)))
                }
            }
        }
        file.embeddedResources = Dictionary(resourcesFound.map { ($0.pointer, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What `text`, written at `pointer` in `file`, names when read by JSON Schema's rules, and a warning when it is
    /// read otherwise; nil when those rules read it as the plain file-and-pointer reference it looks like.
    ///
    /// One exception to the rules, for documents written for tools that ignore `$id` (most OpenAPI tools): inside a
    /// schema with a `$id`, `#/components/schemas/Tag` names a place in the resource, which has no `components`; it is
    /// then read in the document, with a warning.
    ///
    /// - Parameter exists: whether a pointer names a node of `file` (the session's lookup, ``ParseSession/child(of:_:)``).
    func reference(_ text: String, in file: SourceFile, at pointer: JSONPointer?, exists: (JSONPointer) -> Bool)
        -> (ParsedReference, warning: String?)?
    {
        let resource = pointer.flatMap { file.innermostResource(containing: $0) }
        let base = resource?.uri ?? file.baseURI
        guard let absolute = RemoteFetcher.resolve(text, against: base) else { return nil }
        let uri = Self.withoutFragment(absolute)
        let fragment = absolute.utf8.firstIndex(of: UInt8(ascii: "#")).map { absolute[absolute.index(after: $0)...] } ?? ""
        let isAnchor = !fragment.isEmpty && fragment.first != "/"
        if let target = resources[uri] {
            let named = reference(into: target, uri: uri, fragment: fragment, text: text)
            if text.first == "#", fragment.first == "/", case .target(let inside, _) = named, target.file == file.key,
               !exists(inside.pointer), let plain = Pointers.parse(fragment), exists(plain)
            {
                return (.target(ReferenceTarget(file: file.key, pointer: plain), remote: file.isRemote),
                        "reference '\(text)' is inside the schema with '$id: \(resource?.written ?? uri)', which has no such place; "
                            + "it is read in the document, as tools that ignore '$id' read it")
            }
            return (named, nil)
        }
        if isAnchor {
            guard let target = anchors[uri + "#" + JSONPointer.percentDecoded(fragment)] else {
                return (.invalid(Self.unknownAnchor(text, fragment)), nil)
            }
            return (.target(target, remote: Pointers.isRemote(target.file[...])), nil)
        }
        // Inside a resource, a reference to another document is read against the resource's URI.
        guard resource != nil, let pointer = Pointers.parse(fragment), Pointers.isRemote(uri[...]) else { return nil }
        return (.target(ReferenceTarget(file: uri, pointer: pointer), remote: true), nil)
    }

    /// The message for a reference to an anchor no schema declares.
    static func unknownAnchor(_ text: String, _ fragment: Substring) -> String {
        "reference '\(text)' names the anchor '\(fragment)', which no schema read so far declares ('$anchor: \(fragment)')"
    }

    /// The message for a reference whose fragment is neither a JSON pointer nor an anchor it may name.
    static func notAPointer(_ text: String) -> String {
        "reference '\(text)' has a fragment that is not a JSON pointer (such as '#/components/schemas/Pet')"
    }

    /// A reference into the resource at `target`: the resource itself, a JSON pointer inside it, or an anchor.
    private func reference(into target: ReferenceTarget, uri: String, fragment: Substring, text: String) -> ParsedReference {
        let remote = Pointers.isRemote(target.file[...])
        if fragment.isEmpty { return .target(target, remote: remote) }
        if fragment.first == "/" {
            guard let inner = Pointers.parse(fragment) else {
                return .invalid(Self.notAPointer(text))
            }
            return .target(ReferenceTarget(file: target.file, pointer: JSONPointer(target.pointer.tokens + inner.tokens)), remote: remote)
        }
        guard let anchored = anchors[uri + "#" + JSONPointer.percentDecoded(fragment)] else {
            return .invalid("reference '\(text)' names the anchor '\(fragment)', which the schema it names does not declare ('$anchor: \(fragment)')")
        }
        return .target(anchored, remote: remote)
    }

    /// Whether `bytes` may declare a `$id` or an `$anchor`: a `$id` or `$anchor` key (quoted or not) followed by `:`.
    /// Loose (a `$id:` inside a block of text counts), never missing one written as a key.
    static func mayDeclare(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return false }
            var index = 0
            while index < text.count, let found = memchr(base + index, Int32(UInt8(ascii: "$")), text.count - index) {
                let dollar = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                index = dollar + 1
                guard dollar + 1 < text.count else { break }
                let word: StaticString
                switch text[dollar + 1] {
                case UInt8(ascii: "i"): word = "id"
                case UInt8(ascii: "a"): word = "anchor"
                case UInt8(ascii: "d"): word = "dynamicAnchor"
                default: continue
                }
                guard follows(word, in: text, at: dollar + 1) else { continue }
                var position = dollar + 1 + word.utf8CodeUnitCount
                if position < text.count, text[position] == UInt8(ascii: "\"") || text[position] == UInt8(ascii: "'") {
                    position += 1
                }
                while position < text.count, text[position] == UInt8(ascii: " ") { position += 1 }
                if position < text.count, text[position] == UInt8(ascii: ":") { return true }
            }
            return false
        }
    }

    private static func follows(_ word: StaticString, in text: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard start + count <= text.count else { return false }
        return word.withUTF8Buffer { bytes in (0..<count).allSatisfy { text[start + $0] == bytes[$0] } }
    }

    private static func text(of key: String, in entries: [MappingEntry]) -> String? {
        for entry in entries where entry.key.value == key {
            guard let scalar = entry.value.scalar, !scalar.isNull, !scalar.value.isEmpty else { return nil }
            return scalar.value
        }
        return nil
    }

    private static func withoutFragment(_ uri: String) -> String {
        uri.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(uri[..<$0]) } ?? uri
    }
}

extension SourceFile {
    /// A schema of the file that declares a `$id`, and the URI it declares (absolute).
    struct EmbeddedResource {
        var pointer: JSONPointer
        var uri: String
        /// The `$id` as written.
        var written: String
    }

    /// The URI the file's references are read against: its URL, or `file://` and its absolute path.
    var baseURI: String {
        isRemote ? key : URL(fileURLWithPath: absolutePath).absoluteString
    }

    /// The innermost schema with a `$id` around `pointer` (or at it), if any: a lookup per enclosing pointer, so that
    /// a document of many identifiers and references costs their sum, not their product.
    func innermostResource(containing pointer: JSONPointer) -> EmbeddedResource? {
        guard !embeddedResources.isEmpty else { return nil }
        for count in stride(from: pointer.tokens.count, through: 0, by: -1) {
            if let resource = embeddedResources[JSONPointer(Array(pointer.tokens[..<count]))] { return resource }
        }
        return nil
    }
}
