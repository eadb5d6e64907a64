import ClientRenderer
import Foundation

extension ConfigFile {
    /// Applies the file's settings on top of the defaults. Relative paths are resolved against `baseDirectory`
    /// (the folder holding the config file). CLI flags are applied after this, so they win.
    public func apply(to configuration: inout GeneratorConfiguration, baseDirectory: String) {
        if let access, let level = AccessLevel(rawValue: access) { configuration.renderer.access = level }
        if let templates { configuration.renderer.templatesDirectory = Self.resolve(templates, against: baseDirectory) }
        if let hashable { configuration.renderer.hashable = hashable }
        if let clientMethods { configuration.renderer.clientMethods = clientMethods }
        if let server { configuration.renderer.server = server }
        if layout == "shards" { configuration.renderer.layout = .shards(shards ?? RenderOptions.defaultShardCount) }
        if layout == "files" { configuration.renderer.layout = .files }
        if let frozenEnums { configuration.translator.frozenEnums = frozenEnums }
        if let mutableModels { configuration.translator.mutableModels = mutableModels }
        if let validation { configuration.translator.validation = validation }
        if let allowRemoteRefs { configuration.parser.allowRemoteReferences = allowRemoteRefs }
        if let allowRefsOutsideRoot { configuration.parser.allowReferencesOutsideRoot = allowRefsOutsideRoot }
        if let tags = filter.tags { configuration.filter.tags = tags }
        if let paths = filter.paths { configuration.filter.paths = paths }
        if let ids = filter.operationIds { configuration.filter.operationIds = ids }
        if let schemas = filter.schemas { configuration.filter.schemas = schemas }
        if let prefix = naming.typePrefix { configuration.translator.typeNameAffixes.prefix = prefix }
        if let suffix = naming.typeSuffix { configuration.translator.typeNameAffixes.suffix = suffix }
        if let types = naming.types { configuration.translator.typeNameOverrides = types }
        if let properties = naming.properties { configuration.translator.propertyNameOverrides = properties }
        if let operations = naming.operations { configuration.translator.operationNameOverrides = operations }
        if let cases = naming.enumCases { configuration.translator.enumCaseNameOverrides = cases }
        if let schemas = typeOverrides.schemas { configuration.translator.schemaTypeOverrides = schemas }
        if let formats = typeOverrides.formats { configuration.translator.formatTypeOverrides = formats }
        if let value = limits.maxInputSize { configuration.limits.maxInputBytes = value }
        if let value = limits.maxDepth { configuration.limits.maxDepth = value }
        if let value = limits.maxAliasExpansions { configuration.limits.maxAliasExpansions = value }
        if let value = limits.maxFiles { configuration.parser.maxFiles = value }
    }

    static func resolve(_ path: String, against base: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
    }
}
