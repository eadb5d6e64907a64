import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

/// One schema that `$ref`s can reach, with the Swift type its uses spell.
struct TopLevelEntry: Sendable {
    enum Role: Sendable {
        /// Gets a declaration named ``TopLevelEntry/swiftName``.
        case declared
        /// A component that is only a `$ref` to a schema of another file: no declaration of its own; that schema
        /// is declared under this component's name instead, so `Pet: {$ref: pet.yaml}` gives one `Pet`.
        case forward(ReferenceTarget)
        /// `schemaTypeOverrides`: the user's type, spelled as given; nothing is declared.
        case external(String)
    }

    var target: ReferenceTarget
    /// The name in the document: the component key, or the last meaningful pointer token, or the file stem.
    var schemaName: String
    var swiftName: String
    var role: Role
}

/// Names every schema a `$ref` can reach, once per document, before any type is translated.
///
/// Order: component schemas in document order, then other reference targets in the order the parser met them,
/// then any remaining target (sorted). Names are claimed in three passes so that a schema keeps its natural name
/// whenever it can: first user overrides (`typeNameOverrides`), then every natural name that is free, then, in
/// order, the rest (reserved names with `Model`, duplicates with `2`, `3`...).
struct TopLevelNames: Sendable {
    private(set) var entries: [ReferenceTarget: TopLevelEntry] = [:]
    /// Targets to declare, in output order.
    private(set) var declarationOrder: [ReferenceTarget] = []
    private(set) var allocator: NameAllocator
    private var targetsBySwiftName: [String: ReferenceTarget] = [:]

    init(document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector) {
        var reserved = ReservedNames.typeNames
        for spelled in options.schemaTypeOverrides.values { reserved.insert(LeadingNames.leadingIdentifier(spelled)) }
        for spelled in options.formatTypeOverrides.values { reserved.insert(LeadingNames.leadingIdentifier(spelled)) }
        allocator = NameAllocator(reserving: reserved)

        // Candidates, in order.
        var index: [ReferenceTarget: Int] = [:]
        index.reserveCapacity(document.schemas.count)
        var candidates: [(target: ReferenceTarget, name: String, forward: ReferenceTarget?)] = []
        candidates.reserveCapacity(document.schemas.count)
        let componentKeys = document.componentSchemas.keys
        let components = document.componentSchemas.values
        for position in componentKeys.indices {
            let schema = components[position]
            let target = ReferenceTarget(file: document.rootFile, pointer: schema.pointer)
            guard index[target] == nil else { continue }
            index[target] = candidates.count
            // A component that is only a `$ref` to another file lends its name to that schema.
            var forward: ReferenceTarget?
            if let ref = schema.ref, ref.target.file != document.rootFile, !SchemaShape.hasStructure(schema, ignoringRef: true) {
                forward = ref.target
            }
            candidates.append((target, componentKeys[position], forward))
        }
        let ordered = Set(document.schemaOrder)
        let rest = document.schemaOrder + document.schemas.keys.filter { !ordered.contains($0) }.sorted()
        for target in rest where index[target] == nil && document.schemas.index(forKey: target) != nil {
            index[target] = candidates.count
            candidates.append((target, Self.name(for: target), nil))
        }

        // Roles: user types, forwarding components, declarations.
        var roles = [TopLevelEntry.Role?](repeating: nil, count: candidates.count)
        var lentName = [String?](repeating: nil, count: candidates.count)
        var position = Array(candidates.indices)
        for (current, candidate) in candidates.enumerated() {
            if let spelled = options.schemaTypeOverrides[candidate.name] {
                roles[current] = .external(spelled)
            } else if let forward = candidate.forward, let target = index[forward], lentName[target] == nil,
                      options.schemaTypeOverrides[candidates[target].name] == nil {
                lentName[target] = candidate.name
                position[target] = current
                roles[current] = .forward(forward)
            }
        }
        var pending = candidates.indices.filter { roles[$0] == nil }
        pending.sort { (position[$0], $0) < (position[$1], $1) }
        let documentNames = candidates.indices.map { lentName[$0] ?? candidates[$0].name }

        // Pass 1: user overrides. Pass 2: free natural names. Pass 3: the rest.
        var names = [String?](repeating: nil, count: candidates.count)
        for item in pending {
            guard let override = options.typeNameOverrides[documentNames[item]] else { continue }
            var name = override
            if !SwiftNaming.isValidIdentifier(name) {
                name = SwiftNaming.typeName(override)
                diagnostics.emit(.warning("translate.invalidOverride", "Type name override '\(override)' for schema '\(documentNames[item])' is not a valid Swift identifier; using '\(name)'."))
            }
            names[item] = allocator.claim(name)
        }
        var natural = [String](repeating: "", count: candidates.count)
        for item in pending where names[item] == nil {
            natural[item] = options.typeNameAffixes.applied(to: SwiftNaming.typeIdentifier(documentNames[item]))
            if !allocator.isTaken(natural[item]) && !ReservedNames.typeNames.contains(natural[item]) {
                names[item] = allocator.claim(natural[item])
            }
        }
        for item in pending where names[item] == nil {
            let name = natural[item].isEmpty ? SwiftNaming.typeIdentifier(documentNames[item]) : natural[item]
            names[item] = allocator.claim(ReservedNames.typeNames.contains(name) ? name + "Model" : name)
        }

        entries.reserveCapacity(candidates.count)
        for (current, candidate) in candidates.enumerated() {
            guard let role = roles[current] else { continue }
            let swiftName: String
            if case .external(let spelled) = role { swiftName = spelled } else { swiftName = "" }
            entries[candidate.target] = TopLevelEntry(target: candidate.target, schemaName: candidate.name, swiftName: swiftName, role: role)
        }
        var order: [ReferenceTarget] = []
        order.reserveCapacity(pending.count)
        for item in pending {
            let target = candidates[item].target
            let swiftName = names[item] ?? ""
            entries[target] = TopLevelEntry(target: target, schemaName: documentNames[item], swiftName: swiftName, role: .declared)
            targetsBySwiftName[swiftName] = target
            order.append(target)
        }
        declarationOrder = order
    }

    /// The entry of `target`, following forwarding components to the declared schema.
    func resolvedEntry(_ target: ReferenceTarget) -> TopLevelEntry? {
        var current = entries[target]
        var steps = 0
        while case .forward(let next)? = current?.role, steps < 64 {
            current = entries[next]
            steps += 1
        }
        return current
    }

    /// The target declared under a top-level Swift name.
    func target(forSwiftName name: String) -> ReferenceTarget? { targetsBySwiftName[name] }

    /// Every top-level Swift name taken by a declared schema.
    var declaredSwiftNames: Dictionary<String, ReferenceTarget>.Keys { targetsBySwiftName.keys }

    /// The type a `$ref` to `target` spells, or nil when the target is unknown.
    func usage(for target: ReferenceTarget) -> TypeUsage? {
        guard let entry = resolvedEntry(target) else { return nil }
        switch entry.role {
        case .external(let spelled): return .builtin(spelled)
        case .declared: return .named(entry.swiftName)
        case .forward: return nil
        }
    }

    /// The document name of a reference target: the last meaningful pointer token, or the file's stem.
    private static let structural: Set<String> = [
        "items", "additionalProperties", "allOf", "oneOf", "anyOf", "not", "schema", "content", "prefixItems",
        "properties", "$defs", "definitions", "schemas", "components", "responses", "requestBody", "parameters",
        "paths", "patternProperties", "headers",
    ]
    private static let namespaces: Set<String> = ["properties", "$defs", "definitions", "schemas", "patternProperties"]

    static func name(for target: ReferenceTarget) -> String {
        let tokens = target.pointer.tokens
        var suffix = ""
        var index = tokens.count - 1
        while index >= 0 {
            let token = tokens[index]
            let isName = index > 0 && namespaces.contains(tokens[index - 1])
            let isIndex = !token.isEmpty && token.allSatisfy(\.isNumber)
            if isName || (!structural.contains(token) && !isIndex && !token.contains("/")) {
                return token + suffix
            }
            if token == "items" && suffix.isEmpty { suffix = "Item" }
            index -= 1
        }
        return fileStem(target.file) + suffix
    }

    /// `schemas/pet.v1.yaml` -> `pet.v1`; `https://host/x/pet.json?v=1` -> `pet`.
    static func fileStem(_ file: String) -> String {
        var last = file.split(separator: "/").last.map(String.init) ?? file
        if let cut = last.firstIndex(where: { $0 == "?" || $0 == "#" }) { last = String(last[..<cut]) }
        for ext in [".yaml", ".yml", ".json"] where last.lowercased().hasSuffix(ext) {
            last = String(last.dropLast(ext.count))
        }
        return last.isEmpty ? "Schema" : last
    }
}
