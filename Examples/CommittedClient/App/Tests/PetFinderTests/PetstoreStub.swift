import Foundation

/// A stand-in for the Petstore server on the loopback interface: a small script for Python 3 (standard library
/// only) that answers a few operations with canned JSON, so tests exercise the generated client over real HTTP.
///
/// The server listens on an ephemeral port, which it prints on its first line, and exits when its standard
/// input closes, so it never outlives the test process, even one that crashes.
final class PetstoreStub {
    /// The server URL to give the client: `http://127.0.0.1:<port>/api/v3`, like the document's server.
    let baseURL: URL
    private let process: Process
    private let input: Pipe

    struct LaunchError: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch {
            throw LaunchError(description: "cannot start python3 for the loopback stub: \(error)")
        }
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            firstLine.append(chunk)
        }
        guard let line = String(decoding: firstLine, as: UTF8.self).split(separator: "\n").first,
              let port = Int(line.trimmingCharacters(in: .whitespaces))
        else {
            process.terminate()
            throw LaunchError(description: "the loopback stub did not report its port")
        }
        self.process = process
        self.input = input
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/api/v3")!
    }

    /// Stops the server and waits for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// The server: three pets (Rex and Tom available, Nemo sold, ids 1, 2 and 7) and these routes:
    /// `GET /api/v3/pet/findByStatus?status=S` (400 for a status that is not one of the document's three),
    /// `GET /api/v3/pet/{id}` (404 when unknown), `POST /api/v3/pet` (echoes the JSON body back with `"id": 100`).
    /// Every answer is written in one buffer and TCP_NODELAY is set, so no request waits for delayed acknowledgements.
    static let script = """
        import json, sys, threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        from urllib.parse import urlsplit, parse_qs

        PETS = [
            {"id": 1, "name": "Rex", "photoUrls": ["https://example.com/rex.jpg"], "status": "available",
             "category": {"id": 1, "name": "Dogs"}, "tags": [{"id": 3, "name": "friendly"}]},
            {"id": 2, "name": "Tom", "photoUrls": [], "status": "available"},
            {"id": 7, "name": "Nemo", "photoUrls": [], "status": "sold"},
        ]

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True

            def log_message(self, *args):
                pass

            def answer(self, status, payload=None):
                body = b"" if payload is None else json.dumps(payload).encode()
                head = "HTTP/1.1 %d Stub\\r\\nContent-Length: %d\\r\\n" % (status, len(body))
                if payload is not None:
                    head += "Content-Type: application/json\\r\\n"
                self.wfile.write((head + "\\r\\n").encode() + body)

            def do_GET(self):
                url = urlsplit(self.path)
                if url.path == "/api/v3/pet/findByStatus":
                    status = parse_qs(url.query).get("status", ["available"])
                    if len(status) != 1 or status[0] not in ("available", "pending", "sold"):
                        return self.answer(400)
                    return self.answer(200, [p for p in PETS if p["status"] == status[0]])
                if url.path.startswith("/api/v3/pet/"):
                    found = [p for p in PETS if str(p["id"]) == url.path.rsplit("/", 1)[1]]
                    return self.answer(200, found[0]) if found else self.answer(404)
                self.answer(404)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                if urlsplit(self.path).path != "/api/v3/pet":
                    return self.answer(404)
                if self.headers.get("Content-Type", "").split(";")[0] != "application/json":
                    return self.answer(400)
                pet = json.loads(body)
                pet["id"] = 100
                self.answer(200, pet)

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        print(server.server_address[1], flush=True)
        threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
        server.serve_forever()
        """
}
