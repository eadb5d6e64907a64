import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// Reads OpenAPI 3.0, 3.1 and 3.2 documents and Swagger 2.0 documents (YAML or JSON) into the resolved
/// ``OpenAPIModel/Document`` model.
///
/// Everything but schemas is dereferenced while decoding; schemas keep their `$ref`s, and every schema a reference
/// reaches, in any file, is decoded once into ``OpenAPIModel/Document/schemas``. Each file is read and parsed once.
///
/// `$ref`s are followed wherever the specification allows a Reference Object or a Schema, inside `x-` extension
/// values, and where a description is a `$ref`; never inside literal data (`example`, `default`, `enum`, example
/// values), where `$ref` is an ordinary key. Remote references and references leaving the root document's folder
/// are refused unless ``ParserOptions`` allows them.
public struct OpenAPIParser: Sendable {
    public var options: ParserOptions
    public var limits: LoaderLimits

    public init(options: ParserOptions = .init(), limits: LoaderLimits = .init()) {
        self.options = options
        self.limits = limits
    }

    /// Reads the root file and every file its `$ref`s reach (each once), and returns the resolved model.
    ///
    /// Recoverable problems are emitted as warnings into `diagnostics`. Errors are emitted too, and the call throws
    /// a ``GeneratorDiagnostics/DiagnosticError`` carrying them when there is any: a document with errors cannot
    /// be used for generation.
    public func parse(fileAt path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> Document {
        try requireNoErrors(decode(fileAt: path, diagnostics: diagnostics))
    }

    /// Parses a root document given as bytes (for tests and tools). External references are read relative to the
    /// folder of `path`, which also names the document in diagnostics.
    public func parse(bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> Document {
        try requireNoErrors(decode(bytes: bytes, path: path, diagnostics: diagnostics))
    }

    /// Like ``parse(fileAt:diagnostics:)``, but returns the document even when errors were emitted, with whatever
    /// could not be resolved left out. Throws only when there is no document at all: the file cannot be read, is not
    /// YAML or JSON, or is not an OpenAPI document of a supported version. For validators and editors.
    public func decode(fileAt path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> Outcome {
        var bytes = try readRoot(path, diagnostics: diagnostics)
        return try decode(path: path, diagnostics: diagnostics) { (session, key) throws(DiagnosticError) in
            defer { bytes = [] }  // the text is not needed once the tree is built
            return try session.loadRoot(bytes, key: key, displayPath: path)
        }
    }

    /// Whether `path` names a document to fetch (`http://`, `https://`) rather than a file.
    public static func isURL(_ path: String) -> Bool { Pointers.isRemote(path[...]) }

    /// An absolute `http(s)` URL (without fragment) as the parser keys the document it names: its dot segments
    /// removed (`https://x/a/./b.yaml` is `https://x/a/b.yaml`), as in ``Document/selfURL``. Nil for other text.
    public static func normalizedURL(_ url: String) -> String? {
        guard isURL(url) else { return nil }
        return RemoteFetcher.resolve(url, against: url)
    }

    /// The bytes of the root document: a file's, or those fetched from an `http(s)` URL
    /// (`resourceful generate https://.../openapi.yaml`), whose relative references are then remote too, fetched
    /// only with ``ParserOptions/allowRemoteReferences``. A failure is a `document.unreadable` error.
    private func readRoot(_ path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> [UInt8] {
        let problem: String
        if Self.isURL(path) {
            switch RemoteFetcher.fetch(path, timeout: options.remoteTimeout, maxBytes: limits.maxInputBytes) {
            case .success(let body): return body
            case .failure(let failure): problem = "cannot fetch '\(path)': \(failure.message)"
            }
        } else {
            switch FileReader.read(path, maxBytes: limits.maxInputBytes, pipes: true) {
            case .success(let contents): return contents
            case .failure(.missing): problem = "cannot read '\(path)': no such file"
            case .failure(.unreadable(let reason)): problem = "cannot read '\(path)': \(reason)"
            case .failure(.link): problem = "cannot read '\(path)': it is a symbolic link"  // links are followed here
            case .failure(.tooLarge(let size)):
                let diagnostic = YAMLLoader.sizeLimitError(size: size, limits: limits, path: path)
                diagnostics.emit(diagnostic)
                throw DiagnosticError(diagnostic)
            }
        }
        let diagnostic = Diagnostic.error(ParserDiagnosticID.unreadable, problem)
        diagnostics.emit(diagnostic)
        throw DiagnosticError(diagnostic)
    }

    /// Like ``parse(bytes:path:diagnostics:)``, but returns the document even when errors were emitted.
    public func decode(bytes: [UInt8], path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> Outcome {
        try decode(path: path, diagnostics: diagnostics) { (session, key) throws(DiagnosticError) in
            try session.loadRoot(bytes, key: key, displayPath: path)
        }
    }

    private func decode(
        path: String, diagnostics: DiagnosticCollector,
        loadRoot: (ParseSession, String) throws(DiagnosticError) -> SourceFile
    ) throws(DiagnosticError) -> Outcome {
        try LargeStack.run(depth: limits.maxDepth) { () throws(DiagnosticError) -> Outcome in
            let session = ParseSession(options: options, limits: limits, collector: diagnostics)
            let key = session.registerRoot(path: path)
            let file: SourceFile
            do throws(DiagnosticError) {
                file = try loadRoot(session, key)
            } catch {
                diagnostics.emit(contentsOf: error.diagnostics)
                throw error
            }
            var document = try session.decodeDocument(file)
            session.drainSchemaWorklist()
            session.checkSchemaAliasCycles()
            document.schemas = session.schemas
            document.schemaOrder = session.schemaOrder
            document.filesRead = session.filesRead.count
            document.sourceFiles = session.filesRead
            let load = session.loadTime.components
            document.loadSeconds = Double(load.seconds) + Double(load.attoseconds) * 1e-18
            var outcome = Outcome(document: document, errors: session.errors)
            outcome.parallelParts = session.parallelParts
            // The session holds the node trees of the files read, which are not needed any more: they are freed on
            // another thread (github's take 3 to 4 ms), once the prefetcher has stopped reading files ahead.
            session.prefetcher?.stop()
            _ = consume file
            releaseInBackground(consume session)
            return outcome
        }
    }

    /// A decoded document and the errors found while decoding it.
    public struct Outcome: Sendable {
        /// The document; parts that could not be resolved are left out.
        public var document: Document
        /// The errors emitted while decoding (warnings are only in the collector). Empty for a usable document.
        public var errors: [Diagnostic]
        /// Which parts of the document were decoded on two threads; the document is the same either way.
        var parallelParts = ParallelParts()
    }

    private func requireNoErrors(_ outcome: Outcome) throws(DiagnosticError) -> Document {
        guard outcome.errors.isEmpty else { throw DiagnosticError(outcome.errors) }
        return outcome.document
    }
}
