import ClientIR

extension SharedTypes {
    /// Where a declaration is: the qualified name of its parent, and how to reach it in the model: the endpoint (nil
    /// for an entity type) and an index per level of nesting (for an entity type, the first is its index in the
    /// model's types).
    struct Place: Sendable {
        var qualifier: String
        var endpoint: Int?
        var indices: [Int]
    }

    /// A declaration that may be shared (``isCandidate(_:)``), and its place.
    struct Candidate: Sendable {
        var declaration: TypeDeclaration
        var place: Place
    }

    /// The candidates of the model in model order (the entity types, then the endpoints, each depth first), kept per
    /// part of the model (an entity type with its nested types, or an endpoint's nested types) from one pass to the
    /// next: only the parts a pass changed, and the types it added, are walked again. The others hold the same
    /// declarations at the same places, so they have the same candidates. (Stripe: its nine whole walks, the first of
    /// 3,842 candidates, took 19 ms.)
    struct PlaceWalk {
        private var entities: [[Candidate]] = []
        private var endpoints: [[Candidate]] = []
        /// The entity types (by index in the model's types) a pass changed since the last walk.
        var changedEntities: Set<Int> = []
        /// The endpoints (by index) a pass changed since the last walk.
        var changedEndpoints: Set<Int> = []

        /// Every candidate of `model`, in model order; with `parentsOnly`, only those with nested types.
        mutating func candidates(in model: ClientModel, parentsOnly: Bool) -> [Candidate] {
            Self.refresh(&entities, count: model.types.count, changed: changedEntities, parentsOnly: parentsOnly) {
                Self.walk(entity: $0, in: model, parentsOnly: parentsOnly)
            }
            Self.refresh(
                &endpoints, count: model.endpoints.count, changed: changedEndpoints, parentsOnly: parentsOnly
            ) {
                Self.walk(endpoint: $0, in: model, parentsOnly: parentsOnly)
            }
            changedEntities = []
            changedEndpoints = []
            return (entities + endpoints).flatMap { $0 }
        }

        /// Brings the candidates of `count` parts up to date: parts that are new or `changed` are walked with `walk`,
        /// the others keep theirs (with `parentsOnly`, only those with nested types).
        private static func refresh(
            _ parts: inout [[Candidate]], count: Int, changed: Set<Int>, parentsOnly: Bool, walk: (Int) -> [Candidate]
        ) {
            for index in 0..<count {
                if index >= parts.count {
                    parts.append(walk(index))
                } else if changed.contains(index) {
                    parts[index] = walk(index)
                } else if parentsOnly {
                    parts[index].removeAll { $0.declaration.nested.isEmpty }
                }
            }
        }

        private static func walk(entity index: Int, in model: ClientModel, parentsOnly: Bool) -> [Candidate] {
            var found: [Candidate] = []
            var place = Place(qualifier: "", endpoint: nil, indices: [index])
            visit(model.types[index], at: &place, parentsOnly: parentsOnly) {
                found.append(Candidate(declaration: $0, place: $1))
            }
            return found
        }

        private static func walk(endpoint index: Int, in model: ClientModel, parentsOnly: Bool) -> [Candidate] {
            var found: [Candidate] = []
            let endpoint = model.endpoints[index]
            var place = Place(qualifier: endpoint.typeName + ".", endpoint: index, indices: [])
            for nested in endpoint.nested.indices {
                place.indices.append(nested)
                visit(endpoint.nested[nested], at: &place, parentsOnly: parentsOnly) {
                    found.append(Candidate(declaration: $0, place: $1))
                }
                place.indices.removeLast()
            }
            return found
        }

        /// Visits `declaration` at `place`, and its nested declarations unless it is a candidate; `place` is as it
        /// was when it returns.
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
    }

    /// An enum, struct (not a class) or `oneOf` enum, not deprecated, whose nested declarations (if any) are all
    /// aliases of types that none of its nested names hides.
    static func isCandidate(_ declaration: TypeDeclaration) -> Bool {
        guard !declaration.isDeprecated else { return false }
        switch declaration.kind {
        case .enumeration, .oneOf: break
        case .structure(let structure): guard !structure.isReferenceType else { return false }
        case .alias: return false
        }
        if declaration.nested.isEmpty { return true }
        // Most declarations with nested types have one that is not an alias: find out before comparing names.
        for nested in declaration.nested {
            guard case .alias = nested.kind, nested.nested.isEmpty, !nested.isDeprecated else { return false }
        }
        // A handful of nested aliases: a linear search costs less than a set.
        return declaration.nested.allSatisfy { nested in
            guard case .alias(let target) = nested.kind else { return false }
            let leading = target.leadingName
            return !declaration.nested.contains { $0.name == leading }
        }
    }
}
