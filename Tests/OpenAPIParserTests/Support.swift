import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing
import YAMLTree

/// The folder of the fixture files (found from this source file, not through SwiftPM resources).
let fixtures: String = {
    let here = "\(#filePath)"
    return String(here[..<here.lastIndex(of: "/")!]) + "/Fixtures"
}()

/// What a parse produced: the document (nil when nothing could be decoded) and every diagnostic, sorted.
struct Parsed {
    var document: Document?
    var diagnostics: [Diagnostic]

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// The document, recording a test failure when there is none.
    func require(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Document {
        try #require(document, "no document: \(diagnostics.map(\.description))", sourceLocation: sourceLocation)
    }
}

/// Parses `text` as if it were the file at `path` (by default in the fixtures' `refs` folder, so that relative
/// references can reach the fixture files). Never throws: failures show up in `diagnostics`.
func parse(_ text: String, path: String = fixtures + "/refs/inline.yaml", options: ParserOptions = .init()) -> Parsed {
    let collector = DiagnosticCollector()
    let document = try? OpenAPIParser(options: options).decode(bytes: Array(text.utf8), path: path, diagnostics: collector).document
    return Parsed(document: document, diagnostics: collector.diagnostics)
}

/// Parses a fixture file.
func parseFile(_ relativePath: String, options: ParserOptions = .init()) -> Parsed {
    let collector = DiagnosticCollector()
    let document = try? OpenAPIParser(options: options).decode(fileAt: fixtures + "/" + relativePath, diagnostics: collector).document
    return Parsed(document: document, diagnostics: collector.diagnostics)
}

/// Checks that `diagnostics` holds exactly one diagnostic with `id`, at `line`:`column` of a file whose path ends
/// with `file`.
@discardableResult
func expectOne(
    _ diagnostics: [Diagnostic], id: String, severity: Severity? = nil, line: Int, column: Int, file: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    let matching = diagnostics.filter { $0.id == id }
    #expect(matching.count == 1, "expected one '\(id)', got \(diagnostics.map(\.description))", sourceLocation: sourceLocation)
    guard let diagnostic = matching.first else { return nil }
    if let severity { #expect(diagnostic.severity == severity, sourceLocation: sourceLocation) }
    #expect(diagnostic.location?.line == line, "\(diagnostic)", sourceLocation: sourceLocation)
    #expect(diagnostic.location?.column == column, "\(diagnostic)", sourceLocation: sourceLocation)
    if let file { #expect(diagnostic.location?.file.hasSuffix(file) == true, "\(diagnostic)", sourceLocation: sourceLocation) }
    return diagnostic
}

extension Document {
    /// The operation at `path` with `method`, recording a failure when there is none.
    func operation(_ method: String, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Operation {
        try #require(paths[path]?.operations.first { $0.method == method }, sourceLocation: sourceLocation)
    }

    /// The schema a reference target names, by file name and pointer text.
    func schema(file: String? = nil, _ pointer: String) -> Schema? {
        schemas.first { ($0.key.file == (file ?? rootFile)) && $0.key.pointer.description == pointer }?.value
    }
}
