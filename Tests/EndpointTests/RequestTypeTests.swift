import ClientIR
import ClientRenderer
import ClientTranslator
import Testing

/// Structs that a request holds keep `var` properties; those only answers hold get `let`s (``RequestTypes``).
@Suite("Request types")
struct RequestTypeTests {
    static let yaml = document(paths: """
          /pets:
            post:
              operationId: addPet
              requestBody:
                required: true
                content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
              responses:
                '200':
                  description: OK.
                  content: {application/json: {schema: {$ref: '#/components/schemas/Receipt'}}}
          /search:
            get:
              operationId: search
              parameters:
                - {name: filter, in: query, style: deepObject, explode: true, schema: {$ref: '#/components/schemas/Filter'}}
              responses:
                '200':
                  description: OK.
                  headers: {X-Total: {schema: {type: integer}}}
                  content: {application/json: {schema: {type: object, properties: {total: {type: integer}}}}}
          /shapes:
            put:
              operationId: putShape
              requestBody:
                content: {application/json: {schema: {$ref: '#/components/schemas/Shape'}}}
              responses: {'204': {description: Done.}}
        """, extra: """
        components:
          schemas:
            Pet:
              type: object
              properties:
                category: {$ref: '#/components/schemas/Category'}
                tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}
                extra: {type: object, additionalProperties: {$ref: '#/components/schemas/Note'}}
            Category: {type: object, properties: {name: {type: string}}}
            Tag: {type: object, properties: {name: {type: string}}}
            Note: {type: object, properties: {text: {type: string}}}
            Filter: {type: object, properties: {name: {type: string}}}
            Shape:
              oneOf: [{$ref: '#/components/schemas/Circle'}, {$ref: '#/components/schemas/Square'}]
            Circle: {type: object, properties: {radius: {type: number}}}
            Square: {type: object, properties: {side: {type: number}}}
            Receipt:
              type: object
              required: [owner]
              properties:
                id: {type: integer}
                owner: {$ref: '#/components/schemas/Owner'}
                note: {type: object, properties: {text: {type: string}}}
                memo: {type: string, nullable: true}
              additionalProperties: {type: string}
            Owner: {type: object, properties: {name: {type: string}}}
        """)

    private func mutability(_ model: ClientModel) -> [String: Bool] {
        var result: [String: Bool] = [:]
        func visit(_ declaration: TypeDeclaration, prefix: String) {
            if case .structure(let structure) = declaration.kind { result[prefix + declaration.name] = structure.isMutable }
            for nested in declaration.nested { visit(nested, prefix: prefix + declaration.name + ".") }
        }
        for declaration in model.types { visit(declaration, prefix: "") }
        for endpoint in model.endpoints {
            for nested in endpoint.nested { visit(nested, prefix: endpoint.typeName + ".") }
        }
        return result
    }

    @Test func requestsKeepVarsAndAnswersGetLets() throws {
        let result = try Translated(Self.yaml)
        let mutable = mutability(result.model)
        // Held by a request: the body, through a $ref, an array, additional properties and `oneOf` cases; a query
        // parameter's object.
        for name in ["Pet", "Category", "Tag", "Note", "Filter", "Circle", "Square"] {
            #expect(mutable[name] == true, "\(name)")
        }
        // Only answers hold these, nested ones included.
        for name in ["Receipt", "Owner", "Receipt.Note", "Search.ResponseBody"] {
            #expect(mutable[name] == false, "\(name)")
        }
    }

    @Test func answersOnlyStructsRenderLetsAndGetOnlyBoxes() throws {
        let files = try render(Translated(Self.yaml).model)
        let receipt = try #require(files["Models/Receipt.swift"])
        #expect(receipt.contains("    public let id: Int?\n"))
        // A boxed property: a get-only accessor over a `let`.
        #expect(receipt.contains("    public var owner: Owner { _owner.value }\n    private let _owner: Indirect<Owner>\n"))
        // Absent, null and a value still stay apart.
        #expect(receipt.contains("    public var memo: String? { _memo.value }\n    private let _memo: NullableField<String>\n"))
        #expect(receipt.contains("    public let additionalProperties: [String: String]\n"))
        #expect(!receipt.contains("set {"))

        let pet = try #require(files["Models/Pet.swift"])
        #expect(pet.contains("    public var category: Category? {\n        get { _category?.value }\n        set { _category = newValue.map(Indirect.init) }\n    }\n    private var _category: Indirect<Category>?\n"))
        #expect(pet.contains("    public var tags: [Tag]?\n"))

        // An endpoint's parameters stay `var` (a caller pages by changing one); its `Output` gets `let`s.
        let search = try #require(files.first { $0.value.contains("struct Search: APIResource") }?.value)
        #expect(search.contains("    public var filter: Filter?\n"))
        #expect(search.contains("        public let body: Search.ResponseBody\n"))
        #expect(search.contains("        public let total: Int?\n"))
    }

    @Test func mutableModelsKeepsVarsEverywhere() throws {
        var options = TranslatorOptions()
        options.mutableModels = true
        let result = try Translated(Self.yaml, options: options)
        #expect(mutability(result.model).values.allSatisfy { $0 })
        let receipt = try #require(try render(result.model)["Models/Receipt.swift"])
        #expect(receipt.contains("    public var id: Int?\n"))
        #expect(!receipt.contains("public let"))
        #expect(result["Search"]?.success.isOutputMutable == true)
    }
}
