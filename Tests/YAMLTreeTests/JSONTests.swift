import Testing
import YAMLTree

@Suite("JSON input")
struct JSONTests {
    @Test func prettyJSON() throws {
        let root = try load("""
            {
            \t"openapi": "3.0.3",
            \t"info": {"title": "Pets", "version": "1.0"},
            \t"ports": [80, 443],
            \t"flag": true,
            \t"none": null,
            \t"path": "a\\/b"
            }
            """)
        #expect(root.keys == ["openapi", "info", "ports", "flag", "none", "path"])
        #expect(root["openapi"]?.scalar?.style == .doubleQuoted)
        #expect(root["ports"]?.sequence?.map(\.string) == ["80", "443"])
        #expect(root["ports"]?.sequence?.first?.scalar?.style == .plain)
        #expect(root["flag"]?.scalar?.bool == true)
        #expect(root["none"]?.scalar?.isNull == true)
        #expect(root["path"]?.string == "a/b")
        #expect(root["info"]?["title"]?.mark == Mark(line: 3, column: 20))
    }

    @Test func minifiedJSON() throws {
        let root = try load(#"{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{"/a":{"get":{}}},"n":[1,2,{"k":"v"}]}"#)
        #expect(root.keys == ["openapi", "info", "paths", "n"])
        #expect(root["paths"]?["/a"]?["get"]?.mapping?.isEmpty == true)
        #expect(root["n"]?.sequence?[2]["k"]?.string == "v")
        #expect(root["info"]?.mark == Mark(line: 1, column: 27))
    }

    @Test func surrogatePairBecomesOneCharacter() throws {
        let root = try load(#"{"a": "\uD83D\uDE00", "b": 1, "c": "x\ud83d\ude00y\uD83D\uDE00"}"#)
        #expect(root["a"]?.string == "😀")
        #expect(root["c"]?.string == "x😀y😀")
        // Columns after the rewritten escape are those of the original text.
        #expect(root.entry("b")?.key.mark == Mark(line: 1, column: 23))
        #expect(root["b"]?.mark == Mark(line: 1, column: 28))
        #expect(root.entry("c")?.key.mark == Mark(line: 1, column: 31))
    }

    @Test func surrogatePairsOnLaterLinesKeepLinesAndColumns() throws {
        let root = try load("{\n  \"a\": \"\\uD83D\\uDE00\",\n  \"b\": \"\\uD83D\\uDE03\", \"c\": 2\n}\n")
        #expect(root["a"]?.string == "😀")
        #expect(root["b"]?.string == "😃")
        #expect(root["c"]?.mark == Mark(line: 3, column: 29))
    }

    @Test func escapedBackslashIsLeftAlone() throws {
        let root = try load(#"{"p": "\\uD83D\\uDE00", "q": "\\\uD83D\uDE00", "r": "\"\uD83D\uDE00"}"#)
        #expect(root["p"]?.string == #"\uD83D\uDE00"#)
        #expect(root["q"]?.string == "\\😀")
        #expect(root["r"]?.string == "\"😀")
    }

    @Test func loneSurrogateIsALocatedError() {
        let diagnostic = failure(#"{"a": "\uD83D\uDE00", "b": "\uD83D"}"#)
        #expect(diagnostic?.id == "yaml.syntax")
        #expect(diagnostic?.location?.line == 1)
        #expect((diagnostic?.location?.column ?? 0) >= 28)
    }

    @Test func yamlSurrogateTextOutsideJSONIsNotRewritten() throws {
        let root = try load(#"a: C:\uD83D\uDE00"#)
        #expect(root["a"]?.string == #"C:\uD83D\uDE00"#)
    }

    @Test func overlongJSONKey() {
        let key = String(repeating: "k", count: 1500)
        let diagnostic = failure("{\"a\": 1,\n \"\(key)\": 1}")
        expect(diagnostic, id: "yaml.key-too-long", line: 2, column: 2)
    }

    @Test func overlongMinifiedJSONKeyAfterASurrogatePair() {
        let key = String(repeating: "k", count: 1100)
        let diagnostic = failure(#"{"e":"\uD83D\uDE00","\#(key)":1}"#)
        expect(diagnostic, id: "yaml.key-too-long", line: 1, column: 21)
    }

    @Test func duplicateJSONKey() {
        expect(failure("{\"a\": 1,\n \"a\": 2}"), id: "yaml.duplicate-key", line: 2, column: 2)
    }

    @Test func truncatedJSON() {
        let diagnostic = failure("{\"a\": [1,\n  2\n")
        #expect(diagnostic?.id == "yaml.syntax")
        #expect((diagnostic?.location?.line ?? 0) >= 2)
    }
}
