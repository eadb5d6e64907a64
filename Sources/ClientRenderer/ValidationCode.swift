import ClientIR

/// The statements of the generated `validate(into report: inout APIValidationReport)` methods, written from the IR
/// (``ClientModel/validation``): one per check, in member order.
///
/// A stored value with constraints gets one call per check (`report.string(self.name, "name", maxLength: 20)`),
/// then, when its type holds generated types, `report.nested(self.category, "category")`, which asks the value to
/// check itself at that key. Keys are the JSON member names, and for an endpoint the parameters' names in the
/// document and `body`; they become the tokens of the violations' JSON Pointers.
enum ValidationCode {
    /// The checks of a struct or class: its properties, read through their stored fields (`getter` of each view, so
    /// that a deprecated property's accessor is not used), then its additional properties.
    static func lines(_ structure: StructDeclaration, properties: [PropertyView]) -> [String] {
        var lines: [String] = []
        for (property, view) in zip(structure.properties, properties) {
            lines += checks("self." + view.getter, key: view.key, property.constraints, nested: property.validatesNested)
        }
        if let extra = structure.additionalProperties, extra.validatesNested {
            lines.append("self.\(extra.propertyName).validate(into: &report)")
        }
        return lines
    }

    /// A `switch` that asks the payload to check itself, for the cases whose payload can; none when no case's can.
    static func lines(_ oneOf: OneOfDeclaration, hasUnknownCase: Bool) -> [String] {
        let checked = oneOf.cases.filter(\.validatesPayload)
        guard !checked.isEmpty else { return [] }
        var lines = ["switch self {"]
        lines += checked.map { "case .\($0.name)(let value): value.validate(into: &report)" }
        if checked.count < oneOf.cases.count || hasUnknownCase { lines.append("default: break") }
        lines.append("}")
        return lines
    }

    /// The checks of an endpoint: its parameters, then its body.
    static func lines(_ endpoint: EndpointDeclaration) -> [String] {
        lines(parameters: endpoint.parameters, body: endpoint.body)
    }

    /// The checks of a webhook or callback: its header fields, then its body.
    static func lines(_ webhook: WebhookDeclaration) -> [String] {
        lines(parameters: webhook.headers, body: webhook.body)
    }

    /// Each parameter's checks, at its name in the document, then the body's, at `body`.
    private static func lines(parameters: [ParameterDeclaration], body: RequestBodyDeclaration?) -> [String] {
        var lines: [String] = []
        for parameter in parameters {
            let key = SwiftSource.stringLiteral(parameter.key)
            lines += checks("self." + parameter.name, key: key, parameter.constraints, nested: parameter.validatesNested)
        }
        if let body, body.validatesNested {
            lines.append("report.nested(self.\(body.propertyName), \"body\")")
        }
        return lines
    }

    private static func checks(_ value: String, key: String, _ constraints: [ValueConstraints], nested: Bool) -> [String] {
        var lines = constraints.map { check in
            "report.\(check.check.rawValue)(" + ([value, key] + check.arguments).joined(separator: ", ") + ")"
        }
        if nested { lines.append("report.nested(\(value), \(key))") }
        return lines
    }
}
