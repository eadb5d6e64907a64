import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

extension OperationTranslator {
    /// The suffix of every webhook type's name (`batch_cancelled` -> `BatchCancelledWebhook`), unless the name
    /// already ends with it.
    static let webhookSuffix = "Webhook"
    /// The suffix of every callback type's name (`onData` -> `OnDataCallback`), unless the name already ends with it.
    static let callbackSuffix = "Callback"

    /// One webhook type per operation of the document's `webhooks` (OpenAPI 3.1), in document order, then one per
    /// operation of the endpoints' `callbacks`: the requests the API sends to the user's server, decoded from what it
    /// received.
    ///
    /// - Parameter endpoints: the endpoints, one per operation of `document.operations` and in its order. Their type
    ///   names are taken; a callback lists the ones that register it, and each of those lists the callback
    ///   (``EndpointDeclaration/callbacks``).
    func translateWebhooks(endpoints: inout [EndpointDeclaration]) -> [WebhookDeclaration] {
        var requests: [ReceivedRequest] = []
        for (name, item) in zip(document.webhooks.keys, document.webhooks.values) {
            for operation in item.operations {
                requests.append(ReceivedRequest(name: name, operation: operation, suffix: Self.webhookSuffix))
            }
        }
        let endpointTypeNames = endpoints.map(\.typeName)
        requests += callbackRequests(endpointTypeNames: endpointTypeNames)
        guard !requests.isEmpty else { return [] }
        let takenByEndpoints = Set(endpointTypeNames)
        var taken: Set<String> = []
        var numbers = NumberedNames()
        let typeNames = requests.map { request -> String in
            let stem = EndpointNaming.typeName(request.operation.operationId ?? request.name)
            let base = stem.hasSuffix(request.suffix) ? stem : stem + request.suffix
            let name = numbers.first(base, numbered: { EndpointNaming.appendingNumber(base, $0) }) { name in
                !taken.contains(name) && !takenByEndpoints.contains(name) && !schemas.isTopLevelNameTaken(name)
                    && !ReservedNames.typeNames.contains(name)
            }
            taken.insert(name)
            return name
        }
        for (request, typeName) in zip(requests, typeNames) {
            for index in request.registrants { endpoints[index].callbacks.append(typeName) }
        }
        return requests.indices.map { translateWebhook(requests[$0], typeName: typeNames[$0]) }
    }

    /// One request per operation of each endpoint's callbacks, in the order of the endpoints, then of their
    /// callbacks and expressions. A callback operation that several endpoints name (a `components/callbacks` entry
    /// they all refer to) is one request, registered by each of them.
    ///
    /// - Parameter endpointTypeNames: the endpoints' type names, one per operation of `document.operations`.
    func callbackRequests(endpointTypeNames: [String]) -> [ReceivedRequest] {
        struct Definition: Hashable {
            let location: SourceLocation
            let pointer: JSONPointer
        }
        var requests: [ReceivedRequest] = []
        var indexByDefinition: [Definition: Int] = [:]
        for (endpointIndex, (operation, endpoint)) in zip(document.operations, endpointTypeNames).enumerated() {
            for (name, callback) in zip(operation.callbacks.keys, operation.callbacks.values) {
                for (expression, item) in zip(callback.keys, callback.values) {
                    for received in item.operations {
                        let definition = Definition(location: received.location, pointer: received.pointer)
                        if let index = indexByDefinition[definition] {
                            if requests[index].registrants.last != endpointIndex {
                                requests[index].registrants.append(endpointIndex)
                                requests[index].callback?.registeredBy.append(endpoint)
                            }
                            continue
                        }
                        indexByDefinition[definition] = requests.count
                        requests.append(ReceivedRequest(
                            name: name, operation: received, suffix: Self.callbackSuffix,
                            callback: WebhookCallback(registeredBy: [endpoint], expression: expression),
                            registrants: [endpointIndex]
                        ))
                    }
                }
            }
        }
        return requests
    }

    /// Translates one webhook or callback: its header parameters and its body, as an endpoint's (nested types
    /// included); the other parameters are not part of what a receiver reads, and are skipped with a warning.
    func translateWebhook(_ request: ReceivedRequest, typeName: String) -> WebhookDeclaration {
        let operation = request.operation
        if !operation.callbacks.isEmpty {
            warn("webhook.callbacks", "the callbacks of a webhook or callback are not generated", at: operation)
        }
        var received = operation
        received.path = ""
        received.parameters = []
        received.responses = OrderedMap()
        for parameter in operation.parameters {
            if parameter.location != .header {
                warn("webhook.parameter", "the \(request.kind)'s \(parameter.location.rawValue) parameter '\(parameter.name)' is not read from a received request; it is skipped", at: operation)
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
            warn("webhook.content", "a \(request.kind) body sent as a form or multipart is not decoded: decoding a request that has one throws", at: operation)
        }
        return WebhookDeclaration(
            typeName: typeName,
            name: request.name,
            callback: request.callback,
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

/// A request the API sends to a server of the user's, before it is named: a webhook, or an operation of a callback.
struct ReceivedRequest {
    /// The webhook's or the callback's key.
    var name: String
    var operation: Operation
    /// `Webhook` or `Callback`, added to the type's name.
    var suffix: String
    var callback: WebhookCallback? = nil
    /// For a callback, the indices of the endpoints that register it (their names are `callback.registeredBy`).
    var registrants: [Int] = []

    /// `webhook` or `callback`, for messages.
    var kind: String { callback == nil ? "webhook" : "callback" }
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
