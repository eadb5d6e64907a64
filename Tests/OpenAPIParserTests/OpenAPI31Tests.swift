import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

@Suite struct OpenAPI31Tests {
    static let document = """
        openapi: 3.1.0
        info: {title: Webhooks, version: "2"}
        jsonSchemaDialect: https://spec.openapis.org/oas/3.1/dialect/base
        webhooks:
          newPet:
            post:
              operationId: newPetHook
              requestBody:
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Pet'}
              responses:
                '200': {description: Received.}
        components:
          schemas:
            Pet:
              type: [object, 'null']
              properties:
                kind: {const: pet}
                name:
                  $ref: '#/components/schemas/Pet/$defs/Name'
                  description: The pet's name.
                tags: {type: array, prefixItems: [{type: string}], items: false}
                extra: true
                weight: {type: number, exclusiveMinimum: 0}
                photo: {type: string, contentEncoding: base64, contentMediaType: image/png}
              examples:
                - {kind: pet, name: Rex}
              $defs:
                Name: {type: string, minLength: 1}
            Animal:
              oneOf:
                - $ref: '#/components/schemas/Pet'
              discriminator:
                propertyName: kind
                mapping:
                  pet: '#/components/schemas/Pet'
                  cat: Cat
            Cat: {type: object}
        """

    @Test func decodesJSONSchema2020Features() throws {
        let parsed = parse(Self.document)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        #expect(document.version == .openAPI31("3.1.0"))
        #expect(document.jsonSchemaDialect == "https://spec.openapis.org/oas/3.1/dialect/base")
        let pet = try #require(document.componentSchemas["Pet"])
        #expect(pet.types == [.object, .null] && pet.isNullable)
        #expect(pet.properties["kind"]?.constValue == .scalar("pet", isPlain: true))
        #expect(pet.defs["Name"]?.minLength == 1)
        #expect(pet.examples.count == 1)
        let tags = try #require(pet.properties["tags"])
        #expect(tags.prefixItems.map(\.types) == [[.string]])
        #expect(tags.items?.not != nil)  // `false`: nothing allowed
        #expect(pet.properties["extra"]?.isUnconstrained == true)  // `true`: anything
        #expect(pet.properties["weight"]?.exclusiveMinimum == "0")
        #expect(pet.properties["photo"]?.contentEncoding == "base64")
    }

    @Test func keepsReferenceSiblings() throws {
        let document = try parse(Self.document).require()
        let name = try #require(document.componentSchemas["Pet"]?.properties["name"])
        #expect(name.ref?.raw == "#/components/schemas/Pet/$defs/Name")
        #expect(name.description == "The pet's name.")
        #expect(name.ref?.location.line == 21 && name.ref?.location.column == 11)
        // The target inside `$defs` was decoded on its own.
        #expect(document.schema("#/components/schemas/Pet/$defs/Name")?.minLength == 1)
    }

    @Test func resolvesDiscriminatorMappings() throws {
        let document = try parse(Self.document).require()
        let discriminator = try #require(document.componentSchemas["Animal"]?.discriminator)
        #expect(discriminator.propertyName == "kind")
        #expect(discriminator.mapping["cat"] == "Cat")
        #expect(discriminator.resolvedMapping["cat"]?.pointer == JSONPointer(["components", "schemas", "Cat"]))
        #expect(discriminator.resolvedMapping["pet"]?.pointer == JSONPointer(["components", "schemas", "Pet"]))
    }

    @Test func decodesWebhooks() throws {
        let document = try parse(Self.document).require()
        #expect(document.paths.isEmpty)
        let hook = try #require(document.webhooks["newPet"]?.operations.first)
        #expect(hook.operationId == "newPetHook" && hook.method == "post")
        #expect(hook.requestBody?.content["application/json"]?.schema?.ref != nil)
    }

    @Test func readsVersion32Additions() throws {
        let parsed = parse("""
            openapi: 3.2.0
            info: {title: Query, version: "1"}
            paths:
              /search:
                query:
                  responses:
                    '200':
                      description: Events.
                      content:
                        text/event-stream:
                          itemSchema: {type: object}
                additionalOperations:
                  LINK:
                    responses: {'204': {description: Linked.}}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let item = try #require(parsed.require().paths["/search"])
        #expect(item.operations.map(\.method) == ["query", "link"])
        #expect(item.operations.first?.responses["200"]?.content["text/event-stream"]?.itemSchema?.types == [.object])
    }

    /// A `querystring` parameter's name is never sent: one without a name is read as `query`, with a warning.
    @Test func readsAQuerystringParameterWithoutAName() throws {
        let parsed = parse("""
            openapi: 3.2.0
            info: {title: Query string, version: "1"}
            paths:
              /search:
                get:
                  parameters:
                    - in: querystring
                      content: {application/x-www-form-urlencoded: {schema: {type: object}}}
                  responses: {'204': {description: Done.}}
            """)
        expectOne(parsed.diagnostics, id: "field.missing", severity: .warning, line: 7, column: 11)
        let parameter = try #require(try parsed.require().operation("get", "/search").parameters.first)
        #expect(parameter.name == "query" && parameter.location == .querystring)
        #expect(parameter.contentType == "application/x-www-form-urlencoded")
    }

    @Test func decodesCallbacksAndLinks() throws {
        let document = try parse("""
            openapi: 3.1.0
            info: {title: Callbacks, version: "1"}
            paths:
              /subscribe:
                post:
                  callbacks:
                    onEvent:
                      $ref: '#/components/callbacks/Event'
                  responses:
                    '201':
                      description: Subscribed.
                      links:
                        unsubscribe:
                          operationId: unsubscribe
                          parameters: {id: $response.body#/id}
            components:
              callbacks:
                Event:
                  '{$request.body#/url}':
                    post:
                      responses: {'200': {description: OK.}}
            """).require()
        let subscribe = try document.operation("post", "/subscribe")
        #expect(subscribe.callbacks["onEvent"]?["{$request.body#/url}"]?.operations.map(\.method) == ["post"])
        let link = try #require(subscribe.responses["201"]?.links["unsubscribe"])
        #expect(link.operationId == "unsubscribe")
        #expect(link.parameters["id"] == .scalar("$response.body#/id", isPlain: true))
    }
}
