import Foundation
import GeneratorDiagnostics
import OpenAPIModel
@testable import OpenAPIParser
import TestSupport
import Testing

/// OpenAPI 3.2's `$self`: the URI a document gives itself. A reference to it, or to a document in its folder that is
/// also beside the root file, is read locally; another URL stays remote. Before, every such reference was remote:
/// refused without `--allow-remote-refs` (its schema kept as any JSON), fetched with it.
@Suite struct SelfIdentityTests {
    /// A fresh folder with `spec/petstore.yaml`, a root document calling itself `<base>/api/openapi.yaml`;
    /// `spec/common/errors.yaml` beside it, which names the root by a relative path to `openapi.yaml`; and
    /// `other/errors.yaml` beside `spec`.
    static func folder(base: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("self-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/spec/common", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/other", withIntermediateDirectories: true)
        let root = """
            openapi: 3.2.0
            $self: \(base)/api/openapi.yaml
            info: {title: Self, version: "1"}
            paths:
              /pets:
                get:
                  responses:
                    '200':
                      description: The pets.
                      content:
                        application/json:
                          schema: {type: array, items: {$ref: '\(base)/api/openapi.yaml#/components/schemas/Pet'}}
                    '404': {$ref: '\(base)/api/openapi.yaml#/components/responses/Missing'}
                    '409':
                      description: Conflict.
                      content: {application/json: {schema: {$ref: '\(base)/api/common/errors.yaml#/Error'}}}
                    '500':
                      description: Elsewhere.
                      content: {application/json: {schema: {$ref: '\(base)/other/errors.yaml#/Error'}}}
                    '502':
                      description: Out of the folder by dot segments.
                      content: {application/json: {schema: {$ref: '\(base)/api/../other/errors.yaml#/Error'}}}
            components:
              responses:
                Missing: {description: Not found.}
              schemas:
                Pet: {type: object, properties: {name: {type: string}}}
            """
        let errors = """
            Error:
              type: object
              properties:
                message: {type: string}
                pet: {$ref: '../openapi.yaml#/components/schemas/Pet'}
            """
        try root.write(toFile: folder + "/spec/petstore.yaml", atomically: true, encoding: .utf8)
        try errors.write(toFile: folder + "/spec/common/errors.yaml", atomically: true, encoding: .utf8)
        try errors.write(toFile: folder + "/other/errors.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func referencesToSelfAndItsFolderAreReadLocally() throws {
        let server = try LoopbackHTTPServer(routes: ["/other/errors.yaml": .init(body: "Error: {type: string}\n")])
        defer { server.stop() }
        let folder = try Self.folder(base: server.baseURL)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let collector = DiagnosticCollector()
        let document = try #require(try? OpenAPIParser(options: RemoteReferenceTests.allowed).decode(fileAt: folder + "/spec/petstore.yaml", diagnostics: collector).document)
        #expect(collector.diagnostics.isEmpty, "\(collector.diagnostics)")

        let pets = try document.operation("get", "/pets")
        let pet = ReferenceTarget(file: "petstore.yaml", pointer: JSONPointer(["components", "schemas", "Pet"]))
        #expect(pets.responses["200"]?.content["application/json"]?.schema?.items?.ref?.target == pet)
        #expect(pets.responses["404"]?.description == "Not found.")
        let error = ReferenceTarget(file: "common/errors.yaml", pointer: JSONPointer(["Error"]))
        #expect(pets.responses["409"]?.content["application/json"]?.schema?.ref?.target == error)
        // The local file names the root by `$self`'s file name.
        #expect(document.schemas[error]?.properties["pet"]?.ref?.target == pet)
        // Outside `$self`'s folder: fetched, and only that.
        let other = ReferenceTarget(file: server.baseURL + "/other/errors.yaml", pointer: JSONPointer(["Error"]))
        #expect(pets.responses["500"]?.content["application/json"]?.schema?.ref?.target == other)
        // Dot segments that climb out of `$self`'s folder make a URL outside it, not the local `../other/errors.yaml`.
        #expect(pets.responses["502"]?.content["application/json"]?.schema?.ref?.target.file.hasPrefix(server.baseURL) == true)
        #expect(!server.requestedPaths.isEmpty && server.requestedPaths.allSatisfy { $0 == "/other/errors.yaml" }, "\(server.requestedPaths)")
    }

    /// Without `$self` (a 3.1 document), the same URLs are remote, and refused by default.
    @Test func withoutSelfTheURLsAreRemote() throws {
        let folder = try Self.folder(base: "https://example.com")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: folder + "/spec/petstore.yaml", encoding: .utf8).replacingOccurrences(of: "3.2.0", with: "3.1.0")
        let parsed = parse(text, path: folder + "/spec/petstore.yaml")
        #expect(parsed.diagnostics.contains { $0.id == "ref.remote" && $0.message.contains("example.com/api/openapi.yaml") })
    }

    @Test func placesOfURLs() throws {
        let identity = try #require(SelfIdentity("https://example.com/api/openapi.yaml#top", rootKey: "petstore.yaml", rootIsLocal: true))
        #expect(identity.url == "https://example.com/api/openapi.yaml")
        #expect(identity.place(of: "https://example.com/api/openapi.yaml") == .root)
        #expect(identity.place(of: "https://example.com/api/common/errors.yaml") == .besideRoot("common/errors.yaml"))
        #expect(identity.place(of: "https://example.com/api/..errors.yaml") == .besideRoot("..errors.yaml"))
        #expect(identity.place(of: "https://example.com/api/common/../errors.yaml") == .besideRoot("common/../errors.yaml"))
        #expect(identity.place(of: "https://example.com/api/../errors.yaml") == nil)
        #expect(identity.place(of: "https://example.com/api/%2E%2E/errors.yaml") == nil)
        #expect(identity.place(of: "https://example.com/api/errors?version=2") == nil)
        #expect(identity.place(of: "https://example.com/other/errors.yaml") == nil)
        #expect(identity.place(of: "https://example.org/api/errors.yaml") == nil)
        #expect(identity.isRoot(localKey: "openapi.yaml"))
        #expect(!identity.isRoot(localKey: "petstore.yaml") && !identity.isRoot(localKey: "common/openapi.yaml"))
        // A fetched root is only its own URL.
        let remote = try #require(SelfIdentity("https://example.com/api/openapi.yaml", rootKey: "https://example.com/x.yaml", rootIsLocal: false))
        #expect(remote.place(of: "https://example.com/api/openapi.yaml") == .root)
        #expect(remote.place(of: "https://example.com/api/common/errors.yaml") == nil)
        #expect(SelfIdentity("openapi.yaml", rootKey: "petstore.yaml", rootIsLocal: true) == nil)
        #expect(SelfIdentity("urn:example:api", rootKey: "petstore.yaml", rootIsLocal: true) == nil)
    }

    @Test func aRelativeSelfInAnotherFolderIsNotUsed() throws {
        let parsed = parse("""
            openapi: 3.2.0
            $self: v2/openapi.yaml
            info: {title: Self, version: "1"}
            paths: {}
            """)
        let warning = expectOne(parsed.diagnostics, id: "document.self-ignored", severity: .warning, line: 2, column: 8)
        #expect(warning?.message == "'$self' 'v2/openapi.yaml' is not an absolute http or https URL; references are read against the file's own location")
        #expect(parse("openapi: 3.2.0\n$self: openapi.yaml\ninfo: {title: Self, version: '1'}\npaths: {}\n").diagnostics.isEmpty)
    }
}
