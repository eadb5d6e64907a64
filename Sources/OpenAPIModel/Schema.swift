import GeneratorDiagnostics

/// A JSON Schema primitive type, as named in `type` (a string in 3.0, a string or an array in 3.1).
public enum JSONType: String, Sendable, Hashable, CaseIterable {
    case string, integer, number, boolean, object, array, null
}

/// A Schema Object (OpenAPI 3.0 subset of JSON Schema, and 3.1's JSON Schema 2020-12 vocabulary that matters for
/// clients). Swagger 2.0 schemas are converted into this shape by the parser.
///
/// A schema that is a `$ref` keeps the reference in ``ref`` (3.1 allows siblings next to it, which are kept too);
/// references are never expanded, so recursive and mutually recursive schemas are ordinary data here. Look targets
/// up in ``Document/schemas``.
public struct Schema: Sendable, Hashable {
    /// Where the schema object starts.
    public var location: SourceLocation
    /// Its JSON pointer inside its own file.
    public var pointer: JSONPointer

    public var ref: SchemaReference?

    /// `type`; empty means "any type" (no constraint). 3.0's `nullable: true` is folded in as `.null`.
    public var types: [JSONType] = []
    public var format: String?
    public var title: String?
    public var description: String?

    /// `properties`, in source order.
    public var properties: OrderedMap<Schema> = OrderedMap()
    public var required: [String] = []
    public var additionalProperties: AdditionalProperties?
    public var patternProperties: OrderedMap<Schema> = OrderedMap()

    public var items: Schema? {
        get { itemsBox?.value }
        set { itemsBox = newValue.map(Box.init) }
    }
    /// 3.1 `prefixItems` (tuple validation).
    public var prefixItems: [Schema] = []

    public var allOf: [Schema] = []
    public var oneOf: [Schema] = []
    public var anyOf: [Schema] = []
    public var not: Schema? {
        get { notBox?.value }
        set { notBox = newValue.map(Box.init) }
    }
    public var discriminator: Discriminator? {
        get { rare.discriminator }
        set { rare.discriminator = newValue }
    }

    /// `enum` members as written.
    public var enumValues: [RawValue]?
    /// 3.1 `const`.
    public var constValue: RawValue?
    public var defaultValue: RawValue?
    /// `example` (3.0) and `examples` (3.1), in order.
    public var examples: [RawValue] = []

    public var readOnly = false
    public var writeOnly = false
    public var deprecated = false

    // Validation keywords kept for documentation.
    public var pattern: String? {
        get { rare.pattern }
        set { rare.pattern = newValue }
    }
    public var minimum: String? {
        get { rare.minimum }
        set { rare.minimum = newValue }
    }
    public var maximum: String? {
        get { rare.maximum }
        set { rare.maximum = newValue }
    }
    public var exclusiveMinimum: String? {
        get { rare.exclusiveMinimum }
        set { rare.exclusiveMinimum = newValue }
    }
    public var exclusiveMaximum: String? {
        get { rare.exclusiveMaximum }
        set { rare.exclusiveMaximum = newValue }
    }
    public var minLength: Int? {
        get { rare.minLength }
        set { rare.minLength = newValue }
    }
    public var maxLength: Int? {
        get { rare.maxLength }
        set { rare.maxLength = newValue }
    }
    public var minProperties: Int? {
        get { rare.minProperties }
        set { rare.minProperties = newValue }
    }
    public var maxProperties: Int? {
        get { rare.maxProperties }
        set { rare.maxProperties = newValue }
    }
    /// The number text, like `minimum`.
    public var multipleOf: String? {
        get { rare.multipleOf }
        set { rare.multipleOf = newValue }
    }
    public var minItems: Int? {
        get { rare.minItems }
        set { rare.minItems = newValue }
    }
    public var maxItems: Int? {
        get { rare.maxItems }
        set { rare.maxItems = newValue }
    }
    public var uniqueItems = false

    /// 3.1 `contentEncoding` (`base64`) and `contentMediaType`.
    public var contentEncoding: String? {
        get { rare.contentEncoding }
        set { rare.contentEncoding = newValue }
    }
    public var contentMediaType: String? {
        get { rare.contentMediaType }
        set { rare.contentMediaType = newValue }
    }

    /// 3.1 `$defs` (also reachable by `$ref`).
    public var defs: OrderedMap<Schema> = OrderedMap()
    /// `x-` extensions, as written.
    public var extensions: OrderedMap<RawValue> = OrderedMap()
    /// 3.0 `xml`, kept only as an extension-like raw value.
    public var xml: RawValue? {
        get { rare.xml }
        set { rare.xml = newValue }
    }

    private var itemsBox: Box<Schema>?
    private var notBox: Box<Schema>?

    /// Keywords most schemas lack, stored apart so that a schema takes about 40% less memory: documents hold
    /// thousands of schemas, in arrays and tables that store them inline. Nil when all are absent.
    private var rareBox: Box<RareSchemaKeywords>?

    private var rare: RareSchemaKeywords {
        get { rareBox?.value ?? RareSchemaKeywords() }
        set { rareBox = newValue == RareSchemaKeywords() ? nil : Box(newValue) }
    }


    public init(location: SourceLocation, pointer: JSONPointer) {
        self.location = location
        self.pointer = pointer
    }

    /// True when `null` is an allowed type (3.1 `type: [T, "null"]`, or 3.0 `nullable: true`).
    public var isNullable: Bool { types.contains(.null) }

    /// The types other than `null`.
    public var nonNullTypes: [JSONType] { types.filter { $0 != .null } }

    /// True for `{}` / `true`: no constraint at all, only documentation.
    public var isUnconstrained: Bool {
        ref == nil && types.isEmpty && properties.isEmpty && additionalProperties == nil && itemsBox == nil
            && allOf.isEmpty && oneOf.isEmpty && anyOf.isEmpty && enumValues == nil && constValue == nil
            && prefixItems.isEmpty && patternProperties.isEmpty
    }
}

/// `additionalProperties`: a boolean or a schema.
public indirect enum AdditionalProperties: Sendable, Hashable {
    case allowed(Bool)
    case schema(Schema)
}

/// The `discriminator` of a `oneOf`/`anyOf`/`allOf` parent.
public struct Discriminator: Sendable, Hashable {
    public var propertyName: String
    /// Discriminator value -> `$ref` text (or bare schema name, as 3.0 allows), in source order.
    public var mapping: OrderedMap<String>
    /// The same mapping with each value resolved to a schema target, where it resolved.
    public var resolvedMapping: OrderedMap<ReferenceTarget>
    /// 3.2 `defaultMapping`: the schema of a payload whose property is absent or has a value no mapping names
    /// (`$ref` text or bare schema name), and its target where it resolved.
    public var defaultMapping: String?
    public var resolvedDefaultMapping: ReferenceTarget?
    /// The `oneOf` beside it was not written: it lists the schemas that are `allOf` this one (a Swagger 2.0 base),
    /// as the translator wrote it out. Any schema `allOf` this one is then one more subtype.
    public var listsImplicitSubtypes = false

    public init(propertyName: String, mapping: OrderedMap<String> = OrderedMap(), resolvedMapping: OrderedMap<ReferenceTarget> = OrderedMap()) {
        self.propertyName = propertyName
        self.mapping = mapping
        self.resolvedMapping = resolvedMapping
    }
}

/// Heap storage for a single recursive child, so that `Schema` stays a value type.
public final class Box<Value: Sendable & Hashable>: Sendable, Hashable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    public static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The keywords of ``Schema`` that most schemas lack, kept out of line.
struct RareSchemaKeywords: Sendable, Hashable {
    var discriminator: Discriminator?
    var pattern: String?
    var minimum: String?
    var maximum: String?
    var exclusiveMinimum: String?
    var exclusiveMaximum: String?
    var minLength: Int?
    var maxLength: Int?
    var minItems: Int?
    var maxItems: Int?
    var minProperties: Int?
    var maxProperties: Int?
    var multipleOf: String?
    var contentEncoding: String?
    var contentMediaType: String?
    var xml: RawValue?
}
