import ClientIR

/// The member names (properties, enum cases) of one declaration: unique, and never spelled like a type the
/// declaration refers to.
///
/// Swift resolves a name inside a type to its members first, so a property or case spelled like a type the
/// declaration uses would hide that type from the declaration's own code (`名前.self` inside a type with a member
/// `名前`), and an enum case may not share its name with a nested type at all. Member names are lowerCamelCase
/// and type names UpperCamelCase, so this only happens with scripts without letter case (`名前`) or names made of
/// digits (`_123`); such a member gets a suffix (`名前Value`, `名前Case`).
struct MemberNames {
    private var allocator = NameAllocator()
    private let usages: [TypeUsage]
    private let scope: NestedTypeScope
    private let suffix: String
    /// Built on first need: only names that do not start with a lowercase ASCII letter can equal a type name
    /// (unless the user provides types with lowercase names).
    private var typeNames: Set<String>?
    private let checksEveryName: Bool

    /// Avoiding the types spelled by `usages`, the types declared in `scope` and the enclosing types.
    init(avoiding usages: [TypeUsage], in scope: NestedTypeScope, suffix: String, userTypeNames: Set<String>) {
        self.usages = usages
        self.scope = scope
        self.suffix = suffix
        checksEveryName = userTypeNames.contains { name in name.utf8.first.map { $0 >= 0x61 && $0 <= 0x7A } ?? false }
    }

    /// Makes room for `count` member names.
    mutating func reserveCapacity(_ count: Int) { allocator.reserveCapacity(count) }

    mutating func claim(_ identifier: String) -> String {
        var name = allocator.claim(identifier)
        while spellsType(name) { name = allocator.claim(identifier + suffix) }
        return name
    }

    mutating func claim(firstFreeOf candidates: [String]) -> String {
        for candidate in candidates where !allocator.isTaken(candidate) && !spellsType(candidate) {
            return allocator.claim(candidate)
        }
        return claim(candidates.first ?? "value")
    }

    private mutating func spellsType(_ name: String) -> Bool {
        if !checksEveryName, let first = name.utf8.first, first >= 0x61 && first <= 0x7A { return false }
        if typeNames == nil {
            var names = Set(scope.ancestors)
            for declaration in scope.declarations { names.insert(declaration.name) }
            for usage in usages { names.insert(usage.leadingName) }
            typeNames = names
        }
        return typeNames?.contains(name) ?? false
    }
}
