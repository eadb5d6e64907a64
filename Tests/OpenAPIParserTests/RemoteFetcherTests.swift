@testable import OpenAPIParser
import TestSupport
import Testing

/// The fetch behind `--allow-remote-refs`, against a server on loopback: bodies come back byte for byte, and every
/// way a fetch fails is a short message for the diagnostic at the reference.
@Suite struct RemoteFetcherTests {
    @Test func bodiesComeBackAsTheyWereSent() throws {
        // The last line looks like the status curl writes after the body; it must stay part of the body.
        let bodies = ["a: 1\n", "no line break", "text\n200", "", "é ünïcode: ✓\n"]
        let server = try LoopbackHTTPServer(routes: Dictionary(uniqueKeysWithValues: bodies.enumerated().map {
            ("/\($0.offset).yaml", LoopbackHTTPServer.Response(body: $0.element))
        }))
        defer { server.stop() }
        for (index, body) in bodies.enumerated() {
            let result = RemoteFetcher.fetch("\(server.baseURL)/\(index).yaml", timeout: 5, maxBytes: 1_000)
            #expect((try? result.get()) == Array(body.utf8), "body \(index)")
        }
    }

    @Test func failuresAreShortMessages() throws {
        let server = try LoopbackHTTPServer(routes: [
            "/big.yaml": .init(body: String(repeating: "x", count: 5_000)),
            // Without a length to refuse up front, the body is cut off while it is read.
            "/unannounced.yaml": .init(body: String(repeating: "x", count: 300_000), announcesLength: false),
            "/small-unannounced.yaml": .init(body: "a: 1\n", announcesLength: false),
            "/gone.yaml": .init(status: 410, body: "gone"),
        ])
        defer { server.stop() }
        #expect(message(RemoteFetcher.fetch("\(server.baseURL)/big.yaml", timeout: 5, maxBytes: 1_000))
            == "larger than the limit of 1000 bytes")
        #expect(message(RemoteFetcher.fetch("\(server.baseURL)/unannounced.yaml", timeout: 5, maxBytes: 1_000))
            == "larger than the limit of 1000 bytes")
        #expect((try? RemoteFetcher.fetch("\(server.baseURL)/small-unannounced.yaml", timeout: 5, maxBytes: 1_000).get())
            == Array("a: 1\n".utf8))
        #expect(message(RemoteFetcher.fetch("\(server.baseURL)/gone.yaml", timeout: 5, maxBytes: 1_000)) == "HTTP status 410")
        #expect(message(RemoteFetcher.fetch("ftp://127.0.0.1/x.yaml", timeout: 5, maxBytes: 1_000)) == "not an http(s) URL")

        let closed = try LoopbackHTTPServer(routes: [:])
        let address = closed.baseURL + "/x.yaml"
        closed.stop()
        let refused = message(RemoteFetcher.fetch(address, timeout: 5, maxBytes: 1_000))
        #expect(refused != nil && refused?.isEmpty == false && refused?.hasPrefix("curl:") == false, "\(refused ?? "success")")
    }

    #if canImport(FoundationNetworking)
    @Test func curlsExitStatusesBecomeMessages() {
        func result(_ status: Int32, _ output: String = "", _ error: String = "") -> String? {
            message(CurlFetcher.result(status: status, output: Array(output.utf8), message: error, timeout: "3", maxBytes: 9))
        }
        #expect(result(127) == "curl is not installed; it fetches remote references on this system")
        #expect(result(28) == "timed out after 3 seconds")
        #expect(result(63) == "larger than the limit of 9 bytes")
        #expect(result(6, "", "curl: (6) Could not resolve host: example.invalid\n") == "Could not resolve host: example.invalid")
        #expect(result(0, "body\n404") == "HTTP status 404")
        #expect(result(0, "no status") == "no response")
        #expect(result(0, "body\n204") == nil)
    }

    /// curl inherits a signal mask that blocks SIGTERM, and could wait on a full pipe or a blocked alarm: a process
    /// that writes without end, or that never ends, is stopped all the same.
    @Test func runawayProcessesAreStopped() {
        let clock = ContinuousClock()
        let start = clock.now
        #expect(message(CurlFetcher.run(["yes"], timeout: 30, maxBytes: 100_000)) == "larger than the limit of 100000 bytes")
        let stubborn = ["sh", "-c", "trap '' TERM; exec sleep 60"]
        #expect(message(CurlFetcher.run(stubborn, timeout: 1, maxBytes: 1_000)) == "timed out after 1 seconds")
        #expect(clock.now - start < .seconds(20))
    }
    #endif

    private func message(_ result: Result<[UInt8], RemoteFetcher.FetchError>) -> String? {
        if case .failure(let failure) = result { failure.message } else { nil }
    }
}
