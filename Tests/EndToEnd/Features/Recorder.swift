// A client for the loopback recorder (Tests/Servers/recorder.py): installs canned answers and reads back, byte for
// byte, what the generated client sent.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A route of the recorder: how it answers one path.
struct Route: Encodable {
    var method: String?
    var path: String
    var status: Int = 200
    var headers: [[String]] = []
    var body: String?
    var bodyBase64: String?
    var stream: [String]?
    var streamDelay: Double?

    init(_ path: String, method: String? = nil, status: Int = 200, headers: [[String]] = [], body: String? = nil,
         data: Data? = nil, stream: [String]? = nil, streamDelay: Double? = nil) {
        self.method = method
        self.path = path
        self.status = status
        self.headers = headers
        self.body = body
        self.bodyBase64 = data?.base64EncodedString()
        self.stream = stream
        self.streamDelay = streamDelay
    }

    /// A JSON answer.
    static func json(_ path: String, method: String? = nil, status: Int = 200, _ json: String, headers: [[String]] = []) -> Route {
        Route(path, method: method, status: status, headers: [["Content-Type", "application/json"]] + headers, body: json)
    }
}

/// What the recorder saw of one request.
struct RecordedRequest: Decodable, Sendable {
    var method: String
    /// The request-target exactly as received: path and query, as encoded by the client.
    var target: String
    var path: String
    var query: String?
    var headers: [[String]]
    var body: String

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

    /// Adds one route after those installed.
    func add(_ route: Route) async throws {
        _ = try await control("routes", body: try JSONEncoder().encode(route))
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
}
