// Streamed JSON bodies (JSON Lines and JSON text sequences): the splitter's rules, and live streams from the recorder.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@MainActor
func jsonLinesChecks(_ harness: Harness, _ recorder: Recorder) async {
    let lines = "{\"petId\":1,\"status\":\"sold\"}\r\n\n  \n{\"petId\":2,\"status\":\"available\"}\n{\"petId\":3,\"status\":\"sold\"}"
    let sequence = "\u{1E}{\n  \"petId\": 1,\n  \"status\": \"sold\"\n}\n\u{1E}{\"petId\":2,\"status\":\"available\"}\n"
    func texts(_ values: [Data]) -> [String] { values.map { String(decoding: $0, as: UTF8.self) } }

    await harness.check("JSON Lines splitter: CR LF, blank lines, a last line without a line feed") {
        var splitter = JSONValueSplitter()
        let values = splitter.feed(Data(lines.utf8), contentType: "application/jsonl") + splitter.finish()
        try expectEqual(texts(values), [
            "{\"petId\":1,\"status\":\"sold\"}", "{\"petId\":2,\"status\":\"available\"}", "{\"petId\":3,\"status\":\"sold\"}",
        ])
    }

    await harness.check("JSON Lines splitter, byte by byte, gives the same values") {
        var whole = JSONValueSplitter()
        var bytewise = JSONValueSplitter()
        let expected = whole.feed(Data(lines.utf8), contentType: "application/x-ndjson") + whole.finish()
        var values: [Data] = []
        for byte in Data(lines.utf8) { values += bytewise.feed(Data([byte]), contentType: "application/x-ndjson") }
        try expectEqual(values + bytewise.finish(), expected)
    }

    await harness.check("JSON text sequence splitter: values after record separators may span lines") {
        var splitter = JSONValueSplitter()
        let values = splitter.feed(Data(sequence.utf8), contentType: "application/json-seq; charset=utf-8") + splitter.finish()
        try expectEqual(texts(values), ["{\n  \"petId\": 1,\n  \"status\": \"sold\"\n}", "{\"petId\":2,\"status\":\"available\"}"])
    }

    let client = makeClient(recorder)
    let changes = "/api/v3/store/changes"

    await harness.check("live JSON Lines: values split across chunks arrive decoded, in order") {
        try await recorder.reset(Route(changes, headers: [["Content-Type", "application/jsonl"]], stream: [
            "{\"petId\":1,\"status\":\"sold\"}\n{\"petId\":2,", "\"status\":\"available\"}\n", "\n{\"petId\":3,\"status\":\"sold\"}",
        ], streamDelay: 0.02))
        var received: [StoreEvent] = []
        for try await change in client.streamStoreChanges() { received.append(change) }
        try expectEqual(received, [
            StoreEvent(petId: 1, status: .sold), StoreEvent(petId: 2, status: .available), StoreEvent(petId: 3, status: .sold),
        ])
        let request = try await recorder.onlyRequest()
        try expectEqual(request.header("Accept"), "application/jsonl, application/json-seq")
    }

    await harness.check("live JSON text sequence: the answer's media type chooses the separator") {
        try await recorder.reset(Route(changes, headers: [["Content-Type", "application/json-seq"]], stream: [
            "\u{1E}{\"petId\":1,\n\"status\":\"sold\"}\n", "\u{1E}{\"petId\":2,\"status\":\"available\"}\n",
        ], streamDelay: 0.02))
        var received: [StoreEvent] = []
        for try await change in client.streamStoreChanges() { received.append(change) }
        try expectEqual(received, [StoreEvent(petId: 1, status: .sold), StoreEvent(petId: 2, status: .available)])
    }

    await harness.check("a value that does not decode ends the stream with APIError.decoding, after the values before it") {
        try await recorder.reset(Route(changes, headers: [["Content-Type", "application/jsonl"]], stream: [
            "{\"petId\":1,\"status\":\"sold\"}\n", "{\"petId\":\"two\"}\n", "{\"petId\":3,\"status\":\"sold\"}\n",
        ], streamDelay: 0.02))
        var received: [StoreEvent] = []
        let error = try await expectError {
            for try await change in client.streamStoreChanges() { received.append(change) }
        }
        try expectEqual(received, [StoreEvent(petId: 1, status: .sold)])
        guard case APIError.decoding(_, let response)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.decoding, got \(error)")
        }
        try expectEqual(String(decoding: response.body, as: UTF8.self), "{\"petId\":\"two\"}")
    }

    await harness.check("JSON Lines error answer throws the typed error") {
        try await recorder.reset(.json(changes, status: 429, #"{"code":429,"message":"Too many streams"}"#))
        let error = try await expectError {
            for try await _ in client.streamStoreChanges() {}
        }
        guard case StreamStoreChanges.Failure.tooManyRequests(let body, _)? = error as? StreamStoreChanges.Failure else {
            throw CheckFailure(description: "expected StreamStoreChanges.Failure.tooManyRequests, got \(error)")
        }
        try expectEqual(body.code, 429)
    }

    await harness.check("a middleware's own answer is read as the whole stream") {
        let canned = makeClient(recorder, middlewares: [CannedAnswer(contentType: "application/x-ndjson", body: lines)])
        var received: [Int64] = []
        for try await change in canned.streamStoreChanges() { received.append(change.petId) }
        try expectEqual(received, [1, 2, 3])
    }

    await harness.check("values arrive while the body streams; leaving the loop closes the connection") {
        let chunks = (1...60).map { "{\"petId\":\($0),\"status\":\"sold\"}\n" }
        try await recorder.reset(Route(changes, headers: [["Content-Type", "application/jsonl"]], stream: chunks, streamDelay: 0.05))
        let kinds = LockedValue<[APIMiddlewareContext.Kind]>([])
        let watching = makeClient(recorder, middlewares: [KindRecorder(kinds: kinds)])
        var first: StoreEvent?
        for try await change in watching.streamStoreChanges() {
            first = change
            break
        }
        try expectEqual(first?.petId, 1)
        let requests = try await recorder.waitUntil { $0.first?.clientClosed == true }
        try expect(requests.first?.clientClosed == true, "the server saw the connection close before the end of the stream")
        try expectEqual(kinds.withLock { $0 }, [.jsonLines])
    }
}

/// Answers every request itself, with a 200 and `body`.
struct CannedAnswer: APIMiddleware {
    let contentType: String
    let body: String

    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": contentType])!
        return (Data(body.utf8), response)
    }
}
