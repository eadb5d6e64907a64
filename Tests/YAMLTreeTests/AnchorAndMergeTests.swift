import Testing
import YAMLTree

@Suite("Anchors, aliases and merge keys")
struct AnchorAndMergeTests {
    @Test func aliasesCopyTheAnchoredNode() throws {
        let root = try load("""
            base: &base
              type: string
              enum: [a, b]
            copy: *base
            scalar: &s hello
            again: *s
            """)
        #expect(root["copy"]?["type"]?.string == "string")
        #expect(root["copy"]?["enum"]?.sequence?.count == 2)
        #expect(root["again"]?.string == "hello")
        // The copy is marked where the alias is; its children keep the anchored node's marks.
        #expect(root["copy"]?.mark == Mark(line: 4, column: 7))
        #expect(root["copy"]?["type"]?.mark == Mark(line: 2, column: 9))
        #expect(root["again"]?.mark == Mark(line: 6, column: 8))
    }

    @Test func laterAnchorWithTheSameNameWins() throws {
        let root = try load("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
        #expect(root["b"]?.string == "1")
        #expect(root["d"]?.string == "2")
    }

    @Test func unknownAliasIsLocated() {
        let diagnostic = failure("a: 1\nb:\n  c: *missing\n")
        expect(diagnostic, id: "yaml.unknown-alias", line: 3, column: 6)
        #expect(diagnostic?.message.contains("missing") == true)
    }

    @Test func aliasInsideItsOwnAnchorIsUnknown() {
        let diagnostic = failure("a: &loop\n  self: *loop\n")
        expect(diagnostic, id: "yaml.unknown-alias", line: 2, column: 9)
    }

    @Test func billionLaughsStopsAtTheAliasLimit() {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        for (previous, name) in zip(names, names.dropFirst()) {
            let aliases = Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
            text += "\(name): &\(name) [\(aliases)]\n"
        }
        let diagnostic = failure(text)
        #expect(diagnostic?.id == "yaml.alias-limit")
        #expect(diagnostic?.message.contains("10000") == true)
        #expect(diagnostic?.message.contains("--max-alias-expansions") == true)
        #expect((diagnostic?.location?.line ?? 0) > 1)
    }

    @Test func aliasLimitCountsCopiedNodes() throws {
        let text = "a: &a [1, 2, 3]\nb: [*a, *a]\n"  // each alias copies 4 nodes
        #expect(failure(text, limits: LoaderLimits(maxAliasExpansions: 7))?.id == "yaml.alias-limit")
        #expect(try load(text, limits: LoaderLimits(maxAliasExpansions: 8))["b"]?.sequence?.count == 2)
    }

    @Test func mergeKeyOwnKeysWin() throws {
        let root = try load("""
            base: &base {type: object, description: base, nullable: true}
            child:
              description: child
              <<: *base
              extra: 1
            """)
        let child = try #require(root["child"])
        #expect(child.keys == ["description", "type", "nullable", "extra"])
        #expect(child["description"]?.string == "child")
        #expect(child["type"]?.string == "object")
    }

    @Test func mergeSequenceEarlierSourceWins() throws {
        let root = try load("""
            a: &a {x: from-a, y: from-a}
            b: &b {x: from-b, z: from-b}
            c:
              <<: [*a, *b]
              y: own
            """)
        let c = try #require(root["c"])
        #expect(c.keys == ["x", "z", "y"])
        #expect(c["x"]?.string == "from-a")
        #expect(c["y"]?.string == "own")
        #expect(c["z"]?.string == "from-b")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try load("a: &a {x: 1}\nb:\n  '<<': *a\n")
        #expect(root["b"]?.keys == ["<<"])
    }

    @Test func mergeOfAScalarIsAnError() {
        let diagnostic = failure("a:\n  <<: 3\n")
        expect(diagnostic, id: "yaml.merge", line: 2, column: 7)
    }

    @Test func mergeOfASequenceHoldingAScalarIsAnError() {
        let diagnostic = failure("m: &m {x: 1}\na:\n  <<: [*m, 4]\n")
        expect(diagnostic, id: "yaml.merge", line: 3, column: 12)
    }
}
