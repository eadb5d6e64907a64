import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import Testing

@Suite("Schemas at operation sites")
struct SiteTranslationTests {
    static func translation(_ components: KeyValuePairs<String, Schema> = ["Pet": S.object(["name": S.string()]), "Node": S.object(["next": S.ref("Node")])]) -> SchemaTranslation {
        SchemaTranslator().translation(of: S.document(components), options: TranslatorOptions(), diagnostics: DiagnosticCollector())
    }

    @Test func referencesAndPrimitivesNeedNoDeclaration() {
        let schemas = Self.translation()
        let pet = schemas.typeUsage(for: S.ref("Pet"), nestedName: "Body", parent: "AddPet")
        #expect(pet.usage == .named("Pet") && pet.declarations.isEmpty)
        let pets = schemas.typeUsage(for: S.array(S.ref("Pet")), nestedName: "Body", parent: "AddPet")
        #expect(pets.usage == .array(.named("Pet")) && pets.declarations.isEmpty)
        let limit = schemas.typeUsage(for: S.integer("int32"), nestedName: "Limit", parent: "ListPets")
        #expect(limit.usage == .builtin("Int32") && limit.declarations.isEmpty)
        let nullable = schemas.typeUsage(for: S.string(nullable: true), nestedName: "Filter", parent: "ListPets")
        #expect(nullable.usage == .optional(.builtin("String")))
    }

    @Test func inlineSchemasGetTheGivenNestedName() throws {
        let schemas = Self.translation()
        let status = schemas.typeUsage(for: S.enumeration(["available", "sold"]), nestedName: "Status", parent: "FindPetsByStatus")
        #expect(status.usage == .named("FindPetsByStatus.Status"))
        #expect(status.declarations.map(\.name) == ["Status"])
        #expect(status.declarations.first?.enumeration?.cases.map(\.name) == ["available", "sold"])

        let list = schemas.typeUsage(for: S.array(S.object(["id": S.integer(), "owner": S.object(["pet": S.ref("Pet")])])), nestedName: "Response", parent: "ListPets")
        #expect(list.usage == .array(.named("ListPets.Response")))
        let response = try #require(list.declarations.first)
        #expect(response.property("owner")?.type == .optional(.named("ListPets.Response.Owner")))
        #expect(response.nested.map(\.name) == ["Owner"])
    }

    @Test func siteDeclarationsDoNotShadowTopLevelTypesTheyUse() throws {
        let schemas = Self.translation()
        let body = schemas.typeUsage(for: S.object(["pet": S.object(["x": S.string()]), "main": S.ref("Pet")]), nestedName: "Body", parent: "AddPet")
        #expect(body.declarations.first?.nested.map(\.name) == ["BodyPet"])
    }

    @Test func siteDeclarationsAreBoxedAgainstTopLevelDepths() throws {
        var components: [(String, Schema)] = []
        for level in 0..<8 {
            components.append(("L\(level)", S.object(["next": level < 7 ? S.ref("L\(level + 1)") : S.string()])))
        }
        var document = S.document([:])
        for (name, schema) in components {
            let pointer = JSONPointer(["components", "schemas", name])
            document.schemas[ReferenceTarget(file: S.rootFile, pointer: pointer)] = S.withPointers(schema, pointer)
            document.componentSchemas[name] = S.withPointers(schema, pointer)
        }
        let schemas = SchemaTranslator().translation(of: document, options: RecursionTests.deep, diagnostics: DiagnosticCollector())
        #expect(schemas.types.allSatisfy { $0.structure?.properties.allSatisfy { !$0.isBoxed } ?? true })
        let site = schemas.typeUsage(for: S.object(["chain": S.ref("L0"), "short": S.ref("L7")]), nestedName: "Body", parent: "Post")
        let body = try #require(site.declarations.first)
        #expect(body.property("chain")?.isBoxed == true)
        #expect(body.property("short")?.isBoxed == false)
    }

    @Test func scopesForSeveralSchemasOfOneParent() {
        let schemas = Self.translation()
        let first = S.enumeration(["a"])
        let second = S.object(["pet": S.ref("Pet")])
        var scope = schemas.makeScope(parentName: "Search", for: [first, second])
        scope.reserve(["Body"])
        let a = schemas.typeUsage(for: first, suggestedName: "pet", in: &scope)
        let b = schemas.typeUsage(for: second, suggestedName: "body", in: &scope)
        let c = schemas.typeUsage(for: second, suggestedName: "response", in: &scope)
        #expect(a == .named("Search.SearchPet"))  // `Pet` is used by `second`
        #expect(b == .named("Search.Body2"))       // reserved by the caller
        #expect(c == .named("Search.SearchResponse"))  // reserved everywhere
        #expect(schemas.finishedDeclarations(of: scope).map(\.name) == ["SearchPet", "Body2", "SearchResponse"])
    }

    @Test func topLevelScopeAvoidsEveryTakenName() {
        let schemas = Self.translation()
        #expect(schemas.isTopLevelNameTaken("Pet") && schemas.isTopLevelNameTaken("String") && !schemas.isTopLevelNameTaken("Order"))
        var scope = schemas.makeScope(parentName: "", for: [])
        let usage = schemas.typeUsage(for: S.object(["a": S.string()]), suggestedName: "Pet", in: &scope)
        #expect(usage == .named("Pet2"))
    }
}
