// Parameter serialization, checked on the wire: the request-target and header fields exactly as the recorder
// received them, against the OpenAPI style tables (RFC 3986 percent-encoding; `|`, `[`, `]` encoded).
import Foundation

/// Sends `probe` and returns what the recorder received.
@MainActor
func sendProbe<V>(_ probe: ParameterProbe<V>, _ recorder: Recorder, _ client: APIClient) async throws -> RecordedRequest {
    try await recorder.reset()
    _ = try await client.send(probe)
    return try await recorder.onlyRequest()
}

@MainActor
func parameterChecks(_ harness: Harness, _ recorder: Recorder) async {
    let client = makeClient(recorder)
    let ids = [3, 4, 5]
    let color = RGB(r: 100, g: 200, b: 150)

    func target<V>(_ name: String, _ probe: ParameterProbe<V>, _ expected: String) async {
        await harness.check(name) {
            try expectEqual(try await sendProbe(probe, recorder, client).target, "/api/v3/probe" + expected)
        }
    }

    // Query: the style table of the specification.
    await target("query form exploded array", ParameterProbe(.query, "id", ids), "?id=3&id=4&id=5")
    await target("query form array", ParameterProbe(.query, "id", ids, explode: false), "?id=3,4,5")
    await target("query spaceDelimited", ParameterProbe(.query, "id", ids, style: .spaceDelimited, explode: false), "?id=3%204%205")
    await target("query pipeDelimited", ParameterProbe(.query, "id", ids, style: .pipeDelimited, explode: false), "?id=3%7C4%7C5")
    await target("query tabDelimited (Swagger tsv)", ParameterProbe(.query, "id", ids, style: .tabDelimited, explode: false), "?id=3%094%095")
    await target("query pipeDelimited exploded is form", ParameterProbe(.query, "id", ids, style: .pipeDelimited, explode: true), "?id=3&id=4&id=5")
    await target("query deepObject", ParameterProbe(.query, "color", color, style: .deepObject, explode: true),
                 "?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150")
    await target("query deepObject nested", ParameterProbe(.query, "filter", PetForm(name: "Rex", tags: ["a", "b"], owner: Owner(name: "Ann")), style: .deepObject),
                 "?filter%5Bname%5D=Rex&filter%5Btags%5D%5B0%5D=a&filter%5Btags%5D%5B1%5D=b&filter%5Bowner%5D%5Bname%5D=Ann")
    await target("query form exploded object", ParameterProbe(.query, "color", color), "?R=100&G=200&B=150")
    await target("query form object", ParameterProbe(.query, "color", color, explode: false), "?color=R,100,G,200,B,150")
    await target("query spaceDelimited object", ParameterProbe(.query, "color", color, style: .spaceDelimited, explode: false),
                 "?color=R%20100%20G%20200%20B%20150")
    await target("query primitive", ParameterProbe(.query, "limit", 10), "?limit=10")
    await target("query nil adds nothing", ParameterProbe<Int>(.query, "limit", nil), "")
    await target("query empty array adds nothing", ParameterProbe(.query, "id", [Int]()), "")
    await target("query empty string", ParameterProbe(.query, "q", ""), "?q=")
    await target("query reserved characters encoded", ParameterProbe(.query, "q", "a&b=c+d#e f/?x,y"),
                 "?q=a%26b%3Dc%2Bd%23e%20f%2F%3Fx%2Cy")
    await target("query array elements keep their commas encoded", ParameterProbe(.query, "q", ["a,b", "c"], explode: false), "?q=a%2Cb,c")
    await target("query allowReserved", ParameterProbe(.query, "path", "a/b?c:d,e@f&g=h#i%20j", allowReserved: true),
                 "?path=a/b?c:d,e@f&g=h%23i%20j")
    await target("query names are encoded", ParameterProbe(.query, "first name", "Zoë"), "?first%20name=Zo%C3%AB")
    await target("query enum raw value", ParameterProbe(.query, "status", PetStatus.pending), "?status=pending")
    await target("query enum array", ParameterProbe(.query, "status", [PetStatus.available, .sold]), "?status=available&status=sold")
    await target("query booleans and numbers", ParameterProbe(.query, "n", [JSONNumberProbe.bool(true), .double(3.5), .double(2), .int64(Int64.max)], explode: false),
                 "?n=true,3.5,2,9223372036854775807")
    await target("query date follows the encoder", ParameterProbe(.query, "since", Date(timeIntervalSince1970: 1_714_564_800)),
                 "?since=2024-05-01T12%3A00%3A00Z")
    await target("query dictionary keys sorted", ParameterProbe(.query, "m", ["b": 2, "a": 1, "c": 3]), "?a=1&b=2&c=3")

    // Path: simple, label, matrix.
    await target("path simple", ParameterProbe(.path, "id", 5), "/5")
    await target("path simple array", ParameterProbe(.path, "id", ids), "/3,4,5")
    await target("path simple object", ParameterProbe(.path, "color", color), "/R,100,G,200,B,150")
    await target("path simple exploded object", ParameterProbe(.path, "color", color, explode: true), "/R=100,G=200,B=150")
    await target("path label", ParameterProbe(.path, "id", 5, style: .label), "/.5")
    await target("path label array", ParameterProbe(.path, "id", ids, style: .label), "/.3,4,5")
    await target("path label exploded array", ParameterProbe(.path, "id", ids, style: .label, explode: true), "/.3.4.5")
    await target("path label exploded object", ParameterProbe(.path, "color", color, style: .label, explode: true), "/.R=100.G=200.B=150")
    await target("path matrix", ParameterProbe(.path, "id", 5, style: .matrix), "/;id=5")
    await target("path matrix array", ParameterProbe(.path, "id", ids, style: .matrix), "/;id=3,4,5")
    await target("path matrix exploded array", ParameterProbe(.path, "id", ids, style: .matrix, explode: true), "/;id=3;id=4;id=5")
    await target("path matrix object", ParameterProbe(.path, "color", color, style: .matrix), "/;color=R,100,G,200,B,150")
    await target("path matrix exploded object", ParameterProbe(.path, "color", color, style: .matrix, explode: true), "/;R=100;G=200;B=150")
    await target("path matrix empty string", ParameterProbe(.path, "id", "", style: .matrix), "/;id")

    // Path values stay inside their segment.
    await target("path traversal slash", ParameterProbe(.path, "file", "../admin"), "/..%2Fadmin")
    await target("path slash", ParameterProbe(.path, "file", "a/b"), "/a%2Fb")
    await target("path dot-dot segment", ParameterProbe(.path, "file", ".."), "/%2E%2E")
    await target("path dot segment", ParameterProbe(.path, "file", "."), "/%2E")
    await target("path query and fragment characters", ParameterProbe(.path, "file", "a?b#c d;e=f"), "/a%3Fb%23c%20d%3Be%3Df")
    await target("path unicode", ParameterProbe(.path, "name", "café"), "/caf%C3%A9")

    await harness.check("GetPetById writes its path parameter") {
        try await recorder.reset(.json("/api/v3/pet/42", #"{"id":42,"name":"Rex"}"#))
        let pet = try await client.getPetById(petId: 42)
        try expectEqual(pet, Pet(id: 42, name: "Rex"))
        try expectEqual(try await recorder.onlyRequest().target, "/api/v3/pet/42")
    }

    // Headers (simple, not percent-encoded) and cookies (form).
    func header<V>(_ name: String, _ probe: ParameterProbe<V>, _ expected: String?) async {
        await harness.check(name) {
            try expectEqual(try await sendProbe(probe, recorder, client).header(probe.name), expected)
        }
    }
    await header("header primitive", ParameterProbe(.header, "X-Request-Id", "abc 123/x,y%"), "abc 123/x,y%")
    await header("header array", ParameterProbe(.header, "X-Ids", ids), "3,4,5")
    await header("header object", ParameterProbe(.header, "X-Color", color), "R,100,G,200,B,150")
    await header("header exploded object", ParameterProbe(.header, "X-Color", color, explode: true), "R=100,G=200,B=150")
    await header("header nil adds nothing", ParameterProbe<String>(.header, "X-Trace", nil), nil)
    await header("header empty array adds nothing", ParameterProbe(.header, "X-Ids", [Int]()), nil)

    func cookie<V>(_ name: String, _ probe: ParameterProbe<V>, _ expected: String) async {
        await harness.check(name) {
            try expectEqual(try await sendProbe(probe, recorder, client).header("Cookie"), expected)
        }
    }
    await cookie("cookie primitive", ParameterProbe(.cookie, "theme", "dark blue"), "theme=dark%20blue")
    await cookie("cookie delimiters encoded", ParameterProbe(.cookie, "note", "a;b,c=d\\\"é%"), "note=a%3Bb%2Cc=d%5C%22%C3%A9%25")
    await cookie("cookie array", ParameterProbe(.cookie, "ids", ids, explode: false), "ids=3,4,5")
    await cookie("cookie exploded array", ParameterProbe(.cookie, "ids", ids), "ids=3; ids=4; ids=5")
    await cookie("cookie exploded object", ParameterProbe(.cookie, "color", color), "R=100; G=200; B=150")
    await cookie("cookie names are tokens: ; = space % encoded", ParameterProbe(.cookie, "a;b=c d%", "v"), "a%3Bb%3Dc%20d%25=v")
    await cookie("cookie object keys are tokens", ParameterProbe(.cookie, "m", ["x;admin=1": "v"]), "x%3Badmin%3D1=v")

    await harness.check("a header name that is not a token is refused before sending") {
        try await recorder.reset()
        for name in ["X-A\r\nX-Admin", "X A", "X:A", "", "X-\u{0}", "Ä"] {
            let error = try await expectError { try await client.send(ParameterProbe(.header, name, "v")) }
            guard case APIError.invalidHeaderName(let refused)? = error as? APIError else {
                throw CheckFailure(description: "expected APIError.invalidHeaderName, got \(error)")
            }
            try expectEqual(refused, name)
        }
        try expectEqual(try await recorder.requests().count, 0, "requests sent")
    }
}

/// Mixed primitives in one array.
enum JSONNumberProbe: Encodable, Sendable {
    case bool(Bool), double(Double), int64(Int64)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .int64(let value): try container.encode(value)
        }
    }
}
