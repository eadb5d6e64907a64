import GeneratorDiagnostics
import Testing
@testable import YAMLTree

/// Loads the first document of `text`, failing the test on an error.
func load(_ text: String, limits: LoaderLimits = .init()) throws -> Node {
    try YAMLLoader.loadFirst(text, path: "test.yaml", limits: limits)
}

/// Loads raw bytes, failing the test on an error.
func load(bytes: [UInt8]) throws -> Node {
    try YAMLLoader.loadFirst(bytes, path: "test.yaml")
}

/// The single diagnostic loading `bytes` throws, or nil (recording a test failure) when loading succeeds.
func failure(
    _ bytes: [UInt8], limits: LoaderLimits = .init(), sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    do {
        let documents = try YAMLLoader.load(bytes, path: "test.yaml", limits: limits)
        Issue.record("expected an error, loaded \(documents.count) document(s)", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(error.diagnostics.count == 1, sourceLocation: sourceLocation)
        return error.diagnostics.first
    }
}

func failure(
    _ text: String, limits: LoaderLimits = .init(), sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    failure(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

/// Checks a diagnostic's id and 1-based position.
func expect(
    _ diagnostic: Diagnostic?, id: String, line: Int, column: Int? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    guard let diagnostic else { return }
    #expect(diagnostic.id == id, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.location?.file == "test.yaml", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.line == line, "\(diagnostic)", sourceLocation: sourceLocation)
    if let column {
        #expect(diagnostic.location?.column == column, "\(diagnostic)", sourceLocation: sourceLocation)
    }
}

extension Node {
    /// The keys of a mapping node, in order.
    var keys: [String] { mapping?.map(\.key.value) ?? [] }
}

/// libyaml's documents of `bytes`, or its error: the loader's path through libyaml's events, which the direct readers
/// (``JSONReader``, ``BlockReader``) must match.
func loadViaLibYAML(_ bytes: [UInt8], path: String, limits: LoaderLimits = .init()) -> Result<[Node], DiagnosticError> {
    bytes.withUnsafeBufferPointer { buffer in
        Result { () throws(DiagnosticError) in
            try YAMLLoader.loadWithLibYAML(buffer, context: ParseContext(path: path), limits: limits)
        }
    }
}

/// Expects the loader to load `text` as libyaml alone does: the same documents, or the same diagnostics.
func expectSameLoadAsLibYAML(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let loaded = Result { () throws(DiagnosticError) in try YAMLLoader.load(text, path: "t.yaml") }
    let expected = loadViaLibYAML(Array(text.utf8), path: "t.yaml")
    switch (loaded, expected) {
    case (.success(let a), .success(let b)): #expect(a == b, sourceLocation: sourceLocation)
    case (.failure(let a), .failure(let b)): #expect(a.diagnostics == b.diagnostics, sourceLocation: sourceLocation)
    default: Issue.record("load gave \(loaded), libyaml \(expected)", sourceLocation: sourceLocation)
    }
}
