import ClientIR
@testable import ClientTranslator
import Testing

/// The body of a response or request body of `components` that several operations use is named after the component
/// (`ForbiddenGistBody`), not after the first operation that uses it (`GistsGetForbiddenBody`); so is the type of a
/// parameter or header of `components` (`AuditLogInclude`, not `AuditLogGetAuditLogInclude`).
@Suite("Shared types: bodies, parameters and headers of components")
struct SharedComponentBodyNameTests {
    /// Two operations answering with the same component responses and taking the same component request body.
    static let spec = document(
        paths: """
              /gists/{id}:
                patch:
                  operationId: gistsUpdate
                  parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                  requestBody: {$ref: '#/components/requestBodies/PatchGist'}
                  responses: &answers
                    '200': {$ref: '#/components/responses/ManyTracks'}
                    '401': {$ref: '#/components/responses/Unauthorized'}
                    '403': {$ref: '#/components/responses/forbidden_gist'}
                    '400': {$ref: '#/components/responses/400Error'}
              /gists:
                post:
                  operationId: gistsCreate
                  requestBody: {$ref: '#/components/requestBodies/PatchGist'}
                  responses: *answers
                get:
                  operationId: gistsList
                  responses:
                    '200': {$ref: '#/components/responses/ManyTracks'}
                    '404': {$ref: '#/components/responses/OnlyHere'}
            """,
        extra: """
            components:
              requestBodies:
                PatchGist:
                  content:
                    application/json:
                      schema: {type: object, properties: {description: {type: string}, public: {type: boolean}}}
              responses:
                ManyTracks:
                  description: Tracks.
                  content:
                    application/json:
                      schema: {type: array, items: {type: object, properties: {title: {type: string}}}}
                Unauthorized:
                  description: Sign in.
                  content:
                    application/json:
                      schema: {type: object, properties: {error: {type: string}, code: {type: integer}}}
                forbidden_gist:
                  description: Blocked.
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          block: {type: object, properties: {reason: {type: string}, html_url: {type: string}}}
                          message: {type: string}
                400Error:
                  description: Bad.
                  content:
                    application/json:
                      schema: {type: object, properties: {detail: {type: string}}}
                OnlyHere:
                  description: Used once.
                  content:
                    application/json:
                      schema: {type: object, properties: {missing: {type: string}}}
            """
    )

    /// The aliases an endpoint declares, by name.
    static func aliases(of name: String, in model: ClientModel) throws -> [String: String] {
        let endpoint = try #require(model.endpoints.first { $0.typeName == name })
        var found: [String: String] = [:]
        for declaration in endpoint.nested {
            if case .alias(.named(let target)) = declaration.kind { found[declaration.name] = target }
        }
        return found
    }

    @Test func bodiesOfComponentsAreNamedByTheComponent() throws {
        let model = try Translated(Self.spec).model
        let names = Set(model.types.map(\.name))
        // `UnauthorizedBody` is what every endpoint answering 401 calls its body: the name says it is a response's.
        for name in ["PatchGistBody", "ManyTracksBodyItem", "UnauthorizedResponseBody", "ForbiddenGistBody", "ForbiddenGistBodyBlock"] {
            #expect(names.contains(name), "\(name) in \(names.sorted())")
        }
        #expect(try Self.aliases(of: "GistsCreate", in: model) == [
            "RequestBody": "PatchGistBody", "ResponseBodyItem": "ManyTracksBodyItem",
            "UnauthorizedBody": "UnauthorizedResponseBody", "ForbiddenBody": "ForbiddenGistBody",
            "BadRequestBody": "GistsUpdateBadRequestBody",
        ])
        // The nested type's first place names the shared one by its top-level name.
        let forbidden = try #require(model.types.first { $0.name == "ForbiddenGistBody" })
        guard case .structure(let structure) = forbidden.kind else { Issue.record("not a struct"); return }
        #expect(structure.properties.first?.type == .optional(.named("ForbiddenGistBodyBlock")))
    }

    /// A component whose type name would begin with `_` (`400Error`) keeps the name of its first place, and a body
    /// one operation uses stays inside it.
    @Test func otherBodiesKeepTheirNames() throws {
        let model = try Translated(Self.spec).model
        let names = Set(model.types.map(\.name))
        #expect(names.contains("GistsUpdateBadRequestBody"), "\(names.sorted())")
        #expect(!names.contains { $0.contains("OnlyHere") || $0.contains("400") }, "\(names.sorted())")
        let list = try #require(model.endpoints.first { $0.typeName == "GistsList" })
        #expect(list.nested.contains { $0.name == "NotFoundBody" && $0.kind != .alias(.named("OnlyHereBody")) })
    }

    /// Two operations with the same parameters of `components`.
    static let parameters = document(
        paths: """
              /a:
                get:
                  operationId: listA
                  parameters: &parameters
                    - {$ref: '#/components/parameters/direction'}
                    - {$ref: '#/components/parameters/audit-log-include'}
                    - {$ref: '#/components/parameters/state-list'}
                  responses: {'204': {description: Done.}}
              /b:
                get:
                  operationId: listB
                  parameters: *parameters
                  responses: {'204': {description: Done.}}
            """,
        extra: """
            components:
              parameters:
                direction: {name: direction, in: query, schema: {type: string, enum: [asc, desc]}}
                audit-log-include: {name: include, in: query, schema: {type: string, enum: [web, git, all]}}
                state-list:
                  name: states
                  in: query
                  schema: {type: array, items: {type: string, enum: [open, closed]}}
            """
    )

    @Test func typesOfParametersAreNamedByTheComponent() throws {
        let model = try Translated(Self.parameters).model
        // Every endpoint with a `direction` parameter declares a `Direction`: the name says it is a parameter's.
        #expect(model.types.map(\.name) == ["DirectionParameter", "AuditLogInclude", "StateListItem"])
        let aliases = try Self.aliases(of: "ListB", in: model)
        #expect(aliases == [
            "Direction": "DirectionParameter", "Include": "AuditLogInclude", "State": "StateListItem",
        ])
    }

    /// The type of a header of `components` that several operations answer with is named after the component,
    /// without its `X-` prefix (`CacheStatus`), not after the first operation's endpoint (`ListACacheStatus`).
    @Test func typesOfHeadersAreNamedByTheComponent() throws {
        let model = try Translated(document(
            paths: """
                  /a:
                    get:
                      operationId: listA
                      responses:
                        '200':
                          description: Done.
                          headers: {X-Cache-Status: {$ref: '#/components/headers/X-Cache-Status'}}
                          content: {application/json: {schema: {type: string}}}
                  /b:
                    get:
                      operationId: listB
                      responses:
                        '204':
                          description: Done.
                          headers: {X-Cache-Status: {$ref: '#/components/headers/X-Cache-Status'}}
                """,
            extra: """
                components:
                  headers:
                    X-Cache-Status: {schema: {type: string, enum: [hit, miss]}}
                """
        )).model
        #expect(model.types.map(\.name) == ["CacheStatusHeader"])
        #expect(try Self.aliases(of: "ListB", in: model) == ["CacheStatus": "CacheStatusHeader"])
    }

    /// A parameter type whose first place's name begins with its endpoint's (`Pet.PetKind`) would be renamed to that
    /// nested name after sharing (`PetKind`, ``SharedTypes/shortenNames(of:in:affixes:isTaken:)``); a component's
    /// name stays. (The same enum inline in another operation makes it shared.)
    @Test func aComponentsNameIsNotShortenedAfterwards() throws {
        let model = try Translated(document(
            paths: """
                  /pet:
                    get:
                      operationId: pet
                      parameters: [{$ref: '#/components/parameters/kind-of-pet'}]
                      responses: {'204': {description: Done.}}
                  /pets:
                    get:
                      operationId: petList
                      parameters: [{name: species, in: query, schema: {type: string, enum: [cat, dog]}}]
                      responses: {'204': {description: Done.}}
                """,
            extra: """
                components:
                  parameters:
                    kind-of-pet: {name: pet_kind, in: query, schema: {type: string, enum: [cat, dog]}}
                """
        )).model
        #expect(model.types.map(\.name) == ["KindOfPet"])
        #expect(try Self.aliases(of: "Pet", in: model) == ["PetKind": "KindOfPet"])
    }

    /// A type deep inside a component's body whose joined name would pass 48 characters takes its own last names
    /// (`MailSettingsBypassListManagement`) before the component's (`MailSendBodyMailSettingsBypassListManagement`).
    @Test func deepTypesOfAComponentsBodyTakeTheirLastNamesFirst() throws {
        let model = try Translated(document(
            paths: """
                  /mail/send:
                    post:
                      operationId: postMailSend
                      requestBody: {$ref: '#/components/requestBodies/MailSend'}
                      responses: {'204': {description: Done.}}
                  /mail/batch:
                    post:
                      operationId: postMailBatch
                      requestBody: {$ref: '#/components/requestBodies/MailSend'}
                      responses: {'204': {description: Done.}}
                """,
            extra: """
                components:
                  requestBodies:
                    MailSend:
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              mail_settings:
                                type: object
                                properties:
                                  bypass_list_management: {type: object, properties: {enable: {type: boolean}}}
                """
        )).model
        let names = model.types.map(\.name)
        #expect(names.contains("MailSettingsBypassListManagement"), "\(names)")
        #expect(names.contains("MailSendBody"), "\(names)")
    }

    @Test func namesComeFromTheComponentAndTheFirstPlace() {
        func names(_ qualified: String, _ origin: String) -> [String] {
            SharedTypes.componentNames(of: qualified, origin: origin, insideEndpoint: true, affixes: TypeNameAffixes())
        }
        #expect(names("GistsGet.ForbiddenBody.Block", "#/components/responses/forbidden_gist/content/application~1json/schema/properties/block")
            == ["ForbiddenGistBodyBlock", "ForbiddenGistResponseBodyBlock"])
        #expect(names("PostMail.RequestBody", "#/components/requestBodies/a~1b/content/application~1json/schema")
            == ["ABBody", "ABRequestBody"])
        #expect(names("PostMail.RequestBody", "#/components/requestBodies/MailBody/content/application~1json/schema") == ["MailBody"])
        #expect(names("GetPet.Status", "#/components/parameters/status/schema") == ["Status", "StatusParameter"])
        #expect(names("GetPet.Status", "#/components/parameters/statusParam/schema") == ["StatusParam"])
        #expect(names("GetPet.StatusItem", "#/components/parameters/status/schema/items") == ["StatusItem", "StatusParameterItem"])
        #expect(names("GetPet.Filter.Range", "#/components/parameters/filter/schema/properties/range")
            == ["FilterRange", "FilterParameterRange"])
        #expect(names("GetPet.Status", "#/components/parameters/status/schema/oneOf/0").isEmpty)
        #expect(names("GetPet.Output.Mode", "#/components/parameters/mode/schema").isEmpty)
        #expect(names("GetPet.Mode", "#/components/headers/Mode/schema") == ["Mode", "ModeHeader"])
        #expect(names("GetPet.CacheItem", "#/components/headers/X-Cache/schema/items") == ["CacheItem", "CacheHeaderItem"])
        #expect(names("GetPet.Output.Mode", "#/components/headers/Mode/schema").isEmpty)
        #expect(names("GetPet.Status", "#/components/schemas/status").isEmpty)
        #expect(names("GetPet.Status", "#/paths/~1pets/get/parameters/0/schema").isEmpty)
        // Swagger 2: a body parameter's schema is a request body's; another parameter is its own schema.
        #expect(names("CreatePet.JSONBody", "#/parameters/NewPet/schema") == ["NewPetBody", "NewPetRequestBody"])
        #expect(names("GetPet.Platform", "#/parameters/platform") == ["Platform", "PlatformParameter"])
        #expect(names("GetPet.PlatformItem", "#/parameters/platforms/items") == ["PlatformsItem", "PlatformsParameterItem"])
        #expect(names("GetPet.NotFoundBody.Detail", "#/responses/Missing/schema/properties/detail")
            == ["MissingBodyDetail", "MissingResponseBodyDetail"])
        #expect(names("GetPet.NotFoundBody", "#/definitions/Missing").isEmpty)
        #expect(names("GetPet.NotFoundBody", "#/components/responses/404/content/application~1json/schema").isEmpty)
        #expect(names("GetPet.Output", "#/components/responses/Pet/content/application~1json/schema").isEmpty)
        #expect(names("GetPet", "#/components/responses/Pet/content/application~1json/schema").isEmpty)
        #expect(SharedTypes.componentNames(
            of: "GistsGet.ForbiddenBody.Block", origin: "#/components/responses/forbidden_gist/content/application~1json/schema/properties/block",
            insideEndpoint: true, affixes: TypeNameAffixes(prefix: "GH", suffix: "DTO")
        ) == ["GHForbiddenGistBodyBlockDTO", "GHForbiddenGistResponseBodyBlockDTO"])
        #expect(SharedTypes.componentNames(
            of: "Pet.NotFoundBody", origin: "#/components/responses/Missing/content/application~1json/schema",
            insideEndpoint: false, affixes: TypeNameAffixes()
        ).isEmpty)
    }
}
