import Foundation
import PackagePlugin

/// Generates a Swift client from the OpenAPI document of the target it is applied to, at build time.
///
/// ```swift
/// .target(
///     name: "PetstoreClient",
///     plugins: [.plugin(name: "ResourcefulPlugin", package: "Resourceful")]
/// )
/// ```
///
/// The target's folder holds exactly one `openapi.yaml` (or `openapi.yml`, `openapi.json`), optionally a
/// `resourceful.yaml` configuration file and a `templates` folder of custom `.mustache` templates, and at least one
/// `.swift` file of its own (SwiftPM ignores a target without one). The generated sources are never written into
/// the package: they live in the plugin's work folder and are compiled into the target.
///
/// The output file names must be known before the document is read, so the client is generated in "shards"
/// layout, whose file names are fixed. The command runs again only when one of its inputs (the document, other
/// YAML or JSON files of the target, the configuration file, the templates) or the `resourceful` tool changes.
@main
struct ResourcefulPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            Diagnostics.error("ResourcefulPlugin: '\(target.name)' is not a source module target")
            return []
        }
        guard let inputs = try GenerationInputs(target: target.name, files: target.sourceFiles.map(\.url)) else {
            throw GenerationInputsError.noDocument(target: target.name)
        }
        return [
            try Self.command(
                target: target.name, inputs: inputs,
                tool: context.tool(named: "resourceful").url, workDirectory: context.pluginWorkDirectoryURL
            ),
        ]
    }

    /// The number of model and operation files; `--shards` and ``outputFiles(in:)`` must agree.
    static let shardCount = 8

    /// The runtime and support files the generator emits with every client (one per template in
    /// `Templates/Runtime` and `Templates/Support`). `Scripts/test-examples` fails when this list and the
    /// generator's output differ.
    static let runtimeFiles = ["APIClient", "APIClientConfiguration", "APIError", "APIResource", "CURLDescription", "Credentials", "Downloads", "EventStreams", "HTTPResponseParts", "Middleware", "MultipartForm", "ParameterStyle", "ParameterValue", "ParameterValueEncoder", "PercentEncoding", "RequestParts", "ServerSentEvents", "ServerURL", "StreamingDataTask"]
    static let supportFiles = ["AnyCodingKey", "DateOnly", "Indirect", "JSONValue", "NullableField", "RFC3339DateCoding"]

    /// The files `resourceful generate --layout shards --shards 8` always writes, whatever the document holds.
    static func outputFiles(in folder: URL) -> [URL] {
        let names = (0..<shardCount).map { "Models/Models_0\($0).swift" }
            + (0..<shardCount).map { "Endpoints/Endpoints_0\($0).swift" }
            + runtimeFiles.map { "Runtime/\($0).swift" }
            + supportFiles.map { "Support/\($0).swift" }
            + ["Servers.swift", "APISecurity.swift"]
        return names.map { folder.appendingPathComponent($0, isDirectory: false) }
    }

    /// The one build command that generates the client of a target.
    static func command(target: String, inputs: GenerationInputs, tool: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        return .buildCommand(
            displayName: "Generating Swift client for \(target) from \(inputs.document.lastPathComponent)",
            executable: tool,
            arguments: inputs.generateArguments(output: output)
                + ["--layout", "shards", "--shards", String(shardCount), "--quiet"],
            inputFiles: inputs.allFiles,
            outputFiles: outputFiles(in: output)
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ResourcefulPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: the inputs are the target's files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let inputs = try GenerationInputs(target: target.displayName, files: target.inputFiles.map(\.url))
        else {
            throw GenerationInputsError.noDocument(target: target.displayName)
        }
        return [
            try Self.command(
                target: target.displayName, inputs: inputs,
                tool: context.tool(named: "resourceful").url, workDirectory: context.pluginWorkDirectoryURL
            ),
        ]
    }
}
#endif
