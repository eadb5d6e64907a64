import GeneratorDiagnostics

/// Loads YAML and JSON text into ``Node`` trees that remember where every node starts.
///
/// JSON is read as the YAML it is; the content decides, never the file extension. Plain JSON and plain block-style
/// YAML are read without libyaml, to the same trees (``JSONReader``, ``BlockReader``), in half to two thirds of the
/// libyaml path's time (`Docs/Performance.md`); anything else goes to libyaml. Scalars keep their text, style
/// and explicit tag: no type is guessed. Anchors, aliases and merge keys (`<<`) are resolved. Duplicate keys,
/// non-scalar keys and anything past ``LoaderLimits`` are errors. Every failure is thrown as a ``DiagnosticError``
/// whose diagnostic carries a stable id (see ``YAMLDiagnosticID``) and a 1-based line and column.
public enum YAMLLoader {
    /// Loads every document of a YAML or JSON stream.
    ///
    /// - Parameters:
    ///   - bytes: the text, UTF-8 (or UTF-16 with a byte order mark); a UTF-8 byte order mark is allowed.
    ///   - path: only labels diagnostics.
    ///   - limits: bounds on size, depth and alias expansion.
    /// - Returns: one root node per document, in order; none for an empty stream.
    public static func load(
        _ bytes: [UInt8], path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> [Node] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) in
            try load(buffer, path: path, limits: limits)
        }
    }

    /// Loads every document of a YAML or JSON stream held in a string.
    public static func load(
        _ text: String, path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> [Node] {
        try load(Array(text.utf8), path: path, limits: limits)
    }

    /// Loads every document of a YAML or JSON stream, reading the bytes in place (a memory-mapped file, say).
    public static func load(
        _ buffer: UnsafeRawBufferPointer, path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> [Node] {
        try load(buffer.assumingMemoryBound(to: UInt8.self), path: path, limits: limits)
    }

    /// Loads the first document of a YAML or JSON stream; an empty stream is an error (`yaml.empty`).
    /// Later documents must still be well-formed.
    public static func loadFirst(
        _ bytes: [UInt8], path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> Node {
        try first(of: load(bytes, path: path, limits: limits), path: path)
    }

    /// Loads the first document of a YAML or JSON stream held in a string; an empty stream is an error.
    public static func loadFirst(
        _ text: String, path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> Node {
        try first(of: load(text, path: path, limits: limits), path: path)
    }

    /// Loads the first document of a YAML or JSON stream read in place; an empty stream is an error.
    public static func loadFirst(
        _ buffer: UnsafeRawBufferPointer, path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> Node {
        try first(of: load(buffer, path: path, limits: limits), path: path)
    }

    /// The first document of a stream, which is the one a caller reads, and where the second one starts, if any:
    /// a stream of several documents is read as its first, which the caller may want to say.
    public struct FirstDocument: Sendable {
        public var root: Node
        /// The start of the first later document that holds anything; nil when there is none. An empty or `null`
        /// document (a `---` that ends the file, perhaps followed by comments) holds nothing to lose.
        public var next: Mark?
    }

    /// Loads the first document of a YAML or JSON stream, noting whether another follows; an empty stream is an
    /// error (`yaml.empty`). Later documents must still be well-formed.
    public static func loadFirstDocument(
        _ bytes: [UInt8], path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> FirstDocument {
        let documents = try load(bytes, path: path, limits: limits)
        let next = documents.dropFirst().first { $0.scalar?.isNull != true }
        return FirstDocument(root: try first(of: documents, path: path), next: next?.mark)
    }

    /// Runs libyaml over the bytes and only counts its events, building nothing. Benchmarks print it as the
    /// baseline the loader is measured against. The input goes through the same pre-passes as ``load(_:path:limits:)``
    /// (U+2028/U+2029, JSON surrogate pairs; nearly always just a scan) so that whatever loads also parses here.
    public static func bareParse(_ bytes: [UInt8]) throws(DiagnosticError) -> Int {
        try bytes.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) in
            let context = ParseContext(path: "<input>")
            return try withPreparedInput(buffer, context: context) { (text, context) throws(DiagnosticError) in
                var count = 1  // the stream end event
                try LibYAMLParser.withEvents(text, context: context) { _ in count += 1 }
                return count
            }
        }
    }

    // MARK: - Implementation

    static func load(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: LoaderLimits
    ) throws(DiagnosticError) -> [Node] {
        let context = ParseContext(path: path)
        try checkSize(of: bytes, limits: limits, context: context)
        // Plain JSON and block-style YAML are read directly; anything else, text libyaml would read differently
        // included, goes to libyaml.
        if let root = JSONReader.read(bytes, context: context, limits: limits)
            ?? BlockReader.read(bytes, context: context, limits: limits)
        {
            return [root]
        }
        return try loadWithLibYAML(bytes, context: context, limits: limits)
    }

    /// Loads `bytes` through libyaml's events even when they are plain JSON or block-style YAML, which
    /// ``load(_:path:limits:)`` reads without libyaml: the fuzz harness checks that both give the same trees and the same errors.
    @_spi(Fuzzing)
    public static func loadWithLibYAML(
        _ buffer: UnsafeRawBufferPointer, path: String, limits: LoaderLimits = .init()
    ) throws(DiagnosticError) -> [Node] {
        let bytes = buffer.assumingMemoryBound(to: UInt8.self)
        let context = ParseContext(path: path)
        try checkSize(of: bytes, limits: limits, context: context)
        return try loadWithLibYAML(bytes, context: context, limits: limits)
    }

    /// `buffer` read as two halves whatever its length (``BlockReader/readInHalves``): the tree, if they give one,
    /// and whether they leave the text to libyaml at once. The fuzz harness checks that the tree is libyaml's, and
    /// that a text left to libyaml at once is one the one-piece read (``readInOnePiece(_:path:limits:)``) gives up on.
    @_spi(Fuzzing)
    public static func readInHalves(
        _ buffer: UnsafeRawBufferPointer, path: String, limits: LoaderLimits = .init()
    ) -> (tree: Node?, leftToLibYAML: Bool) {
        let halves = BlockReader.readInHalves(
            buffer.assumingMemoryBound(to: UInt8.self), context: ParseContext(path: path),
            maxDepth: min(limits.maxDepth, BlockReader.maximumDepth), minimumSize: 0)
        return (halves.root, halves == .leftToLibYAML)
    }

    /// `buffer` read by ``BlockReader`` in one piece, or nil when it leaves the text to libyaml.
    @_spi(Fuzzing)
    public static func readInOnePiece(_ buffer: UnsafeRawBufferPointer, path: String, limits: LoaderLimits = .init()) -> Node? {
        BlockReader.readInOnePiece(
            buffer.assumingMemoryBound(to: UInt8.self), context: ParseContext(path: path),
            maxDepth: min(limits.maxDepth, BlockReader.maximumDepth))
    }

    /// Refuses text longer than `limits` allow. Batches address text with 32-bit offsets (see ``PackedEvent``),
    /// hence the hard ceiling of 2 GiB.
    private static func checkSize(
        of bytes: UnsafeBufferPointer<UInt8>, limits: LoaderLimits, context: ParseContext
    ) throws(DiagnosticError) {
        guard bytes.count <= maximumInputBytes(limits) else {
            throw DiagnosticError(sizeLimitError(size: bytes.count, limits: limits, path: context.path))
        }
    }

    /// The most bytes `limits` let the loader read.
    static func maximumInputBytes(_ limits: LoaderLimits) -> Int {
        min(limits.maxInputBytes, Int(Int32.max))
    }

    /// The `yaml.size-limit` error for an input of `size` bytes, more than `limits` allow, at the start of the file at
    /// `path`. Readers give it before reading a file whose size they know, so that a file far over the limit is
    /// never held in memory.
    public static func sizeLimitError(size: Int, limits: LoaderLimits, path: String) -> Diagnostic {
        .error(
            YAMLDiagnosticID.sizeLimit,
            "input is \(size) bytes, more than the maximum of \(maximumInputBytes(limits)); raise it with --max-input-size",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// Loads `bytes` through libyaml's events, whatever they hold (tests compare it with ``JSONReader`` and ``BlockReader``).
    static func loadWithLibYAML(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, limits: LoaderLimits
    ) throws(DiagnosticError) -> [Node] {
        try withPreparedInput(bytes, context: context) { (text, context) throws(DiagnosticError) in
            var loader = EventLoader(context: context, limits: limits)
            return try loader.run(text)
        }
    }

    /// Runs `body` on the text libyaml should see, rewritten by the pre-passes when they apply (see
    /// ``LineSeparators`` and ``JSONSurrogates``), with the context that maps the results back.
    static func withPreparedInput<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext,
        _ body: (UnsafeBufferPointer<UInt8>, ParseContext) throws(DiagnosticError) -> R
    ) throws(DiagnosticError) -> R {
        // The pre-passes work on UTF-8; UTF-16 text goes to libyaml untouched.
        guard !isUTF16(bytes) else { return try body(bytes, context) }
        var context = context
        var rewritten: [UInt8]?
        if LineSeparators.needsRewrite(bytes) {
            rewritten = LineSeparators.rewrite(bytes)
            context.restoresLineSeparators = true
        }
        if JSONSurrogates.looksLikeJSON(bytes), JSONSurrogates.mayContainPairs(bytes) {
            let result = rewritten.map { copy in copy.withUnsafeBufferPointer { JSONSurrogates.rewrite($0) } }
                ?? JSONSurrogates.rewrite(bytes)
            if let result {
                rewritten = result.bytes
                context.columnShifts = result.shifts
            }
        }
        guard let rewritten else { return try body(bytes, context) }
        return try rewritten.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) in try body(buffer, context) }
    }

    private static func first(of documents: [Node], path: String) throws(DiagnosticError) -> Node {
        guard let first = documents.first else {
            throw DiagnosticError(.error(
                YAMLDiagnosticID.empty, "the file holds no YAML or JSON document",
                at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return first
    }

    private static func isUTF16(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
    }
}
