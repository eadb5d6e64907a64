import Foundation
import GeneratorDiagnostics
import OpenAPIModel
@testable import OpenAPIParser
import Testing

/// Files a document names that are not what a reference should read: links out of the root's folder, devices, files
/// over the input size limit.
@Suite struct FileSafetyTests {
    /// A root `spec/api/openapi.yaml` in a temporary folder, with links beside it: `s.yaml` to a file outside,
    /// `zero.yaml` to `/dev/zero`, `in.yaml` to `../inside.yaml` (inside the root folder's parent), `dir` to a
    /// folder outside.
    struct Tree: ~Copyable {
        let base: String
        let outside: String
        var root: String { base + "/spec/api/openapi.yaml" }

        init() throws {
            let files = FileManager.default
            base = files.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
            outside = files.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString).yaml").path
            try files.createDirectory(atPath: base + "/spec/api", withIntermediateDirectories: true)
            try "Secret: {type: string, description: outside the root}\n".write(toFile: outside, atomically: true, encoding: .utf8)
            try "Inside: {type: integer}\n".write(toFile: base + "/spec/inside.yaml", atomically: true, encoding: .utf8)
            try files.createSymbolicLink(atPath: base + "/spec/api/s.yaml", withDestinationPath: outside)
            try files.createSymbolicLink(atPath: base + "/spec/api/zero.yaml", withDestinationPath: "/dev/zero")
            try files.createSymbolicLink(atPath: base + "/spec/api/in.yaml", withDestinationPath: "../inside.yaml")
            try files.createDirectory(atPath: outside + ".d", withIntermediateDirectories: true)
            try "X: {type: string}\n".write(toFile: outside + ".d/x.yaml", atomically: true, encoding: .utf8)
            try files.createSymbolicLink(atPath: base + "/spec/api/dir", withDestinationPath: outside + ".d")
        }

        deinit {
            try? FileManager.default.removeItem(atPath: base)
            try? FileManager.default.removeItem(atPath: outside)
            try? FileManager.default.removeItem(atPath: outside + ".d")
        }
    }

    static let document = """
        openapi: 3.0.0
        info: {title: Links, version: "1"}
        components:
          schemas:
            A: {$ref: 's.yaml#/Secret'}
            B: {$ref: 'zero.yaml#/X'}
            C: {$ref: 'in.yaml#/Inside'}
            D: {$ref: 'dir/x.yaml#/X'}
        """

    @Test("A link inside the root's folder to a file outside it is refused as that file would be")
    func refusesLinksOutOfTheRootFolder() throws {
        let tree = try Tree()
        let parsed = parse(Self.document, path: tree.root)
        #expect(parsed.diagnostics.map(\.id) == ["ref.outside-root", "ref.outside-root", "ref.outside-root"], "\(parsed.diagnostics)")
        #expect(parsed.diagnostics.map { $0.location?.line } == [5, 6, 8])
        // The link that stays inside is read.
        let document = try #require(parsed.document)
        #expect(document.schemas[ReferenceTarget(file: "in.yaml", pointer: JSONPointer(["Inside"]))]?.types == [.integer])
    }

    @Test("A device is not read, even where files outside the root are allowed")
    func refusesDevices() throws {
        let tree = try Tree()
        var options = ParserOptions()
        options.allowReferencesOutsideRoot = true
        let parsed = parse(Self.document, path: tree.root, options: options)
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.unreadable-file", severity: .error, line: 6, column: 9)
        #expect(diagnostic?.message == "referenced file 'zero.yaml' cannot be read: it is not a regular file")
        #expect(parsed.diagnostics.count == 1, "\(parsed.diagnostics)")
    }

    /// A file over the input size limit is refused from its size, before any byte is read: a sparse file of 1 TiB,
    /// which holding in memory would crash the generator, as the root and as a referenced file, gives the loader's
    /// located `yaml.size-limit` error with its real size.
    @Test("A file over the size limit is refused before it is read")
    func refusesFilesOverTheLimitUnread() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let huge = folder + "/huge.yaml"
        let size = 1 << 40
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        #expect(FileReader.read(huge, maxBytes: 64 << 20) == .failure(.tooLarge(size)))

        let message = "input is \(size) bytes, more than the maximum of \(64 << 20); raise it with --max-input-size"
        let collector = DiagnosticCollector()
        #expect(throws: DiagnosticError.self) { try OpenAPIParser().parse(fileAt: huge, diagnostics: collector) }
        let rootError = expectOne(collector.diagnostics, id: "yaml.size-limit", line: 1, column: 1, file: "huge.yaml")
        #expect(rootError?.message == message)

        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Huge, version: "1"}
            components:
              schemas:
                A: {$ref: 'huge.yaml#/A'}
            """, path: folder + "/openapi.yaml")
        let referenceError = expectOne(parsed.diagnostics, id: "yaml.size-limit", line: 1, column: 1, file: "huge.yaml")
        #expect(referenceError?.message == message)
    }
}
