// Middlewares (change, retry, log), cURL descriptions with credentials redacted, header injection, headers the
// client adds.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Adds a header to every request.
struct SigningMiddleware: APIMiddleware {
    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        var signed = request
        signed.setValue("sig(\(context.operationID) \(context.method) \(context.pathTemplate))", forHTTPHeaderField: "X-Signature")
        return try await next(signed)
    }
}

/// Where the current access token lives; refreshed by ``RefreshTokenMiddleware``.
actor TokenStore {
    private(set) var token = "expired"
    private(set) var refreshes = 0

    func refresh() -> String {
        refreshes += 1
        token = "fresh-\(refreshes)"
        return token
    }
}

/// On 401, refreshes the token and sends the request again, once.
struct RefreshTokenMiddleware: APIMiddleware {
    let store: TokenStore

    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await next(request)
        guard response.statusCode == 401 else { return (data, response) }
        var retry = request
        retry.setValue("Bearer " + (await store.refresh()), forHTTPHeaderField: "Authorization")
        return try await next(retry)
    }
}

/// Writes `>name` before and `<name` after the rest of the chain.
struct TracingMiddleware: APIMiddleware {
    let name: String
    let trace: LockedValue<[String]>

    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        trace.withLock { $0.append(">" + name) }
        defer { trace.withLock { $0.append("<" + name) } }
        return try await next(request)
    }
}

@MainActor
func middlewareChecks(_ harness: Harness, _ recorder: Recorder) async {
    await harness.check("middleware changes the request") {
        try await recorder.reset(.json("/api/v3/store/inventory", "{}"))
        _ = try await makeClient(recorder, middlewares: [SigningMiddleware()]).getInventory()
        try expectEqual(try await recorder.onlyRequest().header("X-Signature"), "sig(getInventory GET /store/inventory)")
    }

    await harness.check("middleware retries after refreshing the token on 401") {
        try await recorder.reset(
            Route("/api/v3/store/inventory", status: 401, times: 1), .json("/api/v3/store/inventory", #"{"sold":2}"#))
        let store = TokenStore()
        let client = makeClient(recorder, credentials: Credentials(bearerToken: .provider { await store.token }),
                                middlewares: [RefreshTokenMiddleware(store: store)])
        try expectEqual(try await client.send(SecuredProbeInventory()), ["sold": 2])
        let requests = try await recorder.requests()
        try expectEqual(requests.map { $0.header("Authorization") ?? "-" }, ["Bearer expired", "Bearer fresh-1"])
        try expectEqual(await store.refreshes, 1)
    }

    await harness.check("middlewares run outermost first") {
        try await recorder.reset(.json("/api/v3/store/inventory", "{}"))
        let trace = LockedValue<[String]>([])
        let client = makeClient(recorder, middlewares: [TracingMiddleware(name: "A", trace: trace), TracingMiddleware(name: "B", trace: trace)])
        _ = try await client.getInventory()
        try expectEqual(trace.withLock { $0 }, [">A", ">B", "<B", "<A"])
    }

    await harness.check("logging middleware writes a redacted cURL command and the status") {
        try await recorder.reset(.json("/api/v3/store/inventory", "{}"))
        let lines = LockedValue<[String]>([])
        let client = makeClient(recorder, credentials: Credentials(apiKeys: ["api_key": "secret-key"]),
                                middlewares: [LoggingMiddleware { message in lines.withLock { $0.append(message) } }])
        _ = try await client.getInventory()
        let logged = lines.withLock { $0 }
        try expectEqual(logged.count, 2)
        try expect(logged[0].lowercased().contains("-h 'api_key: redacted'") && !logged[0].contains("secret-key"), "redacted: \(logged[0])")
        try expectEqual(logged[1], "getInventory: HTTP 200, 2 bytes")
    }

    await harness.check("cURL description redacts credentials") {
        let client = makeSortedKeysClient(recorder)
        var request = URLRequest(url: URL(string: "https://api.example.com/v1/pets?key=abc&limit=2&api_key=x#top")!)
        request.httpMethod = "POST"
        request.setValue("Bearer abc", forHTTPHeaderField: "Authorization")
        request.setValue("SESSION=s1", forHTTPHeaderField: "Cookie")
        request.setValue("k1", forHTTPHeaderField: "api_key")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"name":"Rex's"}"#.utf8)
        // swift-corelibs-foundation reports the header name `api_key` as `Api_Key`.
        try expectEqual(client.curlDescription(of: request).replacingOccurrences(of: "Api_Key", with: "api_key"), """
            curl -X POST 'https://api.example.com/v1/pets?key=REDACTED&limit=2&api_key=x#top' \\
              -H 'api_key: REDACTED' \\
              -H 'Authorization: REDACTED' \\
              -H 'Content-Type: application/json' \\
              -H 'Cookie: REDACTED' \\
              --data-binary '{"name":"Rex'\\''s"}'
            """)
    }

    await harness.check("CR LF in a header parameter is refused before sending") {
        try await recorder.reset()
        for value in ["x\r\nX-Admin: 1", "x\nX-Admin: 1", "x\rY", "x\u{0}y"] {
            let error = try await expectError { try await makeClient(recorder).deletePet(petId: 1, reason: value) }
            guard case APIError.invalidHeaderValue(let name)? = error as? APIError else {
                throw CheckFailure(description: "expected APIError.invalidHeaderValue, got \(error)")
            }
            try expectEqual(name, "X-Reason")
        }
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }

    await harness.check("CR LF in a configured header is refused before sending") {
        try await recorder.reset()
        let client = makeClient(recorder, configuration: APIClient.Configuration(userAgent: "App/1\r\nX-Admin: 1"))
        let error = try await expectError { try await client.getInventory() }
        guard case APIError.invalidHeaderValue("User-Agent")? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.invalidHeaderValue(User-Agent), got \(error)")
        }
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }

    await harness.check("configured headers, user agent, accept") {
        try await recorder.reset(.json("/api/v3/pet/1", #"{"name":"Rex"}"#))
        let client = makeClient(recorder, configuration: APIClient.Configuration(
            additionalHeaders: ["X-Client": "runtime-tests", "Accept": "overridden/by-operation"], userAgent: "PetstoreTests/1.0"))
        _ = try await client.getPetById(petId: 1)
        let request = try await recorder.onlyRequest()
        try expectEqual(request.header("X-Client"), "runtime-tests")
        try expectEqual(request.header("User-Agent"), "PetstoreTests/1.0")
        try expectEqual(request.header("Accept"), "application/json, application/xml")
    }
}

/// ``GetInventory`` with a bearer requirement instead of its API key.
struct SecuredProbeInventory: APIResource {
    typealias Response = [String: Int32]
    static var operation: OperationDescription {
        var operation = GetInventory.operation
        operation.security = [[SecurityUse("bearerAuth")]]
        return operation
    }

    func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws {
        try GetInventory().encode(into: &request, using: encoder)
    }

    static func decode(_ response: HTTPResponseParts, using decoder: JSONDecoder) throws -> [String: Int32] {
        try GetInventory.decode(response, using: decoder)
    }
}
