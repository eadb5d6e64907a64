import Foundation
import TestSupport
import Testing

/// `Fixtures/swagger2-x-nullable.yaml`: Swagger 2.0 has no `nullable`; go-swagger's and NSwag's `x-nullable: true`
/// (120 in Docker's document) says it, and is read as `nullable: true`. A `null` where the document allows one is
/// decoded, even in a required member, and written back; an absent member stays absent.
@Suite("Swagger 2.0 x-nullable, compiled and run")
struct XNullableRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for text in [
            #"{"Id":"a","Platform":null,"StopTimeout":null,"Shell":null}"#,
            #"{"Id":"b","Platform":{"os":"linux"},"StopTimeout":3}"#,
        ] {
            let container = try JSONDecoder().decode(Container.self, from: Data(text.utf8))
            print(container.platform?.os ?? "nil", container.stopTimeout ?? -1, container.shell ?? ["nil"],
                  String(decoding: try encoder.encode(container), as: UTF8.self))
        }
        do {
            _ = try JSONDecoder().decode(Container.self, from: Data(#"{"Id":null,"Platform":null}"#.utf8))
            print("decoded")
        } catch { print("Id is not nullable") }
        """#

    @Test("x-nullable members keep their null", .enabled(if: SwiftCompiler.isAvailable))
    func nullsAreKept() throws {
        let output = try GeneratedProgram.run(Self.program, against: "swagger2-x-nullable.yaml")
        #expect(output.status == 0)
        #expect(output.output == #"""
            nil -1 ["nil"] {"Id":"a","Platform":null,"Shell":null,"StopTimeout":null}
            linux 3 ["nil"] {"Id":"b","Platform":{"os":"linux"},"StopTimeout":3}
            Id is not nullable

            """#)
    }
}
