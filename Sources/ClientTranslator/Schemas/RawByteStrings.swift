import GeneratorDiagnostics
import OpenAPIModel

/// The binary strings (`format: binary`, 3.1 `contentMediaType`) whose bytes travel as they are: whole bodies of a
/// media type that is not JSON or text, the parts of a multipart body and the fields of a form. They become `Data`.
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
/// component named from both) stays `Data`, as the part needs it.
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

    private var places: Set<Place> = []

    /// How deep `$ref`s and `allOf`s are followed from a body's schema (they may form cycles).
    private static let maximumDepth = 16

    /// The raw places of `document`'s bodies (requests and responses of paths, webhooks and callbacks).
    init(document: Document, resolve: (ReferenceTarget) -> Schema?) {
        var pending = Array(document.paths.values) + Array(document.webhooks.values)
        var seenItems = 0
        while seenItems < pending.count {
            let item = pending[seenItems]
            seenItems += 1
            for operation in item.operations {
                for callback in operation.callbacks.values { pending += callback.values }
                let contents = (operation.requestBody.map { [$0.content] } ?? []) + operation.responses.values.map(\.content)
                for content in contents {
                    for (contentType, media) in content {
                        guard let schema = media.schema else { continue }
                        switch MediaTypeKind(contentType: contentType, schema: schema) {
                        case .multipart, .formURLEncoded: addParts(of: schema, resolve: resolve, depth: 0)
                        case .binary: addValue(schema, resolve: resolve, depth: 0)
                        default: continue
                        }
                    }
                }
            }
        }
    }

    /// Whether `schema` is where a part's or a form field's bytes are written.
    func contains(_ schema: Schema) -> Bool {
        !places.isEmpty && places.contains(Place(schema))
    }

    /// Adds the properties of a body's object schema, following `$ref`s and `allOf`s to the properties they bring.
    private mutating func addParts(of schema: Schema, resolve: (ReferenceTarget) -> Schema?, depth: Int) {
        guard depth < Self.maximumDepth else { return }
        if let ref = schema.ref, let target = resolve(ref.target) {
            addParts(of: target, resolve: resolve, depth: depth + 1)
        }
        for member in schema.allOf {
            addParts(of: member, resolve: resolve, depth: depth + 1)
        }
        for property in schema.properties.values {
            addValue(property, resolve: resolve, depth: depth + 1)
        }
    }

    /// Adds one part's schema, the schemas its `$ref`s lead to, its items (several files) and the members of its
    /// `oneOf` or `anyOf` (a file or a list of files).
    private mutating func addValue(_ schema: Schema, resolve: (ReferenceTarget) -> Schema?, depth: Int) {
        guard depth < Self.maximumDepth, places.insert(Place(schema)).inserted else { return }
        if let ref = schema.ref, let target = resolve(ref.target) { addValue(target, resolve: resolve, depth: depth + 1) }
        if let items = schema.items { addValue(items, resolve: resolve, depth: depth + 1) }
        for member in schema.oneOf + schema.anyOf { addValue(member, resolve: resolve, depth: depth + 1) }
    }
}
