// The server's parameter decoding (`server: true`), checked against the client's encoding without a network: each
// value is written into a request by `ParameterProbe` (RequestParts, as a client sends it), read back by
// `ServerRequestParts.parameter`, and must come back equal, in every style and location the specification allows.
import Foundation

/// What the server reads of `probe`'s value, written as the client writes it.
func serverRoundTrip<V: Decodable>(_ probe: ParameterProbe<some Encodable & Sendable>, as type: V.Type) throws -> V? {
    var parts = RequestParts()
    try probe.encode(into: &parts, using: APIClient.Configuration.defaultEncoder())
    var headers: [String: String] = [:]
    for header in parts.headers { headers[header.name] = headers[header.name].map { $0 + ", " + header.value } ?? header.value }
    if let cookies = parts.cookieHeader { headers["Cookie"] = cookies }
    let location: String
    switch probe.location {
    case .path: location = "path"
    case .query: location = "query"
    case .header: location = "header"
    case .cookie: location = "cookie"
    }
    var request = ServerRequestParts(method: .get, path: parts.path, query: parts.queryString, headers: headers)
    if probe.location == .path { request = try request.matching("/probe/{\(probe.name)}") }
    return try request.parameter(probe.name, in: location, as: type, style: probe.style, explode: probe.explode,
                                 using: APIClient.Configuration.defaultDecoder())
}

/// A `deepObject` value with an object and an array of objects inside: `p[owner][name]=Ann&p[items][0][price]=5`.
struct NestedFilter: Codable, Equatable, Sendable {
    struct Owner: Codable, Equatable, Sendable { var name: String; var tags: [String] }
    struct Item: Codable, Equatable, Sendable { var price: Int; var color: RGB }
    var owner: Owner
    var items: [Item]
}

/// Stripe's `created`: an object of bounds (`created[gt]=3`, in `deepObject` style) or an integer (`created=5`), as a
/// generated `oneOf` enum decodes it: the object first.
enum CreatedFilter: Codable, Equatable, Sendable {
    struct Bounds: Codable, Equatable, Sendable { var gt: Int?; var lt: Int? }
    case bounds(Bounds)
    case int(Int)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bounds.self) { self = .bounds(value); return }
        self = .int(try container.decode(Int.self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bounds(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        }
    }
}

/// PeerTube's `tagsOneOf`: one tag or several, as a generated `oneOf` enum decodes it: the string first.
enum OneOrMoreTags: Codable, Equatable, Sendable {
    case string(String)
    case stringArray([String])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(String.self) { self = .string(value); return }
        self = .stringArray(try container.decode([String].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .stringArray(let value): try container.encode(value)
        }
    }
}

/// A form body with a required array and a required object, either of which the client leaves out when empty.
struct ListingForm: Codable, Equatable, Sendable {
    struct Shipping: Codable, Equatable, Sendable {
        struct Address: Codable, Equatable, Sendable { var city: String? }
        var address: Address
    }
    var name: String
    var photoUrls: [String]
    var shipping: Shipping
}

@MainActor
func serverChecks(_ harness: Harness) async {
    let ids = [3, 4, 5]
    let words = ["a b", "c,d", "é/f?&=#%"]
    let color = RGB(r: 100, g: 200, b: 150)

    func roundTrip<V: Codable & Equatable & Sendable>(_ name: String, _ value: V, _ location: ProbeLocation,
                                                        _ styles: [ParameterStyle], explodes: [Bool] = [false, true]) async {
        for style in styles {
            for explode in explodes {
                await harness.check("server reads \(name) from \(location) \(style)\(explode ? " exploded" : "")") {
                    let probe = ParameterProbe(location, "p", value, style: style, explode: explode)
                    try expectEqual(try serverRoundTrip(probe, as: V.self), value)
                }
            }
        }
    }

    await roundTrip("an integer", -42, .path, [.simple, .label, .matrix])
    await roundTrip("an array", ids, .path, [.simple, .label, .matrix])
    await roundTrip("strings with reserved characters", words, .path, [.simple, .matrix])
    await roundTrip("an object", color, .path, [.simple, .label, .matrix])
    await roundTrip("a string with reserved characters", "a/b c,d;e=f?", .path, [.simple, .label, .matrix])

    await roundTrip("an integer", 7, .query, [.form])
    await roundTrip("an array", ids, .query, [.form])
    await roundTrip("an array", ids, .query, [.spaceDelimited, .pipeDelimited, .tabDelimited], explodes: [false])
    await roundTrip("strings with reserved characters", words, .query, [.form])
    await roundTrip("an object", color, .query, [.form, .deepObject])
    await roundTrip("objects and arrays nested in an object", NestedFilter(
        owner: .init(name: "Ann Lee", tags: ["x", "y&z"]),
        items: [.init(price: 5, color: color), .init(price: 7, color: RGB(r: 1, g: 2, b: 3))]
    ), .query, [.deepObject], explodes: [true])
    await roundTrip("an object", color, .query, [.spaceDelimited, .pipeDelimited], explodes: [false])
    await roundTrip("a date", Date(timeIntervalSince1970: 1_714_564_800), .query, [.form])
    await roundTrip("a boolean and a double", [true, false], .query, [.form])
    await roundTrip("a double", 2.5, .query, [.form])
    // Exploded: each item is JSON text of its own (unexploded, the commas inside the JSON would split it).
    await roundTrip("objects nested in an array (as JSON)", [color, RGB(r: 1, g: 2, b: 3)], .query, [.form], explodes: [true])

    await roundTrip("a string", "Bearer a b=", .header, [.simple])
    await roundTrip("an array", ids, .header, [.simple])
    await roundTrip("an object", color, .header, [.simple])

    await roundTrip("a string with reserved characters", "abc def;g,h", .cookie, [.form], explodes: [false])
    await roundTrip("an array", ids, .cookie, [.form])
    await roundTrip("an object", color, .cookie, [.form])

    // Values at the edges of the styles (found by sending generated requests of real documents to a generated
    // server whose handlers sent each decoded request again).
    await roundTrip("an array of one empty string", [""], .query, [.form])
    await roundTrip("an array of one empty string", [""], .query, [.spaceDelimited, .pipeDelimited], explodes: [false])
    await roundTrip("an array of one empty string", [""], .header, [.simple])
    await roundTrip("an array of one empty string", [""], .cookie, [.form])
    await roundTrip("an integer for an object or an integer", CreatedFilter.int(5), .query, [.deepObject], explodes: [true])
    await roundTrip("an object for an object or an integer", CreatedFilter.bounds(.init(gt: 3, lt: nil)), .query, [.deepObject], explodes: [true])
    await roundTrip("an array for a string or an array", OneOrMoreTags.stringArray(["a", "b"]), .query, [.form])
    await roundTrip("a string with a comma for a string or an array", OneOrMoreTags.string("a,b"), .query, [.form])
    await roundTrip("an empty string", "", .path, [.label])
    await roundTrip("a dot", ".", .path, [.label])
    await roundTrip("strings that look like JSON arrays", ["[\"a\",\"b\"]", "[]", "x"], .path, [.simple, .matrix])
    await roundTrip("strings that look like JSON arrays", ["[\"a\",\"b\"]", "[]", "x"], .query, [.form])
    await roundTrip("one string that looks like a JSON array", ["[]"], .query, [.form])

    await harness.check("server reads a form body whose required empty array and object the client left out") {
        let pet = ListingForm(name: "Rex", photoUrls: [], shipping: .init(address: .init(city: nil)))
        var parts = RequestParts()
        try parts.setFormBody(pet, styles: ["shipping": FormFieldStyle(.deepObject, explode: true)],
                              using: APIClient.Configuration.defaultEncoder())
        try expectEqual(String(decoding: parts.body ?? Data(), as: UTF8.self), "name=Rex")
        let request = ServerRequestParts(method: .post, path: "/pets", body: parts.body ?? Data())
        let read = try request.decodeForm(ListingForm.self, styles: ["shipping": FormFieldStyle(.deepObject, explode: true)],
                                          using: APIClient.Configuration.defaultDecoder())
        try expectEqual(read, pet)
        // A required member that cannot be empty is still missing.
        let error = try await expectError {
            try ServerRequestParts(method: .post, path: "/pets", body: Data("photoUrls=a".utf8))
                .decodeForm(ListingForm.self, using: APIClient.Configuration.defaultDecoder())
        }
        try expectEqual("\(error)".contains("name"), true, "\(error)")
    }

    await harness.check("server reads an absent optional parameter as nil, in every location") {
        for location in [ProbeLocation.query, .header, .cookie] {
            try expectEqual(try serverRoundTrip(ParameterProbe<Int>(location, "p", nil), as: Int.self), nil, "\(location)")
        }
        try expectEqual(try serverRoundTrip(ParameterProbe<RGB>(.query, "p", nil), as: RGB.self), nil, "exploded object")
    }

    await harness.check("server reads a querystring parameter (OpenAPI 3.2): the whole query, as text or as an object") {
        let request = ServerRequestParts(method: .get, path: "/probe", query: "r=100&g=200&b=150%20")
        let decoder = APIClient.Configuration.defaultDecoder()
        func read<T: Decodable>(_ type: T.Type) throws -> T? {
            try request.parameter("q", in: "querystring", as: type, style: .form, explode: true, using: decoder)
        }
        try expectEqual(try read(String.self), "r=100&g=200&b=150 ")
        try expectEqual(try read([String: String].self), ["r": "100", "g": "200", "b": "150 "])
        try expectEqual(try ServerRequestParts(method: .get, path: "/probe").parameter(
            "q", in: "querystring", as: String.self, style: .form, explode: true, using: decoder), nil)
    }

    await harness.check("server reads a deepObject key of 10,000 brackets without nesting that deep") {
        let key = "p" + String(repeating: "%5Ba%5D", count: 10_000)
        let request = ServerRequestParts(method: .get, path: "/probe", query: key + "=1&p%5Bb%5D=2")
        let read = try request.parameter("p", in: "query", as: [String: String].self, style: .deepObject, explode: true,
                                         using: APIClient.Configuration.defaultDecoder())
        try expectEqual(read?.keys.sorted(), ["a", "b"])
    }

    await harness.check("server refuses a value of the wrong type, naming the parameter") {
        let error = try await expectError { try serverRoundTrip(ParameterProbe(.query, "limit", "ten"), as: Int.self) }
        try expectEqual(String(describing: error), "The query parameter 'limit' is not valid.")
    }
}
