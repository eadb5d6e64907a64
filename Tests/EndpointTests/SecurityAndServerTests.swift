import ClientIR
import Testing

@Suite("Security and servers")
struct SecurityAndServerTests {
    static let document = """
        openapi: 3.1.0
        info: {title: Test, version: '1'}
        servers:
          - url: https://{region}.example.com:{port}/v1
            description: Regional
            variables:
              region: {default: eu-west, enum: [us-east, eu-west], description: Where the data lives.}
              port: {default: '443'}
          - url: https://api.example.com
          - url: http://localhost:8080
            description: A local server started by the test suite before it runs.
        security:
          - bearer: []
        paths:
          /default:
            get: {operationId: usesDefault, responses: {'204': {description: ok}}}
          /combined:
            get:
              operationId: combined
              security: [{key: [], basic: []}, {oauth: [read, write]}, {}, {key: [], basic: []}, {}]
              responses: {'204': {description: ok}}
          /open:
            get: {operationId: open, security: [], responses: {'204': {description: ok}}}
          /unknown:
            get: {operationId: unknown, security: [{nope: []}, {key: []}], responses: {'204': {description: ok}}}
          /elsewhere:
            servers: [{url: 'https://uploads.example.com/{version}', variables: {version: {default: v2}}}]
            get: {operationId: elsewhere, responses: {'204': {description: ok}}}
        components:
          securitySchemes:
            key: {type: apiKey, in: query, name: api_key}
            basic: {type: http, scheme: Basic}
            bearer: {type: http, scheme: bearer, bearerFormat: JWT, description: A token.}
            digest: {type: http, scheme: Digest}
            oauth:
              type: oauth2
              flows:
                clientCredentials: {tokenUrl: 'https://example.com/token', scopes: {read: Read., write: Write.}}
            oidc: {type: openIdConnect, openIdConnectUrl: 'https://example.com/.well-known/openid-configuration'}
            tls: {type: mutualTLS}
        """

    @Test func operationSecurityOrTheDocumentDefault() throws {
        let result = try Translated(Self.document)
        #expect(result["UsesDefault"]?.security == [[SecurityUseDeclaration(scheme: "bearer")]])
        // Repeated alternatives are dropped; the first of each stays in its place.
        #expect(result["Combined"]?.security == [
            [SecurityUseDeclaration(scheme: "key"), SecurityUseDeclaration(scheme: "basic")],
            [SecurityUseDeclaration(scheme: "oauth", scopes: ["read", "write"])],
            [],
        ])
        #expect(result["Open"]?.security == [])
        #expect(result["Unknown"]?.security == [[SecurityUseDeclaration(scheme: "key")]])
        #expect(result.diagnosticIDs.contains("security.unknown-scheme"))
    }

    @Test func securitySchemesInDocumentOrder() throws {
        let schemes = try Translated(Self.document).model.securitySchemes
        #expect(schemes.map(\.key) == ["key", "basic", "bearer", "digest", "oauth", "oidc", "tls"])
        #expect(schemes.map(\.kind) == [
            .apiKey(name: "api_key", location: .query), .basic, .bearer(format: "JWT"), .http(scheme: "Digest"),
            .oauth2(flows: [OAuthFlowDeclaration(
                kind: "clientCredentials", tokenURL: "https://example.com/token",
                scopes: [OAuthScopeDeclaration(name: "read", description: "Read."), OAuthScopeDeclaration(name: "write", description: "Write.")])]),
            .openIdConnect(url: "https://example.com/.well-known/openid-configuration"), .mutualTLS,
        ])
        #expect(schemes[2].documentation == ["A token."])
    }

    @Test func serversWithTypedVariableChoices() throws {
        let servers = try Translated(Self.document).model.servers
        #expect(servers.map(\.name) == ["regional", "server2", "server3"])
        let regional = servers[0]
        #expect(regional.urlTemplate == "https://{region}.example.com:{port}/v1")
        #expect(regional.variables.map(\.name) == ["region", "port"])
        #expect(regional.variables[0].choices?.name == "Region")
        #expect(regional.variables[0].defaultCaseName == "euWest")
        guard case .enumeration(let choices)? = regional.variables[0].choices?.kind else {
            Issue.record("no choices")
            return
        }
        #expect(choices.cases.map(\.name) == ["usEast", "euWest"])
        #expect(choices.cases.map(\.rawValue) == ["us-east", "eu-west"])
        #expect(regional.variables[1].choices == nil)
        #expect(regional.variables[1].defaultValue == "443")
    }

    @Test func choicesAreSharedWhenEqualAndPrefixedWhenNot() throws {
        let servers = try Translated("""
            openapi: 3.0.3
            info: {title: Test, version: '1'}
            servers:
              - {url: 'https://{region}.a.example.com', description: Alpha, variables: {region: {default: eu, enum: [eu, us]}}}
              - {url: 'https://{region}.b.example.com', description: Beta, variables: {region: {default: us, enum: [eu, us]}}}
              - {url: 'https://{region}.c.example.com', description: Gamma, variables: {region: {default: ap, enum: [ap]}}}
            paths: {}
            """).model.servers
        #expect(servers.map { $0.variables[0].choices?.name } == ["Region", "Region", "GammaRegion"])
        #expect(servers.map { $0.variables[0].defaultCaseName } == ["eu", "us", "ap"])
    }

    @Test func operationServersComeFromTheOperationOrItsPath() throws {
        let result = try Translated(Self.document)
        #expect(result["Elsewhere"]?.servers.map(\.urlTemplate) == ["https://uploads.example.com/{version}"])
        #expect(result["UsesDefault"]?.servers == [])
    }

    /// Each operation's fixed facts are one `OperationDescription`; security, media types and servers default to
    /// none and are left out when empty, while the anonymous alternative (`{}`) is kept.
    @Test func operationDescriptionsLeaveOutEmptyLists() throws {
        let text = try render(try Translated(Self.document).model).values.joined()
        #expect(text.contains("""
                public static var operation: OperationDescription {
                    OperationDescription(method: .get, pathTemplate: "/open", operationID: "open")
                }
            """))
        #expect(text.contains("""
                    OperationDescription(
                        method: .get,
                        pathTemplate: "/combined",
                        operationID: "combined",
                        security: [[SecurityUse("key"), SecurityUse("basic")], [SecurityUse("oauth", scopes: ["read", "write"])], []]
                    )
            """))
        #expect(text.contains("""
                    OperationDescription(
                        method: .get,
                        pathTemplate: "/elsewhere",
                        operationID: "elsewhere",
                        security: [[SecurityUse("bearer")]],
                        servers: [ServerURL(template: "https://uploads.example.com/{version}", variables: ["version": "v2"])]
                    )
            """))
    }

    @Test func swaggerHostBecomesAServer() throws {
        let result = try Translated("""
            swagger: '2.0'
            info: {title: Test, version: '1'}
            host: api.example.com
            basePath: /v2
            schemes: [https]
            securityDefinitions:
              key: {type: apiKey, in: header, name: X-Key}
            paths: {}
            """)
        #expect(result.model.servers.map(\.urlTemplate) == ["https://api.example.com/v2"])
        #expect(result.model.securitySchemes.map(\.kind) == [.apiKey(name: "X-Key", location: .header)])
    }
}
