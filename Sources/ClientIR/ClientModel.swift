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

    public init(title: String, apiVersion: String, documentation: [String] = [], types: [TypeDeclaration] = []) {
        self.title = title
        self.apiVersion = apiVersion
        self.documentation = documentation
        self.types = types
    }
}
