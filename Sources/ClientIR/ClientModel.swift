/// Everything the renderer needs to write a client, with every name and type already decided.
/// Codable so that it can be dumped and snapshotted (translator bugs and template bugs then fail in different places).
public struct ClientModel: Hashable, Sendable, Codable {
    /// `info.title`.
    public var title: String
    /// `info.version`.
    public var apiVersion: String
    public var documentation: [String]
    /// Entity types, in document order (component schemas first, then other referenced schemas).
    public var types: [TypeDeclaration]
    /// One endpoint type per operation, in document order.
    public var endpoints: [EndpointDeclaration] = []
    /// One webhook type per operation of the document's `webhooks`, in document order, then one per operation of
    /// the endpoints' callbacks (``WebhookDeclaration/callback``), in the order of the endpoints that register them.
    public var webhooks: [WebhookDeclaration] = []
    /// The document's servers (base URL choices), in document order.
    public var servers: [ServerDeclaration] = []
    /// The document's security schemes, in document order.
    public var securitySchemes: [SecuritySchemeDeclaration] = []
    /// Structs, classes and `oneOf` enums conform to `APIValidatable` and check the schemas' validation keywords
    /// (`validation: true`).
    public var validation = false
    /// The suffix of the names of the types generated from schemas (`naming.typeSuffix`, `DTO`): model files group
    /// types by their names without it, so that `PetDTO` and `PetStatusDTO` share a file as `Pet` and `PetStatus` do.
    public var typeNameSuffix = ""

    public init(
        title: String, apiVersion: String, documentation: [String] = [], types: [TypeDeclaration] = [],
        endpoints: [EndpointDeclaration] = [], servers: [ServerDeclaration] = [],
        securitySchemes: [SecuritySchemeDeclaration] = []
    ) {
        self.title = title
        self.apiVersion = apiVersion
        self.documentation = documentation
        self.types = types
        self.endpoints = endpoints
        self.servers = servers
        self.securitySchemes = securitySchemes
    }
}
