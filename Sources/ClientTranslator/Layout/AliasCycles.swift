import ClientIR
import GeneratorDiagnostics

/// Breaks cycles of `typealias`es, which Swift rejects (`typealias Tree = [String: Tree]`).
///
/// Aliases come from schemas that are arrays, maps or references. When aliases refer to each other in a cycle (a
/// map of itself, an array of itself, two references to each other), the alias that closes the cycle is rewritten:
/// a map becomes a struct that stores its entries in `additionalProperties` (a struct may contain itself through a
/// dictionary), anything else spells the cycle's reference as `JSONValue` (with a warning at the schema `locate` finds
/// for the alias's name), so the data is kept.
enum AliasCycles {
    static func breakCycles(
        in declarations: inout [TypeDeclaration], diagnostics: DiagnosticCollector,
        locate: (String) -> SourceLocation? = { _ in nil }
    ) {
        var indexByName: [String: Int] = [:]
        for (index, declaration) in declarations.enumerated() {
            if case .alias = declaration.kind { indexByName[declaration.name] = index }
        }
        guard !indexByName.isEmpty else { return }

        // Iterative depth-first search over aliases; 1 = on the stack, 2 = done.
        var state: [String: Int] = [:]
        for (rootIndex, root) in declarations.enumerated() {
            guard case .alias = root.kind, state[root.name] == nil else { continue }
            var stack: [(index: Int, targets: [String], next: Int)] = [(rootIndex, aliasTargets(of: declarations[rootIndex], indexByName), 0)]
            state[root.name] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                guard stack[top].next < stack[top].targets.count else {
                    state[declarations[stack[top].index].name] = 2
                    stack.removeLast()
                    continue
                }
                let target = stack[top].targets[stack[top].next]
                stack[top].next += 1
                switch state[target] {
                case 1?:
                    let name = declarations[stack[top].index].name
                    rewrite(&declarations[stack[top].index], closingCycleAt: target, diagnostics: diagnostics, location: locate(name))
                case nil:
                    guard let index = indexByName[target] else { continue }
                    state[target] = 1
                    stack.append((index, aliasTargets(of: declarations[index], indexByName), 0))
                default:
                    continue
                }
            }
        }
    }

    /// The aliases an alias mentions anywhere in its type.
    private static func aliasTargets(of declaration: TypeDeclaration, _ aliases: [String: Int]) -> [String] {
        guard case .alias(let usage) = declaration.kind else { return [] }
        return usage.namedType.flatMap { aliases[$0] != nil ? [$0] : nil } ?? []
    }

    private static func rewrite(
        _ declaration: inout TypeDeclaration, closingCycleAt target: String, diagnostics: DiagnosticCollector,
        location: SourceLocation?
    ) {
        guard case .alias(let usage) = declaration.kind else { return }
        if case .dictionary(let value) = usage {
            let additional = AdditionalPropertiesDeclaration(propertyName: "additionalProperties", valueType: value)
            declaration.kind = .structure(StructDeclaration(properties: [], additionalProperties: additional))
            return
        }
        declaration.kind = .alias(replacing(target, in: usage))
        diagnostics.emit(.warning(
            "translate.recursiveAlias",
            "'\(declaration.name)' is defined through itself (\(declaration.origin)); the recursive part is kept as JSONValue.",
            at: location, pointer: declaration.origin))
    }

    private static func replacing(_ name: String, in usage: TypeUsage) -> TypeUsage {
        usage.replacingNamed { $0 == name ? .builtin("JSONValue") : nil } ?? usage
    }
}
