/// Choices that change the generated types, with their defaults defined here once.
public struct TranslatorOptions: Sendable, Hashable {
    /// Enums without an `unknown` catch-all case: decoding fails on values the document does not list.
    public var frozenEnums = false
    /// `var` properties in every generated struct. Off by default: structs that only answers hold (no request
    /// parameter or body does) get `let` properties, which makes a client quicker to compile (see ``RequestTypes``).
    public var mutableModels = false
    /// Generated structs, classes and `oneOf` enums conform to `APIValidatable`: `try pet.validate()` checks the
    /// schemas' `minLength`, `maxLength`, `pattern`, bounds and item counts, through every nested value. Off by
    /// default: it adds a method to every type, which costs compile time.
    public var validation = false
    /// User renames: schema name (as in the document) -> Swift type name.
    public var typeNameOverrides: [String: String] = [:]
    /// The prefix and suffix of the names of the types generated from schemas (`naming.typePrefix`,
    /// `naming.typeSuffix`); none by default.
    public var typeNameAffixes = TypeNameAffixes()
    /// User renames: `Schema.property` or `property` (JSON key) -> Swift property name.
    public var propertyNameOverrides: [String: String] = [:]
    /// User renames: operationId (or `METHOD /path`) -> Swift type name of the operation.
    public var operationNameOverrides: [String: String] = [:]
    /// User renames: enum value (as in the document) -> Swift case name; keyed `Schema.value` or `value`.
    public var enumCaseNameOverrides: [String: String] = [:]
    /// User type overrides: schema name -> Swift type spelled as in source (the user provides that type).
    public var schemaTypeOverrides: [String: String] = [:]
    /// User type overrides: `format` -> Swift type (`uuid: String`).
    public var formatTypeOverrides: [String: String] = [:]
    /// The most generated types nested inside one another by value (struct in struct, enum case in struct...).
    /// Deeper chains, and recursion at any depth, are stored through a heap box: deep by-value nesting makes
    /// the generated code slow to compile.
    ///
    /// The default, 1, boxes every generated struct or `oneOf` enum stored in another one. Each type's copy and
    /// destroy code then handles its own fields only, instead of every field of everything it holds by value:
    /// that code was 60% of the LLVM instructions of the github client, and a clean debug build of it takes about
    /// 10% less time. The box stays private; the API shows plain properties.
    public var maximumValueNestingDepth = 1
    /// The model is also rendered with server code (`RenderOptions.server`, which sets this): the translator then
    /// warns about what a generated server cannot read as the document describes it.
    public var warnsForServer = false

    public init() {}
}
