import ClientIR

/// A type declared more than once, identical, is declared once at the top level, and every place that declared it
/// gets a `typealias` of that one: enums of values, structs, and `oneOf` enums.
///
/// Documents repeat small inline schemas. Enums: GitHub's `state` of issues and pulls (`open`, `closed`, `all`), the
/// `visibility` of a dozen request bodies, `direction` and `sort` of list operations, Stripe's `object: list` of 122
/// list types: GitHub's 300 string enums are 117 distinct ones, Stripe's 1,588 are 445. Structs: a response of
/// `components` with an inline schema becomes one struct in each operation that answers with it (GitHub's
/// `service_unavailable` body in 22 operations), and Stripe's form bodies repeat the same few parameter structs in
/// every operation, and each expandable field (`anyOf: [string, Customer]`) is a `oneOf` enum of its own. Each
/// declaration costs the compiler its copy and destroy code, accessors, initializers and coding (an enum with an
/// `unknown` case about as much as a small struct), so each distinct one is declared once.
///
/// The shared declaration is the first top-level one (a schema of `components`) when there is one, else a new
/// top-level type named after the first place (in model order: the entity types, then the endpoints, each depth
/// first) with its parents' names joined, and a number when that name is taken: `Pet.Status` becomes `PetStatus`,
/// which `Pet.Status` and `FindPetsByStatus.Status` both `typealias`, each with its own documentation. Their names,
/// members and `.unknown("…")` read as before; they are now one type. Top-level declarations are never made
/// aliases: two schemas of `components` stay two types even when they are identical, as petstore's `Tag` and
/// `Category` are. A top-level declaration of its own, rather than the first place's, keeps rebuilds small: naming
/// `Account.ExternalAccounts.Object` from 122 files would make all of them compile again whenever `Account` changes.
///
/// Two declarations are identical when their kinds are: for enums, the raw type, cases (names, raw values,
/// documentation), frozenness and catch-all case name; for structs, every property (name, JSON key, type, default,
/// documentation, flags, but not the pointer it comes from) and the additional properties; for `oneOf` enums, the
/// cases (names, payload types, discriminator values, boxing) and the discriminator and catch-all. Nested types are
/// spelled by their qualified names, so the same text means the same type at the top level; and since identical
/// declarations hold the same types, merging them makes no new cycle of values held by value. Deprecated
/// declarations, declarations with nested types and classes (which break recursion) are left as they are. A
/// declaration stays where a type around it has the shared declaration's name (which would hide it there).
enum SharedTypes {
    /// The first place of a declaration and how many places declare it.
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

    /// Declares every repeated enum, struct and `oneOf` enum of `model` (entity types and endpoints' nested types) once
    /// at the top level. `isTaken` tells whether a top-level name is used (by an entity, the runtime, Swift or
    /// Foundation).
    static func share(in model: inout ClientModel, isTaken: (String) -> Bool) {
        var occurrences: [TypeDeclaration.Kind: Occurrences] = [:]
        var order: [TypeDeclaration.Kind] = []
        forEachPlace(in: &model) { declaration, place in
            let key = sharingKey(declaration.kind)
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
        var shared: [TypeDeclaration.Kind: String] = [:]
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
                name: name, origin: found.first.origin, documentation: found.first.documentation, kind: found.first.kind
            ))
        }

        forEachPlace(in: &model) { declaration, place in
            // A top-level declaration keeps its own: `Tag` and `Category` stay two types, which code using the
            // client may extend each in its own way.
            guard !place.qualifier.isEmpty, let name = shared[sharingKey(declaration.kind)], !place.hidden.contains(name)
            else { return }
            declaration.kind = .alias(.named(name))
        }
    }

    /// Calls `body` with every declaration that may be shared (an enum or a struct, not deprecated, without nested
    /// types) and its place, in model order. The second call also visits the top-level declarations the first one led to adding; ``share``
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
        if isShareable(declaration.kind), declaration.nested.isEmpty, !declaration.isDeprecated {
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

    /// What must be equal for two declarations to be shared: their kind, without the properties' origins (which the
    /// generated code does not show).
    private static func sharingKey(_ kind: TypeDeclaration.Kind) -> TypeDeclaration.Kind {
        guard case .structure(var structure) = kind else { return kind }
        for index in structure.properties.indices {
            structure.properties[index].origin = ""
        }
        return .structure(structure)
    }

    private static func isShareable(_ kind: TypeDeclaration.Kind) -> Bool {
        switch kind {
        case .enumeration, .oneOf: true
        case .structure(let structure): !structure.isReferenceType
        case .alias: false
        }
    }
}
