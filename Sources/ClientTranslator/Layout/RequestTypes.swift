import ClientIR

/// Which structs a request can hold, and so keep `var` properties; the others, which only answers hold, get `let`.
///
/// A struct that only comes back from the server is built by decoding (or by its memberwise `init` in tests), and a
/// Swift developer reads it; one that goes into a request is built by the caller, often step by step. Each stored
/// `var` brings a setter and a `modify` accessor besides its getter, and the module-interface job, which runs again
/// after any change, handles all of them: github's client (4,551 of its 7,739 stored properties become `let`s) builds
/// about 11% faster, and rebuilds after a comment is added to one file about 20% faster (`Docs/Performance.md`).
/// Answers' types lose little by it: `var copy = answer; copy.name = x` becomes a call to the memberwise `init`.
/// `TranslatorOptions.mutableModels` keeps `var` everywhere.
///
/// A struct is held by a request when an endpoint's parameter or body type names it, directly or through the
/// properties, additional properties, `oneOf` cases and `typealias`es of types a request holds. Classes (which break
/// recursion) are not changed here. An endpoint's `Output` struct (body and headers of an answer) gets `let`s too.
enum RequestTypes {
    /// Marks every struct of `model` that no request holds as immutable (`StructDeclaration.isMutable = false`,
    /// `SuccessResponseDeclaration.isOutputMutable = false`).
    static func markResponseOnlyStructs(in model: inout ClientModel) {
        let held = heldTypes(in: &model)
        model.forEachDeclaration { name, declaration in
            if case .structure(var structure) = declaration.kind, !structure.isReferenceType, !held.contains(name) {
                structure.isMutable = false
                declaration.kind = .structure(structure)
            }
        }
        for endpoint in model.endpoints.indices { model.endpoints[endpoint].success.isOutputMutable = false }
    }

    /// The qualified names of the types a request holds. Only the types each declaration names are kept meanwhile,
    /// not copies of the declarations, which would make the marking copy every nested array it changes.
    private static func heldTypes(in model: inout ClientModel) -> Set<String> {
        var names: [String: [TypeUsage]] = [:]
        model.forEachDeclaration { name, declaration in
            switch declaration.kind {
            case .structure(let structure):
                var usages = structure.properties.map(\.type)
                if let extra = structure.additionalProperties { usages.append(extra.valueType) }
                names[name] = usages
            case .oneOf(let oneOf): names[name] = oneOf.cases.map(\.type)
            case .alias(let target): names[name] = [target]
            case .enumeration: names[name] = []
            }
        }

        var held = Set<String>()
        var pending: [TypeUsage] = []
        for index in model.endpoints.indices {
            pending += model.endpoints[index].parameters.map(\.type)
            if let body = model.endpoints[index].body { pending += [body.type] + body.contents.map(\.type) }
        }
        while let usage = pending.popLast() {
            guard let name = usage.namedType, held.insert(name).inserted, let usages = names[name] else { continue }
            pending += usages
        }
        return held
    }
}
