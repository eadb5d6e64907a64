import Testing
import YAMLTree

@Suite("Marks, scalars, tags and order")
struct ScalarAndMarkTests {
    @Test func marksAreOneBased() throws {
        let root = try load("openapi: 3.1.0\ninfo:\n  title: Pets\n  tags: [a, b]\n")
        #expect(root.mark == Mark(line: 1, column: 1))
        #expect(root.entry("info")?.key.mark == Mark(line: 2, column: 1))
        #expect(root["info"]?.mark == Mark(line: 3, column: 3))
        #expect(root["info"]?["title"]?.mark == Mark(line: 3, column: 10))
        #expect(root["info"]?["tags"]?.mark == Mark(line: 4, column: 9))
        #expect(root["info"]?["tags"]?.sequence?[1].mark == Mark(line: 4, column: 13))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try load("é€😀: x\n")
        #expect(root["é€😀"]?.mark == Mark(line: 1, column: 6))
    }

    @Test func scalarStylesAreKept() throws {
        let root = try load("""
            a: "200"
            b: '200'
            c: 200
            d: 1.10
            e: |
              line
            f: >
              folded
              text
            """)
        #expect(root["a"]?.scalar?.style == .doubleQuoted)
        #expect(root["a"]?.string == "200")
        #expect(root["b"]?.scalar?.style == .singleQuoted)
        #expect(root["c"]?.scalar?.style == .plain)
        #expect(root["c"]?.scalar?.isPlain == true)
        #expect(root["d"]?.string == "1.10")
        #expect(root["e"]?.scalar?.style == .literal)
        #expect(root["e"]?.string == "line\n")
        #expect(root["f"]?.scalar?.style == .folded)
        #expect(root["f"]?.string == "folded text")
    }

    @Test func typesAreNeverResolved() throws {
        let root = try load("a: true\nb: null\nc: 0x1F\nd: ~\ne: 1e3\nf:\n")
        #expect(root["a"]?.string == "true")
        #expect(root["a"]?.scalar?.bool == true)
        #expect(root["b"]?.scalar?.isNull == true)
        #expect(root["c"]?.string == "0x1F")
        #expect(root["d"]?.string == "~")
        #expect(root["e"]?.string == "1e3")
        #expect(root["f"]?.string == "")
        #expect(root["f"]?.scalar?.isNull == true)
    }

    @Test func explicitTagsAreKept() throws {
        let root = try load("a: !!str 12\nb: !custom x\nc: 12\nd: !!int '7'\n")
        #expect(root["a"]?.scalar?.tag == "tag:yaml.org,2002:str")
        #expect(root["a"]?.scalar?.isPlain == false)
        #expect(root["b"]?.scalar?.tag == "!custom")
        #expect(root["c"]?.scalar?.tag == nil)
        #expect(root["d"]?.scalar?.tag == "tag:yaml.org,2002:int")
        #expect(root["d"]?.scalar?.style == .singleQuoted)
    }

    @Test func keyOrderIsSourceOrder() throws {
        let root = try load("zeta: 1\nalpha: 2\nmid: 3\n'10': 4\n2: 5\n")
        #expect(root.keys == ["zeta", "alpha", "mid", "10", "2"])
    }

    @Test func scalarsMayContainNUL() throws {
        let root = try load(#"a: "x\0y""#)
        #expect(root["a"]?.string == "x\u{0}y")
        #expect(root["a"]?.string?.utf8.count == 3)
    }

    @Test func multipleDocumentsAreAllReturned() throws {
        let documents = try YAMLLoader.load("a: 1\n---\nb: 2\n---\n- 3\n", path: "test.yaml")
        #expect(documents.count == 3)
        #expect(documents[0].keys == ["a"])
        #expect(documents[1].keys == ["b"])
        #expect(documents[1].mark == Mark(line: 3, column: 1))
        #expect(documents[2].sequence?.first?.string == "3")
        #expect(try YAMLLoader.loadFirst("a: 1\n---\nb: 2\n", path: "test.yaml").keys == ["a"])
    }

    @Test func theFirstDocumentSaysWhereTheNextOneStarts() throws {
        let two = try YAMLLoader.loadFirstDocument(Array("a: 1\n---\nb: 2\n---\n- 3\n".utf8), path: "test.yaml")
        #expect(two.root.keys == ["a"])
        #expect(two.next == Mark(line: 3, column: 1))
        let one = try YAMLLoader.loadFirstDocument(Array("---\na: 1\n...\n".utf8), path: "test.yaml")
        #expect(one.root.keys == ["a"])
        #expect(one.next == nil)
        // Empty and null documents after the first hold nothing: a `---` that ends the file is no second document.
        for text in ["a: 1\n---\n", "a: 1\n---\n# a comment\n", "a: 1\n--- null\n---\n...\n"] {
            #expect(try YAMLLoader.loadFirstDocument(Array(text.utf8), path: "test.yaml").next == nil, "\(text)")
        }
        let later = try YAMLLoader.loadFirstDocument(Array("a: 1\n---\n---\nb: 2\n".utf8), path: "test.yaml")
        #expect(later.next == Mark(line: 4, column: 1))
        #expect(throws: (any Error).self) { try YAMLLoader.loadFirstDocument([], path: "empty.yaml") }
    }

    @Test func anchorsDoNotCrossDocuments() {
        let diagnostic = failure("a: &x 1\n---\nb: *x\n")
        expect(diagnostic, id: "yaml.unknown-alias", line: 3, column: 4)
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8))
        #expect(root.keys == ["a", "b"])
        #expect(root.mark == Mark(line: 1, column: 1))
        #expect(root["b"]?.mark == Mark(line: 2, column: 4))
    }

    @Test func utf16WithByteOrderMark() throws {
        let text = "a: é\nb: [1, 2]\n"
        let root = try load(bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(root["a"]?.string == "é")
        #expect(root["b"]?.mark == Mark(line: 2, column: 4))
    }

    @Test func crlfLineBreaks() throws {
        let root = try load("a: 1\r\nb: |\r\n  x\r\n  y\r\nc: 3\r\n")
        #expect(root.keys == ["a", "b", "c"])
        #expect(root["b"]?.string == "x\ny\n")
        #expect(root["c"]?.mark == Mark(line: 5, column: 4))
    }

    @Test func lineSeparatorInBlockScalarIsContent() throws {
        let root = try load("description: |\n  first\u{2028}second\u{2029}third\n  next\nafter: \"x\u{2028}y\"\n")
        #expect(root["description"]?.string == "first\u{2028}second\u{2029}third\nnext\n")
        #expect(root["after"]?.string == "x\u{2028}y")
        #expect(root["after"]?.mark == Mark(line: 4, column: 8))
    }

    @Test func privateUseStandInsStayWhenThereIsNoSeparator() throws {
        let root = try load("a: \"x\u{F028}y\"\n")
        #expect(root["a"]?.string == "x\u{F028}y")
    }

    @Test func stringAndRawBufferInputsAgree() throws {
        let bytes = Array("a: [1, 2]\n".utf8)
        let fromBuffer = try bytes.withUnsafeBytes { try YAMLLoader.loadFirst($0, path: "test.yaml") }
        #expect(fromBuffer == (try load(bytes: bytes)))
    }
}
