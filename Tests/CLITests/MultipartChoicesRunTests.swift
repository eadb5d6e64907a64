import Foundation
import TestSupport
import Testing

/// `Fixtures/multipart-choices.yaml`, shaped like OpenAI's image edits: a multipart body's `oneOf` of a file and a
/// list of files is one file part per file (a file or an object: a file part or a JSON part), a `oneOf` of a string
/// and an enum and an enum nested in the component are text fields, and the generated server reads them back (the model, one open enum, as its listed value or any other string, as
/// from JSON). Before, all of them were JSON parts: the files as base64 text, the model as `"dall-e-2"` with its
/// quotes, and the server read one file as base64. A component that is a file (`thumbnail`) is a file part of the
/// media type its `contentMediaType` names; before, it was a text field of base64. A list of choices of fields
/// (`labels`) is a text field per item; before, it was one JSON part. A file is a `MultipartFile`: the file name and
/// media type the caller gives are sent (the part's name and the document's type otherwise) and read back; before,
/// a file was `Data` and always went out named after its part, with the document's first media type.
@Suite("Multipart choices of files and fields, sent and read back")
struct MultipartChoicesRunTests {
    static let program = #"""
        import Foundation

        func describe(_ file: MultipartFile) -> String {
            String(decoding: file.data, as: UTF8.self) + " (" + (file.filename ?? "nil") + ", " + (file.contentType ?? "nil") + ")"
        }

        func show(_ image: CreateImageEditRequest.Image) -> String {
            switch image {
            case .file(let file): "one file: " + describe(file)
            case .files(let files): "files: " + files.map(describe).joined(separator: ", ")
            case .unknown(let value): "unknown: \(value)"
            }
        }

        func showReference(_ reference: CreateImageEditRequest.Reference) -> String {
            switch reference {
            case .file(let file): "file " + describe(file)
            case .url(let object): "object \(object.url)"
            case .unknown(let value): "unknown: \(value)"
            }
        }

        func showLabel(_ label: CreateImageEditRequest.Label) -> String {
            switch label {
            case .string(let text): "string \(text)"
            case .int(let number): "int \(number)"
            case .unknown(let value): "unknown: \(value)"
            }
        }

        let configuration = APIClient.Configuration(makeMultipartBoundary: { "BOUNDARY" })
        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9")!, configuration: configuration)
        let edits = [
            CreateImageEdit(body: .init(
                image: .files([
                    MultipartFile(Data("first".utf8), filename: "otter.jpg", contentType: "image/jpeg"),
                    MultipartFile(Data("second".utf8)),
                ]),
                prompt: "an otter", model: .dallE2, extra: .int(5), background: .transparent,
                reference: .file(MultipartFile(Data("ref".utf8), filename: "ref.bin")),
                thumbnail: MultipartFile(Data("thumb".utf8)), labels: [.string("sea"), .int(2)]
            )),
            CreateImageEdit(body: .init(
                image: .file(MultipartFile(Data("only".utf8), contentType: "image/webp")), prompt: "a seal", model: .unknown("custom"),
                reference: .url(.init(url: "https://example.com/a.png"))
            )),
        ]
        for edit in edits {
            let request = try await client.makeRequest(for: edit)
            let body = request.httpBody ?? Data()
            let parts = String(decoding: body, as: UTF8.self).components(separatedBy: "--BOUNDARY")
            for part in parts where part.contains("name=") {
                print(part.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\r\n", with: " | "))
            }
            let received = ServerRequestParts(
                method: .post, target: "/images/edits", headers: request.allHTTPHeaderFields ?? [:], body: body
            )
            let read = try CreateImageEdit(from: received, using: JSONDecoder())
            print("read:", show(read.body.image), "|", read.body.prompt, "|", read.body.model.map { "\($0)" } ?? "nil",
                  "|", read.body.extra.map { "\($0)" } ?? "nil", "|", read.body.background?.rawValue ?? "nil",
                  "|", read.body.reference.map(showReference) ?? "nil",
                  "|", read.body.thumbnail.map(describe) ?? "nil",
                  "|", read.body.labels.map { $0.map(showLabel).joined(separator: ", ") } ?? "nil")
        }
        """#

    @Test("Files are file parts and choices of fields are text", .enabled(if: SwiftCompiler.isAvailable))
    func filesAreFilePartsAndChoicesOfFieldsAreText() throws {
        let output = try GeneratedProgram.run(Self.program, against: "multipart-choices.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == """
            Content-Disposition: form-data; name="image"; filename="otter.jpg" | Content-Type: image/jpeg |  | first
            Content-Disposition: form-data; name="image"; filename="image" | Content-Type: image/png |  | second
            Content-Disposition: form-data; name="prompt" |  | an otter
            Content-Disposition: form-data; name="model" |  | dall-e-2
            Content-Disposition: form-data; name="extra" |  | 5
            Content-Disposition: form-data; name="background" |  | transparent
            Content-Disposition: form-data; name="reference"; filename="ref.bin" | Content-Type: application/octet-stream |  | ref
            Content-Disposition: form-data; name="thumbnail"; filename="thumbnail" | Content-Type: image/webp |  | thumb
            Content-Disposition: form-data; name="labels" |  | sea
            Content-Disposition: form-data; name="labels" |  | 2
            read: files: first (otter.jpg, image/jpeg), second (image, image/png) | an otter | dallE2 | int(5) | transparent | file ref (ref.bin, application/octet-stream) | thumb (thumbnail, image/webp) | string sea, string 2
            Content-Disposition: form-data; name="image"; filename="image" | Content-Type: image/webp |  | only
            Content-Disposition: form-data; name="prompt" |  | a seal
            Content-Disposition: form-data; name="model" |  | custom
            Content-Disposition: form-data; name="reference" | Content-Type: application/json |  | {"url":"https://example.com/a.png"}
            read: one file: only (image, image/webp) | a seal | unknown("custom") | nil | nil | object https://example.com/a.png | nil | nil

            """)
    }
}
