// A small HTTP/1.1 server on 127.0.0.1 that hands every request to a generated `APIRouter`: what an adapter for a
// server framework does, written on sockets (Tests/TestSupport/LoopbackSocket.swift, compiled with it) so that the
// check needs nothing but Foundation. One thread per connection, one request per connection (`Connection: close`);
// a streamed answer (an event stream's) is written chunk by chunk, and ends when the connection closes.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class RouterHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let router: APIRouter

    init(router: APIRouter) throws {
        self.router = router
        (listener, port) = try LoopbackSocket.listening(backlog: 64)
        Thread { [self] in serve() }.start()
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in
                answer(connection)
                close(connection)
            }.start()
        }
    }

    /// Reads one request, asks the router, writes its answer.
    private func answer(_ connection: Int32) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var headEnd: Int?
        while headEnd == nil {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            bytes += buffer[..<count]
            headEnd = Self.find([13, 10, 13, 10], in: bytes)
        }
        let head = String(decoding: bytes[..<headEnd!], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = head[0].split(separator: " ")
        guard requestLine.count == 3 else { return }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // Repeated fields are joined with commas (RFC 9110), as URLSession hands them to a client.
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        var body = Array(bytes[(headEnd! + 4)...])
        while body.count < length {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            body += buffer[..<count]
        }
        let request = ServerRequestParts(
            method: HTTPMethod(rawValue: String(requestLine[0])), target: String(requestLine[1]), headers: headers,
            body: Data(body)
        )
        let answer = Self.wait { [router] in await router.respond(to: request) }
        var text = "HTTP/1.1 \(answer.status) Status\r\n"
        for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        guard let stream = answer.bodyStream else {
            text += "Content-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n"
            LoopbackSocket.send(connection, Array(text.utf8) + Array(answer.body))
            return
        }
        // A body made as it is sent: each chunk written as it comes, the end of the body being the connection's.
        LoopbackSocket.send(connection, Array((text + "Connection: close\r\n\r\n").utf8))
        _ = Self.wait {
            do {
                for try await chunk in stream { LoopbackSocket.send(connection, Array(chunk)) }
            } catch {}
            return answer
        }
    }

    /// Runs `work` and waits for it on this thread (a connection's own, not one of the concurrency pool's).
    private static func wait(_ work: @escaping @Sendable () async -> HTTPResponseParts) -> HTTPResponseParts {
        final class Box: @unchecked Sendable { var value: HTTPResponseParts? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
