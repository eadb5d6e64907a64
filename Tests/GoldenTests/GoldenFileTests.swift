import Foundation
import GeneratorCore
import GeneratorDiagnostics
import Testing

/// Golden files: every spec in `Specs/` generated in memory and compared byte for byte with
/// `Tests/GoldenTests/Expected/<spec>/`. Record new expectations with `RECORD_GOLDEN=1 swift test --filter GoldenTests`
/// and review the diff; never edit an expected file by hand.
@Suite("Golden files for Specs/")
struct GoldenFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
    static let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"

    static var specs: [String] {
        let folder = root.appendingPathComponent("Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            ["openapi.yaml", "openapi.yml", "openapi.json"].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).appendingPathComponent($0).path) }
        }.sorted()
    }

    static func specFile(_ name: String) -> String {
        let folder = root.appendingPathComponent("Specs").appendingPathComponent(name)
        return ["openapi.yaml", "openapi.yml", "openapi.json"].map { folder.appendingPathComponent($0).path }
            .first { FileManager.default.fileExists(atPath: $0) }!
    }

    @Test(arguments: specs)
    func generatedFilesMatchGoldenFiles(spec: String) throws {
        let diagnostics = DiagnosticCollector()
        let result = try Generator().run(specAt: Self.specFile(spec), diagnostics: diagnostics)
        #expect(diagnostics.errors.isEmpty)
        let folder = Self.expected.appendingPathComponent(spec)
        if Self.record {
            try? FileManager.default.removeItem(at: folder)
            for file in result.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        let expectedFiles = Set((FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") })
        #expect(Set(result.files.map(\.path)) == expectedFiles, "file list changed; record with RECORD_GOLDEN=1 and review")
        for file in result.files {
            let expected = try? String(contentsOf: folder.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == expected, "\(spec)/\(file.path) differs from its golden file")
        }
    }

    /// The built-in templates given as replacements are rendered by swift-mustache, not by the interpreter: both
    /// engines must write the same files (endpoints, response enums and their output structs, webhooks, and the
    /// partials they share, included), also with the options that add code (server code and validation).
    @Test(arguments: specs, [false, true])
    func theBuiltInTemplatesRenderTheSameThroughSwiftMustache(spec: String, withOptions: Bool) throws {
        var options = GeneratorConfiguration()
        options.renderer.server = withOptions
        options.translator.validation = withOptions
        let builtIn = try Generator(configuration: options).run(specAt: Self.specFile(spec), diagnostics: DiagnosticCollector())
        var configuration = options
        configuration.renderer.templatesDirectory = Self.root.appendingPathComponent("Templates").path
        let replaced = try Generator(configuration: configuration).run(specAt: Self.specFile(spec), diagnostics: DiagnosticCollector())
        #expect(builtIn.files.map(\.path) == replaced.files.map(\.path))
        for (a, b) in zip(builtIn.files, replaced.files) {
            #expect(a.contents == b.contents, "\(spec)/\(a.path)")
        }
    }

    @Test(arguments: specs)
    func generationIsDeterministic(spec: String) throws {
        let first = try Generator().run(specAt: Self.specFile(spec), diagnostics: DiagnosticCollector())
        let second = try Generator().run(specAt: Self.specFile(spec), diagnostics: DiagnosticCollector())
        #expect(first.files == second.files)
    }
}
