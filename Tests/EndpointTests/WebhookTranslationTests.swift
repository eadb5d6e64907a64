import ClientIR
import ClientRenderer
import Testing

/// The `webhooks` of a 3.1 document: one `APIWebhook` type each, named, documented and decoded as the document says.
@Suite("Webhooks")
struct WebhookTranslationTests {
    static let hooks = document(paths: """
          /pets:
            get:
              operationId: petAdoptedWebhook
              responses: {'204': {description: Done.}}
        """, extra: """
        webhooks:
          pet_adopted:
            post:
              description: "Sent when a pet is adopted. */ import Evil"
              parameters:
                - {name: X-Attempt, in: header, schema: {type: integer}}
                - {name: X-Signature, in: header, required: true, schema: {type: string}}
              requestBody:
                content:
                  application/json:
                    schema: {type: object, properties: {pet: {type: string}}}
              responses:
                '204': {description: Received.}
                "2\\n00": {description: "Odd."}
            put:
              requestBody:
                content: {text/plain: {schema: {type: string}}}
          PetWebhook:
            post:
              operationId: APIWebhook
              deprecated: true
        components:
          schemas:
            PetAdoptedWebhook2: {type: string}
        """)

    static var shards: RenderOptions {
        var options = RenderOptions()
        options.layout = .shards(2)
        return options
    }

    @Test func eachOperationIsATypeNamedAfterItsIDOrItsKey() throws {
        let translated = try Translated(Self.hooks)
        let webhooks = translated.model.webhooks
        // The endpoint `PetAdoptedWebhook` and the schema `PetAdoptedWebhook2` are taken; a reserved name gets a
        // number too, and a name that ends with `Webhook` keeps it once.
        #expect(webhooks.map(\.typeName) == ["PetAdoptedWebhook3", "PetAdoptedWebhook4", "APIWebhook2"])
        #expect(webhooks.map(\.name) == ["pet_adopted", "pet_adopted", "PetWebhook"])
        #expect(webhooks.map(\.httpMethod) == ["POST", "PUT", "POST"])
        #expect(webhooks[2].isDeprecated && webhooks[2].body == nil)
        #expect(translated.model.endpoints.map(\.typeName) == ["PetAdoptedWebhook"])
    }

    @Test func headersAndBodyAreRead() throws {
        let webhook = try #require(Translated(Self.hooks).model.webhooks.first)
        #expect(webhook.headers.map(\.key) == ["X-Signature", "X-Attempt"])
        #expect(webhook.headers.map(\.type) == [.builtin("String"), .optional(.builtin("Int"))])
        #expect(webhook.body?.type == .optional(.named("PetAdoptedWebhook3.RequestBody")))
        #expect(webhook.nested.map(\.name) == ["RequestBody"])
        #expect(webhook.answers.map(\.status) == ["204", "2\n00"])
    }

    @Test func documentationAndNamesAreSafeInTheSource() throws {
        let files = try render(Translated(Self.hooks).model)
        let source = try #require(files["Webhooks/PetAdoptedWebhook3.swift"])
        #expect(source.contains(#"/// Sent when a pet is adopted. *\/ import Evil"#))
        #expect(source.contains("/// - `2 00`: Odd."))
        #expect(!source.contains("\nimport Evil"))
        #expect(source.contains(#"WebhookDescription(name: "pet_adopted", method: .post, contentTypes: ["application/json"])"#))
        #expect(files["Runtime/APIWebhook.swift"] != nil)
        let shards = try render(Translated(Self.hooks).model, options: Self.shards)
        #expect(shards["Webhooks.swift"]?.contains("struct APIWebhook2: APIWebhook") == true)
        #expect(shards.keys.filter { $0.hasPrefix("Webhooks/") }.isEmpty)
    }

    @Test func aDocumentWithoutWebhooksHasNoWebhookFiles() throws {
        let files = try render(Translated(document(paths: "  {}")).model)
        #expect(files.keys.filter { $0.contains("Webhooks") } == [])
        let shards = try render(Translated(document(paths: "  {}")).model, options: Self.shards)
        #expect(shards["Webhooks.swift"]?.contains("struct") == false)
    }
}
