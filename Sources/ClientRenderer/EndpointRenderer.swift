import ClientIR

extension ClientRenderer {
    /// The endpoint files: one `APIResource` struct per operation plus the `APIClient` convenience methods, laid
    /// out by ``EndpointFileLayout``, each rendered with `EndpointFile.mustache`; in the file-per-type layout, the
    /// nested types of very large endpoints in files of their own (``NestedTypeLayout``, `EndpointTypes.mustache`).
    static func endpointFiles(_ context: RenderContext) -> [PendingFile] {
        var endpoints = context.model.endpoints
        var typeFiles: [PendingFile] = []
        if context.options.layout == .files {
            for index in endpoints.indices {
                guard let split = NestedTypeLayout.split(endpoints[index]) else { continue }
                for file in NestedTypeLayout.files(of: split.endpoint.typeName, split.extensions) {
                    let extensions = file.extensions
                    typeFiles.append(PendingFile(path: file.path) { EndpointRenderer(context: context).render(extensions) })
                }
                endpoints[index] = split.endpoint
            }
        }
        let all = endpoints
        return EndpointFileLayout.files(for: all, layout: context.options.layout).map { file in
            let members = file.members
            return PendingFile(path: file.path) { EndpointRenderer(context: context).render(members.map { all[$0] }) }
        } + typeFiles
    }
}

/// Renders endpoints into the text of one file.
///
/// Templates: `EndpointFile` (the file), `Endpoint` (one struct, a partial of `EndpointFile`), `ClientMethods`
/// (the file's convenience methods in `extensions`, also a partial: those that send in an `extension APISending`,
/// so that test doubles have them too, and those of streams, which read `APIClient.events` or
/// `APIClient.jsonLines`, in an `extension APIClient`). Types nested in an endpoint are rendered with the entity
/// templates (`Declaration`) and indented into the struct.
struct EndpointRenderer {
    let context: RenderContext

    /// One file holding `endpoints` and, unless ``RenderOptions/clientMethods`` is off, their convenience methods.
    func render(_ endpoints: [EndpointDeclaration]) -> String {
        let access = context.view.access
        let initializers = endpoints.map(EndpointInitializer.init)
        let views = zip(endpoints, initializers).map { endpoint, initializer in
            EndpointView(
                endpoint, initializer: initializer, context: context.view, nested: endpoint.nested.map(renderDeclaration)
            )
        }
        let methods = context.options.clientMethods ? zip(endpoints, initializers).map { endpoint, initializer in
            EndpointClientMethodView(endpoint, initializer: initializer, access: access)
        } : []
        // Streams read `APIClient.events` or `APIClient.jsonLines`, which a test double of `APISending` does not have.
        let groups: [(parent: String, methods: [EndpointClientMethodView])] = [
            ("APISending", methods.filter { !$0.isStream }), ("APIClient", methods.filter(\.isStream)),
        ].filter { !$0.methods.isEmpty }
        let extensions = groups.enumerated().map { index, group in
            var methods = group.methods
            methods[0].isFirst = true
            return TemplateObject([.parent: .text(group.parent), .methods: .views(methods), .isFirst: .flag(index == 0)])
        }
        let file = TemplateObject([
            .access: .text(access),
            .endpoints: .views(views),
            .hasMethods: .flag(!methods.isEmpty),
            .extensions: .views(extensions),
        ])
        return context.templates.render(file, with: "EndpointFile")
    }

    /// One file of types moved out of large endpoints: an `extension` per parent type.
    func render(_ extensions: [NestedTypeLayout.Extension]) -> String {
        let views = extensions.map { item in
            TemplateObject([
                .parent: .text(item.parent),
                .declarations: .texts(item.declarations.map { DeclarationView.indented(renderDeclaration($0)) }),
            ])
        }
        return context.templates.render(TemplateObject([.extensions: .views(views)]), with: "EndpointTypes")
    }

    /// A declaration nested in an endpoint (with its own nested types), rendered at column 0.
    func renderDeclaration(_ declaration: TypeDeclaration) -> String {
        context.declarationText(declaration)
    }
}
