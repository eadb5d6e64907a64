/// One webhook of the document (an operation of its `webhooks`) or one callback of its operations, as the Swift type
/// that decodes the request the API sends: an `APIWebhook` struct holding the request's body and its documented
/// header fields.
///
/// ```swift
/// public struct BatchCancelledWebhook: APIWebhook { ... }   // typeName; name: "batch_cancelled"
/// public struct OnDataCallback: APIWebhook { ... }          // name: "onData"; callback: registered by CreateStream
/// ```
public struct WebhookDeclaration: Hashable, Sendable, Codable {
    /// The top-level Swift type name (`BatchCancelledWebhook`, `OnDataCallback`), unique among webhooks, callbacks,
    /// endpoints, entity types and runtime types.
    public var typeName: String
    /// The webhook's key in the document's `webhooks`, or the callback's key in its operation's `callbacks`, as
    /// written.
    public var name: String
    /// For a callback: the operations that register it, and where the API sends it; `nil` for a webhook.
    public var callback: WebhookCallback?
    /// The HTTP method of the request, uppercased (`POST`).
    public var httpMethod: String
    /// Documentation lines from `summary` and `description` (not yet escaped for comments).
    public var documentation: [String]
    /// What the receiver answers: the documented responses, in document order.
    public var answers: [WebhookAnswer]
    public var isDeprecated: Bool
    /// The header parameters, read from the request: required ones first, then optional ones.
    public var headers: [ParameterDeclaration]
    /// The request's body, decoded from the request.
    public var body: RequestBodyDeclaration?
    /// Types declared inside the webhook type (inline body and header schemas, the `Body` enum's payloads).
    public var nested: [TypeDeclaration]
    /// The operation's JSON pointer in the document (`#/webhooks/newPet/post`); for a callback defined once and
    /// named by several operations, the place of its definition.
    public var origin: String

    public init(
        typeName: String, name: String, callback: WebhookCallback? = nil, httpMethod: String, documentation: [String] = [], answers: [WebhookAnswer] = [],
        isDeprecated: Bool = false,
        headers: [ParameterDeclaration] = [], body: RequestBodyDeclaration? = nil, nested: [TypeDeclaration] = [],
        origin: String
    ) {
        self.typeName = typeName
        self.name = name
        self.callback = callback
        self.httpMethod = httpMethod
        self.documentation = documentation
        self.answers = answers
        self.isDeprecated = isDeprecated
        self.headers = headers
        self.body = body
        self.nested = nested
        self.origin = origin
    }
}

/// One documented response of a webhook: what the receiver may answer.
public struct WebhookAnswer: Hashable, Sendable, Codable {
    /// The status as written (`202`, `2XX`, `default`).
    public var status: String
    /// The response's description, as lines (not yet escaped for comments).
    public var documentation: [String]

    public init(status: String, documentation: [String] = []) {
        self.status = status
        self.documentation = documentation
    }
}

/// What makes a webhook type a callback: the operations that register it, and the runtime expression of the URL the
/// API sends it to.
public struct WebhookCallback: Hashable, Sendable, Codable {
    /// The type names of the endpoints whose operations list the callback, in document order (several when they name
    /// one definition of `components/callbacks`).
    public var registeredBy: [String]
    /// The callback's key: a runtime expression for the URL (`{$request.query.callbackUrl}/data`), as written.
    public var expression: String

    public init(registeredBy: [String], expression: String) {
        self.registeredBy = registeredBy
        self.expression = expression
    }
}
