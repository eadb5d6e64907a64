import OpenAPIModel

extension SchemaContext {
    /// A property that tells the members of a `oneOf`/`anyOf` without a `discriminator` apart: every member requires
    /// it and allows one string value there (`const`, or an `enum` of one value), a different one each. A member that
    /// is itself a `oneOf`/`anyOf` whose members all have such a property allows each of their values.
    ///
    /// Such a union is discriminated in all but name: an object can only be valid against the member whose value it
    /// carries. OpenAI's streaming events (`type: {enum: [response.created]}` in each of dozens of members, and its
    /// Assistants events, a `oneOf` of `oneOf`s tagged by `event`) and PandaScore's incidents
    /// (`type: {enum: [player]}`) are written this way. Tried in order instead, the first member that decodes won:
    /// with open enums (an `unknown` case) and optional members, an incident about a team decoded as one about a
    /// player, and lost its members. With the property as the discriminator, the value picks the case, and a value
    /// no member allows is kept in the `unknown` case.
    ///
    /// Returns the property's name and each member's values, in member order; nil when no property qualifies (the
    /// first one in the first member's order is taken when several do).
    func implicitDiscriminator(of members: [Schema]) -> (propertyName: String, values: [[String]])? {
        guard members.count > 1 else { return nil }
        var budget = Self.tagWalkBudget
        let common = commonTags(of: members, unionDepth: 0, budget: &budget)
        guard budget > 0 else { return nil }
        return common.flatMap { tags in
            tags.first { tag in
                let all = tag.values.joined()
                return Set(all).count == all.count
            }
        }.map { ($0.name, $0.values) }
    }

    /// For a `discriminator`: the values each member allows for its property (`const`, or an `enum` of strings,
    /// through `$ref`s and `allOf` parts, or those of a nested union; required or not, since the discriminator says
    /// the property is there), in member order. OpenAPI's implicit value is the schema's name, but many documents'
    /// servers send the values the member's property allows: OpenAI's Responses WebSocket events
    /// (`discriminator: {propertyName: type}`, members `BetaResponseInjectCreatedEvent` with
    /// `type: {enum: [response.inject.created]}`, and inline `allOf` wrappers of such members) and its web search
    /// tools (`web_search_preview`, `web_search_preview_2025_03_11`); Spotify's tracks and episodes,
    /// `type: {enum: [track]}`. A value more than one member allows is `shared`, not `unique`; every value is left out
    /// when the search runs out of its budget.
    func allowedValues(of members: [Schema], propertyName: String) -> (unique: [[String]], shared: [[String]]) {
        var budget = Self.tagWalkBudget
        let values = members.map { member in
            var seen: Set<String> = []
            return (requiredTags(of: member, unionDepth: 0, requiring: false, budget: &budget)
                .first { $0.name == propertyName }?.values ?? []).filter { seen.insert($0).inserted }
        }
        guard budget > 0 else { return (members.map { _ in [] }, members.map { _ in [] }) }
        var owners: [String: Int] = [:]
        for memberValues in values {
            for value in Set(memberValues) { owners[value, default: 0] += 1 }
        }
        return (values.map { $0.filter { owners[$0] == 1 } }, values.map { $0.filter { owners[$0, default: 0] > 1 } })
    }

    /// How many schemas one search for an implicit discriminator may visit: nested unions and `allOf` parts could
    /// otherwise be walked along every path (an `allOf` of the same schema thirty times, four levels deep, is 810,000
    /// paths). A search that runs out finds no property, and the union is decoded by trying its members in order.
    static let tagWalkBudget = 10_000

    /// The properties every one of `members` requires with single string values (per member, the values it allows
    /// there), in the first member's property order; nil when a member has none.
    private func commonTags(
        of members: [Schema], unionDepth: Int, requiring: Bool = true, budget: inout Int
    ) -> [(name: String, values: [[String]])]? {
        guard !members.isEmpty else { return nil }
        var tags: [[(name: String, values: [String])]] = []
        tags.reserveCapacity(members.count)
        for member in members {
            let memberTags = requiredTags(of: member, unionDepth: unionDepth, requiring: requiring, budget: &budget)
            if memberTags.isEmpty { return nil }
            tags.append(memberTags)
        }
        var common: [(name: String, values: [[String]])] = []
        for (name, _) in tags[0] {
            var values: [[String]] = []
            for memberTags in tags {
                guard let tag = memberTags.first(where: { $0.name == name }) else { break }
                values.append(tag.values)
            }
            if values.count == members.count { common.append((name, values)) }
        }
        return common
    }

    /// The properties a schema requires with single string values, with the values it allows there, in property
    /// order. For an object schema (through `$ref`s and its `allOf` parts), one value each; a part's property counts
    /// when the whole, or any part, requires it. For a `oneOf`/`anyOf` of such schemas (up to three unions deep), the
    /// properties all its members have, with all their values. Without `requiring` (a declared discriminator), the
    /// properties it has, required or not, and each of an `enum` of several strings with all its values.
    private func requiredTags(
        of schema: Schema, unionDepth: Int, requiring: Bool = true, budget: inout Int
    ) -> [(name: String, values: [String])] {
        budget -= 1
        guard budget > 0 else { return [] }
        var target = schema
        for _ in 0..<8 where target.ref != nil {
            guard let ref = target.ref, let resolved = resolve(ref.target) else { return [] }
            target = resolved
        }
        let union = target.oneOf.isEmpty ? target.anyOf : target.oneOf
        if !union.isEmpty, target.properties.isEmpty, target.allOf.isEmpty {
            guard unionDepth < 3,
                  let common = commonTags(of: union, unionDepth: unionDepth + 1, requiring: requiring, budget: &budget)
            else { return [] }
            return common.map { ($0.name, Array($0.values.joined())) }
        }
        let (tags, required) = tagsAndRequired(of: target, depth: 0, several: !requiring, budget: &budget)
        return tags.filter { !requiring || required.contains($0.name) }
    }

    /// The single-valued properties of a schema and of its `allOf` parts (with `several`, also those of an `enum` of
    /// several string values), and the names they require.
    private func tagsAndRequired(
        of schema: Schema, depth: Int, several: Bool, budget: inout Int
    ) -> (tags: [(name: String, values: [String])], required: Set<String>) {
        budget -= 1
        guard depth < 8, budget > 0 else { return ([], []) }
        if let ref = schema.ref {
            guard let target = resolve(ref.target) else { return ([], []) }
            return tagsAndRequired(of: target, depth: depth + 1, several: several, budget: &budget)
        }
        var required = Set(schema.required)
        var tags: [(name: String, values: [String])] = []
        for (name, property) in zip(schema.properties.keys, schema.properties.values) {
            if let values = stringValues(of: property, depth: depth, several: several) { tags.append((name, values)) }
        }
        for part in schema.allOf {
            let (partTags, partRequired) = tagsAndRequired(of: part, depth: depth + 1, several: several, budget: &budget)
            tags += partTags
            required.formUnion(partRequired)
        }
        return (Self.intersected(tags), required)
    }

    /// Tags of the same property, from a schema and its `allOf` parts, as one: the values every one allows (`Pet`'s
    /// `petType` of `cat` or `dog`, narrowed to `dog` by `Dog`'s own part, is `dog`), at the first one's place.
    private static func intersected(_ tags: [(name: String, values: [String])]) -> [(name: String, values: [String])] {
        guard tags.count > 1 else { return tags }
        var merged: [(name: String, values: [String])] = []
        var position: [String: Int] = [:]
        for tag in tags {
            if let index = position[tag.name] {
                merged[index].values = merged[index].values.filter(tag.values.contains)
            } else {
                position[tag.name] = merged.count
                merged.append(tag)
            }
        }
        return merged
    }

    /// The one string value a property schema allows (`const`, or an `enum` of one value besides `null`), or with
    /// `several` every value of an `enum` of strings, through one `$ref`; nil when it allows other values, or a value
    /// that is not a string.
    private func stringValues(of property: Schema, depth: Int, several: Bool) -> [String]? {
        if let ref = property.ref {
            guard depth < 8, let target = resolve(ref.target) else { return nil }
            return stringValues(of: target, depth: depth + 1, several: several)
        }
        if !property.types.isEmpty && !property.types.contains(.string) { return nil }
        let values: [RawValue]
        if let constant = property.constValue {
            values = [constant]
        } else if let listed = property.enumValues?.filter({ !$0.isNull }), listed.count == 1 || (several && !listed.isEmpty) {
            values = listed
        } else {
            return nil
        }
        var texts: [String] = []
        for value in values {
            guard case .scalar(let text, let isPlain) = value, !value.isNull else { return nil }
            // An unquoted number, boolean or null in a schema without a type is not a string.
            if isPlain && property.types.isEmpty && (value.bool != nil || value.numberText != nil) { return nil }
            texts.append(text)
        }
        return texts
    }
}
