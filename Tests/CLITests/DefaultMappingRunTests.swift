import Foundation
import TestSupport
import Testing

/// `Fixtures/discriminator-default.yaml`: OpenAPI 3.2's `defaultMapping` names the schema of a payload whose
/// discriminator property is absent or has a value no mapping names. `Pet`'s default is no member of its `oneOf` (a
/// case is added for it, selected by no value of its own); `Pet2`'s is a member.
@Suite("Discriminators with a defaultMapping, compiled and run")
struct DefaultMappingRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func roundTrip<T: Codable>(_ type: T.Type, _ json: String) throws -> (T, Bool) {
            let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return (value, String(decoding: try encoder.encode(value), as: UTF8.self) == json)
        }
        for json in [#"{"kind":"cat","meows":true}"#, #"{"kind":"bird","name":"Tweety"}"#, #"{"name":"Rex"}"#,
                     #"{"kind":"Other","name":"Rex"}"#, #"[1]"#] {
            let (pet, same) = try roundTrip(Pet.self, json)
            switch pet {
            case .cat: print("cat", same)
            case .dog: print("dog", same)
            case .other(let other): print("other", other.name ?? "-", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"kind":"fish"}"#, #"{"kind":"Other","name":"n"}"#] {
            let (pet, same) = try roundTrip(Pet2.self, json)
            switch pet {
            case .cat: print("cat", same)
            case .other: print("other", same)
            case .unknown: print("unknown", same)
            }
        }
        """#

    @Test("A payload no mapping selects is read as the default schema", .enabled(if: SwiftCompiler.isAvailable))
    func aPayloadNoMappingSelectsIsReadAsTheDefault() throws {
        let output = try GeneratedProgram.run(Self.program, against: "discriminator-default.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            cat true
            other Tweety true
            other Rex true
            other Rex true
            unknown true
            other true
            other true

            """)
    }
}
