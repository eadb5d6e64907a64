import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// The suffix of every webhook type's name (`batch_cancelled` -> `BatchCancelledWebhook`), unless the name
    /// already ends with it.
    static let webhookSuffix = "Webhook"

    /// One webhook type per operation of the document's `webhooks` (OpenAPI 3.1), in document order: the request the
    /// API sends to the user's server, decoded from what it received.
    ///
    /// - Parameter endpointTypeNames: the endpoints' type names, which webhook types must not take.
    func translateWebhooks(endpointTypeNames: Set<String>) -> [WebhookDeclaration] {
        var hooks: [(name: String, operation: Operation)] = []
        for (name, item) in zip(document.webhooks.keys, document.webhooks.values) {
            for operation in item.operations { hooks.append((name, operation)) }
        }
        guard !hooks.isEmpty else { return [] }
        var taken: Set<String> = []
        var numbers = NumberedNames()
        let typeNames = hooks.map { hook -> String in
            let stem = EndpointNaming.typeName(hook.operation.operationId ?? hook.name)
            let base = stem.hasSuffix(Self.webhookSuffix) ? stem : stem + Self.webhookSuffix
            let name = numbers.first(base, numbered: { EndpointNaming.appendingNumber(base, $0) }) { name in
                !taken.contains(name) && !endpointTypeNames.contains(name) && !schemas.isTopLevelNameTaken(name)
                    && !ReservedNames.typeNames.contains(name)
            }
            taken.insert(name)
            return name
        }
        return hooks.indices.map { translateWebhook(hooks[$0].operation, name: hooks[$0].name, typeName: typeNames[$0]) }
    }

    /// Translates one webhook: its header parameters and its body, as an endpoint's (nested types included); the
    /// other parameters are not part of what a receiver reads, and are skipped with a warning.
    func translateWebhook(_ operation: Operation, name: String, typeName: String) -> WebhookDeclaration {
        var received = operation
        received.path = ""
        received.parameters = []
        received.responses = OrderedMap()
        for parameter in operation.parameters {
            if parameter.location != .header {
                warn("webhook.parameter", "the webhook's \(parameter.location.rawValue) parameter '\(parameter.name)' is not read from a received request; it is skipped", at: operation)
            } else if Self.ignoredHeaderNames.contains(parameter.name.lowercased()) {
                // OpenAPI says to ignore these; the request's fields are still there, in `WebhookRequestParts.headers`.
                warn("parameter.ignored-header", "header parameter '\(parameter.name)' is ignored, as OpenAPI says; read it with WebhookRequestParts.header(_:)", at: operation)
            } else {
                received.parameters.append(parameter)
            }
        }
        let types = schemas.makeScope(parentName: typeName, for: Self.schemas(of: received))
        var scope = EndpointScope(typeName: typeName, types: types)
        if received.requestBody != nil {
            _ = scope.takeMemberName(EndpointNaming.bodyPropertyName)
        }
        let headers = translateParameters(of: received, scope: &scope).0
        let body = received.requestBody.flatMap { translateRequestBody($0, of: received, scope: &scope) }
        if let contents = body?.contents, contents.contains(where: { !$0.encoding.isDecodedFromWebhooks }) {
            warn("webhook.content", "a webhook body sent as a form or multipart is not decoded: decoding a request that has one throws", at: operation)
        }
        return WebhookDeclaration(
            typeName: typeName,
            name: name,
            httpMethod: operation.method.uppercased(),
            documentation: DocumentationText.lines(title: operation.summary, description: operation.description),
            answers: Self.answers(of: operation),
            isDeprecated: operation.deprecated,
            headers: headers.filter(\.isRequired) + headers.filter { !$0.isRequired },
            body: body,
            nested: schemas.finishedDeclarations(of: scope.types),
            origin: operation.pointer.description
        )
    }

    /// What the receiver answers: the webhook's documented responses.
    static func answers(of operation: Operation) -> [WebhookAnswer] {
        zip(operation.responses.keys, operation.responses.values).map { status, response in
            WebhookAnswer(status: status, documentation: DocumentationText.lines(response.description))
        }
    }
}

extension BodyEncoding {
    /// A received webhook's body of this encoding is decoded: JSON, text and bytes (forms and multipart are not).
    var isDecodedFromWebhooks: Bool {
        switch self {
        case .json, .text, .binary: true
        case .formURLEncoded, .multipart, .multipartForm: false
        }
    }
}
