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
///
/// A value type whose keywords live in one copy-on-write heap buffer: a copy is one retain, where the keywords held
/// inline (some 25 references) made each copy retain and each destroy release every one of them, which the
/// translator does at every `items`, `allOf` member or `$ref` target it reads. The buffer is a `ManagedBuffer`,
/// read and written through its header pointer, so no access pays for a dynamic exclusivity check.
public struct Schema: @unchecked Sendable, Hashable {
    /// The keywords. Shared between copies until one is changed (``unique()``).
    @usableFromInline var storage: ManagedBuffer<Keywords, Void>

    /// The keywords, stored once for all copies of a schema.
    @usableFromInline struct Keywords: Hashable {
        @usableFromInline var location: SourceLocation
        @usableFromInline var pointer: JSONPointer
        @usableFromInline var ref: SchemaReference? = nil
        @usableFromInline var types: [JSONType] = []
        @usableFromInline var format: String? = nil
        @usableFromInline var title: String? = nil
        @usableFromInline var description: String? = nil
        @usableFromInline var properties: OrderedMap<Schema> = OrderedMap()
        @usableFromInline var required: [String] = []
        @usableFromInline var additionalProperties: AdditionalProperties? = nil
        @usableFromInline var patternProperties: OrderedMap<Schema> = OrderedMap()
        @usableFromInline var items: Schema? = nil
        @usableFromInline var prefixItems: [Schema] = []
        @usableFromInline var allOf: [Schema] = []
        @usableFromInline var oneOf: [Schema] = []
        @usableFromInline var anyOf: [Schema] = []
        @usableFromInline var not: Schema? = nil
        @usableFromInline var enumValues: [RawValue]? = nil
        @usableFromInline var constValue: RawValue? = nil
        @usableFromInline var defaultValue: RawValue? = nil
        @usableFromInline var examples: [RawValue] = []
        @usableFromInline var readOnly: Bool = false
        @usableFromInline var writeOnly: Bool = false
        @usableFromInline var deprecated: Bool = false
        @usableFromInline var uniqueItems: Bool = false
        @usableFromInline var defs: OrderedMap<Schema> = OrderedMap()
        @usableFromInline var extensions: OrderedMap<RawValue> = OrderedMap()
        /// Keywords most schemas lack, stored apart so that a schema takes less memory: documents hold
        /// thousands of schemas. Nil when all are absent.
        @usableFromInline var rareBox: Box<RareSchemaKeywords>?

        @usableFromInline init(location: SourceLocation, pointer: JSONPointer) {
            self.location = location
            self.pointer = pointer
        }
    }

    public init(location: SourceLocation, pointer: JSONPointer) {
        storage = Self.makeStorage(Keywords(location: location, pointer: pointer))
    }

    @usableFromInline static func makeStorage(_ keywords: Keywords) -> ManagedBuffer<Keywords, Void> {
        ManagedBuffer<Keywords, Void>.create(minimumCapacity: 0) { _ in keywords }
    }

    /// The keywords, for reading. The pointer outlives the closure that gives it, which is sound because the buffer
    /// is a class instance that does not move, and this schema holds it for as long as the caller uses the pointer (a
    /// getter, `==`, `hash`); writers go through ``unique()``, which reads it again after any copy.
    @inlinable var keywords: UnsafeMutablePointer<Keywords> {
        storage.withUnsafeMutablePointerToHeader { $0 }
    }

    /// The keywords, for writing: copied first when another schema shares them.
    @inlinable mutating func unique() -> UnsafeMutablePointer<Keywords> {
        if !isKnownUniquelyReferenced(&storage) { storage = Self.makeStorage(keywords.pointee) }
        return keywords
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.storage === rhs.storage || lhs.keywords.pointee == rhs.keywords.pointee
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(keywords.pointee) }

    /// Where the schema object starts.
    public var location: SourceLocation {
        @inlinable get { keywords.pointee.location }
        @inlinable _modify { yield &unique().pointee.location }
    }
    /// Its JSON pointer inside its own file.
    public var pointer: JSONPointer {
        @inlinable get { keywords.pointee.pointer }
        @inlinable _modify { yield &unique().pointee.pointer }
    }
    public var ref: SchemaReference? {
        @inlinable get { keywords.pointee.ref }
        @inlinable _modify { yield &unique().pointee.ref }
    }
    /// `type`; empty means "any type" (no constraint). 3.0's `nullable: true` is folded in as `.null`.
    public var types: [JSONType] {
        @inlinable get { keywords.pointee.types }
        @inlinable _modify { yield &unique().pointee.types }
    }
    public var format: String? {
        @inlinable get { keywords.pointee.format }
        @inlinable _modify { yield &unique().pointee.format }
    }
    public var title: String? {
        @inlinable get { keywords.pointee.title }
        @inlinable _modify { yield &unique().pointee.title }
    }
    public var description: String? {
        @inlinable get { keywords.pointee.description }
        @inlinable _modify { yield &unique().pointee.description }
    }
    /// `properties`, in source order.
    public var properties: OrderedMap<Schema> {
        @inlinable get { keywords.pointee.properties }
        @inlinable _modify { yield &unique().pointee.properties }
    }
    public var required: [String] {
        @inlinable get { keywords.pointee.required }
        @inlinable _modify { yield &unique().pointee.required }
    }
    public var additionalProperties: AdditionalProperties? {
        @inlinable get { keywords.pointee.additionalProperties }
        @inlinable _modify { yield &unique().pointee.additionalProperties }
    }
    public var patternProperties: OrderedMap<Schema> {
        @inlinable get { keywords.pointee.patternProperties }
        @inlinable _modify { yield &unique().pointee.patternProperties }
    }
    public var items: Schema? {
        @inlinable get { keywords.pointee.items }
        @inlinable _modify { yield &unique().pointee.items }
    }
    /// 3.1 `prefixItems` (tuple validation).
    public var prefixItems: [Schema] {
        @inlinable get { keywords.pointee.prefixItems }
        @inlinable _modify { yield &unique().pointee.prefixItems }
    }
    public var allOf: [Schema] {
        @inlinable get { keywords.pointee.allOf }
        @inlinable _modify { yield &unique().pointee.allOf }
    }
    public var oneOf: [Schema] {
        @inlinable get { keywords.pointee.oneOf }
        @inlinable _modify { yield &unique().pointee.oneOf }
    }
    public var anyOf: [Schema] {
        @inlinable get { keywords.pointee.anyOf }
        @inlinable _modify { yield &unique().pointee.anyOf }
    }
    public var not: Schema? {
        @inlinable get { keywords.pointee.not }
        @inlinable _modify { yield &unique().pointee.not }
    }
    /// `enum` members as written.
    public var enumValues: [RawValue]? {
        @inlinable get { keywords.pointee.enumValues }
        @inlinable _modify { yield &unique().pointee.enumValues }
    }
    /// 3.1 `const`.
    public var constValue: RawValue? {
        @inlinable get { keywords.pointee.constValue }
        @inlinable _modify { yield &unique().pointee.constValue }
    }
    public var defaultValue: RawValue? {
        @inlinable get { keywords.pointee.defaultValue }
        @inlinable _modify { yield &unique().pointee.defaultValue }
    }
    /// `example` (3.0) and `examples` (3.1), in order.
    public var examples: [RawValue] {
        @inlinable get { keywords.pointee.examples }
        @inlinable _modify { yield &unique().pointee.examples }
    }
    public var readOnly: Bool {
        @inlinable get { keywords.pointee.readOnly }
        @inlinable _modify { yield &unique().pointee.readOnly }
    }
    public var writeOnly: Bool {
        @inlinable get { keywords.pointee.writeOnly }
        @inlinable _modify { yield &unique().pointee.writeOnly }
    }
    public var deprecated: Bool {
        @inlinable get { keywords.pointee.deprecated }
        @inlinable _modify { yield &unique().pointee.deprecated }
    }
    public var uniqueItems: Bool {
        @inlinable get { keywords.pointee.uniqueItems }
        @inlinable _modify { yield &unique().pointee.uniqueItems }
    }
    /// 3.1 `$defs` (also reachable by `$ref`).
    public var defs: OrderedMap<Schema> {
        @inlinable get { keywords.pointee.defs }
        @inlinable _modify { yield &unique().pointee.defs }
    }
    /// `x-` extensions, as written.
    public var extensions: OrderedMap<RawValue> {
        @inlinable get { keywords.pointee.extensions }
        @inlinable _modify { yield &unique().pointee.extensions }
    }

    /// True when `null` is an allowed type (3.1 `type: [T, "null"]`, or 3.0 `nullable: true`).
    public var isNullable: Bool { types.contains(.null) }

    /// The types other than `null`.
    public var nonNullTypes: [JSONType] { types.filter { $0 != .null } }

    /// True for `{}` / `true`: no constraint at all, only documentation.
    public var isUnconstrained: Bool {
        let keywords = keywords
        return keywords.pointee.ref == nil && keywords.pointee.types.isEmpty && keywords.pointee.properties.isEmpty
            && keywords.pointee.additionalProperties == nil && keywords.pointee.items == nil
            && keywords.pointee.allOf.isEmpty && keywords.pointee.oneOf.isEmpty && keywords.pointee.anyOf.isEmpty
            && keywords.pointee.enumValues == nil && keywords.pointee.constValue == nil
            && keywords.pointee.prefixItems.isEmpty && keywords.pointee.patternProperties.isEmpty
    }
}

/// `additionalProperties`: a boolean or a schema.
public enum AdditionalProperties: Sendable, Hashable {
    case allowed(Bool)
    case schema(Schema)
}
