import Foundation
import GeneratorDiagnostics
import Testing
@testable import YAMLTree

/// The direct block-YAML reader must build exactly the tree libyaml builds, marks included, and leave to libyaml
/// whatever it would not read the same way.
@Suite("Direct block YAML reader")
struct BlockReaderTests {
    /// The reader's tree of `text`, or nil when it leaves the text to libyaml.
    private func direct(_ text: String, limits: LoaderLimits = .init()) -> Node? {
        Array(text.utf8).withUnsafeBufferPointer {
            BlockReader.read($0, context: ParseContext(path: "t.yaml"), limits: limits)
        }
    }

    /// The reader takes `text` and builds libyaml's tree of it.
    private func expectLibYAMLTree(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let node = try #require(direct(text), sourceLocation: sourceLocation)
        let expected = try loadViaLibYAML(Array(text.utf8), path: "t.yaml").get()
        #expect([node] == expected, sourceLocation: sourceLocation)
    }

    @Test("Block mappings and sequences give libyaml's tree, to the mark", arguments: [
        "a: 1\nb: two\n",
        "---\na: 1\n",
        "--- # a comment\n\n# another\na:\n  b:\n    c: d\n  e: f\ng: h",
        "a:\nb: 1\n",
        "a:",
        "a:   # nothing\n\n",
        "k:\n- a\n- \n-\n- b\nnext: 1\n",
        "k:\n  - a\n  - b: 1\n    c: 2\n  - - x\n    - y\n  -\n    d: e\n",
        "- a: 1\n  b: 2\n- c\n-   d: 3\n    e: 4\n",
        "key with spaces  : value\n'quoted': \"double\"\n\"x y\": 'z'\n",
        "http://example.com: url\n-1: negative\n?x: q\n:y: c\na#b: hash\n/p/{id}: path\n",
        "a: x\n:b: y\n- c: d\n".replacingOccurrences(of: "- c: d\n", with: ""),
        "a: 'it''s'\nb: \"tab\\there \\u00e9 \\x41 \\U0001F600 \\/ \\\\ \\\" \\0 \\a \\b \\e \\f \\r \\v \\ \"\n",
        "ü: é\n  ß: x\n".replacingOccurrences(of: "\n  ß: x", with: ""),
        "ünï: çødé ✓\nnext: 😀 then: no\n".replacingOccurrences(of: " then: no", with: " then"),
        "k: [a, b]\nl: {a: 1, \"b\": 'c'}\nm: []\nn: {}\no: [[1, 2], {x: [y]}]\n",
        "k: [a,\n  b, # comment\n  c d]\nl: {\n  a: 1,\n  b: 2\n}\n",
        "k: [-1, -x, é]\n",
        "u: ü [é, ß]\nv: [ü, {ß: é}]\n",
        // Markers count only at the start of a line.
        "k:\n  --- x\n  ... y\nl: a---\nm: [--- , b]\n",
        "- --- a\n- ...b\n-  ---\n",
    ])
    func sameTree(_ text: String) throws {
        try expectLibYAMLTree(text)
    }

    @Test("Plain, quoted and block scalars fold and chomp as libyaml does", arguments: [
        "a: one\n  two\n\n  three\n\n\n  four\nb: 1\n",
        "a: trailing   \n  spaces  \nb: x # comment\nc: x  #c\n",
        "a:\n  on its\n  own lines\n",
        "- one\n  two\n- three\n",
        "a: 'one\n  two\n\n  three  '\nb: \"x\n\n\n  y\"\nc: \"a \\\n  b\\\n\n  c\"\nd: \"line\n\"\n",
        "a: 'x  \n  y'\nb: \"x \n\n  y \"\nc: \"é  \\t\n  z\"\n",
        "a: |\n  x\n   y\n\n  z\n\n\nb: 1\n",
        "a: >\n  x\n  y\n\n   z\n  w\n",
        "a: |-\n  x\n\n",
        "a: |+\n  x\n\n\nb: 1",
        "a: >+\n  x\n\n",
        "a: |2\n    x\n   y\n",
        "a: >-1 # comment\n  x\n",
        "a: |\n\n \n  x\n",
        "a: |\n  x",
        "a: |\nb: 1\n",
        "- |\n  x\n- >\n  y\n  z\n",
        "- a: |\n    x\n  b: >\n    y\n",
        "a: |\n  x\n # less indented comment\nb: 1\n",
    ])
    func sameScalars(_ text: String) throws {
        try expectLibYAMLTree(text)
    }

    @Test("Text it does not read as libyaml would is left to libyaml, which gives the same result as before", arguments: [
        "a: &x 1\nb: *x\n",
        "a: !tag 1\n",
        "? a\n: b\n",
        "%YAML 1.1\n---\na: 1\n",
        "a: 1\n---\nb: 2\n",
        "a: 1\n...\n",
        "a: one\n...\n",
        "a: 'one\n--- two'\n",
        "a:\t1\n",
        "a: 1\r\nb: 2\r\n",
        "\u{FEFF}a: 1\n",
        "a: [1, 2,]\n",
        "a: [b: c]\n",
        "a: {b}\n",
        "a: {\"b\":c}\n",
        "a: [x\n  y]\n",
        "\"a\nb\": c\n",
        "a: 1\na: 2\n",
        "<<: {a: 1}\n",
        "a: \"\\N \\_ \\L \\P\"\n",
        "a: \"\\uD83D\"\n",
        "a: \"\\q\"\n",
        "[1, 2]\n",
        "{a: 1}\n",
        "just a scalar\n",
        "",
        "# only a comment\n",
        "a: x\n  b: y\n",
        "a:\n    b: 1\n  c: 2\n",
        "a: - b\n",
        "a: b: c\n",
        "a: 1\n- b\n",
        "a:\n  - x\n  b: 1\n",
        "a: x\n\n  # c\n  y\n",
        "a: \"x\"y\n",
        "a: \"unterminated\n",
        "a: |0\n  x\n",
        "a: |\n\n   \n  x\n",
        "a: |x\n",
        "a: [x]#c\n",
        "a: [b,#c\n  d]\n",
        "a: [b,\n---\n]\n",
        "a: {\"b\": [c, ",
        "a: [b, {c: ",
        "a: 'b",
        "k: @x\n",
        "k: `x`\n",
        "a: \u{7F}\n",
        "a: \u{85}\n",
        "a: \u{2028}\n",
    ])
    func leftToLibYAML(_ text: String) {
        #expect(direct(text) == nil)
        expectSameLoadAsLibYAML(text)
    }

    @Test("A long key, in a block or a flow mapping, is read directly up to 1,000 bytes; longer ones go to libyaml")
    func longKeys() {
        #expect(direct(String(repeating: "k", count: 999) + ": 1\n") != nil)
        #expect(direct(String(repeating: "k", count: 1001) + ": 1\n") == nil)
        #expect(failure(String(repeating: "k", count: 1025) + ": 1\n")?.id == YAMLDiagnosticID.keyTooLong)
        #expect(direct("a: {" + String(repeating: "k", count: 999) + ": 1}\n") != nil)
        #expect(direct("a: {" + String(repeating: "k", count: 1001) + ": 1}\n") == nil)
        #expect(direct("a: {'" + String(repeating: "k", count: 1001) + "': 1}\n") == nil)
    }

    @Test("The eight-byte check takes exactly printable ASCII and line feeds, wherever a byte stands")
    func plainASCIIWords() {
        for position in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let plain = (0x20..<0x7F).contains(value) || value == 0x0A
                #expect(BlockReader.isPlainASCIIWord(word) == plain, "byte \(value) at \(position)")
                // The same byte after line feeds and before a control character or a high byte.
                bytes = [0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A, 0x0A]
                bytes[position] = UInt8(value)
                let feeds = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                #expect(BlockReader.isPlainASCIIWord(feeds) == plain, "byte \(value) among line feeds at \(position)")
            }
        }
        // A text whose only odd byte sits at each offset of a long run of plain ones, checked as the pre-pass does.
        let plainText = [UInt8]("key: value\nmore: text\n".utf8)
        for offset in plainText.indices {
            for odd: UInt8 in [0x09, 0x0D, 0x00, 0x7F, 0x85, 0xFF] {
                var text = plainText
                text[offset] = odd
                #expect(!text.withUnsafeBufferPointer(BlockReader.isPlainText), "\(odd) at \(offset)")
            }
        }
        #expect(Array("a: é ✓ 😀\n".utf8).withUnsafeBufferPointer(BlockReader.isPlainText))
    }

    @Test("Nesting past the reader's own bound or the depth limit goes to libyaml")
    func depth() throws {
        func nested(_ levels: Int) -> String {
            (0..<levels).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v\n"
        }
        let within = nested(BlockReader.maximumDepth)
        #expect(direct(within) == (try loadViaLibYAML(Array(within.utf8), path: "t.yaml").get()).first)
        #expect(direct(nested(BlockReader.maximumDepth + 1)) == nil)
        #expect(try YAMLLoader.load(nested(BlockReader.maximumDepth + 1), path: "t.yaml").count == 1)
        #expect(direct(nested(10), limits: LoaderLimits(maxDepth: 9)) == nil)
        #expect(failure(nested(10), limits: LoaderLimits(maxDepth: 9))?.id == YAMLDiagnosticID.depthLimit)
    }

    /// The corpus next to the checkout (skipped where it is absent): every YAML document of MANIFEST.tsv (and every
    /// file of the multi-file ones) the reader takes must give libyaml's tree.
    @Test func corpusYAMLDocumentsGiveLibYAMLTrees() throws {
        guard FileManager.default.fileExists(atPath: CorpusTests.specs.path) else { return }  // corpus not present here
        var compared = 0
        var left = 0
        var halved = 0
        try CorpusTests.forEachFile(endingWith: [".yaml", ".yml"], excluding: ["apis-guru"]) { path, bytes in
            guard let node = bytes.withUnsafeBufferPointer({
                BlockReader.read($0, context: ParseContext(path: path), limits: .init())
            }) else {
                left += 1
                return
            }
            #expect([node] == (try? loadViaLibYAML(bytes, path: path).get()), "\(path)")
            compared += 1
            let inHalves = bytes.withUnsafeBufferPointer {
                BlockReader.readInHalves($0, context: ParseContext(path: path), maxDepth: BlockReader.maximumDepth).root
            }
            if let inHalves {
                // `node` came from the halves too (`read` cuts a text this long), and libyaml agreed with it above; the
                // one-piece read, which a text whose first half is unsound falls back on, must agree as well.
                let whole = bytes.withUnsafeBufferPointer {
                    BlockReader.readInOnePiece($0, context: ParseContext(path: path), maxDepth: BlockReader.maximumDepth)
                }
                #expect(whole == inHalves, "\(path)")
                halved += 1
            }
        }
        // Outside apis-guru (left out: 42 MB more, and slow in a debug build) the corpus holds 3,041 YAML files;
        // two hold anchors and one a tab, and so go to libyaml.
        #expect(compared >= 3000)
        #expect(left <= 10)
        // 7 of its 8 files of 256 KiB or more are read in halves (github, stripe, openai, ghes-3.0, docker-engine and
        // two of Spotify); the eighth holds anchors.
        #expect(halved >= 7)
    }
}
