import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// The state of one parse: files read, references being followed, memoized decodes and the schema worklist.
///
/// One session decodes one root document on one thread; ``OpenAPIParser`` creates a fresh one per call. Halves of a
/// large `components.schemas` and `paths` are decoded by speculative sessions beside it (see `DocumentParts.swift`).
final class ParseSession {
    let options: ParserOptions
    let limits: LoaderLimits
    let collector: DiagnosticCollector
    /// A session that decodes part of the document beside its parent: it emits nothing and reads no file, but logs
    /// what it would emit for the parent to replay, and gives up (``abandoned``) where its result could differ from
    /// the parent's own decoding of the same part.
    let isSpeculative: Bool
    /// What a speculative session would have emitted or registered, in order.
    var speculativeLog: [SpeculativeEvent] = []
    /// Set when a speculative session met something it cannot decode the way its parent would.
    var abandoned = false
    /// Which parts of the document were decoded on two threads.
    var parallelParts = ParallelParts()

    /// The version of the root document; external files are read with the same rules.
    var version: SpecVersion = .openAPI30("3.0.0")
    var isSwagger2: Bool { version == .swagger2 }

    // MARK: Files

    /// The root document's folder as the user spelled it ("" for the current folder): prefix of display paths.
    var rootDisplayFolder = ""
    /// The root document's folder, absolute and normalized: what relative file keys are read against.
    var rootAbsoluteFolder = "/"
    /// The folders local files must be in, every link resolved (the parent of the root document's folder), once
    /// asked for.
    var allowedRealFolders: [String]?
    /// The canonical paths of the folders of the local files read, by their absolute paths.
    var realFolders: [String: String?] = [:]
    /// Every file asked for, by key (see ``SourceFile/key``), with what came of it.
    var files: [String: FileState] = [:]
    /// Keys of the files read, in the order they were read.
    var filesRead: [String] = []
    /// Time spent reading and loading files (see ``Document/loadSeconds``).
    var loadTime: Duration = .zero
    /// Loads the files references name ahead of the decoder; set up once the root is loaded.
    var prefetcher: FilePrefetcher?

    // MARK: References

    /// Memoized parses of `$ref` texts, by the file they are written in.
    var parsedReferences: [ReferenceKey: ParsedReference] = [:]
    /// The root's `$self` (3.2 and later), when it is an absolute URL.
    var selfIdentity: SelfIdentity?
    /// The JSON Schema `$id`s and `$anchor`s of the files read (3.1 and later).
    var schemaIdentifiers = SchemaIdentifiers()
    /// Targets whose content is being decoded right now, to detect objects that contain themselves.
    var visiting: Set<ReferenceTarget> = []
    /// The object at the end of each chain of references followed so far, and its target, by every target on the
    /// way (see ``follow(_:)``).
    var chainEnds: [ReferenceTarget: (end: Cursor, target: ReferenceTarget)] = [:]
    /// Hashed indexes of large mappings, by the address of their (immutable) entry storage.
    var mappingIndexes: [UnsafeRawPointer: [String: Int]] = [:]

    // MARK: Memoized decodes of referenced objects (each decoded once, so each problem is reported once)

    let parameterCache = Memo<DecodedParameter>()
    let responseCache = Memo<DecodedResponse>()
    let requestBodyCache = Memo<RequestBody>()
    let headerCache = Memo<Header>()
    let exampleCache = Memo<RawValue>()
    let pathItemCache = Memo<PathItem>()
    let callbackCache = Memo<OrderedMap<PathItem>>()
    let securitySchemeCache = Memo<SecurityScheme>()
    let linkCache = Memo<Link>()
    let extensionCache = Memo<RawValue>()
    /// Extension data being resolved, so that recursive data stays a reference instead of expanding forever.
    var visitingExtensions: Set<ReferenceTarget> = []
    /// What becomes of the object being resolved when its remote reference is refused, if the generator can do
    /// without it (a schema is kept as any JSON, a security scheme is left out): the refusal is then a warning
    /// that says so. Nil (the default) makes the refusal an error.
    var remoteRefusalFallback: String?

    // MARK: Schemas

    /// Schema targets already queued or decoded.
    var knownSchemaTargets: Set<ReferenceTarget> = []
    /// Schema targets to decode, with the location of the first `$ref` that named them.
    var pendingSchemaTargets: [(target: ReferenceTarget, text: String, reference: SourceLocation, pointer: JSONPointer)] = []
    var schemas: [ReferenceTarget: Schema] = [:]
    var schemaOrder: [ReferenceTarget] = []

    // MARK: Operations

    /// The first location of each operationId, to report duplicates.
    var operationIDs: [String: SourceLocation] = [:]
    /// Swagger 2.0 document-wide `consumes` and `produces`.
    var globalConsumes: [String] = []
    var globalProduces: [String] = []

    // MARK: Diagnostics

    private var emitted: Set<Diagnostic> = []
    /// The errors emitted by this session, for the error a failed parse throws.
    private(set) var errors: [Diagnostic] = []

    init(options: ParserOptions, limits: LoaderLimits, collector: DiagnosticCollector, isSpeculative: Bool = false) {
        self.options = options
        self.limits = limits
        self.collector = collector
        self.isSpeculative = isSpeculative
    }

    deinit {
        prefetcher?.stop()
    }

    /// How many `$ref`s inside `x-` extension values are being followed right now (see
    /// ``ParserOptions/extensionReferenceProblemsAreWarnings``).
    var followingExtensionReferences = 0

    /// Reports a diagnostic once: the same problem reached through several references is one problem.
    func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if followingExtensionReferences > 0, options.extensionReferenceProblemsAreWarnings,
           diagnostic.severity == .error, diagnostic.id.hasPrefix("ref.") {
            diagnostic.severity = .warning
            diagnostic.message += " (in extension data, kept as written)"
        }
        guard emitted.insert(diagnostic).inserted else { return }
        if isSpeculative {
            speculativeLog.append(.diagnostic(diagnostic))
            if diagnostic.severity == .error { abandoned = true }
            return
        }
        if diagnostic.severity == .error { errors.append(diagnostic) }
        collector.emit(diagnostic)
    }

    func warning(_ id: String, _ message: String, at node: Node, in file: SourceFile, pointer: JSONPointer) {
        emit(.warning(id, message, at: file.location(node.mark), pointer: pointer.description))
    }

    func error(_ id: String, _ message: String, at location: SourceLocation, pointer: JSONPointer?) {
        emit(.error(id, message, at: location, pointer: pointer?.description))
    }
}

/// What came of asking for a file.
enum FileState {
    case loaded(SourceFile)
    /// Reading or parsing failed; the failure was reported (parse errors) or is reported at each `$ref`.
    case failed(FileFailure)
}

enum FileFailure: Equatable {
    case missing
    case unreadable(String)
    case fetchFailed(String)
    /// A remote document while remote references are not allowed.
    case remoteRefused
    /// A file outside the root document's folder while that is not allowed.
    case outsideRoot
    /// The text is not YAML or JSON; the loader's diagnostics were emitted when it was read.
    case malformed
}

/// Decoded values of referenced objects, by target. A failed decode is memoized too (as nil), so that its
/// problems are reported once. A class, so that decoders can be handed the table itself.
final class Memo<Value> {
    private var values: [ReferenceTarget: Value?] = [:]

    subscript(target: ReferenceTarget) -> Value?? {
        get { values[target] }
        set { values[target] = newValue }
    }

    /// Adds the decodes of `other` for targets this table does not have.
    func adopt(_ other: Memo) {
        values.merge(other.values) { mine, _ in mine }
    }
}
