import ClientIR
import OpenAPIModel

/// What a schema becomes in Swift, decided once from its keywords (before any name is chosen).
enum SchemaShape {
    /// A `$ref` (annotations next to it are only documentation): the referenced type.
    case reference(SchemaReference)
    /// No usable constraint: `JSONValue`.
    case any
    /// A `string`, `integer`, `number` or `boolean`; the format picks the Swift type.
    case primitive(JSONType)
    /// `const`: the primitive type of the value (kept lossless), with the value as the initializer default.
    case constant(JSONType, RawValue)
    /// `type: array`, with its `items` (nil: any element).
    case array(Schema?)
    /// 3.1 `prefixItems` (tuples): `[JSONValue]`.
    case tuple
    /// An object with no declared properties: `[String: Value]` (nil value schema: free-form, `JSONValue`).
    case map(Schema?)
    /// An object with declared properties: a struct.
    case object
    /// `allOf` (or 3.1 `$ref` with sibling keywords) of several object parts: one merged struct.
    case mergedObject([Schema])
    /// A composition that reduces to one member (`allOf: [$ref]`, `oneOf: [X, {type: null}]`): that member.
    case single(Schema)
    /// `enum` of strings or integers.
    case enumeration(EnumDeclaration.RawType, [RawValue])
    /// `oneOf`/`anyOf` with several non-null members.
    case choice([Schema])
    /// 3.1 `type: [string, integer]`: one case per type.
    case multiType([JSONType])

    /// Classifies `schema`; `isNullable` also covers `null` members of `enum`, `oneOf` and `anyOf`.
    /// `resolve` looks up `$ref` targets (to tell object parts of an `allOf` from primitive ones). `openEnumerations`:
    /// a union of strings and a string enum is the enum (``openEnumeration(_:resolve:)``), which only an enum with
    /// its catch-all case can be (not with `frozenEnums`).
    static func of(_ schema: Schema, openEnumerations: Bool = true,
                   resolve: (ReferenceTarget) -> Schema?) -> (shape: SchemaShape, isNullable: Bool) {
        var nullable = schema.isNullable
        if let ref = schema.ref {
            guard hasStructure(schema, ignoringRef: true) else { return (.reference(ref), nullable) }
            var rest = schema
            rest.ref = nil
            var refPart = Schema(location: ref.location, pointer: schema.pointer)
            refPart.ref = ref
            return (allOf([refPart, rest], resolve), nullable)
        }
        if !schema.allOf.isEmpty {
            var parts = schema.allOf
            if hasStructure(schema, ignoringAllOf: true) {
                var rest = schema
                rest.allOf = []
                parts.append(rest)
            }
            let nullMarkers = schema.allOf.contains(where: isNullOnly)
            return (allOf(parts, resolve), nullable || nullMarkers)
        }
        let members = schema.oneOf.isEmpty ? schema.anyOf : schema.oneOf
        if !members.isEmpty && !members.allSatisfy(\.isUnconstrained) {
            let nonNull = members.filter { !isNullOnly($0) }
            // A `null` member, or (3.0) a member with `nullable: true`, or a `$ref` to a schema that allows `null`:
            // `null` is one of the union's values.
            if nonNull.count != members.count || nonNull.contains(where: { allowsNull($0, resolve: resolve) }) {
                nullable = true
            }
            switch nonNull.count {
            case 0: return (.any, true)
            case 1: return (.single(nonNull[0]), nullable)
            default:
                if openEnumerations, let member = openEnumeration(nonNull, resolve: resolve) { return (.single(member), nullable) }
                return (.choice(nonNull), nullable)
            }
        }
        if let values = schema.enumValues {
            let nonNull = values.filter { !$0.isNull }
            if nonNull.count != values.count { nullable = true }
            if let rawType = enumRawType(schema, nonNull) { return (.enumeration(rawType, nonNull), nullable) }
        }
        if let value = schema.constValue {
            if value.isNull { return (.any, true) }
            if let type = constType(schema, value) { return (.constant(type, value), nullable) }
            return (.any, nullable)
        }
        return (typeShape(schema), nullable)
    }

    /// The shape given by `type` (and, without `type`, by the keywords that imply one).
    static func typeShape(_ schema: Schema) -> SchemaShape {
        let types = schema.nonNullTypes
        if types.count > 1 { return .multiType(types) }
        switch types.first {
        case .object?: return objectShape(schema)
        case .array?: return schema.items == nil && !schema.prefixItems.isEmpty ? .tuple : .array(schema.items)
        case let primitive?: return .primitive(primitive)
        case nil:
            if !schema.properties.isEmpty || schema.additionalProperties != nil || !schema.patternProperties.isEmpty {
                return objectShape(schema)
            }
            if schema.items != nil { return .array(schema.items) }
            if !schema.prefixItems.isEmpty { return .tuple }
            return .any
        }
    }

    private static func objectShape(_ schema: Schema) -> SchemaShape {
        guard schema.properties.isEmpty && schema.patternProperties.isEmpty else { return .object }
        switch schema.additionalProperties {
        case .schema(let value)?: return value.isUnconstrained ? .map(nil) : .map(value)
        case .allowed(false)?: return .object
        case .allowed(true)?, nil: return .map(nil)
        }
    }

    /// `allOf` parts: one meaningful part is that part; several make a merged struct when any is an object, and
    /// otherwise (`allOf` of primitives, which only add constraints) the first part.
    private static func allOf(_ parts: [Schema], _ resolve: (ReferenceTarget) -> Schema?) -> SchemaShape {
        let meaningful = parts.filter { !$0.isUnconstrained && !isNullOnly($0) && !isBareObject($0) }
        switch meaningful.count {
        case 0: return parts.contains(where: isBareObject) ? .map(nil) : .any
        case 1: return .single(meaningful[0])
        default:
            var visited = Set<ReferenceTarget>()
            if meaningful.contains(where: { isObjectLike($0, resolve, depth: 0, visited: &visited) }) {
                return .mergedObject(meaningful)
            }
            return .single(meaningful[0])
        }
    }

    /// `{type: object}` and nothing else: in an `allOf`, only a restatement.
    private static func isBareObject(_ schema: Schema) -> Bool {
        schema.nonNullTypes == [.object] && !hasStructure(schema, ignoringTypes: true)
    }

    /// True when the schema (through `$ref`s) describes an object: its properties can be merged.
    ///
    /// `visited`: the targets this question has looked at, none of them object-like (the first that is ends it).
    /// Each is looked at once, so `allOf`s that share parts (`A: allOf [B, C]`, `B` and `C` both `allOf [D, E]`, and
    /// so on) cost the number of schemas, not the number of paths through them: 2^32 for a lattice 32 deep.
    static func isObjectLike(_ schema: Schema, _ resolve: (ReferenceTarget) -> Schema?, depth: Int,
                             visited: inout Set<ReferenceTarget>) -> Bool {
        guard depth < 32 else { return false }
        if let ref = schema.ref {
            if visited.insert(ref.target).inserted, let target = resolve(ref.target),
               isObjectLike(target, resolve, depth: depth + 1, visited: &visited) {
                return true
            }
            return !schema.properties.isEmpty
        }
        if !schema.allOf.isEmpty {
            return schema.allOf.contains { isObjectLike($0, resolve, depth: depth + 1, visited: &visited) }
                || !schema.properties.isEmpty
        }
        if !schema.properties.isEmpty || schema.additionalProperties != nil { return true }
        return schema.nonNullTypes == [.object]
    }

    /// Whether a member of a union allows `null`: it says so itself, or the schema its `$ref` names does (through
    /// chains of references, `null` in an `enum`, or a member of its own `oneOf`/`anyOf` that allows it). Each
    /// target is read once: unions of unions that name the same schemas many times would otherwise cost their
    /// product (a fuzzed document of 12 references per level, 5 levels deep, did not finish in a minute).
    static func allowsNull(_ member: Schema, resolve: (ReferenceTarget) -> Schema?) -> Bool {
        var visited: Set<ReferenceTarget> = []
        var pending = [member]
        while let next = pending.popLast() {
            if next.isNullable || isNullOnly(next) { return true }
            guard let ref = next.ref, visited.insert(ref.target).inserted, let target = resolve(ref.target)
            else { continue }
            if target.enumValues?.contains(where: \.isNull) == true { return true }
            pending.append(target)
            pending += target.oneOf.isEmpty ? target.anyOf : target.oneOf
        }
        return false
    }

    /// True when the Swift type of `schema` decodes a JSON `null` itself: the schema allows any value (`{}`), through
    /// references, or is a union with such a member (whose `JSONValue` case holds the `null`).
    static func holdsAnyValue(_ schema: Schema, resolve: (ReferenceTarget) -> Schema?) -> Bool {
        var visited: Set<ReferenceTarget> = []
        var pending = [schema]
        var steps = 0
        while let next = pending.popLast(), steps < 256 {
            steps += 1
            switch of(next, resolve: resolve).shape {
            case .any:
                return true
            case .reference(let ref):
                if visited.insert(ref.target).inserted, let target = resolve(ref.target) { pending.append(target) }
            case .single(let part):
                pending.append(part)
            case .choice(let members):
                pending += members
            default:
                continue
            }
        }
        return false
    }

    /// True for `{type: null}` (a member that only allows `null`).
    static func isNullOnly(_ schema: Schema) -> Bool {
        schema.ref == nil && schema.types == [.null]
    }

    /// True when a schema says more than annotations: a type other than `null`, properties, composition, items,
    /// `enum`, `const` (optionally not counting `$ref`, `allOf` or `type`). Reads the keywords without copying.
    static func hasStructure(_ schema: Schema, ignoringRef: Bool = false, ignoringAllOf: Bool = false, ignoringTypes: Bool = false) -> Bool {
        if !ignoringRef && schema.ref != nil { return true }
        if !ignoringAllOf && !schema.allOf.isEmpty { return true }
        if !ignoringTypes && !(schema.types.isEmpty || schema.types == [.null]) { return true }
        if !schema.properties.isEmpty || schema.additionalProperties != nil || !schema.patternProperties.isEmpty
            || !schema.oneOf.isEmpty || !schema.anyOf.isEmpty || schema.enumValues != nil || schema.constValue != nil
            || !schema.prefixItems.isEmpty {
            return true
        }
        return schema.items != nil
    }

    /// The raw type of an enum of `values` (`null`s removed) that `schema` declares, or nil when it is not one.
    static func enumRawType(_ schema: Schema, _ values: [RawValue]) -> EnumDeclaration.RawType? {
        guard !values.isEmpty, values.allSatisfy({ $0.text != nil }) else { return nil }
        switch schema.nonNullTypes {
        case [.string]: return .string
        case [.integer]: return values.allSatisfy(fitsInt) ? .int : nil
        case []:
            if values.allSatisfy(fitsInt) { return .int }
            if values.allSatisfy({ $0.bool == nil && $0.numberText == nil }) { return .string }
            return nil
        default: return nil
        }
    }

    /// An integer literal Swift's `Int` can hold (64-bit platforms).
    private static func fitsInt(_ value: RawValue) -> Bool {
        value.integerText.flatMap { Int64($0) } != nil
    }

    private static func constType(_ schema: Schema, _ value: RawValue) -> JSONType? {
        let types = schema.nonNullTypes
        if types.count == 1, let type = types.first, type != .object, type != .array { return type }
        guard types.isEmpty, case .scalar(_, let isPlain) = value else { return nil }
        if !isPlain { return .string }
        if value.bool != nil { return .boolean }
        if value.integerText != nil { return .integer }
        if value.numberText != nil { return .number }
        return .string
    }
}
