import GeneratorCore
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

/// A filter keeps the operations it names and the schemas they use, through `$ref`s, discriminator mappings and
/// the subtypes of bases written the Swagger 2.0 way, plus the schemas it names.
@Suite("Filtering a document: operations and the schemas they use")
struct DocumentFilterTests {
    /// `GET /pets` answers with `Pet`, which names `Category` (which names itself) and, under `items`, `Tag`;
    /// `POST /orders` sends `Order` with a header `Trace` in its multipart encoding, and its callback answers with
    /// `Receipt`; `User` and `Unused` are used by no operation; `Account` names `User`.
    static let petstore = """
        openapi: 3.0.3
        info: {title: Filters, version: '1'}
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              parameters:
                - {name: filter, in: query, content: {application/json: {schema: {$ref: '#/components/schemas/PetFilter'}}}}
              responses:
                '200':
                  description: Pets.
                  headers: {X-Page: {schema: {$ref: '#/components/schemas/Page'}}}
                  content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}
          /orders:
            post:
              operationId: placeOrder
              tags: [store]
              requestBody:
                content:
                  multipart/form-data:
                    schema: {$ref: '#/components/schemas/Order'}
                    encoding: {order: {headers: {X-Trace: {schema: {$ref: '#/components/schemas/Trace'}}}}}
              responses: {'204': {description: Placed.}}
              callbacks:
                placed:
                  '{$request.body#/callbackUrl}':
                    post:
                      requestBody: {content: {application/json: {schema: {$ref: '#/components/schemas/Receipt'}}}}
                      responses: {'200': {description: Received.}}
          /users:
            get:
              operationId: listUsers
              responses: {'200': {description: Users., content: {application/json: {schema: {$ref: '#/components/schemas/User'}}}}}
        components:
          schemas:
            Pet:
              type: object
              properties:
                category: {$ref: '#/components/schemas/Category'}
                tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}
            Category:
              type: object
              properties: {parent: {$ref: '#/components/schemas/Category'}}
            Tag: {type: string}
            PetFilter: {type: object, properties: {name: {type: string}}}
            Page: {type: integer}
            Order: {type: object, properties: {order: {type: string}, callbackUrl: {type: string}}}
            Trace: {type: string}
            Receipt: {type: object, properties: {id: {type: string}}}
            User: {type: object, properties: {name: {type: string}}}
            Account: {type: object, properties: {owner: {$ref: '#/components/schemas/User'}}}
            Unused: {type: object}
        """

    static func filtered(_ yaml: String, _ filter: DocumentFilter) throws -> (document: Document, warnings: [String]) {
        let diagnostics = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "openapi.yaml", diagnostics: diagnostics)
        let filtered = filter.apply(to: document, diagnostics: diagnostics)
        // What the translator reads: the component schemas, and every schema by target.
        #expect(Set(filtered.schemas.keys) == Set(filtered.schemaOrder).union(filtered.componentSchemas.values.map {
            ReferenceTarget(file: filtered.rootFile, pointer: $0.pointer)
        }))
        return (filtered, diagnostics.diagnostics.filter { $0.severity == .warning }.map(\.description))
    }

    static func operationIDs(_ document: Document) -> [String] { document.operations.compactMap(\.operationId) }

    @Test func anOperationFilterKeepsTheSchemasTheKeptOperationsUse() throws {
        let pets = try Self.filtered(Self.petstore, DocumentFilter(tags: ["pets"]))
        #expect(Self.operationIDs(pets.document) == ["listPets"])
        #expect(pets.document.componentSchemas.keys == ["Pet", "Category", "Tag", "PetFilter", "Page"])
        #expect(pets.warnings.isEmpty)

        // A request body, the headers of its multipart parts, and the callbacks of the operation.
        let store = try Self.filtered(Self.petstore, DocumentFilter(operationIds: ["placeOrder"]))
        #expect(Self.operationIDs(store.document) == ["placeOrder"])
        #expect(store.document.componentSchemas.keys == ["Order", "Trace", "Receipt"])
    }

    @Test func namedSchemasAreKeptWithWhatTheyUseAndAloneKeepNoOperation() throws {
        let both = try Self.filtered(Self.petstore, DocumentFilter(paths: ["/users"], schemas: ["Account"]))
        #expect(Self.operationIDs(both.document) == ["listUsers"])
        #expect(both.document.componentSchemas.keys == ["User", "Account"])

        let models = try Self.filtered(Self.petstore, DocumentFilter(schemas: ["Category"]))
        #expect(models.document.operations.isEmpty)
        #expect(models.document.componentSchemas.keys == ["Category"])

        let all = try Self.filtered(Self.petstore, DocumentFilter(tags: ["pets"], schemas: ["*"]))
        #expect(Self.operationIDs(all.document) == ["listPets"])
        #expect(all.document.componentSchemas.keys.count == 11)
    }

    /// The security schemes the kept operations name (their callbacks' too) or the top-level `security` names.
    @Test func securitySchemesNamedByNothingKeptAreLeftOut() throws {
        let document = """
            openapi: 3.0.3
            info: {title: Security, version: '1'}
            security: [{default: []}]
            paths:
              /a: {get: {operationId: a, security: [{key: []}, {oauth: [read]}], responses: {'204': {description: OK}}}}
              /b:
                get:
                  operationId: b
                  responses: {'204': {description: OK}}
                  callbacks:
                    done: {'{$request.query.url}': {post: {security: [{basic: []}], responses: {'200': {description: OK}}}}}
              /c: {get: {operationId: c, security: [{unused: []}], responses: {'204': {description: OK}}}}
            components:
              securitySchemes:
                default: {type: http, scheme: bearer}
                key: {type: apiKey, in: header, name: X-Key}
                oauth: {type: oauth2, flows: {clientCredentials: {tokenUrl: 'https://example.com/token', scopes: {read: Read.}}}}
                basic: {type: http, scheme: basic}
                unused: {type: apiKey, in: query, name: key}
            """
        #expect(try Self.filtered(document, DocumentFilter(operationIds: ["a"])).document.securitySchemes.keys
            == ["default", "key", "oauth"])
        #expect(try Self.filtered(document, DocumentFilter(operationIds: ["b"])).document.securitySchemes.keys
            == ["default", "basic"])
        #expect(try Self.filtered(document, DocumentFilter()).document.securitySchemes.count == 5)
    }

    @Test func anEmptyFilterKeepsEverythingAndUnmatchedEntriesAreWarnings() throws {
        let whole = try Self.filtered(Self.petstore, DocumentFilter())
        #expect(Self.operationIDs(whole.document) == ["listPets", "placeOrder", "listUsers"])
        #expect(whole.document.componentSchemas.keys.count == 11)

        let misspelt = try Self.filtered(
            Self.petstore, DocumentFilter(tags: ["pet"], paths: ["/pets/"], operationIds: ["listPet"], schemas: ["Pets"])
        )
        #expect(misspelt.document.operations.isEmpty && misspelt.document.componentSchemas.isEmpty)
        #expect(misspelt.warnings.sorted() == [
            "warning: The filter's operationId 'listPet' matches nothing in the document; did you mean 'listPets'? [filter.unmatched]",
            "warning: The filter's path '/pets/' matches nothing in the document; did you mean '/pets'? [filter.unmatched]",
            "warning: The filter's schema 'Pets' matches nothing in the document; did you mean 'Pet'? [filter.unmatched]",
            "warning: The filter's tag 'pet' matches nothing in the document; did you mean 'pets'? [filter.unmatched]",
        ])
        let unlike = try Self.filtered(Self.petstore, DocumentFilter(tags: ["inventory"]))
        #expect(unlike.warnings == ["warning: The filter's tag 'inventory' matches nothing in the document. [filter.unmatched]"])
    }

    /// A `oneOf` with a `mapping` that names a schema no member names; a Swagger 2.0 base whose subtypes (and their
    /// subtypes) are `allOf` it, with the middle subtype reached first by a `$ref` of its own.
    @Test func discriminatorsKeepTheirMappingsAndTheSubtypesOfTheirBases() throws {
        let mapped = """
            openapi: 3.0.3
            info: {title: Mapping, version: '1'}
            paths:
              /shapes:
                get:
                  operationId: shapes
                  responses: {'200': {description: A shape., content: {application/json: {schema: {$ref: '#/components/schemas/Shape'}}}}}
            components:
              schemas:
                Shape:
                  oneOf: [{$ref: '#/components/schemas/Circle'}]
                  discriminator: {propertyName: kind, mapping: {square: '#/components/schemas/Square'}}
                Circle: {type: object, properties: {kind: {type: string}}}
                Square: {type: object, properties: {kind: {type: string}}}
                Triangle: {type: object, properties: {kind: {type: string}}}
            """
        let shapes = try Self.filtered(mapped, DocumentFilter(operationIds: ["shapes"]))
        #expect(shapes.document.componentSchemas.keys == ["Shape", "Circle", "Square"])

        let swagger = """
            swagger: '2.0'
            info: {title: Bases, version: '1'}
            paths:
              /dogs:
                get:
                  operationId: dogs
                  responses: {'200': {description: A dog., schema: {$ref: '#/definitions/Dog'}}}
              /animals:
                get:
                  operationId: animals
                  responses: {'200': {description: An animal., schema: {$ref: '#/definitions/Animal'}}}
            definitions:
              Animal: {type: object, discriminator: className, required: [className], properties: {className: {type: string}}}
              Dog: {allOf: [{$ref: '#/definitions/Animal'}, {type: object, properties: {breed: {type: string}}}]}
              Puppy: {allOf: [{$ref: '#/definitions/Dog'}, {type: object, properties: {age: {type: integer}}}]}
              Cat: {allOf: [{$ref: '#/definitions/Animal'}]}
              Farm: {type: object, properties: {animals: {type: array, items: {$ref: '#/definitions/Animal'}}}}
            """
        let dogs = try Self.filtered(swagger, DocumentFilter(operationIds: ["dogs"]))
        #expect(dogs.document.componentSchemas.keys == ["Animal", "Dog", "Puppy", "Cat"])
        let animals = try Self.filtered(swagger, DocumentFilter(operationIds: ["animals"]))
        #expect(animals.document.componentSchemas.keys == ["Animal", "Dog", "Puppy", "Cat"])
    }

    /// Schemas nested as deep as the loader allows, and a long chain of references: the walk uses no stack per level.
    @Test func deepNestingAndLongChainsAreWalkedWithoutRecursion() throws {
        let depth = 480  // two levels each: 969 in all, under the loader's 1,000
        let nested = String(repeating: "{type: object, properties: {next: ", count: depth) + "{$ref: '#/components/schemas/Leaf'}"
            + String(repeating: "}}", count: depth)
        var chain = ""
        for index in 0..<2_000 {
            chain += "    Link\(index): {type: object, properties: {next: {$ref: '#/components/schemas/Link\(index + 1)'}}}\n"
        }
        let yaml = """
            openapi: 3.0.3
            info: {title: Deep, version: '1'}
            paths:
              /deep:
                get:
                  operationId: deep
                  responses: {'200': {description: Deep., content: {application/json: {schema: \(nested)}}}}
            components:
              schemas:
                Leaf: {type: object, properties: {first: {$ref: '#/components/schemas/Link0'}}}
                Link2000: {type: string}
                Other: {type: string}

            """ + chain
        let deep = try Self.filtered(yaml, DocumentFilter(operationIds: ["deep"]))
        #expect(deep.document.componentSchemas.count == 2_002)
        #expect(deep.document.componentSchemas["Other"] == nil)
    }
}
