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
/// layout, whose file names are fixed: how many there are is the configuration file's `shards` when it sets one
/// (``ShardLayout/configuredShardCount(in:)``; worth setting for a client filtered to a few operations of a large
/// document), else depends only on the size of the document (``ShardLayout/shardCount(documentBytes:)``). The command runs again only when one of its inputs (the document,
/// other YAML or JSON files of the target, the configuration file, the templates) or the `resourceful` tool changes.
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

    /// The files `resourceful generate --layout shards --shards <shardCount>` always writes, whatever the document
    /// holds.
    static func outputFiles(in folder: URL, shardCount: Int) -> [URL] {
        ShardLayout.paths(shardCount: shardCount).map { folder.appendingPathComponent($0, isDirectory: false) }
    }

    /// The one build command that generates the client of a target.
    static func command(target: String, inputs: GenerationInputs, tool: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
        let configured = inputs.configuration.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            .flatMap(ShardLayout.configuredShardCount(in:))
        let shards = configured ?? ShardLayout.shardCount(documentBytes: inputs.documentBytes)
        return .buildCommand(
            displayName: "Generating Swift client for \(target) from \(inputs.document.lastPathComponent)",
            executable: tool,
            arguments: inputs.generateArguments(output: output)
                + ["--layout", "shards", "--shards", String(shards), "--quiet"],
            inputFiles: inputs.allFiles,
            outputFiles: outputFiles(in: output, shardCount: shards)
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
