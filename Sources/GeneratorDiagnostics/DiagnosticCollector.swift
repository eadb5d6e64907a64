/// Gathers diagnostics from every stage. Thread-safe, so stages that work in parallel can share one.
///
/// Recoverable problems are *emitted* here and work goes on; only problems that make going on pointless are thrown
/// (as ``DiagnosticError``).
public final class DiagnosticCollector: Sendable {
    private let storage = Locked<[Diagnostic]>([])

    public init() {}

    /// Records one diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        storage.withLock { $0.append(diagnostic) }
    }

    /// Records several diagnostics.
    public func emit(contentsOf diagnostics: some Sequence<Diagnostic>) {
        let list = Array(diagnostics)
        storage.withLock { $0.append(contentsOf: list) }
    }

    /// Everything recorded so far, sorted by file, line, column, then message, id and pointer, so output is
    /// deterministic whatever order parallel work emitted it in (one shared response is warned about once per
    /// operation that names it: same place and message, other pointers).
    public var diagnostics: [Diagnostic] {
        storage.withLock { $0 }.sorted(by: Self.order)
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var hasErrors: Bool { storage.withLock { $0.contains { $0.severity == .error } } }

    static func order(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return true
        case (_?, nil): return false
        default: return (a.message, a.id, a.pointer ?? "") < (b.message, b.id, b.pointer ?? "")
        }
    }
}

/// A problem that stops the current stage, carrying the diagnostics that explain it.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
