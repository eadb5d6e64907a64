import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

@Suite struct OpenAPI30Tests {
    static let petstore = """
        openapi: 3.0.3
        info:
          title: Petstore
          version: 1.10
          description: A store.
        servers:
          - url: https://{region}.example.com/v1
            variables:
              region:
                default: eu
                enum: [eu, us]
        security:
          - apiKey: []
        tags:
          - name: pets
            description: Pets.
        x-owner: team-a
        paths:
          /pets/{petId}:
            parameters:
              - name: petId
                in: path
                schema: {type: string}
              - name: verbose
                in: query
                schema: {type: boolean}
            get:
              operationId: getPet
              tags: [pets]
              x-rate-limit: 10
              parameters:
                - name: verbose
                  in: query
                  description: Overrides the path item's.
                  schema: {type: boolean}
                - name: ids
                  in: query
                  style: pipeDelimited
                  schema: {type: array, items: {type: integer}}
                - name: X-Trace
                  in: header
                  required: true
                  schema: {type: string}
              responses:
                200:
                  description: The pet.
                  headers:
                    X-Rate-Limit:
                      schema: {type: integer}
                  content:
                    application/json:
                      schema:
                        $ref: '#/components/schemas/Pet'
                      examples:
                        cat:
                          $ref: '#/components/examples/Cat'
                '404':
                  $ref: '#/components/responses/NotFound'
            post:
              operationId: updatePet
              requestBody:
                required: true
                content:
                  application/json:
                    schema: {$ref: '#/components/schemas/Pet'}
              responses:
                '204': {description: Updated.}
        components:
          securitySchemes:
            apiKey: {type: apiKey, name: X-Key, in: header}
            bearer: {type: http, scheme: bearer, bearerFormat: JWT}
            oauth:
              type: oauth2
              flows:
                authorizationCode:
                  authorizationUrl: https://example.com/auth
                  tokenUrl: https://example.com/token
                  scopes: {read: Read access}
          schemas:
            Pet:
              type: object
              required: [name]
              properties:
                name: {type: string, example: "200"}
                version: {type: string, default: 1.10}
                nickname: {type: string, nullable: true}
                anything: {nullable: true}
                size: {type: integer, minimum: 1, maximum: 10, exclusiveMaximum: true}
                status: {type: string, enum: [available, "sold"]}
          responses:
            NotFound:
              description: Not found.
          examples:
            Cat:
              value: {name: Tom, $ref: not-a-reference}
        """

    @Test func decodesDocumentLevelFields() throws {
        let parsed = parse(Self.petstore)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        #expect(document.version == .openAPI30("3.0.3"))
        #expect(document.info.title == "Petstore")
        #expect(document.info.version == "1.10")  // text as written, not the number 1.1
        #expect(document.servers.first?.url == "https://{region}.example.com/v1")
        #expect(document.servers.first?.variables["region"]?.enumValues == ["eu", "us"])
        #expect(document.security.first?.schemes.keys == ["apiKey"])
        #expect(document.tags == [Tag(name: "pets", description: "Pets.")])
        #expect(document.extensions["x-owner"] == .scalar("team-a", isPlain: true))
        #expect(document.rootFile == "inline.yaml")
        #expect(document.filesRead == 1)
    }

    @Test func readsXWebhooksAsWebhooks() throws {
        let document = try parse("""
            openapi: 3.0.3
            info: {title: Hooks, version: '1'}
            paths: {}
            x-webhooks:
              CompanyCreated:
                post:
                  operationId: companyCreated
                  requestBody:
                    content: {application/json: {schema: {type: object}}}
                  responses: {'200': {description: Received.}}
            """).require()
        let hook = try #require(document.webhooks["CompanyCreated"]?.operations.first)
        #expect(hook.operationId == "companyCreated" && hook.method == "post")
        #expect(hook.pointer.description == "#/x-webhooks/CompanyCreated/post")
        #expect(document.extensions["x-webhooks"] == nil)
        // Swagger 2.0 has no such convention: the extension stays an extension.
        let swagger = try parse("""
            swagger: '2.0'
            info: {title: Hooks, version: '1'}
            paths: {}
            x-webhooks: {A: {post: {responses: {'200': {description: OK}}}}}
            """).require()
        #expect(swagger.webhooks.isEmpty && swagger.extensions["x-webhooks"] != nil)
    }

    @Test func mergesPathParametersAndKeepsOperationOrder() throws {
        let document = try parse(Self.petstore).require()
        let get = try document.operation("get", "/pets/{petId}")
        #expect(get.operationId == "getPet")
        #expect(get.parameters.map(\.name) == ["petId", "verbose", "ids", "X-Trace"])
        let petId = get.parameters[0]
        #expect(petId.location == .path && petId.required && petId.style == .simple && !petId.explode)
        #expect(get.parameters[1].description == "Overrides the path item's.")
        #expect(get.parameters[2].style == .pipeDelimited && !get.parameters[2].explode)
        #expect(get.parameters[3].location == .header && get.parameters[3].required)
        #expect(get.extensions["x-rate-limit"] == .scalar("10", isPlain: true))
        #expect(document.paths["/pets/{petId}"]?.operations.map(\.method) == ["get", "post"])
        #expect(document.operations.count == 2)
    }

    @Test func dereferencesResponsesAndExamples() throws {
        let document = try parse(Self.petstore).require()
        let get = try document.operation("get", "/pets/{petId}")
        #expect(get.responses.keys == ["200", "404"])  // a plain integer key is a string anyway
        #expect(get.responses["404"]?.description == "Not found.")
        let ok = try #require(get.responses["200"])
        #expect(ok.headers["X-Rate-Limit"]?.schema?.types == [.integer])
        let media = try #require(ok.content["application/json"])
        #expect(media.schema?.ref?.target == ReferenceTarget(file: "inline.yaml", pointer: JSONPointer(["components", "schemas", "Pet"])))
        // Example values are literal data: `$ref` there is only a key.
        #expect(media.examples.first?.object?["$ref"] == .scalar("not-a-reference", isPlain: true))
        let post = try document.operation("post", "/pets/{petId}")
        #expect(post.requestBody?.required == true)
        #expect(post.requestBody?.content.keys == ["application/json"])
    }

    @Test func decodesSchemasWithoutGuessingScalarTypes() throws {
        let document = try parse(Self.petstore).require()
        let pet = try #require(document.componentSchemas["Pet"])
        #expect(pet.types == [.object] && pet.required == ["name"])
        #expect(pet.properties.keys == ["name", "version", "nickname", "anything", "size", "status"])
        #expect(pet.properties["name"]?.examples == [.scalar("200", isPlain: false)])
        #expect(pet.properties["version"]?.defaultValue == .scalar("1.10", isPlain: true))
        #expect(pet.properties["nickname"]?.types == [.string, .null])
        #expect(pet.properties["anything"]?.types == [.null])
        let size = try #require(pet.properties["size"])
        #expect(size.minimum == "1" && size.maximum == nil && size.exclusiveMaximum == "10")
        #expect(pet.properties["status"]?.enumValues == [.scalar("available", isPlain: true), .scalar("sold", isPlain: false)])
        #expect(pet.pointer == JSONPointer(["components", "schemas", "Pet"]))
        #expect(pet.location.line == 81 && pet.location.column == 7)
        let target = ReferenceTarget(file: "inline.yaml", pointer: JSONPointer(["components", "schemas", "Pet"]))
        #expect(document.schemas[target] == pet)
        #expect(document.schemaOrder == [target])
    }

    @Test func decodesSecuritySchemes() throws {
        let document = try parse(Self.petstore).require()
        #expect(document.securitySchemes["apiKey"]?.kind == .apiKey(name: "X-Key", location: .header))
        #expect(document.securitySchemes["bearer"]?.kind == .http(scheme: "bearer", bearerFormat: "JWT"))
        guard case .oauth2(let flows)? = document.securitySchemes["oauth"]?.kind else {
            Issue.record("oauth2 expected")
            return
        }
        #expect(flows.map(\.kind) == ["authorizationCode"])
        #expect(flows.first?.tokenURL == "https://example.com/token")
        #expect(flows.first?.scopes["read"] == "Read access")
    }

    @Test func readsJSONDocuments() throws {
        let json = """
            {"openapi": "3.0.0", "info": {"title": "J", "version": "1"},
             "paths": {"/a": {"get": {"responses": {"200": {"description": "ok",
               "content": {"text/plain": {"schema": {"type": "string", "example": 1.10}}}}}}}}}
            """
        let document = try parse(json, path: fixtures + "/refs/inline.json").require()
        let schema = try document.operation("get", "/a").responses["200"]?.content["text/plain"]?.schema
        #expect(schema?.examples == [.scalar("1.10", isPlain: true)])
    }
}
