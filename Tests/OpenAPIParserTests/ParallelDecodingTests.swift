import Foundation
import GeneratorDiagnostics
import OpenAPIModel
@testable import OpenAPIParser
import Testing

/// Large `components.schemas` and `paths` are decoded on two threads; the document and the diagnostics must be those
/// of one thread, and the second thread must give up wherever its part could come out differently.
@Suite("Decoding schemas and paths on two threads")
struct ParallelDecodingTests {
    /// A document of `count` paths `/p0`, `/p1`... each with a GET `op<i>` answering the shared response `Ok`.
    /// `operations[i]` adds lines to operation `i` (indented 6 spaces), `items[i]` replaces path item `i`.
    /// `schemaCount` component schemas `S0`, `S1`... follow `Thing`; `schemas[i]` replaces the text of schema `i`.
    static func document(
        count: Int = 60, operations: [Int: String] = [:], items: [Int: String] = [:], schemaCount: Int = 0,
        schemas: [Int: String] = [:], extra: String = ""
    ) -> String {
        var text = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths:\n"
        for index in 0..<count {
            text += "  /p\(index):\n"
            if let item = items[index] {
                text += "    \(item)\n"
                continue
            }
            text += "    get:\n      operationId: op\(index)\n"
            text += "      responses:\n        '200': {$ref: '#/components/responses/Ok'}\n"
            if let lines = operations[index] { text += "      \(lines)\n" }
        }
        text += """
            components:
              responses:
                Ok:
                  description: ok
                  headers: [1]
                  content:
                    application/json:
                      schema: {$ref: '#/components/schemas/Thing'}
              schemas:
                Thing: {type: object, properties: {a: {type: string}}}

            """
        for index in 0..<schemaCount {
            text += "    S\(index): \(schemas[index] ?? "{type: object, properties: {a: {type: string}}}")\n"
        }
        return text + extra
    }

    /// What one decode gave: the outcome and every diagnostic, sorted.
    struct Decoded {
        var outcome: OpenAPIParser.Outcome?
        var diagnostics: [Diagnostic]
    }

    static func decode(_ text: String, path: String, parallel: Bool) -> Decoded {
        var options = ParserOptions()
        options.parallelDecodingMinimum = parallel ? 48 : .max
        let collector = DiagnosticCollector()
        let outcome = try? OpenAPIParser(options: options).decode(bytes: Array(text.utf8), path: path, diagnostics: collector)
        return Decoded(outcome: outcome, diagnostics: collector.diagnostics)
    }

    /// Decodes `text` on two threads and on one, checks that both give the same, and returns what two threads did.
    @discardableResult
    static func expectSameAsOneThread(
        _ text: String, path: String = fixtures + "/refs/inline.yaml",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (SpeculativeOutcome, Decoded) {
        let two = decode(text, path: path, parallel: true)
        let one = decode(text, path: path, parallel: false)
        #expect(one.outcome?.parallelParts == ParallelParts(), sourceLocation: sourceLocation)
        let parallel = try #require(two.outcome, sourceLocation: sourceLocation)
        let serial = try #require(one.outcome, sourceLocation: sourceLocation)
        let (a, b) = (parallel.document, serial.document)
        #expect(a.paths.keys == b.paths.keys, sourceLocation: sourceLocation)
        #expect(a.paths.values == b.paths.values, sourceLocation: sourceLocation)
        #expect(a.schemaOrder == b.schemaOrder, sourceLocation: sourceLocation)
        #expect(a.schemas == b.schemas, sourceLocation: sourceLocation)
        #expect(a.componentSchemas.values == b.componentSchemas.values, sourceLocation: sourceLocation)
        #expect(a.sourceFiles == b.sourceFiles, sourceLocation: sourceLocation)
        #expect(two.diagnostics == one.diagnostics, sourceLocation: sourceLocation)
        #expect(parallel.errors == serial.errors, sourceLocation: sourceLocation)
        return (parallel.parallelParts.paths, two)
    }

    @Test func sharesTheWorkAndGivesWhatOneThreadGives() throws {
        // The second half repeats an operationId of the first, and names schemas outside `components` in another
        // order than the first half: the warning and the schema order must be those of one thread.
        let text = Self.document(
            operations: [
                10: "parameters: [{name: q, in: query, schema: {$ref: '#/x-defs/C'}}]",
                45: "parameters: [{name: q, in: query, schema: {$ref: '#/x-defs/B'}}]",
                50: "parameters: [{name: q, in: query, schema: {$ref: '#/x-defs/A'}}]",
            ],
            items: [52: "get: {operationId: op7, responses: {'200': {$ref: '#/components/responses/Ok'}}}"],
            extra: "x-defs:\n  A: {type: string}\n  B: {type: integer}\n  C: {type: boolean}\n")
        let (mode, decoded) = try Self.expectSameAsOneThread(text)
        #expect(mode == .adopted)
        let document = try #require(decoded.outcome?.document)
        #expect(document.paths.count == 60)
        #expect(document.schemaOrder.map(\.pointer.description) == [
            "#/components/schemas/Thing", "#/x-defs/C", "#/x-defs/B", "#/x-defs/A",
        ])
        // One warning for the shared response, met in both halves; one for the repeated operationId.
        #expect(decoded.diagnostics.filter { $0.id == ParserDiagnosticID.wrongType }.count == 1)
        let duplicate = try #require(decoded.diagnostics.first { $0.id == ParserDiagnosticID.duplicateOperationID })
        #expect(duplicate.pointer == "#/paths/~1p52/get/operationId")
    }

    @Test func componentSchemasAreSharedToo() throws {
        // The second half of the schemas names schemas outside `components`, refers back and forth, and has a
        // problem that the first half has too: order, targets and warnings must be those of one thread.
        let text = Self.document(
            operations: [10: "parameters: [{name: q, in: query, schema: {$ref: '#/x-defs/D'}}]"],
            schemaCount: 60,
            schemas: [
                5: "{type: object, properties: {c: {$ref: '#/x-defs/C'}, bad: {type: [1]}}}",
                45: "{type: object, properties: {b: {$ref: '#/x-defs/B'}, bad: {type: [1]}}}",
                50: "{type: object, properties: {a: {$ref: '#/x-defs/A'}, c: {$ref: '#/x-defs/C'}}}",
                52: "{type: object, properties: {later: {$ref: '#/components/schemas/S58'}, earlier: {$ref: '#/components/schemas/S3'}}}",
            ],
            extra: "x-defs:\n  A: {type: string}\n  B: {type: integer}\n  C: {type: boolean}\n  D: {type: number}\n")
        let two = Self.decode(text, path: fixtures + "/refs/inline.yaml", parallel: true)
        #expect(two.outcome?.parallelParts == ParallelParts(componentSchemas: .adopted, paths: .adopted))
        let (_, decoded) = try Self.expectSameAsOneThread(text)
        let order = try #require(decoded.outcome?.document.schemaOrder.map(\.pointer.description))
        #expect(order.count == 65)
        #expect(order.suffix(4) == ["#/x-defs/C", "#/x-defs/B", "#/x-defs/A", "#/x-defs/D"])
        // Each half of the schemas has a problem of its own, reported once.
        for schema in ["S5", "S45"] {
            let pointer = "#/components/schemas/\(schema)/properties/bad/type"
            #expect(decoded.diagnostics.filter { $0.pointer == pointer }.count == 1, "\(decoded.diagnostics)")
        }
    }

    @Test func swagger2DefinitionsAndPaths() throws {
        var text = "swagger: '2.0'\ninfo: {title: T, version: '1'}\nproduces: [application/json]\npaths:\n"
        for index in 0..<60 {
            text += "  /p\(index):\n    get:\n      operationId: op\(index % 55)\n"
            text += "      responses: {'200': {description: ok, schema: {$ref: '#/definitions/D\(59 - index)'}}}\n"
        }
        text += "definitions:\n"
        for index in 0..<60 { text += "  D\(index): {type: object, properties: {next: {$ref: '#/definitions/D\((index + 7) % 60)'}}}\n" }
        let two = Self.decode(text, path: fixtures + "/refs/inline.yaml", parallel: true)
        #expect(two.outcome?.parallelParts == ParallelParts(componentSchemas: .adopted, paths: .adopted))
        let (_, decoded) = try Self.expectSameAsOneThread(text)
        #expect(decoded.diagnostics.filter { $0.id == ParserDiagnosticID.duplicateOperationID }.count == 5)
    }

    @Test func givesUpOnRecursiveExtensionDataInSchemas() throws {
        // Met in both halves of the schemas (as in stripe's `x-expansionResources`); the paths, which have a
        // speculative session of their own, are still shared.
        let text = Self.document(
            schemaCount: 60,
            schemas: [2: "{type: object, x-data: {$ref: '#/x-e/one'}}", 50: "{type: object, x-data: {$ref: '#/x-e/two'}}"],
            extra: "x-e:\n  one: {next: {$ref: '#/x-e/two'}}\n  two: {next: {$ref: '#/x-e/one'}}\n")
        let two = Self.decode(text, path: fixtures + "/refs/inline.yaml", parallel: true)
        #expect(two.outcome?.parallelParts == ParallelParts(componentSchemas: .abandoned, paths: .adopted))
        try Self.expectSameAsOneThread(text)
    }

    @Test func aSmallDocumentIsDecodedOnOneThread() throws {
        let (mode, _) = try Self.expectSameAsOneThread(Self.document(count: 47))
        #expect(mode == .notTried)
    }

    @Test func givesUpOnAPathItemReferencedFromBothHalves() throws {
        // Decoded once, for the first path: its operation is registered once, with no duplicate warning.
        let shared = "$ref: '#/x-items/shared'"
        let text = Self.document(
            items: [2: shared, 50: shared],
            extra: "x-items:\n  shared: {post: {operationId: shared, responses: {'204': {description: none}}}}\n")
        let (mode, decoded) = try Self.expectSameAsOneThread(text)
        #expect(mode == .abandoned)
        #expect(!decoded.diagnostics.contains { $0.id == ParserDiagnosticID.duplicateOperationID })
        #expect(decoded.outcome?.document.paths["/p50"]?.operations.first?.path == "/p50")
    }

    @Test func aCallbackReferencedFromBothHalvesIsOneOperation() throws {
        // Each half decodes the callback; its operation is the same one, met twice: no duplicate operationId.
        let hook = "callbacks: {done: {$ref: '#/x-callbacks/hook'}}"
        let text = Self.document(
            operations: [2: hook, 50: hook],
            extra: "x-callbacks:\n  hook:\n    '{$request.body#/url}':\n"
                + "      post: {operationId: onHook, responses: {'204': {description: none}}}\n")
        let (mode, decoded) = try Self.expectSameAsOneThread(text)
        #expect(mode == .adopted)
        #expect(!decoded.diagnostics.contains { $0.id == ParserDiagnosticID.duplicateOperationID })
        let callback = decoded.outcome?.document.paths["/p50"]?.operations.first?.callbacks["done"]
        #expect(callback?["{$request.body#/url}"]?.operations.first?.operationId == "onHook")
    }

    @Test func aPathThatReferencesAnotherPathRepeatsNoOperationId() throws {
        // `/p3` is the path item of `/p1`: the same operation at two paths, not two operations of one operationId.
        let (_, decoded) = try Self.expectSameAsOneThread(Self.document(items: [3: "$ref: '#/paths/~1p1'"]))
        #expect(!decoded.diagnostics.contains { $0.id == ParserDiagnosticID.duplicateOperationID })
        #expect(decoded.outcome?.document.paths["/p3"]?.operations.first?.operationId == "op1")
    }

    @Test func givesUpOnRecursiveExtensionData() throws {
        // Recursive data is cut where it was entered: at `one` from the first half, which the second half's `two`
        // then reuses.
        let text = Self.document(
            operations: [2: "x-data: {$ref: '#/x-e/one'}", 50: "x-data: {$ref: '#/x-e/two'}"],
            extra: "x-e:\n  one: {next: {$ref: '#/x-e/two'}}\n  two: {next: {$ref: '#/x-e/one'}}\n")
        let (mode, _) = try Self.expectSameAsOneThread(text)
        #expect(mode == .abandoned)
    }

    @Test func givesUpOnAReferenceCycle() throws {
        // The cycle is reported at the reference that closes it, which depends on where it was entered.
        let text = Self.document(
            operations: [
                2: "callbacks: {c: {$ref: '#/x-c/one'}}",
                50: "callbacks: {c: {$ref: '#/x-c/two'}}",
            ],
            extra: "x-c:\n  one: {$ref: '#/x-c/two'}\n  two: {$ref: '#/x-c/one'}\n")
        let (mode, decoded) = try Self.expectSameAsOneThread(text)
        #expect(mode == .abandoned)
        #expect(decoded.diagnostics.contains { $0.id == ParserDiagnosticID.referenceCycle })
    }

    @Test func givesUpOnFilesTheFirstHalfDidNotRead() throws {
        // Files are read in the order decoding asks for them: the second half's file comes after the first's.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["first", "second"] {
            try Data("Gone:\n  description: gone\n".utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name).yaml"))
        }
        let text = Self.document(operations: [
            3: "x-gone: {$ref: 'first.yaml#/Gone'}",
            50: "x-gone: {$ref: 'second.yaml#/Gone'}",
        ])
        let (mode, decoded) = try Self.expectSameAsOneThread(text, path: folder + "/openapi.yaml")
        #expect(mode == .abandoned)
        #expect(decoded.outcome?.document.sourceFiles == ["openapi.yaml", "first.yaml", "second.yaml"])
    }
}
