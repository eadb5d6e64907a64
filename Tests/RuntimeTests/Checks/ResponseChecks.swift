// Answers: decoded values, typed error bodies, unexpected statuses and decoding errors that keep the raw
// answer, response headers, transport errors.
import Foundation

@MainActor
func responseChecks(_ harness: Harness, _ recorder: Recorder) async {
    let client = makeClient(recorder)

    await harness.check("documented error status throws the typed error body") {
        try await recorder.reset(.json("/api/v3/pet/404", status: 404, #"{"code":404,"message":"Pet not found"}"#))
        let error = try await expectError { try await client.getPetById(petId: 404) }
        guard case GetPetById.Failure.notFound(let body, let response)? = error as? GetPetById.Failure else {
            throw CheckFailure(description: "expected GetPetById.Failure.notFound, got \(error)")
        }
        try expectEqual(body, ErrorModel(code: 404, message: "Pet not found"))
        try expectEqual(response.status, 404)
    }

    await harness.check("documented error status without a body") {
        try await recorder.reset(Route("/api/v3/pet/0", status: 400))
        let error = try await expectError { try await client.getPetById(petId: 0) }
        guard case GetPetById.Failure.badRequest(let response)? = error as? GetPetById.Failure else {
            throw CheckFailure(description: "expected GetPetById.Failure.badRequest, got \(error)")
        }
        try expectEqual(response.status, 400)
    }

    await harness.check("default error answer") {
        try await recorder.reset(.json("/api/v3/pet", method: "POST", status: 503, #"{"code":503,"message":"Try later"}"#))
        let error = try await expectError { try await client.addPet(Pet(name: "Rex")) }
        guard case AddPet.Failure.default(let body, let response)? = error as? AddPet.Failure else {
            throw CheckFailure(description: "expected AddPet.Failure.default, got \(error)")
        }
        try expectEqual(body.message, "Try later")
        try expectEqual(response.status, 503)
    }

    await harness.check("accepting another media type sends it alone and returns the answer as received") {
        try await recorder.reset(Route("/api/v3/pet/7", status: 200, headers: [["Content-Type", "application/xml"]], body: "<pet><id>7</id></pet>"))
        let answer = try await client.send(GetPetById(petId: 7).accepting("application/xml"))
        try expectEqual(answer.status, 200)
        try expectEqual(answer.mediaType, "application/xml")
        try expectEqual(answer.text(), "<pet><id>7</id></pet>")
        let request = try await recorder.onlyRequest()
        try expectEqual(request.headerValues("Accept"), ["application/xml"])
        try expectEqual(request.path, "/api/v3/pet/7")
    }

    await harness.check("accepting another media type keeps the operation's typed errors") {
        try await recorder.reset(.json("/api/v3/pet/404", status: 404, #"{"code":404,"message":"Pet not found"}"#))
        let error = try await expectError { try await client.send(GetPetById(petId: 404).accepting("application/xml")) }
        guard case GetPetById.Failure.notFound(let body, _)? = error as? GetPetById.Failure else {
            throw CheckFailure(description: "expected GetPetById.Failure.notFound, got \(error)")
        }
        try expectEqual(body.message, "Pet not found")
        try await recorder.reset(Route("/api/v3/pet/9", status: 500, body: "down"))
        let unexpected = try await expectError { try await client.send(GetPetById(petId: 9).accepting("application/xml")) }
        guard case APIError.unexpectedStatus(let response)? = unexpected as? APIError else {
            throw CheckFailure(description: "expected APIError.unexpectedStatus, got \(unexpected)")
        }
        try expectEqual(response.text(), "down")
    }

    await harness.check("accepting refuses a media type that would add a header field") {
        try await recorder.reset()
        let error = try await expectError { try await client.send(GetPetById(petId: 1).accepting("text/csv\r\nX-Evil: 1")) }
        guard case APIError.invalidHeaderValue("Accept")? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.invalidHeaderValue, got \(error)")
        }
        try expectEqual(try await recorder.requests().count, 0)
    }

    await harness.check("a media type is read without parameters, case or spaces") {
        let parts = { (value: String) in HTTPResponseParts(status: 200, headers: ["content-type": value]).mediaType }
        try expectEqual(parts(" Application/JSON ; charset=utf-8"), "application/json")
        try expectEqual(parts("text/csv"), "text/csv")
        try expectEqual(parts("; charset=utf-8"), "")
        try expectEqual(HTTPResponseParts(status: 200).mediaType, nil)
    }

    await harness.check("unexpected status keeps status, headers and body") {
        try await recorder.reset(Route("/api/v3/pet/1", status: 502, headers: [["X-Request-Id", "r-17"], ["Content-Type", "text/html"]], body: "<h1>Bad gateway</h1>"))
        let error = try await expectError { try await client.getPetById(petId: 1) }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.unexpectedStatus, got \(error)")
        }
        try expectEqual(response.status, 502)
        try expectEqual(response.header("x-request-id"), "r-17")
        try expectEqual(response.mediaType, "text/html")
        try expectEqual(response.text(), "<h1>Bad gateway</h1>")
        try expect("\(error)".contains("502"), "description mentions the status: \(error)")
    }

    await harness.check("decoding error keeps the DecodingError and the body") {
        try await recorder.reset(.json("/api/v3/pet/2", #"{"id":"two","name":"Rex"}"#))
        let error = try await expectError { try await client.getPetById(petId: 2) }
        guard case APIError.decoding(let decodingError, let response)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.decoding, got \(error)")
        }
        guard case .typeMismatch(_, let context) = decodingError else {
            throw CheckFailure(description: "expected a type mismatch, got \(decodingError)")
        }
        try expectEqual(context.codingPath.map(\.stringValue), ["id"])
        try expectEqual(response.text(), #"{"id":"two","name":"Rex"}"#)
        try expect("\(error)".contains(".id"), "description names the path: \(error)")
    }

    await harness.check("answer with documented headers") {
        try await recorder.reset(.json("/api/v3/user/login", #""token-1""#,
            headers: [["X-Rate-Limit", "5000"], ["X-Expires-After", "2024-05-01T13:00:00Z"]]))
        let answer = try await client.loginUser(username: "ann", password: "p&ss word")
        try expectEqual(answer.body, "token-1")
        try expectEqual(answer.rateLimit, 5000)
        try expectEqual(answer.expiresAfter, Date(timeIntervalSince1970: 1_714_568_400))
        try expectEqual(try await recorder.onlyRequest().target, "/api/v3/user/login?username=ann&password=p%26ss%20word")
    }

    await harness.check("header decoding of arrays and enums") {
        let response = HTTPResponseParts(status: 200, headers: ["X-Ids": "3, 4,5", "X-Status": "sold", "X-Tags": "a, b"])
        let decoder = APIClient.Configuration.defaultDecoder()
        try expectEqual(try response.decodeHeader("x-ids", as: [Int].self, using: decoder), [3, 4, 5])
        try expectEqual(try response.decodeHeader("X-Status", as: PetStatus.self, using: decoder), .sold)
        try expectEqual(try response.decodeHeader("X-Tags", as: [String].self, using: decoder), ["a", "b"])
        try expectEqual(try response.decodeHeader("X-Missing", as: Int.self, using: decoder), nil)
    }

    await harness.check("no content answer, header parameter sent") {
        try await recorder.reset(Route("/api/v3/pet/5", method: "DELETE", status: 204))
        try await client.deletePet(petId: 5, reason: "adopted")
        let request = try await recorder.onlyRequest()
        try expectEqual(request.method, "DELETE")
        try expectEqual(request.header("X-Reason"), "adopted")
        let accept = request.header("Accept")
        try expect(accept == nil || accept == "*/*", "no media type when the operation has no answer body: \(accept ?? "")")
    }

    await harness.check("dictionary answer") {
        try await recorder.reset(.json("/api/v3/store/inventory", #"{"available":3,"sold":1}"#))
        try expectEqual(try await client.getInventory(), ["available": 3, "sold": 1])
    }

    await harness.check("connection refused is a transport error") {
        let closed = APIClient(baseURL: URL(string: "http://127.0.0.1:1")!)
        let error = try await expectError { try await closed.send(GetInventory()) }
        guard case APIError.transport(let underlying)? = error as? APIError else {
            throw CheckFailure(description: "expected APIError.transport, got \(error)")
        }
        try expect(underlying is URLError, "a URLError: \(underlying)")
        try expect((error as? APIError)?.isCancellation == false, "not a cancellation")
    }
}
