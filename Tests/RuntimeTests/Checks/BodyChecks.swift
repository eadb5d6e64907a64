// Request bodies, byte for byte: JSON (and +json), form, multipart, binary, text.
import Foundation

/// A client whose encoder sorts keys, so JSON bodies are deterministic (also checks the encoder factory).
@MainActor
func makeSortedKeysClient(_ recorder: Recorder) -> APIClient {
    makeClient(recorder, configuration: APIClient.Configuration(
        makeEncoder: {
            let encoder = APIClient.Configuration.defaultEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return encoder
        },
        makeMultipartBoundary: { "TestBoundary" }))
}

@MainActor
func bodyChecks(_ harness: Harness, _ recorder: Recorder) async {
    let client = makeSortedKeysClient(recorder)
    let arrival = Date(timeIntervalSince1970: 1_714_564_800)

    await harness.check("JSON body, content type, accept, and a decoded answer with a date") {
        try await recorder.reset(.json("/api/v3/pet", method: "POST", #"{"id":9,"name":"Rex","arrived_at":"2024-05-01T12:00:00.250Z"}"#))
        let created = try await client.addPet(Pet(name: "Rex", status: .available, tags: ["a"], arrivedAt: arrival))
        try expectEqual(created, Pet(id: 9, name: "Rex", arrivedAt: arrival.addingTimeInterval(0.25)))
        let request = try await recorder.onlyRequest()
        try expectEqual(request.method, "POST")
        try expectEqual(request.target, "/api/v3/pet")
        try expectEqual(request.header("Content-Type"), "application/json")
        try expectEqual(request.header("Accept"), "application/json")
        try expectEqual(request.bodyText, #"{"arrived_at":"2024-05-01T12:00:00Z","name":"Rex","status":"available","tags":["a"]}"#)
    }

    await harness.check("+json body keeps its media type") {
        try await recorder.reset(.json("/api/v3/pet/3", method: "PATCH", #"{"name":"Max"}"#))
        _ = try await client.send(PatchPet(petId: 3, body: ["name": .string("Max"), "tags": .null]))
        let request = try await recorder.onlyRequest()
        try expectEqual(request.header("Content-Type"), "application/merge-patch+json")
        try expectEqual(request.bodyText, #"{"name":"Max","tags":null}"#)
    }

    await harness.check("form body: form style, exploded arrays, nested object as JSON, + for spaces") {
        try await recorder.reset()
        let form = PetForm(name: "Rex the Dog~*", status: .sold, tags: ["a", "b&c"], owner: Owner(name: "Ann", age: 30))
        _ = try await client.send(UpdatePetWithForm(petId: 7, body: form))
        let request = try await recorder.onlyRequest()
        try expectEqual(request.target, "/api/v3/pet/7")
        try expectEqual(request.header("Content-Type"), "application/x-www-form-urlencoded")
        try expectEqual(request.bodyText,
            "name=Rex+the+Dog%7E*&status=sold&tags=a&tags=b%26c&owner=%7B%22name%22%3A%22Ann%22%2C%22age%22%3A30%7D")
    }

    await harness.check("multipart body, byte for byte") {
        try await recorder.reset()
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x00, 0xFF])
        _ = try await client.send(UploadPetImage(
            petId: 7, metadata: ImageMetadata(caption: #"Rex "smiling""#, width: 640), file: png,
            fileName: "rex.png", labels: ["cute", "dog"], isPublic: true))
        let request = try await recorder.onlyRequest()
        try expectEqual(request.target, "/api/v3/pet/7/uploadImage")
        try expectEqual(request.header("Content-Type"), "multipart/form-data; boundary=TestBoundary")
        var expected = Data()
        expected.append(Data((
            "--TestBoundary\r\n"
            + "Content-Disposition: form-data; name=\"metadata\"\r\n"
            + "Content-Type: application/json\r\n\r\n"
            + #"{"caption":"Rex \"smiling\"","width":640}"# + "\r\n"
            + "--TestBoundary\r\n"
            + "Content-Disposition: form-data; name=\"file\"; filename=\"rex.png\"\r\n"
            + "Content-Type: image/png\r\n\r\n").utf8))
        expected.append(png)
        expected.append(Data((
            "\r\n--TestBoundary\r\n"
            + "Content-Disposition: form-data; name=\"labels\"\r\n\r\ncute\r\n"
            + "--TestBoundary\r\n"
            + "Content-Disposition: form-data; name=\"labels\"\r\n\r\ndog\r\n"
            + "--TestBoundary\r\n"
            + "Content-Disposition: form-data; name=\"public\"\r\n\r\ntrue\r\n"
            + "--TestBoundary--\r\n").utf8))
        try expectEqual(request.bodyData, expected)
    }

    await harness.check("multipart names cannot break out of their quotes or lines") {
        var form = MultipartForm()
        form.addFile("a\"b", filename: "x\r\nContent-Type: text/html\".txt", contentType: "text/plain\r\nX: y", data: Data("z".utf8))
        let text = String(decoding: form.encoded(boundary: "B"), as: UTF8.self)
        try expectEqual(text, "--B\r\nContent-Disposition: form-data; name=\"a%22b\"; filename=\"x%0D%0AContent-Type: text/html%22.txt\"\r\n"
            + "Content-Type: text/plainX: y\r\n\r\nz\r\n--B--\r\n")
    }

    await harness.check("a MultipartFile part: its own file name and type, else the part's name and the given type") {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("speech \(UUID().uuidString).mp3")
        try Data("ID3".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let audio = try MultipartFile(contentsOf: url, contentType: "audio/mpeg")
        try expectEqual(audio.filename, url.lastPathComponent)
        var form = MultipartForm()
        form.addFile("file", audio, contentType: "application/octet-stream")
        form.addFile("scan", MultipartFile(Data("s".utf8), filename: "scan.pdf"), contentType: "application/pdf")
        form.addFile("raw", Data("r".utf8), contentType: "image/png")
        let text = String(decoding: form.encoded(boundary: "B"), as: UTF8.self)
        try expectEqual(text, "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(url.lastPathComponent)\"\r\n"
            + "Content-Type: audio/mpeg\r\n\r\nID3\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"scan\"; filename=\"scan.pdf\"\r\nContent-Type: application/pdf\r\n\r\ns\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"raw\"; filename=\"raw\"\r\nContent-Type: image/png\r\n\r\nr\r\n--B--\r\n")
        // In JSON a file is its bytes, as `Data` is: a schema that is also written inside JSON keeps its JSON.
        let json = try JSONEncoder().encode([audio])
        try expectEqual(String(decoding: json, as: UTF8.self), #"["SUQz"]"#)
        try expectEqual(try JSONDecoder().decode([MultipartFile].self, from: json), [MultipartFile(Data("ID3".utf8))])
    }

    await harness.check("binary body sent as is") {
        try await recorder.reset()
        let bytes = Data((0...255).map { UInt8($0) })
        _ = try await client.send(ReplacePetPhoto(petId: 1, body: bytes))
        let request = try await recorder.onlyRequest()
        try expectEqual(request.method, "PUT")
        try expectEqual(request.header("Content-Type"), "image/png")
        try expectEqual(request.header("Content-Length"), "256")
        try expectEqual(request.bodyData, bytes)
    }

    await harness.check("text body and text answer") {
        try await recorder.reset(Route("/api/v3/pet/1/notes", method: "PUT", headers: [["Content-Type", "text/plain; charset=utf-8"]], body: "Stored: Zoë"))
        let answer = try await client.send(SetPetNotes(petId: 1, body: "Line 1\nZoë"))
        try expectEqual(answer, "Stored: Zoë")
        let request = try await recorder.onlyRequest()
        try expectEqual(request.header("Content-Type"), "text/plain; charset=utf-8")
        try expectEqual(request.header("Accept"), "text/plain")
        try expectEqual(request.bodyData, Data("Line 1\nZoë".utf8))
    }

    await harness.check("a body that cannot be encoded is an encoding error, nothing sent") {
        try await recorder.reset()
        let error = try await expectError { try await client.send(ParameterProbe(.query, "x", Double.nan)) }
        guard case APIError.encoding(let underlying)? = error as? APIError, underlying is EncodingError else {
            throw CheckFailure(description: "expected APIError.encoding(EncodingError), got \(error)")
        }
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }
}
