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

    @Test func aRequiredNullableMemberDoesNotTellVariantsApart() throws {
        // PandaScore's opponents: a player's members are required but nullable, so the decoder reads a team's object
        // as a player when they are absent; only `id` and `name` are required of it.
        let player = S.object(["id": S.integer(), "name": S.string(), "first_name": S.string(nullable: true)], required: ["id", "name", "first_name"])
        let team = S.object(["id": S.integer(), "name": S.string(), "acronym": S.string(nullable: true)], required: ["id", "name", "acronym"])
        let oneOf = try Self.oneOf("Opponent", in: ["Player": player, "Team": team, "Opponent": S.oneOf([S.ref("Player"), S.ref("Team")])])
        #expect(oneOf.cases.map(\.memberKeys) == [["id", "name", "first_name"], ["id", "name", "acronym"]])
        // And the decoder reads them when absent, but writes them back: an object must have them to be read whole.
        #expect(oneOf.cases.map(\.nullableRequiredKeys) == [["first_name"], ["acronym"]])
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

/// `oneOf`/`anyOf` members that each require a property with a value of their own: that property is the
/// discriminator (``OneOfDeclaration/discriminatorKey``), each value selects its member.
@Suite("Implicit discriminators")
struct ImplicitDiscriminatorTests {
    static func tagged(_ value: String, _ key: String = "type", required: Bool = true, extra: KeyValuePairs<String, Schema> = [:]) -> Schema {
        var schema = S.object(["name": S.string()], required: [])
        schema.properties[key] = S.enumeration([value])
        for (name, property) in extra { schema.properties[name] = property }
        if required { schema.required.append(key) }
        return schema
    }

    @Test func aRequiredPropertyWithAValueOfItsOwnInEachMemberDiscriminates() throws {
        var constant = S.object(["name": S.string()])
        constant.properties["type"] = S.with(S.blank()) { $0.constValue = S.plain("team") }
        constant.required = ["type"]
        let oneOf = try VariantMembersTests.oneOf("Incident", in: [
            "Player": Self.tagged("player"), "Team": constant,
            "Incident": S.oneOf([S.ref("Player"), S.ref("Team"), Self.tagged("coach")]),
        ])
        #expect(oneOf.discriminatorKey == "type")
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [[#""player""#], [#""team""#], [#""coach""#]])
    }

    @Test func throughAllOfPartsAndReferencedEnums() throws {
        let oneOf = try VariantMembersTests.oneOf("Event", in: [
            "Kind": S.enumeration(["created"]),
            "Base": S.object(["id": S.string()], required: ["id"]),
            "Created": S.allOf([S.ref("Base"), S.object(["kind": S.ref("Kind")], required: ["kind"])]),
            // Required by the whole, declared by a part.
            "Deleted": S.with(S.allOf([S.ref("Base"), Self.tagged("deleted", "kind", required: false)])) { $0.required = ["kind"] },
            "Event": S.anyOf([S.ref("Created"), S.ref("Deleted")]),
        ])
        #expect(oneOf.discriminatorKey == "kind")
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [[#""created""#], [#""deleted""#]])
    }

    @Test("A member that is a union of tagged members allows each of their values (OpenAI's Assistants events)")
    func throughNestedUnions() throws {
        let oneOf = try VariantMembersTests.oneOf("AssistantEvent", in: [
            "ThreadCreated": Self.tagged("thread.created", "event"),
            "RunCreated": Self.tagged("thread.run.created", "event"),
            "RunCompleted": Self.tagged("thread.run.completed", "event"),
            "ThreadEvent": S.oneOf([S.ref("ThreadCreated")]),
            "RunEvent": S.oneOf([S.ref("RunCreated"), S.ref("RunCompleted")]),
            "AssistantEvent": S.oneOf([S.ref("ThreadEvent"), S.ref("RunEvent"), Self.tagged("done", "event")]),
        ])
        #expect(oneOf.discriminatorKey == "event")
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [
            [#""thread.created""#], [#""thread.run.created""#, #""thread.run.completed""#], [#""done""#],
        ])
        // A value in two members' sets tells nothing apart.
        let shared = try VariantMembersTests.oneOf("Overlap", in: [
            "A": Self.tagged("a", "event"), "B": Self.tagged("b", "event"),
            "AB": S.oneOf([S.ref("A"), S.ref("B")]),
            "Overlap": S.oneOf([S.ref("AB"), S.ref("B")]),
        ])
        #expect(shared.discriminatorKey == nil)
    }

    @Test("The search visits a bounded number of schemas: parts repeated along every path are not all walked")
    func theSearchIsBounded() throws {
        func chain(fanOut: Int) throws -> OneOfDeclaration {
            let parts = { (name: String) in S.allOf(Array(repeating: S.ref(name), count: fanOut)) }
            return try VariantMembersTests.oneOf("Union", in: [
                "A0": parts("A1"), "A1": parts("A2"), "A2": parts("A3"), "A3": Self.tagged("deep"),
                "Union": S.oneOf([S.ref("A0"), Self.tagged("shallow")]),
            ])
        }
        #expect(try chain(fanOut: 2).discriminatorKey == "type")
        // 30 x 30 x 30 paths to the tag: more than `tagWalkBudget` schemas, so the members are tried in order.
        #expect(try chain(fanOut: 30).discriminatorKey == nil)
    }

    @Test func noPropertyQualifies() throws {
        let cases: [(String, [Schema])] = [
            ("the same value twice (Stripe's price and deleted_price)", [Self.tagged("price"), Self.tagged("price")]),
            ("an optional property", [Self.tagged("a"), Self.tagged("b", required: false)]),
            ("a member without it", [Self.tagged("a"), S.object(["name": S.string()])]),
            ("a member that is not an object", [Self.tagged("a"), S.string()]),
            ("a value that is not a string", [Self.tagged("a"), S.with(S.object()) {
                $0.properties["type"] = S.intEnum([1])
                $0.required = ["type"]
            }]),
        ]
        for (reason, members) in cases {
            let oneOf = try VariantMembersTests.oneOf("Union", in: ["Union": S.oneOf(members)])
            #expect(oneOf.discriminatorKey == nil, "\(reason)")
        }
    }
}
