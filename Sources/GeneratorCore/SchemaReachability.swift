import OpenAPIModel

/// The schemas of a document that some operations, or some named schemas, use: the targets of every `$ref` in
/// their trees, the schemas those targets hold in turn, and so on.
///
/// Besides `$ref`s, a schema uses the targets of its `discriminator`'s mapping, and, when it has a `discriminator`,
/// every schema that is `allOf` it, directly or through another such schema: the translator gives such a base the
/// `oneOf` of its subtypes that Swagger 2.0 documents leave implicit, so the subtypes are needed wherever it is.
///
/// The walk keeps a list of schemas to read rather than recursing, so that nesting as deep as the loader allows
/// costs no stack, and reads each target once, so that cycles of references end.
struct SchemaReachability {
    private let document: Document
    /// The schemas that are `allOf` each schema, by target, in document order.
    private let subtypes: [ReferenceTarget: [ReferenceTarget]]
    private var reached: Set<ReferenceTarget> = []
    /// The subtypes whose own subtypes are reached too.
    private var withSubtypes: Set<ReferenceTarget> = []
    private var pending: [Schema] = []

    init(document: Document) {
        self.document = document
        var subtypes: [ReferenceTarget: [ReferenceTarget]] = [:]
        for target in document.schemaOrder {
            guard let schema = document.schemas[target] else { continue }
            for part in schema.allOf {
                guard let parent = part.ref?.target, parent != target else { continue }
                subtypes[parent, default: []].append(target)
            }
        }
        self.subtypes = subtypes
    }

    /// Marks the schemas of an operation as used: those of its parameters, request body and responses (with their
    /// headers and the headers of multipart parts), and those of its callbacks' operations.
    mutating func reach(_ operation: Operation) {
        var operations = [operation]
        while let operation = operations.popLast() {
            for parameter in operation.parameters { visit(parameter.schema) }
            if let body = operation.requestBody { visit(body.content) }
            for response in operation.responses.values {
                for header in response.headers.values { visit(header.schema) }
                visit(response.content)
            }
            for callback in operation.callbacks.values {
                for item in callback.values { operations += item.operations }
            }
        }
        drain()
    }

    /// Marks the schema at `target` as used, with everything it uses.
    mutating func reach(_ target: ReferenceTarget) {
        follow(target)
        drain()
    }

    /// The targets reached.
    func finish() -> Set<ReferenceTarget> { reached }

    private mutating func visit(_ content: OrderedMap<MediaType>) {
        for media in content.values {
            visit(media.schema)
            visit(media.itemSchema)
            for encoding in media.encoding.values {
                for header in encoding.headers.values { visit(header.schema) }
            }
        }
    }

    private mutating func visit(_ schema: Schema?) {
        if let schema { pending.append(schema) }
    }

    private mutating func follow(_ target: ReferenceTarget) {
        guard reached.insert(target).inserted, let schema = document.schemas[target] else { return }
        pending.append(schema)
        guard schema.discriminator != nil else { return }
        // The subtypes of a base are the schemas `allOf` it or `allOf` one of its subtypes, reached before or not.
        var queue = subtypes[target] ?? []
        while let subtype = queue.popLast() {
            guard withSubtypes.insert(subtype).inserted else { continue }
            queue += subtypes[subtype] ?? []
            guard reached.insert(subtype).inserted, let schema = document.schemas[subtype] else { continue }
            pending.append(schema)
        }
    }

    /// Reads the pending schemas' trees until none is left.
    private mutating func drain() {
        while let schema = pending.popLast() {
            if let ref = schema.ref { follow(ref.target) }
            if let discriminator = schema.discriminator {
                for target in discriminator.resolvedMapping.values { follow(target) }
                if let target = discriminator.resolvedDefaultMapping { follow(target) }
            }
            pending += schema.properties.values
            pending += schema.patternProperties.values
            if case .schema(let value)? = schema.additionalProperties { pending.append(value) }
            if let items = schema.items { pending.append(items) }
            if let not = schema.not { pending.append(not) }
            pending += schema.prefixItems
            pending += schema.allOf
            pending += schema.oneOf
            pending += schema.anyOf
        }
    }
}
