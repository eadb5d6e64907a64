import Foundation
import GeneratorDiagnostics
import OpenAPIModel
@testable import OpenAPIParser
import Testing
import YAMLTree

/// Multi-file documents are read ahead by ``FilePrefetcher``: it may only read what the decoder may read, and
/// whatever it does, the decoder's results and reports are those of a plain sequential read.
@Suite("Prefetching referenced files")
struct PrefetchTests {
    /// A fresh folder holding `files` (relative path -> text); returns its path.
    static func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("prefetch-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static let header = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\n"

    @Test func readsOnlyLocalFilesTheDecoderMayRead() throws {
        let base = try Self.folder([
            "outside.yaml": "type: string\n",
            "a/sibling/shared.yaml": "type: string\n",
            "a/b/inside.yaml": "next: {$ref: 'deeper/more.yaml'}\n",
            "a/b/deeper/more.yaml": "type: integer\n",
            "a/b/encoded name.yaml": "type: boolean\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let text = """
            refs:
              - $ref: inside.yaml#/next
              - $ref: ../sibling/shared.yaml
              - $ref: ../../outside.yaml
              - $ref: /etc/hostname
              - $ref: https://example.com/remote.yaml
              - $ref: 'encoded%20name.yaml'
              - $ref: '#/local'
              - $ref: missing.yaml
            """
        let root = try YAMLLoader.loadFirst(text, path: "root.yaml")
        let prefetcher = FilePrefetcher(rootAbsoluteFolder: base + "/a/b", options: ParserOptions(), limits: .init())
        defer { prefetcher.stop() }
        prefetcher.scan(root, key: "openapi.yaml", source: Array(text.utf8))
        let read = prefetcher.waitUntilIdle()
        #expect(Set(read) == ["inside.yaml", "../sibling/shared.yaml", "encoded name.yaml", "missing.yaml", "deeper/more.yaml"])
        #expect(prefetcher.take("deeper/more.yaml")?.document.root["type"]?.string == "integer")
        #expect(prefetcher.take("missing.yaml") == nil)  // left to the decoder, which reports it
        #expect(prefetcher.take("../../outside.yaml") == nil)
    }

    @Test func followsOutsideTheRootOnlyWhenAllowed() throws {
        let base = try Self.folder(["outside.yaml": "type: string\n"])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let text = "$ref: ../../outside.yaml\n"
        let root = try YAMLLoader.loadFirst(text, path: "root.yaml")
        let prefetcher = FilePrefetcher(
            rootAbsoluteFolder: base + "/a/b", options: ParserOptions(allowReferencesOutsideRoot: true), limits: .init())
        defer { prefetcher.stop() }
        prefetcher.scan(root, key: "openapi.yaml", source: Array(text.utf8))
        #expect(prefetcher.waitUntilIdle() == ["../../outside.yaml"])
    }

    @Test func reportsABrokenFileOnceAtItsOwnPlace() throws {
        var files = ["openapi.yaml": Self.header + "paths:\n"]
        for index in 0..<40 {
            files["openapi.yaml"]! += "  /p\(index): {$ref: 'paths/p\(index).yaml'}\n"
            files["paths/p\(index).yaml"] = index == 17
                ? "get:\n  responses: {'200': {description: [unclosed\n"
                : "get:\n  operationId: op\(index)\n  responses: {'200': {$ref: '../responses.yaml'}}\n"
        }
        files["responses.yaml"] = "description: OK\n"
        let base = try Self.folder(files)
        defer { try? FileManager.default.removeItem(atPath: base) }
        let collector = DiagnosticCollector()
        let outcome = try OpenAPIParser().decode(fileAt: base + "/openapi.yaml", diagnostics: collector)
        let errors = collector.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.id == YAMLDiagnosticID.syntax)
        #expect(errors.first?.location?.file.hasSuffix("paths/p17.yaml") == true)
        #expect(outcome.document.paths.count == 39)
        // Read in the decoder's order, each once, whatever the prefetcher did.
        #expect(outcome.document.sourceFiles.first == "openapi.yaml")
        #expect(outcome.document.sourceFiles.count == 42)
        #expect(Set(outcome.document.sourceFiles).count == 42)
    }

    @Test func filesNamedOnlyInLiteralDataAreNotPartOfTheDocument() throws {
        let base = try Self.folder([
            "openapi.yaml": Self.header + """
                paths: {}
                components:
                  schemas:
                    Pet:
                      type: object
                      example: {$ref: 'example.yaml'}
                """,
            "example.yaml": "name: Rex\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: base) }
        let outcome = try OpenAPIParser().decode(fileAt: base + "/openapi.yaml", diagnostics: DiagnosticCollector())
        #expect(outcome.document.sourceFiles == ["openapi.yaml"])
        #expect(outcome.errors.isEmpty)
    }
}
