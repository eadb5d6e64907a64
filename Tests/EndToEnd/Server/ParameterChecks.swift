// Parameters: what the client encodes in each style, the server decodes back to the same values.
import Foundation

@MainActor
func parameterChecks() async {
    await harness.check("path simple: primitive, array, exploded object") {
        try await client.pathSimple(id: 5, list: [3, 4, 5], object: person)
        let request = try inbox.take(PathSimple.self)
        try expectEqual(request.id, 5)
        try expectEqual(request.list, [3, 4, 5])
        try expectJSON(request.object, person)
    }

    await harness.check("path simple: percent-encoded values (space, slash, non-ASCII, reserved) decoded") {
        try await client.pathSimple(id: -1, list: [0], object: Person(role: "a b/c", firstName: "Zoë?,="))
        let request = try inbox.take(PathSimple.self)
        try expectEqual(request.id, -1)
        try expectJSON(request.object, Person(role: "a b/c", firstName: "Zoë?,="))
    }

    await harness.check("path matrix: adjacent parameters told apart by their names") {
        try await client.pathMatrix(id: 5, list: [3, 4, 5], object: person)
        let request = try inbox.take(PathMatrix.self)
        try expectEqual(request.id, 5)
        try expectEqual(request.list, [3, 4, 5])
        try expectJSON(request.object, person)
    }

    await harness.check("path label: adjacent parameters cannot be told apart: answered 400") {
        let error = try await expectError { try await client.pathLabel(id: 5, list: [3, 4, 5], object: person) }
        guard case APIError.unexpectedStatus(let response)? = error as? APIError else {
            throw unexpected(error, "APIError.unexpectedStatus")
        }
        try expectEqual(response.status, 400)
        try expectEqual(response.text(), "The path parameter 'id' is not valid.")
    }

    await harness.check("query form: exploded and not, exploded object, reserved characters, int32, date-time") {
        try await client.queryForm(color: .blue, ids: [3, 4], tags: ["a b", "c,d"], object: person, q: "a/b?c:d@e#f[g]",
                                   limit: 10, since: may1)
        let request = try inbox.take(QueryForm.self)
        try expectEqual(request.color.rawValue, "blue")
        try expectEqual(request.ids, [3, 4])
        try expectEqual(request.tags, ["a b", "c,d"])
        try expectJSON(request.object, person)
        try expectEqual(request.q, "a/b?c:d@e#f[g]")
        try expectEqual(request.limit, 10)
        try expectEqual(request.since, may1)
    }

    await harness.check("query form: absent optional parameters are nil, an exploded object without its keys too") {
        _ = try await client.send(QueryForm(color: .unknown("x&y=z"), ids: []))
        let request = try inbox.take(QueryForm.self)
        try expectEqual(request.color.rawValue, "x&y=z")
        try expectEqual(request.ids == nil, true, "ids")
        try expectEqual(request.object == nil, true, "object")
        try expectEqual(request.since, nil)
    }

    await harness.check("query spaceDelimited and pipeDelimited") {
        try await client.queryDelimited(spaced: [3, 4, 5], piped: [6, 7])
        let request = try inbox.take(QueryDelimited.self)
        try expectEqual(request.spaced, [3, 4, 5])
        try expectEqual(request.piped, [6, 7])
    }

    await harness.check("query deepObject") {
        try await client.queryDeepObject(filter: Person(role: "admin", firstName: "Al ex"))
        try expectJSON(try inbox.take(QueryDeepObject.self).filter, Person(role: "admin", firstName: "Al ex"))
        try await client.queryDeepObject()
        try expectEqual(try inbox.take(QueryDeepObject.self).filter == nil, true, "absent filter")
    }

    await harness.check("query parameter with content application/json") {
        try await client.queryJSON(filter: person)
        try expectJSON(try inbox.take(QueryJSON.self).filter, person)
    }

    await harness.check("querystring as a form: the object's fields, a '+' read as a space") {
        try await client.queryString(search: .init(term: "red shoes+", tags: ["a", "b&c"], limit: 5))
        let search = try inbox.take(QueryString.self).search
        try expectEqual(search.term, "red shoes+")
        try expectEqual(search.tags, ["a", "b&c"])
        try expectEqual(search.limit, 5)
        // As a browser's form would send it.
        let answer = await router.respond(to: ServerRequestParts(method: .get, target: "/v1/query/string?term=red+shoes&tags=x"))
        try expectEqual(answer.status, 204)
        let browser = try inbox.take(QueryString.self).search
        try expectEqual(browser.term, "red shoes")
        try expectEqual(browser.tags, ["x"])
        // The required field missing.
        let missing = await router.respond(to: ServerRequestParts(method: .get, target: "/v1/query/string?limit=5"))
        try expectEqual(missing.status, 400)
    }

    await harness.check("querystring described with JSON content, and absent") {
        try await client.queryStringJSON(filter: person)
        try expectJSON(try inbox.take(QueryStringJSON.self).filter, person)
        try await client.queryStringJSON()
        try expectEqual(try inbox.take(QueryStringJSON.self).filter == nil, true, "absent filter")
    }

    await harness.check("querystring described with JSON content, beside an API key the client adds to the query") {
        let keyed = APIClient(
            server: .loopbackTestServer(port: String(server.port)), credentials: Credentials(apiKeys: ["apiKeyQuery": "k&1="]))
        try await keyed.queryStringJSON(filter: person)
        try expectJSON(try inbox.take(QueryStringJSON.self).filter, person)
        try expectEqual(inbox.query()?.hasSuffix("%7D&api_key=k%261%3D"), true, "the key after the JSON text")
        try await keyed.queryStringJSON()
        try expectEqual(try inbox.take(QueryStringJSON.self).filter == nil, true, "only the key: absent filter")
    }

    await harness.check("header simple (primitive, array, exploded object) and cookie form") {
        try await client.headersAndCookies(
            xRequestID: "42", session: "abc def;g", xTags: ["a", "b"], xPerson: person, xNote: "a \"note\"", theme: .dark)
        let request = try inbox.take(HeadersAndCookies.self)
        try expectEqual(request.xRequestID, "42")
        try expectEqual(request.xNote, "a \"note\"")
        try expectEqual(request.session, "abc def;g")
        try expectEqual(request.xTags, ["a", "b"])
        try expectJSON(request.xPerson, person)
        try expectEqual(request.theme?.rawValue, "dark")
    }

    await harness.check("optional header and cookie parameters left out are nil") {
        _ = try await client.send(HeadersAndCookies(xRequestID: "7", session: "s"))
        let request = try inbox.take(HeadersAndCookies.self)
        try expectEqual(request.xTags, nil)
        try expectEqual(request.xPerson == nil, true, "xPerson")
        try expectEqual(request.theme == nil, true, "theme")
    }

    await harness.check("path-level and operation-level parameters of the same name") {
        let item = try await client.getItemsById(id: "a/b c", queryId: 7)
        try expectEqual(item.id, "a/b c")
        try expectEqual(item.tags, ["7"])
        let request = try inbox.take(GetItemsById.self)
        try expectEqual(request.id, "a/b c")
        try expectEqual(request.queryId, 7)
    }

    await harness.check("a resource decodes a request on its own, without the router") {
        let request = ServerRequestParts(method: .get, target: "/path/simple/9/1,2/role=x,firstName=y%2Cz")
        let resource = try PathSimple(from: request, using: JSONDecoder())
        try expectEqual(resource.id, 9)
        try expectEqual(resource.list, [1, 2])
        try expectJSON(resource.object, Person(role: "x", firstName: "y,z"))
        let mismatch = try await expectError { try PathSimple(from: ServerRequestParts(method: .get, target: "/other"), using: JSONDecoder()) }
        try expectEqual(String(describing: mismatch), "The path does not match /path/simple/{id}/{list}/{object}.")
    }
}
