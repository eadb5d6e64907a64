/// A parameter of an operation, as a stored property of its endpoint type.
public struct ParameterDeclaration: Hashable, Sendable, Codable {
    /// Where the value goes.
    public enum Location: String, Hashable, Sendable, Codable {
        case path, query, header, cookie
        /// OpenAPI 3.2 `querystring`: the whole query string is this one value.
        case querystring
    }

    /// The OpenAPI serialization style (`ParameterStyle` in the runtime), including Swagger 2.0's `tsv`.
    public enum Style: String, Hashable, Sendable, Codable {
        case simple, label, matrix, form, spaceDelimited, pipeDelimited, tabDelimited, deepObject
    }

    /// Swift property (and `init` argument) name, unique in the endpoint, already escaped if it is a keyword.
    public var name: String
    /// The parameter's name in the document, sent on the wire as written.
    public var key: String
    public var location: Location
    public var style: Style
    public var explode: Bool
    /// `allowReserved`: reserved characters are sent as they are in query values.
    public var allowReserved: Bool
    /// The full type, optional when the parameter is not required.
    public var type: TypeUsage
    public var isRequired: Bool
    /// For a parameter described with `content` instead of `schema`: the media type whose text the value is sent as
    /// (its JSON text). Nil for `schema`, and for text and form `content`, which the style writes as they are.
    public var contentType: String?
    /// The description, then the notes the generator adds (default, example, deprecation).
    public var documentation: [String]
    /// The document describes the parameter: ``documentation`` starts with its description, not with a note.
    public var isDescribed = false
    public var isDeprecated: Bool
    /// The parameter's JSON pointer in the document.
    public var origin: String
    /// The checks of the schema's validation keywords, when the client validates (``PropertyDeclaration/constraints``).
    public var constraints: [ValueConstraints] = []
    /// The type holds generated types that validate themselves (when the client validates).
    public var validatesNested = false
    /// For a path parameter of `simple` style next to another one in the template (`/blog/{page}{format}`), the
    /// values its schema lists, as a path spells them: a server reads where it ends by them (`hello.json` is `hello`
    /// and `.json`). Nil for other parameters, and for values a path would spell otherwise (percent-encoded).
    public var pathChoices: [String]?
    /// For a required parameter whose schema has a `default` (Azure's `api-version: 2016-05-01`), that value as a
    /// Swift expression of ``type``: the default of its `init` argument. Nil for an optional parameter (which defaults
    /// to `nil`, leaving the value to the server) and when there is none.
    public var initializerDefault: String?

    public init(
        name: String, key: String, location: Location, style: Style, explode: Bool, allowReserved: Bool = false,
        type: TypeUsage, isRequired: Bool, contentType: String? = nil, documentation: [String] = [],
        isDeprecated: Bool = false, origin: String
    ) {
        self.name = name
        self.key = key
        self.location = location
        self.style = style
        self.explode = explode
        self.allowReserved = allowReserved
        self.type = type
        self.isRequired = isRequired
        self.contentType = contentType
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.origin = origin
    }
}
