import OpenAPIParser
import YAMLTree

/// How the harnesses that parse OpenAPI documents (`FuzzParser`, `FuzzPipeline`) read the fuzzer's bytes.
public enum FuzzDocument {
    /// The root document's path: in a folder that does not exist, so that no `$ref` the fuzzer writes can read a
    /// file. Relative references are missing, absolute and `../` ones are outside the root (refused), remote ones
    /// are refused: every external reference ends in a located error.
    public static let path = "/nonexistent-resourceful-fuzz/openapi.yaml"

    /// The parser's limits during fuzzing. The depth limit is lower than the default 1,000 because the parser sizes
    /// the stack of the thread it decodes on from it, and creating a thread with a large stack under the address
    /// sanitizer costs more than the parse of a small input; deep nesting is covered by `Tests/AdversarialTests`.
    public static let parser = OpenAPIParser(
        options: ParserOptions(allowRemoteReferences: false, allowReferencesOutsideRoot: false, maxFiles: 4),
        limits: LoaderLimits(maxAliasExpansions: 2_000, maxDepth: 256, maxInputBytes: 1 << 20))
}
