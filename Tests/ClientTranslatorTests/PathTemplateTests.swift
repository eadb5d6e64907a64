import ClientIR
@testable import ClientTranslator
import Testing

/// A path template is cut into literal text and parameters at its braces, whether it is ASCII (found by byte) or not.
struct PathTemplateTests {
    @Test("Braces cut a path into literals and parameters; an unclosed one is text", arguments: [
        ("/pets/{petId}.json", [PathComponent.literal("/pets/"), .parameter(key: "petId"), .literal(".json")]),
        ("/{a}{b}/x", [.literal("/"), .parameter(key: "a"), .parameter(key: "b"), .literal("/x")]),
        ("/", [.literal("/")]),
        ("", [.literal("")]),
        ("/a/{open", [.literal("/a/{open")]),
        ("/a/}{b}/{", [.literal("/a/}"), .parameter(key: "b"), .literal("/{")]),
        ("/café/{naïve}/ü", [.literal("/café/"), .parameter(key: "naïve"), .literal("/ü")]),
        ("/😀/{id}", [.literal("/😀/"), .parameter(key: "id")]),
        // Outside ASCII the search is by character: a brace with a combining mark is not a brace.
        ("/a/{\u{301}x}/{y}", [.literal("/a/{\u{301}x}/"), .parameter(key: "y")]),
    ])
    func split(path: String, components: [PathComponent]) {
        #expect(OperationTranslator.splitPathTemplate(path) == components)
    }
}
