/// How the parser reads documents; defaults are defined here once.
public struct ParserOptions: Sendable, Hashable {
    /// Fetch `http(s)` references. Off by default: a document must not make the generator reach the network
    /// unless the user asked for it (`--allow-remote-refs`, config key `allowRemoteRefs`).
    public var allowRemoteReferences = false
    /// Allow `$ref`s to files outside the root document's folder (`../../etc/passwd`).
    public var allowReferencesOutsideRoot = false
    /// The most files that `$ref`s may bring in.
    public var maxFiles = 10_000

    public init() {}
}
