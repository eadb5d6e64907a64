import Foundation
import TestSupport
import Testing

/// `Fixtures/null-through-any-value.yaml`: an optional member whose type decodes `null` itself keeps a `null` apart
/// from an absent member, whether the "any value" is inline (`{}`), behind a `$ref` (a `typealias` of `JSONValue`)
/// or a member of a union (`anyOf: [Tag, {}]`, whose `JSONValue` case holds it). A member of a type that does not
/// allow `null` (`tag`) is not changed: `null` there is not valid, and is read as absent as before.
@Suite("A null where any value is allowed, compiled and run")
struct NullThroughAnyValueRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for key in ["inline", "alias", "union", "tag"] {
            for json in ["{\"\(key)\":null}", "{}"] {
                let holder = try JSONDecoder().decode(Holder.self, from: Data(json.utf8))
                print(json, String(decoding: try encoder.encode(holder), as: UTF8.self))
            }
        }
        """#

    @Test("A null is kept, and an absent member stays absent", .enabled(if: SwiftCompiler.isAvailable))
    func aNullIsKept() throws {
        let output = try GeneratedProgram.run(Self.program, against: "null-through-any-value.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            {"inline":null} {"inline":null}
            {} {}
            {"alias":null} {"alias":null}
            {} {}
            {"union":null} {"union":null}
            {} {}
            {"tag":null} {}
            {} {}

            """)
    }
}
