// Request bodies: JSON, several media types, forms, bytes, text, optional; typed failures thrown by handlers.
import Foundation

@MainActor
func bodyChecks() async {
    await harness.check("JSON body decoded; 201 answer with a Location header") {
        let created = try await client.createItem(body: NewItem(name: "Desk lamp", price: 19.99, tags: ["light", "desk"]))
        try expectEqual(created.body.id, "i1")
        try expectEqual(created.body.price, 19.99)
        try expectEqual(created.body.tags, ["light", "desk"])
        try expectEqual(created.location, "/items/i1")
        try expectJSON(try inbox.take(CreateItem.self).body, NewItem(name: "Desk lamp", price: 19.99, tags: ["light", "desk"]))
    }

    await harness.check("a handler's typed failure reaches the client as the operation's Failure") {
        let error = try await expectError { try await client.createItem(body: NewItem(name: "")) }
        guard case .unprocessableContent(let body, let response)? = error as? CreateItem.Failure else {
            throw unexpected(error, "CreateItem.Failure.unprocessableContent")
        }
        try expectEqual(body.code, 17)
        try expectEqual(body.message, "name is empty")
        try expectEqual(response.status, 422)
    }

    await harness.check("a failure with application/problem+json") {
        let error = try await expectError { try await client.getItemsById(id: "missing") }
        guard case .notFound(let problem, let response)? = error as? GetItemsById.Failure else {
            throw unexpected(error, "GetItemsById.Failure.notFound")
        }
        try expectEqual(problem.title, "Not found")
        try expectEqual(response.header("Content-Type"), "application/problem+json")
    }

    await harness.check("one body, several media types: merge-patch JSON and form-urlencoded") {
        let patched = try await client.patchItem(id: "i1", body: .mergePatchJson(NewItem(name: "New name", tags: [])))
        try expectEqual(patched.name, "New name")
        try expectEqual(patched.tags, [])
        guard case .mergePatchJson = try inbox.take(PatchItem.self).body else { throw CheckFailure(description: "not merge-patch") }
        let form = try await client.patchItem(id: "i/1", body: .form(NewItem(name: "Desk lamp", price: 2.5, tags: ["a b", "c&d"])))
        try expectEqual(form.id, "i/1")
        try expectEqual(form.price, 2.5)
        try expectEqual(form.tags, ["a b", "c&d"])
        guard case .form = try inbox.take(PatchItem.self).body else { throw CheckFailure(description: "not a form") }
    }

    await harness.check("form-urlencoded body with an inline schema and a repeated field") {
        try await client.submitForm(body: SubmitForm.RequestBody(name: "Zoë + co", age: 41, tags: ["x", "y z"]))
        let body = try inbox.take(SubmitForm.self).body
        try expectEqual(body.name, "Zoë + co")
        try expectEqual(body.age, 41)
        try expectEqual(body.tags, ["x", "y z"])
    }

    await harness.check("binary body received byte for byte") {
        let bytes = Data((0...255).map { UInt8($0) })
        try await client.uploadBinary(body: bytes)
        try expectEqual(try inbox.take(UploadBinary.self).body, bytes)
    }

    await harness.check("text body and text answer") {
        try expectEqual(try await client.echoText(body: "héllo\nworld"), "HÉLLO\nWORLD")
    }

    await harness.check("optional body: absent is nil, present is decoded") {
        try await client.optionalBody()
        try expectEqual(try inbox.take(OptionalBody.self).body == nil, true, "absent body")
        try await client.optionalBody(body: NewItem(name: "n"))
        try expectEqual(try inbox.take(OptionalBody.self).body?.name, "n")
    }

    await harness.check("multipart body: file part, text fields, repeated file parts, JSON part") {
        let pdf = Data("%PDF-1.7\r\n--\u{0}\u{1}".utf8) + Data([0xFF, 0xFE, 0x0D, 0x0A])
        let pngs = [Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Data([0x89, 0x50, 0x4E, 0x47, 0x00])]
        let attachments = [MultipartFile(pngs[0]), MultipartFile(pngs[1], filename: "b.jpg", contentType: "image/jpeg")]
        let stored = try await client.uploadDocument(body: UploadDocument.RequestBody(
            file: MultipartFile(pdf, filename: "Q3 \"report\"\r\n.pdf"), title: "Q3 \"report\"", pages: 12,
            attachments: attachments, metadata: person))
        try expectEqual(stored.size, Int64(pdf.count))
        let body = try inbox.take(UploadDocument.self).body
        // The server reads each file's bytes, file name and media type: the caller's, else the part's name and the
        // document's type.
        try expectEqual(body.file, MultipartFile(pdf, filename: "Q3 \"report\"\r\n.pdf", contentType: "application/pdf"))
        try expectEqual(body.title, "Q3 \"report\"")
        try expectEqual(body.pages, 12)
        try expectEqual(body.attachments, [
            MultipartFile(pngs[0], filename: "attachments", contentType: "image/png"),
            MultipartFile(pngs[1], filename: "b.jpg", contentType: "image/jpeg"),
        ])
        try expectJSON(body.metadata, person)
    }

    await harness.check("multipart body: optional parts left out are nil; a body without its boundary is 400") {
        _ = try await client.uploadDocument(body: UploadDocument.RequestBody(file: MultipartFile(Data("x".utf8)), title: "t"))
        let body = try inbox.take(UploadDocument.self).body
        try expectEqual(body.pages, nil)
        try expectEqual(body.attachments, nil)
        try expectEqual(body.metadata == nil, true, "metadata")
        let (status, _, text) = try await raw("POST", "/v1/bodies/multipart", body: "x", contentType: "multipart/form-data")
        try expectEqual(status, 400)
        try expectEqual(text, "The body is not valid: The multipart body is malformed: no boundary in multipart/form-data.")
    }
}
