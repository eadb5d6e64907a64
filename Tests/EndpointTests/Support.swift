import ClientIR
import ClientRenderer
import ClientTranslator
import Foundation
import GeneratorDiagnostics
import OpenAPIParser
import Testing

/// A document parsed and translated: its model and the diagnostics both stages emitted.
struct Translated {
    var model: ClientModel
    var diagnostics: [Diagnostic]

    /// Parses `yaml` (a whole document) and translates it.
    init(_ yaml: String, options: TranslatorOptions = TranslatorOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let collector = DiagnosticCollector()
        let document = try OpenAPIParser().parse(bytes: Array(yaml.utf8), path: "openapi.yaml", diagnostics: collector)
        #expect(!collector.hasErrors, "parse errors: \(collector.errors)", sourceLocation: sourceLocation)
        model = ClientTranslator().translate(document, options: options, diagnostics: collector)
        diagnostics = collector.diagnostics
    }

    /// Parses the document at `path` (relative to the package root) and translates it.
    init(file path: String) throws {
        let collector = DiagnosticCollector()
        let document = try OpenAPIParser().parse(fileAt: packageRoot.appendingPathComponent(path).path, diagnostics: collector)
        model = ClientTranslator().translate(document, options: TranslatorOptions(), diagnostics: collector)
        diagnostics = collector.diagnostics
    }

    /// The endpoint with this type name.
    subscript(_ typeName: String) -> EndpointDeclaration? {
        model.endpoints.first { $0.typeName == typeName }
    }

    /// The type of the property `key` of the top-level struct `typeName`.
    func propertyType(_ typeName: String, _ key: String) -> TypeUsage? {
        guard case .structure(let structure) = model.types.first(where: { $0.name == typeName })?.kind else { return nil }
        return structure.properties.first { $0.key == key }?.type
    }

    /// What the top-level `typealias` named `typeName` names.
    func aliasTarget(_ typeName: String) -> TypeUsage? {
        guard case .alias(let target) = model.types.first(where: { $0.name == typeName })?.kind else { return nil }
        return target
    }

    /// Diagnostic IDs, in order.
    var diagnosticIDs: [String] { diagnostics.map(\.id) }
}

/// A 3.1 document with `paths` (indented as under `paths:`) and optional extra top-level YAML (`components:`...).
func document(paths: String, extra: String = "") -> String {
    """
    openapi: 3.1.0
    info: {title: Test, version: '1'}
    paths:
    \(paths)
    \(extra)
    """
}

extension EndpointDeclaration {
    /// The parameter with this document name.
    func parameter(_ key: String, in location: ParameterDeclaration.Location? = nil) -> ParameterDeclaration? {
        parameters.first { $0.key == key && (location == nil || $0.location == location) }
    }

    /// The failure case for this status.
    func failure(_ status: StatusPattern) -> FailureCaseDeclaration? {
        failures.first { $0.status == status }
    }
}

/// Renders `model` and returns every file, by path.
func render(_ model: ClientModel, options: RenderOptions = RenderOptions()) throws -> [String: String] {
    let files = try ClientRenderer(options: options).render(model)
    return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
}

/// A new empty folder under the system's temporary folder.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("resourceful-endpoints-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The root of the package (the folder holding `Package.swift`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

extension RequestBodyDeclaration {
    /// The parts of its first content, when that is a typed multipart body.
    var multipartParts: [MultipartPartDeclaration]? {
        guard case .multipart(let parts) = contents.first?.encoding else { return nil }
        return parts
    }
}
