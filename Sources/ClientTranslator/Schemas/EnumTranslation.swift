import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// An enum of the string or integer values of `schema` (`null` members make the uses optional instead).
    ///
    /// Case names come from, in order of precedence: `enumCaseNameOverrides` (`Schema.value`, then `value`), the
    /// `x-enum-varnames` / `x-enumNames` extensions, the `name` Azure's `x-ms-enum` gives the value in its `values`,
    /// the value itself (`in_progress` -> `inProgress`, `1` -> `_1`, `-1` -> `minus1`). Duplicate values are listed
    /// once. Unless enums are frozen, a catch-all case keeps values the document does not list (`unknown`, or
    /// `undocumented` when a listed value is named `unknown`), so a server adding a value does not break decoding.
    /// Case documentation comes from `x-enum-descriptions`, else from the `description` of `x-ms-enum`'s `values`.
    func enumeration(_ rawType: EnumDeclaration.RawType, _ values: [RawValue], schema: Schema, overrideKeys: [String]) -> EnumDeclaration {
        let written = schema.enumValues ?? values
        let varNames = (schema.extensions["x-enum-varnames"] ?? schema.extensions["x-enumNames"])?.array
        let descriptions = schema.extensions["x-enum-descriptions"] ?? schema.extensions["x-enumDescriptions"]
        let azure = Self.azureEnumValues(schema.extensions["x-ms-enum"])

        var seen = Set<String>(minimumCapacity: written.count)
        var items: [(raw: String, index: Int)] = []
        for (index, value) in written.enumerated() where !value.isNull {
            guard let raw = rawType == .int ? value.integerText : value.text else { continue }
            if seen.insert(raw).inserted { items.append((raw, index)) }
        }

        var allocator = NameAllocator()
        allocator.reserveCapacity(items.count + 2)  // the cases, the catch-all case and `allCases`
        // The enum's own `static var allCases` (a value named `allCases` is the case `allCases2`).
        _ = allocator.claim("allCases")
        var identifiers = [String?](repeating: nil, count: items.count)
        for (position, item) in items.enumerated() {
            if let override = enumCaseNameOverride(item.raw, overrideKeys) {
                identifiers[position] = allocator.claim(override)
            } else if let varNames, item.index < varNames.count, let name = varNames[item.index].text, !name.isEmpty {
                identifiers[position] = allocator.claim(SwiftNaming.memberIdentifier(name))
            } else if let name = azure[item.raw]?.name, !name.isEmpty {
                identifiers[position] = allocator.claim(SwiftNaming.memberIdentifier(name))
            }
        }
        var cases: [EnumCase] = []
        cases.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let identifier = identifiers[position] ?? Self.caseIdentifier(item.raw, allocator: &allocator)
            let literal = rawType == .int ? item.raw : swiftStringLiteral(item.raw)
            var documentation = caseDocumentation(descriptions, raw: item.raw, index: item.index)
            if documentation.isEmpty { documentation = DocumentationText.lines(azure[item.raw]?.description) }
            cases.append(EnumCase(
                name: SwiftNaming.escapedMember(identifier), rawValueLiteral: literal, rawValue: item.raw,
                documentation: documentation))
        }
        let unknown = allocator.claim(firstFreeOf: ReservedNames.unknownCaseNames)
        return EnumDeclaration(rawType: rawType, cases: cases, isFrozen: options.frozenEnums, unknownCaseName: unknown)
    }

    /// The name of a value: its own, or, when another value took it and this one has a sign, the name with its signs
    /// spelled out (`-label` after `label`: `minusLabel`; `Etc/GMT-11` after `Etc/GMT+11`: `etcGMTMinus11`;
    /// `reactions--1` after `reactions-+1`: `reactionsMinus1`), before a number tells them apart (`label2`).
    private static func caseIdentifier(_ raw: String, allocator: inout NameAllocator) -> String {
        let plain = SwiftNaming.memberIdentifier(raw)
        if allocator.isTaken(plain), raw.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) {
            let signed = SwiftNaming.memberIdentifier(spellingSigns(raw))
            if !allocator.isTaken(signed) { return allocator.claim(signed) }
        }
        return allocator.claim(plain)
    }

    /// `raw` with each `+` or `-` that starts it or comes before a digit written as a word (` minus `).
    private static func spellingSigns(_ raw: String) -> String {
        let scalars = Array(raw.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let beforeDigit = index + 1 < scalars.count && SwiftIdentifierCharacters.isASCIIDigit(scalars[index + 1].value)
            if scalar == "+" || scalar == "-", index == 0 || beforeDigit {
                result += scalar == "+" ? " plus " : " minus "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A user rename for an enum value: `Schema.value` (by document name or Swift name), then `value` alone.
    func enumCaseNameOverride(_ value: String, _ scopes: [String]) -> String? {
        // Most configurations rename nothing: then no key is spelled out for each scope.
        guard !options.enumCaseNameOverrides.isEmpty else { return nil }
        for scope in scopes {
            if let name = options.enumCaseNameOverrides[scope + "." + value] { return validatedMemberOverride(name) }
        }
        return options.enumCaseNameOverrides[value].map(validatedMemberOverride)
    }

    /// Azure's `x-ms-enum` `values` (`[{value: Basic, name: BasicAuth, description: ...}]`): the `name` and the
    /// `description` of each value, by the value's text. Empty without them.
    private static func azureEnumValues(_ extensionValue: RawValue?) -> [String: (name: String?, description: String?)] {
        guard case .mapping(let fields)? = extensionValue, case .sequence(let values)? = fields["values"] else { return [:] }
        var result: [String: (name: String?, description: String?)] = [:]
        for case .mapping(let entry) in values {
            guard let value = entry["value"]?.text else { continue }
            result[value] = (entry["name"]?.text, entry["description"]?.text)
        }
        return result
    }

    /// `x-enum-descriptions` as a list aligned with `enum`, or as a value -> description mapping.
    private func caseDocumentation(_ descriptions: RawValue?, raw: String, index: Int) -> [String] {
        switch descriptions {
        case .sequence(let list)? where index < list.count: DocumentationText.lines(list[index].text)
        case .mapping(let map)?: DocumentationText.lines(map[raw]?.text)
        default: []
        }
    }

    /// The enum a named type stands for, when it is one: a nested enum just declared in `scope`, or a top-level
    /// schema whose shape is an enum (followed through aliases).
    func enumDeclaration(named name: String, in scope: NestedTypeScope) -> EnumDeclaration? {
        if let nested = scope.declaration(named: name) {
            if case .enumeration(let declaration) = nested.kind { return declaration }
            return nil
        }
        guard let target = names.target(forSwiftName: name), let entry = names.entries[target], let resolved = resolve(target) else { return nil }
        var current = resolved
        for _ in 0..<16 {
            switch shape(of: current).shape {
            case .enumeration(let rawType, let values):
                return enumeration(rawType, values, schema: current, overrideKeys: [entry.schemaName, entry.swiftName])
            case .single(let part) where part.ref == nil:
                current = part
            default:
                return nil
            }
        }
        return nil
    }
}
