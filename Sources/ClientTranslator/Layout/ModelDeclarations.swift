import ClientIR

extension ClientModel {
    /// Calls `body` with every declaration of the model (top-level, endpoints' and webhooks' nested ones, depth
    /// first) and its qualified name (`Pet.Category`, `FindPets.Status`).
    mutating func forEachDeclaration(_ body: (String, inout TypeDeclaration) -> Void) {
        func visit(_ declaration: inout TypeDeclaration, prefix: String) {
            let name = prefix + declaration.name
            body(name, &declaration)
            for index in declaration.nested.indices { visit(&declaration.nested[index], prefix: name + ".") }
        }
        for index in types.indices { visit(&types[index], prefix: "") }
        for endpoint in endpoints.indices {
            let prefix = endpoints[endpoint].typeName + "."
            for index in endpoints[endpoint].nested.indices { visit(&endpoints[endpoint].nested[index], prefix: prefix) }
        }
        for webhook in webhooks.indices {
            let prefix = webhooks[webhook].typeName + "."
            for index in webhooks[webhook].nested.indices { visit(&webhooks[webhook].nested[index], prefix: prefix) }
        }
    }
}
