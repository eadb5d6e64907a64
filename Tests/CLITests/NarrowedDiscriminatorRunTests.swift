import Foundation
import TestSupport
import Testing

/// `Fixtures/discriminator-narrowed-by-allof.yaml`: a `oneOf` with a `discriminator` and no `mapping`, whose members
/// are `allOf` a base whose `petType` is `cat` or `dog`, each narrowing it to one value. A payload is read as the
/// member whose own values hold its `petType`: `dog` is a `Dog` (it was read as a `Cat` whose open enum kept `dog`
/// as unknown, the base's values being taken for every member).
@Suite("A discriminator narrowed by allOf subtypes, compiled and run")
struct NarrowedDiscriminatorRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for json in [#"{"pet":{"petType":"dog"}}"#, #"{"pet":{"petType":"cat"}}"#, #"{"pet":{"petType":"Dog"}}"#] {
            let holder = try JSONDecoder().decode(Holder.self, from: Data(json.utf8))
            let same = String(decoding: try encoder.encode(holder), as: UTF8.self) == json
            switch holder.pet {
            case .cat(let cat)?: print("cat", cat.petType, same)
            case .dog(let dog)?: print("dog", dog.petType, same)
            default: print("other", same)
            }
        }
        """#

    @Test("Each value selects the member that allows it", .enabled(if: SwiftCompiler.isAvailable))
    func eachValueSelectsTheMemberThatAllowsIt() throws {
        let output = try GeneratedProgram.run(Self.program, against: "discriminator-narrowed-by-allof.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            dog dog true
            cat cat true
            dog unknown("Dog") true

            """)
    }
}
