import Foundation
import TestSupport
import Testing

/// `Fixtures/response-header-enums.yaml`: a response header whose schema is an inline enum, or a list of one, is read
/// into a type of its own, nested in the endpoint and named after the header (`GetStatus.Cache`), as a parameter's
/// enum is; the generated server writes it back. Before, such a header was a `String`. A value the document does not
/// list is kept (`unknown`), and an inline object stays the header's text.
@Suite("Response headers of enum types")
struct ResponseHeaderEnumsRunTests {
    static let program = #"""
        import Foundation

        func show(_ output: GetStatus.Output) {
            print(output.body.ok ?? false, output.cache.map { "\($0)" } ?? "nil",
                  output.contentLanguage?.map(\.rawValue) ?? [], output.limits ?? "nil")
        }
        let answers: [[String: String]] = [
            ["X-Cache": "miss", "Content-Language": "de, en-us", "X-Limits": "calls,10"],
            ["x-cache": "stale"],
        ]
        for headers in answers {
            let response = HTTPResponseParts(status: 200, headers: headers, body: Data(#"{"ok":true}"#.utf8))
            show(try GetStatus.decode(response, using: JSONDecoder()))
        }
        let down = HTTPResponseParts(status: 503, headers: ["X-Cache": "hit"])
        do {
            _ = try GetStatus.decode(down, using: JSONDecoder())
        } catch GetStatus.Failure.serviceUnavailable(let output, _) {
            print("503:", output.cache.map { "\($0)" } ?? "nil")
        }

        let output = GetStatus.Output(body: .init(ok: true), cache: .hit, contentLanguage: [.enUs, .de])
        let sent = try GetStatus.answer(output, using: JSONEncoder())
        print("sent:", sent.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })
        show(try GetStatus.decode(sent, using: JSONDecoder()))
        """#

    @Test("Enum headers are read, kept when unknown, and written back", .enabled(if: SwiftCompiler.isAvailable))
    func enumHeaders() throws {
        let output = try GeneratedProgram.run(Self.program, against: "response-header-enums.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == """
            true miss ["de", "en-us"] calls,10
            true unknown("stale") [] nil
            503: hit
            sent: ["Content-Language: en-us,de", "Content-Type: application/json", "X-Cache: hit"]
            true hit ["en-us", "de"] nil

            """)
    }
}
