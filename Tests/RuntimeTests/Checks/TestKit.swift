// The harness: named checks with expectations, and a client for the loopback recorder (Tests/Servers/recorder.py).
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A failed expectation.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs checks one after the other and counts them.
@MainActor
final class Harness {
    private(set) var passed = 0
    private(set) var failed = 0
    private let filter: String?

    init(filter: String?) {
        self.filter = filter
    }

    /// Runs `body` as the check `name` (skipped unless it contains the filter, when one is given).
    func check(_ name: String, _ body: () async throws -> Void) async {
        if let filter, !name.localizedCaseInsensitiveContains(filter) { return }
        do {
            try await body()
            passed += 1
        } catch {
            failed += 1
            print("FAIL \(name): \(error)")
        }
    }
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) throws {
    if !condition { throw CheckFailure(description: "line \(line): \(message())") }
}

func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ label: String = "", line: Int = #line) throws {
    if actual != expected {
        throw CheckFailure(description: "line \(line): \(label.isEmpty ? "" : label + ": ")expected \(String(reflecting: expected)), got \(String(reflecting: actual))")
    }
}

/// Runs `body`, which must throw; returns the error.
@MainActor
func expectError<T>(_ body: () async throws -> T, line: Int = #line) async throws -> any Error {
    do {
        let value = try await body()
        throw CheckFailure(description: "line \(line): expected an error, got \(value)")
    } catch let failure as CheckFailure {
        throw failure
    } catch {
        return error
    }
}

/// A route of the recorder: how it answers one path.
struct Route: Encodable {
    var method: String?
    var path: String
    var status: Int = 200
    var headers: [[String]] = []
    var body: String?
    var bodyBase64: String?
    var times: Int?
    var delay: Double?
    var stream: [String]?
    var streamDelay: Double?

    init(_ path: String, method: String? = nil, status: Int = 200, headers: [[String]] = [], body: String? = nil,
         data: Data? = nil, times: Int? = nil, delay: Double? = nil, stream: [String]? = nil, streamDelay: Double? = nil) {
        self.method = method
        self.path = path
        self.status = status
        self.headers = headers
        self.body = body
        self.bodyBase64 = data?.base64EncodedString()
        self.times = times
        self.delay = delay
        self.stream = stream
        self.streamDelay = streamDelay
    }

    /// A JSON answer.
    static func json(
        _ path: String, method: String? = nil, status: Int = 200, _ json: String, headers: [[String]] = [],
        times: Int? = nil, delay: Double? = nil
    ) -> Route {
        Route(path, method: method, status: status, headers: [["Content-Type", "application/json"]] + headers, body: json,
              times: times, delay: delay)
    }
}

/// What the recorder saw of one request.
struct RecordedRequest: Decodable, Sendable {
    var method: String
    var target: String
    var path: String
    var query: String?
    var headers: [[String]]
    var body: String
    var clientClosed: Bool

    /// The values of a header field (names compared case-insensitively).
    func headerValues(_ name: String) -> [String] {
        headers.filter { $0[0].lowercased() == name.lowercased() }.map { $0[1] }
    }

    func header(_ name: String) -> String? { headerValues(name).first }

    var bodyData: Data { Data(base64Encoded: body) ?? Data() }
    var bodyText: String { String(decoding: bodyData, as: UTF8.self) }
}

/// Controls the recorder over its `/__recorder/` endpoints.
struct Recorder: Sendable {
    let port: Int
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private func control(_ command: String, body: Data? = nil) async throws -> Data {
        var request = URLRequest(url: baseURL.appendingPathComponent("__recorder/" + command))
        request.httpMethod = body == nil ? "GET" : "POST"
        request.httpBody = body
        let (data, _) = try await URLSession.shared.data(for: request)
        return data
    }

    /// Forgets requests and routes, then installs `routes`.
    func reset(_ routes: Route...) async throws {
        struct Reset: Encodable { var routes: [Route] }
        _ = try await control("reset", body: try JSONEncoder().encode(Reset(routes: routes)))
    }

    func requests() async throws -> [RecordedRequest] {
        struct Requests: Decodable { var requests: [RecordedRequest] }
        return try JSONDecoder().decode(Requests.self, from: try await control("requests")).requests
    }

    /// The only request recorded since the last reset.
    func onlyRequest(line: Int = #line) async throws -> RecordedRequest {
        let all = try await requests()
        try expectEqual(all.count, 1, "number of recorded requests", line: line)
        return all[0]
    }

    /// Waits until `condition` holds for the recorded requests (polling, at most `seconds`).
    func waitUntil(seconds: Double = 5, _ condition: @Sendable ([RecordedRequest]) -> Bool) async throws -> [RecordedRequest] {
        try await poll(seconds: seconds, { try await self.requests() }, until: condition)
    }
}

/// Reads `value` every 20 ms until `condition` holds for it or `seconds` have passed; returns the last reading.
/// For what arrives after a call returns (the recorder's view of a closed connection, a delegate's callback).
func poll<Value: Sendable>(
    seconds: Double = 5, _ value: @Sendable () async throws -> Value, until condition: @Sendable (Value) -> Bool
) async throws -> Value {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
        let current = try await value()
        if condition(current) || Date() > deadline { return current }
        try await Task.sleep(nanoseconds: 20_000_000)
    }
}

/// A client of the recorder, as the `local` server of the example document.
func makeClient(
    _ recorder: Recorder, credentials: Credentials = Credentials(),
    configuration: APIClient.Configuration = APIClient.Configuration(makeMultipartBoundary: { "TestBoundary" }),
    middlewares: [any APIMiddleware] = [], session: URLSession = .shared
) -> APIClient {
    APIClient(server: .local(port: String(recorder.port)), session: session, credentials: credentials,
              configuration: configuration, middlewares: middlewares)
}
