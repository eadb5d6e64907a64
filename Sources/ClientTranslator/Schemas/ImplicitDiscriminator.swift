import OpenAPIModel

extension SchemaContext {
    /// A property that tells the members of a `oneOf`/`anyOf` without a `discriminator` apart: every member requires
    /// it and allows one string value there (`const`, or an `enum` of one value), a different one each.
    ///
    /// Such a union is discriminated in all but name: an object can only be valid against the member whose value it
    /// carries. OpenAI's streaming events (`type: {enum: [response.created]}` in each of dozens of members) and
    /// PandaScore's incidents (`type: {enum: [player]}`) are written this way. Tried in order instead, the first
    /// member that decodes won: with open enums (an `unknown` case) and optional members, an incident about a team
    /// decoded as one about a player, and lost its members. With the property as the discriminator, the value picks
    /// the case, and a value no member allows is kept in the `unknown` case.
    ///
    /// Returns the property's name and each member's value, in member order; nil when no property qualifies (the
    /// first one in the first member's order is taken when several do).
    func implicitDiscriminator(of members: [Schema]) -> (propertyName: String, values: [String])? {
        guard members.count > 1 else { return nil }
        var tags: [[(name: String, value: String)]] = []
        tags.reserveCapacity(members.count)
        for member in members {
            let memberTags = requiredTags(of: member)
            if memberTags.isEmpty { return nil }
            tags.append(memberTags)
        }
        for (name, _) in tags[0] {
            var values: [String] = []
            for memberTags in tags {
                guard let tag = memberTags.first(where: { $0.name == name }) else { break }
                values.append(tag.value)
            }
            if values.count == members.count, Set(values).count == values.count { return (name, values) }
        }
        return nil
    }

    /// The properties of an object schema (through `$ref`s and its `allOf` parts) that it requires and that allow one
    /// string value, with that value, in property order. A part's property counts when the whole, or any part,
    /// requires it.
    private func requiredTags(of schema: Schema) -> [(name: String, value: String)] {
        let (tags, required) = tagsAndRequired(of: schema, depth: 0)
        return tags.filter { required.contains($0.name) }
    }

    /// The single-valued properties of a schema and of its `allOf` parts, and the names they require.
    private func tagsAndRequired(of schema: Schema, depth: Int) -> (tags: [(name: String, value: String)], required: Set<String>) {
        guard depth < 8 else { return ([], []) }
        if let ref = schema.ref {
            return resolve(ref.target).map { tagsAndRequired(of: $0.schema, depth: depth + 1) } ?? ([], [])
        }
        var required = Set(schema.required)
        var tags: [(name: String, value: String)] = []
        for (name, property) in zip(schema.properties.keys, schema.properties.values) {
            if let value = singleStringValue(of: property, depth: depth) { tags.append((name, value)) }
        }
        for part in schema.allOf {
            let (partTags, partRequired) = tagsAndRequired(of: part, depth: depth + 1)
            tags += partTags
            required.formUnion(partRequired)
        }
        return (tags, required)
    }

    /// The one string value a property schema allows (`const`, or an `enum` of one value besides `null`), through
    /// one `$ref`; nil when it allows more, or a value that is not a string.
    private func singleStringValue(of property: Schema, depth: Int) -> String? {
        if let ref = property.ref {
            guard depth < 8, let target = resolve(ref.target)?.schema else { return nil }
            return singleStringValue(of: target, depth: depth + 1)
        }
        if !property.types.isEmpty && !property.types.contains(.string) { return nil }
        let value: RawValue
        if let constant = property.constValue {
            value = constant
        } else if let values = property.enumValues?.filter({ !$0.isNull }), values.count == 1 {
            value = values[0]
        } else {
            return nil
        }
        guard case .scalar(let text, let isPlain) = value, !value.isNull else { return nil }
        // An unquoted number, boolean or null in a schema without a type is not a string.
        if isPlain && property.types.isEmpty && (value.bool != nil || value.numberText != nil) { return nil }
        return text
    }
}
