import Foundation
import TestSupport
import Testing

/// `Fixtures/json-content-headers.yaml`: a response header given by `content: application/json` carries JSON text.
/// An inline object there is a type nested in the endpoint (it was a `String`), a `$ref` the component's type, a
/// string the text inside the JSON quotes; the generated server writes each as JSON (it wrote the `simple` style,
/// `id,7,display,Ann`, which the client could not read back). JSON in a header field is ASCII: other characters are
/// `\u` escapes, in a request's header parameter as in an answer's header. A header whose `schema` is an object is
/// read from its `simple`-style text (`limit,10,scope,user`), as a server writes it.
@Suite("Response headers of objects: JSON given by content, and simple style")
struct JSONContentHeaderRunTests {
    static let program = ##"""
        import Foundation

        func show(_ output: DownloadFile.Output) {
            let result = output.apiResult
            print(result?.name ?? "nil", result?.size ?? -1, result?.tags ?? [], output.owner?.id ?? -1,
                  output.owner?.display ?? "nil", output.label ?? "nil", output.body.count,
                  output.rate.map { "\($0.limit ?? -1) \($0.scope ?? "nil") \($0.burst.map(String.init) ?? "nil")" } ?? "no rate")
        }
        let received = HTTPResponseParts(status: 200, headers: [
            "X-Api-Result": #"{"name": "a, b.txt", "size": 3, "tags": ["x", "y"]}"#,
            "X-Owner": #"{"id":7,"display":"Ann"}"#, "X-Label": #""draft, \"1\"""#, "X-Rate": "limit,10,scope,user",
        ], body: Data("abc".utf8))
        show(try DownloadFile.decode(received, using: JSONDecoder()))
        // An object in simple style: exploded, a value that only a string reads (`007` is no JSON number).
        for rate in ["limit=5,scope=org,burst=true", "scope,007"] {
            show(try DownloadFile.decode(HTTPResponseParts(status: 200, headers: ["X-Rate": rate]), using: JSONDecoder()))
        }

        // Sent as JSON with every character outside ASCII escaped, and read back by a server.
        var request = RequestParts()
        let download = DownloadFile(name: "n", xApiArg: .init(path: "/Café ☕ 🐱.txt"))
        try download.encode(into: &request, using: JSONEncoder())
        print(request.headers.map { "\($0.name): \($0.value)" })
        let served = try DownloadFile(from: ServerRequestParts(
            method: .get, target: "/files/n", headers: Dictionary(uniqueKeysWithValues: request.headers.map { ($0.name, $0.value) })
        ).matching(DownloadFile.pathTemplate), using: JSONDecoder())
        print(served.xApiArg.path ?? "nil")

        let output = DownloadFile.Output(
            body: Data("abcd".utf8), apiResult: .init(name: "c.txt", size: 4, tags: ["z"]),
            owner: Owner(id: 8, display: "Bo"), label: "final é", rate: Rate(limit: 3, scope: "a b")
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let sent = try DownloadFile.answer(output, using: encoder)
        for key in ["X-Api-Result", "X-Owner", "X-Label", "X-Rate"] { print(key + ":", sent.headers[key] ?? "nil") }
        show(try DownloadFile.decode(sent, using: JSONDecoder()))
        """##

    @Test("JSON headers are typed, read as JSON and written as JSON", .enabled(if: SwiftCompiler.isAvailable))
    func jsonHeaders() throws {
        let output = try GeneratedProgram.run(Self.program, against: "json-content-headers.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == #"""
            a, b.txt 3 ["x", "y"] 7 Ann draft, "1" 3 10 user nil
            nil -1 [] -1 nil nil 0 5 org true
            nil -1 [] -1 nil nil 0 -1 007 nil
            ["X-Api-Arg: {\"path\":\"\\/Caf\\u00e9 \\u2615 \\ud83d\\udc31.txt\"}"]
            /Café ☕ 🐱.txt
            X-Api-Result: {"name":"c.txt","size":4,"tags":["z"]}
            X-Owner: {"display":"Bo","id":8}
            X-Label: "final \u00e9"
            X-Rate: limit,3,scope,a b
            c.txt 4 ["z"] 8 Bo final é 4 3 a b nil

            """#)
    }
}
