// The server check: the code of Specs/features/openapi.yaml generated with `--server` plays both parts. Its
// `APIRouter`, behind a small HTTP server on loopback (HTTPServer.swift), answers the same document's client: every
// parameter style, body kind and answer shape goes through the client's encoding, HTTP, the server's decoding, a
// handler, the server's encoding and the client's decoding, and the values must come back as they were sent.
//
//   ./server-e2e [FILTER]
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let harness = Harness(filter: CommandLine.arguments.dropFirst().first)

/// The last request a handler received, as the operation's type decoded it.
final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Any?
    private var headers: [String: String] = [:]
    private var target: String?

    func put(_ value: Any, headers: [String: String] = [:], query: String? = nil) {
        lock.withLock {
            self.value = value
            self.headers = headers
            self.target = query
        }
    }

    /// The query of the last request, where the handler recorded it.
    func query() -> String? {
        lock.withLock { target }
    }

    func take<T>(_ type: T.Type, line: Int = #line) throws -> T {
        let value = lock.withLock { defer { self.value = nil }; return self.value }
        guard let typed = value as? T else {
            throw CheckFailure(description: "line \(line): the handler received \(String(describing: value)), not a \(T.self)")
        }
        return typed
    }

    func header(_ name: String) -> String? {
        lock.withLock { headers.first { $0.key.lowercased() == name.lowercased() }?.value }
    }
}

/// What `StartJob`'s handler answers next.
final class Switch<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Value
    init(_ value: Value) { current = value }
    var value: Value {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

let inbox = Inbox()
let jobAnswer = Switch<StartJob.Response>(.noContent)
let handlerErrors = Switch<[String]>([])

/// The JSON of a value, keys sorted: models are not `Equatable` unless generated `Hashable`.
func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
}

func expectJSON(_ actual: some Encodable, _ expected: some Encodable, _ label: String = "", line: Int = #line) throws {
    try expectEqual(json(actual), json(expected), label, line: line)
}

// MARK: - The server

var router = APIRouter(pathPrefix: "/v1")
router.onError = { error, request in handlerErrors.value.append("\(request.method) \(request.path): \(error)") }
router.handle(PathSimple.self) { inbox.put($0); return NoContent() }
router.handle(PathLabel.self) { inbox.put($0); return NoContent() }
router.handle(PathMatrix.self) { inbox.put($0); return NoContent() }
router.handle(QueryForm.self) { inbox.put($0); return NoContent() }
router.handle(QueryDelimited.self) { inbox.put($0); return NoContent() }
router.handle(QueryDeepObject.self) { inbox.put($0); return NoContent() }
router.handle(QueryJSON.self) { inbox.put($0); return NoContent() }
router.handle(QueryString.self) { inbox.put($0); return NoContent() }
router.handle(QueryStringJSON.self) { resource, request in
    inbox.put(resource, query: request.query)
    return NoContent()
}
router.handle(HeadersAndCookies.self) { inbox.put($0); return NoContent() }
router.handle(GetItemsById.self) { request in
    inbox.put(request)
    guard request.id != "missing" else {
        throw try GetItemsById.Failure.notFound(Problem(title: "Not found", status: 404))
    }
    return Item(id: request.id, name: "Lamp", price: 9.5, tags: request.queryId.map { [String($0)] })
}
router.handle(CreateItem.self) { request in
    inbox.put(request)
    guard !request.body.name.isEmpty else {
        throw try CreateItem.Failure.unprocessableContent(ErrorModel(code: 17, message: "name is empty"))
    }
    if request.body.name == "crash" { throw URLError(.cannotParseResponse) }
    let body = request.body
    return CreateItem.Output(body: Item(id: "i1", name: body.name, price: body.price, tags: body.tags), location: "/items/i1")
}
router.handle(PatchItem.self) { request in
    inbox.put(request)
    switch request.body {
    case .mergePatchJson(let item), .form(let item):
        return Item(id: request.id, name: item.name, price: item.price, tags: item.tags)
    }
}
router.handle(SubmitForm.self) { inbox.put($0); return NoContent() }
router.handle(UploadDocument.self) { request in
    inbox.put(request)
    return UploadDocument.ResponseBody(id: "d1", size: Int64(request.body.file.data.count))
}
router.handle(UploadBinary.self) { inbox.put($0); return NoContent() }
router.handle(EchoText.self) { request in request.body.uppercased() }
router.handle(OptionalBody.self) { inbox.put($0); return NoContent() }
router.handle(ListItems.self) { request in
    switch request.limit {
    case 0?: throw try ListItems.Failure.badRequest(requestID: "r-0")
    case 418?: throw ListItems.Failure.status418("I'm a teapot")
    case 429?: throw try ListItems.Failure.tooManyRequests(ErrorModel(code: 429, message: "slow down"), retryAfter: 30)
    case 499?: throw try ListItems.Failure.clientError(status: 409, ErrorModel(code: 409, message: "busy"))
    default: break
    }
    let items = (0..<(request.limit ?? 2)).map { Item(id: "i\($0)", name: "Item \($0)", price: nil, tags: nil) }
    return ListItems.Output(body: items, totalCount: 40)
}
router.handle(GetStatistics.self) { _ in GetStatistics.ResponseBody(count: 3, mood: .unknown("curious")) }
router.handle(FindItem.self) { request in
    request.name == "nothing" ? nil : Item(id: "f1", name: request.name, price: nil, tags: nil)
}
router.handle(StartJob.self) { _ in jobAnswer.value }
router.handle(DownloadImage.self) { _ in Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF]) }
router.handle(BearerAuth.self) { resource, request in
    inbox.put(resource, headers: request.headers)
    guard request.header("Authorization") == "Bearer token-1" else {
        throw HTTPResponseParts(status: 401, text: "Unauthorized")
    }
    return NoContent()
}

router.handleEvents(StreamEvents.self) { _, received in
    switch received.header("Last-Event-ID") {
    case "refuse": throw HTTPResponseParts(status: 503, text: "Come back later")
    case "break": return brokenEvents()
    default: return gatedEvents()
    }
}

router.handleJSONLines(StreamLines.self) { _, _ in gatedLines() }
router.handleAnswer(JsonOrEvents.self) { _, received in
    guard received.header("Accept") == "text/event-stream" else {
        return try JsonOrEvents.answer(JsonOrEvents.ResponseBody(count: 2), using: APIClient.Configuration.defaultEncoder())
    }
    return HTTPResponseParts(events: AsyncStream { continuation in
        for count in 1...2 { continuation.yield(ServerSentEvent(data: String(count))) }
        continuation.finish()
    })
}

let server: RouterHTTPServer
do {
    server = try RouterHTTPServer(router: router)
} catch {
    print("FAIL starting the server: \(error)")
    exit(1)
}
let baseURL = "http://127.0.0.1:\(server.port)"
let configuration = APIClient.Configuration(makeMultipartBoundary: { "TestBoundary" })
let client = APIClient(server: .loopbackTestServer(port: String(server.port)), configuration: configuration)
let person = Person(role: "admin", firstName: "Alex")
let may1 = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01T12:00:00Z

/// Sends a request as written, for what the generated client never sends.
func raw(_ method: String, _ target: String, body: String? = nil, contentType: String? = nil) async throws -> (Int, [String: String], String) {
    var request = URLRequest(url: URL(string: baseURL + target)!)
    request.httpMethod = method
    request.httpBody = body.map { Data($0.utf8) }
    if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
    let (data, response) = try await URLSession.shared.data(for: request)
    let http = response as! HTTPURLResponse
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields { headers[String(describing: name)] = String(describing: value) }
    return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
}

await parameterChecks()
await bodyChecks()
await answerChecks()
await eventStreamChecks()
await routerChecks()
harness.finish()
