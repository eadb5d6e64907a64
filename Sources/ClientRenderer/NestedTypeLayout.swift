import ClientIR

/// Where the nested types of very large endpoints go: out of the endpoint's struct, into `extension`s in files of
/// their own, so that no file is much larger than ``EndpointFileLayout/maxLinesPerFile`` (file-per-type layout).
///
/// Stripe's `PostPaymentIntents` renders to 8,000 lines, almost all of them the types of its inline request body;
/// the compiler gives every process a fixed number of files, so one such file makes one process large and slow.
/// A nested type that is itself too large moves out without its own nested types, which move on one level down
/// (`extension PostPaymentIntents.PaymentMethodOptions { ... }`). Nothing changes for the code that uses the types:
/// Swift finds member types declared in extensions as it finds those declared in the type.
enum NestedTypeLayout {
    /// Declarations that go into `extension <parent> { ... }`.
    struct Extension: Sendable {
        /// The extended type, qualified from the top level (`PostPaymentIntents.PaymentMethodOptions`).
        var parent: String
        var declarations: [TypeDeclaration]
    }

    /// `endpoint` as its struct is rendered, and the extensions its nested types move to; nil for an endpoint that
    /// fits in `budget` lines or has no nested types, which is rendered whole.
    static func split(_ endpoint: EndpointDeclaration, budget: Int = EndpointFileLayout.maxLinesPerFile)
        -> (endpoint: EndpointDeclaration, extensions: [Extension])?
    {
        guard SourceSizeEstimate.lines(of: endpoint) > budget, !endpoint.nested.isEmpty else { return nil }
        var shell = endpoint
        shell.nested = []
        return (shell, extensions(of: endpoint.typeName, endpoint.nested, budget: budget))
    }

    /// `declarations` as members of `parent`: each whole when it fits in `budget` lines, otherwise without its
    /// nested types, which follow as members of it.
    static func extensions(of parent: String, _ declarations: [TypeDeclaration], budget: Int) -> [Extension] {
        var result: [Extension] = []
        var current = Extension(parent: parent, declarations: [])
        for declaration in declarations {
            guard SourceSizeEstimate.lines(of: declaration) > budget, !declaration.nested.isEmpty else {
                current.declarations.append(declaration)
                continue
            }
            var shell = declaration
            shell.nested = []
            current.declarations.append(shell)
            result.append(current)
            current = Extension(parent: parent, declarations: [])
            result += extensions(of: parent + "." + declaration.name, declaration.nested, budget: budget)
        }
        if !current.declarations.isEmpty { result.append(current) }
        return result
    }

    /// The files of one endpoint's extensions, `Endpoints/<Type>+Types.swift`, `..._2.swift`, each about `budget`
    /// lines at most (unless one declaration is larger), in order.
    static func files(of typeName: String, _ extensions: [Extension], budget: Int = EndpointFileLayout.maxLinesPerFile)
        -> [(path: String, extensions: [Extension])]
    {
        // One declaration at a time with its parent, cut into files, then regrouped into one extension per parent.
        let members = extensions.flatMap { item in item.declarations.map { (parent: item.parent, declaration: $0) } }
        let runs = SourceSizeEstimate.runs(of: members, budget: budget) { SourceSizeEstimate.lines(of: $0.declaration) }
        let files = runs.map { run in
            run.reduce(into: [Extension]()) { grouped, member in
                if grouped.last?.parent == member.parent {
                    grouped[grouped.count - 1].declarations.append(member.declaration)
                } else {
                    grouped.append(Extension(parent: member.parent, declarations: [member.declaration]))
                }
            }
        }
        let stem = "\(EndpointFileLayout.folder)/\(FileStem.limited(SwiftSource.bareIdentifier(typeName)))+Types"
        return files.enumerated().map { index, extensions in
            (index == 0 ? stem + ".swift" : "\(stem)_\(index + 1).swift", extensions)
        }
    }
}
