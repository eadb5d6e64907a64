import ArgumentParser
import Foundation
import GeneratorCore
import GeneratorDiagnostics
import OpenAPIParser

/// `resourceful filter <spec>`: writes the document cut down to what a filter keeps, as JSON or YAML.
///
/// The same filter as `generate`'s (flags, or `filter:` in the configuration file next to the document), applied to
/// the document rather than to the client: a smaller document to commit, to review, or to hand to another tool.
struct Filter: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "filter",
        abstract: "Write the document with only the operations a filter keeps and the components they use, as JSON or YAML.",
        discussion: """
            Keeps the operations that match any --tag, --path or --operation-id, the schemas they use and those \
            --schema names (with what they use), every other component that something kept names with a $ref, and \
            the tags and security schemes the kept operations name (and the schemes of the top-level security); \
            leaves out the webhooks and everything else of those kinds. JSON unless --format yaml or an --output ending in .yaml or .yml. \
            $refs to other files are copied as written: write the result next to the original document. \
            Exit status: 0 success, 1 errors in the document, 2 usage or configuration errors.
            """
    )

    @Argument(help: "The OpenAPI document (YAML or JSON; OpenAPI 3.x or Swagger 2.0), a file.")
    var spec: String

    @Option(name: [.short, .long], help: "The file to write (default: standard output).")
    var output: String?

    @Option(help: "json or yaml (default: yaml for an --output ending in .yaml or .yml, else json).")
    var format: FilteredDocument.Format?

    @Option(help: "Configuration file whose filter: section and limits apply (default: resourceful.yaml, .yml or .json next to the spec, when present).")
    var config: String?

    @OptionGroup var filter: FilterOptions

    func run() throws {
        guard !OpenAPIParser.isURL(spec) else {
            throw ValidationError("filter reads a file: fetch '\(spec)' first (the result belongs next to the document and its other files).")
        }
        var configuration = GeneratorConfiguration()
        if let path = config ?? ConfigFileLocator.find(nextTo: spec) {
            try ConfigFileLocator.read(path)
                .apply(to: &configuration, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        }
        filter.apply(to: &configuration.filter)
        guard !configuration.filter.isEmpty else {
            throw ValidationError("Nothing to filter by: give --tag, --path, --operation-id or --schema (or filter: in the configuration file).")
        }
        let diagnostics = DiagnosticCollector()
        let text: String
        do {
            // Parsed first: the parser reports an unreadable file and holds the document to its limits (size first).
            let document = try Generator(configuration: configuration).parse(specAt: spec, diagnostics: diagnostics)
            guard let bytes = FileManager.default.contents(atPath: spec) else {
                throw DiagnosticError(.error("document.unreadable", "cannot read '\(spec)'"))
            }
            let isYAMLFile = [".yaml", ".yml"].contains { output?.lowercased().hasSuffix($0) == true }
            let byExtension: FilteredDocument.Format = isYAMLFile ? .yaml : .json
            text = try FilteredDocument.text(
                of: document, rootFileBytes: [UInt8](bytes), path: spec, filter: configuration.filter,
                format: format ?? byExtension, limits: configuration.limits, diagnostics: diagnostics
            )
        } catch {
            Console.report(diagnostics.diagnostics.isEmpty ? error.diagnostics : diagnostics.diagnostics)
            throw ExitCode(1)
        }
        Console.report(diagnostics.diagnostics)
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Console.report([.error("write.failed", "cannot write '\(output)': \(error.localizedDescription)")])
            throw ExitCode(1)
        }
    }
}

extension FilteredDocument.Format: ExpressibleByArgument {}
