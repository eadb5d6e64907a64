import Foundation
import GeneratorDiagnostics
import Testing
@testable import YAMLTree

/// The direct JSON reader must build exactly the tree libyaml builds, marks included, and leave to libyaml whatever
/// it would not read the same way.
@Suite("Direct JSON reader")
struct JSONReaderTests {
    /// The reader's tree of `text`, or nil when it leaves the text to libyaml.
    private func direct(_ text: String, limits: LoaderLimits = .init()) -> Node? {
        Array(text.utf8).withUnsafeBufferPointer { JSONReader.read($0, context: ParseContext(path: "t.json"), limits: limits) }
    }

    @Test("Plain JSON gives libyaml's tree, to the mark", arguments: [
        #"{}"#,
        #"[]"#,
        "\n\n  {\"a\": 1}\n\n",
        #"{"a":1,"b":[true,false,null,-0,1.5e+10,2E-3,0.25],"c":{"d":{}},"e":[[],[{}]]}"#,
        "{\r\n  \"a\": \"b\",\r  \"c\": [\n\t1,\n\t2\n  ]\n}\n",
        #"{"esc": "q\" b\\ s\/ \b\f\n\r\t u\u00e9\u20AC\u0000 end", "after": 1}"#,
        "{\"ünï\": \"çødé ✓ 😀\", \"next\": [\"€\", 1], \"k\": {\"深\": \"い\"}}",
        "{\"a\": \"é\\n\", \"b\": \"😀\\\"x\", \"c\": 3}",
        "[\"\", \" spaced \", \"#not a comment\", \"a: b\", \"- x\", \"&anchor *alias !tag\"]",
        "{\"\": 1, \"<<\": {\"x\": 2}, \"null\": null, \"true\": \"false\"}",
        "{\"key\"   :   \"value\"  ,  \"k2\":\n\n   1}",
    ])
    func sameTree(_ text: String) throws {
        let node = try #require(direct(text))
        let expected = try loadViaLibYAML(Array(text.utf8), path: "t.json").get()
        #expect([node] == expected)
    }

    @Test("Anything libyaml would read differently, or reject, is left to it", arguments: [
        "",
        "openapi: 3.0.0",
        "\t{}",
        "\u{FEFF}{}",
        "{} # comment",
        "{}\n---\n{}",
        "{\"a\": 1,}",
        "[1, 2,]",
        "{\"a\" \n: 1}",
        "{\"a\": 'single'}",
        "{\"a\": \"raw\ttab\"}",
        "{\"a\": \"raw\nbreak\"}",
        "{\"a\": \"\\uD83D\\uDE00\"}",
        "{\"a\": \"\\x41\"}",
        "{\"a\": \"line\u{2028}separator\"}",
        "{\"a\": \"next\u{85}line\"}",
        "{\"a\": \"c1\u{9B}control\"}",
        "{\"a\": \"del\u{7F}ete\"}",
        "{\"a\": \"escaped \\n, then del\u{7F}ete\"}",
        "{\"a\": \"bom\u{FEFF}inside\"}",
        "{\"a\": 01}",
        "{\"a\": +1}",
        "{\"a\": .5}",
        "{\"a\": True}",
        "{\"a\": 1, \"a\": 2}",
        "{\"a\": [1 2]}",
        "{\"a\": 1}}",
        "{\"a\": {\"b\": 1}",
        "{a: 1}",
        "[&x 1, *x]",
        "{\"" + String(repeating: "k", count: 1001) + "\": 1}",
    ])
    func leftToLibYAML(_ text: String) {
        #expect(direct(text) == nil)
    }

    @Test("Invalid UTF-8 is left to libyaml")
    func invalidUTF8() {
        for bytes: [UInt8] in [[0x5B, 0x22, 0xC3, 0x22, 0x5D], [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]] {
            #expect(bytes.withUnsafeBufferPointer { JSONReader.read($0, context: ParseContext(path: "t"), limits: .init()) } == nil)
        }
    }

    @Test("Nesting at the depth limit is read; one level deeper goes to libyaml, which reports it")
    func depthLimit() {
        let limits = LoaderLimits(maxDepth: 3)
        #expect(direct("[[[1]]]", limits: limits) != nil)
        #expect(direct("[[[[1]]]]", limits: limits) == nil)
        let error = failure("[[[[1]]]]", limits: limits)
        expect(error, id: YAMLDiagnosticID.depthLimit, line: 1, column: 4)
    }

    @Test("A key of 1,000 bytes is read directly, and one of 1,025 characters is still reported by libyaml")
    func longKeys() {
        let key = String(repeating: "k", count: 998)
        #expect(direct("{\"\(key)\": 1}") != nil)
        #expect(failure("{\"\(String(repeating: "k", count: 1025))\": 1}")?.id == YAMLDiagnosticID.keyTooLong)
    }

    /// The corpus next to the checkout (skipped where it is absent): every JSON document the reader takes must give
    /// libyaml's tree.
    @Test func corpusJSONDocumentsGiveLibYAMLTrees() throws {
        guard FileManager.default.fileExists(atPath: CorpusTests.specs.path) else { return }  // corpus not present here
        var compared = 0
        try CorpusTests.forEachFile(endingWith: [".json", ".json.unprocessed"]) { path, bytes in
            guard let node = bytes.withUnsafeBufferPointer({ JSONReader.read($0, context: ParseContext(path: path), limits: .init()) })
            else { return }
            #expect([node] == (try? loadViaLibYAML(bytes, path: path).get()), "\(path)")
            compared += 1
        }
        // The corpus holds 31 JSON documents, and all of them are read directly; a few may some day hold unusual text.
        #expect(compared >= 25)
    }
}
