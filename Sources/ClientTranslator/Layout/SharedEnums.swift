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
/// Two enums are identical when their raw type, cases (names, raw values, documentation), frozenness and catch-all
/// case name are; deprecated enums are left as they are. An enum is not made an alias where a type declared around it has the name the
/// alias would start with (inside `List`, a nested `Status` would hide the top-level `Status`), nor of an enum
/// declared inside a deprecated type or endpoint unless it is inside one too (naming it would warn): the first
/// such duplicate that is not becomes the one the later duplicates name.
enum SharedEnums {
    /// The declaration the others of a key name.
    private struct Owner {
        /// Its qualified name (`Issue.State`).
        var name: String
        /// It is declared inside a deprecated type or endpoint: naming it outside one would warn.
        var isInDeprecatedParent: Bool
    }

    /// Where a declaration is: the names of its parents, and what unqualified lookup finds there.
    private struct Place {
        /// The qualified name of the parent with a trailing dot, or nothing at the top level.
        var qualifier: String
        /// The type names that unqualified lookup finds before the top level.
        var hidden: Set<String>
        /// A parent is deprecated.
        var isDeprecated: Bool
    }

    /// Replaces every repeated enum of `model` (entity types and endpoints' nested types) by an alias of the first.
    static func share(in model: inout ClientModel) {
        var owners: [EnumDeclaration: Owner] = [:]
        for index in model.types.indices {
            let place = Place(qualifier: "", hidden: Set(model.types[index].nested.map(\.name)), isDeprecated: false)
            visit(&model.types[index], at: place, owners: &owners)
        }
        for index in model.endpoints.indices {
            let endpoint = model.endpoints[index]
            let place = Place(
                qualifier: endpoint.typeName + ".", hidden: SharedFailures.memberTypeNames(of: endpoint),
                isDeprecated: endpoint.isDeprecated
            )
            for nested in model.endpoints[index].nested.indices {
                visit(&model.endpoints[index].nested[nested], at: place, owners: &owners)
            }
        }
    }

    /// Shares `declaration` and its nested types.
    private static func visit(_ declaration: inout TypeDeclaration, at place: Place, owners: inout [EnumDeclaration: Owner]) {
        let qualified = place.qualifier + declaration.name
        if case .enumeration(let key) = declaration.kind, declaration.nested.isEmpty {
            // A deprecated enum keeps its declaration: an alias of it, or to it, would warn where it is named.
            if declaration.isDeprecated { return }
            let candidate = Owner(name: qualified, isInDeprecatedParent: place.isDeprecated)
            guard let owner = owners[key] else {
                owners[key] = candidate
                return
            }
            if owner.isInDeprecatedParent && !place.isDeprecated {
                // The enums after this one name it instead: it can be named from anywhere without a warning.
                owners[key] = candidate
                return
            }
            let first = String(owner.name.split(separator: ".").first ?? Substring(owner.name))
            if !place.hidden.contains(first) { declaration.kind = .alias(.named(owner.name)) }
            return
        }
        let inner = Place(
            qualifier: qualified + ".", hidden: place.hidden.union(declaration.nested.map(\.name)),
            isDeprecated: place.isDeprecated || declaration.isDeprecated
        )
        for index in declaration.nested.indices {
            visit(&declaration.nested[index], at: inner, owners: &owners)
        }
    }
}
