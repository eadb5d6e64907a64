import GeneratorDiagnostics
import OpenAPIModel
import Testing

/// `Schema` keeps its keywords in a buffer that copies share until one of them is changed: it must still behave as
/// a value, whichever keyword is written and however deep.
@Suite("Schema is a value")
struct SchemaValueTests {
    /// An object schema with a property, items, a rare keyword (`pattern`) and an `allOf` member.
    func sample() -> Schema {
        let location = SourceLocation(file: "openapi.yaml", line: 1, column: 1)
        var name = Schema(location: location, pointer: JSONPointer(["components", "schemas", "Pet", "properties", "name"]))
        name.types = [.string]
        var schema = Schema(location: location, pointer: JSONPointer(["components", "schemas", "Pet"]))
        schema.types = [.object]
        schema.properties["name"] = name
        schema.items = name
        schema.allOf = [name]
        schema.pattern = "^a"
        return schema
    }

    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = sample()
        var copy = original
        #expect(copy == original)
        copy.types.append(.null)
        copy.properties["name"]?.format = "email"
        copy.items?.title = "Item"
        copy.allOf[0].description = "A part"
        copy.pattern = "^b"

        #expect(original.types == [.object])
        #expect(original.properties["name"]?.format == nil)
        #expect(original.items?.title == nil)
        #expect(original.allOf[0].description == nil)
        #expect(original.pattern == "^a")
        #expect(copy.types == [.object, .null])
        #expect(copy.properties["name"]?.format == "email")
        #expect(copy.items?.title == "Item")
        #expect(copy.allOf[0].description == "A part")
        #expect(copy.pattern == "^b")
        #expect(copy != original)
    }

    @Test func changingTheOriginalLeavesACopyAsItWas() {
        var original = sample()
        let copy = original
        original.required = ["name"]
        original.properties["name"] = nil
        #expect(copy.required.isEmpty)
        #expect(copy.properties["name"] != nil)
    }

    /// Schemas built apart, with the same keywords, are equal and hash alike; one keyword apart, they are not equal.
    @Test func equalityAndHashingReadTheKeywords() {
        let first = sample(), second = sample()
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        var third = sample()
        third.maxLength = 3
        #expect(third != first)
        third.maxLength = nil
        #expect(third == first)
    }
}
