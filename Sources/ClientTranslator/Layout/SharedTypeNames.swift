import ClientIR

extension SharedTypes {
    /// A top-level declaration that sharing added: its name, and the qualified name of its first place.
    struct Created: Sendable {
        var name: String
        var firstName: String
        var firstInEndpoint: Bool
    }

    /// Renames the shared declarations whose name says their parent's name twice.
    ///
    /// A nested type whose name would hide a type its parent uses takes the parent's name as a prefix
    /// (`AdditionalTools.AdditionalToolsType`, for a property `type`; `Charge.ChargeCustomer`, when `Charge` refers to
    /// `Customer`). Shared, it was declared at the top level as `AdditionalToolsAdditionalToolsType`, since the top-level
    /// name could not be the first place's own: that place is an alias of it, and `typealias AdditionalToolsType =
    /// AdditionalToolsType` inside `AdditionalTools` names itself. The shared declaration takes the nested name now,
    /// and the first place declares no alias: its uses (`AdditionalTools.AdditionalToolsType`, in `AdditionalTools` and
    /// in the copies that alias it) name the top-level `AdditionalToolsType`, as the other places' aliases do. With
    /// type name affixes the two names differ (`GHPetTypeDTO`, and `GHPetDTO.PetType` its alias), and only the shared
    /// declaration is renamed.
    ///
    /// It runs after sharing is done, so that sharing's places stay where they are while it works. A declaration
    /// keeps its name when the shorter one is taken at the top level, or declared as a nested type anywhere (other
    /// than at the first place, which is removed): unqualified lookup must find the top-level one from every place
    /// that names it.
    static func shortenNames(
        of created: [Created], in model: inout ClientModel, affixes: TypeNameAffixes, isTaken: (String) -> Bool
    ) {
        // Most documents have no such name: nothing else is worked out for them.
        let proposals = created.compactMap { shared -> (shared: Created, parent: String, nested: String, new: String)? in
            guard let (parent, nested) = parentAndNestedName(shared.firstName),
                  let new = shorterName(parent: parent, nested: nested, inEndpoint: shared.firstInEndpoint, affixes),
                  new != shared.name, !isTaken(new)
            else { return nil }
            return (shared, parent, nested, new)
        }
        guard !proposals.isEmpty else { return }
        var topLevel = Set(
            model.types.map { $0.name.lowercased() } + model.endpoints.map { $0.typeName.lowercased() }
                + model.webhooks.map { $0.typeName.lowercased() }
        )
        var nestedCount = nestedDeclarationCounts(of: Set(proposals.map(\.new)), in: model)
        let typeIndex = Dictionary(model.types.indices.map { (model.types[$0].name, $0) }) { first, _ in first }
        let endpointIndex = Dictionary(model.endpoints.indices.map { (model.endpoints[$0].typeName, $0) }) { first, _ in first }

        var names: [String: String] = [:]
        var firstPlaces: [(inEndpoint: Bool, parent: Int, nested: Int)] = []
        for (shared, parent, nested, new) in proposals where !topLevel.contains(new.lowercased()) {
            let removesFirstPlace = new == nested
            guard nestedCount[new, default: 0] == (removesFirstPlace ? 1 : 0) else { continue }
            if removesFirstPlace {
                // The first place must still be an alias of the shared declaration (not made an alias of a copy's home).
                guard let parentIndex = shared.firstInEndpoint ? endpointIndex[parent] : typeIndex[parent] else { continue }
                let level = shared.firstInEndpoint ? model.endpoints[parentIndex].nested : model.types[parentIndex].nested
                guard let index = level.firstIndex(where: { $0.name == nested }),
                      level[index].kind == .alias(.named(shared.name)), level[index].nested.isEmpty
                else { continue }
                firstPlaces.append((shared.firstInEndpoint, parentIndex, index))
                names[shared.firstName] = new
                nestedCount[new] = 0
            }
            topLevel.insert(new.lowercased())
            names[shared.name] = new
        }
        guard !names.isEmpty else { return }

        // Removed from the last index up, so that the indices of the others in the same parent stay valid.
        for place in firstPlaces.sorted(by: { $0.nested > $1.nested }) {
            if place.inEndpoint {
                model.endpoints[place.parent].nested.remove(at: place.nested)
            } else {
                model.types[place.parent].nested.remove(at: place.nested)
            }
        }
        for index in model.types.indices {
            if let new = names[model.types[index].name] { model.types[index].name = new }
        }
        TypeRenames(names).apply(to: &model)
    }

    /// `Pet` and `PetType` for `Pet.PetType`; nil for a place deeper than a top-level type or an endpoint, whose
    /// shared name begins with the outermost name and does not repeat one.
    private static func parentAndNestedName(_ qualified: String) -> (String, String)? {
        // On the bytes: splitting the names of all of stripe's 1,723 shared declarations by `Character` took 10 of the
        // 11 million instructions of this step, when few of them have two parts.
        let utf8 = qualified.utf8
        let dot = UInt8(ascii: ".")
        guard let first = utf8.firstIndex(of: dot), !utf8[utf8.index(after: first)...].contains(dot) else { return nil }
        return (String(qualified[..<first]), String(qualified[utf8.index(after: first)...]))
    }

    /// The top-level name of a declaration first declared as `nested` in `parent`, when `nested` begins with the
    /// parent's name (without the type affixes, as nested names take it) and then a capital letter: `nested`, with
    /// the affixes. Nil otherwise: the name sharing gave says each part once already.
    static func shorterName(parent: String, nested: String, inEndpoint: Bool, _ affixes: TypeNameAffixes) -> String? {
        let parent = inEndpoint ? parent : affixes.bare(parent)
        guard nested.unicodeScalars.count > parent.unicodeScalars.count, nested.hasPrefix(parent),
              let next = nested.unicodeScalars.dropFirst(parent.unicodeScalars.count).first,
              NameWords.letterCase(next) == 2
        else { return nil }
        return affixes.applied(to: nested)
    }

    /// How many times each of `names` is declared inside another type (model types, endpoints and webhooks, at any
    /// depth), with the types every endpoint declares besides its nested ones (`Response`, `Failure`, its `Output`
    /// structs). Only names of the lengths of `names` are looked up.
    private static func nestedDeclarationCounts(of names: Set<String>, in model: ClientModel) -> [String: Int] {
        let lengths = Set(names.map(\.utf8.count))
        var counts: [String: Int] = [:]
        func note(_ name: String) {
            if lengths.contains(name.utf8.count), names.contains(name) { counts[name, default: 0] += 1 }
        }
        func count(_ declarations: [TypeDeclaration]) {
            for declaration in declarations {
                note(declaration.name)
                count(declaration.nested)
            }
        }
        for type in model.types { count(type.nested) }
        for endpoint in model.endpoints {
            count(endpoint.nested)
            // A nested type of the same name is counted twice, which only keeps a long name.
            EndpointScope.memberTypeNames.forEach(note)
            EndpointScope.outputAndBodyNames(of: endpoint).forEach(note)
        }
        for webhook in model.webhooks { count(webhook.nested) }
        return counts
    }
}
