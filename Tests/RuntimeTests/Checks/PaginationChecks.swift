// Pagination: `APIClient.pages(_:limit:)` follows `Link: <…>; rel="next"` answers, one request per page asked for;
// `pages(_:limit:next:)` sends the resource made from each answer, and `pages(_:limit:nextLink:)` follows a link read
// from the body.
import Foundation

@MainActor
func paginationChecks(_ harness: Harness, _ recorder: Recorder) async {
    let client = makeClient(recorder, credentials: Credentials(tokens: ["petstore_auth": "oauth-token"]))
    let local = "http://127.0.0.1:\(recorder.port)"
    /// A page of pets at `path`, linking to `next` when given (and always to a `last` page, which is not followed).
    func page(_ path: String, _ names: [String], next: String?) -> Route {
        let links = (next.map { ["<\($0)>; rel=\"next\""] } ?? []) + ["<\(local)/api/v3/last>; rel=\"last\""]
        let pets = names.map { #"{"name":"\#($0)"}"# }.joined(separator: ",")
        return .json(path, "[\(pets)]", headers: [["Link", links.joined(separator: ", ")]], times: 1)
    }

    await harness.check("pages follow relative and absolute next links, with the first request's credentials") {
        try await recorder.reset(
            page("/api/v3/pet/findByStatus", ["a", "b"], next: "/api/v3/pet/findByStatus?status=available&page=2"),
            page("/api/v3/pet/findByStatus", ["c"], next: "\(local)/api/v3/pets/page3"),
            page("/api/v3/pets/page3", [], next: nil))
        var names: [[String]] = []
        for try await pets in client.pages(FindPetsByStatus(status: .available)) {
            names.append(pets.map(\.name))
        }
        try expectEqual(names, [["a", "b"], ["c"], []])
        let requests = try await recorder.requests()
        try expectEqual(requests.map(\.target), [
            "/api/v3/pet/findByStatus?status=available",
            "/api/v3/pet/findByStatus?status=available&page=2",
            "/api/v3/pets/page3",
        ])
        try expectEqual(requests.map { $0.header("Authorization") ?? "" }, Array(repeating: "Bearer oauth-token", count: 3))
        try expectEqual(requests.map { $0.header("Accept") ?? "" }, Array(repeating: "application/json", count: 3))
    }

    await harness.check("each page is authorized again: a bearer-token provider is asked for each") {
        try await recorder.reset(
            Route("/api/v3/secured", status: 204, headers: [["Link", #"</api/v3/secured?page=2>; rel="next""#]], times: 1),
            Route("/api/v3/secured", status: 204))
        let counter = TokenCounter()
        let refreshing = makeClient(recorder, credentials: Credentials(bearerToken: .provider { await counter.next() }))
        for try await _ in refreshing.pages(SecuredProbe<BearerOnly>()) {}
        try expectEqual(try await recorder.requests().map { $0.header("Authorization") ?? "" }, ["Bearer t-1", "Bearer t-2"])
    }

    await harness.check("a page is requested only when the loop asks for it, and limit stops the sequence") {
        try await recorder.reset(
            page("/api/v3/pet/findByStatus", ["a"], next: "/api/v3/pet/findByStatus?page=2"),
            page("/api/v3/pet/findByStatus", ["b"], next: "/api/v3/pet/findByStatus?page=3"),
            page("/api/v3/pet/findByStatus", ["c"], next: nil))
        for try await _ in client.pages(FindPetsByStatus()) { break }
        try expectEqual(try await recorder.requests().count, 1)
        var count = 0
        for try await _ in client.pages(FindPetsByStatus(), limit: 2) { count += 1 }
        try expectEqual(count, 2)
        try expectEqual(try await recorder.requests().count, 3)
    }

    await harness.check("a next link to another origin is not followed") {
        for next in ["http://evil.example.com/api/v3/pet/findByStatus?page=2", "http://127.0.0.1:1/page2", "https://127.0.0.1:\(recorder.port)/page2"] {
            try await recorder.reset(page("/api/v3/pet/findByStatus", ["a"], next: next))
            var pages = client.pages(FindPetsByStatus()).makeAsyncIterator()
            try expectEqual(try await pages.next()?.map(\.name), ["a"])
            do {
                _ = try await pages.next()
                throw CheckFailure(description: "expected an error for \(next)")
            } catch let error as APIError {
                guard case .encoding(let cause) = error, let urlError = cause as? URLError else {
                    throw CheckFailure(description: "expected APIError.encoding(URLError(.badURL)), got \(error)")
                }
                try expectEqual(urlError.code, .badURL)
            }
            try expectEqual(try await pages.next() == nil, true, "the sequence ends after its error")
            try expectEqual(try await recorder.requests().count, 1)
        }
    }

    await harness.check("a page's documented error throws the operation's Failure") {
        try await recorder.reset(
            page("/api/v3/pet/findByStatus", ["a"], next: "/api/v3/pet/findByStatus?page=2"),
            Route("/api/v3/pet/findByStatus", status: 400))
        var received: [[Pet]] = []
        let error = try await expectError { for try await pets in client.pages(FindPetsByStatus()) { received.append(pets) } }
        guard case FindPetsByStatus.Failure.badRequest? = error as? FindPetsByStatus.Failure else {
            throw CheckFailure(description: "expected FindPetsByStatus.Failure.badRequest, got \(error)")
        }
        try expectEqual(received.count, 1)
    }

    await harness.check("an API key sent in the query is added to a next link that lacks it") {
        try await recorder.reset(
            Route("/api/v3/secured", status: 204, headers: [["Link", #"</api/v3/secured?page=2>; rel="next""#]], times: 1),
            Route("/api/v3/secured", status: 204, headers: [["Link", #"</api/v3/secured?key=other&page=3>; REL="last next""#]], times: 1),
            Route("/api/v3/secured", status: 204))
        let keyed = makeClient(recorder, credentials: Credentials(apiKeys: ["query_key": "k 2&"]))
        var count = 0
        for try await _ in keyed.pages(SecuredProbe<QueryKeyOnly>()) { count += 1 }
        try expectEqual(count, 3)
        try expectEqual(try await recorder.requests().map(\.target), [
            "/api/v3/secured?key=k%202%26", "/api/v3/secured?page=2&key=k%202%26", "/api/v3/secured?key=other&page=3",
        ])
    }

    await harness.check("pages with a cursor: the resource made from each answer is sent next, until there is none") {
        let cursor = "2024-01-02T03:04:05Z"
        try await recorder.reset(
            .json("/api/v3/pet/findByStatus", #"[{"name":"a"},{"name":"b","arrived_at":"\#(cursor)"}]"#, times: 1),
            .json("/api/v3/pet/findByStatus", #"[{"name":"c"}]"#, times: 1),
            .json("/api/v3/pet/findByStatus", #"[{"name":"never"}]"#))
        let pages = client.pages(FindPetsByStatus(status: .available)) { sent, pets in
            guard let last = pets.last?.arrivedAt else { return nil }
            var following = sent
            following.arrivedAfter = last
            return following
        }
        var names: [[String]] = []
        for try await pets in pages { names.append(pets.map(\.name)) }
        try expectEqual(names, [["a", "b"], ["c"]])
        let requests = try await recorder.requests()
        try expectEqual(requests.map(\.target), [
            "/api/v3/pet/findByStatus?status=available",
            "/api/v3/pet/findByStatus?status=available&arrivedAfter=2024-01-02T03%3A04%3A05Z",
        ])
        try expectEqual(requests.map { $0.header("Authorization") ?? "" }, Array(repeating: "Bearer oauth-token", count: 2))
        var count = 0
        for try await _ in client.pages(FindPetsByStatus(), limit: 1, next: { sent, _ in sent }) { count += 1 }
        try expectEqual(count, 1, "limit")
    }

    await harness.check("pages with a link in the body: relative or absolute, on the request's origin only") {
        // The link is the last pet's name here, as Azure's answers carry theirs in `nextLink`.
        let nextLink: @Sendable ([Pet]) -> URL? = { pets in pets.last.flatMap { URL(string: $0.name) } }
        try await recorder.reset(
            .json("/api/v3/pet/findByStatus", #"[{"name":"a"},{"name":"findByStatus?page=2"}]"#, times: 1),
            .json("/api/v3/pet/findByStatus", #"[{"name":"\#(local)/api/v3/pets/page3"}]"#, times: 1),
            .json("/api/v3/pets/page3", "[]", times: 1))
        var count = 0
        for try await _ in client.pages(FindPetsByStatus(status: .sold), nextLink: nextLink) { count += 1 }
        try expectEqual(count, 3)
        let requests = try await recorder.requests()
        try expectEqual(requests.map(\.target), [
            "/api/v3/pet/findByStatus?status=sold", "/api/v3/pet/findByStatus?page=2", "/api/v3/pets/page3",
        ])
        try expectEqual(requests.map { $0.header("Authorization") ?? "" }, Array(repeating: "Bearer oauth-token", count: 3))
        try await recorder.reset(.json("/api/v3/pet/findByStatus", #"[{"name":"http://evil.example.com/page2"}]"#))
        let error = try await expectError { for try await _ in client.pages(FindPetsByStatus(), nextLink: nextLink) {} }
        guard case APIError.encoding(let cause)? = error as? APIError, (cause as? URLError)?.code == .badURL else {
            throw CheckFailure(description: "expected APIError.encoding(URLError(.badURL)), got \(error)")
        }
        try expectEqual(try await recorder.requests().count, 1)
    }

    await harness.check("Link header fields: the next relation among others, quoted or not") {
        let base = URL(string: "https://api.example.com/v1/items?page=1")!
        let next = { (field: String?) in APIPages<FindPetsByStatus>.nextLink(in: field, relativeTo: base)?.absoluteString }
        try expectEqual(next(#"<https://api.example.com/v1/items?page=2>; rel="next", <https://api.example.com/v1/items?page=9>; rel="last""#),
                        "https://api.example.com/v1/items?page=2")
        try expectEqual(next(#"<?page=9>; rel="last", <?page=2>; title="a; b"; rel=next"#), "https://api.example.com/v1/items?page=2")
        try expectEqual(next(#"<items?page=3>; rel="prev next""#), "https://api.example.com/v1/items?page=3")
        try expectEqual(next(#"<?page=0>; rel="prev", <?page=9>; rel="nextish""#), nil)
        try expectEqual(next(nil), nil)
        try expectEqual(next("garbage <unclosed"), nil)
    }
}
