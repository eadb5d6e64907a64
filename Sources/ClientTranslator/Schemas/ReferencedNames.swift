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
        collectReferencedNames(schema, reading: .whole, into: &result, followed: &followed, depth: 0)
        return result
    }

    /// How much of a schema the walk reads.
    private enum Reading {
        /// The schema's whole tree may be spelled in the declaration.
        case whole
        /// An `allOf` part: its properties are copied into the declaration, or, when it is the one meaningful part,
        /// it is the declaration. Its `$ref` leads to a schema whose properties may be copied.
        case part
        /// A schema whose properties are copied into the declaration (`mergedObject`), reached through a `$ref` of a
        /// part: only its properties, `additionalProperties` and `allOf` are copied. Its `oneOf`, `anyOf`, `items`,
        /// `prefixItems` and `patternProperties` are not (the merge warns of the first two), so the walk leaves them:
        /// a base whose `oneOf` lists its n children, each `allOf` that base, would otherwise cost n * n.
        case copiedProperties
    }

    private func collectReferencedNames(_ schema: Schema, reading: Reading, into names: inout Set<String>,
                                        followed: inout Set<ReferenceTarget>, depth: Int) {
        guard depth < 256 else { return }
        if let ref = schema.ref {
            if let info = references[ref.target] { names.insert(info.leadingName) }
            if reading != .whole || SchemaShape.hasStructure(schema, ignoringRef: true),
               followed.insert(ref.target).inserted, let target = resolve(ref.target) {
                collectReferencedNames(target, reading: .copiedProperties, into: &names, followed: &followed,
                                       depth: depth + 1)
            }
        }
        let properties = schema.properties.values
        for index in properties.indices {
            collectReferencedNames(properties[index], reading: .whole, into: &names, followed: &followed,
                                   depth: depth + 1)
        }
        if case .schema(let value)? = schema.additionalProperties {
            collectReferencedNames(value, reading: .whole, into: &names, followed: &followed, depth: depth + 1)
        }
        let parts = schema.allOf
        let partReading: Reading = reading == .copiedProperties ? .copiedProperties : .part
        for index in parts.indices {
            collectReferencedNames(parts[index], reading: partReading, into: &names, followed: &followed,
                                   depth: depth + 1)
        }
        guard reading != .copiedProperties else { return }
        for value in schema.patternProperties.values {
            collectReferencedNames(value, reading: .whole, into: &names, followed: &followed, depth: depth + 1)
        }
        if let items = schema.items {
            collectReferencedNames(items, reading: .whole, into: &names, followed: &followed, depth: depth + 1)
        }
        for list in [schema.prefixItems, schema.oneOf, schema.anyOf] where !list.isEmpty {
            for index in list.indices {
                collectReferencedNames(list[index], reading: .whole, into: &names, followed: &followed,
                                       depth: depth + 1)
            }
        }
    }
}
