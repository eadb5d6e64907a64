import ClientIR

extension SharedTypes {
    /// A top-level declaration that sharing added: its name, and the qualified name of its first place.
    struct Created: Sendable {
        var name: String
        var firstName: String
        var firstInEndpoint: Bool
        /// Named after a response, request body or parameter of `components`
        /// (``componentNames(of:origin:insideEndpoint:affixes:)``), which no later step renames.
        var isComponentsName = false
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
            guard !shared.isComponentsName, let (parent, nested) = parentAndNestedName(shared.firstName),
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

    /// How many times each of `names` is declared inside another type (``forEachNestedName(in:_:)``). Only names of
    /// the lengths of `names` are looked up.
    private static func nestedDeclarationCounts(of names: Set<String>, in model: ClientModel) -> [String: Int] {
        let lengths = Set(names.map(\.utf8.count))
        var counts: [String: Int] = [:]
        // A nested type of an endpoint's member name is counted twice, which only keeps a long name.
        forEachNestedName(in: model) { name in
            if lengths.contains(name.utf8.count), names.contains(name) { counts[name, default: 0] += 1 }
        }
        return counts
    }

    /// Every name declared inside another type (``forEachNestedName(in:_:)``).
    static func nestedDeclarationNames(in model: ClientModel) -> Set<String> {
        var names: Set<String> = []
        forEachNestedName(in: model) { names.insert($0) }
        return names
    }

    /// Calls `body` with the name of every type declared inside another (model types, endpoints and webhooks, at any
    /// depth), and with the types every endpoint declares besides its nested ones (`Response`, `Failure`, its
    /// `Output` structs).
    private static func forEachNestedName(in model: ClientModel, _ body: (String) -> Void) {
        func visit(_ declarations: [TypeDeclaration]) {
            for declaration in declarations {
                body(declaration.name)
                visit(declaration.nested)
            }
        }
        for type in model.types { visit(type.nested) }
        for endpoint in model.endpoints {
            visit(endpoint.nested)
            EndpointScope.memberTypeNames.forEach(body)
            EndpointScope.outputAndBodyNames(of: endpoint).forEach(body)
        }
        for webhook in model.webhooks { visit(webhook.nested) }
    }

    /// A shared declaration whose name joins more characters than this is named by a trailing part of its first
    /// place (``trailingNames(of:base:insideEndpoint:affixes:)``).
    static let longNameLimit = 48

    /// Shorter names for a shared declaration whose name, `base`, joins the names of its whole first place
    /// `qualified` and is longer than ``longNameLimit``: the trailing parts of that place, of two names at least,
    /// shortest first, each name said once (a part whose names then make one is left out, and so is one that would
    /// begin with a name that does not describe the type), with the affixes. Stripe's
    /// `PostCustomersCustomerSubscriptions.RequestBody.PaymentSettings.PaymentMethodOptions.CustomerBalance`
    /// `.InvoicePaymentMethodOptionsParam.BankTransfer` would be 139 characters long joined, and is
    /// `InvoicePaymentMethodOptionsParamBankTransfer`; it is shared by several
    /// operations, which the first one's name would misdescribe anyway. Inside an endpoint, a part begins below the
    /// level directly in the endpoint (`RequestBody`, a response's body), which says where it is rather than what it
    /// is. Empty when `base` is short enough or the place is not deep enough for a part of two names.
    static func trailingNames(
        of qualified: String, base: String, insideEndpoint: Bool, affixes: TypeNameAffixes
    ) -> [String] {
        guard base.utf8.count > longNameLimit else { return [] }
        let parts = qualified.split(separator: ".")
        let highest = insideEndpoint ? 2 : 1
        guard parts.count - 2 >= highest else { return [] }
        return (highest...(parts.count - 2)).reversed().compactMap { start in
            guard describes(parts[start]) else { return nil }
            return SwiftNaming.flattenedSayingEachOnce(parts[start...].joined(separator: ".")).map(affixes.applied(to:))
        }
    }

    /// False for a name that says where a type is or which one it is rather than what it is, which a name should not
    /// begin with: a name the generator makes up for an anonymous `oneOf` member (`Variant1`) or a body
    /// (`RequestBody`, `NotFoundBody`), and a numbered one (`Target2`, when `Target` was taken).
    private static func describes(_ name: Substring) -> Bool {
        guard let last = name.unicodeScalars.last, !("0"..."9").contains(last) else { return false }
        return !name.hasSuffix("Body")
    }
}
