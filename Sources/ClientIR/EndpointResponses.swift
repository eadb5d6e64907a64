/// The statuses a response of the document covers.
public enum StatusPattern: Hashable, Sendable, Codable, Comparable {
    /// One status (`404`).
    case code(Int)
    /// `1XX`...`5XX`: the hundred statuses starting with this digit.
    case range(Int)
    /// `default`: every status not documented otherwise.
    case `default`

    /// `404`, `4XX`, `default`.
    public var documentSpelling: String {
        switch self {
        case .code(let code): String(code)
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }

    /// Exact codes first (ascending), then ranges, then `default`: the order a `switch` must test them in.
    public static func < (lhs: StatusPattern, rhs: StatusPattern) -> Bool {
        switch (lhs, rhs) {
        case (.code(let a), .code(let b)): a < b
        case (.range(let a), .range(let b)): a < b
        case (.code, _): true
        case (.range, .default): true
        default: false
        }
    }
}

/// How a response body is turned into a value.
public enum ResponseDecoding: Hashable, Sendable, Codable {
    /// Decoded with the client's `JSONDecoder` into this type (`application/json`, any `+json`).
    case json(TypeUsage)
    /// The body as a `String` (`text/*`, `text/event-stream`).
    case text
    /// The body as `Data` (binary and media types the generator cannot decode).
    case binary
    /// No body: `NoContent()`.
    case noContent
    /// No body, for an endpoint whose `Response` is optional because other success statuses have one: `nil`.
    case absent

    /// The type of the decoded body (`Pet`, `String`, `Data`), or nil when there is no body.
    public var bodyType: TypeUsage? {
        switch self {
        case .json(let type): type
        case .text: .builtin("String")
        case .binary: .builtin("Data")
        case .noContent, .absent: nil
        }
    }
}

/// What a successful call returns: the `Response` type and how each success status produces it.
///
/// `Response` comes from the first `2xx` (or `2XX`) response. Other success statuses with the same content decode
/// the same way; a success status without content next to ones with content makes the body optional (`nil` for
/// it). With no success response documented, any `2xx` answer is ``ResponseDecoding/noContent``. When the answer
/// documents headers, `Response` is a nested struct (``outputName``) holding the body (as `body`) and one optional
/// property per header. An event stream's `Response` is `NoContent`: callers read it with `APIClient.events`.
/// When the success statuses answer with different contents (`201` a `Deployment`, `202` a message), `Response` is
/// a nested enum (``enumName``) with one case per status, each holding its own decoded body.
public struct SuccessResponseDeclaration: Hashable, Sendable, Codable {
    /// The `Response` type (`[Pet]`, `NoContent`, `String`, `Data`, `Pet?`, `LoginUser.Output`).
    public var type: TypeUsage
    /// The type the body decodes to (`Response` itself unless there is an ``outputName`` struct).
    public var bodyType: TypeUsage
    /// The statuses that succeed and how each is decoded, in `switch` order.
    public var cases: [SuccessCaseDeclaration]
    /// The media type of the response (`application/json`), when it has a body.
    public var contentType: String?
    /// The other media types the success responses document (`text/csv`), in document order: the runtime's
    /// `accepting(_:)` asks for one of them and returns the answer as received.
    public var otherContentTypes: [String] = []
    /// The response is a `text/event-stream`, delivered by `APIClient.events`.
    public var isEventStream: Bool
    /// The type of each value of a streamed JSON body (JSON Lines: `application/jsonl`, `application/x-ndjson`;
    /// JSON text sequences: `application/json-seq`), delivered by `APIClient.jsonLines`; `Response` is then the
    /// whole body, as `Data`.
    public var streamItemType: TypeUsage?
    /// Documented headers of the success response; properties of the ``outputName`` struct when there is one.
    public var headers: [ResponseHeaderDeclaration]
    /// The qualified name of the nested struct holding body and headers (`LoginUser.Output`), when the answer
    /// documents headers.
    public var outputName: String?
    /// The response's `description`, as documentation lines.
    public var documentation: [String]
    /// The properties of the ``outputName`` struct (and of the cases' ``SuccessCaseDeclaration/outputName`` ones)
    /// are `var`s; otherwise `let`s (see `StructDeclaration.isMutable`).
    public var isOutputMutable = true
    /// The qualified name of the nested `Response` enum (`CreateDeployment.Response`), when the success statuses
    /// answer with different contents: ``cases`` are then its cases, each named (``SuccessCaseDeclaration/name``).
    public var enumName: String?

    public init(type: TypeUsage, bodyType: TypeUsage? = nil, cases: [SuccessCaseDeclaration], contentType: String? = nil, isEventStream: Bool = false, streamItemType: TypeUsage? = nil, headers: [ResponseHeaderDeclaration] = [], outputName: String? = nil, documentation: [String] = []) {
        self.type = type
        self.bodyType = bodyType ?? type
        self.cases = cases
        self.contentType = contentType
        self.isEventStream = isEventStream
        self.streamItemType = streamItemType
        self.headers = headers
        self.outputName = outputName
        self.documentation = documentation
    }

    /// True when the body is a property of the output struct (the answer has content).
    public var outputHasBody: Bool { bodyType.unwrapped != .builtin("NoContent") }
}

/// One success status (or range) and how its body becomes `Response`.
public struct SuccessCaseDeclaration: Hashable, Sendable, Codable {
    public var status: StatusPattern
    public var decoding: ResponseDecoding
    /// The case of the `Response` enum this status answers with, already escaped (`created`, `accepted`), when
    /// `Response` is an enum (``SuccessResponseDeclaration/enumName``).
    public var name: String?
    /// The media type the body is decoded from, when it has one and ``name`` is set.
    public var contentType: String?
    /// The response's `description`, as documentation lines, when ``name`` is set.
    public var documentation: [String]
    /// The documented headers of this status, when ``name`` is set: with some, the case holds an ``outputName``
    /// struct of the body and the headers.
    public var headers: [ResponseHeaderDeclaration]
    /// The qualified name of the struct holding this status's body and headers (`Fetch.CreatedOutput`), when
    /// ``name`` is set and the status documents headers.
    public var outputName: String?

    public init(status: StatusPattern, decoding: ResponseDecoding, name: String? = nil, contentType: String? = nil, documentation: [String] = [], headers: [ResponseHeaderDeclaration] = [], outputName: String? = nil) {
        self.status = status
        self.decoding = decoding
        self.name = name
        self.contentType = contentType
        self.documentation = documentation
        self.headers = headers
        self.outputName = outputName
    }

    /// The type a case of the `Response` enum holds: the ``outputName`` struct, else the decoded body, or nil when
    /// the status has neither content nor headers.
    public var payloadType: TypeUsage? { outputName.map { .named($0) } ?? decoding.bodyType }
}

/// One case of an endpoint's nested `Failure` enum: a documented error status (or range, or `default`), its
/// decoded body when it has one (or a struct of the body and the documented headers, when the response documents
/// headers), and always the `HTTPResponseParts` (status, headers, raw body).
public struct FailureCaseDeclaration: Hashable, Sendable, Codable {
    /// The Swift case name, already escaped if it is a keyword (`notFound`, `status418`, `clientError`,
    /// `` `default` ``).
    public var name: String
    public var status: StatusPattern
    /// How the body is decoded, or nil when the response documents no content.
    public var decoding: ResponseDecoding?
    /// The media type the body is decoded from, when there is one.
    public var contentType: String?
    /// The documented headers; with some, the case holds an ``outputName`` struct of the body and the headers.
    public var headers: [ResponseHeaderDeclaration]
    /// The response's `description`, as documentation lines.
    public var documentation: [String]
    /// The name of the struct holding the body and the headers, nested in the `Failure` enum and spelled from the
    /// endpoint (`Failure.TooManyRequestsOutput`), when the response documents headers. The spelling names no
    /// endpoint, so that endpoints with the same failures still share one enum.
    public var outputName: String?

    public init(name: String, status: StatusPattern, decoding: ResponseDecoding? = nil, contentType: String? = nil, headers: [ResponseHeaderDeclaration] = [], documentation: [String] = [], outputName: String? = nil) {
        self.name = name
        self.status = status
        self.decoding = decoding
        self.contentType = contentType
        self.headers = headers
        self.documentation = documentation
        self.outputName = outputName
    }

    /// The type of the decoded body (`ErrorModel`, `String`, `Data`), or nil when the case carries none.
    public var bodyType: TypeUsage? { decoding?.bodyType }

    /// The type the case holds before its `HTTPResponseParts`: the ``outputName`` struct, else the decoded body, or
    /// nil when the response has neither content nor documented headers.
    public var payloadType: TypeUsage? { outputName.map { .named($0) } ?? bodyType }
}

/// A documented response header.
public struct ResponseHeaderDeclaration: Hashable, Sendable, Codable {
    /// The Swift property name in the output struct (`rateLimit` for `X-Rate-Limit`).
    public var name: String
    /// The header name as written (`X-Rate-Limit`).
    public var key: String
    /// The Swift type of the value, read with `HTTPResponseParts.decodeHeader` (never optional: the property is
    /// optional, as a header may be missing).
    public var type: TypeUsage
    public var isRequired: Bool
    /// The media type of a header given by `content` instead of `schema`: its value is JSON text, not `simple` style.
    public var contentType: String?
    public var documentation: [String]

    public init(
        name: String, key: String, type: TypeUsage, isRequired: Bool = false, contentType: String? = nil,
        documentation: [String] = []
    ) {
        self.name = name
        self.key = key
        self.type = type
        self.isRequired = isRequired
        self.contentType = contentType
        self.documentation = documentation
    }
}
