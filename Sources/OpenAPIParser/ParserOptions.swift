/// How the parser reads documents; defaults are defined here once.
public struct ParserOptions: Sendable, Hashable {
    /// Fetch `http(s)` references. Off by default: a document must not make the generator reach the network
    /// unless the user asked for it (`--allow-remote-refs`, config key `allowRemoteRefs`).
    public var allowRemoteReferences = false
    /// Allow `$ref`s to files outside the root document's folder (`../../etc/passwd`).
    /// Option: `--allow-refs-outside-root`.
    public var allowReferencesOutsideRoot = false
    /// The most files that `$ref`s may bring in, the root included. Option: `--max-files`.
    public var maxFiles = 10_000
    /// How long one remote fetch may take, in seconds (only with ``allowRemoteReferences``).
    public var remoteTimeout: Double = 30

    public init(
        allowRemoteReferences: Bool = false, allowReferencesOutsideRoot: Bool = false, maxFiles: Int = 10_000
    ) {
        self.allowRemoteReferences = allowRemoteReferences
        self.allowReferencesOutsideRoot = allowReferencesOutsideRoot
        self.maxFiles = maxFiles
    }
}
