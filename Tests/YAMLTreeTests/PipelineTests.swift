import Foundation
import GeneratorDiagnostics
import Testing
@testable import YAMLTree

/// Large texts are parsed on a second thread while the tree is built (``EventPipeline``): the tree and every error
/// must be exactly those of the single-threaded load, and an error on either side must stop both without a hang.
@Suite("Threaded event pipeline")
struct PipelineTests {
    /// The test documents copy a few nodes per alias, thousands of times.
    static let limits = LoaderLimits(maxAliasExpansions: 1_000_000)

    /// Loads `text` with the parser on a second thread (true) or on this one (false).
    static func load(_ text: String, threaded: Bool, limits: LoaderLimits = limits) throws(DiagnosticError) -> [Node] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(DiagnosticError) in
            var loader = EventLoader(context: ParseContext(path: "big.yaml"), limits: limits)
            return try loader.run(buffer, threaded: threaded)
        }
    }

    /// The diagnostics a load throws, or none.
    static func errors(_ text: String, threaded: Bool, limits: LoaderLimits = limits) -> [Diagnostic] {
        do throws(DiagnosticError) {
            _ = try load(text, threaded: threaded, limits: limits)
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// A document of many batches (`count` schemas) using every kind of event: anchors, aliases, merges, tags,
    /// every scalar style, flow and block collections, and a second document.
    static func bigDocument(count: Int) -> String {
        var text = "openapi: 3.1.0\nbase: &base {type: object, x-tag: !custom tagged}\ncomponents:\n  schemas:\n"
        for index in 0..<count {
            text += """
                Schema\(index):
                  <<: *base
                  description: "line one\\nline two \(index)"
                  title: 'single \(index)'
                  literal: |
                    block \(index)
                  folded: >
                    folded \(index)
                  required: [a, b, "\(index)"]
                  nested: &n\(index) {deep: [1, 2.5, null, true, ~]}
                  again: *n\(index)

            """
        }
        return text + "---\nsecond: document\n"
    }

    @Test func buildsTheSameTreeOnOneThreadOrTwo() throws {
        let text = Self.bigDocument(count: 3_000)
        #expect(text.utf8.count > EventPipeline.threadedMinimumBytes)
        let threaded = try Self.load(text, threaded: true)
        let inline = try Self.load(text, threaded: false)
        #expect(threaded.count == 2)
        #expect(threaded == inline)
        let last = threaded[0]["components"]?["schemas"]?["Schema2999"]
        #expect(last?["type"]?.string == "object")
        #expect(last?["x-tag"]?.scalar?.tag == "!custom")
        #expect(last?["again"]?["deep"]?.sequence?.count == 5)
        // The default picks the thread by size, and gives the same tree again.
        #expect(try YAMLLoader.load(text, path: "big.yaml", limits: Self.limits) == inline)
    }

    @Test func reportsASyntaxErrorFarIntoTheTextAtItsPlace() {
        let text = Self.bigDocument(count: 3_000) + "broken: [unclosed\n"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for threaded in [true, false] {
            let errors = Self.errors(text, threaded: threaded)
            #expect(errors.count == 1)
            #expect(errors.first?.id == YAMLDiagnosticID.syntax)
            #expect((errors.first?.location?.line ?? 0) >= lines - 1, "\(errors)")
        }
        #expect(Self.errors(text, threaded: true) == Self.errors(text, threaded: false))
    }

    @Test func stopsTheParserWhenTheTreeBuilderFails() {
        // A duplicate key near the start: the builder throws while the parser still has most of the text to go.
        let duplicate = "early: {a: 1, a: 2}\n" + Self.bigDocument(count: 3_000).replacingOccurrences(of: "---", with: "")
        let errors = Self.errors(duplicate, threaded: true)
        #expect(errors.map(\.id) == [YAMLDiagnosticID.duplicateKey])
        #expect(errors.first?.location?.line == 1)
        // Too deep, and an unknown alias: both found by the builder, in the middle of the text.
        let deep = Self.bigDocument(count: 1_500) + "deep: " + String(repeating: "[", count: 50) + "\n"
        let shallow = LoaderLimits(maxAliasExpansions: 1_000_000, maxDepth: 20)
        #expect(Self.errors(deep, threaded: true, limits: shallow).map(\.id) == [YAMLDiagnosticID.depthLimit])
        let unknown = Self.bigDocument(count: 1_500) + "late: *nowhere\n"
        #expect(Self.errors(unknown, threaded: true).map(\.id) == [YAMLDiagnosticID.unknownAlias])
    }

    @Test func reportsTheFirstProblemInTextOrder() {
        // The builder's duplicate key comes before the parser's syntax error, on either path.
        let body = Self.bigDocument(count: 3_000).replacingOccurrences(of: "---", with: "") + "broken: [unclosed\n"
        let early = "early: {a: 1, a: 2}\n" + body
        #expect(Self.errors(early, threaded: true).map(\.id) == [YAMLDiagnosticID.duplicateKey])
        #expect(Self.errors(early, threaded: false).map(\.id) == [YAMLDiagnosticID.duplicateKey])
        // The root mapping's duplicate is only known when the root ends, after the syntax error: on either path.
        let late = "a: 1\na: 2\n" + body
        #expect(Self.errors(late, threaded: true).map(\.id) == [YAMLDiagnosticID.syntax])
        #expect(Self.errors(late, threaded: false).map(\.id) == [YAMLDiagnosticID.syntax])
    }

    @Test func loadsManyLargeTextsAtOnce() async throws {
        // Every load starts and joins its own parser thread; none may wait on another.
        let text = Self.bigDocument(count: 2_000)
        let expected = try Self.load(text, threaded: false)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 { group.addTask { try YAMLLoader.load(text, path: "big.yaml", limits: Self.limits) == expected } }
            for try await same in group { #expect(same) }
        }
    }
}
