import ClientIR

/// Decides which stored values go through a heap box, so that every generated value type has a finite size and
/// by-value nesting stays shallow.
///
/// The graph: a struct property or `oneOf` case whose type is a generated struct or enum by value (optional or not,
/// through typealiases) is an edge; arrays and dictionaries are not (they already store elements on the heap).
/// 1. Cycles (`Node.next: Node?`, `A.b: B` + `B.a: A`, an enum case of its own type): a depth-first search in
///    declaration order boxes every edge that closes a cycle: a property gets `isBoxed`, a case `isIndirect`.
/// 2. Depth: with the cycles broken, the longest by-value chain below each type is computed; an edge that would
///    make it longer than `maximumDepth` types is boxed too. Deep chains of nested structs make the compiler's
///    type checking of the synthesized conformances grow very quickly, so they are cut early.
/// The result is deterministic: it only depends on declaration order.
struct ValueLayout: Sendable {
    var maximumDepth: Int
    /// By-value height of types laid out by an earlier run (top-level types, for declarations made later).
    private(set) var knownHeights: [String: Int] = [:]
    /// Alias name -> the type it stands for by value, from earlier runs.
    private(set) var knownAliases: [String: String] = [:]

    init(maximumDepth: Int) { self.maximumDepth = max(1, maximumDepth) }

    private struct Node {
        var name: String
        /// Path of child indices from the run's root list to the declaration.
        var path: [Int]
        /// (member index, target type name)
        var edges: [(member: Int, target: String)]
    }

    /// Lays out `declarations` (declared in `parentName`, empty for the top level) and returns them with boxes set;
    /// later runs see their heights and aliases.
    mutating func apply(to declarations: [TypeDeclaration], parentName: String = "") -> [TypeDeclaration] {
        let (result, aliases, heights) = layOut(declarations, parentName: parentName)
        knownAliases.merge(aliases) { $1 }
        knownHeights.merge(heights) { $1 }
        return result
    }

    /// Lays out `declarations` like ``apply(to:parentName:)``, for a run nothing later depends on (the nested types
    /// of one endpoint): the tables of earlier runs are read, not copied and extended.
    func applied(to declarations: [TypeDeclaration], parentName: String) -> [TypeDeclaration] {
        layOut(declarations, parentName: parentName).declarations
    }

    /// The declarations with boxes set, and the aliases and heights this run found.
    private func layOut(_ declarations: [TypeDeclaration], parentName: String)
        -> (declarations: [TypeDeclaration], aliases: [String: String], heights: [String: Int]) {
        var nodes: [Node] = []
        var idByName: [String: Int] = [:]
        var aliases: [String: String] = [:]
        collect(declarations, parent: parentName, path: [], nodes: &nodes, ids: &idByName, aliases: &aliases)

        func resolve(_ name: String) -> String? {
            var current = name
            var steps = 0
            while let next = aliases[current] ?? knownAliases[current] {
                steps += 1
                if steps > 64 { return nil }
                current = next
            }
            return current
        }
        let edges: [[(member: Int, target: Int?, external: String?)]] = nodes.map { node in
            node.edges.compactMap { edge in
                guard let name = resolve(edge.target) else { return nil }
                if let id = idByName[name] { return (edge.member, id, nil) }
                return knownHeights[name] != nil ? (edge.member, nil, name) : nil
            }
        }

        var boxed = Set<Int>()  // node id << 32 | member index
        var finishOrder: [Int] = []
        var state = [UInt8](repeating: 0, count: nodes.count)
        for root in nodes.indices where state[root] == 0 {
            var stack: [(id: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (id, next) = stack.last {
                guard next < edges[id].count else {
                    state[id] = 2
                    finishOrder.append(id)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = edges[id][next]
                guard let target = edge.target else { continue }
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                case 1:
                    boxed.insert(id << 32 | edge.member)
                default:
                    break
                }
            }
        }

        var heights = [Int](repeating: 0, count: nodes.count)
        for id in finishOrder {
            var height = 1
            for edge in edges[id] where !boxed.contains(id << 32 | edge.member) {
                let child = edge.target.map { heights[$0] } ?? edge.external.flatMap { knownHeights[$0] } ?? 0
                if child + 1 > maximumDepth {
                    boxed.insert(id << 32 | edge.member)
                } else {
                    height = max(height, child + 1)
                }
            }
            heights[id] = height
        }
        var foundHeights = [String: Int](minimumCapacity: nodes.count)
        for (id, node) in nodes.enumerated() { foundHeights[node.name] = heights[id] }

        guard !boxed.isEmpty else { return (declarations, aliases, foundHeights) }
        var result = declarations
        for (id, node) in nodes.enumerated() {
            let members = node.edges.map(\.member).filter { boxed.contains(id << 32 | $0) }
            if !members.isEmpty { Self.mark(&result, path: node.path[...], members: members) }
        }
        return (result, aliases, foundHeights)
    }

    private func collect(_ declarations: [TypeDeclaration], parent: String, path: [Int], nodes: inout [Node], ids: inout [String: Int], aliases: inout [String: String]) {
        for (index, declaration) in declarations.enumerated() {
            let name = parent.isEmpty ? declaration.name : parent + "." + declaration.name
            let here = path + [index]
            switch declaration.kind {
            case .structure(let structure):
                let edges = structure.properties.enumerated().compactMap { member, property in
                    Self.byValueName(property.type).map { (member: member, target: $0) }
                }
                ids[name] = nodes.count
                nodes.append(Node(name: name, path: here, edges: edges))
            case .oneOf(let choice):
                let edges = choice.cases.enumerated().compactMap { member, variant in
                    Self.byValueName(variant.type).map { (member: member, target: $0) }
                }
                ids[name] = nodes.count
                nodes.append(Node(name: name, path: here, edges: edges))
            case .alias(let usage):
                if let target = Self.byValueName(usage) { aliases[name] = target }
            case .enumeration:
                break
            }
            collect(declaration.nested, parent: name, path: here, nodes: &nodes, ids: &ids, aliases: &aliases)
        }
    }

    /// The generated type a usage stores by value: `Pet`, `Pet?`; nil for arrays, dictionaries and builtins.
    static func byValueName(_ usage: TypeUsage) -> String? {
        switch usage {
        case .named(let name): name
        case .optional(let wrapped): byValueName(wrapped)
        case .builtin, .array, .dictionary: nil
        }
    }

    /// Boxes the `members` (properties or cases) of the declaration at `path`, all at once: the declaration's kind
    /// is copied out and stored back, which copies its array of members, so marking one member at a time cost a copy
    /// of all of them per member (a `oneOf` of n boxed cases: n * n).
    private static func mark(_ declarations: inout [TypeDeclaration], path: ArraySlice<Int>, members: [Int]) {
        guard let first = path.first else { return }
        if path.count > 1 {
            mark(&declarations[first].nested, path: path.dropFirst(), members: members)
            return
        }
        switch declarations[first].kind {
        case .structure(var structure):
            for member in members { structure.properties[member].isBoxed = true }
            declarations[first].kind = .structure(structure)
        case .oneOf(var choice):
            for member in members { choice.cases[member].isIndirect = true }
            declarations[first].kind = .oneOf(choice)
        default:
            break
        }
    }
}
