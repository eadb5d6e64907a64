import OpenAPIModel

extension ParseSession {
    /// The reference a schema's `$dynamicRef` (JSON Schema 2020-12, OpenAPI 3.1 and later) stands for, given the
    /// schema's `$ref` (`existing`).
    ///
    /// A `$dynamicRef` is read as the `$ref` it starts from: `#node` names the schema of its own resource that
    /// declares `$dynamicAnchor: node` (or `$anchor: node`), a JSON pointer the place it points to. That is exactly
    /// what it means unless another schema declares the same `$dynamicAnchor`: JSON Schema then lets the outermost
    /// schema in use at validation time take its place (the way a recursive schema is extended), which one Swift type
    /// cannot follow; the schema it names statically is used, with a warning (`ref.dynamic`). Beside a `$ref`, or in
    /// a document before 3.1, it is left out, with a warning.
    func dynamicReference(_ field: Field, beside existing: SchemaReference?) -> SchemaReference? {
        guard version.isJSONSchema2020 else {
            warning(ParserDiagnosticID.dynamicReference,
                    "'$dynamicRef' is JSON Schema 2020-12's, read in OpenAPI 3.1 and later documents; it is ignored here",
                    at: field.node, in: field.file, pointer: field.pointer)
            return existing
        }
        guard existing == nil else {
            warning(ParserDiagnosticID.dynamicReference,
                    "'$dynamicRef' beside '$ref' is ignored: the schema is read as its '$ref'",
                    at: field.node, in: field.file, pointer: field.pointer)
            return existing
        }
        guard let reference = schemaReference(field) else { return nil }
        if let text = field.node.scalar?.value, let hash = text.firstIndex(of: "#") {
            let name = JSONPointer.percentDecoded(text[text.index(after: hash)...])
            if let declaring = schemaIdentifiers.dynamicAnchors[name], declaring.count > 1 {
                warning(ParserDiagnosticID.dynamicReference,
                        "'$dynamicRef: \(text)' is read as a '$ref' to the schema it names here; \(declaring.count) schemas declare "
                            + "'$dynamicAnchor: \(name)', and JSON Schema lets the one in use take its place, which one Swift type "
                            + "cannot: values here are read as the schema named here",
                        at: field.node, in: field.file, pointer: field.pointer)
            }
        }
        return reference
    }
}
