import OpenAPIModel

/// The root document's `$self` (OpenAPI 3.2): the URI the document gives itself, which is also the base its
/// references are read against.
///
/// A reference that names that URI, or a document in its folder or below, is read from the local file at the same
/// place beside the root file, when that file exists, rather than fetched: with `$self:
/// https://example.com/api/openapi.yaml`, `https://example.com/api/openapi.yaml#/components/schemas/Pet` is the root's
/// own `Pet`, and `https://example.com/api/common/errors.yaml#/Error` the local `common/errors.yaml`. Any other URL,
/// or one whose file is not there, stays a remote reference (fetched only with `--allow-remote-refs`). Relative
/// references keep being read against the root file's folder, which `$self`'s folder stands for.
struct SelfIdentity: Sendable {
    /// The `$self` URL, absolute, without a fragment.
    let url: String
    /// The folder part of ``url``, ending in `/`.
    let folder: String
    /// The root file's key (see ``SourceFile/key``).
    let rootKey: String
    /// Whether the root is a local file, so that the documents of ``folder`` may be local files too.
    let rootIsLocal: Bool

    /// The identity `text` (the value of `$self`) gives the root file `rootKey`; nil unless it is an absolute `http`
    /// or `https` URL, the only kind a reference can name (a relative `$self` names the file itself, or a place
    /// whose references only the file's own folder can serve).
    init?(_ text: String, rootKey: String, rootIsLocal: Bool) {
        let withoutFragment = text.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(text[..<$0]) } ?? text
        guard Pointers.isRemote(withoutFragment[...]), let url = RemoteFetcher.resolve(withoutFragment, against: withoutFragment),
              let slash = url.utf8.lastIndex(of: UInt8(ascii: "/"))
        else { return nil }
        self.url = url
        self.folder = String(url[...slash])
        self.rootKey = rootKey
        self.rootIsLocal = rootIsLocal
    }

    /// What `url` (absolute, without a fragment) names here: the root file when it is ``url``; the path of a
    /// document in ``folder`` or below relative to that folder (percent-encoded, as written), when the root is local;
    /// nil otherwise.
    func place(of url: String) -> Place? {
        if url == self.url { return .root }
        guard rootIsLocal, url.utf8.count > folder.utf8.count, url.hasPrefix(folder) else { return nil }
        let rest = Substring(url.utf8.dropFirst(folder.utf8.count))
        // A query names what a server makes, not a file; a path that climbs out of the folder (`../`, which a URL
        // written as is keeps) is no place in it.
        let path = FilePaths.normalize(JSONPointer.percentDecoded(rest))
        guard !rest.utf8.contains(UInt8(ascii: "?")), path != "..", !path.hasPrefix("../") else { return nil }
        return .besideRoot(rest)
    }

    /// Whether the local file `key` (relative to the root's folder, not percent-encoded) stands where ``url`` does,
    /// though the root file has another name (`$self: .../openapi.yaml` for a root file `petstore.yaml`): a file
    /// beside the root that names `../openapi.yaml` means the root.
    func isRoot(localKey key: String) -> Bool {
        guard rootIsLocal, key != rootKey, url.hasPrefix(folder) else { return false }
        return JSONPointer.percentDecoded(url.dropFirst(folder.count)) == key
    }

    enum Place: Equatable {
        case root
        /// A relative path, percent-encoded.
        case besideRoot(Substring)
    }
}

extension ParseSession {
    /// Reads the root's `$self` (OpenAPI 3.2 and later) into ``selfIdentity``; warns when it is not a URI a reference
    /// can name.
    func readSelf(of root: Cursor, in file: SourceFile) {
        guard case .openAPI32 = version, let field = root.field("$self") else { return }
        guard let text = text(field) else {
            emit(.warning(ParserDiagnosticID.selfIgnored, "'$self' should be a URI; it is not used",
                          at: field.location, pointer: field.cursor.pointer.description))
            return
        }
        if let identity = SelfIdentity(text, rootKey: file.key, rootIsLocal: !file.isRemote) {
            selfIdentity = identity
        } else if text.utf8.contains(UInt8(ascii: "/")) {
            emit(.warning(
                ParserDiagnosticID.selfIgnored,
                "'$self' '\(text)' is not an absolute http or https URL; references are read against the file's own location",
                at: field.location, pointer: field.cursor.pointer.description))
        }
    }

    /// The local file a remote `url` (absolute, without a fragment) names through the root's `$self`, when there is
    /// one (``SelfIdentity``): its key, read as a local file.
    func localKey(ofSelfURL url: String) -> String? {
        switch selfIdentity?.place(of: url) {
        case .root?: return selfIdentity?.rootKey
        case .besideRoot(let path)?:
            guard let key = FilePaths.key(ofLocal: path, from: FilePaths.folder(of: selfIdentity?.rootKey ?? ""),
                                          rootAbsoluteFolder: rootAbsoluteFolder),
                  !Pointers.isRemote(key[...]), FileReader.exists(absolutePath(forKey: key))
            else { return nil }
            return key
        case nil: return nil
        }
    }
}
