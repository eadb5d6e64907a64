import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests that need a real server (remote `$ref`s): it answers each request
/// from a table of paths, one connection at a time, and closes the connection after the answer. It listens on
/// loopback only, on a port the system chooses.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// What a path answers: a status, a body, and how long to wait before answering; without `announcesLength`, no
    /// `Content-Length` header (the end of the connection ends the body).
    public struct Response: Sendable {
        public var status: Int
        public var body: String
        public var delay: Double
        public var announcesLength: Bool

        public init(status: Int = 200, body: String, delay: Double = 0, announcesLength: Bool = true) {
            self.status = status
            self.body = body
            self.delay = delay
            self.announcesLength = announcesLength
        }
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let routes: [String: Response]
    private let lock = NSLock()
    private var paths: [String] = []
    private var stopped = false

    /// Starts listening and serving on a thread of its own.
    public init(routes: [String: Response]) throws {
        self.routes = routes
        (listener, port) = try LoopbackSocket.listening(backlog: 16)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// The request paths served so far, in order.
    public var requestedPaths: [String] { lock.withLock { paths } }

    /// The base URL, `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Stops accepting connections: wakes the serving thread if it waits in `accept`, or stops it after the answer
    /// it is writing (a slow route may still be sleeping).
    ///
    /// The serving thread closes the socket itself, when it ends. Were it closed here, a thread still answering
    /// would then call `accept` on a closed descriptor, whose number another test's new server may have been given
    /// meanwhile: it would take that server's connections and answer them from its own routes (a remote-reference
    /// test got a 404 from the slow-server test's thread that way, when the two ran in parallel).
    public func stop() {
        lock.withLock { stopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func serve() {
        defer { close(listener) }
        while !lock.withLock({ stopped }) {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            answer(connection)
            close(connection)
        }
    }

    private func answer(_ connection: Int32) {
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) && request.count < 65_536 {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { return }
            request += buffer[..<count]
        }
        let requestLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : ""
        lock.withLock { paths.append(path) }
        let response = routes[path] ?? Response(status: 404, body: "not found")
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        let body = Array(response.body.utf8)
        let head = "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Error")\r\n"
            + "Content-Type: application/yaml\r\n"
            + (response.announcesLength ? "Content-Length: \(body.count)\r\n" : "") + "Connection: close\r\n\r\n"
        LoopbackSocket.send(connection, Array(head.utf8) + body)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }
}
