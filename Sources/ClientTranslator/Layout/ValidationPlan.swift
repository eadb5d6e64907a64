import ClientIR

/// Decides, when the client validates, which stored values the generated `validate(into:)` asks to check
/// themselves: those whose type holds a generated struct, class or `oneOf` enum (directly, optional, in arrays or
/// dictionaries, or through typealiases, the shared declarations' included). Every such type conforms to
/// `APIValidatable`, and so does every endpoint, which checks its parameters and its body; enums of values,
/// builtin types and `JSONValue` have nothing to check.
enum ValidationPlan {
    /// What a qualified type name stands for.
    private enum Entry {
        case validatable
        case alias(TypeUsage)
        case other
    }

    /// Marks `model` as validating and sets ``PropertyDeclaration/validatesNested`` and
    /// ``OneOfCase/validatesPayload`` in every declaration, nested ones and endpoints' included.
    static func apply(to model: inout ClientModel) {
        model.validation = true
        var entries: [String: Entry] = [:]
        for declaration in model.types { collect(declaration, qualifier: "", into: &entries) }
        for endpoint in model.endpoints {
            for declaration in endpoint.nested { collect(declaration, qualifier: endpoint.typeName + ".", into: &entries) }
        }
        for webhook in model.webhooks {
            for declaration in webhook.nested { collect(declaration, qualifier: webhook.typeName + ".", into: &entries) }
        }
        let plan = Lookup(entries: entries)
        for index in model.types.indices { plan.mark(&model.types[index]) }
        for index in model.webhooks.indices {
            for nested in model.webhooks[index].nested.indices { plan.mark(&model.webhooks[index].nested[nested]) }
        }
        for index in model.endpoints.indices {
            for nested in model.endpoints[index].nested.indices { plan.mark(&model.endpoints[index].nested[nested]) }
            for parameter in model.endpoints[index].parameters.indices {
                let type = model.endpoints[index].parameters[parameter].type
                model.endpoints[index].parameters[parameter].validatesNested = plan.holdsValidatable(type)
            }
            if let type = model.endpoints[index].body?.type {
                model.endpoints[index].body?.validatesNested = plan.holdsValidatable(type)
            }
        }
    }

    private static func collect(_ declaration: TypeDeclaration, qualifier: String, into entries: inout [String: Entry]) {
        let name = qualifier + declaration.name
        switch declaration.kind {
        case .structure, .oneOf: entries[name] = .validatable
        case .alias(let target): entries[name] = .alias(target)
        case .enumeration: entries[name] = .other
        }
        for nested in declaration.nested { collect(nested, qualifier: name + ".", into: &entries) }
    }

    private struct Lookup {
        let entries: [String: Entry]

        /// Whether a value of `type` holds a type that validates itself. Alias chains longer than 64 (or cycles,
        /// which the translator breaks before this) count as holding none.
        func holdsValidatable(_ type: TypeUsage, steps: Int = 0) -> Bool {
            guard steps < 64 else { return false }
            switch type {
            case .named(let name):
                switch entries[name] {
                case .validatable?: return true
                case .alias(let target)?: return holdsValidatable(target, steps: steps + 1)
                case .other?, nil: return false
                }
            case .builtin: return false
            case .array(let element), .dictionary(let element), .optional(let element):
                return holdsValidatable(element, steps: steps + 1)
            }
        }

        func mark(_ declaration: inout TypeDeclaration) {
            switch declaration.kind {
            case .structure(var structure):
                for index in structure.properties.indices {
                    structure.properties[index].validatesNested = holdsValidatable(structure.properties[index].type)
                }
                if let valueType = structure.additionalProperties?.valueType {
                    structure.additionalProperties?.validatesNested = holdsValidatable(valueType)
                }
                declaration.kind = .structure(structure)
            case .oneOf(var oneOf):
                for index in oneOf.cases.indices {
                    oneOf.cases[index].validatesPayload = holdsValidatable(oneOf.cases[index].type)
                }
                declaration.kind = .oneOf(oneOf)
            case .alias, .enumeration:
                break
            }
            for index in declaration.nested.indices { mark(&declaration.nested[index]) }
        }
    }
}
