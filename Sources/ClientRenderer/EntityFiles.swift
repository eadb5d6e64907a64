import ClientIR

extension ClientRenderer {
    /// The files of the entity types, laid out as ``RenderOptions/layout`` says, each rendered with `File.mustache`.
    static func entityFiles(_ context: RenderContext) -> [PendingFile] {
        let templates = context.templates
        let view = context.view
        let files = EntityLayout.files(
            for: context.model.types, layout: context.options.layout, reservedFileNames: context.reservedFileNames,
            typeNameSuffix: context.model.typeNameSuffix
        )
        return files.map { file in
            // View models are built inside the render, so that this work runs in parallel too.
            PendingFile(path: file.path) {
                let declarations = file.declarations.map { DeclarationView($0, context: view).renderingNested(with: templates) }
                return templates.render(FileView(declarations: declarations, access: view.access), with: "File")
            }
        }
    }
}

extension RenderContext {
    /// `declaration` rendered with `Declaration.mustache` at column 0, its nested types inside it: for files that
    /// hold entity types next to other code.
    func declarationText(_ declaration: TypeDeclaration) -> String {
        let view = DeclarationView(declaration, context: self.view).renderingNested(with: templates)
        return templates.render(view, with: "Declaration")
    }
}

/// Which declarations go in which file.
enum EntityLayout {
    /// Top-level declarations grouped into files.
    ///
    /// - `files`: `Models/<Name>.swift`, named after the first type of the file: a type and the types of its
    ///   family (``ModelFileGrouping``), in name order, cut at about 500 lines. The compiler wants file names that are unique in a
    ///   module, also without regard to case (macOS file systems), so a name already taken (by another file, or by a
    ///   file in `reservedFileNames`, lowercased) gets `_2`, `_3`... in the order of the files.
    /// - `shards(count)`: all of `Models/Models_00.swift`... (`count` files, two digits or more), each type in the
    ///   file its name hashes to with ``fnv1a(_:)``, in model order within each file.
    static func files(
        for declarations: [TypeDeclaration], layout: RenderOptions.Layout, reservedFileNames: Set<String>,
        typeNameSuffix: String = ""
    ) -> [(path: String, declarations: [TypeDeclaration])] {
        switch layout {
        case .files:
            // `Package.swift` is never a source file: SwiftPM and other tools take it for a manifest.
            var taken = reservedFileNames.union(["package.swift"])
            // Names of one stem, differing in case or cut to the same length, share their numbers.
            var numbers = NumberedNames()
            return ModelFileGrouping.runs(of: declarations, suffix: typeNameSuffix).map { run in
                let base = FileStem.limited(SwiftSource.bareIdentifier(run[0].name))
                let name = numbers.first(base, key: base.lowercased(), numbered: { "\(base)_\($0)" }) {
                    !taken.contains(($0 + ".swift").lowercased())
                }
                taken.insert((name + ".swift").lowercased())
                return ("Models/\(name).swift", run)
            }
        case .shards(let requested):
            let count = max(1, requested)
            var shards = [[TypeDeclaration]](repeating: [], count: count)
            for declaration in declarations {
                shards[Int(fnv1a(declaration.name) % UInt64(count))].append(declaration)
            }
            return shards.enumerated().map { index, declarations in (shardPath(index, count: count), declarations) }
        }
    }

    /// `Models/Models_07.swift` (or `Endpoints/Endpoints_07.swift` for `folder: "Endpoints"`): the index zero-padded
    /// to the width of the largest index, at least two digits.
    static func shardPath(_ index: Int, count: Int, folder: String = "Models") -> String {
        let width = max(2, String(count - 1).count)
        let digits = String(index)
        return "\(folder)/\(folder)_" + String(repeating: "0", count: width - digits.count) + digits + ".swift"
    }

    /// The 64-bit FNV-1a hash of the UTF-8 bytes of `text`: the same on every run and machine, unlike `Hasher`.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
