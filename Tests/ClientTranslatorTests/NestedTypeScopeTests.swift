import ClientIR
@testable import ClientTranslator
import Testing

/// The scope nested declarations are made in.
@Suite("Nested type scope")
struct NestedTypeScopeTests {
    @Test func aScopeFindsItsDeclarationsByQualifiedName() {
        var nested = NestedTypeScope(parentName: "Pet.Owner", ancestors: ["Pet", "Owner"], blocked: [])
        for name in ["Status", "Kind"] {
            nested.add(TypeDeclaration(name: name, origin: "#", kind: .alias(.builtin("String"))))
        }
        #expect(nested.declaration(named: "Pet.Owner.Kind")?.name == "Kind")
        #expect(nested.declaration(named: "Pet.Owner.Status")?.name == "Status")
        for other in ["Status", "Pet.Status", "Pet.OwnerX.Status", "Pet.Owner.Other", "Pet.Owner.", "Pet.Owner"] {
            #expect(nested.declaration(named: other) == nil, "\(other)")
        }
        var top = NestedTypeScope(parentName: "", ancestors: [], blocked: [])
        top.add(TypeDeclaration(name: "Status", origin: "#", kind: .alias(.builtin("String"))))
        #expect(top.declaration(named: "Status")?.name == "Status")
        #expect(top.takeDeclarations().count == 1)
        #expect(top.declaration(named: "Status") == nil)
    }
}
