import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// What a speculative session (see ``ParseSession/isSpeculative``) logs for its parent to replay, in order.
enum SpeculativeEvent {
    case diagnostic(Diagnostic)
    /// An operationId met at `location`: the parent checks it against the operationIds it has seen.
    case operationID(String, SourceLocation, JSONPointer)
}

/// What became of decoding `paths` on two threads (for tests and measurements).
enum PathsInParallel: Equatable, Sendable {
    /// One thread decoded them: too few paths, or webhooks.
    case notTried
    /// The speculative session's part was taken in.
    case adopted
    /// The speculative session gave up, and its part was decoded again after the first.
    case abandoned
}

/// `paths` decoded on two threads, with the same result as on one.
///
/// Decoding `paths` is most of a big document's decoding (github: 4,450 of the decode's 5,800 samples), and it ran
/// on one core. A large `paths` is now cut in two at the middle of its text: this session decodes the first part
/// while a speculative session decodes the second on another thread; then the second session's log is replayed
/// (its diagnostics, its operationIds against the first part's, the schemas its references name) and its path items
/// are appended. The document, its schema order and its diagnostics are those of decoding on one thread.
///
/// That holds because decoding a referenced object is a function of its target alone, which both sessions share:
/// - where it is not (a path item referenced from two paths is decoded for the first; recursive extension data is
///   cut where it was entered; files are read in the order the decoding asks for them), the speculative session
///   gives up, and the second part is decoded again here after the first;
/// - it also gives up at any error: errors come from broken documents, which need no speed, and where one is
///   reported first (a reference cycle, at the `$ref` that closes it) may depend on where decoding entered.
/// A multi-file document whose paths are references to other files (DigitalOcean) gives up at its first path.
extension ParseSession {
    /// `paths` or `webhooks`: key -> path item, in source order; on two threads if `inParallel` and large enough.
    func pathItems(_ field: Field, inParallel: Bool) -> OrderedMap<PathItem> {
        guard let entries = mapping(field) else { return OrderedMap() }
        let cursor = field.cursor
        let paths = entries.filter { !$0.key.value.isExtensionKey }
        guard inParallel, !isSpeculative, let middle = Self.middle(of: paths, minimum: options.parallelPathsMinimum) else {
            return decodePaths(paths[...], in: cursor)
        }
        let second = paths[middle...]
        let speculative = speculativeSession()
        let job = LargeStack.start(depth: limits.maxDepth) { speculative.decodePaths(second, in: cursor) }
        var decoded = decodePaths(paths[..<middle], in: cursor)
        let speculated = try? job.wait().get()
        pathsInParallel = speculative.abandoned ? .abandoned : .adopted
        let rest: OrderedMap<PathItem>
        if let speculated, !speculative.abandoned {
            adopt(speculative)
            rest = speculated
        } else {
            rest = decodePaths(second, in: cursor)
        }
        for (key, item) in zip(rest.keys, rest.values) { decoded[key] = item }
        return decoded
    }

    /// The path items of `entries`, in order; a speculative session stops once it has given up.
    private func decodePaths(_ entries: ArraySlice<MappingEntry>, in cursor: Cursor) -> OrderedMap<PathItem> {
        var paths: [String] = [], items: [PathItem] = []
        paths.reserveCapacity(entries.count)
        items.reserveCapacity(entries.count)
        for entry in entries {
            guard let item = pathItem(cursor.child(entry.key.value, entry.value), path: entry.key.value) else {
                if abandoned { break }
                continue
            }
            paths.append(entry.key.value)
            items.append(item)
        }
        return OrderedMap(keys: paths, values: items)
    }

    /// The index of the first path in the second half of the text (by lines, or by columns for JSON on one line), or
    /// nil when there are too few paths to share.
    static func middle(of paths: [MappingEntry], minimum: Int) -> Int? {
        guard paths.count >= max(minimum, 2), let first = paths.first?.key.mark,
              let last = paths.last?.key.mark else { return nil }
        let position: (Mark) -> Int64 = first.line == last.line ? { Int64($0.column) } : { Int64($0.line) }
        let half = position(first) + (position(last) - position(first)) / 2
        let index = paths.firstIndex { position($0.key.mark) >= half } ?? paths.count / 2
        return min(max(index, 1), paths.count - 1)
    }

    /// A session that starts where this one is: the same document, files and known schema targets, no memos.
    private func speculativeSession() -> ParseSession {
        let session = ParseSession(options: options, limits: limits, collector: collector, isSpeculative: true)
        session.version = version
        session.rootDisplayFolder = rootDisplayFolder
        session.rootAbsoluteFolder = rootAbsoluteFolder
        session.files = files
        session.filesRead = filesRead
        session.knownSchemaTargets = knownSchemaTargets
        session.globalConsumes = globalConsumes
        session.globalProduces = globalProduces
        return session
    }

    /// Takes in what a speculative session found, as if this session had decoded its part after its own.
    private func adopt(_ speculative: ParseSession) {
        for event in speculative.speculativeLog {
            switch event {
            case .diagnostic(let diagnostic): emit(diagnostic)
            case .operationID(let id, let location, let pointer): noteOperationID(id, at: location, pointer: pointer)
            }
        }
        for pending in speculative.pendingSchemaTargets {
            noteSchemaTarget(pending.target, text: pending.text, at: pending.reference, pointer: pending.pointer)
        }
        // Later decoding (webhooks, the schema worklist) finds these decoded, as it would have on one thread.
        parameterCache.adopt(speculative.parameterCache)
        responseCache.adopt(speculative.responseCache)
        requestBodyCache.adopt(speculative.requestBodyCache)
        headerCache.adopt(speculative.headerCache)
        exampleCache.adopt(speculative.exampleCache)
        securitySchemeCache.adopt(speculative.securitySchemeCache)
        linkCache.adopt(speculative.linkCache)
        extensionCache.adopt(speculative.extensionCache)
    }
}
