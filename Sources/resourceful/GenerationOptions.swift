import ArgumentParser
import ClientRenderer
import Foundation
import GeneratorCore
import GeneratorDiagnostics
import OpenAPIParser

/// The options `generate` shares with the plugins: each overrides the configuration file, which overrides the defaults.
struct GenerationOptions: ParsableArguments {
    @Option(help: "Configuration file (default: resourceful.yaml, .yml or .json next to the spec, when present).")
    var config: String?

    @Option(help: "Access level of the generated API: public, package or internal.")
    var access: AccessLevel?

    @Option(help: "A folder of .mustache files that replace the built-in templates of the same name.")
    var templates: String?

    @OptionGroup var filter: FilterOptions

    @Option(help: "Output layout: files (a file per type and the types named after it) or shards (a fixed set of files, as the build plugin uses).")
    var layout: LayoutChoice?

    @Option(help: "Number of model files, and of operation files, in the shards layout.")
    var shards: Int?

    @Flag(help: "Make the generated types Hashable (off by default: it costs compile time).")
    var hashable = false

    @Flag(help: "Leave out the APIClient convenience methods (call client.send(Endpoint(...)) instead); a big client compiles about 4% faster.")
    var noClientMethods = false

    @Flag(help: "Generate enums without an unknown case (decoding fails on values the document does not list).")
    var frozenEnums = false

    @Flag(help: "Give every struct var properties, also those only answers hold (let by default: quicker to compile).")
    var mutableModels = false

    @Flag(help: "Make the generated types check the schemas' minLength, maxLength, pattern, bounds and item counts: try value.validate() (off by default: it costs compile time).")
    var validation = false

    @Flag(help: "Also generate what a server of the API needs: operations decode received requests and encode their answers, and APIRouter dispatches them (off by default).")
    var server = false

    @Flag(help: "Fetch http(s) $refs.")
    var allowRemoteRefs = false

    @Flag(help: "Allow $refs to files outside the root document's folder.")
    var allowRefsOutsideRoot = false

    @Option(help: "Largest input file, in bytes.")
    var maxInputSize: Int?

    @Option(help: "Deepest nesting of the input.")
    var maxDepth: Int?

    @Option(help: "Most nodes that YAML aliases may expand to.")
    var maxAliasExpansions: Int?

    @Option(help: "Most files that $refs may bring in.")
    var maxFiles: Int?

    enum LayoutChoice: String, ExpressibleByArgument, CaseIterable { case files, shards }

    struct Resolved {
        var configuration: GeneratorConfiguration
        var configFile: ConfigFile
        var configDirectory: String
    }

    /// Defaults, then the configuration file, then the flags.
    func resolve(spec: String) throws -> Resolved {
        var configuration = GeneratorConfiguration()
        var file = ConfigFile()
        // A document fetched from a URL has no folder of its own: a configuration file is only the one named.
        let isFetched = OpenAPIParser.isURL(spec)
        var directory = isFetched ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: spec).deletingLastPathComponent().path
        if let path = config ?? (isFetched ? nil : ConfigFileLocator.find(nextTo: spec)) {
            file = try ConfigFileLocator.read(path)
            directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            file.apply(to: &configuration, baseDirectory: directory)
        }
        if let access { configuration.renderer.access = access }
        if let templates { configuration.renderer.templatesDirectory = templates }
        filter.apply(to: &configuration.filter)
        if let shards, !RenderOptions.shardCountRange.contains(shards) {
            throw ValidationError("--shards must be between \(RenderOptions.shardCountRange.lowerBound) and \(RenderOptions.shardCountRange.upperBound).")
        }
        switch layout {
        case .shards: configuration.renderer.layout = .shards(shards ?? RenderOptions.defaultShardCount)
        case .files: configuration.renderer.layout = .files
        case nil: if let shards, case .shards = configuration.renderer.layout { configuration.renderer.layout = .shards(shards) }
        }
        if hashable { configuration.renderer.hashable = true }
        if noClientMethods { configuration.renderer.clientMethods = false }
        if frozenEnums { configuration.translator.frozenEnums = true }
        if mutableModels { configuration.translator.mutableModels = true }
        if validation { configuration.translator.validation = true }
        if server { configuration.renderer.server = true }
        if allowRemoteRefs { configuration.parser.allowRemoteReferences = true }
        if allowRefsOutsideRoot { configuration.parser.allowReferencesOutsideRoot = true }
        if let maxInputSize { configuration.limits.maxInputBytes = maxInputSize }
        if let maxDepth { configuration.limits.maxDepth = maxDepth }
        if let maxAliasExpansions { configuration.limits.maxAliasExpansions = maxAliasExpansions }
        if let maxFiles { configuration.parser.maxFiles = maxFiles }
        return Resolved(configuration: configuration, configFile: file, configDirectory: directory)
    }
}

extension AccessLevel: ExpressibleByArgument {}

enum ConfigFileLocator {
    static let names = ["resourceful.yaml", "resourceful.yml", "resourceful.json"]

    /// The configuration file next to the spec, if there is one.
    static func find(nextTo spec: String) -> String? {
        let directory = URL(fileURLWithPath: spec).deletingLastPathComponent()
        return names.map { directory.appendingPathComponent($0).path }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The configuration file at `path`, read and checked; a file that cannot be read or holds errors is a
    /// ``ConfigurationError`` (exit status 2) listing them.
    static func read(_ path: String) throws -> ConfigFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "error: cannot read configuration file '\(path)'")
        }
        do {
            return try ConfigFile.parse(bytes: [UInt8](data), path: path)
        } catch {
            throw ConfigurationError(message: error.diagnostics.map(\.description).joined(separator: "\n"))
        }
    }

    static func relative(_ path: String, to directory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).path
    }
}

/// The filter flags `generate` and `filter` share: each list given replaces the configuration file's.
struct FilterOptions: ParsableArguments {
    @Option(name: .customLong("tag"), help: "Keep only the operations with this tag (repeatable).")
    var tags: [String] = []

    @Option(name: .customLong("path"), help: "Keep only the operations of this path template, as written (repeatable).")
    var paths: [String] = []

    @Option(name: .customLong("operation-id"), help: "Keep only the operation with this operationId (repeatable).")
    var operationIds: [String] = []

    @Option(name: .customLong("schema"), help: ArgumentHelp(
        "Also keep this component schema and the schemas it uses (repeatable; * for all of them).",
        discussion: "With a filter, only the schemas the kept operations use are kept; with only --schema, no operation is."))
    var schemas: [String] = []

    func apply(to filter: inout DocumentFilter) {
        if !tags.isEmpty { filter.tags = tags }
        if !paths.isEmpty { filter.paths = paths }
        if !operationIds.isEmpty { filter.operationIds = operationIds }
        if !schemas.isEmpty { filter.schemas = schemas }
    }
}
