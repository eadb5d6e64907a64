import Foundation

/// The files of one target that drive client generation, shared by the `ResourcefulPlugin` build tool plugin and
/// the `generate-client` command plugin (this file is symlinked into both plugin folders).
///
/// - the OpenAPI document: exactly one file named `openapi.yaml`, `openapi.yml` or `openapi.json`;
/// - an optional configuration file: `resourceful.yaml`, `resourceful.yml` or `resourceful.json`;
/// - optional custom templates: the `.mustache` files in the `templates` folder next to the document.
struct GenerationInputs {
    /// The file names recognised as the target's OpenAPI document.
    static let documentNames = ["openapi.yaml", "openapi.yml", "openapi.json"]
    /// The file names recognised as the target's configuration file.
    static let configurationNames = ["resourceful.yaml", "resourceful.yml", "resourceful.json"]
    /// The folder, next to the document, whose `.mustache` files replace the built-in templates.
    static let templatesFolderName = "templates"

    /// The OpenAPI document.
    var document: URL
    /// The configuration file, when the target has one.
    var configuration: URL?
    /// The custom templates folder, when it holds at least one template.
    var templatesFolder: URL?
    /// Every `.mustache` file under ``templatesFolder``.
    var templates: [URL]
    /// Other YAML and JSON files of the target: documents the main one may reference with `$ref`, so edits to
    /// them regenerate the client too.
    var otherDocuments: [URL]

    /// Every file the generated sources depend on.
    var allFiles: [URL] {
        [document] + (configuration.map { [$0] } ?? []) + templates + otherDocuments
    }

    /// The size in bytes of the document and of the other documents it may reference (a file that cannot be read
    /// counts nothing: the generator reports it).
    var documentBytes: Int {
        ([document] + otherDocuments).reduce(0) { total, file in
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber
            return total + (size?.intValue ?? 0)
        }
    }

    /// Picks the inputs out of the files of a target.
    ///
    /// Returns `nil` when the target has no OpenAPI document; throws when it has several, or several
    /// configuration files.
    init?(target: String, files: [URL]) throws {
        let files = files.map(\.standardizedFileURL)
        let documents = files.filter { Self.documentNames.contains($0.lastPathComponent) }
        guard let document = documents.first else { return nil }
        guard documents.count == 1 else {
            throw GenerationInputsError.severalDocuments(target: target, documents.map(\.path).sorted())
        }
        let configurations = files.filter { Self.configurationNames.contains($0.lastPathComponent) }
        guard configurations.count <= 1 else {
            throw GenerationInputsError.severalConfigurations(target: target, configurations.map(\.path).sorted())
        }
        let templatesFolder = document.deletingLastPathComponent()
            .appendingPathComponent(Self.templatesFolderName, isDirectory: true)
        let templatesPrefix = templatesFolder.path + "/"
        let templates = files
            .filter { $0.pathExtension == "mustache" && $0.path.hasPrefix(templatesPrefix) }
            .sorted { $0.path < $1.path }

        self.document = document
        self.configuration = configurations.first
        self.templatesFolder = templates.isEmpty ? nil : templatesFolder
        self.templates = templates
        self.otherDocuments = files
            .filter { ["yaml", "yml", "json"].contains($0.pathExtension.lowercased()) }
            .filter { $0 != document && !configurations.contains($0) }
            .sorted { $0.path < $1.path }
    }

    /// The `resourceful generate` arguments shared by both plugins: the document, the output folder, and the
    /// configuration file and templates folder when present.
    func generateArguments(output: URL) -> [String] {
        var arguments = ["generate", document.path, "--output", output.path]
        if let configuration { arguments += ["--config", configuration.path] }
        if let templatesFolder { arguments += ["--templates", templatesFolder.path] }
        return arguments
    }
}

/// Why a target's inputs cannot be used.
enum GenerationInputsError: Error, CustomStringConvertible {
    case noDocument(target: String)
    case severalDocuments(target: String, [String])
    case severalConfigurations(target: String, [String])

    var description: String {
        switch self {
        case .noDocument(let target):
            let names = GenerationInputs.documentNames.map { "'\($0)'" }
            return "target '\(target)' has no OpenAPI document: looked for a file named "
                + names.dropLast().joined(separator: ", ") + " or " + names.last! + " in the target's folder"
        case .severalDocuments(let target, let paths):
            return "target '\(target)' has several OpenAPI documents, keep exactly one: "
                + paths.map { "'\($0)'" }.joined(separator: " and ")
        case .severalConfigurations(let target, let paths):
            return "target '\(target)' has several configuration files, keep at most one: "
                + paths.map { "'\($0)'" }.joined(separator: " and ")
        }
    }
}
