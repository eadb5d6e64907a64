/// The stable identifiers of the diagnostics the OpenAPI parser reports (see `Diagnostic.id`).
///
/// Problems of the YAML or JSON text itself keep the loader's `yaml.*` identifiers.
public enum ParserDiagnosticID {
    /// The root is not an OpenAPI or Swagger document: not a mapping, or no `openapi`/`swagger` key. Error.
    public static let notOpenAPI = "document.not-openapi"
    /// The document declares a version this parser does not read (only 2.0, 3.0.x, 3.1.x, 3.2.x). Error.
    public static let unsupportedVersion = "document.unsupported-version"
    /// The root file could not be read. Error.
    public static let unreadable = "document.unreadable"
    /// The root's `$self` (OpenAPI 3.2) is not a string, or is a relative URI naming another folder, which
    /// references are not read against. Warning.
    public static let selfIgnored = "document.self-ignored"

    /// A chain of references that never reaches an object (`a` -> `b` -> `a`), or an object that contains itself
    /// through references where the model cannot (anything but schemas). Error, at the `$ref` closing the cycle.
    public static let referenceCycle = "ref.cycle"
    /// An `http(s)` reference while remote references are not allowed. Error.
    public static let remoteReference = "ref.remote"
    /// Fetching a remote reference failed. Error.
    public static let remoteFetchFailed = "ref.fetch-failed"
    /// A reference to a file outside the root document's folder while that is not allowed. Error.
    public static let outsideRoot = "ref.outside-root"
    /// A reference to a file that does not exist. Error.
    public static let missingFile = "ref.missing-file"
    /// A reference to a file that exists but cannot be read (a folder, no permission). Error.
    public static let unreadableFile = "ref.unreadable-file"
    /// A reference whose JSON pointer names nothing in its (existing) file. Error.
    public static let missingPointer = "ref.missing-pointer"
    /// A reference ending in `#/` into a document whose top level has no key "": the whole document is read.
    /// Warning.
    public static let rootPointer = "ref.root-pointer"
    /// A reference inside a schema with a `$id` that names nothing in that schema, read in the document instead (as
    /// tools that ignore `$id` read it). Warning.
    public static let identifierIgnored = "ref.id-ignored"
    /// A `$dynamicRef` read as a `$ref` to the schema its own resource names, where schemas elsewhere declare the same
    /// `$dynamicAnchor` and would, by JSON Schema's dynamic scope, take its place where they use it; or a
    /// `$dynamicRef` that is not read (beside a `$ref`, or in a document before 3.1). Warning.
    public static let dynamicReference = "ref.dynamic"
    /// A callback that names, through a `$ref`, a callback it is part of (a callback operation with a callback back to
    /// itself). Warning; the inner one is left out, since callbacks of callbacks are not generated.
    public static let recursiveCallback = "callback.recursive"
    /// A `$ref` that is not a string, or whose fragment is not a JSON pointer. Error.
    public static let invalidReference = "ref.invalid"
    /// Following references would read more files than `ParserOptions.maxFiles`. Error.
    public static let fileLimit = "ref.file-limit"

    /// A field has the wrong kind of value (a sequence where a mapping belongs, a string for a boolean). Warning;
    /// the field is ignored.
    public static let wrongType = "field.type"
    /// A required field is missing (a parameter without `name`). Warning; the object is skipped.
    public static let missingField = "field.missing"
    /// A field has a value outside its allowed set (`style: sideways`). Warning; the default is used.
    public static let invalidValue = "field.value"
    /// A parameter's `in` is not a known location. Warning; the parameter is skipped.
    public static let parameterLocation = "parameter.location"
    /// A schema names a type JSON Schema does not have (`type: int`). Warning; that type is dropped.
    public static let schemaType = "schema.type"
    /// Two operations share an `operationId`. Warning; the translator disambiguates.
    public static let duplicateOperationID = "operation.duplicate-id"
    /// A server URL has a `{name}` that its `variables` do not declare: the URL is invalid until a value is given.
    public static let undeclaredServerVariable = "server.undeclared-variable"
    /// A server variable's `default` is not among its `enum` values, which OpenAPI requires. Warning.
    public static let serverVariableDefault = "server.variable-default"
}
