import Foundation
import TestSupport
import Testing

/// `Fixtures/discriminator-shared-value.yaml`: a discriminator value that two members allow (`type: message`), each
/// requiring `role` with a value of its own. A user's message is read as a `UserMessage` (it was read as the first
/// member that decodes, a `SystemMessage` whose open enums kept `user` and `input_image` as unknown); a `role` no
/// member names still decodes as the first member that reads it, as before.
@Suite("A discriminator value several members allow, told apart by another property, compiled and run")
struct SharedDiscriminatorValueRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for json in [
            #"{"content":[{"text":"Hi","type":"input_image"}],"role":"user","type":"message"}"#,
            #"{"content":[{"text":"Be brief","type":"input_text"}],"role":"system","type":"message"}"#,
            #"{"content":[],"role":"developer","type":"message"}"#,
            #"{"name":"lookup","type":"function_call"}"#,
        ] {
            let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
            let same = String(decoding: try encoder.encode(item), as: UTF8.self) == json
            switch item {
            case .systemMessage(let message): print("system", message.role, message.content.map { "\($0.type!)" }, same)
            case .userMessage(let message): print("user", message.role, message.content.map { "\($0.type!)" }, same)
            case .functionCall(let call): print("call", call.name, same)
            case .unknown: print("unknown", same)
            }
        }
        """#

    @Test("The member the other property names is read", .enabled(if: SwiftCompiler.isAvailable))
    func theMemberTheOtherPropertyNamesIsRead() throws {
        let output = try GeneratedProgram.run(Self.program, against: "discriminator-shared-value.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            user user ["inputImage"] true
            system system ["inputText"] true
            system unknown("developer") [] true
            call lookup true

            """)
    }
}
