import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// An enum with one case per member of a `oneOf`/`anyOf` (members that are only `null` removed by the caller).
    ///
    /// Case names come from the member's type: the referenced type (`Cat` -> `cat`), the primitive (`string`,
    /// `int64`), `...Array` / `...Map` for containers; an inline object member is declared inside the enum, named
    /// from its `title`, else its discriminator value, else its one property or `Object` (``objectName(of:among:)``),
    /// else `Variant1`, `Variant2`... by position. Members that spell
    /// the same Swift type are merged into one case. With a `discriminator`, each case lists the values that select
    /// it: the `mapping` keys that point to its schema, else the schema's name (the implicit value); an inline
    /// member gets the `const` or single `enum` value of its discriminator property. Each member is also selected by
    /// the values it allows for the property, when no other member allows them (``allowedValues(of:propertyName:)``):
    /// the value servers send where the document gives no mapping; a value several members allow selects none, and a
    /// payload with it is tried against those members in order (``OneOfCase/sharedDiscriminatorValueLiterals``), first
    /// against the one another property names when each of them requires it with a value of its own
    /// (``OneOfCase/sharedValueTag``).
    /// Without a discriminator, a property that
    /// every member requires with a value of its own (``implicitDiscriminator(of:)``) serves as the discriminator. The
    /// enum always has a catch-all case that keeps the JSON of payloads no case decodes.
    ///
    /// The discriminator's `defaultMapping` (3.2) marks the case of its schema, which is added when no member names it.
    func choice(_ members: [Schema], of schema: Schema, file: String, in scope: inout NestedTypeScope) -> OneOfDeclaration {
        let discriminator = schema.discriminator
        var members = members
        var defaultIndex: Int?
        var addsDefault = false
        if let target = discriminator?.resolvedDefaultMapping, let raw = discriminator?.defaultMapping, resolve(target) != nil {
            defaultIndex = members.firstIndex { $0.ref?.target == target }
            if defaultIndex == nil {
                var member = Schema(location: schema.location, pointer: schema.pointer)
                member.ref = SchemaReference(raw: raw, target: target, location: schema.location)
                defaultIndex = members.count
                addsDefault = true
                members.append(member)
            }
        }
        let implicit = discriminator == nil ? implicitDiscriminator(of: members) : nil
        let mapped = mappingKeysByTarget(discriminator)
        // A schema only `defaultMapping` names is selected by no value of its own.
        let declaredValues = members.enumerated().map { index, member in
            addsDefault && index == defaultIndex
                ? [] : discriminator.map { discriminatorValues(of: member, discriminator: $0, mapped: mapped) } ?? []
        }
        let sentValues = discriminator.map { propertyValues(of: members, discriminator: $0, declared: declaredValues) }
        var variants: [(type: TypeUsage, literals: [String], shared: [String])] = []
        var variantMembers: [Schema] = []  // the first member of each variant
        var variantWords: [String?] = []  // a case word better than the type's name, for each variant
        var variantIndexByType: [TypeUsage: Int] = [:]
        var defaultType: TypeUsage?
        for (index, member) in members.enumerated() {
            let values = discriminator == nil ? implicit.map { $0.values[index] } ?? [] : declaredValues[index]
            let suggested = member.title ?? values.first ?? Self.onlyValue(of: member)
                ?? Self.objectName(of: member, among: members) ?? "Variant\(index + 1)"
            let type = usage(for: member, suggestedName: suggested, file: file, in: &scope).unwrapped
            if index == defaultIndex { defaultType = type }
            let literals = (values + (sentValues?.unique[index] ?? [])).map(swiftStringLiteral)
            let shared = (sentValues?.shared[index] ?? []).map(swiftStringLiteral)
            if let existing = variantIndexByType[type] {
                for literal in literals where !variants[existing].literals.contains(literal) {
                    variants[existing].literals.append(literal)
                }
                for literal in shared where !variants[existing].shared.contains(literal) {
                    variants[existing].shared.append(literal)
                }
            } else {
                variantIndexByType[type] = variants.count
                variants.append((type, literals, shared))
                variantMembers.append(member)
                variantWords.append(Self.caseWord(suggested: suggested, declared: type, member: member))
            }
        }
        Self.selectSharedValuesOfOneVariant(&variants)
        let tags = sharedValueTags(of: variants.map(\.shared), members: variantMembers, discriminator: discriminator)

        var names = MemberNames(avoiding: variants.map(\.type), in: scope, suffix: "Case", userTypeNames: userTypeNames)
        let cases = zip(zip(variants, tags), variantWords).map { pair, word in
            let (variant, tag) = pair
            let caseWord = word ?? Self.caseWord(for: variant.type, affixes: options.typeNameAffixes)
            var oneOfCase = OneOfCase(
                name: SwiftNaming.escapedMember(names.claim(SwiftNaming.memberIdentifier(caseWord))),
                type: variant.type, discriminatorValueLiterals: variant.literals
            )
            oneOfCase.sharedDiscriminatorValueLiterals = variant.shared
            oneOfCase.sharedValueTag = tag
            oneOfCase.isDefaultMapping = variant.type == defaultType
            return oneOfCase
        }
        let unknown = names.claim(firstFreeOf: ReservedNames.unknownCaseNames)
        return OneOfDeclaration(
            cases: cases, discriminatorKey: discriminator?.propertyName ?? implicit?.propertyName, hasUnknownCase: true,
            unknownCaseName: unknown
        )
    }

    /// 3.1 `type: [string, integer, ...]`: one case per type, each with the keywords that apply to it.
    func multiType(_ types: [JSONType], of schema: Schema, file: String, in scope: inout NestedTypeScope) -> OneOfDeclaration {
        let variants = types.enumerated().map { index, type -> Schema in
            // An object or array variant is a schema of its own, at the place of its type in the list: at the
            // union's own place, it read as the union nested in itself (`type: [object, string]` with properties
            // was `JSONValue`, with a warning of an `allOf` it did not have).
            let isContainer = type == .object || type == .array
            var variant = Schema(
                location: schema.location,
                pointer: isContainer ? schema.pointer.appending("type").appending(String(index)) : schema.pointer)
            variant.types = [type]
            variant.format = schema.format
            variant.contentEncoding = schema.contentEncoding
            switch type {
            case .object:
                variant.properties = schema.properties
                variant.required = schema.required
                variant.additionalProperties = schema.additionalProperties
                variant.patternProperties = schema.patternProperties
            case .array:
                variant.items = schema.items
                variant.prefixItems = schema.prefixItems
            default:
                break
            }
            return variant
        }
        return choice(variants, of: Schema(location: schema.location, pointer: schema.pointer), file: file, in: &scope)
    }

    /// The one value of an inline `enum` of one value (Stripe's `enum: [""]`, the value that clears a field): the
    /// name of its member (`Empty`, case `empty`), where `Variant2` would say nothing. A value that names nothing by
    /// itself (a number, `3`) keeps the position's name.
    private static func onlyValue(of member: Schema) -> String? {
        guard member.ref == nil, let values = member.enumValues?.filter({ !$0.isNull }), values.count == 1,
              let text = values[0].text else { return nil }
        if text.isEmpty { return "empty" }
        return text.unicodeScalars.first.map { $0.properties.isAlphabetic } == true ? text : nil
    }

    /// The name of an inline object member without a title or a discriminator value, where `Variant2` would say
    /// nothing: its one property's when no other member has one of that name (GitHub's `{users: [...]}` beside a list
    /// of logins: `Users`, case `users`), else `Object` when no other member may be an object: none is an inline
    /// object, a composition or a `$ref`, whatever it names (GitHub's label, a name or `{id, name, color}`: case
    /// `object`). Nil otherwise: objects side by side keep their positions.
    private static func objectName(of member: Schema, among members: [Schema]) -> String? {
        guard isInlineObject(member) else { return nil }
        if member.properties.count == 1, let key = member.properties.keys.first,
           key.unicodeScalars.first.map({ $0.properties.isAlphabetic }) == true,
           members.filter({ isInlineObject($0) && $0.properties.keys == [key] }).count == 1 {
            return key
        }
        let objects = members.filter { $0.ref != nil || isInlineObject($0) || !$0.allOf.isEmpty }
        return objects.count == 1 ? "Object" : nil
    }

    /// Whether `member` is an object schema written in place: `type: object` or properties, without a `$ref` or a
    /// composition.
    private static func isInlineObject(_ member: Schema) -> Bool {
        guard member.ref == nil, member.allOf.isEmpty, member.oneOf.isEmpty, member.anyOf.isEmpty else { return false }
        return member.types.contains(.object) || (member.types.isEmpty && !member.properties.isEmpty)
    }

    /// The case word of an inline member whose nested type could not take the name it was given (a `title` that
    /// repeats the union's own name: Stripe's `shipping_cost` in `ShippingCost` is `ShippingCost2`): that name
    /// (case `shippingCost`); nil when the type's name is the case's word already.
    private static func caseWord(suggested: String, declared type: TypeUsage, member: Schema) -> String? {
        guard member.ref == nil, case .named(let name) = type, let dot = name.lastIndex(of: ".") else { return nil }
        let wanted = SwiftNaming.typeName(suggested)
        let given = name[name.index(after: dot)...]
        return given != wanted && given.hasPrefix(wanted) ? wanted : nil
    }

    /// The words a case name is made from: `Pet.Category` -> `Category`, `[String]` -> `StringArray`, a free-form
    /// object or array -> `Object` / `Array`, a file or a list of them -> `File` / `Files`; a generated model's name
    /// without its `affixes` (`GHPet` -> `Pet`).
    static func caseWord(for type: TypeUsage, affixes: TypeNameAffixes) -> String {
        switch type {
        case .dictionary(.builtin("JSONValue")): "Object"
        case .array(.builtin("JSONValue")): "Array"
        case .builtin("JSONValue"): "Value"
        case .builtin("MultipartFile"): "File"
        case .array(.builtin("MultipartFile")): "Files"
        case .named(let name): name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? affixes.bare(name)
        case .builtin(let name): LeadingNames.leadingIdentifier(name.split(separator: ".").last.map(String.init) ?? name)
        case .array(let element): caseWord(for: element, affixes: affixes) + "Array"
        case .dictionary(let value): caseWord(for: value, affixes: affixes) + "Map"
        case .optional(let wrapped): caseWord(for: wrapped, affixes: affixes)
        }
    }

    /// Mapping keys by the target they resolve to, in mapping order.
    private func mappingKeysByTarget(_ discriminator: Discriminator?) -> [ReferenceTarget: [String]] {
        guard let discriminator else { return [:] }
        var result: [ReferenceTarget: [String]] = [:]
        for (key, target) in discriminator.resolvedMapping {
            let declared = names.resolvedEntry(target)?.target ?? target
            result[declared, default: []].append(key)
        }
        return result
    }

    /// The values of the discriminator's property each member allows (``allowedValues(of:propertyName:)``),
    /// beside its declared ones, alone or with other members: a value that is any member's declared value (a mapping
    /// key, a schema's name) stays that member's alone.
    private func propertyValues(
        of members: [Schema], discriminator: Discriminator, declared: [[String]]
    ) -> (unique: [[String]], shared: [[String]]) {
        let taken = Set(declared.joined())
        let allowed = allowedValues(of: members, propertyName: discriminator.propertyName)
        return (allowed.unique.map { $0.filter { !taken.contains($0) } }, allowed.shared.map { $0.filter { !taken.contains($0) } })
    }

    /// For each variant, the property that tells it apart from the other variants sharing its discriminator values
    /// (the same ones), when they have one: each requires it with values of its own (``implicitDiscriminator(of:)``
    /// of their members).
    private func sharedValueTags(
        of shared: [[String]], members: [Schema], discriminator: Discriminator?
    ) -> [OneOfTag?] {
        var tags = [OneOfTag?](repeating: nil, count: shared.count)
        guard let discriminator else { return tags }
        var groups: [[String]: [Int]] = [:]
        for (index, values) in shared.enumerated() where !values.isEmpty { groups[values, default: []].append(index) }
        for indices in groups.values where indices.count > 1 {
            guard let implicit = implicitDiscriminator(of: indices.map { members[$0] }),
                  implicit.propertyName != discriminator.propertyName else { continue }
            for (position, index) in indices.enumerated() {
                tags[index] = OneOfTag(key: implicit.propertyName, valueLiterals: implicit.values[position].map(swiftStringLiteral))
            }
        }
        return tags
    }

    /// A value shared by members that are one variant (members spelling the same Swift type) selects it.
    private static func selectSharedValuesOfOneVariant(_ variants: inout [(type: TypeUsage, literals: [String], shared: [String])]) {
        var owners: [String: [Int]] = [:]
        for (index, variant) in variants.enumerated() {
            for literal in variant.shared { owners[literal, default: []].append(index) }
        }
        for (index, variant) in variants.enumerated() {
            let own = variant.shared.filter { owners[$0]?.count == 1 }
            guard !own.isEmpty else { continue }
            variants[index].literals += own.filter { !variant.literals.contains($0) }
            variants[index].shared.removeAll { owners[$0]?.count == 1 }
        }
    }

    /// The discriminator values that select `member`.
    private func discriminatorValues(of member: Schema, discriminator: Discriminator, mapped: [ReferenceTarget: [String]]) -> [String] {
        if let ref = member.ref {
            let declared = names.resolvedEntry(ref.target)?.target ?? ref.target
            if let keys = mapped[declared] ?? mapped[ref.target] { return keys }
            let name = names.entries[ref.target]?.schemaName ?? TopLevelNames.name(for: ref.target)
            // Mapping values the parser could not resolve: a bare schema name or a pointer ending in it.
            let unresolved = discriminator.mapping.entries.filter { entry in
                !discriminator.resolvedMapping.contains(entry.key) && (entry.value == name || entry.value.hasSuffix("/" + name))
            }
            return unresolved.isEmpty ? [name] : unresolved.map(\.key)
        }
        guard let schema = member.properties[discriminator.propertyName] else { return [] }
        if let value = schema.constValue?.text { return [value] }
        if let values = schema.enumValues?.filter({ !$0.isNull }), values.count == 1, let value = values[0].text { return [value] }
        return []
    }
}
