import Foundation
import TestSupport
import Testing

/// `Fixtures/subtype-adding-nothing.yaml`: a subtype listed by its polymorphic base that adds nothing to it
/// (DigitalOcean's `reserved_ipv6_action_unassign`: `allOf` the base and a bare `{type: object}`) decodes as itself.
/// It was an alias of the base, so the base's case for it held the base, and decoding `{"type":"unassign"}`
/// recursed until the stack ran out: the program crashed (signal 11) on a valid payload.
@Suite("A subtype that adds nothing to its polymorphic base, compiled and run")
struct SubtypeAddingNothingRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for text in [#"{"type":"unassign"}"#, #"{"droplet_id":7,"type":"assign"}"#, #"{"type":"other"}"#] {
            let action = try JSONDecoder().decode(ActionType.self, from: Data(text.utf8))
            let again = String(decoding: try encoder.encode(action), as: UTF8.self)
            switch action {
            case .unassign(let unassign): print("unassign", unassign.type.rawValue, again == text)
            case .assign(let assign): print("assign", assign.dropletId, again == text)
            case .unknown: print("unknown", again == text)
            }
        }
        let unassign = try JSONDecoder().decode(Unassign.self, from: Data(#"{"type":"unassign"}"#.utf8))
        print(unassign.type.rawValue)
        """#

    @Test("It decodes as itself, without recursion", .enabled(if: SwiftCompiler.isAvailable))
    func itDecodesAsItself() throws {
        let output = try GeneratedProgram.run(Self.program, against: "subtype-adding-nothing.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            unassign unassign true
            assign 7 true
            unknown true
            unassign

            """)
    }
}
