import Foundation
import GeneratorDiagnostics
import Testing
import YAMLTree

/// The hostile and broken inputs of `Fixtures/`, read next to this file (no resource bundle needed).
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<path>`.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// The absolute path of `Fixtures/<path>`.
    static func path(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    /// The names of the files in `Fixtures/<folder>`, sorted.
    static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }
}

/// The outcome a test expects: one located error diagnostic.
struct ExpectedError: Sendable, CustomTestStringConvertible {
    var id: String
    var line: Int
    var column: Int
    /// Text the message must contain, if any.
    var message: String?

    init(_ id: String, _ line: Int, _ column: Int, _ message: String? = nil) {
        self.id = id
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { "\(id) at \(line):\(column)" }
}

/// The diagnostics loading `bytes` throws, or nil (recording a test failure) when it loads.
func loadFailure(
    _ bytes: [UInt8], path: String = "test.yaml", limits: LoaderLimits = .init(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    do {
        let documents = try YAMLLoader.load(bytes, path: path, limits: limits)
        Issue.record("expected an error, loaded \(documents.count) document(s)", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.diagnostics.count == 1, "\(error)", sourceLocation: sourceLocation)
        return error.diagnostics.first
    }
}

/// Checks that `diagnostic` is the expected error, located in `file`, and printed as one compiler-style line.
func expect(
    _ diagnostic: Diagnostic?, _ expected: ExpectedError, file: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let diagnostic else {
        Issue.record("no diagnostic", sourceLocation: sourceLocation)
        return
    }
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.id == expected.id, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.file == file, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.line == expected.line, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.column == expected.column, "\(diagnostic)", sourceLocation: sourceLocation)
    if let message = expected.message {
        #expect(diagnostic.message.contains(message), "\(diagnostic)", sourceLocation: sourceLocation)
    }
    let line = diagnostic.description
    #expect(line.hasPrefix("\(file):\(expected.line):\(expected.column): error: "), sourceLocation: sourceLocation)
    #expect(!line.contains("\n"), sourceLocation: sourceLocation)
}

/// The process's peak resident memory so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)  // bytes on Darwin
    #endif
}

/// Builds a large input in memory by repeating `line` after `head` until it is at least `size` bytes long.
func repeated(_ line: String, after head: String, toAtLeast size: Int) -> [UInt8] {
    let unit = Array(line.utf8)
    var bytes = Array(head.utf8)
    bytes.reserveCapacity(size + unit.count)
    while bytes.count < size { bytes.append(contentsOf: unit) }
    return bytes
}
