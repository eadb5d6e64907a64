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
    /// Report a `$ref` inside an `x-` extension value that cannot be followed (missing file or pointer, a cycle,
    /// a refused file) as a warning instead of an error; the value keeps the reference as written. Off for
    /// `validate`, which is there to find such problems; on for generation (``generation``), since the generator
    /// reads only a few extensions and a broken reference in data it never uses must not stop it.
    public var extensionReferenceProblemsAreWarnings = false
    /// Decode `example` and `examples` of schemas, parameters and media types into the document, following their
    /// references. On by default; off for generation (``generation``): the generator reads none but the scalar ones
    /// of schemas and parameters (``decodesScalarSchemaExamples``), and decoding all of github's took 3.1% of a generation's
    /// instructions. A broken reference in an example is then not reported (`validate` reports it). A 2.0
    /// response's `examples` are always decoded: their media types are the response's content types.
    public var decodesExamples = true
    /// With ``decodesExamples`` off, still decode a schema's `example` (or the first of its `examples`) when it is a
    /// scalar, and a parameter's (`example`, `x-example`, or the value of the first Example Object written in place):
    /// the generator documents properties and parameters with it ("Example: `octocat`."), and a scalar costs no walk
    /// of a tree. On by default.
    public var decodesScalarSchemaExamples = true
    /// A `paths` or `components.schemas` with at least this many entries is decoded on two threads (the result is
    /// the same as on one). Tests set it to `Int.max` to decode on one thread and compare; nothing else needs to.
    var parallelDecodingMinimum = 48

    /// The options generation uses: the defaults, with ``extensionReferenceProblemsAreWarnings`` on and
    /// ``decodesExamples`` off.
    public static var generation: ParserOptions {
        var options = ParserOptions()
        options.extensionReferenceProblemsAreWarnings = true
        options.decodesExamples = false
        return options
    }

    public init(
        allowRemoteReferences: Bool = false, allowReferencesOutsideRoot: Bool = false, maxFiles: Int = 10_000
    ) {
        self.allowRemoteReferences = allowRemoteReferences
        self.allowReferencesOutsideRoot = allowReferencesOutsideRoot
        self.maxFiles = maxFiles
    }
}
