/// A type the generator emits, with its final Swift name and where it came from in the document.
public struct TypeDeclaration: Hashable, Sendable, Codable {
    /// The simple Swift name (`Category`); nested declarations are qualified by their parents.
    public var name: String
    /// The JSON pointer (with file, for external documents) of the schema it was made from.
    public var origin: String
    /// Documentation lines (already split, not yet escaped for comments).
    public var documentation: [String]
    public var isDeprecated: Bool
    public var kind: Kind
    /// Types declared inside this one (`Pet.Category`), in order.
    public var nested: [TypeDeclaration]

    public enum Kind: Hashable, Sendable, Codable {
        case structure(StructDeclaration)
        case enumeration(EnumDeclaration)
        case oneOf(OneOfDeclaration)
        /// `typealias Name = Type`.
        case alias(TypeUsage)
    }

    public init(name: String, origin: String, documentation: [String] = [], isDeprecated: Bool = false, kind: Kind, nested: [TypeDeclaration] = []) {
        self.name = name
        self.origin = origin
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.kind = kind
        self.nested = nested
    }
}

/// An object schema: a `struct` with stored properties, `CodingKeys`, and a memberwise `init`.
public struct StructDeclaration: Hashable, Sendable, Codable {
    public var properties: [PropertyDeclaration]
    /// Typed or free-form `additionalProperties`, kept in a `[String: Value]` next to the declared properties.
    public var additionalProperties: AdditionalPropertiesDeclaration?
    /// Emit as a `final class` instead of a struct (used to break recursion when boxing is not enough).
    public var isReferenceType: Bool
    /// Stored properties are `var`s (a request can hold the type); otherwise `let`s, behind get-only accessors where
    /// they are boxed. Classes keep `let`s whatever this says.
    public var isMutable: Bool

    public init(properties: [PropertyDeclaration], additionalProperties: AdditionalPropertiesDeclaration? = nil, isReferenceType: Bool = false, isMutable: Bool = true) {
        self.properties = properties
        self.additionalProperties = additionalProperties
        self.isReferenceType = isReferenceType
        self.isMutable = isMutable
    }
}

public struct AdditionalPropertiesDeclaration: Hashable, Sendable, Codable {
    /// Swift name of the stored dictionary (`additionalProperties`, renamed on collision).
    public var propertyName: String
    /// Value type of the dictionary.
    public var valueType: TypeUsage
    /// The values are generated types that validate themselves (when the client validates).
    public var validatesNested = false

    public init(propertyName: String, valueType: TypeUsage) {
        self.propertyName = propertyName
        self.valueType = valueType
    }
}

public struct PropertyDeclaration: Hashable, Sendable, Codable {
    /// Swift identifier, already escaped if it is a keyword (`` `default` ``).
    public var name: String
    /// The JSON key, exactly as in the document.
    public var key: String
    /// The full type, optional when the property is not required or is nullable.
    public var type: TypeUsage
    /// Required in the schema (the key must be present).
    public var isRequired: Bool
    /// `null` is an allowed value.
    public var isNullable: Bool
    /// A Swift expression for the `init` default (`nil`, `"available"`, `.available`, `10`), when there is one.
    public var defaultValue: String?
    public var documentation: [String]
    /// The note of the schema's scalar example ("Example: `octocat`."), shown after the documentation
    /// (``shownDocumentation``). Identical declarations are shared whatever their examples
    /// (`SharedTypes`): the shared one keeps the first's.
    public var example: String?
    public var isDeprecated: Bool
    public var isReadOnly: Bool
    public var isWriteOnly: Bool
    /// Store through a heap box (recursive or deeply nested value types).
    public var isBoxed: Bool
    /// The type itself decodes a JSON `null` though the member is not nullable: any JSON value, through a
    /// `typealias` (`$ref` to `{}`), or a union with such a member (`anyOf: [Tag, {}]`). An optional member then
    /// keeps a `null` apart from an absent one, as a `JSONValue?` member does.
    public var typeHoldsNull = false
    public var origin: String
    /// The checks of the schema's validation keywords that apply to the type, when the client validates
    /// (`validation: true`): of the value, then of an array's elements.
    public var constraints: [ValueConstraints] = []
    /// The type holds generated types that validate themselves (a struct, an array of `oneOf` enums...): the
    /// generated `validate(into:)` asks the value to check itself too.
    public var validatesNested = false

    public init(name: String, key: String, type: TypeUsage, isRequired: Bool, isNullable: Bool = false, defaultValue: String? = nil, documentation: [String] = [], isDeprecated: Bool = false, isReadOnly: Bool = false, isWriteOnly: Bool = false, isBoxed: Bool = false, origin: String) {
        self.name = name
        self.key = key
        self.type = type
        self.isRequired = isRequired
        self.isNullable = isNullable
        self.defaultValue = defaultValue
        self.documentation = documentation
        self.isDeprecated = isDeprecated
        self.isReadOnly = isReadOnly
        self.isWriteOnly = isWriteOnly
        self.isBoxed = isBoxed
        self.origin = origin
    }

    /// The doc comment's lines: the documentation, then the example's note in a paragraph of its own.
    public var shownDocumentation: [String] {
        guard let example else { return documentation }
        return documentation + (documentation.isEmpty ? [] : [""]) + [example]
    }
}

/// A closed set of string or integer values, with an `unknown` case for values a server adds later
/// (unless frozen).
public struct EnumDeclaration: Hashable, Sendable, Codable {
    public enum RawType: String, Hashable, Sendable, Codable { case string = "String", int = "Int" }
    public var rawType: RawType
    public var cases: [EnumCase]
    /// No `unknown` case: decoding fails on values the document does not list.
    public var isFrozen: Bool
    /// Swift name of the catch-all case (`unknown`, renamed when a listed value takes that name).
    public var unknownCaseName: String

    public init(rawType: RawType, cases: [EnumCase], isFrozen: Bool = false, unknownCaseName: String = "unknown") {
        self.rawType = rawType
        self.cases = cases
        self.isFrozen = isFrozen
        self.unknownCaseName = unknownCaseName
    }
}

public struct EnumCase: Hashable, Sendable, Codable {
    /// Swift case name, escaped if needed.
    public var name: String
    /// The raw value as a Swift literal: `"available"` (escaped) or `42`.
    public var rawValueLiteral: String
    /// The raw value as data, unescaped (for docs and tests).
    public var rawValue: String
    public var documentation: [String]

    public init(name: String, rawValueLiteral: String, rawValue: String, documentation: [String] = []) {
        self.name = name
        self.rawValueLiteral = rawValueLiteral
        self.rawValue = rawValue
        self.documentation = documentation
    }
}

/// `oneOf`/`anyOf`: an enum with one associated value per variant.
public struct OneOfDeclaration: Hashable, Sendable, Codable {
    public var cases: [OneOfCase]
    /// The JSON key of the discriminator property, when the schema has one.
    public var discriminatorKey: String?
    /// Keep undecodable payloads in an `unknown(JSONValue)` case instead of failing.
    public var hasUnknownCase: Bool
    /// Swift name of the catch-all case (`unknown`, renamed when a variant takes that name).
    public var unknownCaseName: String

    /// Without a discriminator, the variants are chosen by the members of the object: a case with
    /// ``OneOfCase/memberKeys`` wins only when it reads every member, else the first case that decoded does.
    public var choosesByMembers: Bool { discriminatorKey == nil && cases.contains { $0.memberKeys != nil } }

    /// Without a discriminator, some case holds an enum whose catch-all would take any value
    /// (``OneOfCase/listedValues``, ``OneOfCase/payloadUnknownCase``): such a value is kept only when no other case
    /// decodes it.
    public var hasLastResort: Bool {
        discriminatorKey == nil && cases.contains { $0.listedValues != nil || $0.payloadUnknownCase != nil }
    }

    public init(cases: [OneOfCase], discriminatorKey: String? = nil, hasUnknownCase: Bool = false, unknownCaseName: String = "unknown") {
        self.cases = cases
        self.discriminatorKey = discriminatorKey
        self.hasUnknownCase = hasUnknownCase
        self.unknownCaseName = unknownCaseName
    }
}

/// A member of a variant's struct whose type is a string enum, and the values the enum lists.
public struct EnumMemberValues: Hashable, Sendable, Codable {
    public var key: String
    public var values: [String]

    public init(key: String, values: [String]) {
        self.key = key
        self.values = values
    }
}

/// A property and the values of it that select a case (``OneOfCase/sharedValueTag``).
public struct OneOfTag: Hashable, Sendable, Codable {
    /// The property's JSON name.
    public var key: String
    /// The values (escaped Swift string literals).
    public var valueLiterals: [String]

    public init(key: String, valueLiterals: [String]) {
        self.key = key
        self.valueLiterals = valueLiterals
    }
}

public struct OneOfCase: Hashable, Sendable, Codable {
    public var name: String
    public var type: TypeUsage
    /// Discriminator values that select this case (escaped Swift string literals), empty when there is no discriminator.
    public var discriminatorValueLiterals: [String]
    /// Store through a heap box (the case refers back to its own type).
    public var isIndirect: Bool
    /// The payload is a generated type that validates itself (when the client validates).
    public var validatesPayload = false
    /// The JSON members the payload's struct reads, when it reads no others (no additional properties) and another
    /// variant could decode the same object: the case is then taken at once only for an object with none but
    /// these, and otherwise kept in case no later variant reads all of it (``OneOfDeclaration/choosesByMembers``).
    public var memberKeys: [String]?
    /// The members of ``memberKeys`` that the struct requires but lets be `null`: it decodes them when absent, and
    /// writes them back as `null`, so an object without them is not read whole either.
    public var nullableRequiredKeys: [String] = []
    /// The members of ``memberKeys`` whose type is a string enum with a catch-all case, with the values it lists: an
    /// object whose string there is none of them is not read whole either, since it would land in the catch-all
    /// (OpenAI's audio formats: three variants that differ only by `type: audio/pcm`, `audio/pcmu`, `audio/pcma`).
    public var enumMemberValues: [EnumMemberValues] = []
    /// Discriminator values (escaped Swift string literals) that this case's schema allows, as another case's does:
    /// a payload with one of them, which selects no case, is tried against these cases in order, before the cases
    /// without values (OpenAI's `BetaInputItem`: `type: message` is both an input message's and an output item's).
    public var sharedDiscriminatorValueLiterals: [String] = []
    /// For a case with ``sharedDiscriminatorValueLiterals``: a property that tells it apart from the other cases that
    /// share them, since each requires it with values of its own (OpenAI's `RealtimeConversationItem`: three members
    /// are `type: message`, and `role` is `system`, `user` or `assistant`). A payload with a shared value is tried
    /// first against the case whose values it carries there, then against the others in order.
    public var sharedValueTag: OneOfTag?
    /// The values of the open enum this case holds (Swift literals), when a later case can hold a string (or an
    /// integer) too: the case is then taken at once only for one of them, since its enum's catch-all would take any
    /// (a `date-time` after an enum of `now` and `always`), and otherwise kept as the last resort
    /// (``OneOfDeclaration/hasLastResort``).
    public var listedValues: [String]?
    /// The catch-all case of the `oneOf` enum this case holds, when a later case follows: the case is then taken at
    /// once only when its enum decoded the value as one of its variants, since its catch-all takes any value, and
    /// otherwise kept as the last resort (``OneOfDeclaration/hasLastResort``).
    public var payloadUnknownCase: String?
    /// The discriminator's `defaultMapping` (3.2) names this case's schema: a payload whose value selects no case, or
    /// that has none, is tried against it first.
    public var isDefaultMapping = false

    public init(name: String, type: TypeUsage, discriminatorValueLiterals: [String] = [], isIndirect: Bool = false) {
        self.name = name
        self.type = type
        self.discriminatorValueLiterals = discriminatorValueLiterals
        self.isIndirect = isIndirect
    }
}
