import Foundation
import TestSupport
import Testing

/// `Fixtures/open-media-type.yaml`: a body the document describes as `*/*` (GitHub's release assets) is sent as the
/// type the caller names in `contentType`, else as `application/octet-stream`; the generated server reads the type
/// back. Before, every such body was sent as `application/octet-stream`, with no way to name its type. The type is
/// the body's `RequestParts.contentType`, as for any other body, not a header of its own: a transport or credentials
/// step that reads the parts sees the type the body is sent as.
@Suite("A body of an open media type, sent as the type the caller names")
struct OpenMediaTypeRunTests {
    static let program = #"""
        import Foundation

        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let uploads = [
            UploadReleaseAsset(id: 7, name: "app.zip", body: Data("PK".utf8), contentType: "application/zip"),
            UploadReleaseAsset(id: 7, name: "notes.bin", body: Data("raw".utf8)),
        ]
        for upload in uploads {
            let request = try await client.makeRequest(for: upload)
            let headers = request.allHTTPHeaderFields ?? [:]
            let contentTypes = headers.filter { $0.key.lowercased() == "content-type" }.map { $0.value }
            print(request.url?.path ?? "?", contentTypes, String(decoding: request.httpBody ?? Data(), as: UTF8.self))
            var parts = RequestParts()
            try upload.encode(into: &parts, using: JSONEncoder())
            print("parts:", parts.contentType ?? "nil", parts.headers.map(\.name))
            let received = ServerRequestParts(
                method: .post, target: request.url.map { $0.path + "?" + ($0.query ?? "") } ?? "/",
                headers: headers, body: request.httpBody ?? Data()
            )
            let read = try UploadReleaseAsset(from: received, using: JSONDecoder())
            print("read:", read.id, read.name, read.contentType ?? "nil", String(decoding: read.body, as: UTF8.self))
        }
        """#

    @Test("The caller's type is sent and read back", .enabled(if: SwiftCompiler.isAvailable))
    func callersTypeIsSentAndReadBack() throws {
        let output = try GeneratedProgram.run(Self.program, against: "open-media-type.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == """
            /releases/7/assets ["application/zip"] PK
            parts: application/zip []
            read: 7 app.zip application/zip PK
            /releases/7/assets ["application/octet-stream"] raw
            parts: application/octet-stream []
            read: 7 notes.bin application/octet-stream raw

            """)
    }
}
