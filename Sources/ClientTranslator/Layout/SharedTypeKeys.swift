import ClientIR

extension SharedTypes {
    /// What must be equal for two places to share one declaration: the kind, with the types its nested aliases name
    /// written as their targets and without the properties' origins (which the generated code does not show), and
    /// the nested aliases themselves.
    struct SharingKey: Hashable {
        var kind: TypeDeclaration.Kind
        var nested: [NestedAlias]
    }

    /// A nested alias of a candidate, as its key compares it: name, documentation and the type it names.
    struct NestedAlias: Hashable {
        var name: String
        var documentation: [String]
        var target: TypeUsage
    }

    /// A ``SharingKey`` with its hash worked out once: a key holds a whole declaration, and a dictionary hashes a
    /// key on every lookup and insert, and all of them again whenever it grows. The hash covers the whole key: with
    /// a partial one (the member names, say), a document with many declarations that differ only in documentation
    /// (Kubernetes has them) would put them all in one chain of the dictionary, each insert comparing with all.
    struct HashedKey: Hashable {
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
    struct KeyCache {
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

    /// The sharing key of a candidate at its place, and its kind with the types its nested aliases name written as
    /// the aliases' targets (`Account.Company.Structure` becomes `AccountCompanyStructure`), which mean the same at
    /// the top level: in the types of properties, of additional properties and of `oneOf` cases.
    static func sharing(
        _ declaration: TypeDeclaration, at place: Place
    ) -> (key: SharingKey, kind: TypeDeclaration.Kind) {
        let prefix = place.qualifier + declaration.name + "."
        var targets: [String: TypeUsage] = [:]
        var nested: [NestedAlias] = []
        for alias in declaration.nested {
            guard case .alias(let target) = alias.kind else { continue }
            targets[prefix + alias.name] = target
            nested.append(NestedAlias(name: alias.name, documentation: alias.documentation, target: target))
        }
        func resolve(_ type: TypeUsage) -> TypeUsage {
            type.replacingNamed { targets[$0] } ?? type
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
            // Where a property comes from, and its example, do not make two declarations different types.
            for index in structure.properties.indices {
                structure.properties[index].origin = ""
                structure.properties[index].example = nil
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
}
