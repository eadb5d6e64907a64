import ClientIR

/// Hands out unique names within one scope (the top level, one type's nested types, one type's members), in the
/// order they are asked for, so that output is deterministic and follows the document.
///
/// The first claim of a name gets it as is; later claims of the same name get `2`, `3`... appended (`_2` when the
/// name already ends in a digit: `v1` -> `v1_2`). Names are compared unescaped: claim `default`, not
/// `` `default` ``.
public struct NameAllocator: Sendable, Hashable {
    private var taken: Set<String>
    private var numbers = NumberedNames()

    /// A scope where `reserved` names are already taken.
    public init(reserving reserved: some Sequence<String> = [String]()) {
        taken = Set(reserved)
    }

    /// True when `name` is already taken in this scope.
    public func isTaken(_ name: String) -> Bool { taken.contains(name) }

    /// Marks `name` as taken without returning anything (for names declared by someone else in the same scope).
    public mutating func reserve(_ name: String) { taken.insert(name) }

    /// Makes room for `count` more names, so that claiming them does not grow the set step by step (rehashing every
    /// name at each step).
    public mutating func reserveCapacity(_ count: Int) { taken.reserveCapacity(taken.count + count) }

    /// Marks every name as taken.
    public mutating func reserve(contentsOf names: some Sequence<String>) { taken.formUnion(names) }

    /// Takes `name` if it is free; otherwise the first free numbered variant of it.
    public mutating func claim(_ name: String) -> String {
        if taken.insert(name).inserted { return name }
        let separator = name.unicodeScalars.last.map { SwiftIdentifierCharacters.isASCIIDigit($0.value) } == true ? "_" : ""
        let numbered: String
        do {
            // A copy for the check, gone before the insert below, which would otherwise copy the whole set.
            let alreadyTaken = taken
            numbered = numbers.first(name, numbered: { "\(name)\(separator)\($0)" }) { !alreadyTaken.contains($0) }
        }
        taken.insert(numbered)
        return numbered
    }

    /// Takes the first free name among `candidates`, falling back to numbered variants of the first.
    public mutating func claim(firstFreeOf candidates: [String]) -> String {
        for candidate in candidates where !taken.contains(candidate) {
            taken.insert(candidate)
            return candidate
        }
        return claim(candidates.first ?? "value")
    }
}
