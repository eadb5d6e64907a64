@testable import OpenAPIParser
import Testing

/// ``FileReferenceScan`` decides whether the prefetcher walks a file's tree: it must answer true whenever a `$ref`
/// key it can see names another file, and false for the common one-file document.
@Suite("Scanning bytes for references to other files")
struct FileReferenceScanTests {
    private func mayRefer(_ text: String) -> Bool { FileReferenceScan.mayReferToOtherFiles(Array(text.utf8)) }

    @Test func referencesInsideTheFileOnly() {
        #expect(!mayRefer("""
            schema:
              $ref: '#/components/schemas/Pet'
            items: {$ref: "#/components/schemas/Tag"}
            """))
        #expect(!mayRefer(##"{"a": {"$ref": "#/definitions/Pet"}, "b": {"$ref":"#/definitions/Tag"}, "c" : { "$ref" :  "#/x" }}"##))
        #expect(!mayRefer(""))
        #expect(!mayRefer("$"))
        #expect(!mayRefer("title: costs $5\n$re"))
    }

    @Test func aReferenceToAnotherFile() {
        #expect(mayRefer("a:\n  $ref: '#/local'\nb:\n  $ref: common/Error.yaml\n"))
        #expect(mayRefer(##"{"a": {"$ref": "#/local"}, "b": {"$ref": "other.json#/definitions/Pet"}}"##))
        #expect(mayRefer("items: {$ref: \"./pet.yaml\"}"))
    }

    @Test func aValueOnTheNextLine() {
        #expect(!mayRefer("schema:\n  $ref:\n    '#/components/schemas/Pet'\n"))
        #expect(!mayRefer("schema:\n  $ref: >-\n    #/components/schemas/a_long_name_folded_by_the_writer\n"))
        #expect(mayRefer("schema:\n  $ref: |\n    other.yaml\n"))
        #expect(mayRefer("schema:\n  $ref:\n    other.yaml\n"))
    }

    @Test func valuesThatNameNoLocalFile() {
        // A property named `$ref` (Kubernetes' JSON schema), and an example's web address (GitHub's SCIM examples).
        #expect(!mayRefer(##"{"properties": {"$ref": {"type": "string"}}, "x": {"$ref": ["a"]}}"##))
        #expect(!mayRefer(##"{"example": {"$ref": "https://api.github.com/scim/v2/Users/1"}, "b": {"$ref": "http://x/y"}}"##))
        #expect(!mayRefer("properties:\n  \"$ref\":\n    type: string\n    description: a pointer\n"))
        #expect(mayRefer("$ref: httpd.yaml"))
    }

    @Test func aValueItCannotSeeCountsAsAnotherFile() {
        #expect(mayRefer("$ref:"))
        #expect(mayRefer("$ref: !tag other.yaml"))
    }

    @Test func dollarRefInTextOrLongerKeysIsNotAReference() {
        #expect(!mayRefer("description: use a $ref to other.yaml here\n$refs: other.yaml\n"))
    }
}
