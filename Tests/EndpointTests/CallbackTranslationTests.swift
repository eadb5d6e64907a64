import ClientIR
import ClientRenderer
import GeneratorDiagnostics
import Testing

/// The `callbacks` of operations: one `APIWebhook` type per callback operation, named, documented and placed as the
/// README says, one type for a callback that several operations name.
@Suite("Callbacks")
struct CallbackTranslationTests {
    static let callbacks = document(paths: """
          /streams:
            post:
              operationId: createStream
              parameters:
                - {name: callbackUrl, in: query, required: true, schema: {type: string}}
              callbacks:
                onData:
                  '{$request.query.callbackUrl}/data':
                    post:
                      parameters:
                        - {name: X-Sequence, in: header, required: true, schema: {type: integer}}
                        - {name: id, in: query, schema: {type: string}}
                      requestBody:
                        required: true
                        content:
                          application/json:
                            schema: {type: object, properties: {value: {type: number}}}
                      responses:
                        '202': {description: Taken.}
                      callbacks:
                        again: {'{$request.body#/url}': {post: {responses: {'200': {description: OK}}}}}
                    put:
                      operationId: replaceDataCallback
                      requestBody:
                        content: {text/plain: {schema: {type: string}}}
                "*/ import Evil":
                  "{$request.body#/url}\\n*/ import Evil":
                    post:
                      description: Odd.
              responses: {'201': {description: Created.}}
          /mirrors:
            post:
              operationId: onDataCallback
              callbacks:
                finished: {$ref: '#/components/callbacks/finished'}
              responses: {'201': {description: Created.}}
          /copies:
            post:
              operationId: createCopy
              callbacks:
                done: {$ref: '#/components/callbacks/finished'}
              responses: {'201': {description: Created.}}
        """, extra: """
        components:
          callbacks:
            finished:
              '{$request.body#/notify}':
                post:
                  summary: The job finished.
                  requestBody:
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/Job'}
          schemas:
            Job: {type: object, properties: {id: {type: string}}}
        """)

    @Test func eachCallbackOperationIsATypeNamedAfterItsIDOrItsKey() throws {
        let translated = try Translated(Self.callbacks)
        let callbacks = translated.model.webhooks
        // The endpoint `OnDataCallback` takes the first name; an operationId that ends with `Callback` keeps it once;
        // the shared `finished` callback is one type, registered by both endpoints that name it.
        #expect(callbacks.map(\.typeName) == ["OnDataCallback2", "ReplaceDataCallback", "ImportEvilCallback", "FinishedCallback"])
        #expect(callbacks.map(\.name) == ["onData", "onData", "*/ import Evil", "finished"])
        #expect(callbacks.map(\.httpMethod) == ["POST", "PUT", "POST", "POST"])
        #expect(callbacks.map { $0.callback?.registeredBy ?? [] } == [
            ["CreateStream"], ["CreateStream"], ["CreateStream"], ["OnDataCallback", "CreateCopy"],
        ])
        #expect(translated.model.endpoints.map(\.callbacks) == [
            ["OnDataCallback2", "ReplaceDataCallback", "ImportEvilCallback"], ["FinishedCallback"], ["FinishedCallback"],
        ])
        #expect(callbacks[0].callback?.expression == "{$request.query.callbackUrl}/data")
        #expect(callbacks[3].origin == "#/components/callbacks/finished/{$request.body#~1notify}/post")
        #expect(callbacks[3].body?.type == .optional(.named("Job")))
    }

    @Test func headersAndBodyAreReadAndTheRestIsReported() throws {
        let translated = try Translated(Self.callbacks)
        let onData = try #require(translated.model.webhooks.first)
        #expect(onData.headers.map(\.key) == ["X-Sequence"])
        #expect(onData.body?.type == .named("OnDataCallback2.RequestBody"))
        #expect(onData.answers.map(\.status) == ["202"])
        let warnings = translated.diagnostics.filter { $0.severity == .warning }.map(\.id)
        #expect(warnings.filter { $0 == "webhook.parameter" }.count == 1)
        #expect(warnings.filter { $0 == "webhook.callbacks" }.count == 1)
        #expect(translated.diagnostics.contains { $0.message.contains("the callback's query parameter 'id'") })
    }

    @Test func filesAndDocumentationAreSafe() throws {
        let model = try Translated(Self.callbacks).model
        let files = try render(model)
        #expect(files.keys.filter { $0.hasPrefix("Callbacks/") }.sorted() == [
            "Callbacks/FinishedCallback.swift", "Callbacks/ImportEvilCallback.swift",
            "Callbacks/OnDataCallback2.swift", "Callbacks/ReplaceDataCallback.swift",
        ])
        #expect(files.keys.filter { $0.hasPrefix("Webhooks/") }.isEmpty)
        let finished = try #require(files["Callbacks/FinishedCallback.swift"])
        #expect(finished.contains("/// Callback `finished` of `OnDataCallback`, `CreateCopy`: a `POST` request the API sends to your server, at the URL `{$request.body#/notify}`."))
        #expect(finished.contains(#"WebhookDescription(name: "finished", method: .post, contentTypes: ["application/json"])"#))
        let evil = try #require(files["Callbacks/ImportEvilCallback.swift"])
        #expect(!evil.contains("\nimport Evil") && !evil.contains("\n*/"))
        #expect(evil.contains(#"WebhookDescription(name: "*/ import Evil", method: .post)"#))
        let stream = try #require(files.first { $0.value.contains("struct CreateStream: APIResource") }?.value)
        #expect(stream.contains("/// Callbacks (requests the API may send you after this call): `OnDataCallback2`, `ReplaceDataCallback`, `ImportEvilCallback`."))
        let shards = try render(model, options: WebhookTranslationTests.shards)
        #expect(shards["Webhooks.swift"]?.contains("struct FinishedCallback: APIWebhook") == true)
    }

    @Test func aDocumentWithoutCallbacksHasNone() throws {
        let model = try Translated(WebhookTranslationTests.hooks).model
        #expect(model.webhooks.allSatisfy { $0.callback == nil })
    }
}
