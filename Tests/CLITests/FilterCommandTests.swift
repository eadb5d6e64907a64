import Foundation
import Testing

/// `resourceful filter`: the document cut down to a filter, whose client is the one `generate` makes with the same
/// filter; usage errors exit 2, document errors 1.
@Suite("resourceful filter, run as a subprocess")
struct FilterCommandTests {
    static func files(in directory: URL) throws -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            files[path] = try Data(contentsOf: directory.appendingPathComponent(path))
        }
        return files
    }

    @Test func theFilteredDocumentGivesTheClientOfTheFilter() throws {
        let work = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: work) }
        let spec = CLIRunner.fixtures.appendingPathComponent("polymorphic-bases.yaml").path
        let filter = ["--operation-id", "listAnimals"]

        let written = work.appendingPathComponent("filtered.json").path
        let result = try CLIRunner.run(["filter", spec, "--output", written] + filter)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let printed = try CLIRunner.run(["filter", spec] + filter)
        #expect(printed.stdout == (try String(contentsOfFile: written, encoding: .utf8)))

        let viaFilter = work.appendingPathComponent("via-filter"), direct = work.appendingPathComponent("direct")
        #expect(try CLIRunner.run(["generate", written, "--output", viaFilter.path, "--quiet"]).status == 0)
        #expect(try CLIRunner.run(["generate", spec, "--output", direct.path, "--quiet"] + filter).status == 0)
        let client = try Self.files(in: direct)
        #expect(client.keys.contains("Models/Puppy.swift") && !client.keys.contains("Models/Farm.swift"))
        #expect(try Self.files(in: viaFilter) == client)

        // An output named .yaml is YAML, and gives the same client.
        let yaml = work.appendingPathComponent("filtered.yaml").path
        #expect(try CLIRunner.run(["filter", spec, "--output", yaml] + filter).status == 0)
        #expect(try String(contentsOfFile: yaml, encoding: .utf8).hasPrefix("swagger: \"2.0\"\ninfo:\n"))
        let viaYAML = work.appendingPathComponent("via-yaml")
        #expect(try CLIRunner.run(["generate", yaml, "--output", viaYAML.path, "--quiet"]).status == 0)
        #expect(try Self.files(in: viaYAML) == client)
    }

    @Test func withoutAFilterOrADocumentItFails() throws {
        let spec = CLIRunner.fixtures.appendingPathComponent("mini.yaml").path
        let bare = try CLIRunner.run(["filter", spec])
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("Nothing to filter by"), "\(bare.stderr)")

        let remote = try CLIRunner.run(["filter", "https://example.com/openapi.yaml", "--tag", "pets"])
        #expect(remote.status == 2)
        #expect(remote.stderr.contains("filter reads a file"), "\(remote.stderr)")

        let missing = try CLIRunner.run(["filter", "no-such.yaml", "--tag", "pets"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("error: cannot read 'no-such.yaml'"), "\(missing.stderr)")

        let broken = try CLIRunner.run(["filter", CLIRunner.fixtures.appendingPathComponent("broken.yaml").path, "--tag", "x"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains(": error: "), "\(broken.stderr)")
    }
}
