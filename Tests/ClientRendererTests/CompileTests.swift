import ClientIR
@testable import ClientRenderer
import Foundation
import TestSupport
import Testing

/// Compiles rendered code with the Swift compiler this suite runs on. Each test costs seconds, so there are few,
/// they render the one model that has every kind of declaration, and they run one at a time.
///
/// Only `Models/` and `Support/` are compiled: the runtime and endpoints are checked by their own tests.
@Suite(.serialized)
struct CompileTests {
    /// Decodes and encodes every generated type from an actor, so that a type whose `Codable` conformance is isolated
    /// to the main actor (what `-default-isolation MainActor` makes of an unmarked type) fails to compile.
    static let isolationProbe = """
        import Foundation

        actor IsolationProbe {
            func check<T: Codable & Sendable>(_ type: T.Type) throws -> T? {
                let data = try JSONEncoder().encode([String: String]())
                return try? JSONDecoder().decode(T.self, from: data)
            }

            func checkAll() throws -> Bool {
                _ = try check(Pet.self); _ = try check(Pet.Category.self); _ = try check(Pet.Category.Mood.self)
                _ = try check(Wrapper.self); _ = try check(Counters.self); _ = try check(Empty.self)
                _ = try check(OldThing.self); _ = try check(Node.self); _ = try check(Status.self)
                _ = try check(Priority.self); _ = try check(Color.self); _ = try check(Level.self)
                _ = try check(Shape.self); _ = try check(Value.self); _ = try check(Pets.self)
                _ = try check(JSONValue.self); _ = try check(DateOnly.self)
                let pet = Pet(name: "a", parent: Pet(name: "b"))
                return pet.parent?.name == "b" && RFC3339DateCoding.date(from: "2024-01-01T00:00:00Z") != nil
                    && Status.allCases.count == 3 && Status(rawValue: "new") == .unknown("new")
            }
        }

        """

    @Test("Swift 6 mode, and again with the main actor as default isolation: no errors, no warnings")
    func typechecksInBothIsolationModes() throws {
        let directory = try temporaryDirectory("typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try ClientRenderer(options: RenderOptions()).render(Fixtures.everything)
        let paths = try write(files.filter { $0.path.hasPrefix("Models/") || $0.path.hasPrefix("Support/") }, to: directory)
        let probe = directory.appendingPathComponent("IsolationProbe.swift")
        try Data(Self.isolationProbe.utf8).write(to: probe)
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is not on PATH")

        for extra in [[], ["-default-isolation", "MainActor"]] {
            let result = try run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "Client"] + extra + paths + [probe.path])
            #expect(result.status == 0, "swiftc \(extra) failed:\n\(result.output)")
            #expect(!result.output.contains("warning:"), "swiftc \(extra) warned:\n\(result.output)")
        }
    }

    @Test("Validation compiles: checks of keywords and of nested values in structs, classes and oneOf enums")
    func typechecksValidation() throws {
        let directory = try temporaryDirectory("typecheck-validation")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try ClientRenderer(options: RenderOptions()).render(Self.validating(Fixtures.everything))
        #expect(files.contains { $0.path == "Runtime/Validation.swift" })
        // The class reads its deprecated property through the stored field, not the deprecated accessor.
        let node = try #require(files.first { $0.contents.contains("final class Node") })
        for line in ["report.integer(self.value, \"value\", minimum: 0.0)", "report.nested(self.children, \"children\")",
                     "report.nested(self._next, \"next\")"] {
            #expect(node.contents.contains(line), "\(line)")
        }
        let paths = try write(files.filter {
            $0.path.hasPrefix("Models/") || $0.path.hasPrefix("Support/") || $0.path == "Runtime/Validation.swift"
        }, to: directory)
        let probe = directory.appendingPathComponent("ValidationProbe.swift")
        try Data("func probe(_ node: Node) throws { try node.validate() }\n".utf8).write(to: probe)
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is not on PATH")
        for extra in [[], ["-default-isolation", "MainActor"]] {
            let result = try run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "Client"] + extra + paths + [probe.path])
            #expect(result.status == 0, "swiftc \(extra) failed:\n\(result.output)")
            #expect(!result.output.contains("warning:"), "swiftc \(extra) warned:\n\(result.output)")
        }
    }

    /// `model` as the translator makes it with `validation: true`, in the small: a check of every `String` and `Int`
    /// property, and the values of top-level structs and `oneOf` enums asked to check themselves.
    static func validating(_ model: ClientModel) -> ClientModel {
        var model = model
        model.validation = true
        var checking: Set<String> = []
        for type in model.types {
            switch type.kind {
            case .structure, .oneOf: checking.insert(type.name)
            case .enumeration, .alias: break
            }
        }
        func holds(_ type: TypeUsage) -> Bool {
            switch type {
            case .named(let name): checking.contains(name)
            case .builtin: false
            case .array(let element), .dictionary(let element), .optional(let element): holds(element)
            }
        }
        for index in model.types.indices {
            switch model.types[index].kind {
            case .structure(var structure):
                for property in structure.properties.indices {
                    let type = structure.properties[property].type
                    switch type.unwrapped {
                    case .builtin("String"):
                        structure.properties[property].constraints = [ValueConstraints(check: .string, arguments: ["maxLength: 3"])]
                    case .builtin("Int"):
                        structure.properties[property].constraints = [ValueConstraints(check: .integer, arguments: ["minimum: 0.0"])]
                    default: break
                    }
                    structure.properties[property].validatesNested = holds(type)
                }
                model.types[index].kind = .structure(structure)
            case .oneOf(var oneOf):
                for item in oneOf.cases.indices { oneOf.cases[item].validatesPayload = holds(oneOf.cases[item].type) }
                model.types[index].kind = .oneOf(oneOf)
            case .enumeration, .alias:
                break
            }
        }
        return model
    }

    @Test("Hashable, package access and the shards layout compile too")
    func typechecksHashablePackageShards() throws {
        let directory = try temporaryDirectory("typecheck-hashable")
        defer { try? FileManager.default.removeItem(at: directory) }
        var options = RenderOptions()
        options.hashable = true
        options.access = .package
        options.layout = .shards(3)
        let files = try ClientRenderer(options: options).render(Fixtures.everything)
        let paths = try write(files.filter { $0.path.hasPrefix("Models/") || $0.path.hasPrefix("Support/") }, to: directory)
        let probe = directory.appendingPathComponent("HashableProbe.swift")
        try Data("let probe: Set<Pet> = [Pet(name: \"a\")]\nlet nodes: Set<Node> = [Node(value: 1)]\n".utf8).write(to: probe)
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is not on PATH")

        let result = try run(swiftc, [
            "-typecheck", "-swift-version", "6", "-module-name", "Client", "-package-name", "Client",
            "-default-isolation", "MainActor",
        ] + paths + [probe.path])
        #expect(result.status == 0, "swiftc failed:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "swiftc warned:\n\(result.output)")
    }
}
