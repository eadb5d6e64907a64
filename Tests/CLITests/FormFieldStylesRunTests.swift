import Foundation
import TestSupport
import Testing

/// `Fixtures/form-field-styles.yaml`: the fields of a form body whose encoding object names a style are written in
/// it, as Stripe's API needs (`metadata[order]=6735`), and the generated server reads them back; before, every
/// object was a field holding its JSON text, and the encoding was not read.
@Suite("Form fields written in the style their encoding names")
struct FormFieldStylesRunTests {
    static let program = #"""
        import Foundation

        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let customer = PostCustomers(body: .init(
            name: "Ann Lee", expand: ["sources", "tax"], ids: [1, 2], metadata: ["order": "6735"],
            address: .init(city: "Paris")
        ))
        let request = try await client.makeRequest(for: customer)
        for field in String(decoding: request.httpBody ?? Data(), as: UTF8.self).split(separator: "&") {
            print(field.removingPercentEncoding ?? "?")
        }
        let received = ServerRequestParts(
            method: .post, target: "/customers", headers: request.allHTTPHeaderFields ?? [:], body: request.httpBody ?? Data()
        )
        let read = try PostCustomers(from: received, using: JSONDecoder()).body
        print("read:", read?.name ?? "nil", read?.expand ?? [], read?.ids ?? [], read?.metadata ?? [:], read?.address?.city ?? "nil")
        """#

    @Test("Styled fields", .enabled(if: SwiftCompiler.isAvailable))
    func styledFields() throws {
        let output = try GeneratedProgram.run(Self.program, against: "form-field-styles.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == """
            name=Ann+Lee
            expand[0]=sources
            expand[1]=tax
            ids=1|2
            metadata[order]=6735
            address={"city":"Paris"}
            read: Ann Lee ["sources", "tax"] [1, 2] ["order": "6735"] Paris

            """)
    }
}
