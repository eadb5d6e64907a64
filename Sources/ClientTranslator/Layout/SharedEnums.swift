import ClientIR

/// An enum of values declared again, identical, becomes a `typealias` of the first declaration.
///
/// Documents repeat small inline enums: GitHub's `state` of issues and pulls (`open`, `closed`, `all`), the
/// `visibility` of a dozen request bodies, `direction` and `sort` of list operations: GitHub's 300 string enums are
/// 117 distinct ones, Stripe's 1,588 are 445. An enum with an `unknown` case costs the compiler about as much as a
/// small struct (its copy and destroy code, `init(rawValue:)`, `rawValue`, `allCases`, its coding), so each
/// distinct enum is declared once: the first in model order (the entity types, then the endpoints, each depth
/// first), and the others declare
/// `typealias Visibility = ActionsCreateSelfHostedRunnerGroupForOrg.RequestBody.Visibility` with their own
/// documentation. Their names, their cases and `.unknown("…")` read as before; two such types are now one type.
///
/// Two enums are identical when their raw type, cases (names, raw values, documentation), frozenness, catch-all
/// case name and deprecation are. An enum is not made an alias where a type declared around it has the name the
/// alias would start with (inside `List`, a nested `Status` would hide the top-level `Status`).
enum SharedEnums {
    /// What must be equal for two enums to be one.
    private struct Key: Hashable {
        var enumeration: EnumDeclaration
        var isDeprecated: Bool
    }

    /// Replaces every repeated enum of `model` (entity types and endpoints' nested types) by an alias of the first.
    static func share(in model: inout ClientModel) {
        var owners: [Key: String] = [:]
        for index in model.types.indices {
            let hidden = Set(model.types[index].nested.map(\.name))
            visit(&model.types[index], qualifier: "", hidden: hidden, owners: &owners)
        }
        for index in model.endpoints.indices {
            let endpoint = model.endpoints[index]
            let hidden = SharedFailures.memberTypeNames(of: endpoint)
            for nested in model.endpoints[index].nested.indices {
                visit(&model.endpoints[index].nested[nested], qualifier: endpoint.typeName + ".", hidden: hidden, owners: &owners)
            }
        }
    }

    /// Shares `declaration` (qualified by `qualifier`, the names of its parents with a trailing dot) and its nested
    /// types. `hidden` holds the type names that unqualified lookup finds before the top level at this place.
    private static func visit(
        _ declaration: inout TypeDeclaration, qualifier: String, hidden: Set<String>, owners: inout [Key: String]
    ) {
        let qualified = qualifier + declaration.name
        if case .enumeration(let enumeration) = declaration.kind, declaration.nested.isEmpty {
            let key = Key(enumeration: enumeration, isDeprecated: declaration.isDeprecated)
            if let owner = owners[key] {
                let first = String(owner.split(separator: ".").first ?? Substring(owner))
                if !hidden.contains(first) { declaration.kind = .alias(.named(owner)) }
            } else {
                owners[key] = qualified
            }
            return
        }
        let inner = hidden.union(declaration.nested.map(\.name))
        for index in declaration.nested.indices {
            visit(&declaration.nested[index], qualifier: qualified + ".", hidden: inner, owners: &owners)
        }
    }
}
