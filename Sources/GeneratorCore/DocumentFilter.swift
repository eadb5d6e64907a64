import GeneratorDiagnostics
import OpenAPIModel

/// What to generate of a document: operations by tag, by path or by operationId, and the schemas they use.
///
/// An empty filter keeps everything. Otherwise an operation is kept when it matches any of the operation lists, and
/// a schema when a kept operation uses it, directly or through other schemas, or when ``schemas`` names it (with what
/// it uses). A client of a few of GitHub's operations then declares the types they need (11 model files for three
/// paths and a schema), not the 296 files of its 318 schemas, which are most of its build time. Webhooks are left out,
/// and so are the security schemes that neither the kept operations nor the document's top-level `security` name.
public struct DocumentFilter: Sendable, Hashable {
    public var tags: [String] = []
    /// Path templates exactly as written in the document (`/pets/{petId}`).
    public var paths: [String] = []
    public var operationIds: [String] = []
    /// Names of component schemas (keys of `components.schemas`, or of `definitions` in Swagger 2.0) to generate
    /// besides those the kept operations use; `*` keeps every schema of the document.
    public var schemas: [String] = []

    public init(tags: [String] = [], paths: [String] = [], operationIds: [String] = [], schemas: [String] = []) {
        self.tags = tags
        self.paths = paths
        self.operationIds = operationIds
        self.schemas = schemas
    }

    public var isEmpty: Bool { tags.isEmpty && paths.isEmpty && operationIds.isEmpty && schemas.isEmpty }

    /// True when the operation should be generated. With only ``schemas`` given, no operation is.
    public func keeps(_ operation: Operation) -> Bool {
        if isEmpty { return true }
        if paths.contains(operation.path) { return true }
        if let id = operation.operationId, operationIds.contains(id) { return true }
        return operation.tags.contains { tags.contains($0) }
    }

    /// The document with only the kept operations (path items left without operations are dropped), no webhooks, and
    /// only the schemas those operations and ``schemas`` reach. Each entry of the lists that matches nothing is
    /// reported as a warning (`filter.unmatched`): a misspelt tag would otherwise give an empty client in silence.
    public func apply(to document: Document, diagnostics: DiagnosticCollector) -> Document {
        guard !isEmpty else { return document }
        var filtered = document
        var paths = OrderedMap<PathItem>()
        for (path, item) in document.paths {
            var item = item
            item.operations = item.operations.filter(keeps)
            if !item.operations.isEmpty { paths[path] = item }
        }
        filtered.paths = paths
        filtered.webhooks = OrderedMap()
        let schemes = Self.securitySchemeNames(of: filtered.operations, in: document)
        filtered.securitySchemes = OrderedMap(document.securitySchemes.entries.filter { schemes.contains($0.key) }
            .map { ($0.key, $0.value) })
        warnUnmatched(in: document, diagnostics: diagnostics)
        guard !schemas.contains("*") else { return filtered }

        var reachability = SchemaReachability(document: document)
        for operation in filtered.operations { reachability.reach(operation) }
        for name in schemas {
            guard let schema = document.componentSchemas[name] else { continue }
            reachability.reach(ReferenceTarget(file: document.rootFile, pointer: schema.pointer))
        }
        let reached = reachability.finish()
        var components = OrderedMap<Schema>()
        for (name, schema) in document.componentSchemas
        where reached.contains(ReferenceTarget(file: document.rootFile, pointer: schema.pointer)) {
            components[name] = schema
        }
        filtered.componentSchemas = components
        filtered.schemas = document.schemas.filter { reached.contains($0.key) }
        filtered.schemaOrder = document.schemaOrder.filter(reached.contains)
        return filtered
    }

    /// The security schemes that `operations` and their callbacks' operations name, and those the document's
    /// top-level `security` names (it applies to the operations without a `security` of their own, and a filtered
    /// document keeps it).
    static func securitySchemeNames(of operations: [Operation], in document: Document) -> Set<String> {
        var names = Set(document.security.flatMap(\.schemes.keys))
        var pending = operations
        while let operation = pending.popLast() {
            for requirement in operation.security ?? [] { names.formUnion(requirement.schemes.keys) }
            for callback in operation.callbacks.values {
                for item in callback.values { pending += item.operations }
            }
        }
        return names
    }

    /// Warns of each entry that names nothing, with the closest name the document has when one is close.
    private func warnUnmatched(in document: Document, diagnostics: DiagnosticCollector) {
        let operations = document.operations
        func warn(_ kind: String, _ unmatched: [String], among names: @autoclosure () -> [String]) {
            guard !unmatched.isEmpty else { return }
            let names = names()
            for value in unmatched {
                var message = "The filter's \(kind) '\(value)' matches nothing in the document"
                if let suggestion = ClosestMatch.find(value, in: names) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.emit(.warning("filter.unmatched", message + (message.hasSuffix("?") ? "" : ".")))
            }
        }
        let usedTags = Set(operations.flatMap(\.tags))
        warn("tag", tags.filter { !usedTags.contains($0) }, among: usedTags.sorted())
        warn("path", paths.filter { document.paths[$0] == nil }, among: document.paths.keys)
        let ids = Set(operations.compactMap(\.operationId))
        warn("operationId", operationIds.filter { !ids.contains($0) }, among: ids.sorted())
        warn("schema", schemas.filter { $0 != "*" && document.componentSchemas[$0] == nil },
             among: document.componentSchemas.keys)
    }
}
