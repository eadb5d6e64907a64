import Foundation
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import TestSupport
import Testing

/// `--allow-remote-refs`: `http(s)` references fetched from a real server on loopback.
@Suite struct RemoteReferenceTests {
    static let schemas = """
        Pet:
          type: object
          properties:
            name: {type: string}
            tag: {$ref: 'common.yaml#/Tag'}
        """
    static let common = """
        Tag:
          type: object
          properties:
            label: {type: string}
        """

    static func root(_ base: String, _ path: String) -> String {
        """
        openapi: 3.0.0
        info: {title: Remote, version: "1"}
        components:
          schemas:
            Pet:
              $ref: '\(base)\(path)#/Pet'
            Other:
              $ref: '\(base)\(path)#/Pet'
        """
    }

    static var allowed: ParserOptions {
        var options = ParserOptions()
        options.allowRemoteReferences = true
        options.remoteTimeout = 2
        return options
    }

    /// A remote file, and a relative reference inside it, read against its URL; each fetched once.
    @Test func fetchesRemoteFilesAndTheirRelativeReferences() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/specs/schemas.yaml": .init(body: Self.schemas), "/specs/common.yaml": .init(body: Self.common),
        ])
        defer { server.stop() }
        let parsed = parse(Self.root(server.baseURL, "/specs/schemas.yaml"), options: Self.allowed)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()

        let petTarget = ReferenceTarget(file: server.baseURL + "/specs/schemas.yaml", pointer: JSONPointer(["Pet"]))
        #expect(document.componentSchemas["Pet"]?.ref?.target == petTarget)
        let pet = try #require(document.schemas[petTarget])
        #expect(pet.properties.keys == ["name", "tag"])
        let tagTarget = try #require(pet.properties["tag"]?.ref?.target)
        #expect(tagTarget == ReferenceTarget(file: server.baseURL + "/specs/common.yaml", pointer: JSONPointer(["Tag"])))
        #expect(document.schemas[tagTarget]?.properties.keys == ["label"])
        #expect(server.requestedPaths == ["/specs/schemas.yaml", "/specs/common.yaml"])
    }

    /// A URL with dot segments names the file it resolves to (RFC 3986, 5.2), fetched once under one key.
    @Test func dotSegmentsNameTheSameRemoteFile() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/specs/schemas.yaml": .init(body: Self.schemas), "/specs/common.yaml": .init(body: Self.common),
        ])
        defer { server.stop() }
        let root = Self.root(server.baseURL, "/specs/schemas.yaml")
            .replacingOccurrences(of: "Other:\n      $ref: '\(server.baseURL)/specs/",
                                  with: "Other:\n      $ref: '\(server.baseURL)/specs/./old/../")
        #expect(root.contains("/specs/./old/../schemas.yaml#/Pet"))
        let parsed = parse(root, options: Self.allowed)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        let petTarget = ReferenceTarget(file: server.baseURL + "/specs/schemas.yaml", pointer: JSONPointer(["Pet"]))
        #expect(document.componentSchemas["Other"]?.ref?.target == petTarget)
        #expect(server.requestedPaths == ["/specs/schemas.yaml", "/specs/common.yaml"])
    }

    /// A status other than 2xx is an error at the reference, reported once for the file.
    @Test func reportsAnHTTPErrorStatusAtTheReference() throws {
        let server = try LoopbackHTTPServer(routes: [:])
        defer { server.stop() }
        let parsed = parse(Self.root(server.baseURL, "/missing.yaml"), options: Self.allowed)
        let error = expectOne(parsed.diagnostics, id: "ref.fetch-failed", severity: .error, line: 6, column: 7)
        #expect(error?.message == "remote reference '\(server.baseURL)/missing.yaml' could not be fetched: HTTP status 404")
        #expect(server.requestedPaths == ["/missing.yaml"])
    }

    /// A root document given as a URL is fetched; its relative references are read against the URL, so they are
    /// remote, and fetched only when remote references are allowed.
    @Test func fetchesARootDocumentGivenAsAURL() throws {
        let root = """
            openapi: 3.0.0
            info: {title: Remote root, version: "1"}
            paths: {}
            components:
              schemas:
                Pet: {$ref: 'schemas.yaml#/Pet'}
            """
        let server = try LoopbackHTTPServer(routes: [
            "/specs/openapi.yaml": .init(body: root), "/specs/schemas.yaml": .init(body: Self.schemas),
            "/specs/common.yaml": .init(body: Self.common),
        ])
        defer { server.stop() }
        func decode(_ url: String, _ options: ParserOptions) -> Parsed {
            let collector = DiagnosticCollector()
            let document = try? OpenAPIParser(options: options).decode(fileAt: url, diagnostics: collector).document
            return Parsed(document: document, diagnostics: collector.diagnostics)
        }
        let allowed = decode(server.baseURL + "/specs/openapi.yaml", Self.allowed)
        #expect(allowed.diagnostics.isEmpty, "\(allowed.diagnostics)")
        let document = try allowed.require()
        #expect(document.rootFile == server.baseURL + "/specs/openapi.yaml")
        #expect(document.componentSchemas["Pet"]?.ref?.target.file == server.baseURL + "/specs/schemas.yaml")

        var refused = ParserOptions()
        refused.remoteTimeout = 2
        let withoutFlag = decode(server.baseURL + "/specs/openapi.yaml", refused)
        // Without it, the schema is kept as any JSON, with a warning at the reference in the fetched document.
        #expect(withoutFlag.diagnostics.map(\.id) == ["ref.remote"], "\(withoutFlag.diagnostics)")
        #expect(withoutFlag.diagnostics.first?.severity == .warning)
        #expect(withoutFlag.diagnostics.first?.location?.file == server.baseURL + "/specs/openapi.yaml")

        // A URL with dot segments is known by the URL it resolves to.
        let dotted = decode(server.baseURL + "/specs/old/../openapi.yaml", Self.allowed)
        #expect(try dotted.require().rootFile == server.baseURL + "/specs/openapi.yaml")

        let missing = decode(server.baseURL + "/specs/nothing.yaml", refused)
        #expect(missing.document == nil)
        #expect(missing.errors.map(\.message) == ["cannot fetch '\(server.baseURL)/specs/nothing.yaml': HTTP status 404"])
    }

    /// A server slower than `remoteTimeout` gives an error, not a hang.
    @Test func givesUpOnASlowServer() throws {
        let server = try LoopbackHTTPServer(routes: ["/slow.yaml": .init(body: Self.schemas, delay: 5)])
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let parsed = parse(Self.root(server.baseURL, "/slow.yaml"), options: Self.allowed)
        #expect(clock.now - start < .seconds(4.5))
        let error = expectOne(parsed.diagnostics, id: "ref.fetch-failed", severity: .error, line: 6, column: 7)
        #expect(error?.message.hasPrefix("remote reference '\(server.baseURL)/slow.yaml' could not be fetched: ") == true)
    }

    /// A server stopped while its thread still answers a slow request does not go on to serve the connections of a
    /// server started after it (which may be given the same socket number): both files come from the new server.
    @Test func aStoppedServerLeavesTheNextServerAlone() throws {
        let slow = try LoopbackHTTPServer(routes: ["/slow.yaml": .init(body: Self.schemas, delay: 3)])
        _ = parse(Self.root(slow.baseURL, "/slow.yaml"), options: Self.allowed)  // gives up after 2 s
        slow.stop()
        let server = try LoopbackHTTPServer(routes: [
            "/specs/schemas.yaml": .init(body: Self.schemas), "/specs/common.yaml": .init(body: Self.common),
        ])
        defer { server.stop() }
        Thread.sleep(forTimeInterval: 1.5)  // the slow server's thread has answered by now
        let parsed = parse(Self.root(server.baseURL, "/specs/schemas.yaml"), options: Self.allowed)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(server.requestedPaths == ["/specs/schemas.yaml", "/specs/common.yaml"])
    }
}
