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
}
