import ClientIR

/// Decides, when the client validates, which stored values the generated `validate(into:)` asks to check
/// themselves: those whose type holds a generated struct, class or `oneOf` enum (directly, optional, in arrays or
/// dictionaries, or through typealiases, the shared declarations' included). Every such type conforms to
/// `APIValidatable`, and so does every endpoint, which checks its parameters and its body, and every webhook, which
/// checks its header fields and its body; enums of values,
/// builtin types and `JSONValue` have nothing to check.
enum ValidationPlan {
    /// What a qualified type name stands for.
    private enum Entry {
        case validatable
        case alias(TypeUsage)
        case other
    }

    /// Marks `model` as validating and sets ``PropertyDeclaration/validatesNested`` and
    /// ``OneOfCase/validatesPayload`` in every declaration (``ClientModel/forEachDeclaration(_:)``: nested ones,
    /// endpoints' and webhooks' included), and in the endpoints' parameters and bodies and the webhooks' header
    /// fields and bodies.
    static func apply(to model: inout ClientModel) {
        model.validation = true
        var entries: [String: Entry] = [:]
        model.forEachDeclaration { name, declaration in
            switch declaration.kind {
            case .structure, .oneOf: entries[name] = .validatable
            case .alias(let target): entries[name] = .alias(target)
            case .enumeration: entries[name] = .other
            }
        }
        let plan = Lookup(entries: entries)
        model.forEachDeclaration { _, declaration in plan.mark(&declaration) }
        for index in model.endpoints.indices {
            plan.mark(&model.endpoints[index].parameters)
            plan.mark(&model.endpoints[index].body)
        }
        for index in model.webhooks.indices {
            plan.mark(&model.webhooks[index].headers)
            plan.mark(&model.webhooks[index].body)
        }
    }

    private struct Lookup {
        let entries: [String: Entry]

        /// Marks the parameters (or header fields) of an endpoint or a webhook.
        func mark(_ parameters: inout [ParameterDeclaration]) {
            for index in parameters.indices {
                parameters[index].validatesNested = holdsValidatable(parameters[index].type)
            }
        }

        /// Marks the body of an endpoint or a webhook.
        func mark(_ body: inout RequestBodyDeclaration?) {
            if let type = body?.type { body?.validatesNested = holdsValidatable(type) }
        }

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
        }
    }
}
