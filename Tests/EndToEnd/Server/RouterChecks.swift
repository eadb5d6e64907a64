// The router: credentials through the request, unknown paths and methods, requests that do not decode, errors.
import Foundation

@MainActor
func routerChecks() async {
    await harness.check("a handler reads credentials from the request as received") {
        let authorized = APIClient(server: .loopbackTestServer(port: String(server.port)), credentials: Credentials(bearerToken: "token-1"))
        try await authorized.bearerAuth()
        _ = try inbox.take(BearerAuth.self)
        try expectEqual(inbox.header("Authorization"), "Bearer token-1")
        let error = try await expectError { try await client.bearerAuth() }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw unexpected(error, "APIError.unexpectedStatus")
        }
        try expectEqual(response.status, 401)
    }

    await harness.check("a path no operation has: 404; one outside the prefix: 404") {
        try expectEqual(try await raw("GET", "/v1/nowhere").0, 404)
        try expectEqual(try await raw("GET", "/v2/items/abc").0, 404)
    }

    await harness.check("a method the path does not have: 405 with Allow") {
        let (status, headers, _) = try await raw("PUT", "/v1/bodies/json")
        try expectEqual(status, 405)
        try expectEqual(headers.first { $0.key.lowercased() == "allow" }?.value, "POST")
    }

    await harness.check("HEAD is answered as the path's GET, without the body") {
        let (status, headers, text) = try await raw("HEAD", "/v1/responses/items?limit=1")
        try expectEqual(status, 200)
        try expectEqual(text, "")
        try expectEqual(headers.first { $0.key.lowercased() == "x-total-count" }?.value, "40")
    }

    await harness.check("a parameter that does not decode: 400 naming it, without its value") {
        let (status, _, text) = try await raw("GET", "/v1/path/simple/five/1/role=a")
        try expectEqual(status, 400)
        try expectEqual(text, "The path parameter 'id' is not valid.")
        let (missing, _, reason) = try await raw("GET", "/v1/headers-and-cookies")
        try expectEqual(missing, 400)
        try expectEqual(reason, "The header parameter 'X-Request-ID' is missing.")
    }

    await harness.check("a body that does not decode: 400; a media type the operation does not accept: 415") {
        let (status, _, text) = try await raw("POST", "/v1/bodies/json", body: #"{"price":1}"#, contentType: "application/json")
        try expectEqual(status, 400)
        try expectEqual(text, "The body is not valid: no 'name'")
        let (unsupported, _, _) = try await raw("PATCH", "/v1/bodies/merge-patch/i1", body: "x", contentType: "text/plain")
        try expectEqual(unsupported, 415)
    }

    await harness.check("an error a handler throws that is no failure: 500 without details, reported to onError") {
        handlerErrors.value = []
        let error = try await expectError { try await client.createItem(body: NewItem(name: "crash")) }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw unexpected(error, "APIError.unexpectedStatus")
        }
        try expectEqual(response.status, 500)
        try expectEqual(response.text(), "Internal Server Error")
        try expectEqual(handlerErrors.value.count, 1, "errors reported")
    }

    await harness.check("the route index: a path's candidates are the templates of its shape, in the order added") {
        var index = RouteIndex()
        let templates = ["/pets", "/pets/{id}", "/pets/mine", "/pets/{id}/photos/{name}.{format}", "/", "/{any}",
                         "/stores/{store}/pets/{id}", "/pets/{id}.json"]
        for (position, template) in templates.enumerated() { index.insert(template, route: position) }
        try expectEqual(index.candidates(for: "/pets"), [0, 5])
        try expectEqual(index.candidates(for: "/pets/"), [0, 5])
        try expectEqual(index.candidates(for: "/pets/mine"), [1, 2, 7])
        try expectEqual(index.candidates(for: "/pets/7/photos/a.png"), [3])
        try expectEqual(index.candidates(for: "/"), [4])
        try expectEqual(index.candidates(for: "/stores/s/pets/7"), [6])
        try expectEqual(index.candidates(for: "/stores/s/pets"), [])
        try expectEqual(index.candidates(for: "/nothing/at/all/here"), [])
    }

    await harness.check("a handler registered again for an operation replaces the first") {
        var router = APIRouter()
        router.handle(GetItemsById.self) { request in Item(id: "first", name: "", price: nil, tags: nil) }
        router.handle(GetItemsById.self) { request in Item(id: "second", name: "", price: nil, tags: nil) }
        let answer = await router.respond(to: ServerRequestParts(method: .get, target: "/items/42"))
        try expectEqual(try JSONDecoder().decode(Item.self, from: answer.body).id, "second")
    }

    await harness.check("a literal path segment wins over a parameter; a trailing slash matches") {
        try expectEqual(PathTemplate("/pets/mine").isMoreSpecific(than: PathTemplate("/pets/{id}")), true)
        try expectEqual(PathTemplate("/pets/{id}").isMoreSpecific(than: PathTemplate("/pets/mine")), false)
        try expectEqual(PathTemplate("/a/{b}.{c}").match("/a/x.y.z") ?? [:], ["b": "x", "c": "y.z"])
        var router = APIRouter()
        router.handle(GetItemsById.self) { request in Item(id: request.id, name: "by id", price: nil, tags: nil) }
        router.handle(ListItems.self) { _ in ListItems.Output(body: [], totalCount: 0) }
        let answer = await router.respond(to: ServerRequestParts(method: .get, target: "/items/42/"))
        try expectEqual(answer.status, 200)
        try expectEqual(try JSONDecoder().decode(Item.self, from: answer.body).id, "42")
    }
}
