// The recorder check: a client generated from Specs/features/openapi.yaml, used as an application would use it
// (generated endpoint types and `APIClient` convenience methods), sends every parameter style, body kind and
// security scheme to the loopback recorder (Tests/Servers/recorder.py), which hands back what it received. Each
// request is compared byte for byte with what the OpenAPI rules make of the values (RFC 3986 percent-encoding,
// the style tables of the specification, RFC 7578 multipart bodies, RFC 7617 basic credentials).
//
//   RECORDER_PORT=12345 ./features-e2e [FILTER]
import Foundation

guard let port = ProcessInfo.processInfo.environment["RECORDER_PORT"].flatMap(Int.init) else {
    print("RECORDER_PORT is not set: start Tests/Servers/recorder.py and pass its port")
    exit(2)
}
let recorder = Recorder(port: port)
let harness = Harness(filter: CommandLine.arguments.dropFirst().first)

/// Deterministic JSON (sorted keys) and multipart boundaries, so bodies can be compared byte for byte.
let configuration = APIClient.Configuration(
    makeEncoder: {
        let encoder = APIClient.Configuration.defaultEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    },
    makeMultipartBoundary: { "TestBoundary" })

/// A client of the recorder through the document's first server, `http://127.0.0.1:{port}/{basePath}`.
func makeClient(_ credentials: Credentials = Credentials(), server: ServerURL = .loopbackTestServer(port: String(port))) -> APIClient {
    APIClient(server: server, credentials: credentials, configuration: configuration)
}

let client = makeClient()
let person = Person(role: "admin", firstName: "Alex")
let may1 = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01T12:00:00Z

// MARK: - Parameters

await harness.check("path simple: primitive, array, exploded object") {
    try await recorder.reset()
    try await client.pathSimple(id: 5, list: [3, 4, 5], object: person)
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "GET")
    try expectEqual(request.target, "/v1/path/simple/5/3,4,5/role=admin,firstName=Alex")
}

await harness.check("path simple: values are percent-encoded (space, non-ASCII, reserved)") {
    try await recorder.reset()
    try await client.pathSimple(id: -1, list: [0], object: Person(role: "a b/c", firstName: "Zoë?"))
    try expectEqual(try await recorder.onlyRequest().target, "/v1/path/simple/-1/0/role=a%20b%2Fc,firstName=Zo%C3%AB%3F")
}

await harness.check("path label: primitive, exploded array, exploded object") {
    try await recorder.reset()
    try await client.pathLabel(id: 5, list: [3, 4, 5], object: person)
    try expectEqual(try await recorder.onlyRequest().target, "/v1/path/label/.5.3.4.5.role=admin.firstName=Alex")
}

await harness.check("path matrix: primitive, array, exploded object") {
    try await recorder.reset()
    try await client.pathMatrix(id: 5, list: [3, 4, 5], object: person)
    try expectEqual(try await recorder.onlyRequest().target, "/v1/path/matrix/;id=5;list=3,4,5;role=admin;firstName=Alex")
}

await harness.check("query form: exploded and not, object, allowReserved, int32, date-time") {
    try await recorder.reset()
    try await client.queryForm(color: .blue, ids: [3, 4], tags: ["a b", "c,d"], object: person, q: "a/b?c:d@e#f[g]",
                               limit: 10, since: may1)
    try expectEqual(try await recorder.onlyRequest().target,
        "/v1/query/form?color=blue&ids=3&ids=4&tags=a%20b,c%2Cd&role=admin&firstName=Alex&q=a/b?c:d@e%23f%5Bg%5D"
        + "&limit=10&since=2024-05-01T12%3A00%3A00Z")
}

await harness.check("query form: optional parameters left out add nothing; reserved characters encoded without allowReserved") {
    try await recorder.reset()
    _ = try await client.send(QueryForm(color: .unknown("x&y=z"), ids: []))
    try expectEqual(try await recorder.onlyRequest().target, "/v1/query/form?color=x%26y%3Dz")
}

await harness.check("query spaceDelimited and pipeDelimited") {
    try await recorder.reset()
    try await client.queryDelimited(spaced: [3, 4, 5], piped: [3, 4, 5])
    try expectEqual(try await recorder.onlyRequest().target, "/v1/query/delimited?spaced=3%204%205&piped=3%7C4%7C5")
}

await harness.check("query deepObject") {
    try await recorder.reset()
    try await client.queryDeepObject(filter: Person(role: "admin", firstName: "Al ex"))
    try expectEqual(try await recorder.onlyRequest().target,
                    "/v1/query/deep-object?filter%5Brole%5D=admin&filter%5BfirstName%5D=Al%20ex")
}

await harness.check("query parameter with content application/json: JSON text, percent-encoded") {
    try await recorder.reset()
    try await client.queryJSON(filter: person)
    try expectEqual(try await recorder.onlyRequest().target,
                    "/v1/query/json?filter=%7B%22firstName%22%3A%22Alex%22%2C%22role%22%3A%22admin%22%7D")
}

await harness.check("querystring (OpenAPI 3.2) as a form: the whole query is the object's fields") {
    try await recorder.reset()
    try await client.queryString(search: .init(term: "red shoes", tags: ["a", "b&c"], limit: 5))
    try expectEqual(try await recorder.onlyRequest().target, "/v1/query/string?term=red+shoes&tags=a&tags=b%26c&limit=5")
    try await recorder.reset()
    try await client.queryString(search: .init(term: ""))
    try expectEqual(try await recorder.onlyRequest().target, "/v1/query/string?term=")
}

await harness.check("querystring described with JSON content: the query is the JSON text, percent-encoded") {
    try await recorder.reset()
    try await client.queryStringJSON(filter: person)
    try expectEqual(try await recorder.onlyRequest().target,
                    "/v1/query/string-json?%7B%22firstName%22%3A%22Alex%22%2C%22role%22%3A%22admin%22%7D")
    try await recorder.reset()
    try await client.queryStringJSON()
    try expectEqual(try await recorder.onlyRequest().target, "/v1/query/string-json")
}

await harness.check("header described with text/plain content: the text itself, not JSON") {
    try await recorder.reset()
    try await client.headersAndCookies(xRequestID: "1", session: "s", xNote: "plain text")
    try expectEqual(try await recorder.onlyRequest().headerValues("X-Note"), ["plain text"])
}

await harness.check("header simple (primitive, array, exploded object) and cookie form") {
    try await recorder.reset()
    try await client.headersAndCookies(xRequestID: "42", session: "abc def;g", xTags: ["a", "b"], xPerson: person, theme: .dark)
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/headers-and-cookies")
    try expectEqual(request.headerValues("X-Request-ID"), ["42"])
    try expectEqual(request.headerValues("X-Tags"), ["a,b"])
    try expectEqual(request.headerValues("X-Person"), ["role=admin,firstName=Alex"])
    try expectEqual(request.headerValues("Cookie"), ["session=abc%20def%3Bg; theme=dark"])
}

await harness.check("optional header and cookie parameters left out add nothing") {
    try await recorder.reset()
    _ = try await client.send(HeadersAndCookies(xRequestID: "7", session: "s"))
    let request = try await recorder.onlyRequest()
    try expectEqual(request.headerValues("X-Tags"), [])
    try expectEqual(request.headerValues("X-Person"), [])
    try expectEqual(request.headerValues("Cookie"), ["session=s"])
}

await harness.check("CR/LF in a header value is refused before anything is sent") {
    try await recorder.reset()
    let error = try await expectError {
        try await client.headersAndCookies(xRequestID: "1\r\nX-Injected: yes", session: "s")
    }
    guard case APIError.invalidHeaderValue(let name)? = error as? APIError else {
        throw unexpected(error, "APIError.invalidHeaderValue")
    }
    try expectEqual(name, "X-Request-ID")
    try expectEqual(try await recorder.requests().count, 0, "requests sent")
}

await harness.check("LF alone and NUL are refused too, in an exploded object header") {
    try await recorder.reset()
    for value in ["a\nb", "a\u{0}b", "a\rb"] {
        let error = try await expectError {
            try await client.headersAndCookies(xRequestID: "1", session: "s", xPerson: Person(role: value))
        }
        guard case APIError.invalidHeaderValue(let name)? = error as? APIError else {
            throw unexpected(error, "APIError.invalidHeaderValue")
        }
        try expectEqual(name, "X-Person")
    }
    try expectEqual(try await recorder.requests().count, 0, "requests sent")
}

await harness.check("path-level and operation-level parameters of the same name; JSON answer decoded") {
    try await recorder.reset(.json("/v1/items/abc", method: "GET",
                                   #"{"id":"abc","name":"Lamp","price":9.5,"tags":["a","b"]}"#))
    let item = try await client.getItemsById(id: "abc", queryId: 7)
    try expectEqual(item.id, "abc")
    try expectEqual(item.name, "Lamp")
    try expectEqual(item.price, 9.5)
    try expectEqual(item.tags, ["a", "b"])
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/items/abc?id=7")
    try expectEqual(request.header("Accept"), "application/json, application/problem+json")
}

await harness.check("path traversal: a value stays inside its one segment") {
    try await recorder.reset()
    for id in ["../admin", "..", ".", "a/b?c#d", "%2e%2e"] {
        _ = try? await client.getItemsById(id: id)
    }
    try expectEqual(try await recorder.requests().map(\.target), [
        "/v1/items/..%2Fadmin", "/v1/items/%2E%2E", "/v1/items/%2E", "/v1/items/a%2Fb%3Fc%23d", "/v1/items/%252e%252e",
    ])
}

await harness.check("documented error with application/problem+json: typed Failure") {
    try await recorder.reset(Route("/v1/items/missing", status: 404, headers: [["Content-Type", "application/problem+json"]],
                                   body: #"{"type":"about:blank","title":"Not Found","status":404,"detail":"no item missing"}"#))
    let error = try await expectError { try await client.getItemsById(id: "missing") }
    guard let failure = error as? GetItemsById.Failure else { throw unexpected(error, "GetItemsById.Failure") }
    switch failure {
    case .notFound(let problem, let response):
        try expectEqual(problem.title, "Not Found")
        try expectEqual(problem.status, 404)
        try expectEqual(problem.detail, "no item missing")
        try expectEqual(response.status, 404)
        try expectEqual(response.mediaType, "application/problem+json")
    }
    try expectEqual(failure.response.status, 404)
}

// `deleteItem` is deprecated in the document, so it is called from a deprecated method reached through a protocol:
// the call itself is what is checked, without a deprecation warning in this program.
protocol DeprecatedCall { func run(_ client: APIClient) async throws }
struct DeleteDeprecatedItem: DeprecatedCall {
    @available(*, deprecated)
    func run(_ client: APIClient) async throws {
        try await client.deleteItem(id: "old one")
        _ = try await client.send(DeleteItem(id: "x"))
    }
}

await harness.check("deprecated operation still sends its request") {
    try await recorder.reset()
    try await (DeleteDeprecatedItem() as any DeprecatedCall).run(client)
    let requests = try await recorder.requests()
    try expectEqual(requests.map(\.method), ["DELETE", "DELETE"])
    try expectEqual(requests.map(\.target), ["/v1/items/old%20one", "/v1/items/x"])
}

// MARK: - Bodies

await harness.check("JSON body: content type, accept, bytes; 201 answer decoded") {
    try await recorder.reset(.json("/v1/bodies/json", method: "POST", status: 201,
                                   #"{"id":"i1","name":"Desk lamp","price":19.99,"tags":["light"]}"#,
                                   headers: [["Location", "/items/i1"]]))
    let created = try await client.createItem(body: NewItem(name: "Desk lamp", price: 19.99, tags: ["light", "desk"]))
    try expectEqual(created.body.id, "i1")
    try expectEqual(created.body.price, 19.99)
    try expectEqual(created.location, "/items/i1")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "POST")
    try expectEqual(request.target, "/v1/bodies/json")
    try expectEqual(request.header("Content-Type"), "application/json")
    try expectEqual(request.header("Accept"), "application/json")
    try expectEqual(request.bodyText, #"{"name":"Desk lamp","price":19.99,"tags":["light","desk"]}"#)
}

await harness.check("JSON body: nil optional properties are left out") {
    try await recorder.reset(.json("/v1/bodies/json", status: 201, #"{"id":"i2","name":"Chair"}"#))
    let created = try await client.send(CreateItem(body: NewItem(name: "Chair")))
    try expectEqual(created.body.price, nil)
    try expectEqual(created.body.tags, nil)
    try expectEqual(created.location, nil, "Location header not sent")
    try expectEqual(try await recorder.onlyRequest().bodyText, #"{"name":"Chair"}"#)
}

await harness.check("typed error: 422 with a JSON body, thrown as CreateItem.Failure and switchable") {
    try await recorder.reset(.json("/v1/bodies/json", status: 422, #"{"code":17,"message":"name is empty"}"#))
    let error = try await expectError { try await client.createItem(body: NewItem(name: "")) }
    guard let failure = error as? CreateItem.Failure else { throw unexpected(error, "CreateItem.Failure") }
    switch failure {
    case .unprocessableContent(let body, let response):
        try expectEqual(body.code, 17)
        try expectEqual(body.message, "name is empty")
        try expectEqual(response.status, 422)
    }
}

await harness.check("decoding failure of a 2xx answer: APIError.decoding keeps the response") {
    try await recorder.reset(.json("/v1/bodies/json", status: 201, #"{"id":1}"#))
    let error = try await expectError { try await client.createItem(body: NewItem(name: "n")) }
    guard case APIError.decoding(_, let response)? = error as? APIError else { throw unexpected(error, "APIError.decoding") }
    try expectEqual(response.status, 201)
    try expectEqual(response.text(), #"{"id":1}"#)
}

await harness.check("one body, several media types: merge-patch JSON") {
    try await recorder.reset(.json("/v1/bodies/merge-patch/i1", #"{"id":"i1","name":"New name"}"#))
    let item = try await client.patchItem(id: "i1", body: .mergePatchJson(NewItem(name: "New name", tags: [])))
    try expectEqual(item.name, "New name")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "PATCH")
    try expectEqual(request.header("Content-Type"), "application/merge-patch+json")
    try expectEqual(request.bodyText, #"{"name":"New name","tags":[]}"#)
}

await harness.check("one body, several media types: form-urlencoded") {
    try await recorder.reset(.json("/v1/bodies/merge-patch/i%2F1", #"{"id":"i/1","name":"Desk lamp"}"#))
    _ = try await client.patchItem(id: "i/1", body: .form(NewItem(name: "Desk lamp~", price: 2, tags: ["x", "y&z"])))
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/bodies/merge-patch/i%2F1")
    try expectEqual(request.header("Content-Type"), "application/x-www-form-urlencoded")
    try expectEqual(request.bodyText, "name=Desk+lamp%7E&price=2&tags=x&tags=y%26z")
}

await harness.check("form-urlencoded body with an inline schema") {
    try await recorder.reset()
    try await client.submitForm(body: SubmitForm.RequestBody(name: "Alex", age: 30, tags: ["a", "b"]))
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "POST")
    try expectEqual(request.header("Content-Type"), "application/x-www-form-urlencoded")
    try expectEqual(request.bodyText, "name=Alex&age=30&tags=a&tags=b")
}

await harness.check("multipart body: file part, text fields, repeated file parts, JSON part, byte for byte") {
    try await recorder.reset(.json("/v1/bodies/multipart", status: 201, #"{"id":"d1","size":9000000000}"#))
    let pdf = Data("%PDF-1.7\r\n\u{0}\u{1}".utf8) + Data([0xFF, 0xFE])
    let png1 = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let png2 = Data([0x89, 0x50, 0x4E, 0x47, 0x00])
    // A file's own name and media type are sent; without them, the part's name and the document's type.
    let stored = try await client.uploadDocument(body: UploadDocument.RequestBody(
        file: MultipartFile(pdf, filename: "Q3 \"report\".pdf"), title: "Q3 \"report\"", pages: 12,
        attachments: [MultipartFile(png1), MultipartFile(png2, filename: "b.jpg", contentType: "image/jpeg")],
        metadata: person))
    try expectEqual(stored.id, "d1")
    try expectEqual(stored.size, 9_000_000_000)
    let request = try await recorder.onlyRequest()
    try expectEqual(request.header("Content-Type"), "multipart/form-data; boundary=TestBoundary")
    func text(_ string: String) -> Data { Data(string.utf8) }
    var expected = text("--TestBoundary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Q3 %22report%22.pdf\"\r\n"
        + "Content-Type: application/pdf\r\n\r\n") + pdf
    expected += text("\r\n--TestBoundary\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nQ3 \"report\"\r\n")
    expected += text("--TestBoundary\r\nContent-Disposition: form-data; name=\"pages\"\r\n\r\n12\r\n")
    for (png, filename, type) in [(png1, "attachments", "image/png"), (png2, "b.jpg", "image/jpeg")] {
        expected += text("--TestBoundary\r\nContent-Disposition: form-data; name=\"attachments\"; filename=\"\(filename)\"\r\n"
            + "Content-Type: \(type)\r\n\r\n") + png + text("\r\n")
    }
    expected += text("--TestBoundary\r\nContent-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json\r\n\r\n"
        + #"{"firstName":"Alex","role":"admin"}"# + "\r\n--TestBoundary--\r\n")
    if request.bodyData != expected {
        throw CheckFailure(description: "multipart body differs:\n--- expected\n\(String(decoding: expected, as: UTF8.self))\n"
            + "--- got\n\(request.bodyText)")
    }
}

await harness.check("multipart body: optional parts left out") {
    try await recorder.reset(.json("/v1/bodies/multipart", status: 201, #"{"id":"d2","size":1}"#))
    _ = try await client.uploadDocument(body: UploadDocument.RequestBody(file: MultipartFile(Data("x".utf8)), title: "t"))
    try expectEqual(try await recorder.onlyRequest().bodyText,
        "--TestBoundary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"file\"\r\nContent-Type: application/pdf\r\n\r\nx\r\n"
        + "--TestBoundary\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nt\r\n--TestBoundary--\r\n")
}

await harness.check("binary body sent as is") {
    try await recorder.reset()
    let bytes = Data((0...255).map { UInt8($0) })
    try await client.uploadBinary(body: bytes)
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "PUT")
    try expectEqual(request.header("Content-Type"), "application/octet-stream")
    try expectEqual(request.header("Content-Length"), "256")
    try expectEqual(request.bodyData, bytes)
}

await harness.check("binary body uploaded from a file, streamed rather than held") {
    try await recorder.reset()
    let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-upload-\(UUID().uuidString).bin")
    defer { try? FileManager.default.removeItem(at: file) }
    try bytes.write(to: file)
    try await client.upload(UploadBinary(body: Data()), fromFile: file)
    let request = try await recorder.onlyRequest()
    try expectEqual(request.method, "PUT")
    try expectEqual(request.header("Content-Type"), "application/octet-stream")
    try expectEqual(request.bodyData.count, bytes.count)
    try expect(request.bodyData == bytes, "the file's bytes")
}

await harness.check("text body and text answer") {
    try await recorder.reset(Route("/v1/bodies/text", headers: [["Content-Type", "text/plain; charset=utf-8"]], body: "Echo: Zoë\n"))
    let answer = try await client.echoText(body: "Line 1\r\nZoë ✓")
    try expectEqual(answer, "Echo: Zoë\n")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.header("Content-Type"), "text/plain")
    try expectEqual(request.header("Accept"), "text/plain")
    try expectEqual(request.bodyData, Data("Line 1\r\nZoë ✓".utf8))
}

await harness.check("optional body: absent sends no body and no content type; present is JSON") {
    try await recorder.reset()
    try await client.optionalBody()
    try await client.optionalBody(body: NewItem(name: "x", price: 1.5))
    let requests = try await recorder.requests()
    try expectEqual(requests.count, 2)
    try expectEqual(requests[0].bodyData, Data())
    try expectEqual(requests[0].header("Content-Type"), nil)
    try expectEqual(requests[1].header("Content-Type"), "application/json")
    try expectEqual(requests[1].bodyText, #"{"name":"x","price":1.5}"#)
}

// MARK: - Responses

await harness.check("JSON array answer with a query parameter") {
    try await recorder.reset(.json("/v1/responses/items", #"[{"id":"1","name":"a"},{"id":"2","name":"b","price":0.5}]"#,
                                   headers: [["X-Total-Count", "42"]]))
    let answer = try await client.listItems(limit: 2)
    try expectEqual(answer.body.map(\.id), ["1", "2"])
    try expectEqual(answer.body[1].price, 0.5)
    try expectEqual(answer.totalCount, 42, "X-Total-Count")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/responses/items?limit=2")
    try expectEqual(request.header("Accept"), "application/json, text/plain")
}

await harness.check("another documented media type: accepting(_:) asks for it and returns the answer as received") {
    try await recorder.reset(Route("/v1/responses/items", headers: [["Content-Type", "application/xml"]], body: "<items/>"))
    let answer = try await client.send(ListItems(limit: 1).accepting("application/xml"))
    try expectEqual(answer.mediaType, "application/xml")
    try expectEqual(answer.text(), "<items/>")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/responses/items?limit=1")
    try expectEqual(request.headerValues("Accept"), ["application/xml"])
    try await recorder.reset(Route("/v1/responses/items", status: 418, headers: [["Content-Type", "text/plain"]], body: "teapot"))
    let error = try await expectError { try await client.send(ListItems().accepting("application/xml")) }
    guard case ListItems.Failure.status418(let text, _)? = error as? ListItems.Failure else { throw unexpected(error, "ListItems.Failure.status418") }
    try expectEqual(text, "teapot")
}

await harness.check("documented response header: absent is nil, malformed is a decoding error") {
    try await recorder.reset(.json("/v1/responses/items", "[]"))
    try expectEqual(try await client.listItems().totalCount, nil)
    try await recorder.reset(.json("/v1/responses/items", "[]", headers: [["X-Total-Count", "many"]]))
    let error = try await expectError { try await client.listItems() }
    guard case APIError.decoding(_, let response)? = error as? APIError else { throw unexpected(error, "APIError.decoding") }
    try expectEqual(response.header("X-Total-Count"), "many")
}

/// Calls listItems against an answer and returns how the typed error was switched on.
@MainActor
func listItemsFailure(status: Int, contentType: String, body: String, headers: [[String]] = []) async throws -> String {
    try await recorder.reset(Route("/v1/responses/items", status: status,
                                   headers: [["Content-Type", contentType], ["X-Trace", "t-\(status)"]] + headers, body: body))
    let error = try await expectError { try await client.listItems() }
    guard let failure = error as? ListItems.Failure else { throw unexpected(error, "ListItems.Failure") }
    try expectEqual(failure.response.status, status)
    try expectEqual(failure.response.header("x-trace"), "t-\(status)")
    switch failure {
    case .badRequest(let output, let response): return "badRequest \(response.text()) \(output.requestID ?? "-")"
    case .status418(let text, _): return "418 \(text)"
    case .tooManyRequests(let output, _):
        return "429 \(output.body.message) \(output.retryAfter.map(String.init) ?? "-") \(output.rateLimitLimit.map(String.init) ?? "-")"
    case .clientError(let error, _): return "4XX \(error.code) \(error.message)"
    case .default(let error, _): return "default \(error.code) \(error.message)"
    }
}

await harness.check("typed errors: documented status without body, text body, 4XX range, default") {
    try expectEqual(try await listItemsFailure(status: 400, contentType: "text/plain", body: "bad limit"), "badRequest bad limit -")
    try expectEqual(try await listItemsFailure(status: 418, contentType: "text/plain", body: "I'm a teapot"), "418 I'm a teapot")
    try expectEqual(try await listItemsFailure(status: 409, contentType: "application/json", body: #"{"code":409,"message":"busy"}"#),
                    "4XX 409 busy")
    try expectEqual(try await listItemsFailure(status: 503, contentType: "application/json", body: #"{"code":1,"message":"down"}"#),
                    "default 1 down")
}

await harness.check("typed errors with documented headers: read into the case's output struct") {
    try expectEqual(try await listItemsFailure(status: 400, contentType: "text/plain", body: "bad", headers: [["x-request-id", "r-7"]]),
                    "badRequest bad r-7")
    try expectEqual(try await listItemsFailure(status: 429, contentType: "application/json", body: #"{"code":429,"message":"slow"}"#,
                                               headers: [["Retry-After", "30"], ["X-RateLimit-Limit", "100"]]),
                    "429 slow 30 100")
    try expectEqual(try await listItemsFailure(status: 429, contentType: "application/json", body: #"{"code":429,"message":"slow"}"#),
                    "429 slow - -")
    // A documented header that does not read as its type is a decoding error, as on a success.
    try await recorder.reset(Route("/v1/responses/items", status: 429, headers: [["Content-Type", "application/json"], ["Retry-After", "soon"]],
                                   body: #"{"code":429,"message":"slow"}"#))
    let error = try await expectError { try await client.listItems() }
    guard case APIError.decoding(_, let response)? = error as? APIError else { throw unexpected(error, "APIError.decoding") }
    try expectEqual(response.header("Retry-After"), "soon")
}

await harness.check("unexpected status: APIError.unexpectedStatus keeps status, headers and body") {
    try await recorder.reset(Route("/v1/security/none", status: 503, headers: [["Retry-After", "120"], ["Content-Type", "text/html"]],
                                   body: "<h1>Maintenance</h1>"))
    let error = try await expectError { try await client.noAuth() }
    guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
        throw unexpected(error, "APIError.unexpectedStatus")
    }
    try expectEqual(response.status, 503)
    try expectEqual(response.header("retry-after"), "120")
    try expectEqual(response.mediaType, "text/html")
    try expectEqual(response.body, Data("<h1>Maintenance</h1>".utf8))
    try expectEqual((error as? APIError)?.response?.status, 503)
    try expectEqual(error.localizedDescription, "Unexpected status 503: <h1>Maintenance</h1>")
}

await harness.check("documented errors of any operation caught as `any APIFailure`, with a localized description") {
    try await recorder.reset(Route("/v1/responses/items", status: 418, headers: [["Content-Type", "text/plain"]], body: "teapot"))
    let error = try await expectError { try await client.listItems() }
    guard let failure = error as? any APIFailure else { throw unexpected(error, "any APIFailure") }
    try expectEqual(failure.response.status, 418)
    try expectEqual(error.localizedDescription, "Error status 418: teapot")
    try await recorder.reset(Route("/v1/responses/jobs", method: "POST", status: 409, headers: [["Content-Type", "application/json"]],
                                   body: #"{"code":409,"message":"running"}"#))
    let other = try await expectError { try await client.startJob() }
    try expectEqual((other as? any APIFailure)?.response.status, 409, "another operation's Failure")
    try expectEqual(other is APIError, false)
}

await harness.check("inline object answer for a 2XX range, with an inline enum") {
    try await recorder.reset(.json("/v1/responses/inline", status: 203, #"{"count":3,"mood":"happy"}"#))
    let statistics = try await client.getStatistics()
    try expectEqual(statistics.count, 3)
    try expectEqual(statistics.mood?.rawValue, "happy")
    try await recorder.reset(.json("/v1/responses/inline", #"{"count":0,"mood":"grumpy"}"#))
    try expectEqual(try await client.getStatistics().mood?.rawValue, "grumpy")
}

await harness.check("200 with a body or 204 without: optional answer") {
    try await recorder.reset(.json("/v1/responses/maybe", #"{"id":"7","name":"found"}"#))
    try expectEqual(try await client.findItem(name: "found it")?.name, "found")
    try await recorder.reset(Route("/v1/responses/maybe", status: 204))
    try expectEqual(try await client.findItem(name: "x")?.name, nil)
    try expectEqual(try await recorder.onlyRequest().target, "/v1/responses/maybe?name=x")
}

await harness.check("answers that differ by success status: one case of the Response enum each") {
    try await recorder.reset(.json("/v1/responses/jobs", status: 201, #"{"id":"7","name":"done"}"#))
    guard case .created(let item) = try await client.startJob() else { throw CheckFailure(description: "expected .created") }
    try expectEqual(item.name, "done")
    try expectEqual(try await recorder.onlyRequest().header("Accept"), "application/json")
    try await recorder.reset(.json("/v1/responses/jobs", status: 202, #"{"ticket":"t-1"}"#, headers: [["Retry-After", "30"]]))
    guard case .accepted(let queued) = try await client.startJob() else { throw CheckFailure(description: "expected .accepted") }
    try expectEqual(queued.body.ticket, "t-1")
    try expectEqual(queued.retryAfter, 30, "Retry-After")
    try await recorder.reset(Route("/v1/responses/jobs", status: 204))
    guard case .noContent = try await client.startJob() else { throw CheckFailure(description: "expected .noContent") }
    try await recorder.reset(.json("/v1/responses/jobs", status: 409, #"{"code":409,"message":"busy"}"#))
    let error = try await expectError { try await client.startJob() }
    guard case StartJob.Failure.conflict(let body, _)? = error as? StartJob.Failure else { throw unexpected(error, "StartJob.Failure.conflict") }
    try expectEqual(body.message, "busy")
    try await recorder.reset(.json("/v1/responses/jobs", status: 200, #"{"id":"7","name":"done"}"#))
    let undocumented = try await expectError { try await client.startJob() }
    guard case APIError.unexpectedStatus(let response)? = undocumented as? APIError else { throw unexpected(undocumented, "APIError.unexpectedStatus") }
    try expectEqual(response.status, 200)
}

await harness.check("binary answer") {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF])
    try await recorder.reset(Route("/v1/responses/binary", headers: [["Content-Type", "image/png"]], data: png))
    try expectEqual(try await client.downloadImage(), png)
    try expectEqual(try await recorder.onlyRequest().header("Accept"), "image/png")
}

await harness.check("binary answer downloaded to a file with download(_:to:)") {
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try await recorder.reset(Route("/v1/responses/binary", headers: [["Content-Type", "image/png"]], data: bytes))
    let destination = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-download-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: destination) }
    let response = try await client.download(DownloadImage(), to: destination)
    try expectEqual(response.status, 200)
    try expectEqual(try Data(contentsOf: destination), bytes)
}

await harness.check("event stream operation: the convenience method yields the server-sent events") {
    try await recorder.reset(Route("/v1/responses/events", headers: [["Content-Type", "text/event-stream"]],
                                   stream: ["data: one\n\n", "event: update\ndata: {\"n\":2}\nid: 2\n\n"], streamDelay: 0.01))
    var events: [ServerSentEvent] = []
    for try await event in client.streamEvents(lastEventID: "1") { events.append(event) }
    try expectEqual(events.map(\.event), ["message", "update"])
    try expectEqual(events.map(\.data), ["one", #"{"n":2}"#])
    try expectEqual(events.last?.id, "2")
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/responses/events")
    try expectEqual(request.header("Accept"), "text/event-stream")
    try expectEqual(request.header("Last-Event-ID"), "1")
    let _: NoContent.Type = StreamEvents.Response.self
}

await harness.check("event stream operation: an error answer is thrown from the stream") {
    try await recorder.reset(Route("/v1/responses/events", status: 503, headers: [["Content-Type", "text/plain"]], body: "busy"))
    let error = try await expectError {
        for try await _ in client.events(StreamEvents()) {}
    }
    guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
        throw unexpected(error, "APIError.unexpectedStatus")
    }
    try expectEqual(response.status, 503)
    try expectEqual(response.text(), "busy")
}

await harness.check("JSON Lines operation: the convenience method yields the decoded values as they arrive") {
    try await recorder.reset(Route("/v1/responses/lines", headers: [["Content-Type", "application/jsonl"]],
                                   stream: ["{\"n\":1}\n{\"n\"", ":2}\n", "{\"n\":3}"], streamDelay: 0.01))
    var values: [Int] = []
    for try await tick in client.streamLines() { values.append(tick.n) }
    try expectEqual(values, [1, 2, 3])
    let request = try await recorder.onlyRequest()
    try expectEqual(request.target, "/v1/responses/lines")
    try expectEqual(request.header("Accept"), "application/jsonl")
    // `send` returns the whole body.
    try await recorder.reset(Route("/v1/responses/lines", headers: [["Content-Type", "application/jsonl"]], body: "{\"n\":1}\n"))
    let body: Data = try await client.send(StreamLines())
    try expectEqual(String(decoding: body, as: UTF8.self), "{\"n\":1}\n")
}

await harness.check("server variables: the basePath enum chooses the path prefix") {
    try await recorder.reset()
    try await makeClient(server: .loopbackTestServer(port: String(port), basePath: .v2)).noAuth()
    try expectEqual(try await recorder.onlyRequest().target, "/v2/security/none")
    try expectEqual(ServerURL.production(region: .usEast).urlString, "https://us-east.features.example.com/v1")
    try expectEqual(ServerURL.production().urlString, "https://eu-west.features.example.com/v1")
}

// MARK: - Security

/// What the recorder saw of one call: the target, `Authorization`, the API-key header and `Cookie`.
struct Seen: Equatable {
    var target: String
    var authorization: String?
    var apiKey: String?
    var cookie: String?
}

@MainActor
func seen(_ routes: Route..., call: () async throws -> Void) async throws -> Seen {
    try await recorder.reset()
    for route in routes { try await recorder.add(route) }
    try await call()
    let request = try await recorder.onlyRequest()
    return Seen(target: request.target, authorization: request.header("Authorization"), apiKey: request.header("X-API-Key"),
                cookie: request.header("Cookie"))
}

let everything = makeClient(Credentials(
    apiKeys: ["apiKeyHeader": "hk", "apiKeyQuery": "q k&1", "apiKeyCookie": "c k"], bearerToken: "b-token",
    basic: BasicCredentials(username: "Aladdin", password: "open sesame"), tokens: ["oauth2": "o-token"]))

await harness.check("apiKey in header") {
    try expectEqual(try await seen { try await everything.apiKeyHeader() },
                    Seen(target: "/v1/security/api-key-header", apiKey: "hk"))
}

await harness.check("apiKey in query, percent-encoded") {
    try expectEqual(try await seen { try await everything.apiKeyQuery() },
                    Seen(target: "/v1/security/api-key-query?api_key=q%20k%261"))
}

await harness.check("apiKey in cookie") {
    try expectEqual(try await seen { try await everything.apiKeyCookie() },
                    Seen(target: "/v1/security/api-key-cookie", cookie: "api_session=c%20k"))
}

await harness.check("http basic (RFC 7617)") {
    try expectEqual(try await seen { try await everything.basicAuth() },
                    Seen(target: "/v1/security/basic", authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="))
}

await harness.check("http bearer, from the document's default security") {
    try expectEqual(try await seen { try await everything.bearerAuth() },
                    Seen(target: "/v1/security/bearer", authorization: "Bearer b-token"))
    try expectEqual(try await seen(.json("/v1/responses/items", "[]")) { _ = try await everything.listItems() },
                    Seen(target: "/v1/responses/items", authorization: "Bearer b-token"))
}

await harness.check("bearer token from a provider, asked per request") {
    let counter = Counter()
    let provided = makeClient(Credentials(bearerToken: .provider { "dyn-\(await counter.next())" }))
    try expectEqual(try await seen { try await provided.bearerAuth() }.authorization, "Bearer dyn-1")
    try expectEqual(try await seen { try await provided.bearerAuth() }.authorization, "Bearer dyn-2")
}

actor Counter {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}

await harness.check("a failing token provider fails the call before anything is sent") {
    struct Expired: Error {}
    let failing = makeClient(Credentials(bearerToken: .provider { throw Expired() }))
    try await recorder.reset()
    let error = try await expectError { try await failing.bearerAuth() }
    guard case APIError.authentication(let underlying)? = error as? APIError, underlying is Expired else {
        throw unexpected(error, "APIError.authentication(Expired)")
    }
    try expectEqual(try await recorder.requests().count, 0, "requests sent")
}

await harness.check("oauth2 sends a bearer token; the per-scheme token wins over bearerToken") {
    try expectEqual(try await seen { try await everything.oauth2Auth() },
                    Seen(target: "/v1/security/oauth2", authorization: "Bearer o-token"))
    let bearerOnly = makeClient(Credentials(bearerToken: "b2"))
    try expectEqual(try await seen { try await bearerOnly.oauth2Auth() }.authorization, "Bearer b2")
}

await harness.check("openIdConnect sends a bearer token") {
    try expectEqual(try await seen { try await everything.openIdAuth() },
                    Seen(target: "/v1/security/openid", authorization: "Bearer b-token"))
}

await harness.check("mutualTLS adds nothing to the request") {
    try expectEqual(try await seen { try await everything.mutualTLSAuth() }, Seen(target: "/v1/security/mutual-tls"))
}

await harness.check("alternatives: the first complete one is applied, all of it and only it") {
    try expectEqual(try await seen { try await everything.combinedAuth() },
                    Seen(target: "/v1/security/combined", authorization: "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==", apiKey: "hk"))
    let noBasic = makeClient(Credentials(apiKeys: ["apiKeyHeader": "hk", "apiKeyQuery": "qk"], bearerToken: "b"))
    try expectEqual(try await seen { try await noBasic.combinedAuth() }, Seen(target: "/v1/security/combined?api_key=qk"))
}

await harness.check("optional security {}: no credentials, request sent anonymously") {
    try expectEqual(try await seen { try await client.combinedAuth() }, Seen(target: "/v1/security/combined"))
    let onlyBasic = makeClient(Credentials(basic: BasicCredentials(username: "u", password: "p")))
    try expectEqual(try await seen { try await onlyBasic.combinedAuth() }, Seen(target: "/v1/security/combined"))
}

await harness.check("security: [] overrides the default: nothing sent even with every credential") {
    try expectEqual(try await seen { try await everything.noAuth() }, Seen(target: "/v1/security/none"))
}

await harness.check("missing credentials: the request goes without, the server decides") {
    try expectEqual(try await seen { try await client.bearerAuth() }, Seen(target: "/v1/security/bearer"))
}

await harness.check("CR/LF in an API key is refused before sending") {
    let broken = makeClient(Credentials(apiKeys: ["apiKeyHeader": "k\r\nX-Injected: 1"]))
    try await recorder.reset()
    let error = try await expectError { try await broken.apiKeyHeader() }
    guard case APIError.invalidHeaderValue(let name)? = error as? APIError else {
        throw unexpected(error, "APIError.invalidHeaderValue")
    }
    try expectEqual(name.lowercased(), "x-api-key")
    try expectEqual(try await recorder.requests().count, 0, "requests sent")
}

await harness.check("generated metadata: operation ID, path template, security, schemes") {
    try expectEqual(ListItems.operationID, "listItems")
    try expectEqual(PathMatrix.pathTemplate, "/path/matrix/{id}{list}{object}")
    try expectEqual(GetItemsById.operationID, "getItemsById")
    try expectEqual(CombinedAuth.security.map { $0.map(\.scheme) }, [["apiKeyHeader", "basicAuth"], ["apiKeyQuery"], []])
    try expectEqual(Oauth2Auth.security.first?.first?.scopes, ["items:read", "items:write"])
    try expectEqual(NoAuth.security.count, 0)
    try expectEqual(APISecurity.schemes.count, 8)
}

harness.finish()
