import ClientIR
import Foundation
import Testing

/// A Swagger 2.0 base (a `discriminator`, no `oneOf`) with subtypes that are `allOf` it becomes an enum of them
/// (`Fixtures/polymorphic-bases.yaml` runs it); a schema that is `allOf` it without being listed, as an inline
/// response, is one more subtype: it takes the base's properties, with no warning and no bag of other members.
@Suite("Swagger 2.0 polymorphic bases")
struct PolymorphicBaseTests {
    @Test func aSchemaThatIsAllOfTheBaseTakesItsPropertiesWithoutWarning() throws {
        let result = try Translated(file: "Tests/CLITests/Fixtures/polymorphic-bases.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let animal = try #require(result.model.types.first { $0.name == "Animal" })
        guard case .oneOf(let oneOf) = animal.kind else { Issue.record("Animal is not an enum"); return }
        #expect(oneOf.cases.map(\.name) == ["dog", "cat", "puppy"])
        #expect(oneOf.cases.map(\.discriminatorValueLiterals) == [[#""Dog""#], [#""feline""#], [#""Puppy""#]])
        // One subtype: a struct still.
        let context = try #require(result.model.types.first { $0.name == "Context" })
        if case .structure = context.kind {} else { Issue.record("Context is not a struct") }
        // The inline response that is `allOf` the base and one more property.
        let body = try #require(result["ListAnimals"]?.nested.first { $0.name == "ResponseBody" })
        guard case .structure(let structure) = body.kind else { Issue.record("the response body is not a struct"); return }
        #expect(structure.properties.map(\.key) == ["className", "color", "count"])
        #expect(structure.additionalProperties == nil)
    }
}
