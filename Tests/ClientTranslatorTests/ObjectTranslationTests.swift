import ClientIR
import ClientTranslator
import OpenAPIModel
import Testing

@Suite("Objects become structs")
struct ObjectTranslationTests {
    static let pet = S.object([
        "id": S.integer("int64"),
        "name": S.string(),
        "nickname": S.string(nullable: true),
        "owner_id": S.with(S.string(nullable: true)) { $0.readOnly = true },
        "password": S.with(S.string()) { $0.writeOnly = true },
        "legacy": S.with(S.boolean()) { $0.deprecated = true; $0.description = "Old flag." },
    ], required: ["id", "name", "owner_id", "password"])

    @Test func requiredOptionalAndNullable() throws {
        let result = Translated(["Pet": Self.pet])
        let pet = try #require(result["Pet"])
        #expect(pet.origin == "#/components/schemas/Pet")
        let id = try #require(pet.property("id"))
        #expect(id.name == "id" && id.type == .builtin("Int64") && id.isRequired && !id.isNullable && id.defaultValue == nil)
        let nickname = try #require(pet.property("nickname"))
        #expect(nickname.type == .optional(.builtin("String")) && !nickname.isRequired && nickname.isNullable && nickname.defaultValue == "nil")
        let owner = try #require(pet.property("owner_id"))
        #expect(owner.name == "ownerId" && owner.key == "owner_id")
        #expect(owner.type == .optional(.builtin("String")) && owner.isRequired && owner.isNullable && owner.isReadOnly)
        // Required in requests only: an answer leaves a write-only property out.
        let password = try #require(pet.property("password"))
        #expect(password.isWriteOnly && !password.isRequired && password.type == .optional(.builtin("String")))
        let legacy = try #require(pet.property("legacy"))
        #expect(legacy.isDeprecated && legacy.documentation == ["Old flag."])
        #expect(legacy.origin == "#/components/schemas/Pet/properties/legacy")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func propertiesKeepDocumentOrderAndExactKeys() throws {
        let result = Translated(["Weird": S.object(["@type": S.string(), "+1": S.integer(), "-1": S.integer(), "default": S.string(), "self": S.string(), "a b": S.string()])])
        let properties = try #require(result["Weird"]?.structure?.properties)
        #expect(properties.map(\.key) == ["@type", "+1", "-1", "default", "self", "a b"])
        #expect(properties.map(\.name) == ["type", "plus1", "minus1", "`default`", "self_", "aB"])
    }

    @Test func inlineObjectsAndEnumsBecomeNestedTypes() throws {
        let result = Translated(["Pet": S.object([
            "category": S.object(["name": S.string()]),
            "status": S.enumeration(["available", "sold"]),
            "tags": S.array(S.object(["label": S.string()])),
        ], required: ["category"])])
        let pet = try #require(result["Pet"])
        #expect(pet.nested.map(\.name) == ["Category", "Status", "Tag"])
        #expect(pet.property("category")?.type == .named("Pet.Category"))
        #expect(pet.property("status")?.type == .optional(.named("Pet.Status")))
        #expect(pet.property("tags")?.type == .optional(.array(.named("Pet.Tag"))))
        #expect(result["Pet.Category"]?.origin == "#/components/schemas/Pet/properties/category")
        #expect(result["Pet.Status"]?.enumeration?.cases.map(\.name) == ["available", "sold"])
    }

    @Test func nestedTypesDoNotShadowTopLevelTypesTheParentUses() throws {
        let result = Translated([
            "Category": S.object(["id": S.integer()]),
            "Pet": S.object([
                "category": S.object(["name": S.string()]),
                "mainCategory": S.ref("Category"),
                "type": S.enumeration(["dog", "cat"]),
                "pet": S.object(["x": S.string()]),
            ]),
        ])
        let pet = try #require(result["Pet"])
        #expect(pet.nested.map(\.name) == ["PetCategory", "PetType", "Pet2"])
        #expect(pet.property("mainCategory")?.type == .optional(.named("Category")))
    }

    @Test func defaultsForRequiredPropertiesAndNilForOptionalOnes() throws {
        let result = Translated([
            "Status": S.enumeration(["available", "sold"]),
            "Query": S.object([
                "limit": S.with(S.integer()) { $0.defaultValue = S.plain("20") },
                "name": S.with(S.string()) { $0.defaultValue = S.quoted("a \"b\"") },
                "ratio": S.with(S.number()) { $0.defaultValue = S.plain(".5") },
                "flag": S.with(S.boolean()) { $0.defaultValue = S.plain("true") },
                "status": S.with(S.ref("Status")) { $0.defaultValue = S.plain("sold") },
                "inline": S.with(S.enumeration(["in_progress", "done"])) { $0.defaultValue = S.plain("in_progress") },
                "phase": S.with(S.enumeration(["first_step", "done"])) { $0.defaultValue = S.plain("done") },
                "tags": S.with(S.array(S.string())) { $0.defaultValue = .sequence([]) },
                "kind": S.with(S.blank()) { $0.constValue = S.plain("query") },
                "huge": S.with(S.integer("int32")) { $0.defaultValue = S.plain("99999999999") },
                "mismatch": S.with(S.integer()) { $0.defaultValue = S.quoted("ten") },
                "optional": S.with(S.integer()) { $0.defaultValue = S.plain("5") },
            ], required: ["limit", "name", "ratio", "flag", "status", "inline", "phase", "tags", "kind", "huge", "mismatch"]),
        ])
        let query = try #require(result["Query"])
        #expect(query.property("limit")?.defaultValue == "20")
        #expect(query.property("name")?.defaultValue == #""a \"b\"""#)
        #expect(query.property("ratio")?.defaultValue == "0.5")
        #expect(query.property("flag")?.defaultValue == "true")
        #expect(query.property("status")?.defaultValue == ".sold")
        #expect(query.property("inline")?.defaultValue == ".inProgress")
        #expect(query.property("phase")?.defaultValue == ".done")
        #expect(query.property("tags")?.defaultValue == "[]")
        #expect(query.property("kind")?.type == .builtin("String"))
        #expect(query.property("kind")?.defaultValue == #""query""#)
        #expect(query.property("huge")?.defaultValue == nil)
        #expect(query.property("mismatch")?.defaultValue == nil)
        let optional = try #require(query.property("optional"))
        #expect(optional.defaultValue == "nil")
        #expect(optional.documentation == ["Default: `5`."])
    }

    @Test("A required enum of one value defaults to it, as a const does")
    func requiredEnumOfOneValueIsItsDefault() throws {
        let result = Translated([
            "GroupType": S.enumeration(["group"]),
            "Group": S.object([
                "type": S.enumeration(["group"]),
                "kind": S.ref("GroupType"),
                "nullable": S.with(S.enumeration(["only"])) { $0.enumValues?.append(S.plain("null")) },
                "optional": S.enumeration(["solo"]),
                "two": S.enumeration(["a", "b"]),
            ], required: ["type", "kind", "nullable", "two"]),
        ])
        let group = try #require(result["Group"])
        #expect(group.property("type")?.defaultValue == ".group")
        #expect(group.property("kind")?.defaultValue == ".group")
        #expect(group.property("nullable")?.defaultValue == "nil")  // optional through its null
        #expect(group.property("optional")?.defaultValue == "nil")
        #expect(group.property("two")?.defaultValue == nil)
    }

    @Test func documentationFromTitleAndDescription() throws {
        let schema = S.with(S.object(["a": S.string()])) {
            $0.title = "A pet"
            $0.description = "Line one\nLine two\u{2028}*/ sneaky"
            $0.deprecated = true
        }
        let pet = try #require(Translated(["Pet": schema])["Pet"])
        #expect(pet.documentation == ["A pet", "", "Line one", "Line two", #"*\/ sneaky"#])
        #expect(pet.isDeprecated)
    }

    @Test func emptyObjectsAndFreeFormObjects() throws {
        let closed = S.with(S.object()) { $0.additionalProperties = .allowed(false) }
        let result = Translated(["Closed": closed, "Open": S.object(), "Anything": S.any()])
        #expect(result["Closed"]?.structure == StructDeclaration(properties: []))
        #expect(result["Open"]?.alias == .dictionary(.builtin("JSONValue")))
        #expect(result["Anything"]?.alias == .builtin("JSONValue"))
    }

    @Test func nullableReferencedSchemasAreOptionalWhereUsed() throws {
        let result = Translated([
            "MaybeName": S.string(nullable: true),
            "Box": S.object(["name": S.ref("MaybeName"), "other": S.ref("MaybeName", nullable: false)], required: ["name"]),
        ])
        #expect(result["MaybeName"]?.alias == .builtin("String"))
        let name = try #require(result["Box"]?.property("name"))
        #expect(name.type == .optional(.named("MaybeName")) && name.isRequired && name.isNullable)
    }
}
