import ArgumentParser
import ClientRenderer
import Foundation
import GeneratorCore
import GeneratorDiagnostics

/// `resourceful generate <spec> --output <dir>`: writes the client sources (or a whole package).
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here rather than derived from the type's name, which ArgumentParser would work out from the
        // runtime's type metadata on every run.
        commandName: "generate",
        abstract: "Generate Swift client sources from an OpenAPI document.",
        discussion: """
            Writes a file per type (with the types whose names begin with its name: PetStatus in Pet.swift), the \
            endpoints and a small runtime under --output. Only files whose content changed are rewritten; files a \
            previous run wrote that are no longer produced are removed; nothing else in the folder is touched. \
            Exit status: 0 success, 1 errors in the document, 2 usage or configuration errors.
            """
    )

    @Argument(help: "The OpenAPI document (YAML or JSON; OpenAPI 3.0, 3.1, 3.2 or Swagger 2.0): a file, or an http(s) URL to fetch.")
    var spec: String

    @Option(name: [.short, .long], help: "The folder to write into (or the package folder with --package).")
    var output: String?

    @OptionGroup var options: GenerationOptions

    @Option(help: "Write a complete Swift package with this name (Package.swift, Sources/<Name>/, README.md).")
    var package: String?

    @Flag(help: "List the files that would be written, and write nothing.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Print only diagnostics.")
    var quiet = false

    func run() throws {
        let setup = try options.resolve(spec: spec)
        guard var outputPath = output ?? setup.configFile.output.map({ ConfigFileLocator.relative($0, to: setup.configDirectory) }) else {
            throw ValidationError("Missing --output <dir> (or `output:` in the configuration file).")
        }
        let packageName = package ?? setup.configFile.package
        if let packageName, let problem = PackageLayout.problem(withName: packageName) {
            throw ValidationError(problem)
        }

        let diagnostics = DiagnosticCollector()
        let result: GenerationResult
        do {
            result = try Generator(configuration: setup.configuration).run(specAt: spec, diagnostics: diagnostics)
        } catch {
            Console.report(diagnostics.diagnostics.isEmpty ? error.diagnostics : diagnostics.diagnostics)
            throw ExitCode(1)
        }
        Console.report(diagnostics.diagnostics)

        var files = result.files.map { (path: $0.path, contents: $0.contents) }
        if let packageName {
            files = PackageLayout(name: packageName, model: result.model, specPath: spec).wrap(files)
        }
        if dryRun {
            for file in files.sorted(by: { $0.path < $1.path }) {
                print(URL(fileURLWithPath: outputPath).appendingPathComponent(file.path).path)
            }
            return
        }
        outputPath = URL(fileURLWithPath: outputPath).standardizedFileURL.path
        let writeStart = ContinuousClock.now
        let summary: OutputWriter.Summary
        do {
            summary = try OutputWriter(directory: URL(fileURLWithPath: outputPath)).write(files)
        } catch {
            Console.report(error.diagnostics)
            throw ExitCode(1)
        }
        let written = (ContinuousClock.now - writeStart).components
        if !quiet {
            let timings = result.timings + [("write", Double(written.seconds) + Double(written.attoseconds) * 1e-18)]
            let timing = timings.map { "\($0.stage) \(String(format: "%.3f", $0.seconds))s" }.joined(separator: ", ")
            Console.status(
                "generated \(files.count) files into \(outputPath) (\(summary.written.count) written, "
                    + "\(summary.unchanged.count) unchanged, \(summary.removed.count) removed) from "
                    + "\(Console.counted(result.operationCount, "operation")) and \(Console.counted(result.schemaCount, "schema")); "
                    + "\(timing); \(Console.counted(diagnostics.warnings.count, "warning"))"
            )
        }
        // The process ends now: freeing the model and the files' texts would only delay it.
        releaseInBackground(consume result)
        releaseInBackground(consume files)
    }
}
