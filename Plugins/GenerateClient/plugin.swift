import Foundation
import PackagePlugin

/// Generates the client of one or more targets into the package itself, for projects that commit the generated
/// sources instead of generating them at every build:
///
/// ```sh
/// swift package --allow-writing-to-package-directory generate-client [--target PetstoreAPI ...]
/// ```
///
/// For each selected target (by default, every target whose folder holds an OpenAPI document), runs
/// `resourceful generate <document> --output <target folder>/Generated [--config <file>] [--templates <folder>]`,
/// with the same inputs as the build tool plugin: one `openapi.yaml` (or `.yml`, `.json`), an optional
/// `resourceful.yaml` (or `.yml`, `.json`) and an optional `templates` folder next to the document. Files the
/// generator wrote earlier and no longer produces are removed; nothing else in `Generated` is touched.
///
/// Do not also apply `ResourcefulPlugin` to such a target: both would declare the same types. Add the document
/// and the configuration file to the target's `exclude` list to silence SwiftPM's "unhandled files" warning; this
/// command finds them on disk.
@main
struct GenerateClient: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw GenerateClientError(
                "unexpected arguments \(extractor.remainingArguments); usage: "
                    + "swift package --allow-writing-to-package-directory generate-client [--target <name> ...]"
            )
        }

        let targets: [(SourceModuleTarget, GenerationInputs)]
        if requested.isEmpty {
            targets = try context.package.targets.compactMap { target in
                guard let target = target as? SourceModuleTarget,
                      let inputs = try GenerationInputs(target: target.name, files: Self.files(of: target))
                else { return nil }
                return (target, inputs)
            }
            if targets.isEmpty {
                let names = GenerationInputs.documentNames.joined(separator: ", ")
                throw GenerateClientError("no target of package '\(context.package.displayName)' holds an "
                    + "OpenAPI document (\(names))")
            }
        } else {
            targets = try context.package.targets(named: requested).map { target in
                guard let target = target as? SourceModuleTarget else {
                    throw GenerateClientError("'\(target.name)' is not a source module target")
                }
                guard let inputs = try GenerationInputs(target: target.name, files: Self.files(of: target)) else {
                    throw GenerationInputsError.noDocument(target: target.name)
                }
                return (target, inputs)
            }
        }

        let tool = try context.tool(named: "resourceful").url
        for (target, inputs) in targets {
            let output = target.directoryURL.appendingPathComponent("Generated", isDirectory: true)
            let arguments = inputs.generateArguments(output: output)
            print("Generating the client of target '\(target.name)': resourceful "
                + arguments.map(Self.quoted).joined(separator: " "))
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                throw GenerateClientError("resourceful failed for target '\(target.name)' "
                    + "(exit status \(process.terminationStatus)); its diagnostics are above")
            }
            print("Wrote the client of target '\(target.name)' to \(output.path)")
        }
    }

    /// The files of a target's folder, including the ones the manifest excludes (the document and the
    /// configuration file usually are), but not the generated ones nor hidden ones.
    static func files(of target: SourceModuleTarget) -> [URL] {
        let root = target.directoryURL.standardizedFileURL
        let generated = root.appendingPathComponent("Generated", isDirectory: true).path + "/"
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { return target.sourceFiles.map(\.url) }
        var files: [URL] = []
        for case let url as URL in enumerator {
            let url = url.standardizedFileURL
            guard !url.path.hasPrefix(generated),
                  (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            files.append(url)
        }
        return files
    }

    /// An argument as a shell would need it, for the printed command line.
    static func quoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A failure of the `generate-client` command, shown as is.
struct GenerateClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
