// Test-only operations that send one parameter with a chosen style, or carry a chosen security requirement,
// so that every combination can be checked without one generated type per combination.
import Foundation

/// Where a probe puts its parameter.
enum ProbeLocation: Sendable {
    case path, query, header, cookie
}

/// `GET /api/v3/probe[/{value}]` with one parameter serialized as configured; answers 204.
struct ParameterProbe<Value: Encodable & Sendable>: APIResource {
    typealias Response = NoContent
    static var operation: OperationDescription { OperationDescription(method: .get, pathTemplate: "/probe", operationID: "probe") }

    var location: ProbeLocation
    var name: String
    var value: Value?
    var style: ParameterStyle
    var explode: Bool
    var allowReserved = false

    init(_ location: ProbeLocation, _ name: String, _ value: Value?, style: ParameterStyle? = nil, explode: Bool? = nil, allowReserved: Bool = false) {
        self.location = location
        self.name = name
        self.value = value
        switch location {
        case .path, .header: self.style = style ?? .simple
        case .query, .cookie: self.style = style ?? .form
        }
        self.explode = explode ?? (self.style == .form)
        self.allowReserved = allowReserved
    }

    func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws {
        request.appendPath("/probe")
        switch location {
        case .path:
            request.appendPath("/")
            if let value { try request.appendPathParameter(name, value, style: style, explode: explode, using: encoder) }
        case .query:
            try request.addQuery(name, value, style: style, explode: explode, allowReserved: allowReserved, using: encoder)
        case .header:
            try request.addHeader(name, value, explode: explode, using: encoder)
        case .cookie:
            try request.addCookie(name, value, explode: explode, using: encoder)
        }
    }

    static func decode(_ response: HTTPResponseParts, using decoder: JSONDecoder) throws -> NoContent {
        guard response.status == 204 else { throw APIError.unexpectedStatus(response) }
        return NoContent()
    }
}

/// A security requirement for ``SecuredProbe``.
protocol SecurityFixture: Sendable {
    static var security: [[SecurityUse]] { get }
}

enum APIKeyOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("api_key")]] } }
enum QueryKeyOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("query_key")]] } }
enum CookieKeyOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("session_cookie")]] } }
enum BasicOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("basicAuth")]] } }
enum BearerOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("bearerAuth")]] } }
enum OAuthOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("petstore_auth", scopes: ["read:pets"])]] } }
enum OpenIDOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("oidc")]] } }
enum TokenSchemeOnly: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("tokenAuth")]] } }
/// Both schemes together (one alternative with two schemes).
enum KeyAndBearer: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("api_key"), SecurityUse("bearerAuth")]] } }
/// Bearer, else an API key.
enum BearerOrKey: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("bearerAuth")], [SecurityUse("api_key")]] } }
/// Anonymous listed first, then an API key.
enum AnonymousOrKey: SecurityFixture { static var security: [[SecurityUse]] { [[], [SecurityUse("api_key")]] } }
/// Mutual TLS, else an API key.
enum CertificateOrKey: SecurityFixture { static var security: [[SecurityUse]] { [[SecurityUse("client_cert")], [SecurityUse("api_key")]] } }

/// `GET /api/v3/secured` with the requirement of `Fixture`; answers 204, or throws on 401.
struct SecuredProbe<Fixture: SecurityFixture>: APIResource {
    typealias Response = NoContent
    static var operation: OperationDescription {
        OperationDescription(method: .get, pathTemplate: "/secured", operationID: "secured", security: Fixture.security)
    }

    func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws {
        request.appendPath("/secured")
    }

    static func decode(_ response: HTTPResponseParts, using decoder: JSONDecoder) throws -> NoContent {
        guard response.status == 204 else { throw APIError.unexpectedStatus(response) }
        return NoContent()
    }
}

/// An operation with a server of its own (`servers` on the operation): `POST {server}/upload`.
struct UploadToContentServer: APIResource {
    typealias Response = NoContent
    static var operation: OperationDescription {
        let port = ProcessInfo.processInfo.environment["RECORDER_PORT"] ?? "1"
        return OperationDescription(
            method: .post, pathTemplate: "/upload", operationID: "uploadToContentServer",
            servers: [ServerURL(template: "http://127.0.0.1:{port}/content", variables: ["port": port])])
    }

    func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws {
        request.appendPath("/upload")
        request.setTextBody("x")
    }

    static func decode(_ response: HTTPResponseParts, using decoder: JSONDecoder) throws -> NoContent {
        guard response.status == 204 else { throw APIError.unexpectedStatus(response) }
        return NoContent()
    }
}
