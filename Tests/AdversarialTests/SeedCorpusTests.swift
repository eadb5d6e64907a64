import Foundation
import GeneratorDiagnostics
import OpenAPIParser
import Testing
import YAMLTree

/// The fuzzers' seed corpus (`Fuzz/Seeds`: small real descriptions, the adversarial fixtures, generated bombs)
/// through the loader and the parser, with the harnesses' main checks, so that `swift test` catches what a
/// fuzzing run would stumble on first.
@Suite("Fuzz seed corpus")
struct SeedCorpusTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func corpusIsPresent() {
        #expect(Self.files.count > 50)
    }

    @Test(arguments: files)
    func seedLoadsOrFailsWithALocatedError(file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.seeds.appendingPathComponent(file)))
        do {
            for document in try YAMLLoader.load(bytes, path: file) {
                var pending = [document]
                while let node = pending.popLast() {
                    #expect(node.mark.line >= 1 && node.mark.column >= 1)
                    pending.append(contentsOf: node.sequence ?? [])
                    pending.append(contentsOf: node.mapping?.map(\.value) ?? [])
                }
            }
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.id.hasPrefix("yaml."))
            #expect(diagnostic.location?.file == file)
            #expect((diagnostic.location?.line ?? 0) >= 1 && (diagnostic.location?.column ?? 0) >= 1)
        }
    }

    /// Parsed as the parser fuzzer does: from a folder that does not exist, so no `$ref` reads a file.
    @Test(arguments: files)
    func seedParsesOrFailsWithLocatedErrors(file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.seeds.appendingPathComponent(file)))
        let path = "/nonexistent-resourceful-seeds/\(file)"
        let collector = DiagnosticCollector()
        do {
            _ = try OpenAPIParser().parse(bytes: bytes, path: path, diagnostics: collector)
            #expect(!collector.hasErrors)
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics {
                #expect(diagnostic.severity == .error)
                #expect(diagnostic.location?.file == path, "\(diagnostic)")
                #expect(!diagnostic.description.contains("\n"))
            }
        }
    }
}
