import Foundation
import TestSupport
import Testing

/// `validation: true`: the generated types, endpoints and webhooks check the schemas' validation keywords. The client of
/// `Fixtures/constraints.yaml` is generated, compiled with a program that validates values, and run.
@Suite("Generated validation", .serialized)
struct ValidationTests {
    let spec = CLIRunner.fixtures.appendingPathComponent("constraints.yaml").path

    /// Validates one valid and several invalid values; prints `valid` or one line per violation.
    static let program = #"""
        import Foundation

        func show(_ value: some APIValidatable) {
            do {
                try value.validate()
                print("valid")
            } catch {
                for violation in error.violations { print(violation.keyword, violation) }
            }
        }

        show(Profile(name: "Ada", age: 36, score: 1, level: 1, balance: 10, quote: "\"(x)\"\\dd", tags: ["a", "b"],
                     email: "a@b.c", codes: [1, 9], labels: ["a": "b"], step: 0.3, pets: [Pet(name: "Rex")],
                     byName: ["rex": Pet(name: "Rex")], choice: .pet(Pet(name: "Tom"))))
        show(Profile(
            name: "Adalovelace", nickname: "toolong", age: 151, score: 0, level: 10, balance: Decimal(string: "100.5"),
            quote: "\"(x)\"", tags: [], pets: [Pet(name: "R"), Pet(name: "ok")], byName: ["a/b~c": Pet(name: "")],
            friend: Profile(name: "", age: -1), slots: [nil, .init(code: "ab")], legacy: "old", choice: .pet(Pet(name: "T")), status: .on))
        show(Profile(name: "x", age: 1, tags: ["a", "toolong", "a"], email: "ada.lovelace", codes: [3, 10, 3],
                     labels: ["a": "b", "c": "d"], step: 0.25))
        show(CreateAccount.RequestBody(handle: "9x", profile: Profile(name: "abcdef", age: 1)))
        show(CreateAccount(body: .init(handle: "ada_"), limit: 500, labels: ["ok", "x", "no"]))
        show(CreateAccount(body: .init(handle: "a-b-c")))
        show(CreateAccount(body: .init(handle: "ada"), limit: 100))
        show(Choice.string("anything"))
        show(Pet(name: "e\u{301}"))  // one Character, two Unicode scalars: long enough
        show(Profile(name: "x", age: 0, level: 0))
        show(Profile(name: "x", age: 0, weights: [0.5, 1.5, 1], prices: [Decimal(1), Decimal(string: "-0.5")!]))
        show(CreateAccount(body: .init(handle: "ada"), filter: Pet(name: "x")))
        show(AccountCreatedWebhook(xSignature: "short", body: Pet(name: "x")))
        show(AccountCreatedWebhook(xSignature: "long enough"))
        """#

    static let expected = """
        valid
        maxLength /name: is 11 characters long, longer than 5
        maxLength /nickname: is 7 characters long, longer than 3
        maximum /age: is 151, more than 150
        exclusiveMinimum /score: is 0.0, not more than 0
        exclusiveMaximum /level: is 10, not less than 10
        maximum /balance: is 100.5, more than 100
        pattern /quote: does not match the pattern "\\(x\\)"\\\\d+
        minItems /tags: has 0 items, fewer than 1
        minLength /pets/0/name: is 1 character long, shorter than 2
        minLength /byName/a~1b~0c/name: is 0 characters long, shorter than 2
        minLength /friend/name: is 0 characters long, shorter than 1
        minimum /friend/age: is -1, less than 0
        maxLength /slots/1/code: is 2 characters long, longer than 1
        maxLength /legacy: is 3 characters long, longer than 2
        minLength /choice/name: is 1 character long, shorter than 2
        maxItems /tags: has 3 items, more than 2
        uniqueItems /tags: has item 2 twice
        maxLength /tags/1: is 7 characters long, longer than 4
        maxLength /email: is 12 characters long, longer than 8
        pattern /email: does not match the pattern @
        maxItems /codes: has 3 items, more than 2
        uniqueItems /codes: has item 2 twice
        maximum /codes/1: is 10, more than 9
        maxProperties /labels: has 2 members, more than 1
        multipleOf /step: is 0.25, not a multiple of 0.1
        minLength /handle: is 2 characters long, shorter than 3
        pattern /handle: does not match the pattern ^[a-z][a-z0-9_]*$
        maxLength /profile/name: is 6 characters long, longer than 5
        maximum /limit: is 500, more than 100
        maxItems /labels: has 3 items, more than 2
        minLength /labels/1: is 1 character long, shorter than 2
        pattern /body/handle: does not match the pattern ^[a-z][a-z0-9_]*$
        valid
        valid
        valid
        minimum /level: is 0, less than 0.5
        maximum /weights/1: is 1.5, more than 1
        minimum /prices/1: is -0.5, less than 0
        minLength /filter/name: is 1 character long, shorter than 2
        minLength /X-Signature: is 5 characters long, shorter than 10
        minLength /body/name: is 1 character long, shorter than 2
        valid

        """

    @Test("A server that validates answers a request breaking its constraints 400, listing them", .enabled(if: SwiftCompiler.isAvailable))
    func serverRefusesInvalidRequests() throws {
        let program = ##"""
            import Foundation

            var router = APIRouter()
            router.encoder.outputFormatting = .sortedKeys
            router.handle(CreateAccount.self) { _ in Profile(name: "ok", age: 1) }
            for (query, handle) in [("limit=500&labels=ok&labels=x", "9x"), ("limit=5", "ada")] {
                let answer = await router.respond(to: ServerRequestParts(
                    method: .post, target: "/accounts?" + query, headers: ["Content-Type": "application/json"],
                    body: Data(#"{"handle":"\#(handle)"}"#.utf8)))
                print(answer.status, answer.text())
            }
            """##
        let result = try GeneratedProgram.run(program, against: "constraints.yaml", arguments: ["--validation", "--server"])
        #expect(result.status == 0)
        #expect(result.output == """
            400 The request breaks 4 constraints of the API description: /limit: is 500, more than 100; \
            /labels/1: is 1 character long, shorter than 2; /body/handle: is 2 characters long, shorter than 3; \
            /body/handle: does not match the pattern ^[a-z][a-z0-9_]*$
            201 {"age":1,"name":"ok"}

            """)
    }

    @Test("Off by default; --validation and the configuration file turn it on")
    func offByDefault() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("openapi.yaml")
        try FileManager.default.copyItem(atPath: spec, toPath: copy.path)
        func generated(_ arguments: [String]) throws -> (runtime: Bool, conforms: Bool) {
            let out = directory.appendingPathComponent("out")
            try? FileManager.default.removeItem(at: out)
            let result = try CLIRunner.run(["generate", copy.path, "--output", out.path] + arguments)
            try #require(result.status == 0, "\(result.stderr)")
            let profile = try String(contentsOf: out.appendingPathComponent("Models/Profile.swift"), encoding: .utf8)
            let runtime = FileManager.default.fileExists(atPath: out.appendingPathComponent("Runtime/Validation.swift").path)
            return (runtime, profile.contains("APIValidatable") && profile.contains("func validate(into"))
        }
        #expect(try generated([]) == (false, false))
        #expect(try generated(["--validation"]) == (true, true))
        try Data("validation: true\n".utf8).write(to: directory.appendingPathComponent("resourceful.yaml"))
        #expect(try generated([]) == (true, true))
    }

    @Test("Every violation is found, at its JSON Pointer; valid values pass", .enabled(if: SwiftCompiler.isAvailable))
    func findsEveryViolation() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = try GeneratedProgram(spec: spec, arguments: ["--validation"], program: Self.program, in: directory)
        #expect(program.run.status == 0)
        #expect(program.run.output == Self.expected)

        // The same sources in a module whose declarations default to the main actor (Xcode 26's default).
        let isolated = try SwiftCompiler.run([
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Client",
            "-default-isolation", "MainActor",
        ] + program.sources + [program.main])
        #expect(isolated.status == 0, "swiftc -default-isolation MainActor failed:\n\(isolated.output)")
    }
}
