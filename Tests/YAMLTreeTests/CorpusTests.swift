import Foundation
import Testing
import YAMLTree

/// Real API descriptions that once broke the loader. They live next to the repository checkout, in
/// `../shared/specs`; each test is skipped when its file is absent.
@Suite("Real API descriptions")
struct CorpusTests {
    static let specs: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/specs")

    static let files = [
        "github/github.yaml",
        "kubernetes/swagger.json.unprocessed",
        "apis-guru/bunq.com/1.0/openapi.yaml",
        "apis-guru/squareup.com/2.0/openapi.yaml",
        "apis-guru/akeneo.com/1.0.0/swagger.yaml",
    ]

    static func bytes(_ file: String) -> [UInt8]? {
        (try? Data(contentsOf: specs.appendingPathComponent(file))).map { [UInt8]($0) }
    }

    /// Calls `body` with the path (relative to ``specs``) and bytes of every corpus file whose name ends with one of
    /// `suffixes`, outside the folders `excluding` names; does nothing where the corpus is absent.
    static func forEachFile(
        endingWith suffixes: [String], excluding: [String] = [], _ body: (String, [UInt8]) throws -> Void
    ) throws {
        guard FileManager.default.fileExists(atPath: specs.path),
            let walker = FileManager.default.enumerator(atPath: specs.path)
        else { return }
        while let path = walker.nextObject() as? String {
            guard suffixes.contains(where: path.hasSuffix), !excluding.contains(where: { path.hasPrefix($0 + "/") })
            else { continue }
            try body(path, [UInt8](try Data(contentsOf: specs.appendingPathComponent(path))))
        }
    }

    @Test(arguments: files)
    func loads(_ file: String) throws {
        guard let bytes = Self.bytes(file) else { return }  // corpus not present here
        let documents = try YAMLLoader.load(bytes, path: file)
        #expect(documents.count == 1)
        let root = try #require(documents.first)
        #expect(root["paths"]?.mapping?.isEmpty == false)
        #expect(root["openapi"] != nil || root["swagger"] != nil)
        #expect(try YAMLLoader.bareParse(bytes) > 1000)
    }

    /// Prints the load time of github.yaml next to libyaml's bare event parse. Timing only, no assertion; run
    /// with `YAMLTREE_BENCHMARK=1` in a release build.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["YAMLTREE_BENCHMARK"] != nil))
    func benchmarkGitHub() throws {
        guard let bytes = Self.bytes("github/github.yaml") else { return }
        let clock = ContinuousClock()
        func best(_ body: () throws -> Void) rethrows -> Duration {
            var best = Duration.seconds(1000)
            for _ in 0..<7 { best = min(best, try clock.measure(body)) }
            return best
        }
        var events = 0
        let bare = try best { events = try YAMLLoader.bareParse(bytes) }
        var root: Node?
        let tree = try best { root = try YAMLLoader.loadFirst(bytes, path: "github.yaml") }
        print("github.yaml (\(bytes.count) bytes, \(events) events): bareParse \(bare), load \(tree), root keys \(root?.keys.count ?? 0)")
    }
}
