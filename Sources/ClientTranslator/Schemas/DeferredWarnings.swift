import GeneratorDiagnostics
import OpenAPIModel

/// Warnings about what translation did at a place inside a copy of an inline schema, held until sharing has decided
/// whether the copy stays.
///
/// A copy may become a `typealias` of the declaration made where its schema is written (``CopiedTypes``), and what
/// was declared inside it is then dropped: a warning that a value there "is kept as JSONValue" would be false, since
/// the home's declaration holds the value's own type. So the warnings of ``SchemaContext/warn(_:_:_:file:in:)``
/// about a place inside a copy wait here, with the qualified name of the declaration they are about, and
/// ``emit(to:droppedCopies:)`` emits those whose declaration is still there. A warning given once per top-level type
/// (`translate.tooDeep`) is then given once per type among those kept.
final class DeferredWarnings: Sendable {
    struct Entry: Sendable {
        /// The qualified name of the declaration whose member the warning is about (`Order.Next.Next2`).
        var scope: String
        /// The top-level type or endpoint around it.
        var type: String
        var diagnostic: Diagnostic
        var oncePerType: Bool
    }

    private struct State {
        var entries: [Entry] = []
        /// Entries held by warning and type; each holds at most ``maximumPerType``.
        var counts: [String: Int] = [:]
        /// Warnings given once per type and already emitted, by warning and type.
        var reported: Set<String> = []
    }

    /// The most warnings of one kind held for one type: a document whose copies nest can reach a limit at every leaf
    /// of a large tree (44,344 times in one 80 KB document), and the places of one type are dropped or kept together
    /// far more often than not.
    static let maximumPerType = 64

    private let state = Locked(State())

    private static func key(_ id: String, _ type: String) -> String { id + "\u{0}" + type }

    /// Holds `entry` until ``emit(to:droppedCopies:)``.
    func hold(_ entry: Entry) {
        state.withLock { state in
            let key = Self.key(entry.diagnostic.id, entry.type)
            guard state.counts[key, default: 0] < Self.maximumPerType else { return }
            state.counts[key, default: 0] += 1
            state.entries.append(entry)
        }
    }

    /// Records that the warning `id`, given once per type, was emitted for `type`.
    func markReported(_ id: String, type: String) {
        _ = state.withLock { $0.reported.insert(Self.key(id, type)) }
    }

    /// Emits the held warnings whose declaration is not inside one of `droppedCopies` (qualified names of the copies
    /// that became aliases), a warning given once per type only for types that have not had it.
    func emit(to diagnostics: DiagnosticCollector, droppedCopies: Set<String>) {
        let (entries, reported) = state.withLock { ($0.entries, $0.reported) }
        var given = reported
        for entry in entries {
            if droppedCopies.contains(entry.scope) || CopiedTypes.isNested(entry.scope, inOneOf: droppedCopies.contains) {
                continue
            }
            if entry.oncePerType, !given.insert(Self.key(entry.diagnostic.id, entry.type)).inserted { continue }
            diagnostics.emit(entry.diagnostic)
        }
    }
}

extension SchemaContext {
    /// Warns about `schema` at a place of `scope`: at once, or, inside a copy, once sharing has kept the place
    /// (``DeferredWarnings``).
    func warn(_ id: String, _ message: String, _ schema: Schema, file: String, in scope: NestedTypeScope) {
        let diagnostic = Diagnostic.warning(id, message, at: schema.location, pointer: origin(of: schema, file: file))
        guard scope.isInCopy else { return diagnostics.emit(diagnostic) }
        deferredWarnings.hold(.init(scope: scope.parentName, type: scope.ancestors.first ?? scope.parentName,
                                    diagnostic: diagnostic, oncePerType: false))
    }

    /// Warns like ``warn(_:_:_:file:in:)``, once per top-level type, which `reported` (a flag of the type's tally)
    /// records. At once, the flag is set, so that later places do not warn again; inside a copy, the warning waits
    /// and the flag stays as it is, since the copy may be dropped. The message is made only when it is used.
    func warnOncePerType(_ id: String, _ message: @autoclosure () -> String, _ schema: Schema, file: String,
                         in scope: NestedTypeScope, reported: ReferenceWritableKeyPath<OutermostTypeTally, Bool>) {
        guard scope.tally?[keyPath: reported] != true else { return }
        let diagnostic = Diagnostic.warning(id, message(), at: schema.location, pointer: origin(of: schema, file: file))
        let type = scope.ancestors.first ?? scope.parentName
        if scope.isInCopy {
            deferredWarnings.hold(.init(scope: scope.parentName, type: type, diagnostic: diagnostic, oncePerType: true))
            return
        }
        scope.tally?[keyPath: reported] = true
        deferredWarnings.markReported(id, type: type)
        diagnostics.emit(diagnostic)
    }
}
