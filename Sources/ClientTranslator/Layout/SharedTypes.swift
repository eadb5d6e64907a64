import ClientIR

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
/// declarations hold the same types, merging them makes no new cycle of values held by value. A declaration whose
/// nested types are all aliases (often because they were shared) is compared with the types those aliases name
/// written as their targets, and keeps its nested aliases. Deprecated declarations, declarations with other nested
/// types and classes (which break recursion) are left as they are. A declaration stays where a type around it has
/// the shared declaration's name (which would hide it there).
enum SharedTypes {
    /// What must be equal for two places to share one declaration: the kind, with the types its nested aliases name
    /// written as their targets and without the properties' origins (which the generated code does not show), and
    /// the nested aliases themselves.
    private struct SharingKey: Hashable {
        var kind: TypeDeclaration.Kind
        var nested: [NestedAlias]
    }

    /// A ``SharingKey`` with its hash worked out once: a key holds a whole declaration, and a dictionary hashes a
    /// key on every lookup and insert, and all of them again whenever it grows.
    private struct HashedKey: Hashable {
        let key: SharingKey
        let hash: Int

        init(_ key: SharingKey) {
            self.key = key
            hash = key.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (lhs: HashedKey, rhs: HashedKey) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
    }

    /// Sharing keys, each worked out once per place and numbered once per distinct key, for all passes: a candidate's
    /// nested types are all aliases already, so nothing in it changes while it stays a candidate (sharing only makes
    /// it an alias), and places keep their indices (the model only grows at the end of its types). Stripe's passes
    /// after the first then compare numbers instead of building and hashing some 700 declarations each.
    private struct KeyCache {
        struct PlaceID: Hashable {
            var endpoint: Int?
            var indices: [Int]
        }

        private var numberOfKey: [HashedKey: Int] = [:]
        private var atPlace: [PlaceID: (number: Int, kind: TypeDeclaration.Kind)] = [:]

        /// The number of the sharing key of each candidate (equal numbers, equal keys), and its kind with its nested
        /// aliases' targets written out (``SharedTypes/sharing(_:at:)``). The keys of places not met before are
        /// built and hashed in parallel (each is a whole declaration); numbers are given in the order of `candidates`.
        mutating func keys(of candidates: [Candidate]) -> [(number: Int, kind: TypeDeclaration.Kind)] {
            let ids = candidates.map { PlaceID(endpoint: $0.place.endpoint, indices: $0.place.indices) }
            let new = candidates.indices.filter { atPlace[ids[$0]] == nil }
            let built = new.concurrentMap { index -> (key: HashedKey, kind: TypeDeclaration.Kind) in
                let (key, kind) = sharing(candidates[index].declaration, at: candidates[index].place)
                return (HashedKey(key), kind)
            }
            for (index, (key, kind)) in zip(new, built) {
                let number: Int
                if let existing = numberOfKey[key] {
                    number = existing
                } else {
                    number = numberOfKey.count
                    numberOfKey[key] = number
                }
                atPlace[ids[index]] = (number, kind)
            }
            return ids.map { atPlace[$0]! }
        }
    }

    /// A declaration that may be shared, and its place.
    private struct Candidate: Sendable {
        var declaration: TypeDeclaration
        var place: Place
    }

    private struct NestedAlias: Hashable {
        var name: String
        var documentation: [String]
        var target: TypeUsage
    }

    /// The first place of a declaration and how many places declare it.
    private struct Occurrences {
        /// The qualified name of the first place (`Pet.Status`).
        var firstName: String
        /// The declaration to add at the top level: the first place's, its types written as its aliases' targets.
        var declaration: TypeDeclaration
        /// The first place that is a top-level declaration: it is then the shared one.
        var topLevelName: String?
        var count = 1
    }

    /// Where a declaration is: the qualified name of its parent, and how to reach it in the model: the endpoint (nil
    /// for an entity type) and an index per level of nesting (for an entity type, the first is its index in the
    /// model's types).
    private struct Place: Sendable {
        var qualifier: String
        var endpoint: Int?
        var indices: [Int]
    }

    /// A nested place of the first walk of a pass, and the group of its declaration.
    private struct NestedPlace {
        var endpoint: Int?
        var indices: [Int]
        var group: Int
    }

    /// Declares every repeated enum, struct and `oneOf` enum of `model` (entity types and endpoints' nested types) once
    /// at the top level. `isTaken` tells whether a top-level name is used (by an entity, the runtime, Swift or
    /// Foundation).
    ///
    /// A declaration whose nested types have all become aliases may now repeat too (Stripe's form-body parameter
    /// structs, whose enums are shared): passes go on until one shares nothing more, 16 at most (Stripe needs 8),
    /// so that generation time stays bounded whatever the document.
    static func share(in model: inout ClientModel, isTaken: (String) -> Bool) {
        // Sharing makes nested declarations aliases of the same names, so what each endpoint hides stays the same.
        let hidden = model.endpoints.map(EndpointScope.memberTypeNames(of:))
        var keys = KeyCache()
        var passes = 0
        while passes < 16,
              sharePass(in: &model, keys: &keys, hidden: hidden, parentsOnly: passes > 0, isTaken: isTaken) {
            passes += 1
        }
    }

    /// One pass over the model; true when it made a place an alias. After the first pass only declarations with
    /// nested aliases can find a new match: a declaration without nested types keeps its key, and every new shared
    /// declaration has nested aliases.
    private static func sharePass(
        in model: inout ClientModel, keys: inout KeyCache, hidden: [Set<String>], parentsOnly: Bool,
        isTaken: (String) -> Bool
    ) -> Bool {
        // Groups of identical declarations in order of first place, by key number; the nested places are kept with
        // their groups, so that only the places to change are visited again.
        var groups: [Occurrences] = []
        var groupOfKey: [Int: Int] = [:]
        var nestedPlaces: [NestedPlace] = []
        var candidates: [Candidate] = []
        forEachPlace(in: model, parentsOnly: parentsOnly) { declaration, place in
            candidates.append(Candidate(declaration: declaration, place: place))
        }
        for (candidate, (key, resolved)) in zip(candidates, keys.keys(of: candidates)) {
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
                    firstName: place.qualifier + declaration.name, declaration: first, topLevelName: topLevelName
                ))
            }
            if topLevelName == nil {
                nestedPlaces.append(NestedPlace(endpoint: place.endpoint, indices: place.indices, group: group))
            }
        }

        var taken = Set(model.types.map { $0.name.lowercased() } + model.endpoints.map { $0.typeName.lowercased() })
        var sharedName: [String?] = []
        for found in groups {
            guard found.count > 1 else { sharedName.append(nil); continue }
            if let topLevelName = found.topLevelName {
                sharedName.append(topLevelName)
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
            guard let name = sharedName[place.group] else { continue }
            if let endpoint = place.endpoint {
                guard !hidden[endpoint].contains(name) else { continue }
                changed = makeAlias(in: &model.endpoints[endpoint].nested, at: place.indices[...], of: name) || changed
            } else {
                let type = place.indices[0]
                guard !model.types[type].nested.contains(where: { $0.name == name }) else { continue }
                changed = makeAlias(in: &model.types[type].nested, at: place.indices.dropFirst(), of: name) || changed
            }
        }
        return changed
    }

    /// Makes the declaration at `path` in `declarations` (an index per level of nesting) an alias of `name`, unless
    /// `name` is nested in one of the declarations on the way, where unqualified lookup would find it first. (The
    /// caller checks the names of the outermost type.)
    private static func makeAlias(in declarations: inout [TypeDeclaration], at path: ArraySlice<Int>, of name: String) -> Bool {
        let index = path[path.startIndex]
        guard path.count == 1 else {
            guard !declarations[index].nested.contains(where: { $0.name == name }) else { return false }
            return makeAlias(in: &declarations[index].nested, at: path.dropFirst(), of: name)
        }
        declarations[index].kind = .alias(.named(name))
        declarations[index].nested = []
        return true
    }

    /// Calls `body` with every declaration that may be shared (``isCandidate(_:)``) and its place, in model order.
    private static func forEachPlace(
        in model: ClientModel, parentsOnly: Bool, _ body: (TypeDeclaration, Place) -> Void
    ) {
        for index in model.types.indices {
            var place = Place(qualifier: "", endpoint: nil, indices: [index])
            visit(model.types[index], at: &place, parentsOnly: parentsOnly, body)
        }
        for index in model.endpoints.indices {
            var place = Place(qualifier: model.endpoints[index].typeName + ".", endpoint: index, indices: [])
            for nested in model.endpoints[index].nested.indices {
                place.indices.append(nested)
                visit(model.endpoints[index].nested[nested], at: &place, parentsOnly: parentsOnly, body)
                place.indices.removeLast()
            }
        }
    }

    /// Visits `declaration` at `place`, and its nested declarations unless it is a candidate; `place` is as it was
    /// when it returns.
    private static func visit(
        _ declaration: TypeDeclaration, at place: inout Place, parentsOnly: Bool,
        _ body: (TypeDeclaration, Place) -> Void
    ) {
        if isCandidate(declaration) {
            if !parentsOnly || !declaration.nested.isEmpty {
                body(declaration, place)
            }
            return
        }
        let qualifier = place.qualifier
        place.qualifier += declaration.name + "."
        for index in declaration.nested.indices {
            place.indices.append(index)
            visit(declaration.nested[index], at: &place, parentsOnly: parentsOnly, body)
            place.indices.removeLast()
        }
        place.qualifier = qualifier
    }

    /// An enum, struct (not a class) or `oneOf` enum, not deprecated, whose nested declarations (if any) are all
    /// aliases of types that none of its nested names hides.
    private static func isCandidate(_ declaration: TypeDeclaration) -> Bool {
        guard !declaration.isDeprecated else { return false }
        switch declaration.kind {
        case .enumeration, .oneOf: break
        case .structure(let structure): guard !structure.isReferenceType else { return false }
        case .alias: return false
        }
        if declaration.nested.isEmpty { return true }
        // Most declarations with nested types have one that is not an alias: find out before building any set.
        for nested in declaration.nested {
            guard case .alias = nested.kind, nested.nested.isEmpty, !nested.isDeprecated else { return false }
        }
        // A handful of nested aliases: a linear search costs less than a set.
        return declaration.nested.allSatisfy { nested in
            guard case .alias(let target) = nested.kind else { return false }
            let leading = leadingName(of: target)
            return !declaration.nested.contains { $0.name == leading }
        }
    }

    /// The sharing key of a candidate at its place, and its kind with the types its nested aliases name written as
    /// the aliases' targets (`Account.Company.Structure` becomes `AccountCompanyStructure`), which mean the same at
    /// the top level: in the types of properties, of additional properties and of `oneOf` cases.
    private static func sharing(_ declaration: TypeDeclaration, at place: Place) -> (key: SharingKey, kind: TypeDeclaration.Kind) {
        let prefix = place.qualifier + declaration.name + "."
        var targets: [String: TypeUsage] = [:]
        var nested: [NestedAlias] = []
        for alias in declaration.nested {
            guard case .alias(let target) = alias.kind else { continue }
            targets[prefix + alias.name] = target
            nested.append(NestedAlias(name: alias.name, documentation: alias.documentation, target: target))
        }
        func resolve(_ type: TypeUsage) -> TypeUsage {
            switch type {
            case .named(let name): targets[name] ?? type
            case .builtin: type
            case .array(let element): .array(resolve(element))
            case .dictionary(let value): .dictionary(resolve(value))
            case .optional(let wrapped): .optional(resolve(wrapped))
            }
        }
        var kind = declaration.kind
        var key = kind
        switch kind {
        case .structure(var structure):
            if !targets.isEmpty {
                for index in structure.properties.indices {
                    structure.properties[index].type = resolve(structure.properties[index].type)
                }
                if let valueType = structure.additionalProperties?.valueType {
                    structure.additionalProperties?.valueType = resolve(valueType)
                }
                kind = .structure(structure)
            }
            for index in structure.properties.indices {
                structure.properties[index].origin = ""
            }
            key = .structure(structure)
        case .oneOf(var oneOf):
            if !targets.isEmpty {
                for index in oneOf.cases.indices {
                    oneOf.cases[index].type = resolve(oneOf.cases[index].type)
                }
                kind = .oneOf(oneOf)
                key = kind
            }
        case .enumeration, .alias:
            break
        }
        return (SharingKey(kind: key, nested: nested), kind)
    }

    /// The name unqualified lookup starts from: `Pet` for `[Pet.Status]?`.
    private static func leadingName(of type: TypeUsage) -> String {
        switch type {
        case .named(let name), .builtin(let name):
            name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        case .array(let element): leadingName(of: element)
        case .dictionary(let value): leadingName(of: value)
        case .optional(let wrapped): leadingName(of: wrapped)
        }
    }
}
