import GeneratorDiagnostics

/// Builds node trees from libyaml's event stream, batch by batch (see ``EventPipeline``).
///
/// No recursion and no libyaml document API: finished nodes wait on one flat value stack; a sequence or mapping
/// start pushes a frame remembering where its children begin, and its end slices them off into one node. Anchors
/// are recorded when their node completes, so an alias inside its own anchor is reported as a cycle, and every alias
/// is charged the size of the subtree it copies against ``LoaderLimits/maxAliasExpansions``.
struct EventLoader {
    /// An open sequence or mapping.
    struct Frame {
        var isMapping: Bool
        /// Index in `values` of the first child.
        var start: Int
        var anchor: String?
        var mark: Mark
        /// `nodeCount` when the collection started, so its subtree size is known at its end.
        var nodesBefore: Int
        /// The greatest height among the children completed so far (a scalar has height 0).
        var childHeight = 0
    }

    /// A completed anchored node, its size in nodes (aliases inside it counted expanded) and its height in
    /// nested collections, so an alias can be charged for both.
    struct Anchor {
        var node: Node
        var size: Int
        var height: Int
    }

    let context: ParseContext
    let limits: LoaderLimits
    private var values: [Node] = []
    private var frames: [Frame] = []
    private var anchors: [String: Anchor] = [:]
    /// Nodes completed in the current document, an alias counting as the nodes it copies.
    private var nodeCount = 0
    /// Nodes produced by aliases in the whole stream.
    private var aliasExpansions = 0
    private var documents: [Node] = []

    init(context: ParseContext, limits: LoaderLimits) {
        self.context = context
        self.limits = limits
        values.reserveCapacity(256)
        frames.reserveCapacity(64)
    }

    /// Parses all of `bytes` and returns its documents. `threaded` forces the parser onto a second thread (true)
    /// or onto this one (false); by default the size of the text decides (see ``EventPipeline``).
    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, threaded: Bool? = nil) throws(DiagnosticError) -> [Node] {
        try EventPipeline.run(bytes, context: context, threaded: threaded) { (batch) throws(DiagnosticError) in
            try batch.text.withUnsafeBufferPointer { (text) throws(DiagnosticError) in
                for event in batch.events { try handle(event, text: text) }
            }
            if let error = batch.error { throw error }
        }
        return documents
    }

    @inline(__always)
    private mutating func handle(_ event: PackedEvent, text: UnsafeBufferPointer<UInt8>) throws(DiagnosticError) {
        switch event.kind {
        case .scalar:
            let scalar = Scalar(
                value: context.string(text.baseAddress! + Int(event.value.start), count: Int(event.value.count)),
                tag: Self.string(event.tag, in: text),
                style: event.style,
                mark: event.mark)
            let node = Node.scalar(scalar)
            nodeCount += 1
            if let anchor = Self.string(event.anchor, in: text) { anchors[anchor] = Anchor(node: node, size: 1, height: 0) }
            values.append(node)

        case .mappingStart, .sequenceStart:
            try open(isMapping: event.kind == .mappingStart, anchor: Self.string(event.anchor, in: text), at: event.mark)
        case .collectionEnd:
            try close()

        case .alias:
            let name = Self.string(event.value, in: text) ?? ""
            let mark = event.mark
            guard let anchor = anchors[name] else {
                // An alias inside the collection its anchor names would make the tree contain itself.
                let message = frames.contains { $0.anchor == name }
                    ? "alias '\(name)' names a collection it is inside; a document cannot contain itself"
                    : "unknown alias '\(name)'"
                throw DiagnosticError(.error(YAMLDiagnosticID.unknownAlias, message, at: context.location(mark)))
            }
            aliasExpansions += anchor.size
            guard aliasExpansions <= limits.maxAliasExpansions else {
                throw DiagnosticError(.error(
                    YAMLDiagnosticID.aliasLimit,
                    "maximum alias expansion of \(limits.maxAliasExpansions) nodes exceeded at alias '\(name)'; "
                        + "raise it with --max-alias-expansions",
                    at: context.location(mark)))
            }
            // A copied subtree nests as deep as the original, wherever the alias stands.
            guard frames.count + anchor.height <= limits.maxDepth else {
                throw DiagnosticError(.error(
                    YAMLDiagnosticID.depthLimit,
                    "maximum nesting depth \(limits.maxDepth) exceeded through alias '\(name)'; "
                        + "raise it with --max-depth",
                    at: context.location(mark)))
            }
            nodeCount += anchor.size
            noteChild(height: anchor.height)
            values.append(anchor.node.moved(to: mark))

        case .documentStart:
            anchors.removeAll(keepingCapacity: true)
            nodeCount = 0
        case .documentEnd:
            if let root = values.popLast() { documents.append(root) }
            values.removeAll(keepingCapacity: true)
        }
    }

    /// A tag or anchor name of the batch's text (UTF-8 by then: libyaml checked it), or nil when absent.
    @inline(__always)
    private static func string(_ range: PackedEvent.TextRange, in text: UnsafeBufferPointer<UInt8>) -> String? {
        guard !range.isNone else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[Int(range.start)..<Int(range.start + range.count)]),
                      as: UTF8.self)
    }

    private mutating func open(isMapping: Bool, anchor: String?, at mark: Mark) throws(DiagnosticError) {
        guard frames.count < limits.maxDepth else {
            throw DiagnosticError(.error(
                YAMLDiagnosticID.depthLimit,
                "maximum nesting depth \(limits.maxDepth) exceeded; raise it with --max-depth",
                at: context.location(mark)))
        }
        frames.append(Frame(isMapping: isMapping, start: values.count, anchor: anchor, mark: mark, nodesBefore: nodeCount))
    }

    private mutating func close() throws(DiagnosticError) {
        let frame = frames.removeLast()
        let node = try collection(of: frame)
        // The children's slice is gone by now, so this shrinks `values` in place rather than copying it.
        values.removeSubrange(frame.start...)
        nodeCount += 1
        let height = frame.childHeight + 1
        noteChild(height: height)
        if let anchor = frame.anchor {
            anchors[anchor] = Anchor(node: node, size: nodeCount - frame.nodesBefore, height: height)
        }
        values.append(node)
    }

    /// Records a completed child collection's height in its parent.
    @inline(__always)
    private mutating func noteChild(height: Int) {
        guard height > 0, !frames.isEmpty else { return }
        let last = frames.count - 1
        if frames[last].childHeight < height { frames[last].childHeight = height }
    }

    /// The sequence or mapping made of the children `frame` has on the value stack.
    private func collection(of frame: Frame) throws(DiagnosticError) -> Node {
        let children = values[frame.start...]
        if frame.isMapping {
            return .mapping(try MappingBuilder(context: context).entries(children), mark: frame.mark)
        }
        return .sequence(Array(children), mark: frame.mark)
    }
}

extension Node {
    /// The same node, its top level marked at `mark` (an alias's position); children keep their own marks.
    func moved(to mark: Mark) -> Node {
        switch self {
        case .scalar(var s):
            s.mark = mark
            return .scalar(s)
        case .sequence(let items, _): return .sequence(items, mark: mark)
        case .mapping(let entries, _): return .mapping(entries, mark: mark)
        }
    }
}
