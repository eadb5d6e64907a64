import Foundation
import TestSupport
import Testing

/// `Fixtures/form-field-styles.yaml`: the fields of a form body whose encoding object names a style are written in
/// it, as Stripe's API needs (`metadata[order]=6735`), and the generated server reads them back; before, every
/// object was a field holding its JSON text, and the encoding was not read. The server reads nested `deepObject`
/// members (`shipping[items][0][price]`) too; before, it read one level and lost deeper ones. A field whose encoding
/// allows reserved characters is sent with them as they are; before, its `:/?=` were percent-encoded. An optional form
/// body without fields is read back as a form; before, the server read its empty body as no body.
@Suite("Form fields written in the style their encoding names")
struct FormFieldStylesRunTests {
    static let program = #"""
        import Foundation

        let client = APIClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let customer = PostCustomers(body: .init(
            name: "Ann Lee", callback: "https://shop.example/done?order=7 ok", expand: ["sources", "tax"], ids: [1, 2], metadata: ["order": "6735"],
            address: .init(city: "Paris"),
            shipping: .init(
                address: .init(city: "Lyon", lines: ["1 Rue Neuve", "Bât. B"]),
                items: [.init(price: "price_1", quantity: 2), .init(price: "price_2", quantity: 1)]
            )
        ))
        let request = try await client.makeRequest(for: customer)
        for field in String(decoding: request.httpBody ?? Data(), as: UTF8.self).split(separator: "&") {
            print(field.hasPrefix("callback=") ? "sent as \(field)" : field.removingPercentEncoding ?? "?")
        }
        let received = ServerRequestParts(
            method: .post, target: "/customers", headers: request.allHTTPHeaderFields ?? [:], body: request.httpBody ?? Data()
        )
        let read = try PostCustomers(from: received, using: JSONDecoder()).body
        print("read:", read?.callback ?? "nil", read?.name ?? "nil", read?.expand ?? [], read?.ids ?? [], read?.metadata ?? [:], read?.address?.city ?? "nil")
        let shipping = read?.shipping
        print("shipping:", shipping?.address?.city ?? "nil", shipping?.address?.lines ?? [],
              shipping?.items?.map { "\($0.price ?? "nil") x\($0.quantity ?? 0)" } ?? [])

        // An optional form without fields is an empty body with its media type: read back as a form, not as none.
        for call in [PostCustomers(body: .init()), PostCustomers()] {
            let sent = try await client.makeRequest(for: call)
            let parts = ServerRequestParts(
                method: .post, target: "/customers", headers: sent.allHTTPHeaderFields ?? [:], body: sent.httpBody ?? Data()
            )
            let body = try PostCustomers(from: parts, using: JSONDecoder()).body
            print(call.body == nil ? "no body:" : "empty form:", body.map { _ in "a form" } ?? "nil")
        }
        """#

    @Test("Styled fields", .enabled(if: SwiftCompiler.isAvailable))
    func styledFields() throws {
        let output = try GeneratedProgram.run(Self.program, against: "form-field-styles.yaml", arguments: ["--server"])
        #expect(output.status == 0)
        #expect(output.output == """
            name=Ann+Lee
            sent as callback=https://shop.example/done?order=7%20ok
            expand[0]=sources
            expand[1]=tax
            ids=1|2
            metadata[order]=6735
            address={"city":"Paris"}
            shipping[address][city]=Lyon
            shipping[address][lines][0]=1 Rue Neuve
            shipping[address][lines][1]=Bât. B
            shipping[items][0][price]=price_1
            shipping[items][0][quantity]=2
            shipping[items][1][price]=price_2
            shipping[items][1][quantity]=1
            read: https://shop.example/done?order=7 ok Ann Lee ["sources", "tax"] [1, 2] ["order": "6735"] Paris
            shipping: Lyon ["1 Rue Neuve", "Bât. B"] ["price_1 x2", "price_2 x1"]
            empty form: a form
            no body: nil

            """)
    }
}
