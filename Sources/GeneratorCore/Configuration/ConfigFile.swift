import GeneratorDiagnostics
import YAMLTree

/// The contents of `resourceful.yaml` (or `.json`): every CLI option plus naming and type overrides.
///
/// Every field is optional: an absent key means "use the default", and the defaults are defined once, in the
/// options types of each module. CLI flags override the file (see ``ConfigFile/apply(to:)``).
public struct ConfigFile: Sendable, Hashable {
    /// Output folder, relative to the config file.
    public var output: String?
    /// `public`, `package` or `internal`.
    public var access: String?
    /// Template override folder, relative to the config file.
    public var templates: String?
    /// Write a complete Swift package with this name instead of bare sources.
    public var package: String?
    /// `files` (a file per type and the types named after it: `PetStatus` in `Pet.swift`) or `shards` (a fixed set
    /// of files, for the build plugin).
    public var layout: String?
    /// Number of model files, and of operation files, in the `shards` layout.
    public var shards: Int?
    public var hashable: Bool?
    /// `APIClient` convenience methods, one per operation (on by default).
    public var clientMethods: Bool?
    public var frozenEnums: Bool?
    /// `var` properties in every struct, also in those only answers hold (which get `let` by default).
    public var mutableModels: Bool?
    /// Generated types conform to `APIValidatable` and check the schemas' validation keywords (off by default).
    public var validation: Bool?
    /// Operations conform to `APIServable` and the runtime gains `APIRouter`, for a server of the API (off by default).
    public var server: Bool?
    public var allowRemoteRefs: Bool?
    public var allowRefsOutsideRoot: Bool?
    public var filter = Filter()
    public var naming = Naming()
    public var typeOverrides = TypeOverrides()
    public var limits = Limits()

    public struct Filter: Sendable, Hashable {
        public var tags: [String]?
        public var paths: [String]?
        public var operationIds: [String]?
        public var schemas: [String]?
    }

    /// Renames, from the name in the document to the Swift name, and the prefix and suffix of the types generated from
    /// schemas.
    public struct Naming: Sendable, Hashable {
        public var typePrefix: String?
        public var typeSuffix: String?
        public var types: [String: String]?
        public var properties: [String: String]?
        public var operations: [String: String]?
        public var enumCases: [String: String]?
    }

    public struct TypeOverrides: Sendable, Hashable {
        /// Schema name -> Swift type the user provides.
        public var schemas: [String: String]?
        /// `format` -> Swift type (`uuid: String`).
        public var formats: [String: String]?
    }

    public struct Limits: Sendable, Hashable {
        public var maxInputSize: Int?
        public var maxDepth: Int?
        public var maxAliasExpansions: Int?
        public var maxFiles: Int?
    }

    public init() {}
}

extension ConfigFile {
    /// Every key the file accepts, by section, for validation, suggestions and the published JSON Schema.
    public static let keys: [String: [String]] = [
        "": ["output", "access", "templates", "package", "layout", "shards", "hashable", "clientMethods", "frozenEnums",
             "mutableModels", "validation", "server", "allowRemoteRefs", "allowRefsOutsideRoot", "filter", "naming", "typeOverrides", "limits"],
        "filter": ["tags", "paths", "operationIds", "schemas"],
        "naming": ["typePrefix", "typeSuffix", "types", "properties", "operations", "enumCases"],
        "typeOverrides": ["schemas", "formats"],
        "limits": ["maxInputSize", "maxDepth", "maxAliasExpansions", "maxFiles"],
    ]

    /// Reads a config file's bytes (YAML or JSON). Unknown or misspelled keys and wrong value types are errors that
    /// name the key and suggest the closest valid one. So is a second YAML document, whose settings would otherwise
    /// be ignored without a word.
    public static func parse(bytes: [UInt8], path: String) throws(DiagnosticError) -> ConfigFile {
        let loaded = try YAMLLoader.loadFirstDocument(bytes, path: path)
        var reader = ConfigReader(path: path)
        let config = reader.read(loaded.root)
        if let next = loaded.next { reader.refuseSecondDocument(at: next) }
        if !reader.diagnostics.isEmpty { throw DiagnosticError(reader.diagnostics) }
        return config
    }
}
