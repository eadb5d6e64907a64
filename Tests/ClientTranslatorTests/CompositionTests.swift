import ClientIR
import ClientTranslator
import OpenAPIModel
import Testing

@Suite("allOf, oneOf and anyOf")
struct CompositionTests {
    static let base = S.object(["id": S.integer(), "name": S.string()], required: ["id"])

    @Test func allOfMergesReferencedPartsInlinePartsAndSiblings() throws {
        let dog = S.with(S.allOf([S.ref("Base"), S.object(["bark": S.boolean(), "name": S.with(S.blank()) { $0.description = "Only docs." }], required: ["bark"])])) {
            $0.properties = OrderedMap([("size", S.string())])
            $0.required = ["name"]
        }
        let result = Translated(["Base": Self.base, "Dog": dog])
        let properties = try #require(result["Dog"]?.structure?.properties)
        #expect(properties.map(\.key) == ["id", "name", "bark", "size"])
        #expect(properties.map(\.isRequired) == [true, true, true, false])
        #expect(result["Dog"]?.property("name")?.type == .builtin("String"))
    }

    @Test func allOfThroughChainsOfReferences() throws {
        let middle = S.allOf([S.ref("Base"), S.object(["middle": S.string()])])
        let leaf = S.allOf([S.ref("Middle"), S.object(["leaf": S.string()])])
        let result = Translated(["Base": Self.base, "Middle": middle, "Leaf": leaf])
        #expect(result["Leaf"]?.structure?.properties.map(\.key) == ["id", "name", "middle", "leaf"])
    }

    @Test func allOfWithOneReferenceIsThatType() throws {
        let described = S.with(S.allOf([S.ref("Base")])) { $0.description = "The owner." }
        let nullable = S.allOf([S.ref("Base"), S.null()])
        let result = Translated(["Base": Self.base, "Owner": described, "Holder": S.object(["owner": described, "maybe": nullable], required: ["owner", "maybe"])])
        #expect(result["Owner"]?.alias == .named("Base"))
        #expect(result["Owner"]?.documentation == ["The owner."])
        #expect(result["Holder"]?.property("owner")?.type == .named("Base"))
        #expect(result["Holder"]?.property("maybe")?.type == .optional(.named("Base")))
    }

    @Test func allOfOfPrimitivesIsThePrimitive() throws {
        let code = S.allOf([S.string(), S.with(S.blank()) { $0.maxLength = 3 }, S.with(S.string()) { $0.pattern = "^[A-Z]+$" }])
        #expect(Translated(["Code": code])["Code"]?.alias == .builtin("String"))
    }

    @Test func aLatticeOfAllOfsIsWalkedOncePerSchema() throws {
        // D0 and E0 are each `allOf [D1, E1]`, and so on 40 deep, down to two strings: 2^40 paths lead to the leaves.
        // Looking at each schema once, the question whether a part is an object ends at once; looking at every path,
        // it did not end.
        var components: [(String, Schema)] = []
        for level in 0..<40 {
            for name in ["D", "E"] {
                components.append(("\(name)\(level)", S.allOf([S.ref("D\(level + 1)"), S.ref("E\(level + 1)")])))
            }
        }
        components += [("D40", S.string()), ("E40", S.string())]
        let result = Translated(S.document(components))
        #expect(result["D0"]?.alias == .named("D1"))
        #expect(result["E39"]?.alias == .named("D40"))
    }

    @Test func oneOfInsideAllOfWarnsAndKeepsTheExtraKeys() throws {
        let mixed = S.allOf([S.ref("Base"), S.oneOf([S.object(["a": S.string()]), S.object(["b": S.string()])])])
        let result = Translated(["Base": Self.base, "Mixed": mixed])
        let mixedStruct = try #require(result["Mixed"]?.structure)
        #expect(mixedStruct.properties.map(\.key) == ["id", "name"])
        #expect(mixedStruct.additionalProperties?.valueType == .builtin("JSONValue"))
        #expect(result.diagnostics.map(\.id) == ["translate.unsupportedComposition"])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func aPolymorphicBaseWhoseOneOfListsTheChildAddsNoKeys() throws {
        // Pet lists its children; each child is `allOf` Pet. A Cat already is the member of Pet's `oneOf` it matches.
        var pet = S.with(S.oneOf([S.ref("Cat"), S.ref("Dog")])) {
            $0.properties = OrderedMap([("kind", S.string())])
            $0.required = ["kind"]
        }
        pet.discriminator = Discriminator(propertyName: "kind")
        let cat = S.allOf([S.ref("Pet"), S.object(["purrs": S.boolean()])])
        let dog = S.allOf([S.ref("Pet"), S.object(["barks": S.boolean()])])
        let result = Translated(["Pet": pet, "Cat": cat, "Dog": dog])
        let catStruct = try #require(result["Cat"]?.structure)
        #expect(catStruct.properties.map(\.key) == ["kind", "purrs"])
        #expect(catStruct.additionalProperties == nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result["Pet"]?.oneOf?.cases.map(\.type) == [.named("Cat"), .named("Dog")])
        #expect(result["Pet"]?.oneOf?.discriminatorKey == "kind")
    }

    /// A listed child that adds nothing to its base (DigitalOcean's `reserved_ipv6_action_unassign`: `allOf` the base
    /// and `{type: object, required: [type]}`) is a struct of the base's properties. As an alias of the base, the
    /// base's case for it held the base itself, and decoding `{"type": "unassign"}` recursed until the stack ran out.
    /// A schema the base does not list stays an alias of it (any value of the base).
    @Test func aListedChildThatAddsNothingIsAStructNotTheBase() throws {
        var action = S.with(S.oneOf([S.ref("Assign"), S.ref("Unassign")])) {
            $0.properties = OrderedMap([("type", S.string())])
            $0.required = ["type"]
        }
        action.discriminator = Discriminator(propertyName: "type")
        let unassign = S.allOf([S.ref("Action"), S.object(required: ["type"])])
        let assign = S.allOf([S.ref("Action"), S.object(["droplet_id": S.integer()], required: ["type", "droplet_id"])])
        let anyAction = S.allOf([S.ref("Action")])
        let result = Translated(["Action": action, "Assign": assign, "Unassign": unassign, "AnyAction": anyAction])
        #expect(result["Unassign"]?.structure?.properties.map(\.key) == ["type"])
        #expect(result["Assign"]?.structure?.properties.map(\.key) == ["type", "droplet_id"])
        #expect(result["Action"]?.oneOf?.cases.map(\.type) == [.named("Assign"), .named("Unassign")])
        #expect(result["AnyAction"]?.alias == .named("Action"))
        #expect(result.diagnostics.isEmpty)
    }

    /// The same for a listed child that is only a `$ref` to its base, or an `allOf` of a schema that is one.
    @Test func aListedChildThatIsAReferenceToItsBaseIsAStruct() throws {
        var action = S.with(S.oneOf([S.ref("Unassign"), S.ref("Remove")])) {
            $0.properties = OrderedMap([("type", S.string())])
            $0.required = ["type"]
        }
        action.discriminator = Discriminator(propertyName: "type")
        let result = Translated([
            "Action": action, "Unassign": S.ref("Action"), "Middle": S.ref("Action"), "Remove": S.allOf([S.ref("Middle")]),
        ])
        #expect(result["Unassign"]?.structure?.properties.map(\.key) == ["type"])
        #expect(result["Remove"]?.structure?.properties.map(\.key) == ["type"])
        #expect(result["Middle"]?.alias == .named("Action"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aLongPolymorphicFamilyAndAListThatDoesNotNameTheChild() throws {
        // More than 16 members: their targets are kept in a set the first time. `Other` is `allOf` the base too but
        // not listed, so the `oneOf` may add keys to it.
        let children = (0..<20).map { "Kind\($0)" }
        var base = S.with(S.oneOf(children.map { S.ref($0) })) { $0.properties = OrderedMap([("kind", S.string())]) }
        base.discriminator = Discriminator(propertyName: "kind")
        var components: [(String, Schema)] = [("Base", base)]
        for name in children + ["Other"] {
            components.append((name, S.allOf([S.ref("Base"), S.object(["own": S.string()])])))
        }
        let result = Translated(S.document(components))
        for name in children {
            #expect(result[name]?.structure?.additionalProperties == nil, "\(name)")
        }
        #expect(result["Other"]?.structure?.additionalProperties?.valueType == .builtin("JSONValue"))
        #expect(result.diagnostics.map(\.id) == ["translate.unsupportedComposition"])
    }

    @Test func aNestedTypeMayTakeTheNameOfAMemberOfAMergedBasesOneOf() throws {
        // Child copies Base's properties only, not its `anyOf`: its body never spells `Status`, so its inline enum
        // may be `Child.Status`.
        let base = S.with(S.anyOf([S.ref("Status"), S.object()])) { $0.properties = OrderedMap([("kind", S.string())]) }
        let child = S.allOf([S.ref("Base"), S.object(["status": S.enumeration(["on", "off"])])])
        let result = Translated(["Status": S.string(), "Base": base, "Child": child])
        #expect(result["Child"]?.property("status")?.type == .optional(.named("Child.Status")))
        #expect(result["Child.Status"]?.enumeration != nil)
        #expect(result.diagnostics.map(\.id) == ["translate.unsupportedComposition"])
    }

    @Test func oneOfWithDiscriminatorMapping() throws {
        var shape = S.oneOf([S.ref("Circle"), S.ref("Square")])
        var mapping = OrderedMap<String>()
        mapping["circle"] = "#/components/schemas/Circle"
        mapping["round"] = "#/components/schemas/Circle"
        var resolved = OrderedMap<ReferenceTarget>()
        resolved["circle"] = ReferenceTarget(file: S.rootFile, pointer: JSONPointer(["components", "schemas", "Circle"]))
        resolved["round"] = resolved["circle"]
        shape.discriminator = Discriminator(propertyName: "kind", mapping: mapping, resolvedMapping: resolved)
        let result = Translated([
            "Circle": S.object(["kind": S.string(), "radius": S.number()]),
            "Square": S.object(["kind": S.string(), "side": S.number()]),
            "Shape": shape,
        ])
        let oneOf = try #require(result["Shape"]?.oneOf)
        #expect(oneOf.discriminatorKey == "kind")
        #expect(oneOf.cases.map(\.name) == ["circle", "square"])
        #expect(oneOf.cases.map(\.type) == [.named("Circle"), .named("Square")])
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [[#""circle""#, #""round""#], [#""Square""#]])
        #expect(oneOf.hasUnknownCase && oneOf.unknownCaseName == "unknown")
    }

    @Test func discriminatorWithBareNamesAndInlineMembers() throws {
        var pet = S.oneOf([
            S.ref("Dog"),
            S.object(["petType": S.with(S.string()) { $0.constValue = S.quoted("fish") }, "fins": S.integer()]),
        ])
        var mapping = OrderedMap<String>()
        mapping["doggo"] = "Dog"
        pet.discriminator = Discriminator(propertyName: "petType", mapping: mapping)
        let result = Translated(["Dog": S.object(["petType": S.string()]), "Pet": pet])
        let oneOf = try #require(result["Pet"]?.oneOf)
        #expect(oneOf.cases.map(\.type) == [.named("Dog"), .named("Pet.Fish")])
        #expect(oneOf.cases.map(\.name) == ["dog", "fish"])
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [[#""doggo""#], [#""fish""#]])
        #expect(result["Pet"]?.nested.map(\.name) == ["Fish"])
    }

    @Test("Without a mapping, a member is also selected by the values its schema allows for the property")
    func discriminatorValuesTheMembersAllow() throws {
        // OpenAI's events and Spotify's tracks: the schema names are the implicit values, the servers send `type`.
        var event = S.oneOf([
            S.ref("TrackObject"),
            S.ref("EpisodeObject"),
            S.allOf([S.ref("ErrorEvent"), S.object(["stream_id": S.string()])]),
            S.ref("AudioEvent"),
            S.ref("VideoEvent"),
            S.ref("Named"),
            S.ref("WebSearchTool"),
        ])
        event.discriminator = Discriminator(propertyName: "type")
        let result = Translated([
            // Required or not: the discriminator says the property is there.
            "TrackObject": S.object(["type": S.enumeration(["track"]), "name": S.string()]),
            "EpisodeObject": S.allOf([S.object(["show": S.string()], required: ["show"]),
                                      S.object(["type": S.enumeration(["episode"])], required: ["type"])]),
            "ErrorEvent": S.object(["type": S.with(S.string()) { $0.constValue = S.quoted("error") }, "message": S.string()]),
            // Two members allow the same value: neither is selected by it; a payload with it tries them in order.
            "AudioEvent": S.object(["type": S.enumeration(["media"])]),
            "VideoEvent": S.object(["type": S.enumeration(["media"])]),
            // A value that is another member's name stays that member's.
            "Named": S.object(["type": S.enumeration(["TrackObject"])]),
            // Several values, all the member's.
            "WebSearchTool": S.object(["type": S.enumeration(["web_search", "web_search_2025_08_26"])]),
            "Event": event,
        ])
        let oneOf = try #require(result["Event"]?.oneOf)
        #expect(oneOf.discriminatorKey == "type")
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [
            [#""TrackObject""#, #""track""#], [#""EpisodeObject""#, #""episode""#], [#""error""#],
            [#""AudioEvent""#], [#""VideoEvent""#], [#""Named""#],
            [#""WebSearchTool""#, #""web_search""#, #""web_search_2025_08_26""#],
        ])
        #expect(oneOf.cases.map(\.sharedDiscriminatorValueLiterals) == [[], [], [], [#""media""#], [#""media""#], [], []])
    }

    /// OpenAI's `RealtimeConversationItem`: three members are `type: message`, and `role` tells them apart.
    @Test("Members that share a discriminator value are told apart by a property each requires with values of its own")
    func sharedValuesToldApartByAnotherProperty() throws {
        var item = S.oneOf([S.ref("SystemMessage"), S.ref("UserMessage"), S.ref("FunctionCall")])
        item.discriminator = Discriminator(propertyName: "type")
        let message = { (role: String) in
            S.object(["type": S.enumeration(["message"]), "role": S.enumeration([role])], required: ["type", "role"])
        }
        let result = Translated([
            "SystemMessage": message("system"),
            "UserMessage": message("user"),
            "FunctionCall": S.object(["type": S.enumeration(["function_call"])], required: ["type"]),
            "Item": item,
        ])
        let oneOf = try #require(result["Item"]?.oneOf)
        #expect(oneOf.cases.map(\.sharedDiscriminatorValueLiterals) == [[#""message""#], [#""message""#], []])
        #expect(oneOf.cases.map(\.sharedValueTag) == [
            OneOfTag(key: "role", valueLiterals: [#""system""#]), OneOfTag(key: "role", valueLiterals: [#""user""#]), nil,
        ])
    }

    @Test func oneOfWithNullIsAnOptionalUse() throws {
        let result = Translated([
            "Base": Self.base,
            "Holder": S.object(["base": S.oneOf([S.ref("Base"), S.null()]), "text": S.anyOf([S.string(), S.null()])], required: ["base", "text"]),
            "MaybeBase": S.oneOf([S.ref("Base"), S.null()]),
        ])
        #expect(result["Holder"]?.property("base")?.type == .optional(.named("Base")))
        #expect(result["Holder"]?.property("text")?.type == .optional(.builtin("String")))
        #expect(result["Holder"]?.nested.isEmpty == true)
        #expect(result["MaybeBase"]?.alias == .named("Base"))
    }

    /// OpenAPI 3.0 has no `null` type: a union whose members say `nullable: true` accepts `null` (found by the round
    /// trip of apideck's `CustomField.value`, whose `null` came back absent).
    @Test func anyOfWithNullableMembersIsNullable() throws {
        let nullableString = S.with(S.string()) { $0.types.append(.null) }
        let nullableNumber = S.with(S.number()) { $0.types.append(.null) }
        let result = Translated([
            "Field": S.object(["value": S.anyOf([nullableString, nullableNumber, S.array(S.string())])]),
        ])
        let value = try #require(result["Field"]?.property("value"))
        #expect(value.isNullable && !value.isRequired)
        #expect(value.type == .optional(.named("Field.Value")))
    }

    /// So does a union whose member is a `$ref` to a schema that allows `null` (its `type`, an `enum` that lists
    /// `null`, or through another reference): datamodel-code-generator's `redundant_reference_null`, whose `null`
    /// landed in the enum's `unknown` case, and a required property that could not be `nil`.
    @Test func anyOfWithAReferenceToANullableSchemaIsNullable() throws {
        let name = S.with(S.string()) { $0.types.append(.null) }
        let color = S.with(S.string()) { $0.enumValues = [.scalar("red", isPlain: true), .scalar("null", isPlain: true)] }
        let result = Translated([
            "Name": name, "Color": color, "Alias": S.ref("Name"),
            "Use": S.object([
                "name": S.anyOf([S.ref("Name"), S.integer()]),
                "color": S.anyOf([S.ref("Color"), S.integer()]),
                "alias": S.anyOf([S.ref("Alias"), S.integer()]),
                "plain": S.anyOf([S.ref("Use"), S.integer()]),
            ], required: ["name", "color", "alias", "plain"]),
        ])
        for key in ["name", "color", "alias"] {
            let property = try #require(result["Use"]?.property(key))
            #expect(property.isNullable && property.type.isOptional, "\(key)")
        }
        #expect(result["Use"]?.property("plain")?.isNullable == false)
    }

    @Test func oneOfOfPrimitives() throws {
        let result = Translated(["Id": S.oneOf([S.string(), S.integer(), S.array(S.string()), S.integer("int32")])])
        let oneOf = try #require(result["Id"]?.oneOf)
        #expect(oneOf.cases.map(\.name) == ["string", "int", "stringArray", "int32"])
        #expect(oneOf.cases.map(\.type) == [.builtin("String"), .builtin("Int"), .array(.builtin("String")), .builtin("Int32")])
        #expect(oneOf.discriminatorKey == nil && oneOf.hasUnknownCase)
    }

    @Test("A union of plain strings and a string enum is that enum, open to other strings; of a string and \"\", the string")
    func unionsOfStringsAndAnEnum() throws {
        // OpenAI's `model`: any model's ID, the known ones listed, in either order, inline or by reference.
        let known = S.enumeration(["gpt-4o", "davinci-002"])
        let nullableText = S.with(S.string()) { $0.maxLength = 64 }
        let result = Translated([
            "Known": known,
            "Holder": S.object([
                "model": S.anyOf([S.string(), S.enumeration(["gpt-4o", "davinci-002"])]),
                "listedFirst": S.oneOf([S.ref("Known"), nullableText, S.null()]),
                // Stripe's "a string, or the empty string to clear it".
                "description": S.anyOf([nullableText, S.enumeration([""])]),
                "notOpen": S.anyOf([S.string("date-time"), S.enumeration(["now"])]),
                "twoEnums": S.anyOf([S.string(), S.enumeration(["a"]), S.enumeration(["b"])]),
            ], required: ["model", "listedFirst", "description", "notOpen", "twoEnums"]),
        ])
        let holder = try #require(result["Holder"])
        #expect(holder.property("model")?.type == .named("Holder.Model"))
        #expect(holder.nested.first { $0.name == "Model" }?.enumeration?.cases.map(\.rawValue) == ["gpt-4o", "davinci-002"])
        #expect(holder.property("listedFirst")?.type == .optional(.named("Known")))
        #expect(holder.property("description")?.type == .builtin("String"))
        // A member that another type could decode, or a second list, keeps the union.
        #expect(holder.property("notOpen")?.type == .named("Holder.NotOpen"))
        #expect(holder.nested.first { $0.name == "NotOpen" }?.oneOf != nil)
        #expect(holder.nested.first { $0.name == "TwoEnums" }?.oneOf != nil)
        // A frozen enum has no case for other strings: the union stays.
        var options = TranslatorOptions()
        options.frozenEnums = true
        let frozen = Translated(["Holder": S.object(["model": S.anyOf([S.string(), S.enumeration(["gpt-4o"])])])], options: options)
        #expect(frozen["Holder.Model"]?.oneOf?.cases.map(\.name) == ["string", "gpt4o"])
    }

    @Test func sameSwiftTypeTwiceIsOneCase() throws {
        let oneOf = try #require(Translated(["Text": S.anyOf([S.string("email"), S.string("hostname")])])["Text"]?.oneOf)
        #expect(oneOf.cases.map(\.name) == ["string"])
    }

    @Test func inlineMembersAreNestedAndNamedByTitleOrPosition() throws {
        let result = Translated(["Event": S.oneOf([
            S.with(S.object(["a": S.string()])) { $0.title = "Created" },
            S.object(["b": S.string(), "c": S.string()]),
            S.ref("Unknown"),
        ]), "Unknown": S.object(["c": S.string()])])
        let oneOf = try #require(result["Event"]?.oneOf)
        #expect(result["Event"]?.nested.map(\.name) == ["Created", "Variant2"])
        #expect(oneOf.cases.map(\.name) == ["created", "variant2", "unknown"])
        #expect(oneOf.unknownCaseName == "undocumented")
    }

    /// An inline object member without a title is named after its one property when no other member has one of that
    /// name (GitHub's `{users: [...]}` beside a list of logins), else `Object` when no other member is an object
    /// (GitHub's label: a name or `{id, name, color}`); before, both were `variant1`/`variant2`.
    @Test func untitledObjectMembersAreNamedByTheirOnePropertyOrAsTheObject() throws {
        let result = Translated([
            "Restrictions": S.oneOf([S.object(["users": S.array(S.string())], required: ["users"]), S.array(S.string())]),
            "Label": S.oneOf([S.string(), S.object(["id": S.integer(), "name": S.string()])]),
            "Twins": S.oneOf([S.object(["id": S.integer()]), S.object(["id": S.string()])]),
        ])
        #expect(result["Restrictions"]?.oneOf?.cases.map(\.name) == ["users", "stringArray"])
        #expect(result["Restrictions"]?.nested.map(\.name) == ["Users"])
        #expect(result["Label"]?.oneOf?.cases.map(\.name) == ["string", "object"])
        #expect(result["Label"]?.nested.map(\.name) == ["Object"])
        #expect(result["Twins"]?.oneOf?.cases.map(\.name) == ["variant1", "variant2"])
    }

    @Test("An inline member is named by its one enum value, and its case by a title its type could not take")
    func casesOfAnObjectOrTheEmptyString() throws {
        // Stripe's way to clear a field: the object, or "".
        let result = Translated(["ShippingCost": S.anyOf([
            S.with(S.object(["shipping_rate": S.string()])) { $0.title = "shipping_cost" },
            S.enumeration([""]),
            S.enumeration(["auto"]),
        ])])
        let shipping = try #require(result["ShippingCost"])
        #expect(shipping.nested.map(\.name) == ["ShippingCost2", "Empty", "Auto"])
        #expect(shipping.oneOf?.cases.map(\.name) == ["shippingCost", "empty", "auto"])
    }

    @Test func caseNamesNeverEqualNestedTypeNames() throws {
        // Scripts without letter case give a case and a type the same spelling; Swift rejects that in one enum.
        let result = Translated(["Choice": S.oneOf([S.with(S.object(["a": S.string()])) { $0.title = "名前" }, S.string()])])
        let choice = try #require(result["Choice"])
        #expect(choice.nested.map(\.name) == ["名前"])
        #expect(choice.oneOf?.cases.map(\.name) == ["名前Case", "string"])
        // A case spelled like a top-level type it holds would hide that type inside the enum.
        let other = Translated(["名前": S.object(), "Holder": S.oneOf([S.ref("名前"), S.string()]), "Box": S.object(["名前": S.ref("名前")])])
        #expect(other["Holder"]?.oneOf?.cases.map(\.name) == ["名前Case", "string"])
        #expect(other["Box"]?.property("名前")?.name == "名前Value")
    }

    @Test func constraintOnlyOneOfKeepsTheObject() throws {
        let schema = S.with(S.object(["id": S.string(), "name": S.string()])) {
            $0.oneOf = [S.with(S.blank()) { $0.required = ["id"] }, S.with(S.blank()) { $0.required = ["name"] }]
        }
        #expect(Translated(["Lookup": schema])["Lookup"]?.structure?.properties.map(\.key) == ["id", "name"])
    }

    @Test func multipleTypesBecomeOneCasePerType() throws {
        let schema = S.with(S.blank()) { $0.types = [.string, .integer, .null] }
        let result = Translated(["Value": schema, "Holder": S.object(["value": schema], required: ["value"])])
        #expect(result["Value"]?.oneOf?.cases.map(\.type) == [.builtin("String"), .builtin("Int")])
        let mixed = S.with(S.blank()) { $0.types = [.object, .array, .boolean] }
        let cases = try #require(Translated(["Mixed": mixed])["Mixed"]?.oneOf?.cases)
        #expect(cases.map(\.name) == ["object", "array", "bool"])
        #expect(cases.map(\.type) == [.dictionary(.builtin("JSONValue")), .array(.builtin("JSONValue")), .builtin("Bool")])
        #expect(result["Holder"]?.property("value")?.type == .optional(.named("Holder.Value")))
    }

    @Test("An object among several types is a struct of its properties, not the union nested in itself")
    func anObjectAmongSeveralTypesIsAStruct() throws {
        let schema = S.with(S.object(["a": S.string()])) { $0.types = [.object, .string] }
        let result = Translated(["T": schema])
        let union = try #require(result["T"])
        #expect(union.oneOf?.cases.map(\.name) == ["a", "string"])
        #expect(union.nested.first?.structure?.properties.map(\.key) == ["a"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
