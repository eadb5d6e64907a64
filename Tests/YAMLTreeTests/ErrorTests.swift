import Testing
import YAMLTree

@Suite("Errors and limits")
struct ErrorTests {
    @Test func duplicateKeyIsReportedAtTheSecondKey() {
        let diagnostic = failure("a: 1\nb: 2\na: 3\n")
        expect(diagnostic, id: "yaml.duplicate-key", line: 3, column: 1)
        #expect(diagnostic?.description == "test.yaml:3:1: error: duplicate mapping key 'a' [yaml.duplicate-key]")
    }

    @Test func duplicateKeyInALargeMapping() {
        var text = (0..<20).map { "k\($0): \($0)\n" }.joined()
        text += "  # a comment\nk7: again\n"
        expect(failure(text), id: "yaml.duplicate-key", line: 22, column: 1)
    }

    @Test func duplicateKeyInAFlowMapping() {
        expect(failure("x: {a: 1, b: 2, a: 3}\n"), id: "yaml.duplicate-key", line: 1, column: 17)
    }

    @Test func complexKeyIsAnError() {
        expect(failure("? [a, b]\n: value\n"), id: "yaml.complex-key", line: 1, column: 3)
        expect(failure("{ {a: 1}: 2 }"), id: "yaml.complex-key", line: 1, column: 3)
    }

    @Test func truncatedYAML() {
        let diagnostic = failure("paths:\n  /pets:\n    get: [1, 2\n")
        #expect(diagnostic?.id == "yaml.syntax")
        #expect((diagnostic?.location?.line ?? 0) >= 3)
        #expect(diagnostic?.message.contains("while parsing a flow sequence") == true)
    }

    @Test func unterminatedQuote() {
        let diagnostic = failure("a: 1\nb: \"open\n")
        #expect(diagnostic?.id == "yaml.syntax")
        #expect(diagnostic?.message.contains("line 2, column 4") == true)
    }

    @Test func tabIndentation() {
        expect(failure("a:\n\tb: 1\n"), id: "yaml.syntax", line: 2, column: 1)
    }

    @Test func invalidUTF8IsLocatedOnItsLine() {
        let bytes = Array("a: 1\nb: 2\nc: é".utf8) + [0xFF] + Array(" x\n".utf8)
        let diagnostic = failure(bytes)
        expect(diagnostic, id: "yaml.reader", line: 3, column: 5)
        #expect(diagnostic?.message.contains("0xFF") == true)
    }

    @Test func invalidUTF8AfterByteOrderMarkAndCRLF() {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: ".utf8) + [0xC3, 0x28]
        expect(failure(bytes), id: "yaml.reader", line: 2, column: 4)
    }

    @Test func nulByteIsLocated() {
        let bytes = Array("a: 1\nbb: x".utf8) + [0] + Array("y\n".utf8)
        let diagnostic = failure(bytes)
        expect(diagnostic, id: "yaml.reader", line: 2, column: 6)
        #expect(diagnostic?.message.contains("U+0000") == true)
    }

    @Test func controlCharacterIsLocated() {
        expect(failure("a: 1\n\nkey: \u{7}\n"), id: "yaml.reader", line: 3, column: 6)
    }

    @Test func deepNestingStopsAtTheDepthLimit() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let diagnostic = failure(text)
        expect(diagnostic, id: "yaml.depth-limit", line: 1, column: 1001)
        #expect(diagnostic?.message == "maximum nesting depth 1000 exceeded; raise it with --max-depth")
    }

    @Test func deepBlockNestingStopsAtTheDepthLimit() {
        let text = (0..<50).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        expect(failure(text, limits: LoaderLimits(maxDepth: 10)), id: "yaml.depth-limit", line: 11, column: 11)
    }

    @Test func aliasesCountTowardsTheDepthLimit() throws {
        let text = "a: &a [[[1]]]\nb: [[*a]]\n"
        expect(failure(text, limits: LoaderLimits(maxDepth: 5)), id: "yaml.depth-limit", line: 2, column: 6)
        #expect(try load(text, limits: LoaderLimits(maxDepth: 6))["b"]?.sequence?.count == 1)
    }

    @Test func nestingUpToTheLimitLoads() throws {
        let text = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        var node = try load(text)
        var depth = 0
        while let items = node.sequence {
            depth += 1
            guard let first = items.first else { break }
            node = first
        }
        #expect(depth == 1000)
    }

    @Test func inputSizeLimit() {
        let diagnostic = failure("a: 12345\n", limits: LoaderLimits(maxInputBytes: 4))
        expect(diagnostic, id: "yaml.size-limit", line: 1, column: 1)
        #expect(diagnostic?.message.contains("--max-input-size") == true)
    }

    @Test func emptyInput() throws {
        #expect(try YAMLLoader.load("", path: "test.yaml").isEmpty)
        #expect(try YAMLLoader.load("# only a comment\n\n", path: "test.yaml").isEmpty)
        do {
            _ = try YAMLLoader.loadFirst("", path: "test.yaml")
            Issue.record("an empty stream must not load")
        } catch {
            expect(error.diagnostics.first, id: "yaml.empty", line: 1, column: 1)
        }
    }

    @Test func emptyDocumentIsANullScalar() throws {
        let root = try load("---\n...\n")
        #expect(root.scalar?.isNull == true)
    }

    @Test func overlongBlockKey() {
        let key = String(repeating: "k", count: 1030)
        let diagnostic = failure("a: 1\nb:\n  \(key): 1\n")
        expect(diagnostic, id: "yaml.key-too-long", line: 3, column: 3)
        #expect(diagnostic?.message.contains("key longer than 1024 characters") == true)
    }

    @Test func overlongQuotedKeyInASequence() {
        let key = String(repeating: "q", count: 1100)
        expect(failure("list:\n  - \"\(key)\": 1\n"), id: "yaml.key-too-long", line: 2, column: 5)
    }

    @Test func overlongPlainKeyInAFlowMapping() {
        let key = String(repeating: "p", count: 1200)
        expect(failure("x: 1\ny: {\(key): 1}\n"), id: "yaml.key-too-long", line: 2, column: 5)
    }

    @Test func longKeyWithinTheLimitLoads() throws {
        let key = String(repeating: "k", count: 1000)
        #expect(try load("\(key): 1\n").keys == [key])
    }
}
