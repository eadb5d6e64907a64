/// The stable identifiers of the diagnostics the YAML loader reports (see `Diagnostic.id`).
public enum YAMLDiagnosticID {
    /// The input is not well-formed YAML or JSON.
    public static let syntax = "yaml.syntax"
    /// The bytes are not valid text: malformed UTF-8, a control character, a NUL byte.
    public static let reader = "yaml.reader"
    /// A mapping repeats a key.
    public static let duplicateKey = "yaml.duplicate-key"
    /// An alias (`*name`) names no anchor defined before it in the same document.
    public static let unknownAlias = "yaml.unknown-alias"
    /// Aliases would copy more nodes than ``LoaderLimits/maxAliasExpansions``.
    public static let aliasLimit = "yaml.alias-limit"
    /// Nesting goes deeper than ``LoaderLimits/maxDepth``.
    public static let depthLimit = "yaml.depth-limit"
    /// The input is larger than ``LoaderLimits/maxInputBytes``.
    public static let sizeLimit = "yaml.size-limit"
    /// An implicit key is longer than ``LoaderLimits/implicitKeyLength`` characters.
    public static let keyTooLong = "yaml.key-too-long"
    /// A mapping key is a sequence or a mapping.
    public static let complexKey = "yaml.complex-key"
    /// A merge key (`<<`) has a value that is neither a mapping nor a sequence of mappings.
    public static let merge = "yaml.merge"
    /// The input holds no document where one was required.
    public static let empty = "yaml.empty"
    /// The stream holds more than one document; only the first is read (a warning).
    public static let moreDocuments = "yaml.more-documents"
}
