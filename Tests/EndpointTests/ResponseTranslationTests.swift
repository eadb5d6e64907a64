import ClientIR
import ClientRenderer
@testable import ClientTranslator
import Foundation
import Testing

@Suite("Responses")
struct ResponseTranslationTests {
    static let components = """
        components:
          schemas:
            Pet: {type: object, properties: {name: {type: string}}}
            Error: {type: object, properties: {message: {type: string}}}
        """

    /// The one endpoint of a document whose operation has these `responses`.
    func endpoint(_ responses: String) throws -> (EndpointDeclaration, Translated) {
        let result = try Translated(document(paths: """
              /x:
                get:
                  operationId: fetch
                  responses:
            \(responses)
            """, extra: Self.components))
        return (try #require(result["Fetch"]), result)
    }

    @Test func jsonSuccessAndTypedFailures() throws {
        let (endpoint, _) = try endpoint("""
                    '200':
                      description: The pets.
                      content:
                        application/xml: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}
                        application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}
                    '400': {description: Bad.}
                    '404': {description: Missing., content: {application/problem+json: {schema: {$ref: '#/components/schemas/Error'}}}}
                    '418': {description: Teapot., content: {text/plain: {schema: {type: string}}}}
                    5XX: {description: Server., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                    default: {description: Other., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
            """)
        #expect(endpoint.success.type == .array(.named("Pet")))
        #expect(endpoint.success.cases == [SuccessCaseDeclaration(status: .code(200), decoding: .json(.array(.named("Pet"))))])
        #expect(endpoint.success.contentType == "application/json")
        #expect(endpoint.success.documentation == ["The pets."])
        #expect(endpoint.failures.map(\.name) == ["badRequest", "notFound", "status418", "serverError", "`default`"])
        #expect(endpoint.failures.map(\.status) == [.code(400), .code(404), .code(418), .range(5), .default])
        #expect(endpoint.failures.map(\.bodyType) == [nil, .named("ErrorModel"), .builtin("String"), .named("ErrorModel"), .named("ErrorModel")])
        #expect(endpoint.accept == ["application/json", "application/problem+json", "text/plain"])
        #expect(endpoint.success.otherContentTypes == ["application/xml"])
    }

    @Test("An error response's documented headers are read into a struct of the Failure enum, with the body")
    func failureHeadersAreReadIntoAnOutputStruct() throws {
        let (endpoint, translated) = try endpoint("""
                    '200': {description: OK.}
                    '404': {description: Missing., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                    '429':
                      description: Slow down.
                      headers:
                        X-Retry-In: {schema: {type: integer}}
                        Body: {schema: {type: string}}
                        Encoder: {schema: {type: string}}
                      content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
                    default: {description: Other., headers: {X-Request-ID: {schema: {type: string}}}}
            """)
        #expect(endpoint.failures.map(\.outputName) == [nil, "Failure.TooManyRequestsOutput", "Failure.DefaultOutput"])
        #expect(endpoint.failures.map(\.payloadType) == [.named("ErrorModel"), .named("Failure.TooManyRequestsOutput"), .named("Failure.DefaultOutput")])
        // The names the server's builder gives its other arguments are not taken.
        #expect(endpoint.failures[1].headers.map(\.name) == ["retryIn", "body2", "encoder2"])
        let text = try #require(try render(translated.model)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("""
                    case 429:
                        throw Failure.tooManyRequests(Failure.TooManyRequestsOutput(
                            body: try response.decodeJSON(ErrorModel.self, using: decoder),
                            retryIn: try response.decodeHeader("X-Retry-In", as: Int.self, using: decoder),
                            body2: try response.decodeHeader("Body", as: String.self, using: decoder),
                            encoder2: try response.decodeHeader("Encoder", as: String.self, using: decoder)
                        ), response)
                    default:
                        throw Failure.`default`(Failure.DefaultOutput(
                            requestID: try response.decodeHeader("X-Request-ID", as: String.self, using: decoder)
                        ), response)
            """))
        #expect(text.contains("case tooManyRequests(Failure.TooManyRequestsOutput, HTTPResponseParts)"))
        #expect(text.contains("case .`default`(_, let response): response"))
        // Declared in an extension of the enum, after the endpoint, with the layout of a success's `Output`.
        #expect(text.contains("""
            nonisolated extension Fetch.Failure {
                /// The error answer with status 429: its body and documented headers.
                public nonisolated struct TooManyRequestsOutput: Sendable {
            """))
        #expect(text.contains("""
                }

                /// The error answer with any other status: its documented headers.
                public nonisolated struct DefaultOutput: Sendable {
                    /// The `X-Request-ID` header.
                    public let requestID: String?

                    public init(requestID: String? = nil) {
                        self.requestID = requestID
                    }
                }
            }
            """))
    }

    @Test("The success responses' other media types are listed once, and the doc comment says how to ask for them")
    func otherMediaTypesOfTheAnswer() throws {
        let (endpoint, translated) = try endpoint("""
                    '200':
                      description: The report.
                      content:
                        text/csv: {schema: {type: string}}
                        application/json: {schema: {$ref: '#/components/schemas/Pet'}}
                        "application/pdf */ import Evil": {schema: {type: string, format: binary}}
                    '202':
                      description: Later.
                      content:
                        application/json: {schema: {$ref: '#/components/schemas/Pet'}}
                        text/csv: {schema: {type: string}}
                        application/vnd.ms-excel: {schema: {type: string, format: binary}}
                    '404': {description: Missing., content: {text/html: {schema: {type: string}}}}
            """)
        #expect(endpoint.success.contentType == "application/json")
        #expect(endpoint.success.otherContentTypes == ["text/csv", "application/pdf */ import Evil", "application/vnd.ms-excel"])
        #expect(endpoint.accept == ["application/json", "text/html"])
        let source = try #require(render(translated.model).values.first { $0.contains("struct Fetch: APIResource") })
        #expect(source.contains(#"/// Also answered in `text/csv`, `application/pdf *\/ import Evil`, `application/vnd.ms-excel`: send `.accepting("text/csv")` of this call for such an answer, as received."#))
        #expect(!source.contains("\nimport Evil"))
        let plain = try self.endpoint("'200': {description: OK, content: {application/json: {schema: {type: string}}}}").0
        #expect(plain.success.otherContentTypes.isEmpty)
    }

    @Test("The preferred content is application/json whatever its case and parameters, then other JSON, in document order")
    func contentIsPreferredByMediaType() throws {
        let (plain, _) = try endpoint("""
                    '200':
                      description: The pets.
                      content:
                        text/plain: {schema: {type: string}}
                        application/vnd.error+json: {schema: {$ref: '#/components/schemas/Error'}}
                        ' Application/JSON ; charset=utf-8': {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}
                        application/vnd.pet+json: {schema: {$ref: '#/components/schemas/Pet'}}
            """)
        #expect(plain.success.type == .array(.named("Pet")))
        #expect(plain.success.contentType == " Application/JSON ; charset=utf-8")

        let (other, _) = try endpoint("""
                    '200':
                      description: The pet.
                      content:
                        text/plain: {schema: {type: string}}
                        application/octet-stream: {schema: {type: string, format: binary}}
                        application/vnd.pet+json: {schema: {$ref: '#/components/schemas/Pet'}}
                        application/vnd.error+json: {schema: {$ref: '#/components/schemas/Error'}}
            """)
        #expect(other.success.type == .named("Pet"))
        #expect(other.success.contentType == "application/vnd.pet+json")

        let (none, _) = try endpoint("""
                    '200':
                      description: The pet's picture.
                      content:
                        image/png: {schema: {type: string, format: binary}}
                        text/plain: {schema: {type: string}}
            """)
        #expect(none.success.type == .builtin("Data"))
        #expect(none.success.contentType == "image/png")
    }

    @Test("A media type's essence: lowercased, without parameters or surrounding white space, ASCII or not")
    func mediaTypeEssence() {
        #expect(MediaTypeEssence.of(" Application/JSON ; charset=utf-8") == "application/json")
        #expect(MediaTypeEssence.of("\tTEXT/Plain\r\n") == "text/plain")
        #expect(MediaTypeEssence.of("application/json\u{00A0}") == "application/json")
        #expect(MediaTypeEssence.of("Application/Ünicode+JSON;q=1") == "application/ünicode+json")
        #expect(MediaTypeEssence.of("") == "")
        #expect(MediaTypeEssence.of("application/vnd.kubernetes.protobuf;stream=watch") == "application/vnd.kubernetes.protobuf")
        #expect(MediaTypeEssence.of("application/merge-patch+json") == "application/merge-patch+json")
        #expect(MediaTypeEssence.of("text/Plain") == "text/plain")
        #expect(MediaTypeEssence.of(" text/plain") == "text/plain")
    }

    @Test func noContentBinaryTextAndEventStreams() throws {
        let (empty, _) = try endpoint("""
                    '204': {description: Done.}
            """)
        #expect(empty.success.type == .builtin("NoContent"))
        #expect(empty.success.cases.map(\.decoding) == [.noContent])
        #expect(empty.accept == [])

        let (binary, _) = try endpoint("""
                    '200': {description: A PDF., content: {application/pdf: {schema: {type: string, format: binary}}}}
            """)
        #expect(binary.success.type == .builtin("Data"))
        #expect(binary.accept == ["application/pdf"])

        let (text, _) = try endpoint("""
                    '200': {description: Text., content: {text/csv: {schema: {type: string}}}}
            """)
        #expect(text.success.type == .builtin("String"))

        let (events, _) = try endpoint("""
                    '200': {description: Events., content: {text/event-stream: {schema: {type: string}}}}
            """)
        #expect(events.success.type == .builtin("NoContent"))
        #expect(events.success.cases.map(\.decoding) == [.noContent])
        #expect(events.success.isEventStream)
        #expect(events.accept == ["text/event-stream"])
    }

    /// JSON Lines and JSON text sequences: `send` returns the whole body as `Data`, and the type of each value is
    /// kept for `APIClient.jsonLines`: the `itemSchema` (OpenAPI 3.2), else the items of an array `schema`, else the
    /// `schema` itself (Swagger 2 documents such as Docker's describe one value).
    @Test func streamedJSONBodiesKeepTheTypeOfTheirValues() throws {
        let (lines, _) = try endpoint("""
                    '200': {description: Pets., content: {application/jsonl: {schema: {$ref: '#/components/schemas/Pet'}}}}
            """)
        #expect(lines.success.type == .builtin("Data"))
        #expect(lines.success.cases.map(\.decoding) == [.binary])
        #expect(lines.success.streamItemType == .named("Pet"))
        #expect(!lines.success.isEventStream)
        #expect(lines.accept == ["application/jsonl"])

        let (items, _) = try endpoint("""
                    '200':
                      description: Ticks.
                      content:
                        application/x-ndjson:
                          schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}
                          itemSchema: {type: object, properties: {n: {type: integer}}}
            """)
        #expect(items.success.streamItemType == .named("Fetch.ResponseItem"))
        #expect(items.nested.map(\.name) == ["ResponseItem"])

        let (array, _) = try endpoint("""
                    '200': {description: Pets., content: {application/json-seq: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}}}
            """)
        #expect(array.success.streamItemType == .named("Pet"))

        let (untyped, _) = try endpoint("""
                    '200': {description: Anything., content: {application/jsonl: {}}}
            """)
        #expect(untyped.success.streamItemType == .builtin("JSONValue"))

        // Plain JSON is preferred where an answer offers both; then nothing streams.
        let (both, _) = try endpoint("""
                    '200':
                      description: Pets.
                      content:
                        application/jsonl: {schema: {$ref: '#/components/schemas/Pet'}}
                        application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pet'}}}
            """)
        #expect(both.success.type == .array(.named("Pet")))
        #expect(both.success.streamItemType == nil)
    }

    @Test func rangeSuccessWithInlineSchemaIsNestedAsResponseBody() throws {
        let (endpoint, _) = try endpoint("""
                    2XX:
                      description: Stats.
                      content: {application/json: {schema: {type: object, properties: {count: {type: integer}}}}}
            """)
        #expect(endpoint.success.type == .named("Fetch.ResponseBody"))
        #expect(endpoint.success.cases.map(\.status) == [.range(2)])
        #expect(endpoint.nested.map(\.name) == ["ResponseBody"])
    }

    @Test func successWithAndWithoutContentMakesAnOptionalResponse() throws {
        let (endpoint, _) = try endpoint("""
                    '200': {description: Found., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
                    '201': {description: Created., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
                    '204': {description: Nothing.}
            """)
        #expect(endpoint.success.type == .optional(.named("Pet")))
        #expect(endpoint.success.cases == [
            SuccessCaseDeclaration(status: .code(200), decoding: .json(.named("Pet"))),
            SuccessCaseDeclaration(status: .code(201), decoding: .json(.named("Pet"))),
            SuccessCaseDeclaration(status: .code(204), decoding: .absent),
        ])
    }

    @Test("Success statuses with different contents make Response an enum with a case per status")
    func successesWithDifferentContentsMakeAResponseEnum() throws {
        let (endpoint, translated) = try endpoint("""
                    '200': {description: A pet., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
                    '202': {description: Queued., content: {application/json: {schema: {type: object, properties: {ticket: {type: string}}}}}}
                    '204': {description: "Nothing */ import Evil"}
                    2XX: {description: Other., content: {text/plain: {schema: {type: string}}}}
                    '404': {description: Missing., content: {application/problem+json: {schema: {$ref: '#/components/schemas/Error'}}}}
            """)
        #expect(endpoint.success.enumName == "Fetch.Response")
        #expect(endpoint.success.type == .named("Fetch.Response"))
        #expect(endpoint.success.outputName == nil)
        #expect(endpoint.success.cases == [
            SuccessCaseDeclaration(status: .code(200), decoding: .json(.named("Pet")), name: "ok", contentType: "application/json", documentation: ["A pet."]),
            SuccessCaseDeclaration(status: .code(202), decoding: .json(.named("Fetch.AcceptedBody")), name: "accepted", contentType: "application/json", documentation: ["Queued."]),
            SuccessCaseDeclaration(status: .code(204), decoding: .noContent, name: "noContent", documentation: ["Nothing *\\/ import Evil"]),
            SuccessCaseDeclaration(status: .range(2), decoding: .text, name: "success", contentType: "text/plain", documentation: ["Other."]),
        ])
        #expect(endpoint.nested.map(\.name) == ["AcceptedBody"])
        #expect(endpoint.accept == ["application/json", "text/plain", "application/problem+json"])
        #expect(translated.diagnosticIDs.isEmpty)

        let source = try #require(render(translated.model).values.first { $0.contains("struct Fetch: APIResource") })
        #expect(source.contains("""
                public nonisolated enum Response: Sendable {
                    /// A pet.
                    ///
                    /// Status 200, `application/json`.
                    case ok(Pet)
            """))
        #expect(source.contains("        case accepted(Fetch.AcceptedBody)\n"))
        #expect(source.contains("        case noContent\n"))
        #expect(source.contains("        case success(String)\n"))
        #expect(!source.contains("typealias Response"))
        #expect(!source.contains("\nimport Evil"))
        #expect(source.contains("""
                    case 202:
                        return .accepted(try response.decodeJSON(Fetch.AcceptedBody.self, using: decoder))
                    case 204:
                        return .noContent
                    case 404:
                        throw Failure.notFound(try response.decodeJSON(ErrorModel.self, using: decoder), response)
                    case 200...299:
                        return .success(response.text())
            """))
    }

    @Test("A first success without content and a later one with content make an enum; headers make a case's output struct")
    func aLaterSuccessWithContentAndHeaders() throws {
        let (endpoint, translated) = try endpoint("""
                    '204':
                      description: Done.
                      headers: {Location: {schema: {type: string}}}
                    '207':
                      description: Partly done.
                      headers: {X-Failed: {required: true, schema: {type: integer}}, body: {schema: {type: string}}}
                      content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
                    '208': {description: Already., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
            """)
        #expect(endpoint.success.enumName == "Fetch.Response")
        #expect(endpoint.success.cases.map(\.name) == ["noContent", "multiStatus", "alreadyReported"])
        #expect(endpoint.success.cases.map(\.outputName) == ["Fetch.NoContentOutput", "Fetch.MultiStatusOutput", nil])
        #expect(endpoint.success.cases.map(\.payloadType) == [.named("Fetch.NoContentOutput"), .named("Fetch.MultiStatusOutput"), .named("Pet")])
        #expect(endpoint.success.cases[1].headers.map(\.name) == ["failed", "body2"])
        #expect(translated.diagnosticIDs.isEmpty)

        let source = try #require(render(translated.model).values.first { $0.contains("struct Fetch: APIResource") })
        #expect(source.contains("""
                    case 204:
                        return .noContent(Fetch.NoContentOutput(
                            location: try response.decodeHeader("Location", as: String.self, using: decoder)
                        ))
                    case 207:
                        return .multiStatus(Fetch.MultiStatusOutput(
                            body: try response.decodeJSON(ErrorModel.self, using: decoder),
                            failed: try response.decodeHeader("X-Failed", as: Int.self, using: decoder),
                            body2: try response.decodeHeader("body", as: String.self, using: decoder)
                        ))
                    case 208:
                        return .alreadyReported(try response.decodeJSON(Pet.self, using: decoder))
            """))
        #expect(source.contains("""
                /// The answer of ``Fetch`` with status 207: its body and documented headers.
                public nonisolated struct MultiStatusOutput: Sendable {
                    /// The body of the answer.
                    public let body: ErrorModel
            """))
        #expect(source.contains("    public nonisolated struct NoContentOutput: Sendable {\n        /// The `Location` header.\n        public let location: String?\n"))
    }

    @Test("One type serves statuses with the same content, or with none beside the first's, and event streams")
    func oneTypeWhereItServesEveryStatus() throws {
        let same = try endpoint("""
                    '200': {description: A pet., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
                    '201': {description: A new pet., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
            """).0
        #expect(same.success.enumName == nil)
        #expect(same.success.type == .named("Pet"))
        let stream = try endpoint("""
                    '200': {description: Events., content: {text/event-stream: {schema: {type: string}}}}
                    '202': {description: A pet., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
            """)
        #expect(stream.0.success.enumName == nil)
        #expect(stream.0.success.isEventStream)
        // `send` checks the status of a stream's call; `APIClient.events` reads the events.
        #expect(stream.0.success.cases.map(\.decoding) == [.noContent, .noContent])
        #expect(stream.0.nested.isEmpty)
    }

    @Test func defaultAloneIsTheSuccessForAny2xxAndTheFailureOtherwise() throws {
        let (endpoint, _) = try endpoint("""
                    default: {description: Whatever., content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}}
            """)
        #expect(endpoint.success.type == .named("Pet"))
        #expect(endpoint.success.cases.map(\.status) == [.range(2)])
        #expect(endpoint.failures.map(\.status) == [.default])
    }

    @Test func inlineErrorBodiesAreNamedAfterTheirCase() throws {
        let (endpoint, _) = try endpoint("""
                    '204': {description: Done.}
                    '409':
                      description: Conflict.
                      content: {application/json: {schema: {type: object, properties: {reason: {type: string}}}}}
            """)
        #expect(endpoint.failures.first?.bodyType == .named("Fetch.ConflictBody"))
        #expect(endpoint.nested.map(\.name) == ["ConflictBody"])
    }

    @Test func responseHeadersMakeAnOutputStruct() throws {
        let (endpoint, _) = try endpoint("""
                    '200':
                      description: Page.
                      headers:
                        X-Rate-Limit: {description: Calls per hour., schema: {type: integer, format: int32}}
                        X-Mode: {schema: {type: string, enum: [a, b]}}
                        body: {schema: {type: string}}
                        x-trace: {schema: {type: string}}
                        X-: {schema: {type: string}}
                      content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                    '204': {description: Nothing.}
            """)
        #expect(endpoint.success.outputName == "Fetch.Output")
        #expect(endpoint.success.type == .named("Fetch.Output"))
        #expect(endpoint.success.bodyType == .optional(.named("Pet")))
        #expect(endpoint.success.headers == [
            ResponseHeaderDeclaration(name: "rateLimit", key: "X-Rate-Limit", type: .builtin("Int32"), documentation: ["Calls per hour."]),
            // An inline enum is a type of its own, named after the header.
            ResponseHeaderDeclaration(name: "mode", key: "X-Mode", type: .named("Fetch.Mode")),
            ResponseHeaderDeclaration(name: "body2", key: "body", type: .builtin("String")),
            // The prefix goes in either case, unless it is the whole name.
            ResponseHeaderDeclaration(name: "trace", key: "x-trace", type: .builtin("String")),
            ResponseHeaderDeclaration(name: "x", key: "X-", type: .builtin("String")),
        ])
        #expect(endpoint.nested.map(\.name) == ["Mode"])
    }

    @Test("A header's inline enum, or list of one, is a nested type; the same header of another status names it too; an object is text")
    func headerEnumsAreNestedTypes() throws {
        let (endpoint, _) = try endpoint("""
                    '200':
                      description: Page.
                      headers:
                        X-Cache: {schema: {type: string, enum: [hit, miss]}}
                        Content-Language: {schema: {type: array, items: {type: string, enum: [de, fr]}}}
                        X-Limits: {schema: {type: object, properties: {calls: {type: integer}}}}
                        X-Pet: {schema: {$ref: '#/components/schemas/Pet'}}
                      content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                    '503':
                      description: Down.
                      headers:
                        X-Cache: {schema: {type: string, enum: [hit, miss]}}
                        X-Mode: {schema: {type: string, enum: [hit, miss]}}
                        X-Other-Cache: {schema: {type: string, enum: [hit, miss, stale]}}
            """)
        #expect(endpoint.success.headers.map(\.type) == [
            .named("Fetch.Cache"), .array(.named("Fetch.ContentLanguageItem")), .builtin("String"), .named("Pet"),
        ])
        #expect(endpoint.failures[0].headers.map(\.type) == [
            .named("Fetch.Cache"), .named("Fetch.Mode"), .named("Fetch.OtherCache"),
        ])
        #expect(endpoint.nested.map(\.name) == ["Cache", "ContentLanguageItem", "Mode", "OtherCache"])
    }

    /// The same header of another response names the type made for it even when its first name was numbered (a
    /// `Cache` header took `Cache`), and another header of an equal enum gets its own type.
    @Test func theSameHeaderOfAnotherResponseReusesItsType() throws {
        let (endpoint, _) = try endpoint("""
                    '200':
                      description: Page.
                      headers:
                        Cache: {schema: {type: string, enum: [fresh]}}
                        X-Cache: {schema: {type: string, enum: [hit, miss]}}
                    '503':
                      description: Down.
                      headers:
                        x-cache: {schema: {type: string, enum: [hit, miss]}}
                        X-Cache-Old: {schema: {type: string, enum: [fresh]}}
            """)
        #expect(endpoint.success.headers.map(\.type) == [.named("Fetch.Cache"), .named("Fetch.Cache2")])
        #expect(endpoint.failures[0].headers.map(\.type) == [.named("Fetch.Cache2"), .named("Fetch.CacheOld")])
        #expect(endpoint.nested.map(\.name) == ["Cache", "Cache2", "CacheOld"])
    }

    @Test func eventStreamsIgnoreHeaders() throws {
        let (endpoint, _) = try endpoint("""
                    '200':
                      description: Events.
                      headers: {X-Stream: {schema: {type: string}}}
                      content: {text/event-stream: {schema: {type: string}}}
            """)
        #expect(endpoint.success.outputName == nil)
        #expect(endpoint.success.type == .builtin("NoContent"))
    }

    /// Four operations: `a` and `c` answer errors alike, `b` (deprecated) and `d` alike, and `e` as `a` does but
    /// with another description.
    static let sharedFailures = document(paths: """
          /a:
            get:
              operationId: a
              responses:
                '200': {description: OK.}
                '404': {description: Missing., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                default: {description: Other.}
          /b:
            get:
              operationId: b
              deprecated: true
              responses:
                '200': {description: OK.}
                '409': {description: Conflict.}
          /c:
            put:
              operationId: c
              responses:
                '204': {description: Done.}
                '404': {description: Missing., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                default: {description: Other.}
          /d:
            get:
              operationId: d
              responses:
                '200': {description: OK.}
                '409': {description: Conflict.}
          /e:
            get:
              operationId: e
              responses:
                '200': {description: OK.}
                '404': {description: Not there., content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}}
                default: {description: Other.}
        """, extra: components)

    @Test func identicalFailuresShareOneEnum() throws {
        let result = try Translated(Self.sharedFailures)
        let owners = result.model.endpoints.map { "\($0.typeName): \($0.failureOwner ?? "-")" }
        // The first endpoint of a set declares the enum, unless it is deprecated and another is not; documentation
        // is part of what must be identical.
        #expect(owners == ["A: -", "B: D", "C: A", "D: -", "E: -"])
        let files = try render(result.model)
        let text = try #require(files["Endpoints/Operations+Endpoints.swift"])
        #expect(text.contains("""
                /// The error responses the operation documents, thrown by ``decode(_:using:)`` and so by `APIClient.send`: the
                /// same as those of ``A``, whose enum this is.
                public typealias Failure = A.Failure

            """))
        #expect(text.components(separatedBy: "enum Failure: APIFailure").count - 1 == 3)
        #expect(text.components(separatedBy: "typealias Failure = ").count - 1 == 2)
    }

    @Test("A replacement Endpoint.mustache written before shared enums and computed properties still works")
    func anOlderEndpointTemplateDeclaresEveryFailureEnum() throws {
        let result = try Translated(Self.sharedFailures)
        let directory = try temporaryDirectory("old-endpoint-template")
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            {{%CONTENT_TYPE: TEXT}}
            {{access}}struct {{typeName}}: APIResource {
                static let method = {{method}}
            {{#hasFailures}}
                enum Failure: Error {
            {{#failureCases}}
                    {{declaration}}
            {{/failureCases}}
                }
            {{/hasFailures}}
            }
            """.write(to: directory.appendingPathComponent("Endpoint.mustache"), atomically: true, encoding: .utf8)
        var options = RenderOptions()
        options.templatesDirectory = directory.path
        let text = try #require(try render(result.model, options: options)["Endpoints/Operations+Endpoints.swift"])
        #expect(text.components(separatedBy: "enum Failure: Error").count - 1 == 5)
        #expect(!text.contains("typealias Failure"))
        // `method` is still a whole expression, which a `static let` without a type needs.
        #expect(text.contains("static let method = HTTPMethod.get\n"))
    }

    /// `SharedFailures` asks `hides` instead of building each endpoint's set of member type names: the two must agree,
    /// for the names every endpoint declares, its nested types, its `Output` struct and its `Body` enum.
    @Test func hidesAgreesWithTheMemberTypeNames() throws {
        let result = try Translated(document(paths: """
              /pets:
                post:
                  operationId: addPet
                  parameters: [{name: kind, in: query, schema: {type: string, enum: [cat, dog]}}]
                  requestBody:
                    content:
                      application/json: {schema: {type: object, properties: {name: {type: string}}}}
                      text/plain: {schema: {type: string}}
                  responses:
                    '200': {description: OK., headers: {X-Rate: {schema: {type: integer}}}, content: {text/plain: {schema: {type: string}}}}
            """))
        let endpoint = try #require(result.model.endpoints.first)
        let names = EndpointScope.memberTypeNames(of: endpoint)
        #expect(endpoint.success.outputName != nil && endpoint.body?.enumName != nil, "\(names)")
        #expect(names.count > EndpointScope.memberTypeNames.count + endpoint.nested.count)
        for name in names { #expect(EndpointScope.hides(name, in: endpoint), "\(name)") }
        for name in ["Pet", "AddPet", "Kind2", "Out"] { #expect(!EndpointScope.hides(name, in: endpoint), "\(name)") }
    }

    @Test func failuresAreNotSharedWithAnOwnerANestedTypeWouldHide() throws {
        let result = try Translated(document(paths: """
              /status:
                get:
                  operationId: status
                  responses: {'200': {description: OK.}, '404': {description: Missing.}}
              /list:
                get:
                  operationId: list
                  parameters: [{name: status, in: query, schema: {type: string, enum: [open, closed]}}]
                  responses: {'200': {description: OK.}, '404': {description: Missing.}}
              /other:
                get:
                  operationId: other
                  responses: {'200': {description: OK.}, '404': {description: Missing.}}
            """))
        #expect(result["List"]?.nested.map(\.name) == ["Status"])
        // Inside `List`, `Status.Failure` would name `List.Status.Failure`: `List` declares its own enum.
        #expect(result.model.endpoints.map(\.failureOwner) == [nil, nil, "Status"])
    }

    /// A response key that is no status is skipped with a warning at that response, not at its operation.
    @Test func responseKeyThatIsNoStatusIsWarnedAboutWhereItIs() throws {
        let result = try Translated(document(paths: """
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200': {description: ok}
                    '2O4': {description: a typo}
            """))
        let warning = try #require(result.diagnostics.first { $0.id == "response.status" }, "\(result.diagnostics)")
        #expect(warning.location?.line == 9)
        #expect(warning.pointer == "#/paths/~1pets/get/responses/2O4")
    }
}
