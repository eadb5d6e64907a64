import Foundation
import TestSupport
import Testing

/// `Fixtures/copies.yaml`: `Base.next` copies `Mid`, whose `next` copies `Order`, which is `allOf` `Base`. The copies
/// are aliases of the declarations where their schemas are written, so the types hold one another: a value nested
/// as deep as the JSON goes decodes to typed members (it used to stop at a `JSONValue`, with a warning), and encodes
/// back to the same JSON.
@Suite("Copied inline schemas, compiled and run")
struct CopiedTypesRunTests {
    static let program = #"""
        import Foundation

        let json = #"{"next":{"extra":"e","next":{"id":3,"kind":"k","next":{"extra":"f","next":{"id":4}}}}}"#
        let base = try JSONDecoder().decode(Base.self, from: Data(json.utf8))
        // Typed all the way down: Base.Next, Mid.Next, Base.Next again, Mid.Next again.
        print(base.next?.extra ?? "-", base.next?.next?.id ?? -1, base.next?.next?.next?.extra ?? "-",
              base.next?.next?.next?.next?.id ?? -1)
        // A copy is the type of its home: a value of one is a value of the other.
        let inner: Mid.Next.Next2 = Base.Next(extra: "x")
        let order = Order(next: inner, id: 1)
        print(order.next?.extra ?? "-")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(base), as: UTF8.self) == json)
        """#

    @Test("Copies that nest without end decode and encode as typed values", .enabled(if: SwiftCompiler.isAvailable))
    func copiesNestAsTypes() throws {
        let output = try GeneratedProgram.run(Self.program, against: "copies.yaml")
        #expect(output.status == 0)
        #expect(output.output == "e 3 f 4\nx\ntrue\n")
    }

    /// `Fixtures/copies-past-the-bound.yaml`: `S0` meets more copies than it translates. `S0.Left.right` is one past
    /// the bound, declared as an alias of `S1.Right` (it used to be a `JSONValue`, with a warning).
    static let pastTheBound = #"""
        import Foundation

        let json = #"{"left":{"extra":"a","right":{"extra":"b","id":"2","left":{"extra":"c"}}}}"#
        let s0 = try JSONDecoder().decode(S0.self, from: Data(json.utf8))
        print(s0.left?.right?.extra ?? "-", s0.left?.right?.left?.extra ?? "-")
        let copy: S0.Left.Right = S1.Right(extra: "x")
        print(copy.extra ?? "-")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(String(decoding: try encoder.encode(s0), as: UTF8.self) == json)
        """#

    @Test("Copies past the bound decode and encode as the types of their homes", .enabled(if: SwiftCompiler.isAvailable))
    func copiesPastTheBoundAreTyped() throws {
        let output = try GeneratedProgram.run(Self.pastTheBound, against: "copies-past-the-bound.yaml")
        #expect(output.status == 0)
        #expect(output.output == "b c\nx\ntrue\n")
    }
}
