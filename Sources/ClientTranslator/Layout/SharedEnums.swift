import ClientIR

/// An enum of values declared more than once, identical, is declared once at the top level, and every place that
/// declared it gets a `typealias` of that one.
///
/// Documents repeat small inline enums: GitHub's `state` of issues and pulls (`open`, `closed`, `all`), the
/// `visibility` of a dozen request bodies, `direction` and `sort` of list operations, Stripe's `object: list` of 122
/// list types: GitHub's 300 string enums are 117 distinct ones, Stripe's 1,588 are 445. An enum with an `unknown`
/// case costs the compiler about as much as a small struct (its copy and destroy code, `init(rawValue:)`,
/// `rawValue`, `allCases`, its coding), so each distinct enum is declared once.
///
/// The shared declaration is the first top-level one (a schema of `components`) when there is one, else a new
/// top-level type named after the first place (in model order: the entity types, then the endpoints, each depth
/// first) with its parents' names joined, and a number when that name is taken: `Pet.Status` becomes `PetStatus`,
/// which `Pet.Status` and `FindPetsByStatus.Status` both `typealias`, each with its own documentation. Their names,
/// cases and `.unknown("…")` read as before; they are now one type. A top-level declaration of its own, rather than
/// the first place's, keeps rebuilds small: naming `Account.ExternalAccounts.Object` from 122 files would make all
/// of them compile again whenever `Account` changes.
///
/// Two enums are identical when their raw type, cases (names, raw values, documentation), frozenness and catch-all
/// case name are. Deprecated enums, and enums with nested types, are left as they are. An enum stays declared where
/// a type around it has the shared declaration's name (which would hide it there).
enum SharedEnums {
    /// The first place of an enum and how many places declare it.
    private struct Occurrences {
        /// The qualified name of the first place (`Pet.Status`).
        var firstName: String
        var first: TypeDeclaration
        /// The first place that is a top-level declaration: it is then the shared one.
        var topLevelName: String?
        var count = 1
    }

    /// Where a declaration is: the qualified name of its parent, and the type names that unqualified lookup finds
    /// there before the top level.
    private struct Place {
        var qualifier: String
        var hidden: Set<String>
    }

    /// Declares every repeated enum of `model` (entity types and endpoints' nested types) once at the top level.
    /// `isTaken` tells whether a top-level name is used (by an entity, the runtime, Swift or Foundation).
    static func share(in model: inout ClientModel, isTaken: (String) -> Bool) {
        var occurrences: [EnumDeclaration: Occurrences] = [:]
        var order: [EnumDeclaration] = []
        forEachPlace(in: &model) { declaration, place in
            guard case .enumeration(let key) = declaration.kind else { return }
            if occurrences[key] == nil {
                occurrences[key] = Occurrences(firstName: place.qualifier + declaration.name, first: declaration)
                order.append(key)
            } else {
                occurrences[key]!.count += 1
            }
            if place.qualifier.isEmpty, occurrences[key]!.topLevelName == nil {
                occurrences[key]!.topLevelName = declaration.name
            }
        }

        var taken = Set(model.types.map { $0.name.lowercased() } + model.endpoints.map { $0.typeName.lowercased() })
        var shared: [EnumDeclaration: String] = [:]
        for key in order {
            guard let found = occurrences[key], found.count > 1 else { continue }
            if let topLevelName = found.topLevelName {
                shared[key] = topLevelName
                continue
            }
            let base = found.firstName.split(separator: ".").joined()
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) || isTaken(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name.lowercased())
            shared[key] = name
            model.types.append(TypeDeclaration(
                name: name, origin: found.first.origin, documentation: found.first.documentation, kind: .enumeration(key)
            ))
        }

        forEachPlace(in: &model) { declaration, place in
            guard case .enumeration(let key) = declaration.kind, let name = shared[key], !place.hidden.contains(name),
                  place.qualifier + declaration.name != name else { return }
            declaration.kind = .alias(.named(name))
        }
    }

    /// Calls `body` with every enum that may be shared (not deprecated, without nested types) and its place, in
    /// model order. The second call also visits the top-level declarations the first one led to adding; ``share``
    /// leaves them as they are, since their place is their own name.
    private static func forEachPlace(in model: inout ClientModel, _ body: (inout TypeDeclaration, Place) -> Void) {
        for index in model.types.indices {
            visit(&model.types[index], at: Place(qualifier: "", hidden: []), body)
        }
        for index in model.endpoints.indices {
            let endpoint = model.endpoints[index]
            let place = Place(qualifier: endpoint.typeName + ".", hidden: EndpointScope.memberTypeNames(of: endpoint))
            for nested in model.endpoints[index].nested.indices {
                visit(&model.endpoints[index].nested[nested], at: place, body)
            }
        }
    }

    private static func visit(_ declaration: inout TypeDeclaration, at place: Place, _ body: (inout TypeDeclaration, Place) -> Void) {
        if case .enumeration = declaration.kind, declaration.nested.isEmpty, !declaration.isDeprecated {
            body(&declaration, place)
            return
        }
        let inner = Place(
            qualifier: place.qualifier + declaration.name + ".", hidden: place.hidden.union(declaration.nested.map(\.name))
        )
        for index in declaration.nested.indices {
            visit(&declaration.nested[index], at: inner, body)
        }
    }
}
