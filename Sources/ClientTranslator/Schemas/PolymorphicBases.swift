import OpenAPIModel

/// Polymorphism written the Swagger 2.0 way (and Azure's): a base schema has a `discriminator` but no `oneOf`, and
/// its subtypes are the schemas that are `allOf` it (or a subtype of it) and their own properties. A property of the
/// base's type then holds any subtype, told apart by the discriminator's property.
///
/// Such a base with two subtypes or more is given the `oneOf` the document leaves implicit: its subtypes, in document order, each selected by
/// its `mapping` key, its `x-ms-discriminator-value`, or its name. It is then translated as the usual form of
/// polymorphism is (a base whose `oneOf` lists children that are each `allOf` it): an enum with a case per subtype,
/// each subtype a struct with the base's properties and its own, and the JSON of a payload of another type (the base
/// itself included) kept in the catch-all case. Without the `oneOf`, a payload decoded as the base's struct lost every
/// property of its subtype.
enum PolymorphicBases {
    /// `document` with its implicit `oneOf`s written out; the same document when it has no such base.
    static func completed(_ document: Document) -> Document {
        var bases: Set<ReferenceTarget> = []
        for target in document.schemaOrder {
            // A base that is itself `allOf` another (Azure's intermediate bases) keeps its struct: a `oneOf` beside
            // its `allOf` could not be one struct. Its subtypes are cases of the bases above it.
            guard let schema = document.schemas[target], schema.discriminator != nil, schema.oneOf.isEmpty,
                  schema.anyOf.isEmpty, schema.allOf.isEmpty, schema.ref == nil else { continue }
            bases.insert(target)
        }
        guard !bases.isEmpty else { return document }

        // The direct subtypes of every schema named by an `allOf` part, in document order.
        var children: [ReferenceTarget: [ReferenceTarget]] = [:]
        for target in document.schemaOrder {
            guard let schema = document.schemas[target] else { continue }
            for part in schema.allOf {
                guard let parent = part.ref?.target, parent != target else { continue }
                if children[parent]?.contains(target) != true { children[parent, default: []].append(target) }
            }
        }

        var document = document
        for base in document.schemaOrder where bases.contains(base) {
            // One subtype is no choice: an enum of it would only lose the base's own shape (Jira's
            // `AssociationContextObject`, whose one subtype narrows `identifier` to an integer).
            let subtypes = descendants(of: base, children: children)
            guard subtypes.count > 1, var schema = document.schemas[base], var discriminator = schema.discriminator else {
                continue
            }
            for subtype in subtypes {
                guard case .scalar(let value, _)? = document.schemas[subtype]?.extensions["x-ms-discriminator-value"],
                      discriminator.resolvedMapping[value] == nil, discriminator.mapping[value] == nil else { continue }
                discriminator.mapping[value] = subtype.pointer.description
                discriminator.resolvedMapping[value] = subtype
            }
            discriminator.listsImplicitSubtypes = true
            schema.discriminator = discriminator
            schema.oneOf = subtypes.map { subtype in
                var member = Schema(location: schema.location, pointer: schema.pointer)
                member.ref = SchemaReference(raw: subtype.pointer.description, target: subtype, location: schema.location)
                return member
            }
            document.schemas[base] = schema
            if base.file == document.rootFile, let name = componentName(of: base, in: document),
               document.componentSchemas[name]?.ref == nil {
                document.componentSchemas[name] = schema
            }
        }
        return document
    }

    /// Every schema that is `allOf` `base`, directly or through other subtypes, breadth first.
    private static func descendants(of base: ReferenceTarget, children: [ReferenceTarget: [ReferenceTarget]]) -> [ReferenceTarget] {
        var found: [ReferenceTarget] = []
        var seen: Set<ReferenceTarget> = [base]
        var queue = children[base] ?? []
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            guard seen.insert(next).inserted else { continue }
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// The name of the root component schema at `target` (`#/components/schemas/Name`, 2.0: `#/definitions/Name`).
    private static func componentName(of target: ReferenceTarget, in document: Document) -> String? {
        let tokens = target.pointer.tokens
        if tokens.count == 3, tokens[0] == "components", tokens[1] == "schemas" { return tokens[2] }
        if tokens.count == 2, tokens[0] == "definitions" { return tokens[1] }
        return nil
    }
}
