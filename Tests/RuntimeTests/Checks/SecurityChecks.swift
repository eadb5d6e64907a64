// Security: each scheme kind on the wire, and the choice among an operation's alternatives.
import Foundation

/// Counts the tokens it hands out.
actor TokenCounter {
    private var issued = 0

    func next() -> String {
        issued += 1
        return "t-\(issued)"
    }
}

struct TokenUnavailable: Error {}

@MainActor
func securityChecks(_ harness: Harness, _ recorder: Recorder) async {
    /// Sends a probe with `Fixture`'s requirement and returns what the recorder received.
    func sent<Fixture: SecurityFixture>(_ fixture: Fixture.Type, _ credentials: Credentials) async throws -> RecordedRequest {
        try await recorder.reset()
        _ = try await makeClient(recorder, credentials: credentials).send(SecuredProbe<Fixture>())
        return try await recorder.onlyRequest()
    }
    let everything = Credentials(
        apiKeys: ["api_key": "k1", "query_key": "k 2&", "session_cookie": "s1==/+"], bearerToken: "generic",
        basic: BasicCredentials(username: "Aladdin", password: "open sesame"),
        tokens: ["petstore_auth": "oauth-token", "tokenAuth": "legacy"])

    await harness.check("apiKey in a header") {
        let request = try await sent(APIKeyOnly.self, everything)
        try expectEqual(request.header("api_key"), "k1")
        try expectEqual(request.header("Authorization"), nil, "only what the alternative needs")
    }
    await harness.check("apiKey in the query") {
        try expectEqual(try await sent(QueryKeyOnly.self, everything).target, "/api/v3/secured?key=k%202%26")
    }
    await harness.check("apiKey in a cookie") {
        try expectEqual(try await sent(CookieKeyOnly.self, everything).header("Cookie"), "SESSION=s1==/+", "a base64 key arrives unchanged")
    }
    await harness.check("http basic") {
        try expectEqual(try await sent(BasicOnly.self, everything).header("Authorization"), "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
    }
    await harness.check("http bearer") {
        try expectEqual(try await sent(BearerOnly.self, everything).header("Authorization"), "Bearer generic")
    }
    await harness.check("oauth2 sends its own token as bearer") {
        try expectEqual(try await sent(OAuthOnly.self, everything).header("Authorization"), "Bearer oauth-token")
    }
    await harness.check("openIdConnect sends the bearer token") {
        try expectEqual(try await sent(OpenIDOnly.self, everything).header("Authorization"), "Bearer generic")
    }
    await harness.check("other http scheme sends its scheme name") {
        try expectEqual(try await sent(TokenSchemeOnly.self, everything).header("Authorization"), "Token legacy")
    }
    await harness.check("bearer provider is asked before every request") {
        let counter = TokenCounter()
        let credentials = Credentials(bearerToken: .provider { await counter.next() })
        try expectEqual(try await sent(BearerOnly.self, credentials).header("Authorization"), "Bearer t-1")
        try expectEqual(try await sent(BearerOnly.self, credentials).header("Authorization"), "Bearer t-2")
    }
    await harness.check("both schemes of one alternative") {
        let request = try await sent(KeyAndBearer.self, everything)
        try expectEqual(request.header("api_key"), "k1")
        try expectEqual(request.header("Authorization"), "Bearer generic")
    }
    await harness.check("an alternative is applied only when complete") {
        let request = try await sent(KeyAndBearer.self, Credentials(apiKeys: ["api_key": "k1"]))
        try expectEqual(request.header("api_key"), nil)
        try expectEqual(request.header("Authorization"), nil)
    }
    await harness.check("first satisfiable alternative") {
        let request = try await sent(BearerOrKey.self, Credentials(apiKeys: ["api_key": "k1"]))
        try expectEqual(request.header("api_key"), "k1")
        try expectEqual(request.header("Authorization"), nil)
        try expectEqual(try await sent(BearerOrKey.self, everything).header("api_key"), nil, "bearer comes first")
    }
    await harness.check("anonymous alternative: credentials when available, else nothing") {
        try expectEqual(try await sent(AnonymousOrKey.self, everything).header("api_key"), "k1")
        let anonymous = try await sent(AnonymousOrKey.self, Credentials())
        try expectEqual(anonymous.header("api_key"), nil)
        try expectEqual(anonymous.header("Authorization"), nil)
    }
    await harness.check("mutual TLS alternative adds nothing") {
        let withCertificate = Credentials(apiKeys: ["api_key": "k1"], presentsClientCertificate: true)
        try expectEqual(try await sent(CertificateOrKey.self, withCertificate).header("api_key"), nil)
        try expectEqual(try await sent(CertificateOrKey.self, Credentials(apiKeys: ["api_key": "k1"])).header("api_key"), "k1")
    }
    await harness.check("nothing satisfiable: sent without credentials, the server answers 401") {
        try await recorder.reset(Route("/api/v3/secured", status: 401, headers: [["WWW-Authenticate", "Bearer"]]))
        let error = try await expectError { try await makeClient(recorder).send(SecuredProbe<BearerOnly>()) }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.unexpectedStatus, got \(error)")
        }
        try expectEqual(response.status, 401)
        try expectEqual(response.header("WWW-Authenticate"), "Bearer")
        try expectEqual(try await recorder.onlyRequest().header("Authorization"), nil)
    }
    await harness.check("a failing token provider fails the call before sending") {
        try await recorder.reset()
        let credentials = Credentials(bearerToken: .provider { throw TokenUnavailable() })
        let error = try await expectError { try await makeClient(recorder, credentials: credentials).send(SecuredProbe<BearerOnly>()) }
        guard case APIError.authentication(let underlying)? = error as? APIError, underlying is TokenUnavailable else {
            throw CheckFailure(description: "expected APIError.authentication(TokenUnavailable), got \(error)")
        }
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }
    await harness.check("an API key with CR LF is refused before sending") {
        try await recorder.reset()
        let credentials = Credentials(apiKeys: ["api_key": "k1\r\nX-Admin: yes"])
        let error = try await expectError { try await makeClient(recorder, credentials: credentials).send(SecuredProbe<APIKeyOnly>()) }
        guard case APIError.invalidHeaderValue(let name)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.invalidHeaderValue, got \(error)")
        }
        try expectEqual(name, "api_key")
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }
}
