import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

@Suite struct Swagger2Tests {
    static let document = """
        swagger: "2.0"
        info: {title: Legacy, version: "1"}
        host: api.example.com
        basePath: /v2
        schemes: [https, http]
        consumes: [application/json, application/xml]
        produces: [application/json]
        securityDefinitions:
          basic: {type: basic}
          key: {type: apiKey, name: api_key, in: query}
          app: {type: oauth2, flow: application, tokenUrl: https://example.com/token, scopes: {admin: Everything}}
          code: {type: oauth2, flow: accessCode, authorizationUrl: https://example.com/auth, tokenUrl: https://example.com/token, scopes: {}}
        parameters:
          Limit: {name: limit, in: query, type: integer, format: int32, default: 20}
        paths:
          /pets:
            get:
              parameters:
                - $ref: '#/parameters/Limit'
                - {name: tags, in: query, type: array, items: {type: string}}
                - {name: ids, in: query, type: array, items: {type: integer}, collectionFormat: multi}
                - {name: words, in: query, type: array, items: {type: string}, collectionFormat: ssv}
                - {name: cols, in: query, type: array, items: {type: string}, collectionFormat: tsv}
                - {name: rows, in: header, type: array, items: {type: string}, collectionFormat: pipes}
                - {name: path, in: path, required: true, type: array, items: {type: string}}
                - {name: state, in: query, type: string, enum: [open, closed]}
              responses:
                200:
                  description: Pets.
                  schema:
                    type: array
                    items: {$ref: '#/definitions/Pet'}
                  headers:
                    X-Total: {type: integer, description: Total count.}
                  examples:
                    application/json: [{name: Rex}]
                204: {description: Nothing.}
            post:
              consumes: [application/json]
              parameters:
                - {name: pet, in: body, required: true, description: The pet., schema: {$ref: '#/definitions/Pet'}}
              responses:
                '201': {description: Created.}
          /pets/{id}/photo:
            put:
              produces: [application/xml]
              parameters:
                - {name: id, in: path, required: true, type: string}
                - {name: caption, in: formData, type: string, description: A caption.}
                - {name: file, in: formData, type: file, required: true}
              responses:
                '200':
                  description: Stored.
                  schema: {type: file}
          /pets/{id}/rename:
            post:
              parameters:
                - {name: id, in: path, required: true, type: string}
                - {name: name, in: formData, type: string, required: true}
                - {name: tags, in: formData, type: array, items: {type: string}}
                - {name: ids, in: formData, type: array, items: {type: integer}, collectionFormat: multi}
                - {name: codes, in: formData, type: array, items: {type: string}, collectionFormat: pipes}
              responses:
                '200': {description: Renamed.}
        definitions:
          Pet:
            type: object
            discriminator: kind
            properties:
              kind: {type: string}
              name: {type: string, x-nullable: true}
              birth: {type: string, format: date}
        """

    @Test func convertsServersAndSecurity() throws {
        let parsed = parse(Self.document)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try parsed.require()
        #expect(document.version == .swagger2)
        #expect(document.servers.map(\.url) == ["https://api.example.com/v2", "http://api.example.com/v2"])
        #expect(document.securitySchemes["basic"]?.kind == .http(scheme: "basic", bearerFormat: nil))
        #expect(document.securitySchemes["key"]?.kind == .apiKey(name: "api_key", location: .query))
        guard case .oauth2(let app)? = document.securitySchemes["app"]?.kind,
              case .oauth2(let code)? = document.securitySchemes["code"]?.kind else {
            Issue.record("oauth2 schemes expected")
            return
        }
        #expect(app.map(\.kind) == ["clientCredentials"] && app.first?.scopes["admin"] == "Everything")
        #expect(code.map(\.kind) == ["authorizationCode"] && code.first?.authorizationURL == "https://example.com/auth")
    }

    @Test func convertsParametersAndCollectionFormats() throws {
        let document = try parse(Self.document).require()
        let parameters = try document.operation("get", "/pets").parameters
        func parameter(_ name: String) -> Parameter? { parameters.first { $0.name == name } }
        let limit = try #require(parameter("limit"))
        #expect(limit.schema?.types == [.integer] && limit.schema?.format == "int32")
        #expect(limit.schema?.defaultValue == .scalar("20", isPlain: true))
        #expect(limit.style == .form && limit.explode)
        #expect(parameter("tags")?.style == .form && parameter("tags")?.explode == false)  // csv by default
        #expect(parameter("tags")?.schema?.items?.types == [.string])
        #expect(parameter("ids")?.style == .form && parameter("ids")?.explode == true)  // multi
        #expect(parameter("words")?.style == .spaceDelimited)
        #expect(parameter("cols")?.style == .tabDelimited)
        #expect(parameter("rows")?.style == .pipeDelimited)
        #expect(parameter("path")?.style == .simple && parameter("path")?.explode == false)
        #expect(parameter("state")?.schema?.enumValues?.count == 2)
        #expect(parameter("state")?.schema?.description == nil)
    }

    @Test func convertsBodyParameterToRequestBody() throws {
        let document = try parse(Self.document).require()
        let post = try document.operation("post", "/pets")
        #expect(post.parameters.isEmpty)
        let body = try #require(post.requestBody)
        #expect(body.required && body.description == "The pet.")
        #expect(body.content.keys == ["application/json"])  // the operation's consumes wins
        #expect(body.content["application/json"]?.schema?.ref?.target.pointer == JSONPointer(["definitions", "Pet"]))
    }

    @Test func convertsFormParametersToRequestBody() throws {
        let document = try parse(Self.document).require()
        let upload = try document.operation("put", "/pets/{id}/photo")
        #expect(upload.parameters.map(\.name) == ["id"])
        let media = try #require(upload.requestBody?.content["multipart/form-data"])  // a file parameter
        let form = try #require(media.schema)
        #expect(form.types == [.object] && form.properties.keys == ["caption", "file"] && form.required == ["file"])
        #expect(form.properties["file"]?.types == [.string] && form.properties["file"]?.format == "binary")
        #expect(form.properties["caption"]?.description == "A caption.")
        #expect(upload.responses["200"]?.content.keys == ["application/xml"])
        #expect(upload.responses["200"]?.content["application/xml"]?.schema?.format == "binary")

        let rename = try document.operation("post", "/pets/{id}/rename")
        #expect(rename.requestBody?.content.keys == ["application/x-www-form-urlencoded"])
        #expect(rename.requestBody?.required == true)
        // Array fields are written as their collectionFormat says (csv without one), as query parameters are.
        let encoding = try #require(rename.requestBody?.content["application/x-www-form-urlencoded"]?.encoding)
        #expect(encoding.keys == ["tags", "ids", "codes"])
        #expect(encoding["tags"]?.style == .form && encoding["tags"]?.explode == false)
        #expect(encoding["ids"]?.style == .form && encoding["ids"]?.explode == true)
        #expect(encoding["codes"]?.style == .pipeDelimited && encoding["codes"]?.explode == false)
        #expect(upload.requestBody?.content["multipart/form-data"]?.encoding.isEmpty == true)
    }

    @Test func convertsResponses() throws {
        let document = try parse(Self.document).require()
        let get = try document.operation("get", "/pets")
        let ok = try #require(get.responses["200"])
        #expect(ok.content.keys == ["application/json"])  // the document's produces
        #expect(ok.content["application/json"]?.schema?.types == [.array])
        #expect(ok.content["application/json"]?.examples.count == 1)
        #expect(ok.headers["X-Total"]?.schema?.types == [.integer] && ok.headers["X-Total"]?.description == "Total count.")
        #expect(get.responses["204"]?.content.isEmpty == true)
    }

    @Test func convertsDefinitions() throws {
        let document = try parse(Self.document).require()
        let pet = try #require(document.componentSchemas["Pet"])
        #expect(pet.discriminator?.propertyName == "kind")
        #expect(pet.properties["name"]?.extensions["x-nullable"] == .scalar("true", isPlain: true))
        // `x-nullable: true` (go-swagger's, NSwag's; Docker's document) is `nullable: true`.
        #expect(pet.properties["name"]?.types == [.string, .null])
        #expect(pet.properties["birth"]?.types == [.string])
        #expect(document.schemaOrder.first == ReferenceTarget(file: "inline.yaml", pointer: JSONPointer(["definitions", "Pet"])))
    }

    @Test func usesBasePathAloneWithoutHost() throws {
        let document = try parse("""
            swagger: '2.0'
            info: {title: Relative, version: '1'}
            basePath: /api
            paths: {}
            """).require()
        #expect(document.servers.map(\.url) == ["/api"])
    }
}
