import GeneratorDiagnostics

/// A Path Item Object with its operations. Path-level parameters are already merged into each operation.
public struct PathItem: Sendable, Hashable {
    /// The HTTP methods a Path Item Object names as fields; OpenAPI 3.2 adds `query`, which is not listed here.
    public static let methodFields: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    public var path: String
    public var summary: String?
    public var description: String?
    public var operations: [Operation] = []
    public var servers: [Server] = []
    public var location: SourceLocation

    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// An Operation Object, self-contained: parameters merged with the path item's (the operation's win), references
/// resolved, Swagger 2.0 `body`/`formData` parameters turned into a ``RequestBody``.
public struct Operation: Sendable, Hashable {
    /// Lowercased HTTP method: `get`, `put`, `post`, `delete`, `options`, `head`, `patch`, `trace`, and 3.2's `query`
    /// or any `additionalOperations` method.
    public var method: String
    public var path: String
    public var operationId: String?
    public var summary: String?
    public var description: String?
    public var tags: [String] = []
    public var parameters: [Parameter] = []
    public var requestBody: RequestBody?
    /// Status (`200`, `2XX`, `default`) -> response, in source order.
    public var responses: OrderedMap<Response> = OrderedMap()
    /// nil: the document's default applies. Empty array: explicitly no security.
    public var security: [SecurityRequirement]?
    public var deprecated = false
    public var servers: [Server] = []
    /// `callbacks`: callback name -> runtime expression (`{$request.body#/callbackUrl}`) -> path item.
    public var callbacks: OrderedMap<OrderedMap<PathItem>> = OrderedMap()
    public var extensions: OrderedMap<RawValue> = OrderedMap()
    public var location: SourceLocation
    public var pointer: JSONPointer

    public init(method: String, path: String, location: SourceLocation, pointer: JSONPointer) {
        self.method = method
        self.path = path
        self.location = location
        self.pointer = pointer
    }
}

public enum ParameterLocation: String, Sendable, Hashable {
    case path, query, header, cookie
    /// 3.2 `querystring`: the whole query string as one value.
    case querystring
}

/// Serialization styles of OpenAPI 3, plus the Swagger 2.0 `collectionFormat: tsv`, which has no 3.x equivalent.
public enum ParameterStyle: String, Sendable, Hashable {
    case matrix, label, simple, form, spaceDelimited, pipeDelimited, deepObject, cookie
    case tabDelimited

    /// `explode` when a parameter or an encoding object of this style does not give it: true for `form` only.
    public var explodesByDefault: Bool { self == .form }
}

public struct Parameter: Sendable, Hashable {
    public var name: String
    public var location: ParameterLocation
    public var description: String?
    public var required: Bool
    public var deprecated = false
    /// The style, defaulted by location when the document gives none (path/header: simple, query/cookie: form).
    public var style: ParameterStyle
    /// Explode, defaulted (`true` for form, `false` otherwise) when the document gives none.
    public var explode: Bool
    public var allowReserved = false
    public var allowEmptyValue = false
    public var schema: Schema?
    /// `content` instead of `schema`: media type and its schema (for JSON-encoded parameters).
    public var contentType: String?
    public var examples: [RawValue] = []
    public var extensions: OrderedMap<RawValue> = OrderedMap()
    /// Where the parameter is written in the file.
    public var sourceLocation: SourceLocation
    public var pointer: JSONPointer

    public init(name: String, location: ParameterLocation, required: Bool, style: ParameterStyle, explode: Bool, schema: Schema?, sourceLocation: SourceLocation, pointer: JSONPointer) {
        self.name = name
        self.location = location
        self.required = required
        self.style = style
        self.explode = explode
        self.schema = schema
        self.sourceLocation = sourceLocation
        self.pointer = pointer
    }

    /// The default style of a location, per OpenAPI 3.
    public static func defaultStyle(for location: ParameterLocation) -> ParameterStyle {
        switch location {
        case .path, .header: .simple
        case .query, .querystring: .form
        case .cookie: .form
        }
    }
}

public struct RequestBody: Sendable, Hashable {
    public var description: String?
    public var required: Bool
    /// Media type -> content, in source order.
    public var content: OrderedMap<MediaType>
    public var location: SourceLocation

    public init(description: String? = nil, required: Bool, content: OrderedMap<MediaType>, location: SourceLocation) {
        self.description = description
        self.required = required
        self.content = content
        self.location = location
    }
}

public struct MediaType: Sendable, Hashable {
    public var schema: Schema?
    /// 3.2 `itemSchema` for sequential media types (`text/event-stream`, `application/jsonl`).
    public var itemSchema: Schema?
    /// multipart / form encodings: property name -> encoding.
    public var encoding: OrderedMap<Encoding> = OrderedMap()
    public var examples: [RawValue] = []

    public init(schema: Schema? = nil) { self.schema = schema }
}

public struct Encoding: Sendable, Hashable {
    public var contentType: String?
    public var headers: OrderedMap<Header> = OrderedMap()
    public var style: ParameterStyle?
    public var explode: Bool?
    public var allowReserved = false

    public init(contentType: String? = nil) { self.contentType = contentType }
}

public struct Response: Sendable, Hashable {
    public var description: String?
    public var headers: OrderedMap<Header> = OrderedMap()
    public var content: OrderedMap<MediaType> = OrderedMap()
    /// `links`: name -> link, in source order.
    public var links: OrderedMap<Link> = OrderedMap()
    public var location: SourceLocation

    public init(description: String? = nil, location: SourceLocation) {
        self.description = description
        self.location = location
    }
}

public struct Header: Sendable, Hashable {
    public var description: String?
    public var required = false
    public var deprecated = false
    public var schema: Schema?
    /// `content` instead of `schema`: its media type (the value is that media type's text, JSON in practice).
    public var contentType: String?
    public var location: SourceLocation?

    public init(description: String? = nil, schema: Schema? = nil, location: SourceLocation? = nil) {
        self.description = description
        self.schema = schema
        self.location = location
    }
}
