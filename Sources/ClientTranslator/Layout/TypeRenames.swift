import ClientIR

/// A change of generated type names across a whole ``ClientModel``: every use of a renamed name, wherever the model
/// holds a ``TypeUsage`` (properties, additional properties, `oneOf` cases, aliases, parameters, bodies, responses,
/// headers, webhooks), and of the names nested in it (`Old.Item` becomes `New.Item`).
///
/// It renames uses, not declarations: the caller renames or removes the declarations themselves.
struct TypeRenames {
    /// New names by old qualified name (`Pet.PetType` -> `PetType`, `PetPetType` -> `PetType`).
    private let names: [String: String]

    init(_ names: [String: String]) {
        self.names = names
    }

    var isEmpty: Bool { names.isEmpty }

    /// `name` renamed: the whole name when it is renamed, else its longest renamed leading part, else as it is.
    func renamed(_ name: String) -> String {
        if let new = names[name] { return new }
        var end = name.endIndex
        while let dot = name[..<end].lastIndex(of: ".") {
            if let new = names[String(name[..<dot])] { return new + name[dot...] }
            end = dot
        }
        return name
    }

    func renamed(_ type: TypeUsage) -> TypeUsage {
        switch type {
        case .named(let name): .named(renamed(name))
        case .builtin: type
        case .array(let element): .array(renamed(element))
        case .dictionary(let value): .dictionary(renamed(value))
        case .optional(let wrapped): .optional(renamed(wrapped))
        }
    }

    /// Renames every use of a renamed name in `model`.
    func apply(to model: inout ClientModel) {
        guard !isEmpty else { return }
        model.forEachDeclaration { _, declaration in apply(to: &declaration.kind) }
        for index in model.endpoints.indices { apply(to: &model.endpoints[index]) }
        for index in model.webhooks.indices {
            apply(to: &model.webhooks[index].headers)
            if model.webhooks[index].body != nil { apply(to: &model.webhooks[index].body!) }
        }
    }

    /// The uses in one declaration's own kind (its nested declarations are visited on their own).
    private func apply(to kind: inout TypeDeclaration.Kind) {
        switch kind {
        case .structure(var structure):
            for index in structure.properties.indices {
                structure.properties[index].type = renamed(structure.properties[index].type)
            }
            if let valueType = structure.additionalProperties?.valueType {
                structure.additionalProperties?.valueType = renamed(valueType)
            }
            kind = .structure(structure)
        case .oneOf(var oneOf):
            for index in oneOf.cases.indices { oneOf.cases[index].type = renamed(oneOf.cases[index].type) }
            kind = .oneOf(oneOf)
        case .alias(let target):
            kind = .alias(renamed(target))
        case .enumeration:
            break
        }
    }

    private func apply(to endpoint: inout EndpointDeclaration) {
        apply(to: &endpoint.parameters)
        if endpoint.body != nil { apply(to: &endpoint.body!) }
        endpoint.success.type = renamed(endpoint.success.type)
        endpoint.success.bodyType = renamed(endpoint.success.bodyType)
        endpoint.success.streamItemType = endpoint.success.streamItemType.map(renamed)
        apply(to: &endpoint.success.headers)
        for index in endpoint.success.cases.indices {
            apply(to: &endpoint.success.cases[index].decoding)
            apply(to: &endpoint.success.cases[index].headers)
        }
        for index in endpoint.failures.indices {
            if endpoint.failures[index].decoding != nil { apply(to: &endpoint.failures[index].decoding!) }
            apply(to: &endpoint.failures[index].headers)
        }
    }

    private func apply(to parameters: inout [ParameterDeclaration]) {
        for index in parameters.indices { parameters[index].type = renamed(parameters[index].type) }
    }

    private func apply(to body: inout RequestBodyDeclaration) {
        body.type = renamed(body.type)
        for index in body.contents.indices { body.contents[index].type = renamed(body.contents[index].type) }
    }

    private func apply(to headers: inout [ResponseHeaderDeclaration]) {
        for index in headers.indices { headers[index].type = renamed(headers[index].type) }
    }

    private func apply(to decoding: inout ResponseDecoding) {
        if case .json(let type) = decoding { decoding = .json(renamed(type)) }
    }
}
