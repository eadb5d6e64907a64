import ClientIR

/// Which variants of a `oneOf`/`anyOf` enum without a discriminator are chosen by the members of the object.
///
/// The generated decoder tries the variants in order. When two of them can decode the same object (all properties
/// optional, or the object holds the required members of both), the first used to win, and the members only a later
/// variant declares were dropped: PeerTube's `media:group` items, an `anyOf` of `MRSSPeerLink` (`href`, `type`) and
/// `MRSSGroupContent` (`url`, `fileSize`, `duration`...), all decoded as peer links and lost their files. Such a
/// variant's struct now carries the JSON members it reads (``OneOfCase/memberKeys``): it is taken at once only when
/// the object has no other member, and has those it requires but lets be `null` (which it would write back as
/// `null`: PandaScore's players, whose members are all required and nullable, read a game of another kind), and whose
/// strings in members of open string enum types are values those enums list (else they would land in the enum's
/// `unknown` case: OpenAI's audio formats and tool choices, told apart by their `type` only); otherwise
/// the next variants are tried, and when none reads the object whole, the first that decoded is taken, as before.
///
/// Only the cases where it matters get it: a struct or class without additional properties, followed by a variant
/// that can hold the same object: one that reads any members (a generated `oneOf` enum or a struct with additional
/// properties, a dictionary, `JSONValue` or a configured type), or a struct that declares every member the first
/// one requires; and, after such a case, every struct or class without additional properties. Where the required
/// members already tell the variants apart (Stripe's `price` and `deleted_price`), the code stays as it was. Enums
/// with a discriminator are chosen by its value, and keep their code too.
enum VariantMembers {
    /// What a qualified type name stands for, as far as a JSON object is concerned.
    private enum Entry {
        /// A struct or class: the JSON members it reads (nil when it keeps additional properties), and those its
        /// decoder requires (a required but nullable property is optional: an absent member decodes as `nil`).
        /// Its properties are kept to find those of open string enum types, for the structs a union holds only.
        case object(members: [String]?, required: [String], nullableRequired: [String], properties: [PropertyDeclaration])
        /// A `oneOf` enum: it may decode an object; the name of its catch-all case, if it has one.
        case choice(unknownCase: String?)
        case alias(TypeUsage)
        /// An enum; for an open string enum of at most ``maximumListedValues`` values, those values; for any open enum
        /// of at most that many, its values as Swift literals.
        case enumeration(listed: [String]?, literals: [String]?, rawType: EnumDeclaration.RawType)
    }

    /// Sets ``OneOfCase/memberKeys`` in the cases of `model`'s `oneOf` enums that need it.
    static func apply(to model: inout ClientModel) {
        var entries: [String: Entry] = [:]
        var hasChoices = false
        model.forEachDeclaration { name, declaration in
            switch declaration.kind {
            case .structure(let structure):
                entries[name] = .object(
                    members: structure.additionalProperties == nil ? structure.properties.map(\.key) : nil,
                    required: structure.properties.filter { !$0.type.isOptional }.map(\.key),
                    nullableRequired: structure.properties.filter { $0.isRequired && $0.type.isOptional }.map(\.key),
                    properties: structure.properties
                )
            case .oneOf(let oneOf):
                entries[name] = .choice(unknownCase: oneOf.hasUnknownCase || oneOf.cases.isEmpty ? oneOf.unknownCaseName : nil)
                if oneOf.discriminatorKey == nil && oneOf.cases.count > 1 { hasChoices = true }
            case .alias(let target): entries[name] = .alias(target)
            case .enumeration(let enumeration):
                let isListed = !enumeration.isFrozen && enumeration.cases.count <= maximumListedValues
                entries[name] = .enumeration(
                    listed: isListed && enumeration.rawType == .string ? enumeration.cases.map(\.rawValue) : nil,
                    literals: isListed ? enumeration.cases.map(\.rawValueLiteral) : nil, rawType: enumeration.rawType)
            }
        }
        guard hasChoices else { return }
        model.forEachDeclaration { _, declaration in
            guard case .oneOf(var oneOf) = declaration.kind, oneOf.discriminatorKey == nil, oneOf.cases.count > 1 else { return }
            let shapes = oneOf.cases.map { shape(of: $0.type, in: entries) }
            var changed = false
            // An open enum takes any string (or integer): before a case that may hold one too, it is taken at once
            // only for the values it lists. After such a case, so is every other open enum, so that a value none
            // lists goes to the first that decoded it, as the last resort.
            var givesWay = false
            for index in oneOf.cases.indices {
                // A `oneOf` enum with a catch-all decodes any value: before another case, it is taken at once only
                // for a value one of its variants decoded.
                if index + 1 < oneOf.cases.count, let unknown = choiceUnknownCase(of: oneOf.cases[index].type, in: entries) {
                    oneOf.cases[index].payloadUnknownCase = unknown
                    givesWay = true
                    continue
                }
                guard let (literals, rawType) = enumLiterals(of: oneOf.cases[index].type, in: entries),
                      givesWay || oneOf.cases[(index + 1)...].contains(where: { mayHold(rawType, $0.type, in: entries) })
                else { continue }
                oneOf.cases[index].listedValues = literals
                givesWay = true
            }
            for (index, shape) in shapes.enumerated() {
                guard let members = shape.members else { continue }
                let required = Set(shape.required)
                let mayTakeALaterOne = shapes[(index + 1)...].contains { later in
                    later.mayBeObject && (later.members.map { required.isSubset(of: $0) } ?? true)
                }
                // After a case that gave way, a struct that does not read every member gives way too, so that the
                // first that decoded is the one kept.
                if mayTakeALaterOne || changed {
                    oneOf.cases[index].memberKeys = members
                    oneOf.cases[index].nullableRequiredKeys = shape.nullableRequired
                    oneOf.cases[index].enumMemberValues = shape.enumValues
                    changed = true
                }
            }
            if changed || givesWay { declaration.kind = .oneOf(oneOf) }
        }
    }

    /// The longest list of values a generated check compares a member with; a longer enum is not checked.
    static let maximumListedValues = 64

    /// The values of the open string enum a property of `type` holds (through optionals and aliases), if it is one.
    private static func listedValues(of type: TypeUsage, in entries: [String: Entry], steps: Int = 0) -> [String]? {
        guard steps < 64 else { return nil }
        switch type {
        case .optional(let wrapped): return listedValues(of: wrapped, in: entries, steps: steps + 1)
        case .named(let name):
            switch entries[name] {
            case .enumeration(let listed, _, _)?: return listed
            case .alias(let target)?: return listedValues(of: target, in: entries, steps: steps + 1)
            default: return nil
            }
        default: return nil
        }
    }

    /// The catch-all case of the `oneOf` enum `type` is (through aliases), if it has one.
    private static func choiceUnknownCase(of type: TypeUsage, in entries: [String: Entry], steps: Int = 0) -> String? {
        guard steps < 64, case .named(let name) = type else { return nil }
        switch entries[name] {
        case .choice(let unknown)?: return unknown
        case .alias(let target)?: return choiceUnknownCase(of: target, in: entries, steps: steps + 1)
        default: return nil
        }
    }

    /// The values of the open enum `type` is (through aliases), as Swift literals, and its raw type.
    private static func enumLiterals(of type: TypeUsage, in entries: [String: Entry], steps: Int = 0)
        -> (literals: [String], rawType: EnumDeclaration.RawType)?
    {
        guard steps < 64, case .named(let name) = type else { return nil }
        switch entries[name] {
        case .enumeration(_, let literals?, let rawType)?: return (literals, rawType)
        case .alias(let target)?: return enumLiterals(of: target, in: entries, steps: steps + 1)
        default: return nil
        }
    }

    /// Whether a value of `type` may decode from a JSON string (`rawType` `.string`: a string enum, a `oneOf` enum, a
    /// string, date, UUID, URL, data or `JSONValue`, or a configured type) or integer (`.int`: an integer enum, a
    /// number, a `oneOf` enum, `JSONValue` or a configured type).
    private static func mayHold(_ rawType: EnumDeclaration.RawType, _ type: TypeUsage, in entries: [String: Entry],
                                steps: Int = 0) -> Bool {
        guard steps < 64 else { return true }
        switch type {
        case .named(let name):
            switch entries[name] {
            case .object?: return false
            case .enumeration(_, _, let enumType)?: return enumType == rawType
            case .alias(let target)?: return mayHold(rawType, target, in: entries, steps: steps + 1)
            case .choice?, nil: return true
            }
        case .builtin(let name):
            return rawType == .string ? !numberBuiltins.contains(name) && name != "Bool" : !textBuiltins.contains(name)
        case .array, .dictionary: return false
        case .optional(let wrapped): return mayHold(rawType, wrapped, in: entries, steps: steps + 1)
        }
    }

    /// The built-in types that decode from a JSON number only.
    private static let numberBuiltins: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]
    /// The built-in types that never decode from a JSON number.
    private static let textBuiltins: Set<String> = [
        "String", "Bool", "Date", "DateOnly", "UUID", "URL", "Data", "MultipartFile",
    ]

    /// What a variant's payload can hold.
    private struct Shape {
        /// It may decode a JSON object.
        var mayBeObject: Bool
        /// The members it reads, when it is a struct that reads no others.
        var members: [String]?
        /// The members its decoder requires, when it is a struct.
        var required: [String] = []
        /// The members it requires but lets be `null`, when it is a struct.
        var nullableRequired: [String] = []
        /// Its members of open string enum types, with their values, when it is a struct.
        var enumValues: [EnumMemberValues] = []

        static let value = Shape(mayBeObject: false)
        static let anyObject = Shape(mayBeObject: true)
    }

    /// The shape of a value of `type`. Alias chains longer than 64 (or cycles, which the translator breaks before
    /// this) count as any object.
    private static func shape(of type: TypeUsage, in entries: [String: Entry], steps: Int = 0) -> Shape {
        guard steps < 64 else { return .anyObject }
        switch type {
        case .named(let name):
            switch entries[name] {
            case .object(let members, let required, let nullableRequired, let properties)?:
                let enumValues = properties.compactMap { property in
                    listedValues(of: property.type, in: entries).map { EnumMemberValues(key: property.key, values: $0) }
                }
                return Shape(mayBeObject: true, members: members, required: required, nullableRequired: nullableRequired,
                             enumValues: enumValues)
            case .choice?, nil: return .anyObject
            case .alias(let target)?: return shape(of: target, in: entries, steps: steps + 1)
            case .enumeration?: return .value
            }
        case .builtin(let name): return OperationTranslator.fieldBuiltins.contains(name) ? .value : .anyObject  // JSONValue, or a configured type
        case .dictionary: return .anyObject
        case .array: return .value
        case .optional(let wrapped): return shape(of: wrapped, in: entries, steps: steps + 1)
        }
    }
}
