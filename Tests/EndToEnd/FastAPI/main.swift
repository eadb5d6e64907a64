// The FastAPI check: a client generated from the OpenAPI 3.1 document that FastAPI serves for app.py
// (`/openapi.json`), used as an application would use it, against that running application: create, read,
// list with query parameters, replace, partial update, delete, FastAPI's 422 validation errors decoded as its
// `HTTPValidationError`, a documented 404, a nullable optional field, an enum, a nested object and date-times.
//
// The operation names are the ones the generator derives from FastAPI's operation IDs
// (`create_item_items__post` -> `CreateItem`, `client.createItem(body:)`).
//
//   FASTAPI_URL=http://127.0.0.1:12345 ./fastapi-e2e [FILTER]
import Foundation

guard let baseURL = ProcessInfo.processInfo.environment["FASTAPI_URL"].flatMap(URL.init(string:)) else {
    print("FASTAPI_URL is not set: start Tests/EndToEnd/FastAPI/app.py and pass http://127.0.0.1:<port>")
    exit(2)
}
let harness = Harness(filter: CommandLine.arguments.dropFirst().first)
let client = APIClient(baseURL: baseURL)

/// 2024-05-01T12:00:00.25Z: fractional seconds survive the round trip through Pydantic.
let availableFrom = Date(timeIntervalSince1970: 1_714_564_800.25)

func hammer(name: String = "Hammer", description: String? = "Claw hammer, steel", tags: [String] = ["steel", "hand"]) -> ItemIn {
    ItemIn(name: name, description: description, price: 12.5, tags: tags, category: .tools,
           dimensions: Dimensions(width: 30, height: 12.5, unit: .cm), availableFrom: availableFrom)
}

/// The validation errors of a 422 answer, as `location: type` lines (`body.price: greater_than`).
func describe(_ error: HTTPValidationError) -> [String] {
    (error.detail ?? []).map { entry in
        let location = entry.loc.map { part -> String in
            switch part {
            case .string(let name): name
            case .int(let index): String(index)
            case .unknown(let value): "\(value)"
            }
        }
        return location.joined(separator: ".") + ": " + entry.type
    }
}

// MARK: - Create and read

var created: Item?

await harness.check("create: 201, every field echoed, server-set id and created_at decoded") {
    let before = Date()
    let item = try await client.createItem(body: hammer())
    created = item
    try expect(item.id > 0, "id \(item.id)")
    try expectEqual(item.name, "Hammer")
    try expectEqual(item.description, "Claw hammer, steel")
    try expectEqual(item.price, 12.5)
    try expectEqual(item.tags, ["steel", "hand"])
    try expectEqual(item.category.rawValue, "tools")
    try expectEqual(item.dimensions?.width, 30)
    try expectEqual(item.dimensions?.height, 12.5)
    try expectEqual(item.dimensions?.unit?.rawValue, "cm")
    try expectEqual(item.availableFrom, availableFrom)
    try expect(abs(item.createdAt.timeIntervalSince(before)) < 60, "created_at \(item.createdAt) is not about now")
}

await harness.check("read: the stored item, with a header parameter") {
    guard let created else { throw CheckFailure(description: "nothing was created") }
    let item = try await client.readItem(itemId: created.id, xRequestId: "req-1")
    try expectEqual(item.id, created.id)
    try expectEqual(item.name, created.name)
    try expectEqual(item.createdAt, created.createdAt)
    try expectEqual(item.availableFrom, availableFrom)
    try expectEqual(item.dimensions?.unit?.rawValue, "cm")
}

await harness.check("create with optional fields left out: Pydantic defaults come back (null, [], null)") {
    let item = try await client.send(CreateItem(body: ItemIn(name: "Seeds", price: 2, category: .gardenSupplies)))
    try expectEqual(item.description, nil)
    try expectEqual(item.tags, [])
    try expect(item.dimensions == nil, "dimensions \(String(describing: item.dimensions))")
    try expectEqual(item.availableFrom, nil)
    try expectEqual(item.category.rawValue, "garden-supplies")
}

// MARK: - List and query parameters

await harness.check("list: array query parameter (exploded), enum, text, skip and limit") {
    let kite = try await client.createItem(body: ItemIn(name: "Red kite", price: 20, tags: ["outdoor", "red"], category: .toys))
    let ball = try await client.createItem(body: ItemIn(name: "Red ball", price: 3, tags: ["red"], category: .toys))
    let shovel = try await client.createItem(body: ItemIn(name: "Shovel", price: 25, tags: ["outdoor", "red"],
                                                                   category: .gardenSupplies))
    try expectEqual(try await client.listItems(tag: ["outdoor", "red"]).map(\.id), [kite.id, shovel.id])
    try expectEqual(try await client.listItems(tag: ["red"], category: .toys).map(\.id), [kite.id, ball.id])
    try expectEqual(try await client.listItems(q: "red b").map(\.id), [ball.id])
    let all = try await client.listItems(limit: 100)
    try expect(all.count >= 5, "\(all.count) items")
    try expectEqual(try await client.listItems(skip: 1, limit: 2).map(\.id), Array(all.dropFirst().prefix(2)).map(\.id))
    try expectEqual(try await client.listItems(tag: ["no such tag"]).count, 0)
}

// MARK: - Update

await harness.check("replace (PUT): description set to nil reads back as nil, other fields changed") {
    let item = try await client.createItem(body: hammer(name: "Mallet"))
    let replaced = try await client.replaceItem(
        itemId: item.id, body: ItemIn(name: "Rubber mallet", description: nil, price: 14, tags: [], category: .tools))
    try expectEqual(replaced.description, nil)
    try expectEqual(replaced.name, "Rubber mallet")
    let read = try await client.readItem(itemId: item.id)
    try expectEqual(read.description, nil)
    try expectEqual(read.price, 14)
    try expectEqual(read.tags, [])
    try expect(read.dimensions == nil, "dimensions \(String(describing: read.dimensions))")
    try expectEqual(read.createdAt, item.createdAt)
}

// A partial update must be able to do both: leave a nullable field alone (not given) and clear it (set to nil).
// FastAPI's documented PATCH pattern (`model_dump(exclude_unset=True)`) tells them apart by the key being present.
await harness.check("partial update (PATCH): fields not given are left as they are") {
    let item = try await client.createItem(body: hammer(name: "Saw"))
    let patched = try await client.updateItem(itemId: item.id, body: ItemPatch(price: 9.75))
    try expectEqual(patched.price, 9.75)
    try expectEqual(patched.name, "Saw")
    try expectEqual(patched.description, "Claw hammer, steel")
    try expectEqual(patched.tags, ["steel", "hand"])
}

// An optional nullable property is three-state: left out of the init it is absent, assigned nil it is sent as null.
await harness.check("partial update (PATCH): description set to nil is sent as null and clears the field") {
    let item = try await client.createItem(body: hammer(name: "Drill"))
    var patch = ItemPatch(name: "Cordless drill")
    patch.description = nil
    let patched = try await client.updateItem(itemId: item.id, body: patch)
    try expectEqual(patched.name, "Cordless drill")
    try expectEqual(patched.description, nil)
    let sent = String(decoding: try APIClient.Configuration.defaultEncoder().encode(patch), as: UTF8.self)
    try expect(sent.contains(#""description":null"#), "body \(sent)")
    try expect(!sent.contains("price"), "a field never assigned stays absent: body \(sent)")
    let read = try await client.readItem(itemId: item.id)
    try expectEqual(read.description, nil)
    try expectEqual(read.price, 12.5)
}

// MARK: - Delete and 404

await harness.check("delete: 204, then reading it is the documented 404, thrown as the typed Failure") {
    let item = try await client.createItem(body: hammer(name: "Old saw"))
    try await client.deleteItem(itemId: item.id)
    let error = try await expectError { try await client.readItem(itemId: item.id) }
    guard let failure = error as? ReadItem.Failure else { throw unexpected(error, "ReadItem.Failure") }
    switch failure {
    case .notFound(let message, let response):
        try expectEqual(message.detail, "Item \(item.id) not found")
        try expectEqual(response.status, 404)
    case .unprocessableContent(let validation, _):
        throw CheckFailure(description: "unexpected 422: \(describe(validation))")
    }
    let again = try await expectError { try await client.deleteItem(itemId: item.id) }
    guard case DeleteItem.Failure.notFound(let message, _)? = again as? DeleteItem.Failure else {
        throw unexpected(again, "DeleteItem.Failure.notFound")
    }
    try expectEqual(message.detail, "Item \(item.id) not found")
}

// MARK: - Validation errors (422)

await harness.check("422 on a body: HTTPValidationError decoded, thrown as the operation's typed error") {
    var invalid = hammer(name: "")
    invalid.price = -1
    invalid.dimensions = Dimensions(width: 0, height: 1)
    let error = try await expectError { try await client.createItem(body: invalid) }
    guard let failure = error as? CreateItem.Failure else { throw unexpected(error, "CreateItem.Failure") }
    switch failure {
    case .unprocessableContent(let validation, let response):
        try expectEqual(response.status, 422)
        try expectEqual(describe(validation).sorted(), [
            "body.dimensions.width: greater_than", "body.name: string_too_short", "body.price: greater_than",
        ])
        let price = validation.detail?.first { $0.loc.last.map { if case .string("price") = $0 { true } else { false } } ?? false }
        try expectEqual(price?.msg, "Input should be greater than 0")
        try expect(price?.input == .integer(-1) || price?.input == .number(-1), "input \(String(describing: price?.input))")
    }
}

await harness.check("422 on an enum value the server does not know (the client's unknown case)") {
    var invalid = hammer()
    invalid.category = .unknown("weapons")
    let error = try await expectError { try await client.createItem(body: invalid) }
    guard case CreateItem.Failure.unprocessableContent(let validation, _)? = error as? CreateItem.Failure else {
        throw unexpected(error, "CreateItem.Failure.unprocessableContent")
    }
    try expectEqual(describe(validation), ["body.category: enum"])
}

await harness.check("422 on query parameters (limit above its maximum, text too short)") {
    let error = try await expectError { try await client.listItems(limit: 1000, q: "x") }
    guard case ListItems.Failure.unprocessableContent(let validation, _)? = error as? ListItems.Failure else {
        throw unexpected(error, "ListItems.Failure.unprocessableContent")
    }
    try expectEqual(describe(validation).sorted(), ["query.limit: less_than_equal", "query.q: string_too_short"])
}

await harness.check("422 on a PUT to an item that exists, 404 on one that does not") {
    guard let created else { throw CheckFailure(description: "nothing was created") }
    let error = try await expectError {
        try await client.replaceItem(itemId: created.id, body: ItemIn(name: "x", price: 0, category: .tools))
    }
    guard case ReplaceItem.Failure.unprocessableContent(let validation, _)? = error as? ReplaceItem.Failure else {
        throw unexpected(error, "ReplaceItem.Failure.unprocessableContent")
    }
    try expectEqual(describe(validation), ["body.price: greater_than"])
    let missing = try await expectError { try await client.replaceItem(itemId: 999_999, body: hammer()) }
    guard case ReplaceItem.Failure.notFound? = missing as? ReplaceItem.Failure else {
        throw unexpected(missing, "ReplaceItem.Failure.notFound")
    }
}

harness.finish()
