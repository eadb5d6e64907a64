import OpenAPIModel

/// Which operations to generate: by tag, by path, or by operationId. An empty filter keeps everything; otherwise
/// an operation is kept when it matches any of the lists.
public struct OperationFilter: Sendable, Hashable {
    public var tags: [String] = []
    /// Path templates exactly as written in the document (`/pets/{petId}`).
    public var paths: [String] = []
    public var operationIds: [String] = []

    public init(tags: [String] = [], paths: [String] = [], operationIds: [String] = []) {
        self.tags = tags
        self.paths = paths
        self.operationIds = operationIds
    }

    public var isEmpty: Bool { tags.isEmpty && paths.isEmpty && operationIds.isEmpty }

    /// True when the operation should be generated.
    public func keeps(_ operation: Operation) -> Bool {
        if isEmpty { return true }
        if paths.contains(operation.path) { return true }
        if let id = operation.operationId, operationIds.contains(id) { return true }
        return operation.tags.contains { tags.contains($0) }
    }

    /// The document with only the kept operations (path items left without operations are dropped).
    /// Schemas are all kept: they cost little to generate and a user may use them directly.
    public func apply(to document: Document) -> Document {
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
        return filtered
    }
}
