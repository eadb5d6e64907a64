import ClientIR
import GeneratorDiagnostics

/// A type declared more than once, identical, is declared once at the top level, and every place that declared it
/// gets a `typealias` of that one: enums of values, structs, and `oneOf` enums.
///
/// Documents repeat small inline schemas. Enums: GitHub's `state` of issues and pulls (`open`, `closed`, `all`), the
/// `visibility` of a dozen request bodies, `direction` and `sort` of list operations, Stripe's `object: list` of 122
/// list types: GitHub's 300 string enums are 117 distinct ones, Stripe's 1,588 are 445. Structs: a response of
/// `components` with an inline schema becomes one struct in each operation that answers with it (GitHub's
/// `service_unavailable` body in 22 operations), and Stripe's form bodies repeat the same parameter structs in many
/// operations. `oneOf` enums: each of Stripe's expandable fields (`anyOf: [string, Customer]`) is one. Each
/// declaration costs the compiler its copy and destroy code, accessors, initializers and coding (an enum with an
/// `unknown` case about as much as a small struct), so each distinct one is declared once.
///
/// The shared declaration is the first top-level one (a schema of `components`) when there is one, else a new
/// top-level type named after the first place (in model order: the entity types, then the endpoints, each depth
/// first) with its parents' names joined, and a number when that name is taken: `Pet.Status` becomes `PetStatus`,
/// which `Pet.Status` and `FindPetsByStatus.Status` both `typealias`, each with its own documentation. A name that
/// would be longer than 48 characters is made of the last names of the place instead, the fewest that no other type
/// takes (``trailingNames(of:base:insideEndpoint:affixes:)``: Stripe's 139-character
/// `PostCustomersCustomerSubscriptionsRequestBody…InvoicePaymentMethodOptionsParamBankTransfer` is
/// `InvoicePaymentMethodOptionsParamBankTransfer`). The body of a response or request body of `components`, the type
/// of a parameter of `components`, and the types inside them, are named after the component instead
/// (``componentNames(of:origin:insideEndpoint:affixes:)``: GitHub's `forbidden_gist` response gives
/// `ForbiddenGistBody`, not `GistsGetForbiddenBody`, and its `audit-log-order` parameter `AuditLogOrder`). Their names,
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
/// declarations hold the same types, merging them makes no new cycle of values held by value. A declaration whose
/// nested types are all aliases (often because they were shared) is compared with the types those aliases name
/// written as their targets, and keeps its nested aliases. Deprecated declarations, declarations with other nested
/// types and classes (which break recursion) are left as they are. A declaration stays where a type around it has
/// the shared declaration's name (which would hide it there); a name that every place would hide is not taken, the
/// next number is (a declaration that nothing names would only cost compile time).
enum SharedTypes {
    /// The first place of a declaration and how many places declare it.
    private struct Occurrences {
        /// The qualified name of the first place (`Pet.Status`).
        var firstName: String
        /// Whether the first place is inside an endpoint (rather than a model).
        var firstInEndpoint: Bool
        /// The declaration to add at the top level: the first place's, its types written as its aliases' targets.
        var declaration: TypeDeclaration
        /// The first place that is a top-level declaration: it is then the shared one.
        var topLevelName: String?
        var count = 1
    }

    /// A nested place of a pass, and the group of its declaration.
    private struct NestedPlace {
        var endpoint: Int?
        var indices: [Int]
        var group: Int
    }

    /// What the passes share: the keys worked out so far, the candidates of each part of the model, what each
    /// endpoint hides, and the top-level names taken (lowercased: file names must differ without regard to case).
    private struct State {
        var keys = KeyCache()
        var walk = PlaceWalk()
        let hidden: [Set<String>]
        var taken: Set<String>
        var numbers = NumberedNames()
        var created: [Created] = []
        /// The names declared inside another type anywhere, worked out when a long name first needs them.
        var nestedNames: Set<String>?
    }

    /// Declares every repeated enum, struct and `oneOf` enum of `model` (entity types and endpoints' nested types) once
    /// at the top level. `isTaken` tells whether a top-level name is used (by an entity, the runtime, Swift or
    /// Foundation).
    ///
    /// A declaration whose nested types have all become aliases may now repeat too (Stripe's form-body parameter
    /// structs, whose enums are shared): passes go on until one shares nothing more, 16 at most (Stripe needs 8),
    /// so that generation time stays bounded whatever the document. A pass walks again only the entity types and
    /// endpoints the previous one changed (``PlaceWalk``).
    /// Returns the top-level declarations it added, in order.
    @discardableResult
    static func share(
        in model: inout ClientModel, affixes: TypeNameAffixes = TypeNameAffixes(), isTaken: (String) -> Bool
    ) -> [Created] {
        // Sharing makes nested declarations aliases of the same names, so what each endpoint hides stays the same.
        var state = State(
            hidden: model.endpoints.map(EndpointScope.memberTypeNames(of:)),
            taken: Set(model.types.map { $0.name.lowercased() } + model.endpoints.map { $0.typeName.lowercased() })
        )
        var passes = 0
        while passes < 16, sharePass(in: &model, state: &state, parentsOnly: passes > 0, affixes: affixes, isTaken: isTaken) {
            passes += 1
        }
        let created = state.created
        // The keys and the walks hold copies of thousands of declarations as they were. Freed on this thread, they
        // made stripe's sharing 62 ms instead of 57 ms (medians of 11 runs each, a timer around it).
        releaseInBackground(consume state)
        return created
    }

    /// One pass over the model; true when it made a place an alias. After the first pass only declarations with
    /// nested aliases can find a new match: a declaration without nested types keeps its key, and every new shared
    /// declaration has nested aliases.
    private static func sharePass(
        in model: inout ClientModel, state: inout State, parentsOnly: Bool, affixes: TypeNameAffixes,
        isTaken: (String) -> Bool
    ) -> Bool {
        // Groups of identical declarations in order of first place, by key number; the nested places are kept with
        // their groups, so that only the places to change are visited again.
        var groups: [Occurrences] = []
        var groupOfKey: [Int: Int] = [:]
        var nestedPlaces: [NestedPlace] = []
        var placesOfGroup: [[Int]] = []  // indices into nestedPlaces
        let candidates = state.walk.candidates(in: model, parentsOnly: parentsOnly)
        for (candidate, (key, resolved)) in zip(candidates, state.keys.keys(of: candidates)) {
            let (declaration, place) = (candidate.declaration, candidate.place)
            let topLevelName = place.qualifier.isEmpty ? declaration.name : nil
            let group: Int
            if let index = groupOfKey[key] {
                group = index
                groups[index].count += 1
                if groups[index].topLevelName == nil {
                    groups[index].topLevelName = topLevelName
                }
            } else {
                group = groups.count
                groupOfKey[key] = group
                var first = declaration
                first.kind = resolved
                groups.append(Occurrences(
                    firstName: place.qualifier + declaration.name, firstInEndpoint: place.endpoint != nil,
                    declaration: first, topLevelName: topLevelName
                ))
                placesOfGroup.append([])
            }
            if topLevelName == nil {
                placesOfGroup[group].append(nestedPlaces.count)
                nestedPlaces.append(NestedPlace(endpoint: place.endpoint, indices: place.indices, group: group))
            }
        }

        var sharedName: [String?] = []
        for (group, found) in groups.enumerated() {
            guard found.count > 1 else { sharedName.append(nil); continue }
            if let topLevelName = found.topLevelName {
                sharedName.append(topLevelName)
                continue
            }
            let base = affixes.sharedName(found.firstName, insideEndpoint: found.firstInEndpoint)
            let fromComponent = componentNames(
                of: found.firstName, origin: found.declaration.origin, insideEndpoint: found.firstInEndpoint, affixes: affixes
            )
            // A type deep inside a component's body whose joined name is long takes its own last names first.
            let shorter = trailingNames(
                of: found.firstName, base: base, insideEndpoint: found.firstInEndpoint, affixes: affixes
            ) + fromComponent
            if !shorter.isEmpty, state.nestedNames == nil { state.nestedNames = nestedDeclarationNames(in: model) }
            let name: String
            do {
                // Copies for the check, gone before the insert below, which would otherwise copy the whole set.
                let taken = state.taken
                let nestedNames = state.nestedNames ?? []
                // A name that every place hides (each declares a nested type of that name) would make a declaration
                // that nothing names: the next number is taken instead.
                func isFree(_ name: String) -> Bool {
                    !taken.contains(name.lowercased()) && !isTaken(name) && placesOfGroup[group].contains {
                        canAlias(nestedPlaces[$0], as: name, in: model, hidden: state.hidden)
                    }
                }
                // A component's or shorter name is declared nowhere inside a type: the shared declaration's own members
                // name the others by their top-level names, which a nested type of the same name would hide.
                name = shorter.first { !nestedNames.contains($0) && isFree($0) }
                    ?? state.numbers.first(base, numbered: { base + String($0) }, isFree: isFree)
            }
            state.taken.insert(name.lowercased())
            state.created.append(Created(
                name: name, firstName: found.firstName, firstInEndpoint: found.firstInEndpoint,
                isComponentsName: fromComponent.contains(name)
            ))
            sharedName.append(name)
            var declaration = found.declaration
            declaration.name = name
            model.types.append(declaration)
        }

        // A top-level declaration keeps its own: `Tag` and `Category` stay two types, which code using the client
        // may extend each in its own way. Nested places are never inside one another (a candidate's nested types
        // are all aliases already), so each one's path stays valid while the others change.
        var changed = false
        for place in nestedPlaces {
            guard let name = sharedName[place.group], canAlias(place, as: name, in: model, hidden: state.hidden) else {
                continue
            }
            if let endpoint = place.endpoint {
                makeAlias(in: &model.endpoints[endpoint].nested, at: place.indices[...], of: name)
                state.walk.changedEndpoints.insert(endpoint)
            } else {
                let type = place.indices[0]
                makeAlias(in: &model.types[type].nested, at: place.indices.dropFirst(), of: name)
                state.walk.changedEntities.insert(type)
            }
            changed = true
        }
        return changed
    }

    /// True when the declaration at `place` can be made an alias of the top-level `name`: neither the endpoint
    /// around it (`hidden`: the names each endpoint declares inside itself) nor a declaration on the way to it
    /// declares a nested type of that name, which unqualified lookup would find first. Asked while a name is chosen
    /// and again before each place is made an alias: aliasing a place changes no name on the way to another.
    private static func canAlias(
        _ place: NestedPlace, as name: String, in model: ClientModel, hidden: [Set<String>]
    ) -> Bool {
        var path = place.indices[...]
        var level: [TypeDeclaration]
        if let endpoint = place.endpoint {
            guard !hidden[endpoint].contains(name) else { return false }
            level = model.endpoints[endpoint].nested
        } else {
            level = model.types[path.removeFirst()].nested
            guard !level.contains(where: { $0.name == name }) else { return false }
        }
        while path.count > 1 {
            let declaration = level[path.removeFirst()]
            guard !declaration.nested.contains(where: { $0.name == name }) else { return false }
            level = declaration.nested
        }
        return true
    }

    /// Makes the declaration at `path` in `declarations` (an index per level of nesting) an alias of `name`, which
    /// ``canAlias(_:as:in:hidden:)`` allowed.
    private static func makeAlias(in declarations: inout [TypeDeclaration], at path: ArraySlice<Int>, of name: String) {
        let index = path[path.startIndex]
        guard path.count == 1 else { return makeAlias(in: &declarations[index].nested, at: path.dropFirst(), of: name) }
        declarations[index].kind = .alias(.named(name))
        declarations[index].nested = []
    }
}
