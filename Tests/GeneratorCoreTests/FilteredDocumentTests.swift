import Foundation
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing
import YAMLTree
@testable import GeneratorCore

/// `resourceful filter`: the root file with only the kept operations and the components they use, as JSON that
/// reads back to the same operations, with no `$ref` left dangling.
@Suite("Writing a filtered document")
struct FilteredDocumentTests {
    static let document = """
        openapi: 3.0.3
        info: {title: Filtered, version: '1', x-odd: "\\x7F\\x85\\x9F\\u2028\\uFFFE é", x-count: 12, x-text: "12", x-flags: [true, ~, null, 0x1F, 1.5e3, .inf, +1]}
        paths:
          /pets:
            parameters: [{$ref: '#/components/parameters/Limit'}]
            get:
              operationId: listPets
              tags: [pets]
              responses:
                '200':
                  description: Pets.
                  headers: {X-Rate: {$ref: '#/components/headers/Rate'}}
                  content:
                    application/json:
                      schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
                      examples: {one: {$ref: '#/components/examples/OnePet'}}
                default: {$ref: '#/paths/~1orders/post/responses/default'}
            post:
              operationId: addPet
              tags: [pets-admin]
              security: [{admin: []}]
              requestBody: {$ref: '#/components/requestBodies/NewPet'}
              responses: {'201': {description: Added.}}
          /orders:
            post:
              operationId: placeOrder
              responses:
                '200': {$ref: '#/components/responses/Placed'}
                default:
                  description: "An error,\\n\\ton two lines: \\"quoted\\" \\\\ and \\u0001."
                  content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
        webhooks:
          newPet: {post: {requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}, responses: {'200': {description: OK}}}}
        x-webhooks:
          oldPet: {post: {requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}, responses: {'200': {description: OK}}}}
        components:
          schemas:
            Pet: {type: object, properties: {id: {type: integer}}}
            Error: {type: object, properties: {message: {type: string}}}
            Order: {type: object, properties: {id: {type: integer}}}
          parameters:
            Limit: {name: limit, in: query, schema: {type: integer}}
            Unused: {name: unused, in: query, schema: {$ref: '#/components/schemas/Order'}}
          headers:
            Rate: {schema: {type: integer}}
          examples:
            OnePet: {value: [{id: 1}]}
          requestBodies:
            NewPet: {content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
          responses:
            Placed: {description: Placed., content: {application/json: {schema: {$ref: '#/components/schemas/Order'}}}}
          securitySchemes:
            key: {type: apiKey, in: header, name: X-Key}
            admin: {$ref: '#/components/securitySchemes/adminKey'}
            adminKey: {type: apiKey, in: header, name: X-Admin}
            unused: {type: http, scheme: basic}
        security: [{key: []}]
        tags: [{name: animals}, {name: pets, parent: animals}, {name: pets-admin}, {name: unused}]
        x-tagGroups: [{name: Pets, tags: [pets, pets-admin]}, {name: Other, tags: [unused]}]
        """

    static func filtered(_ yaml: String, _ filter: DocumentFilter) throws -> String {
        let diagnostics = DiagnosticCollector()
        let bytes = Array(yaml.utf8)
        let document = try OpenAPIParser().parse(bytes: bytes, path: "openapi.yaml", diagnostics: diagnostics)
        let json = try FilteredDocument.text(of: document, rootFileBytes: bytes, path: "openapi.yaml", filter: filter,
                                             limits: LoaderLimits(), diagnostics: diagnostics)
        // The YAML form holds the same tree: written as JSON once read back, it is the JSON form.
        let yaml = try FilteredDocument.text(of: document, rootFileBytes: bytes, path: "openapi.yaml", filter: filter,
                                             format: .yaml, limits: LoaderLimits(), diagnostics: diagnostics)
        #expect(try Self.asJSON(yaml) == json, "\(yaml)")
        return json
    }

    /// `text` read as YAML and written as JSON.
    static func asJSON(_ text: String) throws -> String {
        var json = ""
        JSONTextWriter.write(try YAMLLoader.loadFirst(text, path: "filtered.yaml"), into: &json)
        return json + "\n"
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Every `$ref` of the text that points into it names something it has.
    static func danglingReferences(in json: String) throws -> [String] {
        let root = try YAMLLoader.loadFirst(json, path: "filtered.json")
        var dangling: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            for entry in node.mapping ?? [] {
                if entry.key.value == "$ref", let text = entry.value.string, let pointer = JSONPointer(parsing: text) {
                    var target: Node? = root
                    for token in pointer.tokens { target = target?[token] }
                    if target == nil { dangling.append(text) }
                }
                pending.append(entry.value)
            }
            pending += node.sequence ?? []
        }
        return dangling
    }

    @Test func keepsTheOperationsAndTheComponentsTheyNameAndNothingElse() throws {
        let json = try Self.filtered(Self.document, DocumentFilter(tags: ["pets"]))
        let root = try Self.object(json)
        let paths = try #require(root["paths"] as? [String: Any])
        let pets = try #require(paths["/pets"] as? [String: Any])
        #expect(Set(pets.keys) == ["parameters", "get"])
        // `listPets`'s default answer is a `$ref` into `placeOrder`: that operation is kept for it.
        #expect(Set(paths.keys) == ["/pets", "/orders"])
        // A 3.0 document's `x-webhooks` are its webhooks, as the parser reads them.
        #expect(root["webhooks"] == nil && root["x-webhooks"] == nil)
        let components = try #require(root["components"] as? [String: Any])
        #expect(Set(components.keys) == ["schemas", "parameters", "headers", "examples", "responses", "securitySchemes"])
        #expect(Set((components["schemas"] as? [String: Any])?.keys ?? [:].keys) == ["Pet", "Error", "Order"])
        #expect(Set((components["parameters"] as? [String: Any])?.keys ?? [:].keys) == ["Limit"])
        #expect(components["requestBodies"] == nil)
        #expect(root["security"] != nil)
        // The schemes the kept operations or the top-level `security` name, and what those refer to.
        #expect(Set((components["securitySchemes"] as? [String: Any])?.keys ?? [:].keys) == ["key"])
        let admin = try Self.object(try Self.filtered(Self.document, DocumentFilter(operationIds: ["addPet"])))
        #expect(Set(((admin["components"] as? [String: Any])?["securitySchemes"] as? [String: Any])?.keys ?? [:].keys)
            == ["key", "admin", "adminKey"])
        #expect(try Self.danglingReferences(in: json).isEmpty)

        // It reads back as a document of the kept operations.
        let diagnostics = DiagnosticCollector()
        let again = try OpenAPIParser().parse(bytes: Array(json.utf8), path: "filtered.json", diagnostics: diagnostics)
        #expect(again.operations.compactMap(\.operationId) == ["listPets", "placeOrder"])
        #expect(!diagnostics.hasErrors)
    }

    @Test func keepsTheTagsOfTheKeptOperationsAndTheirParents() throws {
        func tags(_ filter: DocumentFilter) throws -> [String]? {
            (try Self.object(try Self.filtered(Self.document, filter))["tags"] as? [[String: Any]])?
                .compactMap { $0["name"] as? String }
        }
        #expect(try tags(DocumentFilter(tags: ["pets"])) == ["animals", "pets"])
        // Redoc's tag groups keep the kept tags, and only the groups that still have one.
        let groups = try Self.object(try Self.filtered(Self.document, DocumentFilter(tags: ["pets"])))["x-tagGroups"]
        let kept = (groups as? [[String: Any]])?.map { ($0["name"] as? String ?? "", $0["tags"] as? [String] ?? []) }
        #expect(kept?.count == 1 && kept?.first?.0 == "Pets" && kept?.first?.1 == ["pets"])
        #expect(try tags(DocumentFilter(operationIds: ["addPet"])) == ["pets-admin"])
        // No kept operation names a tag: the list goes.
        #expect(try tags(DocumentFilter(operationIds: ["placeOrder"])) == nil)
        #expect(try Self.object(try Self.filtered(Self.document, DocumentFilter(operationIds: ["placeOrder"])))["x-tagGroups"] == nil)
    }

    /// A path item that is a `$ref` is kept whole, with what it names; the tags come from the parse, which follows it.
    @Test func aPathItemThatIsAReferenceIsKeptWhole() throws {
        let document = """
            openapi: 3.1.0
            info: {title: Refs, version: '1'}
            paths:
              /legacy: {$ref: '#/components/pathItems/Legacy'}
              /other: {get: {operationId: other, tags: [new], responses: {'200': {description: OK}}}}
              /alias: {$ref: '#/paths/~1other'}
            components:
              pathItems:
                Legacy:
                  get:
                    operationId: legacyGet
                    tags: [old]
                    responses: {'200': {description: OK, content: {application/json: {schema: {$ref: '#/components/schemas/Old'}}}}}
                  delete: {operationId: legacyDelete, responses: {'204': {description: Gone.}}}
                Unused: {get: {operationId: unused, responses: {'200': {description: OK}}}}
              schemas:
                Old: {type: object, properties: {id: {type: integer}}}
                Unused: {type: object}
            tags: [{name: old}, {name: new}]
            """
        let json = try Self.filtered(document, DocumentFilter(operationIds: ["legacyGet"]))
        let root = try Self.object(json)
        #expect(Set((root["paths"] as? [String: Any])?.keys ?? [:].keys) == ["/legacy"])
        let components = try #require(root["components"] as? [String: Any])
        #expect(Set((components["pathItems"] as? [String: Any])?.keys ?? [:].keys) == ["Legacy"])
        #expect(Set((components["schemas"] as? [String: Any])?.keys ?? [:].keys) == ["Old"])
        #expect((root["tags"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["old"])
        #expect(try Self.danglingReferences(in: json).isEmpty)
        let diagnostics = DiagnosticCollector()
        let again = try OpenAPIParser().parse(bytes: Array(json.utf8), path: "filtered.json", diagnostics: diagnostics)
        #expect(again.operations.compactMap(\.operationId) == ["legacyGet", "legacyDelete"])

        // A `$ref` to another path item keeps that one too.
        let alias = try Self.filtered(document, DocumentFilter(paths: ["/alias"]))
        #expect(Set((try Self.object(alias)["paths"] as? [String: Any])?.keys ?? [:].keys) == ["/other", "/alias"])
        #expect(try Self.danglingReferences(in: alias).isEmpty)
    }

    /// A `$ref` through `$self` names this file; URLs are compared as the parser reads them, dot segments removed
    /// from both (a `$self` written with `./` matches `$ref`s written the same way).
    @Test(arguments: [
        ("https://example.com/api/openapi.yaml", "https://example.com/api/openapi.yaml", "https://example.com/api/openapi.yaml"),
        ("https://example.com/api/./openapi.yaml", "https://example.com/api/./openapi.yaml", "https://example.com/api/v2/../openapi.yaml"),
    ])
    func aReferenceThroughSelfKeepsWhatItNames(selfURL: String, limitURL: String, missingURL: String) throws {
        let document = """
            openapi: 3.2.0
            $self: \(selfURL)
            info: {title: Self, version: '1'}
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters: [{$ref: '\(limitURL)#/components/parameters/Limit'}]
                  responses: {'404': {$ref: '\(missingURL)#/components/responses/Missing'}}
              /orders: {get: {operationId: listOrders, responses: {'200': {description: OK}}}}
            components:
              parameters:
                Limit: {name: limit, in: query, schema: {type: integer}}
              responses:
                Missing: {description: Not found.}
                Unused: {description: Unused.}
            """
        let root = try Self.object(try Self.filtered(document, DocumentFilter(operationIds: ["listPets"])))
        let components = try #require(root["components"] as? [String: Any])
        #expect(Set((components["parameters"] as? [String: Any])?.keys ?? [:].keys) == ["Limit"])
        #expect(Set((components["responses"] as? [String: Any])?.keys ?? [:].keys) == ["Missing"])
    }

    @Test func scalarsKeepTheTypesYAMLGivesThem() throws {
        let json = try Self.filtered(Self.document, DocumentFilter(operationIds: ["placeOrder"]))
        let info = try #require(try Self.object(json)["info"] as? [String: Any])
        #expect(info["x-count"] as? Int == 12)
        #expect(info["x-text"] as? String == "12")
        let flags = try #require(info["x-flags"] as? [Any])
        #expect(flags[0] as? Bool == true && flags[1] is NSNull && flags[2] is NSNull)
        // YAML 1.2 core numbers are JSON numbers; JSON has no infinity, so `.inf` is a string there.
        #expect(flags[3] as? Int == 31 && (flags[4] as? Double) == 1500 && flags[5] as? String == ".inf")
        #expect(flags[6] as? Int == 1)
        #expect(json.contains(#""An error,\n\ton two lines: \"quoted\" \\ and \u0001.""#))
        #expect(json.contains("\"x-count\": 12,\n"))
        // Characters a YAML reader refuses or reads as line breaks are escaped: the text reads back as YAML.
        #expect(json.contains(#""x-odd": "\u007f\u0085\u009f\u2028\ufffe é""#))
        _ = try YAMLLoader.loadFirst(json, path: "filtered.json")
    }

    @Test func yamlCoreNumbersAreWrittenInJSONSpelling() {
        let spellings = [
            "12": "12", "+1": "1", "-0": "-0", "007": "7", ".5": "0.5", "-.5": "-0.5", "1.": "1.0", "+1.e3": "1.0e3",
            "1E-2": "1E-2", "0x1F": "31", "0o17": "15", "0xFFFFFFFFFFFFFFFF": "18446744073709551615",
        ]
        for (yaml, json) in spellings {
            #expect(RawValue.jsonNumberText(yaml) == json, "\(yaml)")
        }
        for text in ["0x", "0x1G", "0o8", "0x+1", "-0x1", "0x10000000000000000", ".", "+", "1e", "1.5.2", "e3", ".inf", "1_000"] {
            #expect(RawValue.jsonNumberText(text) == nil, "\(text)")
        }
        // YAML keeps infinity and NaN as numbers; a quoted `.inf` stays a string.
        var yaml = ""
        YAMLTextWriter.write(try! YAMLLoader.loadFirst("[.inf, -.Inf, .NaN, '.inf', 0x1F]", path: "x.yaml"), into: &yaml)
        #expect(yaml == "- .inf\n- -.Inf\n- .NaN\n- \".inf\"\n- 31\n")
    }

    @Test func textOfSeveralLinesIsALiteralBlockWhenItReadsBackTheSame() throws {
        let blocks = [
            "a\nb", "a\nb\n", "a\nb\n\n\n", "\nfirst line empty\n", "a\n\n  more indented\nc", "trailing spaces  \nx",
            "# not a comment\n- not an item\nkey: value", "'quoted' \"and\" \\ é\n{not: flow}",
        ]
        let quoted = ["one line\n", "\n  starts indented", "a\n  \nb", "a\r\nb", "a\tb\nc", "\n\n", "x\u{85}\ny"]
        let strings = blocks + quoted
        let json = "[" + strings.map(JSONTextWriter.quoted).joined(separator: ", ") + "]"
        let tree = try YAMLLoader.loadFirst(json, path: "strings.json")
        // In a sequence, and as values of a mapping nested in a sequence.
        let nested = Node.sequence([.mapping(strings.enumerated().map { index, _ in
            MappingEntry(key: Scalar(value: "k\(index)", mark: tree.mark), value: tree.sequence![index])
        }, mark: tree.mark)], mark: tree.mark)
        for node in [tree, nested] {
            var yaml = ""
            YAMLTextWriter.write(node, into: &yaml)
            var expected = "", actual = ""
            JSONTextWriter.write(node, into: &expected)
            JSONTextWriter.write(try YAMLLoader.loadFirst(yaml, path: "strings.yaml"), into: &actual)
            #expect(actual == expected, "\(yaml)")
            #expect(yaml.components(separatedBy: "|").count - 1 == blocks.count, "\(yaml)")
        }
        var yaml = ""
        YAMLTextWriter.write(tree, into: &yaml)
        #expect(yaml.hasPrefix("- |-\n  a\n  b\n- |\n  a\n  b\n- |+\n  a\n  b\n\n\n- |\n\n  first line empty\n"))
    }

    @Test func aKeyTooLongToBeImplicitIsWrittenExplicit() throws {
        let long = String(repeating: "k", count: 1_100)
        // Read from explicit keys: neither JSON nor an implicit YAML key can be that long.
        let input = "- ? \(long)\n  : ? \(long)\n    : [1, {? \(long)\n : \"a\\nb\"}]\n  short: 2\n"
        let tree = try YAMLLoader.loadFirst(input, path: "long.yaml")
        var yaml = "", expected = "", actual = ""
        YAMLTextWriter.write(tree, into: &yaml)
        #expect(yaml.hasPrefix("- ? \(long)\n  :\n    ? \(long)\n    :\n"), "\(yaml)")
        JSONTextWriter.write(tree, into: &expected)
        JSONTextWriter.write(try YAMLLoader.loadFirst(yaml, path: "long.yaml"), into: &actual)
        #expect(actual == expected)
    }

    /// Swagger 2.0 keeps its reusable parts at the top level; a base with a `discriminator` keeps its subtypes.
    @Test func swagger2SectionsAreFilteredAndBasesKeepTheirSubtypes() throws {
        let swagger = """
            swagger: '2.0'
            info: {title: Bases, version: '1'}
            paths:
              /animals:
                get:
                  operationId: animals
                  parameters: [{$ref: '#/parameters/Page'}]
                  responses: {'200': {description: An animal., schema: {$ref: '#/definitions/Animal'}}, '404': {$ref: '#/responses/Missing'}}
              /farms:
                get:
                  operationId: farms
                  security: [{farmKey: []}]
                  parameters: [{$ref: '#/parameters/Region'}]
                  responses: {'200': {description: Farms., schema: {$ref: '#/definitions/Farm'}}}
            parameters:
              Page: {name: page, in: query, type: integer}
              Region: {name: region, in: query, type: string}
            responses:
              Missing: {description: Not found.}
            definitions:
              Animal: {type: object, discriminator: className, required: [className], properties: {className: {type: string}}}
              Dog: {allOf: [{$ref: '#/definitions/Animal'}, {type: object, properties: {breed: {type: string}}}]}
              Cat: {allOf: [{$ref: '#/definitions/Animal'}]}
              Farm: {type: object, properties: {name: {type: string}}}
            securityDefinitions:
              key: {type: apiKey, in: header, name: X-Key}
              farmKey: {type: apiKey, in: header, name: X-Farm}
            security: [{key: []}]
            """
        let json = try Self.filtered(swagger, DocumentFilter(operationIds: ["animals"]))
        let root = try Self.object(json)
        #expect(Set((root["paths"] as? [String: Any])?.keys ?? [:].keys) == ["/animals"])
        #expect(Set((root["definitions"] as? [String: Any])?.keys ?? [:].keys) == ["Animal", "Dog", "Cat"])
        #expect(Set((root["parameters"] as? [String: Any])?.keys ?? [:].keys) == ["Page"])
        #expect(Set((root["responses"] as? [String: Any])?.keys ?? [:].keys) == ["Missing"])
        #expect(Set((root["securityDefinitions"] as? [String: Any])?.keys ?? [:].keys) == ["key"])
        #expect(try Self.danglingReferences(in: json).isEmpty)
    }
}
