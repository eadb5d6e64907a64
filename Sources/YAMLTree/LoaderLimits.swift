/// Bounds that keep a hostile or broken input from exhausting time, memory or the stack.
///
/// Every limit is reported, when exceeded, by a located error that names the command-line option raising it.
public struct LoaderLimits: Sendable, Hashable {
    /// The most nodes that aliases (`*name`) may produce, counting each alias once plus every node of the subtree
    /// it copies. Stops "billion laughs" style alias bombs. Option: `--max-alias-expansions`.
    public var maxAliasExpansions: Int
    /// The deepest nesting of sequences and mappings, subtrees copied by aliases included. Option: `--max-depth`.
    /// The limit also keeps the finished tree safe to free, which recurses once per level: stay well below
    /// about 100,000.
    public var maxDepth: Int
    /// The largest input accepted, in bytes. Option: `--max-input-size`.
    public var maxInputBytes: Int

    /// The limits, with defaults generous enough for the largest real API descriptions.
    public init(maxAliasExpansions: Int = 10_000, maxDepth: Int = 1_000, maxInputBytes: Int = 64 << 20) {
        self.maxAliasExpansions = maxAliasExpansions
        self.maxDepth = maxDepth
        self.maxInputBytes = maxInputBytes
    }

    /// The length limit of an implicit key (`key: value`, `"key": value`). It is fixed by the YAML parser;
    /// a longer key is reported as `yaml.key-too-long`. An explicit key (`? key`) has no such limit.
    public static let implicitKeyLength = 1024
}
