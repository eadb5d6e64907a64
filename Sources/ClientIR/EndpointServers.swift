/// A server of the document (Swagger 2.0's `schemes`/`host`/`basePath` included), emitted as a typed choice of
/// base URL.
public struct ServerDeclaration: Hashable, Sendable, Codable {
    /// Swift member name, unique among servers (`production`, `server1`).
    public var name: String
    /// The URL template exactly as written, `{variables}` included.
    public var urlTemplate: String
    /// The `description`, as documentation lines.
    public var documentation: [String]
    public var variables: [ServerVariableDeclaration]

    public init(name: String, urlTemplate: String, documentation: [String] = [], variables: [ServerVariableDeclaration] = []) {
        self.name = name
        self.urlTemplate = urlTemplate
        self.documentation = documentation
        self.variables = variables
    }
}

/// A `{variable}` of a server URL: a `String` argument with its default, or a nested enum when the document lists
/// the allowed values.
public struct ServerVariableDeclaration: Hashable, Sendable, Codable {
    /// Swift argument name (`region`).
    public var name: String
    /// The variable's name in the template, as written.
    public var key: String
    /// The default value as written.
    public var defaultValue: String
    /// The enum holding the allowed values, nested in `ServerURL` (`ServerURL.Region`), when the document lists
    /// them; nil for a free `String`. Servers whose variables have the same name and values share one enum; a
    /// different enum of the same name is prefixed with the server's name (`ServerURL.StagingRegion`).
    public var choices: TypeDeclaration?
    /// The Swift name of the enum case of the default value, when there are choices.
    public var defaultCaseName: String?
    public var documentation: [String]

    public init(name: String, key: String, defaultValue: String, choices: TypeDeclaration? = nil, defaultCaseName: String? = nil, documentation: [String] = []) {
        self.name = name
        self.key = key
        self.defaultValue = defaultValue
        self.choices = choices
        self.defaultCaseName = defaultCaseName
        self.documentation = documentation
    }
}

/// A security scheme of `components.securitySchemes` (`securityDefinitions` in Swagger 2.0).
public struct SecuritySchemeDeclaration: Hashable, Sendable, Codable {
    /// Where an API key is sent.
    public enum APIKeyLocation: String, Hashable, Sendable, Codable { case header, query, cookie }

    public enum Kind: Hashable, Sendable, Codable {
        /// An API key sent as the header, query item or cookie `name`.
        case apiKey(name: String, location: APIKeyLocation)
        /// HTTP Basic: user name and password.
        case basic
        /// HTTP Bearer: a token, with the documented format (`JWT`) if any.
        case bearer(format: String?)
        /// Another HTTP authentication scheme (`Digest`, `HOBA`...): the caller supplies the whole credential.
        case http(scheme: String)
        /// OAuth 2: the caller supplies an access token obtained through one of these flows.
        case oauth2(flows: [OAuthFlowDeclaration])
        /// OpenID Connect: the caller supplies an access token; discovery document URL.
        case openIdConnect(url: String)
        /// Mutual TLS: configured on the URL session, nothing is added to requests.
        case mutualTLS
    }

    /// The scheme's name in the document, used by endpoints' `security` lists.
    public var key: String
    /// A Swift identifier for the scheme (`petstoreAuth`), unique among schemes.
    public var name: String
    public var kind: Kind
    public var documentation: [String]

    public init(key: String, name: String, kind: Kind, documentation: [String] = []) {
        self.key = key
        self.name = name
        self.kind = kind
        self.documentation = documentation
    }
}

/// One OAuth 2 flow, for documentation.
public struct OAuthFlowDeclaration: Hashable, Sendable, Codable {
    /// `implicit`, `password`, `clientCredentials` or `authorizationCode`.
    public var kind: String
    public var authorizationURL: String?
    public var tokenURL: String?
    public var refreshURL: String?
    /// Scope -> description, in document order.
    public var scopes: [OAuthScopeDeclaration]

    public init(kind: String, authorizationURL: String? = nil, tokenURL: String? = nil, refreshURL: String? = nil, scopes: [OAuthScopeDeclaration] = []) {
        self.kind = kind
        self.authorizationURL = authorizationURL
        self.tokenURL = tokenURL
        self.refreshURL = refreshURL
        self.scopes = scopes
    }
}

/// An OAuth 2 scope and what it grants.
public struct OAuthScopeDeclaration: Hashable, Sendable, Codable {
    public var name: String
    public var description: String

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}
