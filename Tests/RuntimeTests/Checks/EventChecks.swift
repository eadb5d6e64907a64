// Server-sent events: the parser's rules, and a live stream from the recorder.
import Foundation

@MainActor
func eventChecks(_ harness: Harness, _ recorder: Recorder) async {
    let stream = "\u{FEFF}: a comment\r\nevent: added\r\ndata: line 1\r\ndata:line 2\r\nid: 7\r\nretry: 1500\r\n\r\n"
        + "data: second\n\n: keep-alive\n\nevent: no data\n\nretry: soon\nid: 8\u{0}\ndata\n\n"
        + "data: third\rid\r\rdata: unfinished"
    let expected = [
        ServerSentEvent(event: "added", data: "line 1\nline 2", id: "7", retry: 1500),
        ServerSentEvent(event: "message", data: "second", id: "7"),
        ServerSentEvent(event: "message", data: "", id: "7"),
        ServerSentEvent(event: "message", data: "third", id: ""),
    ]

    await harness.check("event stream parser, whole") {
        var parser = ServerSentEventParser()
        try expectEqual(parser.feed(Data(stream.utf8)), expected)
    }

    await harness.check("event stream parser, byte by byte (CR LF split between chunks)") {
        var parser = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for byte in Data(stream.utf8) { events += parser.feed([byte]) }
        try expectEqual(events, expected)
    }

    let client = makeClient(recorder, credentials: Credentials(apiKeys: ["api_key": "k1"]))

    await harness.check("live event stream") {
        try await recorder.reset(Route("/api/v3/store/events", headers: [["Content-Type", "text/event-stream"]], stream: [
            "retry: 1000\n",
            "data: {\"petId\":1,\"status\":\"sold\"}\nid: 1\n\n",
            "event: ping\ndata:\n\n",
            "data: {\"petId\":2,",
            "\"status\":\"available\"}\nid: 2\n\n",
        ], streamDelay: 0.02))
        var received: [ServerSentEvent] = []
        for try await event in client.watchStore(status: .sold, lastEventID: "0") { received.append(event) }
        try expectEqual(received.map(\.event), ["message", "ping", "message"])
        try expectEqual(received.map(\.id), ["1", "1", "2"])
        try expectEqual(received[0].retry, 1000)
        let decoder = JSONDecoder()
        try expectEqual(try received[0].decodeData(StoreEvent.self, using: decoder), StoreEvent(petId: 1, status: .sold))
        try expectEqual(try received[2].decodeData(StoreEvent.self, using: decoder), StoreEvent(petId: 2, status: .available))
        // By default with the document's date formats, as answers are decoded (a plain JSONDecoder reads no
        // fractional seconds).
        struct Stamp: Decodable { var at: Date }
        let stamp = try ServerSentEvent(data: #"{"at":"2024-05-01T12:00:00.250Z"}"#).decodeData(Stamp.self)
        try expectEqual(stamp.at.timeIntervalSince1970, 1_714_564_800.25)
        let request = try await recorder.onlyRequest()
        try expectEqual(request.target, "/api/v3/store/events?status=sold")
        try expectEqual(request.header("Accept"), "text/event-stream")
        try expectEqual(request.header("Last-Event-ID"), "0")
        try expectEqual(request.header("api_key"), "k1")
    }

    await harness.check("event stream error answer throws the typed error") {
        try await recorder.reset(.json("/api/v3/store/events", status: 429, #"{"code":429,"message":"Too many streams"}"#))
        let error = try await expectError {
            for try await _ in client.watchStore() {}
        }
        guard case WatchStore.Failure.tooManyRequests(let body, _)? = error as? WatchStore.Failure else {
            throw CheckFailure(description: "expected WatchStore.Failure.tooManyRequests, got \(error)")
        }
        try expectEqual(body.code, 429)
    }

    await harness.check("events arrive while the body streams; leaving the loop closes the connection") {
        let chunks = (1...60).map { "id: \($0)\ndata: tick \($0)\n\n" }
        try await recorder.reset(Route("/api/v3/store/events", headers: [["Content-Type", "text/event-stream"]], stream: chunks, streamDelay: 0.05))
        let kinds = LockedValue<[APIMiddlewareContext.Kind]>([])
        let watching = makeClient(recorder, middlewares: [KindRecorder(kinds: kinds)])
        var first: ServerSentEvent?
        for try await event in watching.watchStore() {
            first = event
            break
        }
        try expectEqual(first?.data, "tick 1")
        let requests = try await recorder.waitUntil { $0.first?.clientClosed == true }
        try expect(requests.first?.clientClosed == true, "the server saw the connection close before the end of the stream")
        try expectEqual(kinds.withLock { $0 }, [.eventStream])
    }
}
