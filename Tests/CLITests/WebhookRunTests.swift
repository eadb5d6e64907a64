import Foundation
import TestSupport
import Testing

/// `Fixtures/webhooks.yaml`: webhooks (OpenAPI 3.1) and an operation's callback become `APIWebhook` types that
/// decode the request the API sends, from its header fields and body as a server received them.
@Suite("Webhooks, compiled and run")
struct WebhookRunTests {
    static let program = #"""
        import Foundation

        func attempt(_ body: () throws -> String) -> String {
            do { return try body() } catch let error as DecodingError {
                switch error {
                case .valueNotFound(_, let context), .dataCorrupted(let context), .typeMismatch(_, let context):
                    return "error: " + context.debugDescription
                default: return "error: \(error)"
                }
            } catch { return "error: \(error)" }
        }
        let json = WebhookRequestParts(
            headers: ["x-signature": "abc", "X-Attempt": "2", "Content-Type": "application/json; charset=utf-8"],
            body: Data(#"{"pet":"Rex","fee":12.5}"#.utf8)
        )
        print(attempt {
            let hook = try PetAdoptedWebhook(from: json)
            guard case .json(let adoption) = hook.body else { return "not JSON" }
            return "\(hook.xSignature) \(hook.xAttempt ?? 0) \(adoption.pet) \(adoption.fee ?? 0)"
        })
        print(attempt {
            let hook = try PetAdoptedWebhook(from: WebhookRequestParts(headers: ["X-Signature": "s", "content-type": "text/plain"], body: Data("hello".utf8)))
            guard case .text(let text) = hook.body else { return "not text" }
            return "\(text) \(hook.xAttempt.map(String.init) ?? "none")"
        })
        print(attempt { _ = try PetAdoptedWebhook(from: WebhookRequestParts(headers: ["Content-Type": "application/json"], body: Data("{}".utf8))); return "decoded" })
        print(attempt { _ = try PetAdoptedWebhook(from: WebhookRequestParts(headers: ["X-Signature": "s", "Content-Type": "image/png"])); return "decoded" })
        print(PetAdoptedWebhook.webhook.name, PetAdoptedWebhook.webhook.method.rawValue, PetAdoptedWebhook.webhook.contentTypes)
        print(attempt {
            let empty = try PingWebhook(from: WebhookRequestParts())
            let dated = try PingWebhook(from: WebhookRequestParts(body: Data(#"{"at":"2024-05-01T12:30:00.25Z"}"#.utf8)))
            return "\(empty.body == nil) \(dated.body?.at?.timeIntervalSince1970 ?? 0)"
        })
        print(attempt {
            let ping = try PingWebhook(from: WebhookRequestParts(headers: ["X-Origin": "{\"host\":\"a,b\"}", "X-Note": "\"hi, \\\"you\\\"\""]))
            return "\(ping.xOrigin?.host ?? "nil") \(ping.xNote ?? "nil")"
        })
        print(PingWebhook.webhook.name, PingWebhook.webhook.method.rawValue)
        print(attempt {
            let callback = try AdoptedCallback(from: WebhookRequestParts(headers: ["X-Sequence": "7"], body: Data(#"{"pet":"Tom"}"#.utf8)))
            return "\(AdoptedCallback.webhook.name) \(callback.xSequence) \(callback.body.pet)"
        })
        print(attempt { _ = try AdoptedCallback(from: WebhookRequestParts(headers: ["X-Sequence": "seven"], body: Data(#"{"pet":"Tom"}"#.utf8))); return "decoded" })
        let watch = WatchAdoptions(callbackUrl: "https://example.com/hooks?id=1")
        print(watch.callbackUrl)
        """#

    @Test("A webhook's and a callback's header fields and body decode from a received request", .enabled(if: SwiftCompiler.isAvailable))
    func webhooksDecodeReceivedRequests() throws {
        let output = try GeneratedProgram.run(Self.program, against: "webhooks.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            abc 2 Rex 12.5
            hello none
            error: The webhook request has no 'X-Signature' header field.
            error: The webhook request's body is image/png, which the webhook does not describe, or not as JSON, text or bytes.
            pet_adopted POST ["application/json", "text/plain"]
            true 1714566600.25
            a,b hi, "you"
            petPing PUT
            adopted 7 Tom
            error: The header field 'X-Sequence' is not a valid Int.
            https://example.com/hooks?id=1

            """)
    }

    /// `Fixtures/webhooks-unread.yaml`: a query parameter is skipped, and a form body is declared but cannot be
    /// decoded: both with a warning, and decoding such a request throws.
    static let unread = #"""
        import Foundation

        do {
            _ = try FormWebhook(from: WebhookRequestParts(headers: ["Content-Type": "application/x-www-form-urlencoded"], body: Data("a=1".utf8)))
            print("decoded")
        } catch {
            print("error")
        }
        print(try HookWebhook(from: WebhookRequestParts(body: Data(#"{"a":"b"}"#.utf8))).body.a ?? "-")
        """#

    @Test("What a webhook type cannot read is reported", .enabled(if: SwiftCompiler.isAvailable))
    func unreadPartsAreReported() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = CLIRunner.fixtures.appendingPathComponent("webhooks-unread.yaml").path
        let result = try CLIRunner.run(["generate", spec, "--output", directory.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: the webhook's query parameter 'source' is not read from a received request; it is skipped (at #/webhooks/hook/post) [webhook.parameter]"))
        #expect(result.stderr.contains("warning: header parameter 'Authorization' is ignored, as OpenAPI says; read it with WebhookRequestParts.header(_:) (at #/webhooks/hook/post) [parameter.ignored-header]"))
        #expect(result.stderr.contains("warning: a webhook body sent as a form or multipart is not decoded: decoding a request that has one throws (at #/webhooks/form/post) [webhook.content]"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Webhooks").path).sorted()
        #expect(files == ["FormWebhook.swift", "HookWebhook.swift"])
        let output = try GeneratedProgram.run(Self.unread, against: "webhooks-unread.yaml", allowingWarnings: true)
        #expect(output.status == 0)
        #expect(output.output == "error\nb\n")
    }
}
