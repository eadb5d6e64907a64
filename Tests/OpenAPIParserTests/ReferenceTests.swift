import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

@Suite struct ReferenceTests {
    @Test func resolvesAMultiFileDocument() throws {
        let parsed = parseFile("multi/root.yaml")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        #expect(document.rootFile == "root.yaml")
        #expect(document.filesRead == 8)
        #expect(Set(document.sourceFiles) == [
            "root.yaml", "paths/pets.yaml", "paths/pet-get.yaml", "shared/parameters.yaml", "shared/responses.yaml",
            "schemas/pet.yaml", "schemas/owner.yaml", "schemas/common/error.json",
        ])

        // A path item in another file, a parameter and a response behind pointers into other files.
        let list = try document.operation("get", "/pets")
        #expect(list.operationId == "listPets")
        #expect(list.parameters.first?.name == "limit" && list.parameters.first?.schema?.maximum == "100")
        #expect(list.responses["default"]?.description == "An error.")
        #expect(list.location.file.hasSuffix("multi/paths/pets.yaml"))

        // An operation that is itself a reference (as DigitalOcean writes them): decoded in its own file.
        let get = try document.operation("get", "/pets/{petId}")
        #expect(get.operationId == "getPet" && get.path == "/pets/{petId}")
        #expect(get.pointer == .root && get.location.file.hasSuffix("multi/paths/pet-get.yaml"))
        #expect(get.parameters.first?.required == true)
    }

    @Test func keepsSchemaReferencesAndDecodesEachTargetOnce() throws {
        let document = try parseFile("multi/root.yaml").require()
        let petTarget = ReferenceTarget(file: "schemas/pet.yaml", pointer: .root)
        #expect(document.componentSchemas["Pet"]?.ref?.target == petTarget)
        let pet = try #require(document.schemas[petTarget])
        #expect(pet.properties.keys == ["id", "owner", "tag"])
        // Mutual recursion: pet -> owner -> pet stays two references.
        let ownerTarget = try #require(pet.properties["owner"]?.ref?.target)
        #expect(ownerTarget == ReferenceTarget(file: "schemas/owner.yaml", pointer: .root))
        #expect(document.schemas[ownerTarget]?.properties["pets"]?.items?.ref?.target == petTarget)
        // A pointer into a JSON file, whose surrogate-pair escape decodes to one character.
        let tag = document.schemas[ReferenceTarget(file: "schemas/common/error.json", pointer: JSONPointer(["definitions", "Tag"]))]
        #expect(tag?.description == "A tag 🏷")
        // Self recursion.
        let tree = try #require(document.componentSchemas["Tree"])
        #expect(tree.properties["children"]?.items?.ref?.target.pointer == JSONPointer(["components", "schemas", "Tree"]))
        // Every target once, in the order first met.
        #expect(document.schemaOrder.count == Set(document.schemaOrder).count)
        #expect(Set(document.schemaOrder) == Set(document.schemas.keys))
        #expect(document.schemaOrder.prefix(2).map(\.pointer.description) == ["#/components/schemas/Pet", "#/components/schemas/Tree"])
    }

    @Test func decodesEscapedAndPercentEncodedPointers() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Pointers, version: "1"}
            paths:
              /a:
                $ref: '#/paths/~1pets~1%7Bid%7D'
              /pets/{id}:
                get:
                  responses:
                    '200':
                      description: OK
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/a~1b~0c'}
            components:
              schemas:
                a/b~c: {type: string}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        let aliased = try document.operation("get", "/a")
        #expect(aliased.path == "/a")
        let schema = aliased.responses["200"]?.content["application/json"]?.schema
        #expect(schema?.ref?.target.pointer == JSONPointer(["components", "schemas", "a/b~c"]))
        #expect(document.schemas[try #require(schema?.ref?.target)]?.types == [.string])
    }

    @Test func readsAPercentEncodedFragmentAsAPointer() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Pointers, version: "1"}
            paths: {}
            components:
              schemas:
                Foo: {type: string}
                Uses:
                  properties:
                    first: {$ref: '#%2Fcomponents/schemas/Foo'}
                    second: {$ref: '#/components/schemas/%46oo'}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let uses = try #require(try parsed.require().componentSchemas["Uses"])
        let foo = JSONPointer(["components", "schemas", "Foo"])
        #expect(uses.properties["first"]?.ref?.target.pointer == foo)
        #expect(uses.properties["second"]?.ref?.target.pointer == foo)
    }

    @Test func readsTheWholeFileForAnEmptyTokenItDoesNotHave() throws {
        // `file#/` names the key "" (RFC 6901); a file without that key is read whole, with a warning.
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Root pointer, version: "1"}
            paths:
              /pets: {$ref: 'sub/path-item.yaml#/'}
            """)
        #expect(parsed.diagnostics.map(\.id) == [ParserDiagnosticID.rootPointer])
        #expect(parsed.diagnostics.first?.severity == .warning)
        #expect(try parsed.require().operation("get", "/pets").operationId == "listPets")
    }

    @Test func resolvesAPointerIntoAnotherFile() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Fragment, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - $ref: 'sub/fragment.yaml#/parameters/a'
                  responses:
                    '200':
                      description: OK
                      content:
                        application/json:
                          schema: {$ref: './sub/../sub/fragment.yaml#/schemas/Thing'}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        let get = try document.operation("get", "/a")
        #expect(get.parameters.first?.name == "a")
        #expect(get.parameters.first?.sourceLocation.file.hasSuffix("refs/sub/fragment.yaml") == true)
        let target = try #require(get.responses["200"]?.content["application/json"]?.schema?.ref?.target)
        #expect(target == ReferenceTarget(file: "sub/fragment.yaml", pointer: JSONPointer(["schemas", "Thing"])))
        #expect(document.schemas[target]?.types == [.string])
    }

    @Test func followsAPointerThroughAReferenceOnTheWay() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Through, version: "1"}
            components:
              schemas:
                Via: {$ref: '#/components/x-bundle/schemas/Thing'}
              x-bundle:
                $ref: 'sub/fragment.yaml'
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        let target = try #require(document.componentSchemas["Via"]?.ref?.target)
        let thing = try #require(document.schemas[target])
        #expect(thing.types == [.string])
        // The schema says where it really is: in the other file, at its own pointer.
        #expect(thing.pointer == JSONPointer(["schemas", "Thing"]))
        #expect(thing.location.file.hasSuffix("refs/sub/fragment.yaml") && thing.location.line == 9)
    }

    @Test func followsReferencesInExtensionsButNotInLiteralData() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Extensions, version: "1"}
            paths:
              /a:
                get:
                  x-policies:
                    $ref: '#/components/x-policy/list'
                  responses: {'200': {description: OK}}
            components:
              x-policy:
                list:
                  - $ref: '#/components/x-policy/policies/Attribution'
                  - {name: inline}
                policies:
                  $ref: '../../policies.yaml'
            """)
        // One dangling reference, reported once where it is written, however many paths lead to it.
        expectOne(parsed.diagnostics, id: "ref.missing-file", line: 15, column: 7)
        #expect(parsed.diagnostics.count == 1)
        let policies = try parsed.require().operation("get", "/a").extensions["x-policies"]
        #expect(policies?.array?.count == 2)
        #expect(policies?.array?.last?.object?["name"] == .scalar("inline", isPlain: true))
    }

    @Test func followsAReferenceForAWholePropertiesMap() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Properties, version: "1"}
            components:
              schemas:
                Thing:
                  type: object
                  properties:
                    $ref: '#/components/x-properties'
                SCIM:
                  properties:
                    $ref: {type: string}
              x-properties:
                id: {type: integer}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        #expect(document.componentSchemas["Thing"]?.properties.keys == ["id"])
        #expect(document.componentSchemas["SCIM"]?.properties["$ref"]?.types == [.string])  // a property named $ref
    }
}

@Suite struct JSONPointerTests {
    @Test func escapesAndUnescapesTokens() throws {
        let pointer = try #require(JSONPointer(parsing: "#/paths/~1pets~1{id}/a~0b~01/plain"))
        #expect(pointer.tokens == ["paths", "/pets/{id}", "a~b~1", "plain"])
        #expect(pointer.description == "#/paths/~1pets~1{id}/a~0b~01/plain")
        #expect(JSONPointer(["é/~", ""]).description == "#/é~1~0/")
        #expect(JSONPointer(["components", "schemas", "a-name-longer-than-fifteen-bytes", "x/", "~"]).description
            == "#/components/schemas/a-name-longer-than-fifteen-bytes/x~1/~0")
        #expect(JSONPointer.root.description == "#")
        #expect(JSONPointer(parsing: "#/a%7Eb")?.tokens == ["a~b"])
        // The fragment is percent-decoded before it is read as a pointer (RFC 6901, section 6), its `/`s too.
        #expect(JSONPointer(parsing: "#%2Fcomponents/schemas/%46oo")?.tokens == ["components", "schemas", "Foo"])
        #expect(JSONPointer(parsing: "#/a%2Fb")?.tokens == ["a", "b"])
        // A `%` without two hexadecimal digits is kept with what follows it.
        #expect(JSONPointer(parsing: "#/a%zz/b%4/%")?.tokens == ["a%zz", "b%4", "%"])
        #expect(JSONPointer(parsing: "#%41") == nil)
    }

    @Test func splitsAtEverySlash() {
        #expect(JSONPointer.tokens(of: "components/schemas/Pet") == ["components", "schemas", "Pet"])
        #expect(JSONPointer.tokens(of: "") == [""])
        #expect(JSONPointer.tokens(of: "a//b/") == ["a", "", "b", ""])
        // A combining mark after a `/` makes one character of both; the pointer still splits there (RFC 6901).
        #expect(JSONPointer.tokens(of: "caf\u{E9}/\u{301}x") == ["caf\u{E9}", "\u{301}x"])
        #expect(JSONPointer(parsing: "#/a/\u{301}b")?.tokens == ["a", "\u{301}b"])
        #expect(JSONPointer(parsing: "#/a~1/\u{301}b")?.tokens == ["a/", "\u{301}b"])
    }
}
