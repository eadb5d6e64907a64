import ArgumentParser
import GeneratorDiagnostics
import OpenAPIParser

/// `resourceful validate <spec>`: reads an OpenAPI document and every file its `$ref`s reach, reports each problem
/// on stderr as `path:line:column: severity: message`, and prints a one-line summary on stdout.
///
/// Exit status: 0 when there is no error (warnings are fine), 1 when there is one.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check an OpenAPI document and the files it references, without generating anything."
    )

    @Argument(help: "The OpenAPI 3.x or Swagger 2.0 document (YAML or JSON): a file, or an http(s) URL to fetch.")
    var spec: String

    @Flag(name: .customLong("allow-remote-refs"), help: "Fetch http(s) references.")
    var allowRemoteReferences = false

    @Flag(name: .customLong("allow-refs-outside-root"), help: "Follow references to files outside the document's folder.")
    var allowReferencesOutsideRoot = false

    @Option(name: .customLong("max-files"), help: "The most files references may bring in.")
    var maxFiles = ParserOptions().maxFiles

    func run() throws {
        let options = ParserOptions(
            allowRemoteReferences: allowRemoteReferences, allowReferencesOutsideRoot: allowReferencesOutsideRoot,
            maxFiles: maxFiles)
        let collector = DiagnosticCollector()
        var summary = "no document read"
        if let outcome = try? OpenAPIParser(options: options).decode(fileAt: spec, diagnostics: collector) {
            let document = outcome.document
            summary = "1 document read (\(Console.counted(document.filesRead, "file"))), "
                + "\(Console.counted(document.operations.count, "operation")), \(Console.counted(document.schemas.count, "schema"))"
        }
        let diagnostics = collector.diagnostics
        Console.report(diagnostics)
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        print("validate: \(spec): \(summary), \(Console.counted(errors, "error")), \(Console.counted(warnings, "warning"))")
        if errors > 0 { throw ExitCode(1) }
    }
}
