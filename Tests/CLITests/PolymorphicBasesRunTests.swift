import Foundation
import TestSupport
import Testing

/// `Fixtures/polymorphic-bases.yaml`: a Swagger 2.0 base with a `discriminator` and no `oneOf`, whose subtypes are
/// `allOf` it. A property of the base's type holds any subtype (a grandchild too), selected by its name or its
/// `x-ms-discriminator-value`; a payload of another type is kept as it was. A base with one subtype keeps its struct.
@Suite("Bases with a discriminator and allOf subtypes, compiled and run")
struct PolymorphicBasesRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = #"{"animals":[{"breed":"collie","className":"Dog"},{"className":"feline","declawed":false},"#
            + #"{"ageInWeeks":9,"className":"Puppy","color":"brown"},{"className":"Animal","color":"grey"}]}"#
        let farm = try JSONDecoder().decode(Farm.self, from: Data(json.utf8))
        for animal in farm.animals ?? [] {
            switch animal {
            case .dog(let dog): print("dog", dog.breed ?? "-")
            case .cat(let cat): print("cat", cat.declawed.map { "\($0)" } ?? "-")
            case .puppy(let puppy): print("puppy", puppy.ageInWeeks ?? 0, puppy.color ?? "-")
            case .unknown: print("unknown")
            }
        }
        print(String(decoding: try encoder.encode(farm), as: UTF8.self) == json)
        // One subtype: the base stays a struct of its own.
        let context = Context(type: "PROJECT_ID", identifier: ["id": 1])
        print(context.type)
        """#

    @Test("A property of the base's type holds any of its subtypes", .enabled(if: SwiftCompiler.isAvailable))
    func aPropertyOfTheBasesTypeHoldsAnySubtype() throws {
        let output = try GeneratedProgram.run(Self.program, against: "polymorphic-bases.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            dog collie
            cat false
            puppy 9 brown
            unknown
            true
            PROJECT_ID

            """)
    }

    /// Filtered to the one operation that answers with the base, the client still declares every subtype (`Puppy`
    /// is a subtype of a subtype), which the base's enum names, and compiles.
    @Test("A client filtered to one operation keeps the subtypes of its bases", .enabled(if: SwiftCompiler.isAvailable))
    func aFilteredClientKeepsTheSubtypesOfItsBases() throws {
        let program = #"""
            import Foundation

            let json = #"[{"breed":"collie","className":"Dog"},{"ageInWeeks":9,"className":"Puppy"},{"className":"feline"}]"#
            for animal in try JSONDecoder().decode([Animal].self, from: Data(json.utf8)) {
                switch animal {
                case .dog(let dog): print("dog", dog.breed ?? "-")
                case .cat: print("cat")
                case .puppy(let puppy): print("puppy", puppy.ageInWeeks ?? 0)
                case .unknown: print("unknown")
                }
            }
            """#
        let output = try GeneratedProgram.run(program, against: "polymorphic-bases.yaml",
                                              arguments: ["--operation-id", "listAnimals"])
        #expect(output.status == 0)
        #expect(output.output == "dog collie\npuppy 9\ncat\n")
    }
}
