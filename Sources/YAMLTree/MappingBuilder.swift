import GeneratorDiagnostics

/// Turns the alternating keys and values of a finished mapping into entries: keys must be scalars and distinct,
/// and a merge key (`<<`) is expanded (see `Merge.swift`).
struct MappingBuilder {
    let context: ParseContext

    /// At most this many keys are checked for duplicates by comparing each with the ones before it; larger
    /// mappings use a set.
    static let linearScanLimit = 8

    func entries(_ children: ArraySlice<Node>) throws(DiagnosticError) -> [MappingEntry] {
        var entries: [MappingEntry] = []
        entries.reserveCapacity(children.count / 2)
        var mergeIndex: Int?
        var i = children.startIndex
        while i < children.endIndex {
            guard case .scalar(let key) = children[i] else {
                let mark = children[i].mark
                throw DiagnosticError(.error(
                    YAMLDiagnosticID.complexKey,
                    "mapping key is \(children[i].kindDescription); only scalar keys are supported",
                    at: context.location(mark)))
            }
            if mergeIndex == nil, Self.isMergeKey(key) { mergeIndex = entries.count }
            entries.append(MappingEntry(key: key, value: children[i + 1]))
            i += 2
        }
        try checkDuplicates(entries)
        if let mergeIndex { return try merged(entries, at: mergeIndex) }
        return entries
    }

    /// Reports the second occurrence of a repeated key.
    func checkDuplicates(_ entries: [MappingEntry]) throws(DiagnosticError) {
        if entries.count <= Self.linearScanLimit {
            for j in entries.indices.dropFirst() {
                let key = entries[j].key.value
                for k in 0..<j where entries[k].key.value == key { throw duplicate(entries[j].key) }
            }
        } else {
            var seen = Set<String>(minimumCapacity: entries.count)
            for entry in entries where !seen.insert(entry.key.value).inserted { throw duplicate(entry.key) }
        }
    }

    func duplicate(_ key: Scalar) -> DiagnosticError {
        DiagnosticError(.error(
            YAMLDiagnosticID.duplicateKey, "duplicate mapping key '\(Self.abbreviated(key.value))'",
            at: context.location(key.mark)))
    }

    /// A key short enough to quote in a message.
    static func abbreviated(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "..."
    }
}
