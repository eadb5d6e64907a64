import GeneratorDiagnostics

/// Merge keys (`<<: *base`, `<<: [*a, *b]`), the YAML 1.1 convention many API descriptions use to share fields.
///
/// The merged entries take the place of the `<<` entry. The mapping's own keys win over merged ones wherever they
/// appear, and among several merged mappings the earlier one wins. Merged keys are not duplicates.
extension MappingBuilder {
    /// A plain, untagged `<<` (or one tagged `!!merge`); a quoted `"<<"` is an ordinary key.
    static func isMergeKey(_ key: Scalar) -> Bool {
        guard key.style == .plain, key.value.utf8.count == 2, key.value == "<<" else { return false }
        return key.tag == nil || key.tag == "tag:yaml.org,2002:merge"
    }

    /// `entries` with the merge key at `index` replaced by the entries it brings in.
    func merged(_ entries: [MappingEntry], at index: Int) throws(DiagnosticError) -> [MappingEntry] {
        let sources = try mergeSources(entries[index].value)
        var taken = Set<String>(minimumCapacity: entries.count)
        for (i, entry) in entries.enumerated() where i != index { taken.insert(entry.key.value) }
        var result: [MappingEntry] = []
        result.reserveCapacity(entries.count + sources.reduce(0) { $0 + $1.count })
        result.append(contentsOf: entries[..<index])
        for source in sources {
            for entry in source where taken.insert(entry.key.value).inserted { result.append(entry) }
        }
        result.append(contentsOf: entries[(index + 1)...])
        return result
    }

    /// The mappings a merge value names, in priority order.
    private func mergeSources(_ value: Node) throws(DiagnosticError) -> [[MappingEntry]] {
        switch value {
        case .mapping(let entries, _):
            return [entries]
        case .sequence(let items, _):
            var sources: [[MappingEntry]] = []
            sources.reserveCapacity(items.count)
            for item in items {
                guard case .mapping(let entries, _) = item else { throw notMergeable(item) }
                sources.append(entries)
            }
            return sources
        case .scalar:
            throw notMergeable(value)
        }
    }

    private func notMergeable(_ node: Node) -> DiagnosticError {
        DiagnosticError(.error(
            YAMLDiagnosticID.merge,
            "a merge key '<<' takes a mapping or a sequence of mappings, not \(node.kindDescription)",
            at: context.location(node.mark)))
    }
}
