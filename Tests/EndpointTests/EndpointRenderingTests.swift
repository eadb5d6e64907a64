import ClientIR
import ClientRenderer
import Testing

@Suite("Rendered endpoints")
struct EndpointRenderingTests {
    static let petstore = document(paths: """
          /pet/findByStatus:
            get:
              tags: [pet]
              operationId: findPetsByStatus
              summary: Finds pets by status.
              parameters:
                - {name: status, in: query, description: Status values., schema: {type: string, enum: [available, sold]}}
              responses:
                '200':
                  description: The pets.
                  content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}
                '400': {description: Invalid status value.}
                '404': {description: Not found., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
              security: [{petstore_auth: ['read:pets']}]
          /pet/{petId}:
            delete:
              tags: [pet]
              operationId: deletePet
              deprecated: true
              parameters:
                - {name: petId, in: path, required: true, schema: {type: integer, format: int64}}
                - {name: api_key, in: header, schema: {type: string}}
              responses: {'204': {description: Deleted.}}
          /store/order:
            post:
              tags: [store]
              operationId: placeOrder
              requestBody:
                content:
                  application/json: {schema: {$ref: '#/components/schemas/Pet'}}
                  text/plain: {schema: {type: string}}
              responses: {default: {description: Anything.}}
        """, extra: """
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
            Error: {type: object, properties: {message: {type: string}}}
          securitySchemes:
            petstore_auth: {type: oauth2, flows: {implicit: {authorizationUrl: 'https://example.com/auth', scopes: {'read:pets': Read pets.}}}}
        """)

    @Test func endpointStructDeclaresTheResource() throws {
        let text = try #require(try render(try Translated(Self.petstore).model)["Endpoints/Pet+Endpoints.swift"])
        #expect(text.contains("""
            /// Finds pets by status.
            ///
            /// `GET /pet/findByStatus`
            ///
            /// - Remark: Generated from `#/paths/~1pet~1findByStatus/get`.
            public nonisolated struct FindPetsByStatus: APIResource {
            """))
        #expect(text.contains("""
                public typealias Response = [Pet]

                public static var operation: OperationDescription {
                    OperationDescription(
                        method: .get,
                        pathTemplate: "/pet/findByStatus",
                        operationID: "findPetsByStatus",
                        security: [[SecurityUse("petstore_auth", scopes: ["read:pets"])]],
                        accept: ["application/json"]
                    )
                }

                /// Status values.
                ///
                /// Query parameter `status`.
                public var status: FindPetsByStatus.Status?
            """))
        #expect(text.contains("""
                public init(status: FindPetsByStatus.Status? = nil) {
                    self.status = status
                }

                public func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws {
                    request.appendPath("/pet/findByStatus")
                    try request.addQuery("status", self.status, style: .form, explode: true, using: encoder)
                }
            """))
    }

    @Test func decodeSwitchAndFailureEnum() throws {
        let text = try #require(try render(try Translated(Self.petstore).model)["Endpoints/Pet+Endpoints.swift"])
        #expect(text.contains("""
                    switch response.status {
                    case 200:
                        return try response.decodeJSON([Pet].self, using: decoder)
                    case 400:
                        throw Failure.badRequest(response)
                    case 404:
                        throw Failure.notFound(try response.decodeJSON(ErrorModel.self, using: decoder), response)
                    default:
                        throw APIError.unexpectedStatus(response)
                    }
            """))
        #expect(text.contains("""
                public nonisolated indirect enum Failure: APIFailure {
                    /// Invalid status value.
                    ///
                    /// Status 400.
                    case badRequest(HTTPResponseParts)
                    /// Not found.
                    ///
                    /// Status 404, `application/json`.
                    case notFound(ErrorModel, HTTPResponseParts)
            """))
        #expect(text.contains("    public nonisolated enum Status: "))
    }

    @Test func pathHeaderAndDeprecation() throws {
        let text = try #require(try render(try Translated(Self.petstore).model)["Endpoints/Pet+Endpoints.swift"])
        #expect(text.contains("""
            @available(*, deprecated, message: "Deprecated in the API description.")
            public nonisolated struct DeletePet: APIResource {
            """))
        #expect(text.contains("""
                    request.appendPath("/pet/")
                    try request.appendPathParameter("petId", self.petId, style: .simple, explode: false, using: encoder)
                    try request.addHeader("api_key", self.apiKey, explode: false, using: encoder)
            """))
    }

    @Test func clientConvenienceMethods() throws {
        let text = try #require(try render(try Translated(Self.petstore).model)["Endpoints/Pet+Endpoints.swift"])
        #expect(text.contains("""
            nonisolated extension APISending {
                /// Finds pets by status.
                ///
                /// Sends ``FindPetsByStatus``.
                ///
                /// - Parameters:
                ///   - status: Status values.
                /// - Returns: The pets.
                /// - Throws: ``FindPetsByStatus/Failure`` for the documented error statuses, ``APIError`` when the call fails otherwise.
                public func findPetsByStatus(status: FindPetsByStatus.Status? = nil) async throws -> [Pet] {
                    try await self.send(FindPetsByStatus(status: status))
                }
            """))
        #expect(text.contains("""
                @available(*, deprecated, message: "Deprecated in the API description.")
                @discardableResult
                public func deletePet(petId: Int64, apiKey: String? = nil) async throws -> NoContent {
            """))
    }

    @Test func manyParametersAreDocumentedInOrder() throws {
        // Over 16 parameters, each argument's documentation is found through a table of the parameters by name.
        var parameters = ""
        for index in (0..<20).reversed() {
            parameters += "        - {name: q\(index), in: query, description: Query \(index)., schema: {type: string}}\n"
        }
        let document = """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /things/{id}:
                post:
                  operationId: makeThing
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: string}}
            \(parameters)      requestBody:
                    description: The thing.
                    content: {application/json: {schema: {type: object, properties: {a: {type: string}}}}}
                  responses: {'204': {description: Made.}}
            """
        let text = try #require(try render(try Translated(document).model).first { $0.key.hasPrefix("Endpoints/") }?.value)
        var expected = ["/// - Parameters:", "///   - id: Path parameter `id`."]
        expected += (0..<20).reversed().map { "///   - q\($0): Query \($0)." }
        expected.append("///   - body: The thing.")
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex(of: "/// - Parameters:"))
        #expect(Array(lines[start..<(start + expected.count)]) == expected)
    }

    /// Without a description, the entry is the parameter's place and the first note the generator added; a
    /// description is the entry even when it reads like a note (before, text was matched, and `since` got a place).
    @Test("An argument's entry is the first paragraph of its documentation, its line breaks joined")
    func argumentDocumentationIsTheFirstParagraph() throws {
        let document = """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /transactions:
                get:
                  operationId: listTransactions
                  parameters:
                    - name: status
                      in: query
                      description: "The status to return. This\\ncan be used to filter `HELD` ones.\\n\\nMore details."
                      schema: {type: string}
                    - name: order
                      in: query
                      required: true
                      description: "One of:  \\n* `asc`  \\n* `desc`"
                      schema: {type: string, enum: [asc, desc], default: desc}
                    - {name: limit, in: query, schema: {type: integer, default: 20}}
                    - {name: since, in: query, description: "Default: `now`, when left out.", schema: {type: string}}
                  responses:
                    '200':
                      description: "The page\\nof transactions."
                      content: {application/json: {schema: {type: array, items: {type: string}}}}
            """
        let text = try #require(try render(try Translated(document).model).first { $0.key.hasPrefix("Endpoints/") }?.value)
        #expect(text.contains("""
                /// - Parameters:
                ///   - order: One of: * `asc` * `desc`
                ///   - status: The status to return. This can be used to filter `HELD` ones.
                ///   - limit: Query parameter `limit`. Default: `20`.
                ///   - since: Default: `now`, when left out.
                public init(
                    order: ListTransactions.Order = .desc,
                    status: String? = nil,
                    limit: Int? = nil,
            """))
        #expect(text.contains("""
                /// - Returns: The page of transactions.
            """))
        #expect(text.contains("public func listTransactions(\n"))
    }

    @Test func bodyEnumAndDefaultResponse() throws {
        let text = try #require(try render(try Translated(Self.petstore).model)["Endpoints/Store+Endpoints.swift"])
        #expect(text.contains("""
                    if let body = self.body {
                        switch body {
                        case .json(let value):
                            try request.setJSONBody(value, contentType: "application/json", using: encoder)
                        case .text(let value):
                            request.setTextBody(value, contentType: "text/plain")
                        }
                    }
            """))
        #expect(text.contains("""
                    case 200...299:
                        return NoContent()
                    default:
                        throw Failure.`default`(response)
            """))
        #expect(text.contains("""
                public nonisolated enum Body: Sendable {
                    /// `application/json`
                    case json(Pet)
                    /// `text/plain`
                    case text(String)
                }
            """))
    }

    /// A body whose media type is open is sent as the type its `contentType` property names, else as the default:
    /// that type is the body's, not a header of its own, so the parts hold one `Content-Type` (the body's).
    @Test func openMediaTypeBodyIsSentAsTheNamedType() throws {
        let model = try Translated(document(paths: """
              /assets:
                post:
                  operationId: uploadAsset
                  parameters: [{name: X-Trace, in: header, schema: {type: string}}]
                  requestBody:
                    required: true
                    content: {'*/*': {schema: {type: string, format: binary}}}
                  responses: {'204': {description: ok}}
              /notes:
                put:
                  operationId: putNote
                  requestBody:
                    content: {text/*: {schema: {type: string}}}
                  responses: {'204': {description: ok}}
            """)).model
        let text = try render(model).filter { $0.key.hasPrefix("Endpoints/") }.values.joined()
        #expect(text.contains("""
                    try request.addHeader("X-Trace", self.xTrace, explode: false, using: encoder)
                    request.setDataBody(self.body, contentType: self.contentType ?? "application/octet-stream")
            """))
        #expect(text.contains("""
                    if let body = self.body {
                        request.setTextBody(body, contentType: self.contentType ?? "text/plain")
                    }
            """))
        #expect(!text.contains("addHeader(\"Content-Type\""))
    }

    @Test func multipartBodyIsWrittenPartByPart() throws {
        let model = try Translated(document(paths: """
              /upload:
                post:
                  operationId: upload
                  requestBody:
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties:
                            file: {type: string, format: binary}
                            note: {type: string}
                            photos: {type: array, items: {type: string, format: binary}}
                            meta: {type: object, properties: {a: {type: string}}}
                        encoding: {file: {contentType: image/png}}
                  responses: {'204': {description: ok}}
            """)).model
        let text = try #require(try render(model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("""
                    var form = MultipartForm()
                    form.addFile("file", self.body.file, contentType: "image/png")
                    try form.addValue("note", self.body.note, using: encoder)
                    for part in self.body.photos ?? [] {
                        form.addFile("photos", part, contentType: "application/octet-stream")
                    }
                    if let part = self.body.meta {
                        try form.addJSON("meta", part, contentType: "application/json", using: encoder)
                    }
                    request.setMultipartBody(form)
            """))
    }

    @Test func responseHeadersAreDecodedIntoTheOutputStruct() throws {
        let model = try Translated(document(paths: """
              /user/login:
                get:
                  operationId: loginUser
                  responses:
                    '200':
                      description: Logged in.
                      headers:
                        X-Rate-Limit: {description: Calls per hour., schema: {type: integer, format: int32}}
                      content: {application/json: {schema: {type: string}}}
            """)).model
        let text = try #require(try render(model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("public typealias Response = LoginUser.Output"))
        #expect(text.contains("""
                    case 200:
                        return LoginUser.Output(
                            body: try response.decodeJSON(String.self, using: decoder),
                            rateLimit: try response.decodeHeader("X-Rate-Limit", as: Int32.self, using: decoder)
                        )
            """))
        #expect(text.contains("""
                public nonisolated struct Output: Sendable {
                    /// The body of the answer.
                    public let body: String
                    /// Calls per hour.
                    ///
                    /// The `X-Rate-Limit` header.
                    public let rateLimit: Int32?

                    public init(body: String, rateLimit: Int32? = nil) {
                        self.body = body
                        self.rateLimit = rateLimit
                    }
                }
            """))
    }

    /// An event stream's method reads `APIClient.events`, so it is in an `extension APIClient`; the other methods are
    /// in an `extension APISending`, which test doubles have too.
    @Test func eventStreamsAreReadWithEvents() throws {
        let model = try Translated(document(paths: """
              /events:
                get:
                  operationId: watch
                  parameters: [{name: lastEventID, in: query, schema: {type: string}}]
                  responses:
                    '200': {description: Changes., content: {text/event-stream: {schema: {type: string}}}}
              /ping:
                get:
                  operationId: ping
                  responses: {'204': {description: ok}}
            """)).model
        let text = try #require(try render(model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("public typealias Response = NoContent"))
        #expect(text.contains("            accept: [\"text/event-stream\"]\n        )"))
        let streams = try #require(text.range(of: "\n\nnonisolated extension APIClient {\n"))
        let sending = try #require(text.range(of: "\n\nnonisolated extension APISending {\n"))
        #expect(sending.upperBound < streams.lowerBound)
        #expect(text[sending.upperBound..<streams.lowerBound].contains("""
                public func ping() async throws -> NoContent {
                    try await self.send(Ping())
                }
            }
            """))
        #expect(text[streams.upperBound...].contains("""
                public func watch(queryLastEventID: String? = nil, lastEventID: String? = nil) -> AsyncThrowingStream<ServerSentEvent, any Error> {
                    self.events(Watch(queryLastEventID: queryLastEventID), lastEventID: lastEventID)
                }
            }
            """))
    }

    /// A streamed JSON body's method returns `APIClient.jsonLines` of the values' type, in the `APIClient` extension.
    @Test func jsonLinesAreReadWithJSONLines() throws {
        let model = try Translated(document(paths: """
              /changes:
                get:
                  operationId: changes
                  parameters: [{name: since, in: query, schema: {type: string}}]
                  responses:
                    '200': {description: Changes., content: {application/x-ndjson: {schema: {type: object, properties: {n: {type: integer}}}}}}
            """)).model
        let text = try #require(try render(model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("public typealias Response = Data"))
        let streams = try #require(text.range(of: "\nnonisolated extension APIClient {\n"))
        #expect(text[streams.upperBound...].contains("""
                /// - Returns: The values of the streamed JSON body, each as soon as it is complete. The stream ends with the body, or with an error: ``APIError`` when the call fails.
                public func changes(since: String? = nil) -> AsyncThrowingStream<Changes.ResponseItem, any Error> {
                    self.jsonLines(Changes(since: since), of: Changes.ResponseItem.self)
                }
            """))
        #expect(!text.contains("extension APISending"))
    }

    @Test func keywordArgumentsAreEscapedOnlyWhereSwiftWantsIt() throws {
        let model = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters: [{name: private, in: query, schema: {type: boolean}}]
                  responses: {'204': {description: ok}}
            """)).model
        let text = try #require(try render(model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("public var `private`: Bool?"))
        #expect(text.contains("self.`private` = `private`"))
        #expect(text.contains("try await self.send(Search(private: `private`))"))
    }
}
