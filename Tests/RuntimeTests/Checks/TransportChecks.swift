// Servers, downloads, cancellation, and URLSession delegates.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Remembers the status of each response a task delegate is told about.
final class ResponseWatcher: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let statuses = LockedValue<[Int]>([])

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        statuses.withLock { $0.append((response as? HTTPURLResponse)?.statusCode ?? 0) }
        completionHandler(.allow)
    }
}

/// Refuses every redirect (a session delegate, as a certificate-pinning delegate would be).
final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(nil)
    }
}

@MainActor
func transportChecks(_ harness: Harness, _ recorder: Recorder) async {
    let client = makeClient(recorder)

    await harness.check("server URL templates") {
        try expectEqual(ServerURL.production.url.absoluteString, "https://petstore3.swagger.io/api/v3")
        try expectEqual(ServerURL.regional(region: .usEast, port: "8443").url.absoluteString, "https://us-east.petstore.example.com:8443/v3")
        try expectEqual(ServerURL.regional(basePath: "beta/v4").urlString, "https://eu.petstore.example.com:443/beta/v4")
        try expectEqual(ServerURL(template: "https://{host}/x", variables: ["host": "a b"]).urlString, "https://a%20b/x")
    }

    await harness.check("base URL with a trailing slash") {
        try await recorder.reset()
        let slashed = APIClient(baseURL: URL(string: "http://127.0.0.1:\(recorder.port)/api/v3/")!)
        _ = try await slashed.send(ParameterProbe(.query, "a", 1))
        try expectEqual(try await recorder.onlyRequest().target, "/api/v3/probe?a=1")
    }

    await harness.check("operation with its own server") {
        try await recorder.reset()
        _ = try await client.send(UploadToContentServer())
        try expectEqual(try await recorder.onlyRequest().target, "/content/upload")
    }

    await harness.check("an operation's facts read its OperationDescription") {
        try expectEqual(UploadToContentServer.method, .post)
        try expectEqual(UploadToContentServer.pathTemplate, "/upload")
        try expectEqual(UploadToContentServer.operationID, "uploadToContentServer")
        try expectEqual(UploadToContentServer.security, [])
        try expectEqual(UploadToContentServer.accept, [])
        try expectEqual(UploadToContentServer.servers.map(\.template), ["http://127.0.0.1:{port}/content"])
        try expectEqual(FindPetsByStatus.security, [[SecurityUse("petstore_auth", scopes: ["read:pets"])]])
        try expectEqual(FindPetsByStatus.accept, ["application/json"])
        try expectEqual(FindPetsByStatus.servers, [])
    }

    await harness.check("makeRequest builds without sending") {
        try await recorder.reset()
        let request = try await client.makeRequest(for: FindPetsByStatus(status: .sold))
        try expectEqual(request.url?.absoluteString, "http://127.0.0.1:\(recorder.port)/api/v3/pet/findByStatus?status=sold")
        try expectEqual(request.httpMethod, "GET")
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }

    await harness.check("a path without its leading slash cannot name another host") {
        for path in ["@evil.example.net/steal", ".evil.example.net/x"] {
            var parts = RequestParts()
            parts.appendPath(path)
            let request = try client.urlRequest(from: parts, method: .get, accept: [], base: URL(string: "https://api.example.com/v1")!)
            try expectEqual(request.url?.host, "api.example.com", path)
        }
    }

    await harness.check("download writes the body to the file, replacing it") {
        let photo = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try await recorder.reset(Route("/api/v3/pet/3/photo", headers: [["Content-Type", "image/png"]], data: photo))
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-tests-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: destination) }
        try Data("old".utf8).write(to: destination)
        let kinds = LockedValue<[APIMiddlewareContext.Kind]>([])
        let watching = makeClient(recorder, middlewares: [KindRecorder(kinds: kinds)])
        let answer = try await watching.download(GetPetPhoto(petId: 3), to: destination)
        try expectEqual(answer.status, 200)
        try expectEqual(answer.header("Content-Type"), "image/png")
        try expectEqual(try Data(contentsOf: destination), photo)
        try expectEqual(kinds.withLock { $0 }, [.download])
    }

    await harness.check("download of an error answer throws the typed error, no file") {
        try await recorder.reset(.json("/api/v3/pet/4/photo", status: 404, #"{"code":404,"message":"No photo"}"#))
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-tests-\(UUID().uuidString).png")
        let error = try await expectError { try await client.download(GetPetPhoto(petId: 4), to: destination) }
        guard case GetPetPhoto.Failure.notFound(let body, _)? = error as? GetPetPhoto.Failure else {
            throw CheckFailure(description: "expected GetPetPhoto.Failure.notFound, got \(error)")
        }
        try expectEqual(body.message, "No photo")
        try expect(!FileManager.default.fileExists(atPath: destination.path), "no file written")
    }

    await harness.check("upload sends the file as the body, with the resource's header fields, and decodes the answer") {
        let photo = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 17) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-tests-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try photo.write(to: file)
        try await recorder.reset(Route("/api/v3/pet/5/photo", method: "PUT", status: 204))
        let files = LockedValue<[URL?]>([])
        let watching = makeClient(recorder, middlewares: [BodyFileRecorder(files: files)])
        let _: NoContent = try await watching.upload(ReplacePetPhoto(petId: 5, body: Data("ignored".utf8)), fromFile: file)
        let request = try await recorder.onlyRequest()
        try expectEqual(request.method, "PUT")
        try expectEqual(request.header("Content-Type"), "image/png")
        try expectEqual(request.bodyData.count, photo.count, "bytes received")
        try expect(request.bodyData == photo, "the file's bytes, not the resource's body")
        try expectEqual(files.withLock { $0 }, [file])

        // A resource without a body (an optional one left nil) sends the file as application/octet-stream.
        try await recorder.reset(Route("/api/v3/pet/5/photo", method: "PUT", status: 204))
        let _: NoContent = try await client.upload(BodilessPhoto(), fromFile: file)
        try expectEqual(try await recorder.onlyRequest().header("Content-Type"), "application/octet-stream")
        try expectEqual(try await recorder.onlyRequest().bodyData.count, photo.count, "bytes received without a body")

        try await recorder.reset(.json("/api/v3/pet/5/photo", method: "PUT", status: 404, #"{"code":404,"message":"No pet"}"#))
        let error = try await expectError { try await client.upload(ReplacePetPhoto(petId: 5, body: Data()), fromFile: file) }
        try expect(error is APIError, "an undocumented status: \(error)")
        let missing = file.deletingLastPathComponent().appendingPathComponent("runtime-tests-missing-\(UUID().uuidString)")
        try await recorder.reset()
        let unread = try await expectError { try await client.upload(ReplacePetPhoto(petId: 5, body: Data()), fromFile: missing) }
        guard case APIError.encoding? = unread as? APIError else { throw CheckFailure(description: "expected APIError.encoding, got \(unread)") }
        try expectEqual(try await recorder.requests().count, 0, "nothing sent for a missing file")
    }

    await harness.check("cancelling the task cancels the request") {
        try await recorder.reset(.json("/api/v3/pet/8", #"{"name":"Slow"}"#, delay: 20))
        let call = Task { try await client.getPetById(petId: 8) }
        _ = try await recorder.waitUntil { $0.count == 1 }
        call.cancel()
        let error = try await expectError { try await call.value }
        try expect((error as? APIError)?.isCancellation == true, "a cancellation: \(error)")
        let requests = try await recorder.waitUntil { $0.first?.clientClosed == true }
        try expect(requests.first?.clientClosed == true, "the server saw the connection close")
    }

    await harness.check("a task cancelled before sending sends nothing") {
        try await recorder.reset()
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.getInventory()
        }
        let error = try await expectError { try await call.value }
        try expect((error as? APIError)?.isCancellation == true, "a cancellation: \(error)")
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }

    await harness.check("task delegate receives the task's callbacks") {
        try await recorder.reset(.json("/api/v3/store/inventory", "{}"))
        let watcher = ResponseWatcher()
        let watched = makeClient(recorder, configuration: APIClient.Configuration(taskDelegate: watcher))
        _ = try await watched.getInventory()
        // swift-corelibs-foundation calls a task's delegate on the session's delegate queue, which may run after the
        // call has returned: wait for it (up to 5 s) rather than race it.
        let statuses = try await poll({ watcher.statuses.withLock { $0 } }, until: { !$0.isEmpty })
        try expectEqual(statuses, [200])
    }

    await harness.check("session delegate decides redirects") {
        try await recorder.reset(
            Route("/api/v3/pet/1", status: 302, headers: [["Location", "/api/v3/pet/2"]]),
            .json("/api/v3/pet/2", #"{"name":"Moved"}"#))
        try expectEqual(try await client.getPetById(petId: 1).name, "Moved", "the shared session follows")
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let error = try await expectError { try await makeClient(recorder, session: session).getPetById(petId: 1) }
        try expectEqual((error as? APIError)?.response?.status, 302)
    }
}

/// Records the kind of each call it sees.
/// Records the file each call's context names as its body.
struct BodyFileRecorder: APIMiddleware {
    let files: LockedValue<[URL?]>

    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        files.withLock { $0.append(context.bodyFile) }
        if context.bodyFile != nil && request.httpBody != nil { throw CheckFailure(description: "an upload's request has a body") }
        return try await next(request)
    }
}

struct KindRecorder: APIMiddleware {
    let kinds: LockedValue<[APIMiddlewareContext.Kind]>

    func intercept(_ request: URLRequest, context: APIMiddlewareContext,
                   next: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)) async throws -> (Data, HTTPURLResponse) {
        kinds.withLock { $0.append(context.kind) }
        let (data, response) = try await next(request)
        if context.kind != .data && (200..<300).contains(response.statusCode) && !data.isEmpty {
            throw CheckFailure(description: "a streamed or downloaded body reached the middleware")
        }
        return (data, response)
    }
}

/// `PUT /pet/5/photo` without a body: an optional binary body left `nil`.
struct BodilessPhoto: APIResource {
    typealias Response = NoContent
    static var operation: OperationDescription { OperationDescription(method: .put, pathTemplate: "/pet/5/photo", operationID: "bodiless") }
    func encode(into request: inout RequestParts, using encoder: JSONEncoder) throws { request.appendPath("/pet/5/photo") }
    static func decode(_ response: HTTPResponseParts, using decoder: JSONDecoder) throws -> NoContent { NoContent() }
}
