/// One operation of the document, as the Swift type that describes it completely (an `APIResource`), with every
/// name and type already decided by the translator.
///
/// ```swift
/// public struct FindPetsByStatus: APIResource { ... }                 // typeName
/// extension APIClient { public func findPetsByStatus(...) }           // methodName
/// ```
public struct EndpointDeclaration: Hashable, Sendable, Codable {
    /// The top-level Swift type name (`FindPetsByStatus`), unique among endpoints, entity types and runtime types.
    public var typeName: String
    /// The name of the convenience method on `APIClient` (`findPetsByStatus`).
    public var methodName: String
    /// `operationId` as written, or, when the document has none, one derived from method and path (`getPetsById`).
    public var operationID: String
    /// The HTTP method, uppercased (`GET`, `QUERY`, or any extension method).
    public var httpMethod: String
    /// The path template exactly as written in the document (`/pets/{petId}`).
    public var pathTemplate: String
    /// The path template split into literal text and parameters, in order.
    public var pathComponents: [PathComponent]
    /// The operation's tags, as written.
    public var tags: [String]
    /// Which output group the endpoint is written to: its first tag in UpperCamelCase (`Pet`), or empty when untagged.
    public var group: String
    /// Documentation lines from `summary` and `description` (not yet escaped for comments).
    public var documentation: [String]
    public var isDeprecated: Bool
    /// Parameters in the order of the memberwise `init`: required ones first, then optional ones.
    public var parameters: [ParameterDeclaration]
    public var body: RequestBodyDeclaration?
    /// What a successful call returns.
    public var success: SuccessResponseDeclaration
    /// Documented error statuses (and `default`), as cases of the nested `Failure` enum, in document order.
    public var failures: [FailureCaseDeclaration]
    /// The endpoint (its ``typeName``) that declares the `Failure` enum this one uses, when their ``failures`` are
    /// identical: this endpoint then declares `typealias Failure = Owner.Failure` instead of an enum of its own.
    /// Nil when the endpoint declares its own enum, or has no failures.
    public var failureOwner: String?
    /// Media types sent in `Accept`: the ones the endpoint can decode, preferred first.
    public var accept: [String]
    /// Alternatives of security requirements; an empty alternative means anonymous access is allowed.
    /// An empty list means the operation needs no authentication.
    public var security: [[SecurityUseDeclaration]]
    /// The operation's own servers (its `servers`, or its path item's), used instead of the client's base URL.
    public var servers: [ServerDeclaration]
    /// Types declared inside the endpoint (inline enums of parameters, inline bodies, the `Body` enum's payloads).
    public var nested: [TypeDeclaration]
    /// The operation's JSON pointer in the document (`#/paths/~1pets/get`).
    public var origin: String
    /// The type names of the callbacks the operation registers (``WebhookDeclaration/callback``), in order.
    public var callbacks: [String] = []

    public init(
        typeName: String, methodName: String, operationID: String, httpMethod: String, pathTemplate: String,
        pathComponents: [PathComponent], tags: [String] = [], group: String = "", documentation: [String] = [],
        isDeprecated: Bool = false, parameters: [ParameterDeclaration] = [], body: RequestBodyDeclaration? = nil,
        success: SuccessResponseDeclaration, failures: [FailureCaseDeclaration] = [], failureOwner: String? = nil,
        accept: [String] = [],
        security: [[SecurityUseDeclaration]] = [], servers: [ServerDeclaration] = [], nested: [TypeDeclaration] = [],
        origin: String
    ) {
        self.typeName = typeName
        self.methodName = methodName
        self.operationID = operationID
        self.httpMethod = httpMethod
        self.pathTemplate = pathTemplate
        self.pathComponents = pathComponents
        self.tags = tags
        self.group = group
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.parameters = parameters
        self.body = body
        self.success = success
        self.failures = failures
        self.failureOwner = failureOwner
        self.accept = accept
        self.security = security
        self.servers = servers
        self.nested = nested
        self.origin = origin
    }

    /// The parameters that are part of the path, in template order.
    public var pathParameters: [ParameterDeclaration] { parameters.filter { $0.location == .path } }

    /// The arguments of the memberwise `init`, in order: required parameters, the body when required, optional
    /// parameters, the body when optional.
    public var initArguments: [InitArgument] {
        var required: [InitArgument] = []
        var optional: [InitArgument] = []
        for parameter in parameters {
            let defaultValue = parameter.isRequired ? parameter.initializerDefault : "nil"
            let argument = InitArgument(name: parameter.name, type: parameter.type, defaultValue: defaultValue)
            if parameter.isRequired { required.append(argument) } else { optional.append(argument) }
        }
        if let body {
            let argument = InitArgument(name: body.propertyName, type: body.type, defaultValue: body.isRequired ? nil : "nil")
            if body.isRequired { required.append(argument) } else { optional.append(argument) }
        }
        return required + optional
    }
}

/// One argument of an endpoint's `init` (and of its convenience method): label, type, and its default value.
public struct InitArgument: Hashable, Sendable, Codable {
    public var name: String
    public var type: TypeUsage
    /// The argument's default as a Swift expression: `nil` for an optional argument, the document's `default` for a
    /// required parameter that has one; nil when the caller must give it.
    public var defaultValue: String?

    public init(name: String, type: TypeUsage, defaultValue: String?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// A piece of a path template: literal text (as written, already valid in a URL path) or a parameter.
public enum PathComponent: Hashable, Sendable, Codable {
    /// Template text between parameters, e.g. `/pets/`.
    case literal(String)
    /// A `{name}` placeholder; `key` is the parameter's name in the document, matching ``ParameterDeclaration/key``.
    case parameter(key: String)
}

/// One scheme of a security alternative, with the scopes the operation needs (`SecurityUse` in the runtime).
public struct SecurityUseDeclaration: Hashable, Sendable, Codable {
    /// The scheme's name in `components.securitySchemes`.
    public var scheme: String
    public var scopes: [String]

    public init(scheme: String, scopes: [String] = []) {
        self.scheme = scheme
        self.scopes = scopes
    }
}
