import ClientIR
@testable import ClientTranslator
import Testing

/// The layout of stored values: which properties are boxed, and what later runs learn from earlier ones.
@Suite("Value layout")
struct ValueLayoutTests {
    /// `name` holding one property of type `target` by value.
    private func holder(_ name: String, of target: String) -> TypeDeclaration {
        let property = PropertyDeclaration(name: "next", key: "next", type: .named(target).optional, isRequired: false, origin: "#")
        return TypeDeclaration(name: name, origin: "#", kind: .structure(StructDeclaration(properties: [property])))
    }

    private func isBoxed(_ declaration: TypeDeclaration) -> Bool {
        guard case .structure(let structure) = declaration.kind else { return false }
        return structure.properties[0].isBoxed
    }

    @Test("A chain deeper than the limit is boxed, counting the heights and aliases of earlier top-level runs")
    func earlierRunsCount() {
        var layout = ValueLayout(maximumDepth: 3)
        // C -> B -> A: three types by value, the limit.
        let top = layout.apply(to: [holder("A", of: "Leaf"), holder("B", of: "A"), holder("C", of: "AliasOfB"),
                                    TypeDeclaration(name: "AliasOfB", origin: "#", kind: .alias(.named("B"))),
                                    TypeDeclaration(name: "AliasOfC", origin: "#", kind: .alias(.named("C")))])
        #expect(top.filter(isBoxed).isEmpty)
        #expect(layout.knownHeights["C"] == 3)
        #expect(layout.knownAliases["AliasOfB"] == "B")

        // A nested type holding C by value (through the alias of an earlier run) would make four: its property is
        // boxed.
        let nested = layout.applied(to: [holder("D", of: "AliasOfC"), holder("E", of: "A")], parentName: "Endpoint")
        #expect(nested.map(isBoxed) == [true, false])
    }

    @Test("An endpoint's nested types leave the tables of later runs as they were")
    func nestedRunsAreNotRemembered() {
        var layout = ValueLayout(maximumDepth: 2)
        _ = layout.apply(to: [holder("A", of: "Leaf")])
        let before = (layout.knownHeights, layout.knownAliases)
        let nested = layout.applied(
            to: [holder("D", of: "A"), TypeDeclaration(name: "Alias", origin: "#", kind: .alias(.named("A")))],
            parentName: "Endpoint")
        #expect(nested.filter(isBoxed).isEmpty)
        #expect(layout.knownHeights == before.0)
        #expect(layout.knownAliases == before.1)
        #expect(layout.knownHeights["Endpoint.D"] == nil)
    }

    @Test("Several members of one nested declaration are boxed, struct properties and oneOf cases alike")
    func severalMembersOfOneDeclaration() throws {
        let layout = ValueLayout(maximumDepth: 1)
        let leaf = holder("Leaf", of: "Nothing")
        let properties = (0..<3).map { index in
            PropertyDeclaration(name: "p\(index)", key: "p\(index)", type: index == 1 ? .builtin("Int") : .named("Leaf"),
                                isRequired: true, origin: "#")
        }
        let cases = (0..<3).map { index in
            OneOfCase(name: "c\(index)", type: index == 1 ? .builtin("String") : .named("Leaf"))
        }
        let outer = TypeDeclaration(name: "Outer", origin: "#", kind: .structure(StructDeclaration(properties: [])), nested: [
            TypeDeclaration(name: "Many", origin: "#", kind: .structure(StructDeclaration(properties: properties))),
            TypeDeclaration(name: "Choice", origin: "#", kind: .oneOf(OneOfDeclaration(cases: cases))),
        ])
        let result = layout.applied(to: [leaf, outer], parentName: "")
        guard case .structure(let many) = result[1].nested[0].kind, case .oneOf(let choice) = result[1].nested[1].kind
        else { Issue.record("kinds changed"); return }
        // Each type holds at most one by value (maximumDepth 1): every by-value member is boxed, the others are not.
        #expect(many.properties.map(\.isBoxed) == [true, false, true])
        #expect(choice.cases.map(\.isIndirect) == [true, false, true])
    }
}
