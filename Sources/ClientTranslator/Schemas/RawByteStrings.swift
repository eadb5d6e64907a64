import GeneratorDiagnostics
import OpenAPIModel

/// The binary strings (`format: binary`, 3.1 `contentMediaType`) whose bytes travel as they are: whole bodies of a
/// media type that is not JSON or text, the parts of a multipart body and the fields of a form. They become `Data`,
/// and the file parts of a multipart request body `MultipartFile` (its bytes with the file name and media type the
/// caller gives: a server reads the file's format from them, OpenAI's transcriptions from the name).
///
/// Anywhere else a binary string is inside JSON, where it can only be text: it becomes `String`, which keeps whatever
/// the server sends. `Data` there would read the text as base64 and fail the whole response on any other text, and
/// OpenAPI says nothing of base64 for `binary` (that is `format: byte`, or 3.1's `contentEncoding: base64`, which stay
/// `Data`).
///
/// The places are the schemas of such bodies; the properties of each multipart or form request body's schema
/// (through `$ref`s and `allOf`), with the items of array properties (several files) and the members of
/// `oneOf`/`anyOf` properties (a file or a list of files); and the schemas those name by `$ref`, so that a component
/// a body names means what the body is. A schema that is both a part and written inside JSON elsewhere (one
/// component named from both) stays `Data` (or `MultipartFile`, which JSON holds as it holds `Data`), as the part
/// needs it.
struct RawByteStrings: Sendable {
    /// A schema by where it is written.
    struct Place: Hashable, Sendable {
        var file: String
        var pointer: JSONPointer

        init(_ schema: Schema) {
            file = schema.location.file
            pointer = schema.pointer
        }
    }

    /// The raw places other than file parts of requests (form fields, whole bodies, parts of multipart answers).
    private var raw = Walk()
    /// The places of the file parts of multipart requests: what a caller sends as a file.
    private var files = Walk()

    /// How deep `$ref`s and `allOf`s are followed from a body's schema (they may form cycles).
    private static let maximumDepth = 16

    /// The raw places of `document`'s bodies (requests and responses of paths, webhooks and callbacks).
    init(document: Document) {
        let resolve = { (target: ReferenceTarget) in document.schemas[target] }
        // A whole answer matters only when its schema is a `$ref` to a binary string (an inline one declares no type),
        // and answers are many (Kubernetes: 1,123 operations, each in five media types): their media types are
        // looked at only for those, and for multipart answers.
        var binaryTargets: Set<ReferenceTarget> = []
        for (target, schema) in document.schemas where Self.isBinaryString(schema, resolve: resolve) {
            binaryTargets.insert(target)
        }
        var pending = document.paths.values + document.webhooks.values
        var seenItems = 0
        while seenItems < pending.count {
            let operations = pending[seenItems].operations
            seenItems += 1
            for index in operations.indices {
                for callback in operations[index].callbacks.values { pending += callback.values }
                if let content = operations[index].requestBody?.content {
                    for (contentType, media) in content {
                        guard let schema = media.schema else { continue }
                        switch MediaTypeKind(contentType: contentType, schema: schema) {
                        case .multipart: files.addParts(of: schema, resolve: resolve, depth: 0)
                        case .formURLEncoded: raw.addParts(of: schema, resolve: resolve, depth: 0)
                        case .binary: raw.addValue(schema, resolve: resolve, depth: 0)
                        default: continue
                        }
                    }
                }
                // Read in place: copying each answer's media types (their schemas) cost Kubernetes 1% more work.
                for response in operations[index].responses.values.indices {
                    let content = operations[index].responses.values[response].content
                    for (contentType, media) in zip(content.keys, content.values.indices) {
                        // A multipart answer's parts, as a request's (`multipart/...`: the first letter rules out
                        // nearly all media types before the full look).
                        if contentType.utf8.first.map({ $0 | 0x20 }) == UInt8(ascii: "m"),
                           let schema = content.values[media].schema,
                           MediaTypeKind(contentType: contentType, schema: schema) == .multipart {
                            raw.addParts(of: schema, resolve: resolve, depth: 0)
                        } else if !binaryTargets.isEmpty, let target = content.values[media].schema?.ref?.target,
                                  binaryTargets.contains(target), let schema = content.values[media].schema,
                                  MediaTypeKind(contentType: contentType, schema: schema) == .binary {
                            raw.addValue(schema, resolve: resolve, depth: 0)
                        }
                    }
                }
            }
        }
    }

    /// Whether `schema`, or the schema its `$ref`s lead to, is a binary string (as ``holdsBytes(_:)`` decides, so that
    /// a component spelled `format: Binary` is one here too).
    private static func isBinaryString(_ schema: Schema, resolve: (ReferenceTarget) -> Schema?) -> Bool {
        guard var ref = schema.ref else { return holdsBytes(schema) }
        for _ in 0..<maximumDepth {
            guard let target = resolve(ref.target) else { return false }
            guard let next = target.ref else { return holdsBytes(target) }
            ref = next
        }
        return false
    }

    /// Whether `schema` is where a part's or a form field's bytes are written.
    func contains(_ schema: Schema) -> Bool {
        raw.contains(schema) || files.contains(schema)
    }

    /// Whether `schema` is where the bytes of a multipart request's file part are written (``contains(_:)`` holds too).
    func isFilePart(_ schema: Schema) -> Bool {
        files.contains(schema)
    }

    /// The places found from some bodies, and the `$ref` targets followed to find them: from parts, and from bodies
    /// to their parts (each is walked once, however many bodies name it, and a cycle of references ends).
    private struct Walk: Sendable {
        private var places: Set<Place> = []
        private var followed: Set<ReferenceTarget> = []
        private var partsFollowed: Set<ReferenceTarget> = []

        func contains(_ schema: Schema) -> Bool {
            !places.isEmpty && places.contains(Place(schema))
        }

        /// Adds the properties of a body's object schema, following `$ref`s (each target once) and `allOf`s to the
        /// properties they bring.
        mutating func addParts(of schema: Schema, resolve: (ReferenceTarget) -> Schema?, depth: Int) {
            guard depth < RawByteStrings.maximumDepth else { return }
            if let ref = schema.ref, partsFollowed.insert(ref.target).inserted, let target = resolve(ref.target) {
                addParts(of: target, resolve: resolve, depth: depth + 1)
            }
            for member in schema.allOf {
                addParts(of: member, resolve: resolve, depth: depth + 1)
            }
            for property in schema.properties.values {
                addValue(property, resolve: resolve, depth: depth + 1)
            }
        }

        /// Adds one part's schema when it holds bytes, and goes on to the schemas its `$ref`s lead to (each target
        /// once), its items (several files) and the members of its `oneOf` or `anyOf` (a file or a list of files).
        mutating func addValue(_ schema: Schema, resolve: (ReferenceTarget) -> Schema?, depth: Int) {
            guard depth < RawByteStrings.maximumDepth else { return }
            if RawByteStrings.holdsBytes(schema) { places.insert(Place(schema)) }
            if let ref = schema.ref, followed.insert(ref.target).inserted, let target = resolve(ref.target) {
                addValue(target, resolve: resolve, depth: depth + 1)
            }
            if let items = schema.items { addValue(items, resolve: resolve, depth: depth + 1) }
            for member in schema.oneOf { addValue(member, resolve: resolve, depth: depth + 1) }
            for member in schema.anyOf { addValue(member, resolve: resolve, depth: depth + 1) }
        }
    }

    /// Whether a string schema holds bytes: `format: binary` (in any case), 3.1 `contentMediaType` or
    /// `contentEncoding: binary` (``MediaTypeKind/isBinary(_:)``). The cheap questions first: this is asked of every
    /// string schema.
    static func holdsBytes(_ schema: Schema) -> Bool {
        let format = schema.format
        guard format != nil || schema.contentMediaType != nil || schema.contentEncoding != nil else { return false }
        return format?.lowercased() == "binary" || MediaTypeKind.isBinary(schema)
    }
}
