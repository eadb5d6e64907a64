/// A Swift type at a use site (a property, a parameter, a response), already decided by the translator.
/// The renderer only spells it; it never chooses types.
public indirect enum TypeUsage: Hashable, Sendable, Codable {
    /// A generated declaration, by its qualified Swift name (`Pet`, `Pet.Category`).
    case named(String)
    /// A standard or support type, spelled as in source (`String`, `Int64`, `Date`, `UUID`, `JSONValue`, `DateOnly`).
    case builtin(String)
    case array(TypeUsage)
    /// `[String: Value]`.
    case dictionary(TypeUsage)
    case optional(TypeUsage)

    /// The Swift spelling: `[String: [Pet]]?`.
    public var swiftSpelling: String {
        switch self {
        case .named(let name), .builtin(let name): name
        // The compiler's time grows about fourfold with every two levels of `[...]` nested in `[...]` (26 levels
        // took a minute to type-check); `Array<...>` costs nothing of the kind. Shallow arrays keep the sugar.
        case .array(let element): element.arrayDepth < 4 ? "[\(element.swiftSpelling)]" : "Array<\(element.swiftSpelling)>"
        case .dictionary(let value): "[String: \(value.swiftSpelling)]"
        case .optional(let wrapped):
            if case .optional = wrapped { wrapped.swiftSpelling } else { "\(wrapped.swiftSpelling)?" }
        }
    }

    /// How many arrays are nested in this type, through dictionaries and optionals (`[[Int]?]`: 2).
    var arrayDepth: Int {
        switch self {
        case .named, .builtin: 0
        case .array(let element): element.arrayDepth + 1
        case .dictionary(let value): value.arrayDepth
        case .optional(let wrapped): wrapped.arrayDepth
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type with one level of optionality removed.
    public var unwrapped: TypeUsage {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type made optional (never doubly).
    public var optional: TypeUsage { isOptional ? self : .optional(self) }

    /// This type with its named type replaced by what `replacement` gives for that name (`[Pet]?` -> `[Dog]?`), through
    /// arrays, dictionaries and optionals; nil when it gives nil, or the type names none.
    public func replacingNamed(_ replacement: (String) -> TypeUsage?) -> TypeUsage? {
        switch self {
        case .named(let name): replacement(name)
        case .builtin: nil
        case .array(let element): element.replacingNamed(replacement).map { .array($0) }
        case .dictionary(let value): value.replacingNamed(replacement).map { .dictionary($0) }
        case .optional(let wrapped): wrapped.replacingNamed(replacement).map { .optional($0) }
        }
    }

    /// The qualified name of the generated declaration this usage names, through arrays, dictionaries and
    /// optionals (`Pet` for `[Pet]?`); nil for standard types.
    public var namedType: String? {
        switch self {
        case .named(let name): name
        case .builtin: nil
        case .array(let element), .dictionary(let element), .optional(let element): element.namedType
        }
    }
}
