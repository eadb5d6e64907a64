import ClientIR
import Foundation

/// An inline schema that an `allOf` copied into another type, and that is still declared there once identical
/// declarations are shared, becomes a `typealias` of the declaration made where the schema is written.
///
/// `Order: {allOf: [{$ref: Base}, {properties: ...}]}` gets `Base`'s properties, and an inline schema among them
/// (`Base.properties.owner: {type: object, ...}`) is declared again inside `Order`. Most such copies are identical
/// to the declaration made where the schema is written, and ``SharedTypes`` declares them once. The rest are
/// deprecated (which sharing leaves alone: OpenAI's `function_call` message field, copied into two other types), or
/// differ: in a chain of copies, where the copied schema copies the next one, which copies the next..., every type
/// of the chain declared the whole rest of it again, cut at the nesting limit at a different place each time (100
/// such schemas, 19 KB, made 4,459 structs, which took `swiftc -typecheck` 56 s). Each of those is now one line,
/// `typealias Owner = Base.Owner`, and a value of one converts to the other since they are one type. A copy that
/// sharing made an alias of a declaration shared with other copies only, not with its home, becomes an alias of its
/// home too.
///
/// A copy is a nested declaration whose schema is not written inside the schema of the declaration around it: its
/// origin does not start with its parent's (``isCopy(_:of:)``; the rule of ``NestedTypeScope/isCopy(_:in:)`` during
/// translation, except that a schema at the root of another file is compared too). Its home is the first
/// declaration, in model order, made for the same schema before sharing: not a copy, not inside one, not a
/// `typealias`. A copy stays as it is when it has no home (the schema is
/// only ever copied, or its home was cut short by a limit), when a type around it declares a nested type named like
/// the home's outermost type (which would hide that type there), and when the configuration renames properties or
/// enum cases by the qualified name of the copy or of the home (the two would then differ).
struct CopiedTypes: Sendable {
    /// The declarations before sharing (top-level with their nested ones), where the homes are.
    private let types: [TypeDeclaration]
    /// The configuration's renames keyed by a qualified name or a schema name (`Order.Status.open`).
    private let renameKeys: [String]

    init(types: [TypeDeclaration], options: TranslatorOptions) {
        self.types = types
        renameKeys = Array(options.propertyNameOverrides.keys) + Array(options.enumCaseNameOverrides.keys)
    }

    /// True when a declaration made from the schema at `origin`, nested in one made from the schema at
    /// `parentOrigin`, was copied there: its schema is not written inside its parent's. Schemas without a place
    /// (made in code, `#`) are never compared; the root of another file (`pets.yaml#`, a component written as a file
    /// of its own) is.
    static func isCopy(_ origin: String, of parentOrigin: String) -> Bool {
        guard parentOrigin != "#", origin != "#" else { return false }
        return !isWithin(origin, parentOrigin)
    }

    /// True when the place `origin` is `outer` or inside it (`#/a/b` is inside `#/a`, `#/ab` is not).
    static func isWithin(_ origin: String, _ outer: String) -> Bool {
        let (count, outerCount) = (origin.utf8.count, outer.utf8.count)
        guard count >= outerCount else { return false }
        let within = origin.utf8.withContiguousStorageIfAvailable { bytes in
            outer.utf8.withContiguousStorageIfAvailable { prefix in
                (outerCount == 0 || memcmp(bytes.baseAddress!, prefix.baseAddress!, outerCount) == 0)
                    && (count == outerCount || bytes[outerCount] == UInt8(ascii: "/"))
            }
        }.flatMap { $0 }
        if let within { return within }
        return origin.utf8.starts(with: outer.utf8)
            && (count == outerCount || origin.utf8.dropFirst(outerCount).first == UInt8(ascii: "/"))
    }

    /// A copy met in the model: its qualified name, the origin of its schema, and the shared declaration it is an
    /// alias of when sharing made it one.
    private struct Candidate {
        var name: String
        var origin: String
        var shared: String?
    }

    /// The copies still declared in a model that can be aliases of their homes.
    struct Aliases {
        /// The qualified name of each copy, with its home's; the outermost ones only (an alias has no nested types).
        var homes: [String: String] = [:]
        /// All of them are declarations without nested types that sharing left alone: nothing inside them was
        /// declared elsewhere by sharing, so they can be aliases in the shared model itself.
        var areUnsharedLeaves = true
    }

    /// The copies still declared in `model` (entity types and endpoints' nested types) that can be aliases of their
    /// homes. A copy that sharing made an alias of a declaration its home is not an alias of is one of them too: it
    /// was shared with other copies only. A copy nested in a declaration that sharing made (`BaseNext.Next2`) is
    /// named by its places in the model before sharing (`Base.Next.Next2`, `Order.Next.Next2`), where it can be
    /// made an alias.
    func aliasableCopies(in model: ClientModel) -> Aliases {
        var candidates: [Candidate] = []
        var inShared: [(owner: String, candidates: [Candidate])] = []
        var path: [String] = []
        for index in model.types.indices where !model.types[index].nested.isEmpty {
            path = [model.types[index].name]
            var found: [Candidate] = []
            Self.collect(model.types[index].nested, parentOrigin: model.types[index].origin, path: &path, into: &found)
            // Sharing appends the declarations it makes after the entity types.
            if index < types.count {
                candidates += found
            } else if !found.isEmpty {
                inShared.append((model.types[index].name, found))
            }
        }
        for endpoint in model.endpoints.indices {
            // The endpoint's own nested declarations are written at its sites: they are never copies.
            for declaration in model.endpoints[endpoint].nested where !declaration.nested.isEmpty {
                path = [model.endpoints[endpoint].typeName, declaration.name]
                Self.collect(declaration.nested, parentOrigin: declaration.origin, path: &path, into: &candidates)
            }
        }
        if !inShared.isEmpty {
            let places = Self.places(aliasing: Set(inShared.map(\.owner)), in: model)
            for (owner, found) in inShared {
                for place in places[owner] ?? [] {
                    candidates += found.map {
                        Candidate(name: place + $0.name.dropFirst(owner.count), origin: $0.origin, shared: $0.shared)
                    }
                }
            }
        }
        guard !candidates.isEmpty else { return Aliases() }

        let homes = homes(of: Set(candidates.map(\.origin)))
        guard !homes.isEmpty else { return Aliases() }
        let scope = LookupScope(model)
        var found = Aliases()
        for candidate in candidates {
            let name = candidate.name
            // A copy inside one made an alias goes with it.
            guard found.homes.isEmpty || !Self.isNested(name, inOneOf: { found.homes[$0] != nil }),
                  let home = homes[candidate.origin], home != name, !isRenamed(name), !isRenamed(home) else { continue }
            if let shared = candidate.shared {
                guard shared != home, scope.declaration(named: home)?.kind != .alias(.named(shared)) else {
                    continue
                }
            }
            guard !scope.hides(String(home.prefix { $0 != "." }), around: name) else { continue }
            found.homes[name] = home
            found.areUnsharedLeaves = found.areUnsharedLeaves && candidate.shared == nil
                && scope.declaration(named: name)?.nested.isEmpty == true
        }
        return found
    }

    /// True when the declaration named `name` (qualified) is nested in one that `isOne` accepts: each of the names
    /// around it (`A.B` and `A` for `A.B.C`) is asked, innermost first.
    static func isNested(_ name: String, inOneOf isOne: (String) -> Bool) -> Bool {
        var end = name.endIndex
        while let dot = name[..<end].lastIndex(of: ".") {
            if isOne(String(name[..<dot])) { return true }
            end = dot
        }
        return false
    }

    /// The qualified names of the declarations of `model` that are aliases of each of `names` (the places of
    /// declarations that sharing made), in model order.
    private static func places(aliasing names: Set<String>, in model: ClientModel) -> [String: [String]] {
        var places: [String: [String]] = [:]
        func visit(_ declarations: [TypeDeclaration], prefix: String) {
            for declaration in declarations {
                let name = prefix + declaration.name
                if case .alias(.named(let target)) = declaration.kind, names.contains(target) {
                    places[target, default: []].append(name)
                }
                if !declaration.nested.isEmpty { visit(declaration.nested, prefix: name + ".") }
            }
        }
        visit(model.types, prefix: "")
        for endpoint in model.endpoints { visit(endpoint.nested, prefix: endpoint.typeName + ".") }
        return places
    }

    /// Adds the copies among `declarations` (nested in the type named by `path`, made from the schema at
    /// `parentOrigin`) and inside them to `candidates`, in model order. (The declarations are read in place: this
    /// walks every nested declaration of the model, and copying each would retain all its fields.)
    private static func collect(_ declarations: [TypeDeclaration], parentOrigin: String, path: inout [String],
                                into candidates: inout [Candidate]) {
        for index in declarations.indices {
            if isCopy(declarations[index].origin, of: parentOrigin) {
                var shared: String?
                if case .alias(let target) = declarations[index].kind {
                    guard let name = target.namedType else { continue }
                    shared = name
                }
                candidates.append(Candidate(name: (path + [declarations[index].name]).joined(separator: "."),
                                            origin: declarations[index].origin, shared: shared))
            }
            guard !declarations[index].nested.isEmpty else { continue }
            path.append(declarations[index].name)
            collect(declarations[index].nested, parentOrigin: declarations[index].origin, path: &path, into: &candidates)
            path.removeLast()
        }
    }

    /// The qualified name of the home of each schema at `origins`: the first declaration made for it before sharing,
    /// in model order, that is not a copy, not inside one, and not a `typealias`. A home is inside a top-level
    /// declaration whose schema holds it, so only the top-level declarations made from the places around each
    /// origin are searched, and in them only the way down to it.
    func homes(of origins: Set<String>) -> [String: String] {
        var topLevel: [String: Int] = [:]
        topLevel.reserveCapacity(types.count)
        for index in types.indices where topLevel[types[index].origin] == nil { topLevel[types[index].origin] = index }
        var homes: [String: String] = [:]
        for origin in origins {
            var best: (index: Int, name: String)?
            var prefix = Substring(origin)
            while true {
                if let index = topLevel[String(prefix)], index < best?.index ?? Int.max,
                   let name = Self.find(origin, in: types[index], named: types[index].name) {
                    best = (index, name)
                }
                guard let slash = prefix.utf8.lastIndex(of: UInt8(ascii: "/")) else { break }
                prefix = prefix[..<slash]
            }
            homes[origin] = best?.name
        }
        return homes
    }

    /// The qualified name of the first declaration at `origin` in `declaration` (named `name`) or nested in it, not
    /// a copy or inside one, and not an alias.
    private static func find(_ origin: String, in declaration: TypeDeclaration, named name: String) -> String? {
        if declaration.origin == origin {
            if case .alias = declaration.kind {} else { return name }
        }
        for child in declaration.nested
        where isWithin(origin, child.origin) && !isCopy(child.origin, of: declaration.origin) {
            if let found = find(origin, in: child, named: name + "." + child.name) { return found }
        }
        return nil
    }

    /// The names unqualified lookup finds before the top-level ones, inside a declaration of the model.
    private struct LookupScope {
        let model: ClientModel
        let typeIndex: [String: Int]
        let endpointIndex: [String: Int]

        init(_ model: ClientModel) {
            self.model = model
            var types = [String: Int](minimumCapacity: model.types.count)
            for index in model.types.indices where types[model.types[index].name] == nil {
                types[model.types[index].name] = index
            }
            var endpoints = [String: Int](minimumCapacity: model.endpoints.count)
            for index in model.endpoints.indices { endpoints[model.endpoints[index].typeName] = index }
            (typeIndex, endpointIndex) = (types, endpoints)
        }

        /// The declaration named `qualifiedName` (`Pet.Owner`) among the model's types and their nested types, through
        /// the aliases that sharing made (`Pet.Owner.Address` is `PetOwner.Address` when `Pet.Owner` is `PetOwner`).
        func declaration(named qualifiedName: String) -> TypeDeclaration? {
            let parts = qualifiedName.split(separator: ".")
            guard let index = typeIndex[String(parts[0])] else { return nil }
            var found = model.types[index]
            for part in parts.dropFirst() {
                guard let next = members(of: found).first(where: { $0.name == part }) else { return nil }
                found = next
            }
            return found
        }

        /// The nested types of `declaration`, or of the top-level type it is an alias of.
        private func members(of declaration: TypeDeclaration) -> [TypeDeclaration] {
            guard declaration.nested.isEmpty, case .alias(.named(let target)) = declaration.kind,
                  let index = typeIndex[target] else { return declaration.nested }
            return model.types[index].nested
        }

        /// True when a type around the declaration named `qualifiedName`, or the declaration's parent, declares a
        /// type named `name` (or an endpoint around it hides that name), which would hide the top-level one there.
        func hides(_ name: String, around qualifiedName: String) -> Bool {
            let parts = qualifiedName.split(separator: ".")
            var level: [TypeDeclaration]
            if let index = typeIndex[String(parts[0])] {
                level = model.types[index].nested
            } else if let index = endpointIndex[String(parts[0])] {
                if EndpointScope.hides(name, in: model.endpoints[index]) { return true }
                level = model.endpoints[index].nested
            } else {
                return true
            }
            for part in parts.dropFirst().dropLast() {
                if level.contains(where: { $0.name == name }) { return true }
                level = level.first { $0.name == part }.map(members(of:)) ?? []
            }
            return level.contains { $0.name == name }
        }
    }

    /// Makes the declarations named in `aliases` (qualified names, as ``aliasableCopies(in:)`` gives them)
    /// `typealias`es of the names they map to. Only the declarations on the way to them are visited, and so copied.
    static func alias(_ aliases: [String: String], in model: inout ClientModel) {
        guard !aliases.isEmpty else { return }
        let enclosing = enclosingNames(of: aliases.keys)
        func visit(_ declarations: inout [TypeDeclaration], prefix: String) {
            for index in declarations.indices {
                let name = prefix.isEmpty ? declarations[index].name : prefix + declarations[index].name
                if let home = aliases[name] {
                    declarations[index].kind = .alias(.named(home))
                    declarations[index].nested = []
                } else if enclosing.contains(Substring(name)) {
                    visit(&declarations[index].nested, prefix: name + ".")
                }
            }
        }
        visit(&model.types, prefix: "")
        for index in model.endpoints.indices where enclosing.contains(Substring(model.endpoints[index].typeName)) {
            visit(&model.endpoints[index].nested, prefix: model.endpoints[index].typeName + ".")
        }
    }

    /// The qualified names of the declarations around each of `names` (`A.B` and `A` for `A.B.C`): the only ones a
    /// walk that changes the declarations named needs to enter, and so copy.
    static func enclosingNames(of names: some Sequence<String>) -> Set<Substring> {
        var enclosing = Set<Substring>()
        for name in names {
            var end = name.endIndex
            while let dot = name[..<end].lastIndex(of: ".") {
                end = dot
                guard enclosing.insert(name[..<dot]).inserted else { break }
            }
        }
        return enclosing
    }

    /// True when the configuration renames a property or an enum case of the declaration named `name`.
    func isRenamed(_ name: String) -> Bool {
        renameKeys.contains { $0.utf8.count > name.utf8.count && $0.hasPrefix(name + ".") }
    }
}
