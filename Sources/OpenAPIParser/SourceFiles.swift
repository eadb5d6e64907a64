import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

extension ParseSession {
    /// Sets up file identities around the root document at `path` and returns the root's key.
    func registerRoot(path: String) -> String {
        // A fetched root is known by its URL, against which its references are read, without dot segments (as the
        // URLs of references are), so that a reference back to it names it.
        if Pointers.isRemote(path[...]) {
            rootAbsoluteFolder = FileReader.currentDirectory()
            rootDisplayFolder = ""
            return RemoteFetcher.resolve(path, against: path) ?? path
        }
        let absolute = path.hasPrefix("/") ? FilePaths.normalize(path) : FilePaths.join(FileReader.currentDirectory(), path)
        rootAbsoluteFolder = FilePaths.folder(of: absolute)
        rootDisplayFolder = FilePaths.folder(of: path)
        return FilePaths.fileName(of: absolute)
    }

    /// Loads the root document from its bytes. Thrown errors carry the loader's diagnostics.
    func loadRoot(_ bytes: [UInt8], key: String, displayPath: String) throws(DiagnosticError) -> SourceFile {
        let start = ContinuousClock.now
        defer { loadTime += ContinuousClock.now - start }
        let loaded = try YAMLLoader.loadFirstDocument(bytes, path: displayPath, limits: limits)
        let isRemote = Pointers.isRemote(key[...])
        let file = SourceFile(
            key: key, displayPath: displayPath, isRemote: isRemote, root: loaded.root,
            absolutePath: isRemote ? key : absolutePath(forKey: key), mayDeclareIdentifiers: SchemaIdentifiers.mayDeclare(bytes))
        files[key] = .loaded(file)
        filesRead.append(key)
        noteMoreDocuments(after: loaded, in: file)
        // Local files are read ahead on another thread; a fetched document's references are fetched as met.
        if isRemote { return file }
        let prefetcher = FilePrefetcher(rootAbsoluteFolder: rootAbsoluteFolder, options: options, limits: limits)
        prefetcher.scan(loaded.root, key: key, source: bytes)
        self.prefetcher = prefetcher
        return file
    }

    /// The file with `key`, read and parsed on first use, each file once. Problems (refused, missing, unreadable,
    /// over the limit) are reported at `location`, the `$ref` that named the file, as written in `text`.
    func file(named key: String, text: String, at location: SourceLocation, pointer: JSONPointer?) -> SourceFile? {
        if let state = files[key] {
            switch state {
            case .loaded(let file): return file
            case .failed(let failure):
                report(failure, key: key, text: text, at: location, pointer: pointer)
                return nil
            }
        }
        // Files are read in the order the parent's decoding asks for them, which a speculative session cannot know.
        if isSpeculative {
            abandoned = true
            return nil
        }
        let isRemote = Pointers.isRemote(key[...])
        if let refusal = refusal(key: key, isRemote: isRemote) {
            files[key] = .failed(refusal)
            report(refusal, key: key, text: text, at: location, pointer: pointer)
            return nil
        }
        guard filesRead.count < options.maxFiles else {
            error(
                ParserDiagnosticID.fileLimit,
                "reading '\(filePart(of: text))' would read more than \(options.maxFiles) files; "
                    + "raise the limit with --max-files (ParserOptions.maxFiles)",
                at: location, pointer: pointer)
            return nil
        }

        let display = isRemote ? key : displayPath(forKey: key)
        let start = ContinuousClock.now
        defer { loadTime += ContinuousClock.now - start }
        if !isRemote, let (loaded, mayDeclareIdentifiers) = prefetcher?.take(key) {
            filesRead.append(key)
            let file = SourceFile(
                key: key, displayPath: display, isRemote: false, root: loaded.root,
                absolutePath: absolutePath(forKey: key), mayDeclareIdentifiers: mayDeclareIdentifiers)
            files[key] = .loaded(file)
            noteMoreDocuments(after: loaded, in: file)
            indexIdentifiers(of: file)
            return file
        }
        let bytes: [UInt8]
        if isRemote {
            switch RemoteFetcher.fetch(key, timeout: options.remoteTimeout, maxBytes: limits.maxInputBytes) {
            case .success(let body): bytes = body
            case .failure(let failure): return fail(.fetchFailed(failure.message), key: key, text: text, at: location, pointer: pointer)
            }
        } else {
            let path = absolutePath(forKey: key)
            // A file that is a link is read once where it leads is known to be allowed.
            var result = FileReader.read(path, maxBytes: limits.maxInputBytes, followingLinks: options.allowReferencesOutsideRoot)
            if case .failure(.link) = result {
                if !isAllowed(realPath: FileReader.realPath(path)) {
                    return fail(.outsideRoot, key: key, text: text, at: location, pointer: pointer)
                }
                result = FileReader.read(path, maxBytes: limits.maxInputBytes)
            }
            switch result {
            case .success(let body): bytes = body
            case .failure(.missing): return fail(.missing, key: key, text: text, at: location, pointer: pointer)
            case .failure(.unreadable(let reason)): return fail(.unreadable(reason), key: key, text: text, at: location, pointer: pointer)
            case .failure(.link): return fail(.outsideRoot, key: key, text: text, at: location, pointer: pointer)
            case .failure(.tooLarge(let size)):
                emit(YAMLLoader.sizeLimitError(size: size, limits: limits, path: display))
                files[key] = .failed(.malformed)
                return nil
            }
        }
        filesRead.append(key)
        do {
            let loaded = try YAMLLoader.loadFirstDocument(bytes, path: display, limits: limits)
            let file = SourceFile(
                key: key, displayPath: display, isRemote: isRemote, root: loaded.root,
                absolutePath: isRemote ? key : absolutePath(forKey: key), mayDeclareIdentifiers: SchemaIdentifiers.mayDeclare(bytes))
            files[key] = .loaded(file)
            noteMoreDocuments(after: loaded, in: file)
            indexIdentifiers(of: file)
            if !isRemote { prefetcher?.scan(loaded.root, key: key, source: bytes) }
            return file
        } catch {
            for diagnostic in error.diagnostics { emit(diagnostic) }
            files[key] = .failed(.malformed)
            return nil
        }
    }

    /// Warns when the file's stream holds a second document (`---` and more after the first): only the first is
    /// read, which may not be what the author meant, as when two documents were concatenated.
    private func noteMoreDocuments(after loaded: YAMLLoader.FirstDocument, in file: SourceFile) {
        guard let next = loaded.next else { return }
        emit(.warning(
            YAMLDiagnosticID.moreDocuments,
            "a second YAML document starts here; only the first document of the file is read",
            at: file.location(next), pointer: nil))
    }

    /// Why a file may not be read at all, or nil. Files under the root document's folder, or under its parent (many
    /// specs keep shared fragments in a sibling folder: `spec/openapi.yaml` + `common/Error.yaml`), may be read;
    /// anything further out (`../../etc/passwd`) or absolute needs `allowReferencesOutsideRoot`. A refused local file that does not exist is reported as missing:
    /// "not found" is the more useful message, and it says nothing the user does not know.
    ///
    /// A symbolic link inside may point anywhere: the folder a file is in, once every link is resolved, must be
    /// inside the same folder, resolved too (`a/b -> /tmp`), and so must the file a link names (`a/b/s.yaml ->
    /// /tmp/secret.yaml`), which is looked at when it is read: a link is not followed until then.
    private func refusal(key: String, isRemote: Bool) -> FileFailure? {
        if isRemote { return options.allowRemoteReferences ? nil : .remoteRefused }
        guard !options.allowReferencesOutsideRoot else { return nil }
        let path = absolutePath(forKey: key)
        if FilePaths.isOutsideRoot(key) { return FileReader.exists(path) ? .outsideRoot : .missing }
        let folder = FilePaths.folder(of: path)
        let resolved: String?
        if let known = realFolders[folder] {
            resolved = known
        } else {
            resolved = FileReader.realPath(folder.isEmpty ? "/" : folder)
            realFolders[folder] = resolved
        }
        guard let resolved else { return nil }  // missing: reported as such when read
        return isAllowed(realPath: (resolved == "/" ? "" : resolved) + "/" + FilePaths.fileName(of: path)) ? nil : .outsideRoot
    }

    /// Whether a canonical path is in the folders local files may be read from (nil: nothing there, which the read
    /// reports as missing).
    private func isAllowed(realPath real: String?) -> Bool {
        guard let real else { return true }
        if allowedRealFolders == nil {
            // The parent of the root's folder, resolved, and the parent of the root's folder once resolved (when
            // the folder itself is a link, its files are where it points).
            let parent = FilePaths.folder(of: rootAbsoluteFolder)
            let resolvedRoot = FileReader.realPath(rootAbsoluteFolder).map { FilePaths.folder(of: $0) }
            allowedRealFolders = [FileReader.realPath(parent.isEmpty ? "/" : parent), resolvedRoot]
                .compactMap { $0.map { $0.isEmpty ? "/" : $0 } }
        }
        let folders = allowedRealFolders ?? []
        return folders.contains { $0 == "/" || real.hasPrefix($0 + "/") }
    }

    private func fail(_ failure: FileFailure, key: String, text: String, at location: SourceLocation, pointer: JSONPointer?)
        -> SourceFile?
    {
        files[key] = .failed(failure)
        report(failure, key: key, text: text, at: location, pointer: pointer)
        return nil
    }

    private func report(_ failure: FileFailure, key: String, text: String, at location: SourceLocation, pointer: JSONPointer?) {
        let written = filePart(of: text)
        switch failure {
        case .missing:
            error(ParserDiagnosticID.missingFile,
                  "referenced file '\(written)' not found (looked for '\(displayPath(forKey: key))')",
                  at: location, pointer: pointer)
        case .unreadable(let reason):
            error(ParserDiagnosticID.unreadableFile, "referenced file '\(written)' cannot be read: \(reason)",
                  at: location, pointer: pointer)
        case .fetchFailed(let reason):
            error(ParserDiagnosticID.remoteFetchFailed, "remote reference '\(key)' could not be fetched: \(reason)",
                  at: location, pointer: pointer)
        case .remoteRefused:
            let message = "remote reference '\(text)' not fetched; pass --allow-remote-refs to allow it"
            if let fallback = remoteRefusalFallback {
                emit(.warning(ParserDiagnosticID.remoteReference, message + "; " + fallback, at: location,
                              pointer: pointer?.description))
            } else {
                error(ParserDiagnosticID.remoteReference, message, at: location, pointer: pointer)
            }
        case .outsideRoot:
            error(ParserDiagnosticID.outsideRoot,
                  "referenced file '\(written)' is outside the root document's folder; "
                      + "pass --allow-refs-outside-root to allow it",
                  at: location, pointer: pointer)
        case .malformed:
            break  // the loader's own diagnostics say what is wrong, inside that file
        }
    }

    /// The file part of a `$ref` text, as written.
    private func filePart(of text: String) -> Substring {
        text.utf8.firstIndex(of: UInt8(ascii: "#")).map { text[..<$0] } ?? text[...]
    }

    /// The path diagnostics print for a local file key.
    func displayPath(forKey key: String) -> String {
        if key.utf8.first == UInt8(ascii: "/") || rootDisplayFolder.isEmpty { return key }
        return FilePaths.escapes(key) || rootDisplayFolder == "/" ? FilePaths.join(rootDisplayFolder, key) : rootDisplayFolder + "/" + key
    }

    /// Records the JSON Schema identifiers `file` declares, in a document of 3.1 or later (see ``SchemaIdentifiers``).
    func indexIdentifiers(of file: SourceFile) {
        guard version.isJSONSchema2020, file.mayDeclareIdentifiers else { return }
        schemaIdentifiers.index(file)
    }

    /// The absolute path a local file key is read from.
    func absolutePath(forKey key: String) -> String {
        FilePaths.absolutePath(forKey: key, rootAbsoluteFolder: rootAbsoluteFolder)
    }
}
