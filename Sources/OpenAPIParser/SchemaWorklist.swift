import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

extension ParseSession {
    /// Decodes every schema target that a `$ref` (or a discriminator mapping) named, each once, in its own file,
    /// until no new target turns up. A recursive schema names a target already known, so the loop ends.
    func drainSchemaWorklist() {
        var index = 0
        while index < pendingSchemaTargets.count {
            let pending = pendingSchemaTargets[index]
            index += 1
            guard schemas[pending.target] == nil else { continue }
            // A schema that cannot be read is kept as any JSON by the translator, so a refused remote file is a warning.
            remoteRefusalFallback = "its values are kept as any JSON"
            let cursor = resolve(pending.target, text: pending.text, at: pending.reference, pointer: pending.pointer)
            remoteRefusalFallback = nil
            guard let cursor, let schema = schema(cursor) else { continue }
            schemas[pending.target] = schema
            schemaOrder.append(pending.target)
        }
        pendingSchemaTargets.removeAll()
    }

    /// Reports schemas that are nothing but a reference, in a chain that comes back to itself (`A: {$ref: B}`,
    /// `B: {$ref: A}`): no type can ever be made of them. Recursion through properties or items is fine.
    ///
    /// Each schema is walked once: a walk stops at a schema an earlier walk went through, whose chain is known to end
    /// or to be reported already. (Walking each schema's whole chain and searching it at every step took 36 s for a
    /// chain of 2,000 references.)
    func checkSchemaAliasCycles() {
        var walked: Set<ReferenceTarget> = []
        for start in schemaOrder where !walked.contains(start) {
            var chain: [ReferenceTarget] = []
            var positions: [ReferenceTarget: Int] = [:]
            var current = start
            while !walked.contains(current), let schema = schemas[current], let reference = schema.ref,
                  Self.isOnlyReference(schema) {
                if let position = positions[current] {
                    let cycle = chain[position...] + [current]
                    let names = cycle.map { $0.pointer.description }.joined(separator: " -> ")
                    error(ParserDiagnosticID.referenceCycle,
                          "schemas that are nothing but references form a cycle: \(names)",
                          at: reference.location, pointer: schema.pointer)
                    break
                }
                positions[current] = chain.count
                chain.append(current)
                current = reference.target
            }
            walked.formUnion(chain)
        }
    }

    private static func isOnlyReference(_ schema: Schema) -> Bool {
        var copy = schema
        copy.ref = nil
        return copy.isUnconstrained && copy.not == nil
    }
}
