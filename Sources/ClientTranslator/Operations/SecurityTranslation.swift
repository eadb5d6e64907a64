import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// The security alternatives of an operation: its own `security`, or the document's when it has none. An
    /// alternative naming a scheme the document does not define is dropped, with a warning.
    func translateSecurity(of operation: Operation) -> [[SecurityUseDeclaration]] {
        let requirements = operation.security ?? document.security
        var alternatives: [[SecurityUseDeclaration]] = []
        // Repeated alternatives are dropped through a set: searching the list for each cost n * n.
        var seen = Set<[SecurityUseDeclaration]>()
        for requirement in requirements {
            let unknown = requirement.schemes.keys.filter { !document.securitySchemes.contains($0) }
            if !unknown.isEmpty {
                let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
                warn("security.unknown-scheme", "security requirement names undefined scheme \(names); the alternative is skipped", at: operation)
                continue
            }
            let uses = requirement.schemes.entries.map { SecurityUseDeclaration(scheme: $0.key, scopes: $0.value) }
            if seen.insert(uses).inserted { alternatives.append(uses) }
        }
        return alternatives
    }

    /// The document's security schemes, in document order, each with a unique lowerCamelCase Swift name (a static
    /// member of the generated `APISecurity`, next to its `schemes`).
    func translateSecuritySchemes() -> [SecuritySchemeDeclaration] {
        var names = NameAllocator(reserving: ["schemes", "init"])
        return document.securitySchemes.entries.map { key, scheme in
            let name = names.claim(SwiftNaming.memberIdentifier(key))
            return SecuritySchemeDeclaration(
                key: key, name: SwiftNaming.escapedMember(name), kind: Self.kind(of: scheme),
                documentation: DocumentationText.lines(scheme.description)
            )
        }
    }

    static func kind(of scheme: SecurityScheme) -> SecuritySchemeDeclaration.Kind {
        switch scheme.kind {
        case .apiKey(let name, let location):
            let place: SecuritySchemeDeclaration.APIKeyLocation = switch location {
            case .query, .querystring: .query
            case .cookie: .cookie
            case .header, .path: .header
            }
            return .apiKey(name: name, location: place)
        case .http(let scheme, let bearerFormat):
            switch scheme.lowercased() {
            case "basic": return .basic
            case "bearer": return .bearer(format: bearerFormat)
            default: return .http(scheme: scheme)
            }
        case .oauth2(let flows):
            return .oauth2(flows: flows.map { flow in
                OAuthFlowDeclaration(
                    kind: flow.kind, authorizationURL: flow.authorizationURL, tokenURL: flow.tokenURL,
                    refreshURL: flow.refreshURL,
                    scopes: flow.scopes.entries.map { OAuthScopeDeclaration(name: $0.key, description: $0.value) }
                )
            })
        case .openIdConnect(let url):
            return .openIdConnect(url: url)
        case .mutualTLS:
            return .mutualTLS
        }
    }
}
