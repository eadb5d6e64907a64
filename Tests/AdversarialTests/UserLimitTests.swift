import Foundation
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing
import YAMLTree

/// The resource limits a user can raise, seen through the OpenAPI parser as the generator uses it: each limit,
/// exceeded, gives a located error naming the limit and its option (`--max-input-size`, `--max-depth`,
/// `--max-alias-expansions`, `--max-files`); the same input passes with the limit raised.
@Suite("Limits the user can raise")
struct UserLimitTests {
    static let header = "openapi: 3.0.3\ninfo: {title: Limits, version: '1'}\npaths: {}\n"

    /// The error of a parse that must fail, checked to be located in `path` and to name `option`.
    func limitError(
        _ outcome: (document: Document?, error: DiagnosticError?, diagnostics: [Diagnostic]),
        id: String, option: String, file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        #expect(outcome.document == nil, sourceLocation: sourceLocation)
        let diagnostic = outcome.error?.diagnostics.first
        #expect(outcome.error?.diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(diagnostic?.id == id, "\(String(describing: diagnostic))", sourceLocation: sourceLocation)
        #expect(diagnostic?.message.contains(option) == true, "\(String(describing: diagnostic))", sourceLocation: sourceLocation)
        #expect(diagnostic?.location?.file == file, sourceLocation: sourceLocation)
        return diagnostic
    }

    @Test func inputSize() throws {
        let text = Self.header + "x-padding: '" + String(repeating: "p", count: 100_000) + "'\n"
        let size = text.utf8.count
        let refused = limitError(
            parseText(text, limits: LoaderLimits(maxInputBytes: 50_000)),
            id: "yaml.size-limit", option: "--max-input-size", file: "generated.yaml")
        #expect(refused?.location?.line == 1)
        #expect(refused?.message.contains("maximum of 50000") == true)
        #expect(parseText(text, limits: LoaderLimits(maxInputBytes: size)).document != nil)
    }

    @Test func depth() throws {
        let text = Self.header + "x-deep: " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60) + "\n"
        let refused = limitError(
            parseText(text, limits: LoaderLimits(maxDepth: 50)),
            id: "yaml.depth-limit", option: "--max-depth", file: "generated.yaml")
        #expect(refused?.location?.line == 4)
        #expect(refused?.location?.column == 58)  // the 50th '[' after the root mapping: column 9 + 49
        #expect(refused?.message.contains("maximum nesting depth 50 exceeded") == true)
        #expect(parseText(text, limits: LoaderLimits(maxDepth: 61)).document != nil)
    }

    @Test func aliasExpansions() throws {
        let text = Self.header + "x-lol:\n" + ResourceLimitTests.laughs(levels: 4)
            .split(separator: "\n").map { "  \($0)\n" }.joined()
        let refused = limitError(
            parseText(text, limits: LoaderLimits(maxAliasExpansions: 100)),
            id: "yaml.alias-limit", option: "--max-alias-expansions", file: "generated.yaml")
        #expect(refused?.location?.line == 7)  // `b` copies 90 nodes, the first alias of `c` 91 more
        #expect(refused?.message.contains("maximum alias expansion of 100 nodes") == true)
        let document = try #require(parseText(text, limits: LoaderLimits(maxAliasExpansions: 8_289)).document)
        #expect(document.extensions["x-lol"] != nil)
    }

    /// A chain of four files (root, a, b, c): with `--max-files 3` the reference to the fourth is refused where
    /// it is written, in `b.yaml`; with 4 the chain resolves.
    @Test func files() throws {
        let refused = limitError(
            parseFixture("chain/openapi.yaml", options: ParserOptions(maxFiles: 3)),
            id: "ref.file-limit", option: "--max-files", file: Fixtures.path("openapi/chain/b.yaml"))
        #expect(refused?.location?.line == 2)
        #expect(refused?.location?.column == 3)
        #expect(refused?.message.contains("more than 3 files") == true)

        let outcome = parseFixture("chain/openapi.yaml", options: ParserOptions(maxFiles: 4))
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        #expect(document.filesRead == 4)
        #expect(document.operations.first?.responses["200"]?.description == "found at the end of the chain")
    }

    /// Limits are checked in every file a reference reads, not only the root: an alias bomb in a referenced file
    /// is stopped there and located there.
    @Test func limitsApplyToReferencedFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("resourceful-adversarial-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = directory.appendingPathComponent("openapi.yaml")
        let bomb = directory.appendingPathComponent("bomb.yaml")
        try Data((Self.header + "x-bomb: {$ref: 'bomb.yaml#/e'}\n").utf8).write(to: root)
        try Data(ResourceLimitTests.laughs(levels: 5).utf8).write(to: bomb)

        let collector = DiagnosticCollector()
        #expect(throws: DiagnosticError.self) {
            try OpenAPIParser().parse(fileAt: root.path, diagnostics: collector)
        }
        let diagnostic = collector.errors.first
        #expect(diagnostic?.id == "yaml.alias-limit")
        #expect(diagnostic?.location?.file.hasSuffix("bomb.yaml") == true, "\(String(describing: diagnostic))")
        #expect(diagnostic?.location?.line == 5)

        let raised = OpenAPIParser(limits: LoaderLimits(maxAliasExpansions: 100_000))
        #expect(try raised.parse(fileAt: root.path, diagnostics: DiagnosticCollector()).extensions["x-bomb"] != nil)
    }
}
