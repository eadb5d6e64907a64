import ClientIR
import ClientTranslator
import OpenAPIModel
import Testing

@Suite("Top-level names, collisions and overrides")
struct TopLevelNamingTests {
    @Test func reservedSchemaNamesGetModelSuffix() {
        let result = Translated(["Error": S.object(["message": S.string()]), "Data": S.object(), "Type": S.string(), "Pet": S.object(["error": S.ref("Error")])])
        #expect(result.names == ["ErrorModel", "DataModel", "TypeModel", "Pet"])
        #expect(result["Pet"]?.property("error")?.type == .optional(.named("ErrorModel")))
    }

    @Test func naturalNamesWinOverDerivedOnes() {
        // `ErrorModel` is a real schema: it keeps its name; `Error` gets the next free one.
        let result = Translated(["Error": S.object(), "ErrorModel": S.object()])
        #expect(result.names == ["ErrorModel2", "ErrorModel"])
    }

    @Test func collidingSchemaNamesAreNumberedInDocumentOrder() {
        let result = Translated(["pet_status": S.string(), "PetStatus": S.string(), "pet-status": S.string(), "petStatus": S.string()])
        #expect(result.names == ["PetStatus", "PetStatus2", "PetStatus3", "PetStatus4"])
        let again = Translated(["pet_status": S.string(), "PetStatus": S.string(), "pet-status": S.string(), "petStatus": S.string()])
        #expect(again.types == result.types)
    }

    @Test func collidingPropertyNamesAreNumberedInOrder() throws {
        let result = Translated(["Thing": S.object(["user_id": S.string(), "userId": S.integer(), "user-id": S.boolean(), "@id": S.string(), "id": S.string()])])
        let properties = try #require(result["Thing"]?.structure?.properties)
        #expect(properties.map(\.name) == ["userId", "userId2", "userId3", "id", "id2"])
        #expect(properties.map(\.key) == ["user_id", "userId", "user-id", "@id", "id"])
    }

    @Test func nestedNameCollisionsAndParentNames() throws {
        let result = Translated(["Order": S.object([
            "item": S.object(["a": S.string()]),
            "Item": S.object(["b": S.string()]),
            "order": S.object(["c": S.string()]),
            "coding_keys": S.object(["d": S.string()]),
        ])])
        #expect(result["Order"]?.nested.map(\.name) == ["Item", "Item2", "Order2", "OrderCodingKeys"])
    }

    @Test func userOverrides() throws {
        var options = TranslatorOptions()
        options.typeNameOverrides = ["pet": "Animal", "Error": "Problem", "bad": "not valid!"]
        options.propertyNameOverrides = ["pet.name": "title", "Animal.tag": "label", "id": "identifier", "Problem.code": "class"]
        let result = Translated([
            "pet": S.object(["name": S.string(), "tag": S.string(), "id": S.integer()]),
            "Error": S.object(["code": S.integer(), "id": S.string()]),
            "bad": S.object(),
            "Animal": S.object(),
        ], options: options)
        #expect(result.names == ["Animal", "Problem", "NotValid", "Animal2"])
        #expect(result["Animal"]?.structure?.properties.map(\.name) == ["title", "label", "identifier"])
        #expect(result["Problem"]?.structure?.properties.map(\.name) == ["`class`", "identifier"])
        #expect(result.diagnostics.map(\.id) == ["translate.invalidOverride"])
    }

    /// `naming.typePrefix`/`typeSuffix`: every type made from a schema has them once; nested names, case names and
    /// renamed schemas do not.
    @Test func typeNameAffixes() throws {
        var options = TranslatorOptions()
        options.typeNameAffixes = TypeNameAffixes(prefix: "GH", suffix: "DTO")
        options.typeNameOverrides = ["Owner": "Person"]
        let result = Translated([
            "Pet": S.object(["type": S.enumeration(["dog", "cat"]), "owner": S.ref("Owner"), "error": S.object(["code": S.string()])]),
            "Owner": S.object(),
            "Error": S.object(),
            "Labels": S.map(S.object(["name": S.string()])),
            "Either": S.oneOf([S.ref("Pet"), S.ref("Error")]),
        ], options: options)
        #expect(result.names == ["GHPetDTO", "Person", "GHErrorDTO", "GHLabelsDTO", "GHLabelsValueDTO", "GHEitherDTO"])
        // A nested name that takes its parent's name takes it bare (`Type` is reserved, `Error` a used type).
        #expect(result["GHPetDTO"]?.nested.map(\.name) == ["PetType", "PetError"])
        #expect(result["GHPetDTO"]?.property("owner")?.type == .optional(.named("Person")))
        guard case .oneOf(let choice)? = result["GHEitherDTO"]?.kind else { Issue.record("not a oneOf"); return }
        #expect(choice.cases.map(\.name) == ["pet", "error"])
    }

    @Test func externalAndDeepReferenceTargetsGetTopLevelTypes() throws {
        let common = ReferenceTarget(file: "/api/common.yaml", pointer: JSONPointer(["components", "schemas", "Error"]))
        let wholeFile = ReferenceTarget(file: "/api/models/pet-tag.yaml", pointer: .root)
        let deep = ReferenceTarget(file: S.rootFile, pointer: JSONPointer(["components", "schemas", "Pet", "properties", "owner"]))
        let items = ReferenceTarget(file: "/api/lists.yaml", pointer: JSONPointer(["Names", "items"]))
        var document = S.document([
            "Pet": S.object(["owner": S.object(["name": S.string()]), "tag": S.refTo(wholeFile), "error": S.refTo(common)]),
            "Error": S.object(),
            "Owner": S.object(["copy": S.refTo(deep)]),
        ], external: [
            (common, S.object(["message": S.string()])),
            (wholeFile, S.object(["label": S.string()])),
            (deep, S.object(["name": S.string()])),
            (items, S.string()),
        ])
        document.schemaOrder.append(common)  // met twice: still one type
        let result = Translated(document)
        #expect(result.names == ["Pet", "ErrorModel", "Owner", "ErrorModel2", "PetTag", "Owner2", "NamesItem"])
        #expect(result["Pet"]?.property("tag")?.type == .optional(.named("PetTag")))
        #expect(result["Pet"]?.property("error")?.type == .optional(.named("ErrorModel2")))
        #expect(result["Owner"]?.property("copy")?.type == .optional(.named("Owner2")))
        #expect(result["ErrorModel2"]?.origin == "common.yaml#/components/schemas/Error")
        #expect(result["PetTag"]?.origin == "models/pet-tag.yaml#")
    }

    @Test func componentThatOnlyPointsToAnotherFileLendsItsName() throws {
        let external = ReferenceTarget(file: "/api/schemas/animal.yaml", pointer: .root)
        let document = S.document([
            "Pet": S.refTo(external),
            "Owner": S.object(["pet": S.ref("Pet")]),
        ], external: [(external, S.object(["name": S.string()]))])
        let result = Translated(document)
        #expect(result.names == ["Pet", "Owner"])
        #expect(result["Pet"]?.structure?.properties.map(\.key) == ["name"])
        #expect(result["Pet"]?.origin == "schemas/animal.yaml#")
        #expect(result["Owner"]?.property("pet")?.type == .optional(.named("Pet")))
    }

    @Test func danglingReferenceWarnsAndKeepsJSON() throws {
        let missing = ReferenceTarget(file: S.rootFile, pointer: JSONPointer(["components", "schemas", "Missing"]))
        let result = Translated(["Holder": S.object(["thing": S.refTo(missing)])])
        #expect(result["Holder"]?.property("thing")?.type == .optional(.builtin("JSONValue")))
        #expect(result.diagnostics.map(\.id) == ["translate.unresolvedReference"])
    }

    @Test func clientModelCarriesTitleVersionAndDocumentation() {
        var document = S.document(["Pet": S.object()])
        document.info = Info(title: "Pet Store", version: "2.1", summary: "Pets.", description: "All the\npets.")
        let model = ClientTranslator().translate(document, options: TranslatorOptions(), diagnostics: .init())
        #expect(model.title == "Pet Store" && model.apiVersion == "2.1")
        #expect(model.documentation == ["Pets.", "", "All the", "pets."])
        #expect(model.types.map(\.name) == ["Pet"])
    }
}
