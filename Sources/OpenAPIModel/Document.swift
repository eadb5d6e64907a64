import GeneratorDiagnostics

/// The version a document declared. Swagger 2.0 documents are converted into the 3.x shape of this model.
public enum SpecVersion: Sendable, Hashable {
    case swagger2
    /// 3.0.x
    case openAPI30(String)
    /// 3.1.x
    case openAPI31(String)
    /// 3.2.x, read as 3.1 plus what parses.
    case openAPI32(String)

    /// True for 3.1 and later: JSON Schema 2020-12 rules (`type` arrays, `$ref` siblings, `const`...).
    public var isJSONSchema2020: Bool {
        switch self {
        case .openAPI31, .openAPI32: true
        case .swagger2, .openAPI30: false
        }
    }
}

/// A parsed, reference-resolved OpenAPI document: the input of the translator.
///
/// Everything non-schema (parameters, responses, request bodies, path items, headers, security schemes) has been
/// dereferenced by the parser. Schemas keep their `$ref`s; every schema a `$ref` can reach (in this file or another)
/// is in ``schemas``, keyed by target.
public struct Document: Sendable {
    public var version: SpecVersion
    /// The root file, normalized, as used in ``ReferenceTarget/file``.
    public var rootFile: String
    public var info: Info
    public var servers: [Server] = []
    /// Path template -> path item, in source order.
    public var paths: OrderedMap<PathItem> = OrderedMap()
    /// 3.1 `webhooks`: name -> path item.
    public var webhooks: OrderedMap<PathItem> = OrderedMap()
    /// `components.schemas` (3.x) or `definitions` (2.0), in source order.
    public var componentSchemas: OrderedMap<Schema> = OrderedMap()
    /// `components.securitySchemes` (3.x) or `securityDefinitions` (2.0).
    public var securitySchemes: OrderedMap<SecurityScheme> = OrderedMap()
    /// Top-level `security`: the default for operations that have none.
    public var security: [SecurityRequirement] = []
    public var tags: [Tag] = []
    public var jsonSchemaDialect: String?
    /// The root's `$self` (OpenAPI 3.2), when it is an absolute `http(s)` URL: the document's own URL, without a
    /// fragment. References to it name the root file.
    public var selfURL: String?
    public var externalDocsURL: String?
    public var extensions: OrderedMap<RawValue> = OrderedMap()

    /// Every schema a `$ref` reaches, and every component schema, by target, so translators can follow refs.
    /// Component schemas of the root are here as `(rootFile, #/components/schemas/Name)` (2.0: `#/definitions/Name`).
    public var schemas: [ReferenceTarget: Schema] = [:]
    /// The referenced targets in the order they were first met, for deterministic iteration over ``schemas``.
    public var schemaOrder: [ReferenceTarget] = []
    /// How many files were read (the root plus each external file, each once).
    public var filesRead = 1
    /// Seconds spent reading files and loading them into node trees (libyaml); the rest of parsing is decoding and
    /// resolving references. For the generator's timing report.
    public var loadSeconds = 0.0
    /// The files read, root first, as ``ReferenceTarget/file`` names them (for build tools that track inputs).
    public var sourceFiles: [String] = []

    public init(version: SpecVersion, rootFile: String, info: Info) {
        self.version = version
        self.rootFile = rootFile
        self.info = info
    }

    /// The schema a reference points to, if it resolved.
    public func schema(at target: ReferenceTarget) -> Schema? { schemas[target] }

    /// All operations in document order (paths, then methods in the order they appear).
    public var operations: [Operation] { paths.values.flatMap(\.operations) }
}

public struct Info: Sendable, Hashable {
    public var title: String
    public var version: String
    public var summary: String?
    public var description: String?

    public init(title: String, version: String, summary: String? = nil, description: String? = nil) {
        self.title = title
        self.version = version
        self.summary = summary
        self.description = description
    }
}

public struct Tag: Sendable, Hashable {
    public var name: String
    public var description: String?

    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }
}

/// A Server Object. Swagger 2.0 `schemes`/`host`/`basePath` become one of these per scheme.
public struct Server: Sendable, Hashable {
    public var url: String
    public var description: String?
    public var variables: OrderedMap<ServerVariable> = OrderedMap()
    public var location: SourceLocation?

    public init(url: String, description: String? = nil, variables: OrderedMap<ServerVariable> = OrderedMap(), location: SourceLocation? = nil) {
        self.url = url
        self.description = description
        self.variables = variables
        self.location = location
    }
}

public struct ServerVariable: Sendable, Hashable {
    public var defaultValue: String
    public var enumValues: [String]
    public var description: String?

    public init(defaultValue: String, enumValues: [String] = [], description: String? = nil) {
        self.defaultValue = defaultValue
        self.enumValues = enumValues
        self.description = description
    }
}

/// One alternative of a `security` list: scheme name -> scopes. All schemes of one requirement apply together.
/// An empty requirement (`{}`) means "no authentication is also fine".
public struct SecurityRequirement: Sendable, Hashable {
    public var schemes: OrderedMap<[String]>

    public init(schemes: OrderedMap<[String]> = OrderedMap()) { self.schemes = schemes }

    public var isAnonymous: Bool { schemes.isEmpty }
}

/// A Security Scheme Object.
public struct SecurityScheme: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `apiKey` sent in a header, query item or cookie named `name`.
        case apiKey(name: String, location: ParameterLocation)
        /// `http` with `scheme` (`basic`, `bearer`, or another IANA scheme) and an optional `bearerFormat`.
        case http(scheme: String, bearerFormat: String?)
        case oauth2(flows: [OAuthFlow])
        case openIdConnect(url: String)
        case mutualTLS
    }

    public var kind: Kind
    public var description: String?
    public var location: SourceLocation?

    public init(kind: Kind, description: String? = nil, location: SourceLocation? = nil) {
        self.kind = kind
        self.description = description
        self.location = location
    }
}

public struct OAuthFlow: Sendable, Hashable {
    /// `implicit`, `password`, `clientCredentials`, `authorizationCode` (2.0's `application`/`accessCode` mapped).
    public var kind: String
    public var authorizationURL: String?
    public var tokenURL: String?
    public var refreshURL: String?
    public var scopes: OrderedMap<String>

    public init(kind: String, authorizationURL: String? = nil, tokenURL: String? = nil, refreshURL: String? = nil, scopes: OrderedMap<String> = OrderedMap()) {
        self.kind = kind
        self.authorizationURL = authorizationURL
        self.tokenURL = tokenURL
        self.refreshURL = refreshURL
        self.scopes = scopes
    }
}
