internal import CYAML
import GeneratorDiagnostics

/// Builds node trees from libyaml's event stream.
///
/// No recursion and no libyaml document API: finished nodes wait on one flat value stack; a sequence or mapping
/// start pushes a frame remembering where its children begin, and its end slices them off into one node. Anchors
/// are recorded when their node completes, so an alias inside its own anchor is an unknown alias, and every alias
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

    /// Parses all of `bytes` and returns its documents.
    mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(DiagnosticError) -> [Node] {
        try LibYAMLParser.withEvents(bytes, context: context) { (event) throws(DiagnosticError) in
            try handle(event)
        }
        return documents
    }

    @inline(__always)
    private mutating func handle(_ event: UnsafePointer<yaml_event_t>) throws(DiagnosticError) {
        let e = event.pointee
        switch e.type {
        case YAML_SCALAR_EVENT:
            let data = e.data.scalar
            let style: ScalarStyle =
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            let scalar = Scalar(
                value: context.string(data.value, count: data.length),
                tag: data.tag.map { String(cString: $0) },
                style: style,
                mark: context.mark(e.start_mark))
            let node = Node.scalar(scalar)
            nodeCount += 1
            if let anchor = data.anchor { anchors[String(cString: anchor)] = Anchor(node: node, size: 1, height: 0) }
            values.append(node)

        case YAML_MAPPING_START_EVENT:
            try open(isMapping: true, anchor: e.data.mapping_start.anchor, at: e.start_mark)
        case YAML_SEQUENCE_START_EVENT:
            try open(isMapping: false, anchor: e.data.sequence_start.anchor, at: e.start_mark)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            try close()

        case YAML_ALIAS_EVENT:
            let name = String(cString: e.data.alias.anchor)
            let mark = context.mark(e.start_mark)
            guard let anchor = anchors[name] else {
                throw DiagnosticError(.error(
                    YAMLDiagnosticID.unknownAlias, "unknown alias '\(name)'", at: context.location(mark)))
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

        case YAML_DOCUMENT_START_EVENT:
            anchors.removeAll(keepingCapacity: true)
            nodeCount = 0
        case YAML_DOCUMENT_END_EVENT:
            if let root = values.popLast() { documents.append(root) }
            values.removeAll(keepingCapacity: true)
        default:
            break  // stream start and end
        }
    }

    private mutating func open(
        isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, at start: yaml_mark_t
    ) throws(DiagnosticError) {
        guard frames.count < limits.maxDepth else {
            throw DiagnosticError(.error(
                YAMLDiagnosticID.depthLimit,
                "maximum nesting depth \(limits.maxDepth) exceeded; raise it with --max-depth",
                at: context.location(start)))
        }
        frames.append(Frame(
            isMapping: isMapping, start: values.count, anchor: anchor.map { String(cString: $0) },
            mark: context.mark(start), nodesBefore: nodeCount))
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
