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
