import ClientIR
import ClientRenderer
import Testing

/// The server code of endpoints (`server: true`): the statements of `init(from:using:)`, `answer(_:using:)` and of
/// the `Failure` builders, for the shapes the features document has no example of. The features document's server
/// is run against its client by `Tests/EndToEnd/run.sh server`; `EndpointCompileTests` compiles this document's.
@Suite("Rendered server code")
struct ServerRenderingTests {
    static let yaml = document(paths: """
          /limits/{region}:
            get:
              operationId: getLimits
              parameters:
                - {name: region, in: path, required: true, schema: {type: string}}
                - {name: filter, in: query, content: {application/json: {schema: {type: object, properties: {a: {type: integer}}}}}}
              responses:
                '200':
                  description: The limits.
                  headers: {X-Rate: {schema: {type: integer}}}
                  content: {application/json: {schema: {type: array, items: {type: string}}}}
                '204': {description: None.}
                '404': {description: No region., content: {text/plain: {schema: {type: string}}}}
                '5XX': {description: Down., content: {application/json: {schema: {type: object, properties: {m: {type: string}}}}}}
                default: {description: Other.}
          /maybe:
            get:
              operationId: maybe
              responses:
                '200': {description: One., content: {application/json: {schema: {type: string}}}}
                '204': {description: None.}
          /events:
            get:
              operationId: events
              responses:
                '200': {description: A stream., content: {text/event-stream: {schema: {type: string}}}}
          /quota:
            get:
              operationId: getQuota
              responses: &quotaResponses
                '200': {description: The quota., content: {application/json: {schema: {type: integer}}}}
                '429':
                  description: Slow down.
                  headers:
                    Retry-After: {description: Seconds to wait., schema: {type: integer}}
                    Status: {schema: {type: string}}
                  content: {text/plain: {schema: {type: string}}}
                '503': {description: Down., headers: {Retry-After: {schema: {type: integer}}}}
          /quota/again:
            get:
              operationId: getQuotaAgain
              responses: *quotaResponses
          /notes:
            post:
              operationId: postNote
              requestBody:
                content:
                  application/json: {schema: {type: object, properties: {text: {type: string}}}}
                  application/x-www-form-urlencoded: {schema: {type: object, properties: {text: {type: string}}}}
                  text/plain: {schema: {type: string}}
              responses: {'204': {description: Noted.}}
        """)

    static func endpoints() throws -> String {
        var options = RenderOptions()
        options.server = true
        return try render(Translated(yaml).model, options: options).filter { $0.key.hasPrefix("Endpoints/") }
            .sorted { $0.key < $1.key }.map(\.value).joined()
    }

    @Test func parametersAreReadAsTheClientWritesThem() throws {
        let source = try Self.endpoints()
        #expect(source.contains("let request = try request.matching(Self.operation.pathTemplate)"))
        #expect(source.contains(#"self.region = try request.requiredParameter("region", in: "path", as: String.self, style: .simple, explode: false, using: decoder)"#))
        #expect(source.contains(#"self.filter = try request.parameter("filter", in: "query", as: GetLimits.Filter.self, style: .form, explode: true, json: true, using: decoder)"#))
    }

    /// An optional body is absent when empty, but for an empty form or text with its media type, which is what a client
    /// sends for a form without fields or `""`.
    @Test func anEmptyFormOrTextIsABodyAndAnEmptyJSONBodyIsNone() throws {
        let source = try Self.endpoints()
        #expect(source.contains(
            #"if request.body.isEmpty && !["application/x-www-form-urlencoded", "text/plain"].contains(request.mediaType ?? "") {"#
        ), "\(source)")
    }

    @Test func anOptionalBodyWithHeadersIsAnsweredWithTheStatusWithoutContentWhenNil() throws {
        let source = try Self.endpoints()
        #expect(source.contains("""
                    var answer = HTTPResponseParts(status: 204)
                    if let body = response.body {
                        answer = try HTTPResponseParts(status: 200, json: body, contentType: "application/json", using: encoder)
                    }
                    try answer.setHeader("X-Rate", response.rate, using: encoder)
                    return answer
            """))
        #expect(source.contains("""
                    guard let response else { return HTTPResponseParts(status: 204) }
                    return try HTTPResponseParts(status: 200, json: response, contentType: "application/json", using: encoder)
            """))
    }

    @Test func failuresAreBuiltWithTheirAnswers() throws {
        let source = try Self.endpoints()
        #expect(source.contains("nonisolated extension GetLimits.Failure: APIServerFailure {"))
        #expect(source.contains("""
                public static func notFound(_ body: String) -> Self {
                    .notFound(body, HTTPResponseParts(status: 404, text: body, contentType: "text/plain"))
                }
            """))
        #expect(source.contains("""
                public static func serverError(
                    status: Int,
                    _ body: GetLimits.ServerErrorBody,
                    using encoder: JSONEncoder = APIClient.Configuration.defaultEncoder()
                ) throws -> Self {
            """))
        #expect(source.contains("public static func `default`(status: Int) -> Self {"))
    }

    @Test("A failure with documented headers is built with them: each an argument, set on the answer and kept in the case")
    func failureHeadersAreArgumentsOfTheBuilder() throws {
        let source = try Self.endpoints()
        #expect(source.contains("""
                /// ``tooManyRequests`` with its answer: status 429, the body as `text/plain`, and the documented headers.
                public static func tooManyRequests(
                    _ body: String,
                    retryAfter: Int? = nil,
                    status2: String? = nil,
                    using encoder: JSONEncoder = APIClient.Configuration.defaultEncoder()
                ) throws -> Self {
                    var answer = HTTPResponseParts(status: 429, text: body, contentType: "text/plain")
                    try answer.setHeader("Retry-After", retryAfter, using: encoder)
                    try answer.setHeader("Status", status2, using: encoder)
                    return .tooManyRequests(TooManyRequestsOutput(body: body, retryAfter: retryAfter, status2: status2), answer)
                }
            """))
        #expect(source.contains("""
                public static func serviceUnavailable(
                    retryAfter: Int? = nil,
                    using encoder: JSONEncoder = APIClient.Configuration.defaultEncoder()
                ) throws -> Self {
                    var answer = HTTPResponseParts(status: 503)
            """))
        // The endpoint with the same failures uses the first one's enum, and so its structs and builders.
        #expect(source.components(separatedBy: "extension GetQuota.Failure: APIServerFailure").count == 2)
        #expect(!source.contains("extension GetQuotaAgain.Failure"))
    }

    /// An event stream's `Response` is not its body, so it is not `APIServable`; its requests still decode, for
    /// `APIRouter.handleEvents`.
    @Test func anEventStreamDecodesRequestsButIsNotServable() throws {
        let source = try Self.endpoints()
        #expect(source.contains("struct Events: APIResource"))
        #expect(!source.contains("extension Events: APIServable"))
        #expect(source.contains("extension Events: APIDecodableRequest {\n    public init(from request: ServerRequestParts"))
        let after = try #require(source.components(separatedBy: "extension Events: APIDecodableRequest").last)
        let conformance = try #require(after.components(separatedBy: "\n}\n").first)
        #expect(conformance.contains("init(from request:") && !conformance.contains("func answer"))
        #expect(source.contains("extension Maybe: APIServable"))
    }
}
