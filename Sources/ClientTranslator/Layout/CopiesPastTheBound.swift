import ClientIR
import GeneratorDiagnostics

/// The copies of inline schemas that an outermost type meets past ``SchemaContext/maximumCopies``: each is declared
/// without being translated, to become a `typealias` of its home once every entity type is translated.
///
/// Copies nest: a schema whose properties each copy the next schema through `allOf`, which does the same, makes a
/// type declare 2^n copies for a chain of n schemas. Translation stops translating them at the bound, and a copy
/// past it is declared as a placeholder (`typealias P0 = JSONValue`) recorded here. When the types that hold the homes
/// are translated, ``CopiedTypes/aliasCopiesPastTheBound(of:in:prefix:isHiddenOutside:warnings:)`` makes each
/// placeholder name its home (`typealias P0 = S1.P0`), which is what sharing and ``CopiedTypes`` make of most copies
/// anyway, so nothing of the document is lost. A placeholder without a home that it can name stays `JSONValue`, with
/// the `translate.tooManyCopies` warning.
final class CopiesPastTheBound: Sendable {
    /// A placeholder: the qualified name of its declaration, the origin of the copied schema, and the warning to give
    /// when it keeps `JSONValue`.
    struct Entry: Sendable {
        var name: String
        var origin: String
        var warning: DeferredWarnings.Entry
    }

    /// The placeholders of each outermost type, by its name, in the order its translation declared them.
    private let entries = Locked<[String: [Entry]]>([:])

    /// Records a placeholder of the outermost type named `type`.
    func record(_ entry: Entry, type: String) {
        entries.withLock { $0[type, default: []].append(entry) }
    }

    /// Removes and returns the placeholders of the outermost type named `type` that are declared inside the type
    /// named `parent` (`type` itself, or a type nested in it that a scope of its own declares into).
    func take(type: String, inside parent: String) -> [Entry] {
        entries.withLock { entries in
            guard let all = entries[type] else { return [] }
            let prefix = parent + "."
            let (taken, left) = (all.filter { $0.name.hasPrefix(prefix) }, all.filter { !$0.name.hasPrefix(prefix) })
            entries[type] = left.isEmpty ? nil : left
            return taken
        }
    }

    /// Removes and returns every placeholder recorded so far, by outermost type.
    func takeAll() -> [String: [Entry]] {
        entries.withLock { entries in
            defer { entries = [:] }
            return entries
        }
    }
}

extension CopiedTypes {
    /// Makes the placeholders of the entity types in `types` (by outermost type, as ``CopiesPastTheBound/takeAll()``
    /// gives them) aliases of their homes, once every entity type is translated and before they are laid out.
    static func aliasCopiesPastTheBound(
        _ pending: [String: [CopiesPastTheBound.Entry]], in types: inout [TypeDeclaration], options: TranslatorOptions,
        warnings: DeferredWarnings
    ) {
        guard !pending.isEmpty else { return }
        let homes = CopiedTypes(types: types, options: options)
        for index in types.indices {
            guard let entries = pending[types[index].name] else { continue }
            homes.aliasCopiesPastTheBound(of: entries, in: &types[index].nested, prefix: types[index].name + ".",
                                          isHiddenOutside: { _ in false }, warnings: warnings)
        }
    }

    /// Makes each placeholder of `pending` among `declarations` (nested in the type named by `prefix`, `Order.`) a
    /// `typealias` of its home, or gives its warning to `warnings` when it has none it can name: no home, a home
    /// renamed by the configuration, or one whose outermost type a nested type around the placeholder hides (or
    /// `isHiddenOutside` says is hidden by the outermost type itself: an endpoint's own members).
    func aliasCopiesPastTheBound(
        of pending: [CopiesPastTheBound.Entry], in declarations: inout [TypeDeclaration], prefix: String,
        isHiddenOutside: (String) -> Bool, warnings: DeferredWarnings
    ) {
        guard !pending.isEmpty else { return }
        // By name and origin: a scope copied to try a schema out (a response header's) records placeholders that
        // are then dropped, and its names may be taken again by other declarations.
        func key(_ name: String, _ origin: String) -> String { name + "\u{0}" + origin }
        let byPlace = Dictionary(pending.map { (key($0.name, $0.origin), $0) }) { first, _ in first }
        let homes = homes(of: Set(pending.map(\.origin)))
        let enclosing = Self.enclosingNames(of: pending.map(\.name))
        // The names of the types nested at each level around the declarations visited, outermost first.
        var levels: [[String]] = []
        func visit(_ declarations: inout [TypeDeclaration], prefix: String) {
            levels.append(declarations.map(\.name))
            defer { levels.removeLast() }
            for index in declarations.indices {
                let name = prefix + declarations[index].name
                if declarations[index].kind == .alias(SchemaContext.json),
                   let entry = byPlace[key(name, declarations[index].origin)] {
                    if let home = homes[entry.origin], canName(home, from: name) {
                        declarations[index].kind = .alias(.named(home))
                    } else {
                        warnings.hold(entry.warning)
                    }
                } else if enclosing.contains(Substring(name)) {
                    visit(&declarations[index].nested, prefix: name + ".")
                }
            }
        }
        func canName(_ home: String, from name: String) -> Bool {
            let outermost = String(home.prefix { $0 != "." })
            return !isRenamed(name) && !isRenamed(home) && !isHiddenOutside(outermost)
                && !levels.contains { $0.contains(outermost) }
        }
        visit(&declarations, prefix: prefix)
    }
}
