import ClientIR
@testable import ClientRenderer
import Testing

@Suite("Rendered endpoint files, servers and security")
struct EndpointFileRenderingTests {
    @Test func filesPerTagNextToModels() throws {
        let files = try render(try Translated(EndpointRenderingTests.petstore).model)
        #expect(files["Endpoints/Pet+Endpoints.swift"] != nil)
        #expect(files["Endpoints/Store+Endpoints.swift"] != nil)
        #expect(files["Servers.swift"] != nil)
        #expect(files["APISecurity.swift"] != nil)
        #expect(files["Models/Pet.swift"] != nil)
    }

    @Test func serversAndSecurityFiles() throws {
        let model = try Translated("""
            openapi: 3.0.3
            info: {title: Test, version: '1'}
            servers:
              - url: https://{region}.example.com/v1
                description: Production
                variables: {region: {default: eu, enum: [eu, us]}}
              - url: https://staging.example.com
                description: Staging
            paths: {}
            components:
              securitySchemes:
                api_key: {type: apiKey, in: header, name: X-API-Key}
            """).model
        let files = try render(model)
        let servers = try #require(files["Servers.swift"])
        #expect(servers.contains("""
                public static func production(region: Region = .eu) -> ServerURL {
                    ServerURL(template: "https://{region}.example.com/v1", variables: ["region": region.rawValue])
                }
            """))
        #expect(servers.contains("""
                /// Staging
                ///
                /// `https://staging.example.com`
                public static let staging = ServerURL(template: "https://staging.example.com")
            """))
        #expect(servers.contains("""
                public enum Region: String, Sendable, CaseIterable {
                    case eu = "eu"
                    case us = "us"
                }
            """))
        let security = try #require(files["APISecurity.swift"])
        #expect(security.contains("public static let apiKey = SecuritySchemeDescription.apiKey(name: \"X-API-Key\", in: .header)"))
        #expect(security.contains("""
                public static let schemes: [String: SecuritySchemeDescription] = [
                    "api_key": apiKey,
                ]
            """))
    }

    @Test func shardsAreAFixedSetOfFiles() throws {
        var options = RenderOptions()
        options.layout = .shards(4)
        let files = try render(try Translated(EndpointRenderingTests.petstore).model, options: options)
        let endpointFiles = files.keys.filter { $0.hasPrefix("Endpoints/") }.sorted()
        #expect(endpointFiles == (0..<4).map { "Endpoints/Endpoints_0\($0).swift" })
        let declared = endpointFiles.compactMap { files[$0] }.joined()
        for name in ["FindPetsByStatus", "DeletePet", "PlaceOrder"] {
            #expect(declared.contains("struct \(name): APIResource"))
        }
        let empty = try render(ClientModel(title: "Empty", apiVersion: "1"), options: options)
        #expect(empty.keys.filter { $0.hasPrefix("Endpoints/") }.count == 4)
        #expect(empty["Servers.swift"] != nil && empty["APISecurity.swift"] != nil)
    }

    /// A group of small endpoints is cut into files of about `maxLinesPerFile` lines, in document order: the
    /// compiler's batches take files by count, so big files would give one process most of the work.
    @Test func bigGroupsAreSplitAcrossFiles() throws {
        let operations = (1...45).map { "  /op\($0):\n    get: {operationId: op\($0), tags: [many], responses: {'204': {description: ok}}}" }
        let model = try Translated(document(paths: operations.joined(separator: "\n"))).model
        let files = try render(model)
        // Each is estimated at 40 lines: 12 of them a file.
        #expect(files.keys.filter { $0.hasPrefix("Endpoints/") }.sorted() == (1...4).map { "Endpoints/Many+Endpoints\($0 == 1 ? "" : "_\($0)").swift" })
        #expect(files["Endpoints/Many+Endpoints.swift"]?.contains("struct Op12: APIResource") == true)
        #expect(files["Endpoints/Many+Endpoints_2.swift"]?.contains("struct Op13: APIResource") == true)
        #expect(files["Endpoints/Many+Endpoints_4.swift"]?.contains("struct Op45: APIResource") == true)
        for (path, text) in files where path.hasPrefix("Endpoints/") {
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 2 * EndpointFileLayout.maxLinesPerFile, "\(path)")
        }
    }

    /// Files are cut by size as well as by count: endpoints with large inline bodies (Stripe's are up to 8,000 lines
    /// each) spread over several files, each around `maxLinesPerFile` lines or a single endpoint.
    @Test func bigEndpointsAreSplitBySize() throws {
        // Each body is its own (identical ones would be declared once, see `SharedTypes`).
        func body(_ operation: Int) -> String {
            let properties = (1...60).map { "p\($0): {type: string, description: 'Property \($0) of \(operation).'}" }
            return "requestBody: {content: {application/json: {schema: {type: object, properties: {\(properties.joined(separator: ", "))}}}}}"
        }
        let operations = (1...12).map {
            "  /op\($0):\n    post: {operationId: op\($0), tags: [big], \(body($0)), responses: {'204': {description: ok}}}"
        }
        let model = try Translated(document(paths: operations.joined(separator: "\n"))).model
        let files = try render(model).filter { $0.key.hasPrefix("Endpoints/") }
        #expect(files.count > 2)
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let endpoints = text.components(separatedBy: ": APIResource {").count - 1
            #expect(lines <= 2 * EndpointFileLayout.maxLinesPerFile || endpoints == 1, "\(path): \(lines) lines")
        }
        let declared = files.values.joined()
        #expect((1...12).allSatisfy { declared.contains("struct Op\($0): APIResource") })
    }
}
