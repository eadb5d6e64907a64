import GeneratorDiagnostics

/// The keywords of ``Schema`` that most schemas lack (the discriminator, validation keywords kept for documentation and
/// validation, `contentEncoding`, `xml`), read and written through one box that is nil when all are absent.
extension Schema {
    public var discriminator: Discriminator? {
        get { rare.discriminator }
        set { rare.discriminator = newValue }
    }
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
    /// 3.1 `contentEncoding` (`base64`) and `contentMediaType`.
    public var contentEncoding: String? {
        get { rare.contentEncoding }
        set { rare.contentEncoding = newValue }
    }
    public var contentMediaType: String? {
        get { rare.contentMediaType }
        set { rare.contentMediaType = newValue }
    }
    /// 3.0 `xml`, kept only as an extension-like raw value.
    public var xml: RawValue? {
        get { rare.xml }
        set { rare.xml = newValue }
    }

    /// The rare keywords; writing them all absent frees the box.
    var rare: RareSchemaKeywords {
        get { keywords.pointee.rareBox?.value ?? RareSchemaKeywords() }
        set { unique().pointee.rareBox = newValue == RareSchemaKeywords() ? nil : Box(newValue) }
    }
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

/// Heap storage for a schema's rare keywords, which most schemas do without (a nil box).
@usableFromInline final class Box<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }
    @usableFromInline static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs || lhs.value == rhs.value }
    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// The keywords of ``Schema`` that most schemas lack, kept out of line.
@usableFromInline struct RareSchemaKeywords: Sendable, Hashable {
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
