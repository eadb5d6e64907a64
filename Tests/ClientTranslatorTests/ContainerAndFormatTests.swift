import ClientIR
import ClientTranslator
import OpenAPIModel
import Testing

@Suite("Arrays, maps and formats")
struct ContainerAndFormatTests {
    @Test("Arrays nested deeper than four are spelled Array<...>: the compiler's time grows exponentially with [[...]]")
    func deeplyNestedArraysAreSpelledWithoutSugar() {
        var type = TypeUsage.builtin("Int")
        for _ in 0..<4 { type = .array(type) }
        #expect(type.swiftSpelling == "[[[[Int]]]]")
        #expect(TypeUsage.array(.optional(type)).swiftSpelling == "Array<[[[[Int]]]]?>")
        #expect(TypeUsage.array(.dictionary(.array(type))).swiftSpelling == "Array<[String: Array<[[[[Int]]]]>]>")
    }

    @Test func additionalPropertiesTypedAndFreeForm() throws {
        let withExtras = S.with(S.object(["name": S.string(), "additionalProperties": S.string()])) { $0.additionalProperties = .schema(S.integer()) }
        let withAnything = S.with(S.object(["name": S.string()])) { $0.additionalProperties = .allowed(true) }
        let withEmptySchema = S.with(S.object(["name": S.string()])) { $0.additionalProperties = .schema(S.any()) }
        let result = Translated([
            "Labels": S.map(S.string()),
            "Free": S.map(S.any()),
            "Counts": withExtras,
            "Bag": withAnything,
            "Bag2": withEmptySchema,
            "Grouped": S.map(S.array(S.ref("Labels"))),
        ])
        #expect(result["Labels"]?.alias == .dictionary(.builtin("String")))
        #expect(result["Free"]?.alias == .dictionary(.builtin("JSONValue")))
        #expect(result["Counts"]?.structure?.additionalProperties == AdditionalPropertiesDeclaration(propertyName: "additionalProperties2", valueType: .builtin("Int")))
        #expect(result["Bag"]?.structure?.additionalProperties?.valueType == .builtin("JSONValue"))
        #expect(result["Bag2"]?.structure?.additionalProperties?.valueType == .builtin("JSONValue"))
        #expect(result["Grouped"]?.alias == .dictionary(.array(.named("Labels"))))
    }

    @Test func inlineMapValuesAndArrayItemsAreNamedFromTheirProperty() throws {
        let result = Translated(["Store": S.object([
            "inventory": S.map(S.object(["count": S.integer()])),
            "categories": S.array(S.object(["name": S.string()])),
            "matrix": S.array(S.array(S.number())),
            "data": S.array(S.object(["x": S.integer()])),
        ])])
        let store = try #require(result["Store"])
        #expect(store.nested.map(\.name) == ["InventoryValue", "Category", "DataItem"])
        #expect(store.property("inventory")?.type == .optional(.dictionary(.named("Store.InventoryValue"))))
        #expect(store.property("categories")?.type == .optional(.array(.named("Store.Category"))))
        #expect(store.property("matrix")?.type == .optional(.array(.array(.builtin("Double")))))
    }

    @Test func topLevelArraysOfInlineObjectsGetATopLevelElementType() throws {
        let result = Translated(["Pets": S.array(S.object(["name": S.string()])), "Pet": S.object()])
        #expect(result.names == ["Pets", "PetsItem", "Pet"])
        #expect(result["Pets"]?.alias == .array(.named("PetsItem")))
        #expect(result["PetsItem"]?.structure?.properties.map(\.key) == ["name"])
    }

    @Test func arraysWithoutItemsAndTuples() throws {
        let tuple = S.with(S.typed(.array)) { $0.prefixItems = [S.string(), S.integer()] }
        let result = Translated(["List": S.array(nil), "Pair": tuple])
        #expect(result["List"]?.alias == .array(.builtin("JSONValue")))
        #expect(result["Pair"]?.alias == .array(.builtin("JSONValue")))
    }

    @Test("formats map to Swift types", arguments: [
        (JSONType.string, nil, "String"),
        (.string, "date-time", "Date"),
        (.string, "date", "DateOnly"),
        (.string, "uuid", "String"),
        (.string, "uri", "String"),
        (.string, "email", "String"),
        (.string, "byte", "Data"),
        (.string, "binary", "String"),  // inside JSON; a part or a whole body's is `Data` (RawByteStrings)
        (.string, "decimal", "String"),
        (.integer, nil, "Int"),
        (.integer, "int32", "Int32"),
        (.integer, "int64", "Int64"),
        (.integer, "uint8", "UInt8"),
        (.integer, "weird", "Int"),
        (.number, nil, "Double"),
        (.number, "float", "Double"),
        (.number, "double", "Double"),
        (.number, "decimal", "Decimal"),
        (.boolean, nil, "Bool"),
    ] as [(JSONType, String?, String)])
    func formats(type: JSONType, format: String?, expected: String) {
        #expect(Translated(["Value": S.typed(type, format: format)])["Value"]?.alias == .builtin(expected))
    }

    @Test func base64ContentEncoding() {
        let schema = S.with(S.string()) { $0.contentEncoding = "base64" }
        #expect(Translated(["Blob": schema])["Blob"]?.alias == .builtin("Data"))
    }

    @Test func formatAndSchemaTypeOverrides() throws {
        var options = TranslatorOptions()
        options.formatTypeOverrides = ["uuid": "UUID", "money": "Money"]
        options.schemaTypeOverrides = ["Timestamp": "Foundation.Date"]
        let result = Translated([
            "Timestamp": S.integer(),
            "Payment": S.object(["id": S.string("uuid"), "amount": S.string("money"), "at": S.ref("Timestamp"), "money": S.object(["x": S.string()])]),
        ], options: options)
        #expect(result.names == ["Payment"])
        let payment = try #require(result["Payment"])
        #expect(payment.property("id")?.type == .optional(.builtin("UUID")))
        #expect(payment.property("amount")?.type == .optional(.builtin("Money")))
        #expect(payment.property("at")?.type == .optional(.builtin("Foundation.Date")))
        // A nested type never takes the name of a user-provided type.
        #expect(payment.nested.map(\.name) == ["PaymentMoney"])
    }
}
