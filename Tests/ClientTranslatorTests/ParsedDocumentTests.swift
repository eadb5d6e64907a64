import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

/// Documents as users write them, through the real parser.
@Suite("Parsed documents")
struct ParsedDocumentTests {
    static func translate(_ yaml: String) throws -> Translated {
        let diagnostics = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: diagnostics)
        return Translated(document)
    }

    /// YAML 1.2's core schema reads a plain `0x1F` or `0o17` as an integer, as `resourceful filter` writes it (31, 15).
    @Test func hexadecimalAndOctalIntegersAreNumbers() throws {
        let yaml = """
        openapi: 3.0.3
        info: {title: Radix, version: '1'}
        paths: {}
        components:
          schemas:
            Flags:
              type: object
              required: [mask, code, quoted]
              properties:
                mask: {type: integer, default: 0x1F, minimum: 0o1, maximum: 0xFF}
                code: {type: string, maxLength: 0o20, default: 0x1F}
                level: {type: integer, enum: [0x1, 0o2]}
                quoted: {type: integer, default: '0x1F'}
        """
        let diagnostics = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: diagnostics)
        let properties = try #require(document.componentSchemas["Flags"]?.properties)
        #expect(properties["mask"]?.minimum == "1" && properties["mask"]?.maximum == "255")
        #expect(properties["code"]?.maxLength == 16)
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        let flags = try #require(Translated(document)["Flags"])
        #expect(flags.property("mask")?.defaultValue == "31")
        // A string keeps the text as written; a quoted scalar is text.
        #expect(flags.property("code")?.defaultValue == #""0x1F""#)
        #expect(flags.property("quoted")?.defaultValue == nil)
        let level = try #require(Translated(document)["Flags.Level"]?.enumeration)
        #expect(level.cases.map(\.rawValue) == ["1", "2"])
    }

    @Test func petstore() throws {
        let result = try Self.translate("""
        openapi: 3.0.3
        info: {title: Petstore, version: 1.0.0}
        paths: {}
        components:
          schemas:
            Pet:
              type: object
              required: [name, photoUrls]
              properties:
                id: {type: integer, format: int64, example: 10}
                name: {type: string, example: doggie}
                category: {$ref: '#/components/schemas/Category'}
                photoUrls:
                  type: array
                  items: {type: string}
                tags:
                  type: array
                  items: {$ref: '#/components/schemas/Tag'}
                status:
                  type: string
                  description: pet status in the store
                  enum: [available, pending, sold]
                  default: available
            Category:
              type: object
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
            Tag:
              type: object
              properties:
                id: {type: integer, format: int64}
                name: {type: string}
            Error:
              type: object
              required: [code, message]
              properties:
                code: {type: integer, format: int32}
                message: {type: string}
        """)
        #expect(result.names == ["Pet", "Category", "Tag", "ErrorModel"])
        let pet = try #require(result["Pet"])
        #expect(pet.structure?.properties.map(\.name) == ["id", "name", "category", "photoUrls", "tags", "status"])
        #expect(pet.property("category")?.type == .optional(.named("Category")))
        #expect(pet.property("photoUrls")?.type == .array(.builtin("String")))
        #expect(pet.property("tags")?.type == .optional(.array(.named("Tag"))))
        #expect(pet.property("status")?.type == .optional(.named("Pet.Status")))
        #expect(pet.property("status")?.documentation == ["pet status in the store", "", "Default: `available`."])
        #expect(result["Pet.Status"]?.enumeration?.cases.map(\.name) == ["available", "pending", "sold"])
        #expect(result["ErrorModel"]?.property("code")?.type == .builtin("Int32"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A property's own scalar example documents it; generation decodes only scalar schema examples")
    func examplesDocumentProperties() throws {
        let yaml = """
        openapi: 3.1.0
        info: {title: Users, version: '1'}
        components:
          schemas:
            User:
              type: object
              required: [login]
              properties:
                login: {type: string, description: The handle., example: octocat}
                limit: {type: integer, default: 30, examples: [100, 5]}
                key: {type: string, example: "-----BEGIN KEY-----\\nabc"}
                quoted: {type: string, example: "a`b"}
                address: {type: object, properties: {city: {type: string}}, example: {city: Paris}}
                owner: {$ref: '#/components/schemas/Owner'}
            Owner: {type: string, example: someone}
        """
        let diagnostics = DiagnosticCollector()
        let document = try OpenAPIParser(options: .generation).parse(bytes: Array(yaml.utf8), path: "/specs/openapi.yaml", diagnostics: diagnostics)
        let schema = try #require(document.componentSchemas["User"])
        #expect(schema.properties["login"]?.examples.map(\.text) == ["octocat"])
        #expect(schema.properties["address"]?.examples.isEmpty == true)
        let user = try #require(Translated(document)["User"])
        #expect(user.property("login")?.shownDocumentation == ["The handle.", "", "Example: `octocat`."])
        #expect(user.property("limit")?.shownDocumentation == ["Default: `30`.", "", "Example: `100`."])
        // Not shown: a text of several lines, one holding a backtick, an object, and a referenced type's example,
        // which the type shows.
        for key in ["key", "quoted", "address", "owner"] {
            #expect(user.property(key)?.shownDocumentation == [], "\(key)")
        }
        #expect(Translated(document)["Owner"]?.documentation == ["Example: `someone`."])
    }

    @Test func openAPI31Features() throws {
        let result = try Self.translate("""
        openapi: 3.1.0
        info: {title: Shapes, version: '1'}
        components:
          schemas:
            Shape:
              oneOf:
                - $ref: '#/components/schemas/Circle'
                - $ref: '#/components/schemas/Square'
              discriminator:
                propertyName: kind
                mapping:
                  circle: '#/components/schemas/Circle'
            Circle:
              type: object
              required: [kind, radius]
              properties:
                kind: {const: circle}
                radius: {type: number}
                label: {type: [string, 'null']}
            Square:
              type: object
              properties:
                kind: {type: string}
                side: {type: number, format: float}
                parent: {$ref: '#/components/schemas/Shape', description: The enclosing shape.}
        """)
        let shape = try #require(result["Shape"]?.oneOf)
        #expect(shape.cases.map(\.discriminatorValueLiterals) == [[#""circle""#], [#""Square""#]])
        let circle = try #require(result["Circle"])
        #expect(circle.property("kind")?.type == .builtin("String"))
        #expect(circle.property("kind")?.defaultValue == #""circle""#)
        #expect(circle.property("label")?.type == .optional(.builtin("String")))
        let parent = try #require(result["Square"]?.property("parent"))
        #expect(parent.type == .optional(.named("Shape")))
        #expect(parent.documentation == ["The enclosing shape."])
        #expect(parent.isBoxed)
    }

    @Test func swagger2Definitions() throws {
        let result = try Self.translate("""
        swagger: '2.0'
        info: {title: Old, version: '1'}
        paths: {}
        definitions:
          Order:
            type: object
            properties:
              id: {type: string, format: uuid}
              placed: {type: string, format: date-time}
              lines:
                type: array
                items: {$ref: '#/definitions/Line'}
          Line:
            type: object
            properties:
              sku: {type: string}
              quantity: {type: integer}
        """)
        #expect(result.names == ["Order", "Line"])
        #expect(result["Order"]?.origin == "#/definitions/Order")
        #expect(result["Order"]?.property("id")?.type == .optional(.builtin("String")))
        #expect(result["Order"]?.property("placed")?.type == .optional(.builtin("Date")))
        #expect(result["Order"]?.property("lines")?.type == .optional(.array(.named("Line"))))
    }

    /// A typealias that names itself is warned about at its schema, with a line and column to go to; before, the
    /// warning had only a JSON pointer.
    @Test func recursiveAliasWarningIsLocated() throws {
        let result = try Self.translate("""
            openapi: 3.0.3
            info: {title: Loops, version: '1'}
            paths: {}
            components:
              schemas:
                Pet: {type: object, properties: {name: {type: string}}}
                Nested:
                  type: array
                  items: {$ref: '#/components/schemas/Nested'}
            """)
        let warning = try #require(result.diagnostics.first { $0.id == "translate.recursiveAlias" }, "\(result.diagnostics)")
        #expect(warning.location?.file == "/specs/openapi.yaml")
        #expect(warning.location?.line == 8)
        #expect(warning.pointer == "#/components/schemas/Nested")
    }
}
