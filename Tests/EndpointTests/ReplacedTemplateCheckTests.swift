import ClientIR
import ClientRenderer
import Foundation
import Testing

/// A replacement `Endpoint.mustache` written before a key it must use existed is named in a warning, when the
/// document needs the key; the built-in template, or a document without what the key declares, gives none.
@Suite("Replacement templates missing a key")
struct ReplacedTemplateCheckTests {
    static let yaml = document(paths: """
          /items:
            get:
              operationId: listItems
              responses:
                '204': {description: ok}
                '429':
                  description: Slow down.
                  headers: {Retry-After: {schema: {type: integer}}}
          /events:
            get:
              operationId: watch
              responses:
                '200': {description: Events., content: {text/event-stream: {schema: {type: string}}}}
        """)

    /// A templates folder holding `Endpoint.mustache` as built in, without the lines that name `key`.
    func folder(without keys: [String]) throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates/Endpoint.mustache")
        let text = try String(contentsOf: root, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { line in !keys.contains { line.contains($0) } }.joined(separator: "\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("old-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Endpoint.mustache"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func warnsAboutEachKeyTheDocumentNeeds() throws {
        let model = try Translated(Self.yaml).model
        let old = try folder(without: ["failureOutputs", "decodesRequests"])
        defer { try? FileManager.default.removeItem(at: old) }
        var options = RenderOptions()
        options.templatesDirectory = old.path
        let client = ReplacedTemplateCheck.warnings(for: model, options: options)
        #expect(client.map(\.id) == ["template.missing-key"])
        #expect(client.first?.message.contains("does not use 'failureOutputs'") == true, "\(client)")
        #expect(client.first?.message.contains("for 1 operation of this document") == true, "\(client)")
        #expect(client.first?.location?.file == old.path + "/Endpoint.mustache")
        options.server = true
        let server = ReplacedTemplateCheck.warnings(for: model, options: options)
        #expect(server.map { $0.message.contains("'decodesRequests'") } == [false, true])
    }

    @Test func countsAKeyUsedInAPartialOfTheReplacement() throws {
        let model = try Translated(Self.yaml).model
        let folder = try folder(without: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The lines that use `failureOutputs` move to a partial of the user's own, in a subfolder.
        let endpoint = folder.appendingPathComponent("Endpoint.mustache")
        let lines = try String(contentsOf: endpoint, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.contains("failureOutputs") })
        let last = try #require(lines.lastIndex { $0.contains("failureOutputs") })
        let moved = lines[first...last]
        let kept = lines[..<first] + ["{{> Mine/Failures }}"] + lines[(last + 1)...]
        try kept.joined(separator: "\n").write(to: endpoint, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Mine"), withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent("Mine/Failures.mustache")
        try moved.joined(separator: "\n").write(to: partial, atomically: true, encoding: .utf8)
        var options = RenderOptions()
        options.templatesDirectory = folder.path
        #expect(ReplacedTemplateCheck.warnings(for: model, options: options).isEmpty)
        // Without the partial's file, the key is used nowhere.
        try FileManager.default.removeItem(at: partial)
        #expect(ReplacedTemplateCheck.warnings(for: model, options: options).map(\.id) == ["template.missing-key"])
    }

    @Test func staysSilentWithTheBuiltInTemplateOrWhenNothingNeedsTheKey() throws {
        let model = try Translated(Self.yaml).model
        let current = try folder(without: [])
        defer { try? FileManager.default.removeItem(at: current) }
        var options = RenderOptions()
        options.server = true
        options.templatesDirectory = current.path
        #expect(ReplacedTemplateCheck.warnings(for: model, options: options).isEmpty)
        let old = try folder(without: ["failureOutputs", "decodesRequests"])
        defer { try? FileManager.default.removeItem(at: old) }
        options.templatesDirectory = old.path
        let plain = try Translated(document(paths: """
              /items:
                get:
                  operationId: listItems
                  responses: {'204': {description: ok}}
            """)).model
        #expect(ReplacedTemplateCheck.warnings(for: plain, options: options).isEmpty)
        options.templatesDirectory = nil
        #expect(ReplacedTemplateCheck.warnings(for: model, options: options).isEmpty)
    }
}
