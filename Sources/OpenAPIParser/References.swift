import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// A reference object followed to what it names.
enum Followed {
    /// The node was not a reference object.
    case inline(Cursor)
    /// The object a chain of references ends at, the target of the chain, and every target on the way.
    case referenced(Cursor, target: ReferenceTarget, chain: [ReferenceTarget])
    /// The reference could not be followed; the problem was reported.
    case failed
}

extension ParseSession {
    /// The `$ref` entry of a reference object, or nil for any other node.
    @inline(__always)
    func referenceEntry(_ node: Node) -> MappingEntry? {
        guard case .mapping(let entries, _) = node else { return nil }
        for entry in entries where entry.key.value == "$ref" { return entry }
        return nil
    }

    /// The `$ref` text of `node` when it is a reference object whose target is being decoded (so following it would
    /// close a cycle), else nil. Reports nothing: a reference that cannot be followed is reported when followed.
    func referenceBeingResolved(_ node: Node, in file: SourceFile) -> String? {
        guard let entry = referenceEntry(node), let text = entry.value.scalar?.value,
              case .target(let target, _) = parseReference(text, in: file) else { return nil }
        let isVisited = visiting.contains(target) || chainEnds[target].map { visiting.contains($0.target) } == true
        return isVisited ? "'\(text)'" : nil
    }

    /// Follows `cursor` when it is a reference object, through any chain of references, to the object at the end.
    /// A target already being decoded, or met twice in the chain, is a cycle (`ref.cycle`, at the `$ref` that closes
    /// it): objects other than schemas cannot contain themselves.
    ///
    /// Where a chain was followed before, from any of its targets, the walk goes straight to its end
    /// (``chainEnds``), so that many references into one long chain cost a step each, not the chain's length each
    /// (2,000 operations that each named a response at the start of a chain of 2,000 took 37 s). The rest of that
    /// chain is then not in the chain returned: an object that names one of its targets from inside follows it to
    /// the same end, which is being decoded, and is reported at that reference.
    func follow(_ cursor: Cursor) -> Followed {
        guard var entry = referenceEntry(cursor.node) else { return .inline(cursor) }
        var current = cursor
        var chain: [ReferenceTarget] = []
        // A chain is searched while it is short, and through a set once it is long.
        var inLongChain: Set<ReferenceTarget> = []
        while true {
            guard let (target, text, location) = target(of: entry, in: current) else { return .failed }
            let inChain = chain.count < 8 ? chain.contains(target) : inLongChain.contains(target)
            let known = chainEnds[target]
            if visiting.contains(target) || inChain || known.map({ visiting.contains($0.target) }) == true {
                error(
                    ParserDiagnosticID.referenceCycle,
                    "reference cycle: '\(text)' leads back to an object that is still being resolved",
                    at: location, pointer: current.pointer)
                return .failed
            }
            chain.append(target)
            if chain.count == 8 { inLongChain = Set(chain) } else if chain.count > 8 { inLongChain.insert(target) }
            if let known {
                if known.target != target { chain.append(known.target) }
                return ended(chain, at: known.end, target: known.target)
            }
            guard let resolved = resolve(target, text: text, at: location, pointer: current.pointer) else { return .failed }
            guard let next = referenceEntry(resolved.node) else {
                return ended(chain, at: resolved, target: target)
            }
            current = resolved
            entry = next
        }
    }

    /// Remembers where `chain` ends, for each of its targets.
    private func ended(_ chain: [ReferenceTarget], at end: Cursor, target: ReferenceTarget) -> Followed {
        for member in chain where chainEnds[member] == nil { chainEnds[member] = (end, target) }
        return .referenced(end, target: target, chain: chain)
    }

    /// Decodes `cursor` after following it if it is a reference object. Referenced objects are decoded once per
    /// target (`memo`), and their targets count as being visited while they decode, to detect cycles.
    func decodeFollowing<T>(_ cursor: Cursor, memo: Memo<T>?, _ decode: (Cursor) -> T?) -> T? {
        decodeFollowed(follow(cursor), memo: memo, decode)
    }

    /// ``decodeFollowing(_:memo:_:)`` for a reference already followed.
    func decodeFollowed<T>(_ followed: Followed, memo: Memo<T>?, _ decode: (Cursor) -> T?) -> T? {
        switch followed {
        case .failed:
            return nil
        case .inline(let inline):
            return decode(inline)
        case .referenced(let resolved, let target, let chain):
            if let memo, let known = memo[target] { return known }
            for item in chain { visiting.insert(item) }
            let value = decode(resolved)
            for item in chain { visiting.remove(item) }
            if let memo { memo[target] = .some(value) }
            return value
        }
    }

    /// The target of a `$ref` entry, its text and its location; nil (reported) when it is not a usable reference.
    func target(of entry: MappingEntry, in cursor: Cursor) -> (ReferenceTarget, String, SourceLocation)? {
        let location = cursor.file.location(entry.key.mark)
        guard let scalar = entry.value.scalar, !scalar.isNull else {
            error(ParserDiagnosticID.invalidReference, "'$ref' must be a string, found \(entry.value.kindDescription)",
                  at: location, pointer: cursor.pointer)
            return nil
        }
        switch parseReference(scalar.value, in: cursor.file, at: cursor.pointer, location: location) {
        case .target(let target, _):
            return (target, scalar.value, location)
        case .invalid(let message):
            error(ParserDiagnosticID.invalidReference, message, at: location, pointer: cursor.pointer)
            return nil
        }
    }

    /// Takes a `$ref` text apart and resolves its file part against `file`; memoized per file. Once a file read has
    /// declared a JSON Schema `$id` or `$anchor`, a reference written at `pointer` that names one, or is written
    /// inside a schema with a `$id`, is read by JSON Schema's rules (``SchemaIdentifiers``).
    ///
    /// - Parameter location: where the reference is written, to warn about a reference read otherwise than JSON
    ///   Schema reads it; nil: no warning.
    func parseReference(_ text: String, in file: SourceFile, at pointer: JSONPointer? = nil, location: SourceLocation? = nil)
        -> ParsedReference
    {
        let parsed = parseReferenceOnce(text, in: file, at: pointer, location: location)
        // An anchor in another file (`other.yaml#pet`) is known once that file is read, which nothing else may have
        // asked for yet: it is read then (and reports its own problems, at the reference), and the text read again.
        guard case .invalid = parsed, let location, version.isJSONSchema2020, let key = unreadFile(ofAnchor: text, in: file),
              self.file(named: key, text: text, at: location, pointer: pointer) != nil
        else { return parsed }
        return parseReferenceOnce(text, in: file, at: pointer, location: location)
    }

    /// The key of the file a reference to an anchor in another file names (`other.yaml#pet`), when that file has not
    /// been read; nil for any other reference.
    private func unreadFile(ofAnchor text: String, in file: SourceFile) -> String? {
        guard let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")), hash != text.startIndex else { return nil }
        let fragment = text[text.utf8.index(after: hash)...]
        guard let first = fragment.first, first != "/" else { return nil }
        let filePart = text[..<hash]
        let key: String?
        if Pointers.isRemote(filePart) || file.isRemote {
            key = RemoteFetcher.resolve(String(filePart), against: file.isRemote ? file.key : "https://invalid.invalid/")
        } else {
            key = FilePaths.key(ofLocal: filePart, from: file.folder, rootAbsoluteFolder: rootAbsoluteFolder)
        }
        guard let key, files[key] == nil else { return nil }
        return key
    }

    private func parseReferenceOnce(_ text: String, in file: SourceFile, at pointer: JSONPointer?, location: SourceLocation?)
        -> ParsedReference
    {
        if !schemaIdentifiers.isEmpty, let (named, warning) = schemaIdentifiers.reference(
            text, in: file, at: pointer, exists: { names($0, in: file) })
        {
            if let warning, let location {
                emit(.warning(ParserDiagnosticID.identifierIgnored, warning, at: location, pointer: pointer?.description))
            }
            return named
        }
        let key = ReferenceKey(file: ObjectIdentifier(file), text: text)
        if let known = parsedReferences[key] { return known }
        let parsed = computeReference(text, in: file)
        parsedReferences[key] = parsed
        return parsed
    }

    private func computeReference(_ text: String, in file: SourceFile) -> ParsedReference {
        let hash = text.utf8.firstIndex(of: UInt8(ascii: "#"))
        let filePart = hash.map { text[..<$0] } ?? text[...]
        let fragment = hash.map { text[text.utf8.index(after: $0)...] } ?? ""
        guard let pointer = Pointers.parse(fragment) else {
            if version.isJSONSchema2020, !fragment.isEmpty, fragment.first != "/" {
                return .invalid(SchemaIdentifiers.unknownAnchor(text, fragment))
            }
            return .invalid(SchemaIdentifiers.notAPointer(text))
        }
        if filePart.isEmpty {
            return .target(ReferenceTarget(file: file.key, pointer: pointer), remote: file.isRemote)
        }
        if Pointers.isRemote(filePart) || file.isRemote {
            let base = file.isRemote ? file.key : "https://invalid.invalid/"
            guard let url = RemoteFetcher.resolve(String(filePart), against: base) else {
                return .invalid("reference '\(text)' is not a valid URL")
            }
            if let key = localKey(ofSelfURL: url) {
                return .target(ReferenceTarget(file: key, pointer: pointer), remote: false)
            }
            return .target(ReferenceTarget(file: url, pointer: pointer), remote: true)
        }
        guard let key = FilePaths.key(ofLocal: filePart, from: file.folder, rootAbsoluteFolder: rootAbsoluteFolder) else {
            return .invalid("reference '\(text)' uses a URL scheme other than http, https and file")
        }
        if let identity = selfIdentity, identity.isRoot(localKey: key) {
            return .target(ReferenceTarget(file: identity.rootKey, pointer: pointer), remote: false)
        }
        return .target(ReferenceTarget(file: key, pointer: pointer), remote: false)
    }

    /// The node `target` names, following reference objects met on the way (a pointer may lead through a `$ref` into
    /// another file, as JSON Reference tools allow). Problems are reported at `location`, the referring `$ref`.
    func resolve(_ target: ReferenceTarget, text: String, at location: SourceLocation, pointer: JSONPointer?, hops: Int = 0)
        -> Cursor?
    {
        guard let file = file(named: target.file, text: text, at: location, pointer: pointer) else { return nil }
        var node = file.root
        var current = file
        var hopped = false  // whether a `$ref` on the way was gone through
        var base = JSONPointer.root  // then: the pointer, in `current`, of where it led
        var consumed = 0  // tokens of `target.pointer` consumed since then
        let tokens = target.pointer.tokens
        var index = 0
        /// Where the walk is, as a pointer inside `current`.
        func here() -> JSONPointer { JSONPointer(base.tokens + tokens[(index - consumed)..<index]) }
        while index < tokens.count {
            let token = tokens[index]
            if let child = child(of: node, token) {
                node = child
                index += 1
                consumed += 1
                continue
            }
            if hops < 16, let entry = referenceEntry(node) {
                let cursor = Cursor(node: node, file: current, pointer: here())
                guard let (next, nextText, nextLocation) = self.target(of: entry, in: cursor),
                      let through = resolve(next, text: nextText, at: nextLocation, pointer: cursor.pointer, hops: hops + 1)
                else { return nil }
                node = through.node
                current = through.file
                base = through.pointer
                consumed = 0
                hopped = true
                continue
            }
            if tokens == [""], index == 0, !hopped {
                // `file.yaml#/` names the key "" (RFC 6901), which is rarely what is meant: with no such key, the
                // whole document is read, as other OpenAPI tools read it.
                emit(.warning(
                    ParserDiagnosticID.rootPointer,
                    "reference '\(text)' names the key '' of the document's top level, which has none; "
                        + "the whole document is read (write the reference without '#/')",
                    at: location, pointer: pointer?.description))
                return Cursor(node: node, file: current, pointer: .root)
            }
            error(
                ParserDiagnosticID.missingPointer,
                "reference '\(text)' not found: \(here().description) in '\(current.displayPath)' has no '\(token)'",
                at: location, pointer: pointer)
            return nil
        }
        return Cursor(node: node, file: current, pointer: hopped ? here() : target.pointer)
    }

    /// Whether `pointer` names a node of `file`, through mappings and sequences only (no `$ref` followed).
    func names(_ pointer: JSONPointer, in file: SourceFile) -> Bool {
        var node = file.root
        for token in pointer.tokens {
            guard let next = child(of: node, token) else { return false }
            node = next
        }
        return true
    }

    /// A child by JSON pointer token. Large mappings (`components.schemas` has thousands of keys) get a hashed
    /// index on first use, so that resolving n references into them costs O(n), not O(n × keys).
    func child(of node: Node, _ token: String) -> Node? {
        switch node {
        case .mapping(let entries, _):
            if entries.count < 24 {
                for entry in entries where entry.key.value == token { return entry.value }
                return nil
            }
            let address = entries.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
            if let index = mappingIndexes[address] { return index[token].map { entries[$0].value } }
            var index = [String: Int](minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() where index[entry.key.value] == nil {
                index[entry.key.value] = position
            }
            mappingIndexes[address] = index
            return index[token].map { entries[$0].value }
        case .sequence(let items, _):
            guard let position = Int(token), position >= 0, position < items.count,
                  token == "0" || !token.hasPrefix("0") else { return nil }
            return items[position]
        case .scalar:
            return nil
        }
    }
}

/// A `$ref` text and the file it is written in (one table for all files: thousands of small files would otherwise
/// each carry a table of their own).
struct ReferenceKey: Hashable {
    let file: ObjectIdentifier
    let text: String
}

/// Fast paths for the JSON pointers and URLs of `$ref` texts.
enum Pointers {
    /// `/a/b` (a fragment without `#`), or "" for the root; nil when the fragment is not a pointer.
    /// Only pointers with `~` escapes or percent-encoding take the general (slower) decoder.
    static func parse(_ fragment: Substring) -> JSONPointer? {
        if fragment.isEmpty { return .root }
        if fragment.utf8.first != UInt8(ascii: "/") { return JSONPointer(parsing: fragment) }
        if !fragment.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "%") }) {
            return JSONPointer(JSONPointer.tokens(of: fragment.dropFirst()))
        }
        return JSONPointer(parsing: fragment)
    }

    static func isRemote(_ text: Substring) -> Bool {
        hasPrefix(text.utf8, "http://") || hasPrefix(text.utf8, "https://")
    }

    /// True for text starting with an RFC 3986 scheme (`urn:`, `ftp:`); a one-letter scheme is a drive letter.
    static func hasScheme(_ text: String) -> Bool {
        var length = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: ":"): return length > 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if length == 0 { return false }
            default: return false
            }
            length += 1
        }
        return false
    }

    /// ASCII case-insensitive prefix test.
    static func hasPrefix(_ text: Substring.UTF8View, _ prefix: StaticString) -> Bool {
        guard text.count >= prefix.utf8CodeUnitCount else { return false }
        var index = text.startIndex
        for offset in 0..<prefix.utf8CodeUnitCount {
            let byte = text[index] | (text[index] >= 0x41 && text[index] <= 0x5A ? 0x20 : 0)
            if byte != prefix.utf8Start[offset] { return false }
            index = text.index(after: index)
        }
        return true
    }
}
