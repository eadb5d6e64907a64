import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

/// Translates the operations of a document into endpoint declarations (one `APIResource` type per operation), and
/// its servers and security schemes into their declarations.
///
/// Runs after the schema translator: the entity types are known (their names are taken), and the inline schemas
/// met at operation sites (parameters, bodies, responses) are handed back to it (``SchemaTranslation``), to become
/// types nested in the endpoint.
///
/// Operations are translated in parallel: each one reads the document and the schemas' translation, which are
/// immutable, and reports to the thread-safe diagnostics collector, which sorts what it gathers.
struct OperationTranslator: Sendable {
    let document: Document
    let options: TranslatorOptions
    let diagnostics: DiagnosticCollector
    /// The translated schemas: entity types, and the translation of schemas met at operation sites.
    let schemas: SchemaTranslation

    /// Entity types by name, for multipart bodies (their properties become parts).
    private let entitiesByName: [String: TypeDeclaration]

    init(document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector, schemas: SchemaTranslation) {
        self.document = document
        self.options = options
        self.diagnostics = diagnostics
        self.schemas = schemas
        self.entitiesByName = Dictionary(schemas.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Adds the endpoints, webhooks and callbacks, servers and security schemes to `model` (whose types are the
    /// schemas' translation).
    func add(to model: inout ClientModel) {
        model.endpoints = translateOperations()
        model.webhooks = translateWebhooks(endpoints: &model.endpoints)
        model.servers = translateServers(document.servers)
        model.securitySchemes = translateSecuritySchemes()
    }

    /// One endpoint per operation, in document order whatever the scheduling; endpoints with identical failures share
    /// one `Failure` enum (``SharedFailures``).
    func translateOperations() -> [EndpointDeclaration] {
        let operations = document.operations
        let names = EndpointNaming.assignNames(to: operations, overrides: options.operationNameOverrides) {
            schemas.isTopLevelNameTaken($0)
        }
        var endpoints = operations.indices.concurrentMap { translate(operations[$0], name: names[$0]) }
        SharedFailures.share(in: &endpoints)
        return endpoints
    }

    /// Translates one operation with its already decided names.
    func translate(_ operation: Operation, name: EndpointNaming.Names) -> EndpointDeclaration {
        let types = schemas.makeScope(parentName: name.typeName, for: Self.schemas(of: operation))
        var scope = EndpointScope(typeName: name.typeName, types: types)
        if operation.requestBody != nil {
            _ = scope.takeMemberName(EndpointNaming.bodyPropertyName)
        }
        if Self.answersWithEventStream(operation) {
            // The convenience method of an event stream takes `lastEventID` after the parameters.
            _ = scope.takeMemberName(EndpointNaming.lastEventIDArgument)
        }
        let (parameters, pathComponents) = translateParameters(of: operation, scope: &scope)
        var body = operation.requestBody.flatMap { translateRequestBody($0, of: operation, scope: &scope) }
        if Self.openBodyMediaType(of: operation) != nil {
            // The document's own `Content-Type` parameters are dropped: the header parameter left is the generator's.
            body?.contentTypePropertyName = parameters.first {
                $0.location == .header && $0.key == Self.contentTypeHeaderName
            }?.name
        }
        let responses = translateResponses(of: operation, scope: &scope)

        return EndpointDeclaration(
            typeName: name.typeName,
            methodName: name.methodName,
            operationID: name.operationID,
            httpMethod: operation.method.uppercased(),
            pathTemplate: operation.path,
            pathComponents: pathComponents,
            tags: operation.tags,
            group: operation.tags.first.map(SwiftNaming.typeIdentifier) ?? "",
            documentation: DocumentationText.lines(title: operation.summary, description: operation.description),
            isDeprecated: operation.deprecated,
            parameters: parameters,
            body: body,
            success: responses.success,
            failures: responses.failures,
            accept: responses.accept,
            security: translateSecurity(of: operation),
            servers: translateServers(operation.servers.isEmpty ? document.paths[operation.path]?.servers ?? [] : operation.servers),
            nested: schemas.finishedDeclarations(of: scope.types),
            origin: operation.pointer.description
        )
    }

    /// True when a success response of `operation` offers `text/event-stream`.
    static func answersWithEventStream(_ operation: Operation) -> Bool {
        operation.responses.entries.contains { key, response in
            StatusCaseNames.pattern(key).map(StatusCaseNames.isSuccess) == true
                && response.content.keys.contains { MediaTypeEssence.of($0) == "text/event-stream" }
        }
    }

    /// Looks up the declaration a type usage names: an entity, a type nested in one, or one of the endpoint's nested
    /// types.
    func declaration(named type: TypeUsage, in scope: EndpointScope) -> TypeDeclaration? {
        guard case .named(let name) = type.unwrapped else { return nil }
        if let entity = entitiesByName[name] { return entity }
        // The endpoint's own nested types, or those of an entity (`Pet.Status`, the enum of a component body's property).
        let parts = name.asciiSplit(".")
        guard parts.count > 1 else { return nil }
        var candidates: [TypeDeclaration]
        if parts[0] == scope.typeName {
            candidates = scope.types.declarations
        } else if let entity = entitiesByName[String(parts[0])] {
            candidates = entity.nested
        } else {
            return nil
        }
        let path = parts.dropFirst()
        var found: TypeDeclaration?
        for component in path {
            found = candidates.first { $0.name == component }
            candidates = found?.nested ?? []
        }
        return found
    }

    /// Emits a warning located at an operation.
    func warn(_ id: String, _ message: String, at operation: Operation) {
        diagnostics.emit(.warning(id, message, at: operation.location, pointer: operation.pointer.description))
    }
}
