import Foundation
import GeneratorDiagnostics
import Testing
@testable import YAMLTree

/// A long text read as two halves on two threads must give the whole text's tree, marks included, or leave the
/// text to the one-piece read, or to libyaml when the one-piece read would give up too.
@Suite("Block YAML read in halves")
struct BlockReaderHalvesTests {
    /// `text` read in halves whatever its length.
    private func halves(_ text: String, maxDepth: Int = BlockReader.maximumDepth) -> BlockReader.Halves {
        Array(text.utf8).withUnsafeBufferPointer {
            BlockReader.readInHalves($0, context: ParseContext(path: "t.yaml"), maxDepth: maxDepth, minimumSize: 0)
        }
    }

    @Test("The halves give libyaml's tree of the whole text, to the mark", arguments: [
        "a: 1\nb: 2\n",
        "---\nopenapi: 3.1.0\ninfo:\n  title: ü é\n  version: 1\npaths:\n  /a:\n    get: {}\ncomponents:\n  x: y\n",
        "a:\n  - x\n  - y\nb: |+\n  keep\n\n\nc:\n  ü: ß\n  d: 'é'\ne: >-\n  folded\n  text\n\nf:\n",
        "a: plain\n  over lines\nb:\n# comment\n\nc: \"quoted\n  over lines\"\nd: [x,\n  y]\n",
        "a:\nb:\nc:\nd:\ne:\n",
        "k1: 1\nk2: 2\nk3: 3\nk4: 4\nk5: 5\nk6: 6\nk7: 7\nk8: 8\n",
    ])
    func sameTree(_ text: String) throws {
        let node = try #require(halves(text).root)
        #expect([node] == (try loadViaLibYAML(Array(text.utf8), path: "t.yaml").get()))
        #expect(try node == load(text))
    }

    @Test("A cut that may not be a top-level key leaves the text to the one-piece read", arguments: [
        // The line at the middle goes on a quoted scalar or a flow collection, which libyaml reads.
        "a: \"x\nyy\"\nb: 1\n",
        "a: 'x\nyy'\nb: 1\n",
        "a: [x,\nyy]\nb: 1\n",
        "a: {x: 1,\nyy: 2}\nb: 1\n",
        // A root indented in the first half, a sequence root, and a first half the reader gives up on.
        "  a: 1\n  c: 3\nb: 2\n",
        "- a\n- b\nc: 1\nd: 2\n",
        "a: &x 1\nb: 2\nc: *x\n",
    ])
    func leftWhole(_ text: String) {
        #expect(halves(text) == .leftWhole)
        // The load reads it as before: the same tree as libyaml's, or the same diagnostics.
        expectSameLoadAsLibYAML(text)
    }

    @Test("A sound first half and a second half the reader gives up on leave the text to libyaml at once", arguments: [
        // A key repeated across the halves, a second document, a rare escape, an anchor, a tab.
        "a: 1\nb: 2\na: 3\nc: 4\n",
        "a: 1\nb: 2\nc: 3\n---\nd: 4\n",
        "a: 1\nb: 2\nc: \"\\N\"\n",
        "a: 1\nb: 2\nc: &x 3\nd: *x\n",
        "a: 1\nb: 2\nc: 3\t\nd: 4\n",
    ])
    func leftToLibYAML(_ text: String) {
        #expect(halves(text) == .leftToLibYAML)
        // The one-piece read would have given up too.
        let whole = Array(text.utf8).withUnsafeBufferPointer {
            BlockReader.readInOnePiece($0, context: ParseContext(path: "t.yaml"), maxDepth: BlockReader.maximumDepth)
        }
        #expect(whole == nil)
        expectSameLoadAsLibYAML(text)
    }

    @Test("The cut is the line starting with a letter nearest the middle, an eighth of the text or more from either end")
    func cut() {
        func cut(_ text: String) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { BlockReader.cut(in: $0) }
        }
        let line = "  padding: text\n"
        let early = "a: 1\n" + "b:\n" + String(repeating: line, count: 20) + "c: 2\n" + String(repeating: line, count: 60)
        // Of the keys `b` (at 5 bytes) and `c` (at 328), `c` is nearer the middle (at 646).
        #expect(cut(early) == 8 + 20 * line.utf8.count)
        // Only `b`, too near the start.
        #expect(cut("a: 1\n" + "b:\n" + String(repeating: line, count: 80)) == nil)
        #expect(cut("a: 1\n") == nil)
        #expect(cut("") == nil)
        // Lines that start with a space, `-`, `#`, `"` or `{` are not cuts.
        #expect(cut("a:\n" + ["  x: 1", "- y", "# c", "\"q\": 2", "{}"].joined(separator: "\n") + "\n") == nil)
    }

    @Test("Line feeds are counted wherever they stand, next to any other byte")
    func lineFeeds() {
        // Every byte value, in runs of one to seven, a line feed after every third: feeds at every offset of a word.
        var bytes: [UInt8] = []
        for value in 0...255 {
            bytes += [UInt8](repeating: UInt8(value), count: value % 7 + 1)
            if value % 3 == 0 { bytes.append(0x0A) }
        }
        for end in [bytes.count, bytes.count - 1, bytes.count - 5, 9, 7, 1, 0] {
            let prefix = Array(bytes[..<end])
            #expect(prefix.withUnsafeBufferPointer(BlockReader.lineFeeds) == prefix.count(where: { $0 == 0x0A }))
        }
        #expect(bytes.count(where: { $0 == 0x0A }) == 90)
    }

    @Test("The depth bound holds in the second half")
    func depth() {
        let nested = (0...BlockReader.maximumDepth).map { String(repeating: " ", count: $0) + "k:" }
            .joined(separator: "\n") + " v\n"
        // Keys before it as long, so that the cut falls before the nesting.
        let keys = (0..<nested.utf8.count / 10).map { "key\($0): 1\n" }.joined()
        let text = keys + nested
        #expect(halves(text) == .leftToLibYAML)
        #expect(halves(text, maxDepth: BlockReader.maximumDepth + 2).root != nil)
    }
}
