import Dispatch
import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// What a speculative session (see ``ParseSession/isSpeculative``) logs for the session it works for, in order.
enum SpeculativeEvent {
    case diagnostic(Diagnostic)
    /// An operationId met at `location`: the session checks it against the operationIds it has seen.
    case operationID(String, SourceLocation, JSONPointer)
    /// A schema named by a reference (see ``ParseSession/noteSchemaTarget(_:text:at:pointer:)``).
    case schemaTarget(ReferenceTarget, text: String, reference: SourceLocation, pointer: JSONPointer)
    /// A component schema about to be decoded: its target is known from then on.
    case componentSchema(ReferenceTarget)
}

/// What became of a part of the document decoded ahead on another thread (for tests and measurements).
enum SpeculativeOutcome: Equatable, Sendable {
    /// One thread decoded it: too few entries.
    case notTried
    /// The speculative session's decoding was taken in.
    case adopted
    /// The speculative session gave up, and the part was decoded again in order.
    case abandoned
}

/// The parts of the document decoded on two threads, and what became of each.
struct ParallelParts: Equatable, Sendable {
    var componentSchemas = SpeculativeOutcome.notTried
    var paths = SpeculativeOutcome.notTried
}

/// The second halves of `components.schemas` and of `paths`, decoded by speculative sessions on another thread
/// while the session decodes the first halves and what lies between (see `DocumentParts.swift`).
///
/// Each part has a speculative session of its own, so that each can be given up alone: stripe's schemas hold
/// recursive extension data, but its paths do not. The thread decodes the schemas' part first and hands each part
/// over as soon as it is done: the session waits for the schemas when it has decoded its half of them, and for the
/// paths when it has decoded its half of those.
final class Speculation: @unchecked Sendable {
    /// Entries of a mapping to decode from `start` on.
    struct Plan {
        var entries: [MappingEntry]
        var cursor: Cursor
        var start: Int
    }

    /// A part decoded: its value, what the session logged meanwhile, and whether it gave up.
    struct Part<Value> {
        var value: Value
        var log: [SpeculativeEvent]
        var abandoned: Bool
    }

    let components: Plan?
    let paths: Plan?
    /// The sessions of the two parts.
    private let componentsSession: ParseSession
    private let pathsSession: ParseSession
    private var decodedComponents: Part<[ComponentSchema]>?
    private var decodedPaths: Part<OrderedMap<PathItem>>?
    private let componentsDone = DispatchSemaphore(value: 0)
    private let pathsDone = DispatchSemaphore(value: 0)
    private var job: LargeStack.Job<Void>?

    /// Starts decoding the second halves of `components` and `paths` (entries of `components.schemas` or
    /// `definitions`, and of `paths` without extensions) when either is large enough; nil when neither is.
    static func start(for parent: ParseSession, components: Field?, paths: Field?) -> Speculation? {
        let minimum = parent.options.parallelDecodingMinimum
        func plan(_ field: Field?, withoutExtensions: Bool) -> Plan? {
            guard let field, case .mapping(let all, _) = field.node else { return nil }
            let entries = withoutExtensions ? all.filter { !$0.key.value.isExtensionKey } : all
            guard let start = ParseSession.middle(of: entries, minimum: minimum) else { return nil }
            return Plan(entries: entries, cursor: field.cursor, start: start)
        }
        let components = plan(components, withoutExtensions: false)
        let paths = plan(paths, withoutExtensions: true)
        guard components != nil || paths != nil else { return nil }
        let speculation = Speculation(
            componentsSession: parent.speculativeSession(), pathsSession: parent.speculativeSession(),
            components: components, paths: paths)
        speculation.job = LargeStack.start(depth: parent.limits.maxDepth) { speculation.run() }
        return speculation
    }

    private init(componentsSession: ParseSession, pathsSession: ParseSession, components: Plan?, paths: Plan?) {
        self.componentsSession = componentsSession
        self.pathsSession = pathsSession
        self.components = components
        self.paths = paths
    }

    /// On the speculative thread: each part in document order, handed over when done.
    private func run() {
        if let plan = components {
            let session = componentsSession
            let value = session.decodeComponentSchemas(plan.entries[plan.start...], in: plan.cursor)
            decodedComponents = Part(value: value, log: session.takeLog(), abandoned: session.abandoned)
            componentsDone.signal()
        }
        if let plan = paths {
            let session = pathsSession
            let value = session.decodePaths(plan.entries[plan.start...], in: plan.cursor)
            decodedPaths = Part(value: value, log: session.takeLog(), abandoned: session.abandoned)
            pathsDone.signal()
        }
    }

    /// The second half of the component schemas, waiting for it. Once only, and only when planned.
    func takeComponents() -> Part<[ComponentSchema]> {
        componentsDone.wait()
        return decodedComponents.take()!
    }

    /// The second half of the paths, waiting for it. Once only, and only when planned.
    func takePaths() -> Part<OrderedMap<PathItem>> {
        pathsDone.wait()
        return decodedPaths.take()!
    }

    /// Waits for the speculative thread, then gives `parent` the referenced objects that the parts it took in decoded,
    /// so that later decoding (webhooks, the schema worklist) finds them decoded, as it would have on one thread.
    func finish(into parent: ParseSession) {
        _ = job?.wait()
        job = nil
        for session in [componentsSession, pathsSession] where !session.abandoned {
            parent.adoptMemos(of: session)
        }
    }
}

/// A component schema decoded: its name, its target and the schema.
typealias ComponentSchema = (name: String, target: ReferenceTarget, schema: Schema)

extension ParseSession {
    /// A session that starts where this one is: the same document, files and rules, no memos.
    func speculativeSession() -> ParseSession {
        let session = ParseSession(options: options, limits: limits, collector: collector, isSpeculative: true)
        session.version = version
        session.rootDisplayFolder = rootDisplayFolder
        session.rootAbsoluteFolder = rootAbsoluteFolder
        session.files = files
        session.schemaIdentifiers = schemaIdentifiers
        session.selfIdentity = selfIdentity
        session.filesRead = filesRead
        session.knownSchemaTargets = knownSchemaTargets
        session.globalConsumes = globalConsumes
        session.globalProduces = globalProduces
        return session
    }

    /// The events logged since the last call.
    func takeLog() -> [SpeculativeEvent] {
        defer { speculativeLog = [] }
        return speculativeLog
    }

    /// Does what a speculative session logged, as if this session had decoded that part itself.
    func replay(_ log: [SpeculativeEvent]) {
        for event in log {
            switch event {
            case .diagnostic(let diagnostic): emit(diagnostic)
            case .operationID(let id, let location, let pointer): noteOperationID(id, at: location, pointer: pointer)
            case .schemaTarget(let target, let text, let reference, let pointer):
                noteSchemaTarget(target, text: text, at: reference, pointer: pointer)
            case .componentSchema(let target): knownSchemaTargets.insert(target)
            }
        }
    }

    /// Adds the referenced objects `speculative` decoded to this session's memos.
    func adoptMemos(of speculative: ParseSession) {
        parameterCache.adopt(speculative.parameterCache)
        responseCache.adopt(speculative.responseCache)
        requestBodyCache.adopt(speculative.requestBodyCache)
        headerCache.adopt(speculative.headerCache)
        exampleCache.adopt(speculative.exampleCache)
        securitySchemeCache.adopt(speculative.securitySchemeCache)
        linkCache.adopt(speculative.linkCache)
        callbackCache.adopt(speculative.callbackCache)
        extensionCache.adopt(speculative.extensionCache)
    }
}
