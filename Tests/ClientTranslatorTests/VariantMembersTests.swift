import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import Testing

/// Which `oneOf`/`anyOf` cases carry the JSON members their struct reads (``OneOfCase/memberKeys``), so that the
/// generated decoder prefers the variant that reads all of an object.
@Suite("Variants chosen by their members")
struct VariantMembersTests {
    static func oneOf(_ name: String, in components: KeyValuePairs<String, Schema>) throws -> OneOfDeclaration {
        let model = ClientTranslator().translate(S.document(components), options: TranslatorOptions(), diagnostics: DiagnosticCollector())
        return try #require(model.types.first { $0.name == name }?.oneOf)
    }

    static let link = S.object(["href": S.string(), "type": S.string()])
    static let content = S.object(["url": S.string(), "type": S.string(), "fileSize": S.integer()])

    @Test func structsThatMayDecodeTheSameObjectCarryTheirMembers() throws {
        let oneOf = try Self.oneOf("Media", in: ["Link": Self.link, "Content": Self.content, "Media": S.anyOf([S.ref("Link"), S.ref("Content")])])
        #expect(oneOf.cases.map(\.memberKeys) == [["href", "type"], ["url", "type", "fileSize"]])
        #expect(oneOf.choosesByMembers)
    }

    @Test func requiredMembersThatTellTheVariantsApartNeedNoChoice() throws {
        // Stripe's shape: an object of the second lacks a member the first requires, and the other way round.
        let price = S.object(["id": S.string(), "active": S.boolean(), "currency": S.string()], required: ["id", "active"])
        let deleted = S.object(["id": S.string(), "deleted": S.boolean()], required: ["id", "deleted"])
        let oneOf = try Self.oneOf("Item", in: ["Price": price, "DeletedPrice": deleted, "Item": S.anyOf([S.ref("Price"), S.ref("DeletedPrice")])])
        #expect(oneOf.cases.allSatisfy { $0.memberKeys == nil })
        // When the second declares all the first requires, an object of the second may decode as the first.
        let wide = S.object(["id": S.string(), "active": S.boolean(), "deleted": S.boolean()], required: ["id", "deleted"])
        let widened = try Self.oneOf("Item", in: ["Price": price, "Wide": wide, "Item": S.anyOf([S.ref("Price"), S.ref("Wide")])])
        #expect(widened.cases.map(\.memberKeys) == [["id", "active", "currency"], ["id", "active", "deleted"]])
    }

    @Test func throughAliasesAndInlineMembers() throws {
        let oneOf = try Self.oneOf("Media", in: [
            "Link": Self.link, "Alias": S.allOf([S.ref("Link")]),
            "Media": S.oneOf([S.ref("Alias"), S.object(["name": S.string()]), S.map(S.integer())]),
        ])
        #expect(oneOf.cases.map(\.memberKeys) == [["href", "type"], ["name"], nil])
    }

    @Test func aStructWithAdditionalPropertiesReadsEveryMember() throws {
        var open = Self.content
        open.additionalProperties = .schema(S.string())
        let oneOf = try Self.oneOf("Media", in: ["Link": Self.link, "Open": open, "Media": S.oneOf([S.ref("Link"), S.ref("Open")])])
        #expect(oneOf.cases.map(\.memberKeys) == [["href", "type"], nil])
    }

    @Test func oneObjectAmongValuesNeedsNoChoice() throws {
        let oneOf = try Self.oneOf("Id", in: [
            "Link": Self.link, "Kind": S.enumeration(["a", "b"]),
            "Id": S.oneOf([S.ref("Link"), S.string(), S.integer(), S.array(S.ref("Link")), S.ref("Kind")]),
        ])
        #expect(oneOf.cases.allSatisfy { $0.memberKeys == nil })
        #expect(!oneOf.choosesByMembers)
    }

    @Test func aDiscriminatorChoosesAlone() throws {
        let media = S.with(S.oneOf([S.ref("Link"), S.ref("Content")])) {
            $0.discriminator = Discriminator(propertyName: "type")
        }
        let oneOf = try Self.oneOf("Media", in: ["Link": Self.link, "Content": Self.content, "Media": media])
        #expect(oneOf.cases.allSatisfy { $0.memberKeys == nil })
    }

    @Test func objectsWithoutADeclaredMemberListDoNotChoose() throws {
        let oneOf = try Self.oneOf("Loose", in: ["Loose": S.oneOf([S.map(S.string()), S.any()])])
        #expect(oneOf.cases.allSatisfy { $0.memberKeys == nil })
    }
}
