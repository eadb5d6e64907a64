import ClientIR

/// Long chains of top-level aliases (`S0 = S1`, `S1 = S2`, ... 3,000 of them: a document of schemas that are each a
/// `$ref` to the next) made the compiler overflow its stack resolving them. An alias more than ``maximumLength``
/// steps from its end names the end instead; shorter chains stay as the document spells them (`Owner = User`).
enum AliasChains {
    /// The longest chain of aliases left as it is.
    static let maximumLength = 64

    static func shorten(in model: inout ClientModel) {
        var targets: [String: TypeUsage] = [:]
        for declaration in model.types {
            if case .alias(let target) = declaration.kind { targets[declaration.name] = target }
        }
        guard targets.count > maximumLength else { return }
        // The end of each alias's chain and its length, found once per alias (iteratively: chains are long).
        var ends: [String: (end: TypeUsage, length: Int)] = [:]
        for start in targets.keys {
            var path: [String] = []
            var current = start
            var onPath: Set<String> = []
            while ends[current] == nil, let target = targets[current], onPath.insert(current).inserted {
                path.append(current)
                guard case .named(let next) = target, targets[next] != nil else {
                    ends[current] = (target, 1)
                    path.removeLast()
                    break
                }
                current = next
            }
            // A cycle of aliases (already reported) has no end: its members stay as they are.
            guard let known = ends[current] else { continue }
            var length = known.length
            for name in path.reversed() {
                length += 1
                ends[name] = (known.end, length)
            }
        }
        for index in model.types.indices {
            let name = model.types[index].name
            guard case .alias = model.types[index].kind, let chain = ends[name], chain.length > maximumLength else { continue }
            model.types[index].kind = .alias(chain.end)
        }
    }
}
