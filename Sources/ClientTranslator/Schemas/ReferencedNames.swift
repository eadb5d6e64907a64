import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// The top-level type names a declaration made from `schema` may spell inside its body: every `$ref` in the
    /// schema's tree, and those of the schemas its `allOf` parts bring in (their properties are copied), plus the
    /// user's own types.
    ///
    /// Types nested in that declaration must not take these names: a nested `Category` would hide the top-level
    /// `Category` from every member of the enclosing type.
    func referencedTypeNames(in schema: Schema) -> Set<String> {
        var result = userTypeNames
        var followed = Set<ReferenceTarget>()
        collectReferencedNames(schema, merges: false, into: &result, followed: &followed, depth: 0)
        return result
    }

    /// `merges`: the schema's properties are copied into the declaration (an `allOf` part), so the schemas its own
    /// `$ref` leads to are copied too.
    private func collectReferencedNames(_ schema: Schema, merges: Bool, into names: inout Set<String>, followed: inout Set<ReferenceTarget>, depth: Int) {
        guard depth < 256 else { return }
        if let ref = schema.ref {
            if let info = references[ref.target] { names.insert(info.leadingName) }
            if merges || SchemaShape.hasStructure(schema, ignoringRef: true), followed.insert(ref.target).inserted, let target = resolve(ref.target) {
                collectReferencedNames(target.schema, merges: true, into: &names, followed: &followed, depth: depth + 1)
            }
        }
        let properties = schema.properties.values
        for index in properties.indices {
            collectReferencedNames(properties[index], merges: false, into: &names, followed: &followed, depth: depth + 1)
        }
        if case .schema(let value)? = schema.additionalProperties {
            collectReferencedNames(value, merges: false, into: &names, followed: &followed, depth: depth + 1)
        }
        for value in schema.patternProperties.values {
            collectReferencedNames(value, merges: false, into: &names, followed: &followed, depth: depth + 1)
        }
        if let items = schema.items {
            collectReferencedNames(items, merges: false, into: &names, followed: &followed, depth: depth + 1)
        }
        for list in [schema.prefixItems, schema.oneOf, schema.anyOf] where !list.isEmpty {
            for index in list.indices {
                collectReferencedNames(list[index], merges: false, into: &names, followed: &followed, depth: depth + 1)
            }
        }
        let parts = schema.allOf
        for index in parts.indices {
            collectReferencedNames(parts[index], merges: true, into: &names, followed: &followed, depth: depth + 1)
        }
    }
}
