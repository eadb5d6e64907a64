/// The request body of an endpoint: a stored property (`body`) whose type is the one content's payload type, or a
/// nested `Body` enum with one case per content type when the document offers several.
public struct RequestBodyDeclaration: Hashable, Sendable, Codable {
    /// Swift property (and `init` argument) name, unique in the endpoint (`body`).
    public var propertyName: String
    /// The property's full type: the payload type, or the `Body` enum; optional when the body is not required.
    public var type: TypeUsage
    public var isRequired: Bool
    /// The body holds generated types that validate themselves (when the client validates).
    public var validatesNested = false
    public var documentation: [String]
    /// The content types the endpoint can send, preferred first (JSON, then `+json`, then document order).
    public var contents: [BodyContentDeclaration]
    /// The qualified name of the nested enum (`UpdatePet.Body`) when there are several contents; nil when the
    /// property holds the single content's payload directly.
    public var enumName: String?
    /// The property that names the type the single content is sent as, when the document leaves it open (`*/*`,
    /// `image/*`): the generator's optional `Content-Type` header parameter. When set, its value replaces the
    /// content's default type as the body's `RequestParts.contentType`, rather than being sent as a header of its own.
    public var contentTypePropertyName: String?

    public init(propertyName: String, type: TypeUsage, isRequired: Bool, documentation: [String] = [], contents: [BodyContentDeclaration], enumName: String? = nil) {
        self.propertyName = propertyName
        self.type = type
        self.isRequired = isRequired
        self.documentation = documentation
        self.contents = contents
        self.enumName = enumName
    }
}

/// One content type of a request body.
public struct BodyContentDeclaration: Hashable, Sendable, Codable {
    /// The media type sent as `Content-Type` (parameters such as `charset` kept as written).
    public var contentType: String
    /// The case name in the `Body` enum (`json`, `form`, `multipart`, `binary`, `text`, `mergePatchJSON`...).
    public var caseName: String
    public var encoding: BodyEncoding
    /// The payload type (never optional).
    public var type: TypeUsage
    /// The fields of a form body whose encoding names a style (Stripe's `metadata` in `deepObject` style:
    /// `metadata[order]=6735`), in document order; the others are written as plain form fields.
    public var fieldStyles: [FormFieldStyle] = []

    public init(contentType: String, caseName: String, encoding: BodyEncoding, type: TypeUsage) {
        self.contentType = contentType
        self.caseName = caseName
        self.encoding = encoding
        self.type = type
    }
}

/// How one field of a form body is written, as its encoding object says (`style`, `explode`, `allowReserved`).
public struct FormFieldStyle: Hashable, Sendable, Codable {
    /// The field's name (the property's key).
    public var key: String
    public var style: ParameterDeclaration.Style
    public var explode: Bool
    /// `allowReserved`: RFC 3986 reserved characters (`:/?@!$&'()*+,;=`) are written as they are.
    public var allowReserved: Bool

    public init(key: String, style: ParameterDeclaration.Style, explode: Bool, allowReserved: Bool = false) {
        self.key = key
        self.style = style
        self.explode = explode
        self.allowReserved = allowReserved
    }
}

/// How a request payload is written.
public enum BodyEncoding: Hashable, Sendable, Codable {
    /// Encoded with the client's `JSONEncoder` (`application/json` and any `+json` type).
    case json
    /// `application/x-www-form-urlencoded`: the value's properties as form fields.
    case formURLEncoded
    /// `multipart/form-data` from a typed value: one part per property, written by the endpoint.
    case multipart([MultipartPartDeclaration])
    /// `multipart/form-data` built by the caller as a `MultipartForm` (the schema has no usable properties).
    case multipartForm
    /// Raw bytes (`application/octet-stream`, `image/*`, XML and any type the generator cannot encode).
    case binary
    /// A `String` (`text/*`).
    case text
}

/// One property of a typed multipart body and the part it becomes.
public struct MultipartPartDeclaration: Hashable, Sendable, Codable {
    /// How the property's value is written as a part.
    public enum Kind: Hashable, Sendable, Codable {
        /// Binary content (`format: binary`, `contentMediaType`): a file part. A `MultipartFile` gives its own file
        /// name and media type; without them (and for `Data`) the file name is the part name and the media type this
        /// content type.
        case file(contentType: String)
        /// A primitive or enum value, written as a plain text field.
        case field
        /// Any other value, encoded with the client's `JSONEncoder` into a part with this content type.
        case json(contentType: String)
        /// A `oneOf` of files and fields (OpenAI's `image`: a file or a list of files): the cases holding a file are
        /// file parts as ``file(contentType:)`` writes them (`fileCases`), one per element for those holding a list
        /// (`fileListCases`); any other case (`hasOtherCases`, the catch-all included) is written as ``field`` is.
        case fileChoice(contentType: String, fileCases: [String], fileListCases: [String], hasOtherCases: Bool)
    }

    /// The Swift property of the body type holding the value.
    public var propertyName: String
    /// The part name (the property's key in the schema).
    public var key: String
    public var kind: Kind
    /// The property is optional: nothing is written when it is `nil`.
    public var isOptional: Bool
    /// The property is an array of files or fields: one part per element, all with the same name.
    public var isRepeated: Bool

    public init(propertyName: String, key: String, kind: Kind, isOptional: Bool, isRepeated: Bool = false) {
        self.propertyName = propertyName
        self.key = key
        self.kind = kind
        self.isOptional = isOptional
        self.isRepeated = isRepeated
    }
}
