// Streamed answers: the router answers a `text/event-stream` operation with the events its handler returns, and a
// streamed JSON one with its values, each sent as the handler yields it, and the client reads them as they arrive.
import Foundation

/// Opened by the check once the client has received the first event; the handler waits for it before the rest, so
/// an answer sent only once complete would leave it waiting (and send `timed-out` after 5 s).
actor Gate {
    private var isOpen = false

    func open() { isOpen = true }
    func close() { isOpen = false }

    /// Whether the gate opened within `seconds`.
    func wait(seconds: Int) async -> Bool {
        for _ in 0..<(seconds * 100) {
            if isOpen { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return isOpen
    }
}

let eventGate = Gate()

/// One event, then, once the gate opens, an event with a type, two lines, an ID and `retry`, and a JSON one.
func gatedEvents() -> AsyncThrowingStream<ServerSentEvent, any Error> {
    AsyncThrowingStream { continuation in
        let task = Task {
            continuation.yield(ServerSentEvent(data: "first", id: "1"))
            let opened = await eventGate.wait(seconds: 5)
            continuation.yield(ServerSentEvent(event: opened ? "second" : "timed-out", data: "line one\nline two", id: "2", retry: 1500))
            continuation.yield(try ServerSentEvent(json: person, using: encoder))
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

/// One value, then, once the gate opens, two more.
func gatedLines() -> AsyncThrowingStream<StreamLines.ResponseItem, any Error> {
    AsyncThrowingStream { continuation in
        let task = Task {
            continuation.yield(StreamLines.ResponseItem(n: 1))
            let opened = await eventGate.wait(seconds: 5)
            continuation.yield(StreamLines.ResponseItem(n: opened ? 2 : -1))
            continuation.yield(StreamLines.ResponseItem(n: 3))
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}

/// No events; notes when it is iterated.
struct Probe: AsyncSequence, Sendable {
    typealias Element = ServerSentEvent
    let started: Switch<Bool>

    func makeAsyncIterator() -> AsyncStream<ServerSentEvent>.Iterator {
        started.value = true
        return AsyncStream { $0.finish() }.makeAsyncIterator()
    }
}

/// One event, then an error, which ends the body.
func brokenEvents() -> AsyncThrowingStream<ServerSentEvent, any Error> {
    AsyncThrowingStream { continuation in
        continuation.yield(ServerSentEvent(data: "only"))
        continuation.finish(throwing: URLError(.networkConnectionLost))
    }
}

private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
}()

@MainActor
func eventStreamChecks() async {
    await harness.check("event stream: each event sent as the handler yields it, fields as written") {
        await eventGate.close()
        var events: [ServerSentEvent] = []
        for try await event in client.streamEvents() {
            events.append(event)
            if events.count == 1 { await eventGate.open() }
        }
        try expectEqual(events.map(\.event), ["message", "second", "message"])
        try expectEqual(events.map(\.data), ["first", "line one\nline two", #"{"firstName":"Alex","role":"admin"}"#])
        try expectEqual(events.map(\.id), ["1", "2", "2"])
        try expectEqual(events.map(\.retry), [nil, 1500, nil])
    }

    await harness.check("event stream: an answer thrown before the events is sent instead") {
        let error = try await expectError { for try await _ in client.streamEvents(lastEventID: "refuse") {} }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw unexpected(error, "APIError.unexpectedStatus")
        }
        try expectEqual(response.status, 503)
    }

    await harness.check("event stream: an error of the sequence ends the body and is reported") {
        handlerErrors.value = []
        var events: [String] = []
        for try await event in client.streamEvents(lastEventID: "break") { events.append(event.data) }
        try expectEqual(events, ["only"])
        try expectEqual(handlerErrors.value.count, 1, "\(handlerErrors.value)")
    }

    await harness.check("streamed JSON: each value sent as a line as the handler yields it") {
        await eventGate.close()
        var values: [Int] = []
        for try await item in client.streamLines() {
            values.append(item.n)
            if values.count == 1 { await eventGate.open() }
        }
        try expectEqual(values, [1, 2, 3])
        let (status, headers, body) = try await raw("GET", "/v1/responses/lines")
        try expectEqual(status, 200)
        try expectEqual(headers.first { $0.key.lowercased() == "content-type" }?.value, "application/jsonl")
        try expectEqual(body, "{\"n\":1}\n{\"n\":2}\n{\"n\":3}\n")
    }

    await harness.check("streamed JSON as a JSON text sequence; event fields that would add a field") {
        let values = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let answer = HTTPResponseParts(jsonLines: values, contentType: "application/json-seq", using: JSONEncoder())
        var bytes = Data()
        for try await chunk in answer.bodyStream! { bytes += chunk }
        try expectEqual(Array(bytes), [0x1E, 0x31, 0x0A, 0x1E, 0x32, 0x0A])
        // Nothing is made before the body is read.
        let started = Switch(false)
        let lazy = HTTPResponseParts(events: Probe(started: started))
        try await Task.sleep(for: .milliseconds(100))
        try expectEqual(started.value, false, "started before read")
        for try await _ in lazy.bodyStream! {}
        try expectEqual(started.value, true, "started once read")
        let event = ServerSentEvent(event: "a\nid: 6", data: "x\r\ny", id: "7\rretry: 1")
        try expectEqual(String(decoding: event.encoded, as: UTF8.self), "event: a id: 6\nid: 7 retry: 1\ndata: x\ndata: y\n\n")
    }

    await harness.check("an answer in JSON, or as events when asked for them (handleAnswer)") {
        try expectEqual(try await client.jsonOrEvents().count, 2)
        var events: [String] = []
        for try await event in client.events(JsonOrEvents().accepting("text/event-stream")) { events.append(event.data) }
        try expectEqual(events, ["1", "2"])
    }

    await harness.check("event stream: HEAD is answered without the events") {
        let (status, headers, body) = try await raw("HEAD", "/v1/responses/events")
        try expectEqual(status, 200)
        try expectEqual(headers.first { $0.key.lowercased() == "content-type" }?.value, "text/event-stream")
        try expectEqual(body, "")
    }
}
