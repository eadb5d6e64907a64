import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import YAMLTree

/// The root file of a document cut down to what a ``DocumentFilter`` keeps, as JSON or YAML text (`resourceful filter`):
/// the kept operations, no webhooks (nor a 3.0 document's `x-webhooks`), and only the components they use.
///
/// The filter decides on the parsed document, as `generate` does: which operations stay and which schemas they
/// reach (``SchemaReachability``, which knows the subtypes of a discriminator's base). The file's own tree is then
/// copied with only those: the other methods of each kept path item are left out, and so is every entry of
/// `components` (`definitions`, `parameters` and `responses` in Swagger 2.0) that nothing kept names by a `$ref`,
/// directly or through other entries, so that no `$ref` is left dangling. Security schemes (`securityDefinitions`)
/// are kept when the kept operations or the top-level `security` name them, as ``DocumentFilter`` keeps them.
/// Everything else at the top level is kept but the `tags` list, which keeps the tags the kept operations name (with
/// their `parent` tags, OpenAPI 3.2's), and Redoc's `x-tagGroups`, which keeps those. `$ref`s to other files are
/// copied as written, so the result belongs next to the original; a path item that is itself a `$ref` is kept whole.
public struct FilteredDocument {
    /// The HTTP methods a path item names as fields (`query` is OpenAPI 3.2's).
    static let methods = PathItem.methodFields.union(["query"])
    /// The sections whose entries are kept only when something kept names them.
    static let swagger2Sections: Set<String> = ["definitions", "parameters", "responses", "securityDefinitions"]

    private let root: Node
    /// The root's `$self` (OpenAPI 3.2, ``Document/selfURL``): a `$ref` whose URL is it, as the parser reads URLs
    /// (``OpenAPIParser/normalizedURL(_:)``), names this file.
    private let selfURL: String?
    private let isSwagger2: Bool
    /// The top-level keys that hold webhooks: `webhooks`, and in an OpenAPI 3.0 document `x-webhooks`, which the
    /// parser reads as webhooks there.
    private let webhookKeys: Set<String>
    /// Path -> the methods kept; a path that is not here is left out.
    private var keptMethods: [String: Set<String>] = [:]
    /// Component entries kept, as `section/name` (`components/schemas` + `Pet`, or `definitions` + `Pet`).
    private var keptEntries: Set<EntryID> = []
    private var pending: [Node] = []
    /// The tags the kept operations name; filled once the walk is done.
    private var keptTags: Set<String> = []

    struct EntryID: Hashable {
        var section: String
        var name: String
    }

    /// How the result is written.
    public enum Format: String, Sendable, CaseIterable {
        /// JSON, members in order, indented by two spaces (JSON is also YAML).
        case json
        /// Block-style YAML with the same members and values.
        case yaml
    }

    /// Filters the document at `path`, which `document` is the parse of (its root file, already checked), and returns
    /// the root file's text in `format`.
    public static func text(
        of document: Document, rootFileBytes bytes: [UInt8], path: String, filter: DocumentFilter,
        format: Format = .json, limits: LoaderLimits, diagnostics: DiagnosticCollector
    ) throws(DiagnosticError) -> String {
        let root = try YAMLLoader.loadFirst(bytes, path: path, limits: limits)
        var filtered = FilteredDocument(root: root, version: document.version, selfURL: document.selfURL)
        let kept = filter.apply(to: document, diagnostics: diagnostics)
        for operation in kept.operations {
            filtered.keptMethods[operation.path, default: []].insert(operation.method)
        }
        for target in kept.schemas.keys where target.file == document.rootFile {
            if let entry = filtered.entry(named: target.pointer.tokens) { filtered.keep(entry) }
        }
        filtered.walkKeptParts()
        filtered.keepNamedParts(of: document)
        filtered.walkPending()
        var text = ""
        switch format {
        case .json:
            JSONTextWriter.write(filtered.output(), into: &text)
            text += "\n"
        case .yaml:
            YAMLTextWriter.write(filtered.output(), into: &text)
        }
        return text
    }

    private init(root: Node, version: SpecVersion, selfURL: String?) {
        self.root = root
        self.selfURL = selfURL
        isSwagger2 = version == .swagger2
        if case .openAPI30 = version { webhookKeys = ["webhooks", "x-webhooks"] } else { webhookKeys = ["webhooks"] }
    }

    /// The component entry a pointer's tokens lead into (`components/schemas/Pet/properties/id` leads into
    /// `components/schemas` + `Pet`), or nil for a pointer elsewhere.
    private func entry(named tokens: [String]) -> EntryID? {
        if tokens.count >= 3, tokens[0] == "components" {
            return EntryID(section: "components/" + tokens[1], name: tokens[2])
        }
        if isSwagger2, tokens.count >= 2, Self.swagger2Sections.contains(tokens[0]) {
            return EntryID(section: tokens[0], name: tokens[1])
        }
        return nil
    }

    private func node(of entry: EntryID) -> Node? {
        var node: Node? = root
        for token in entry.section.split(separator: "/") { node = node?[String(token)] }
        return node?[entry.name]
    }

    private mutating func keep(_ entry: EntryID) {
        guard keptEntries.insert(entry).inserted, let node = node(of: entry) else { return }
        pending.append(node)
    }

    /// Reads the kept path items and every top-level part that is not a section of entries, then every entry kept
    /// meanwhile, following each `$ref` into this file; a `$ref` into a path's operation keeps that operation.
    private mutating func walkKeptParts() {
        for entry in root.mapping ?? [] {
            switch entry.key.value {
            case "paths":
                for item in entry.value.mapping ?? [] {
                    guard let methods = keptMethods[item.key.value] else { continue }
                    for field in item.value.mapping ?? [] where !Self.methods.contains(field.key.value) || methods.contains(field.key.value) {
                        pending.append(field.value)
                    }
                    // The walk reads the fields' values, not the item: a path item's own `$ref` is followed here.
                    if let reference = item.value["$ref"] { follow(reference) }
                }
            case let key where key == "components" || webhookKeys.contains(key):
                continue
            case let key where isSwagger2 && Self.swagger2Sections.contains(key):
                continue
            default:
                pending.append(entry.value)
            }
        }
        walkPending()
    }

    /// Walks what is pending and what it names.
    private mutating func walkPending() {
        while let node = pending.popLast() {
            switch node {
            case .scalar:
                continue
            case .sequence(let items, _):
                pending += items
            case .mapping(let entries, _):
                for entry in entries {
                    if entry.key.value == "$ref" { follow(entry.value) }
                    pending.append(entry.value)
                }
            }
        }
    }

    /// Keeps what a `$ref`'s value names in this file (`#/...`, or `$self` and `#/...`): a component entry, an
    /// operation, or a path item.
    private mutating func follow(_ reference: Node) {
        guard var text = reference.string?[...] else { return }
        if let selfURL, !text.hasPrefix("#"), let hash = text.firstIndex(of: "#"),
           OpenAPIParser.normalizedURL(String(text[..<hash])) == selfURL {
            text = text[hash...]
        }
        guard text.hasPrefix("#"), let tokens = JSONPointer(parsing: text)?.tokens else { return }
        if let entry = entry(named: tokens) {
            keep(entry)
        } else if tokens.count >= 3, tokens[0] == "paths", Self.methods.contains(tokens[2]),
                  keptMethods[tokens[1], default: []].insert(tokens[2]).inserted,
                  let operation = root["paths"]?[tokens[1]]?[tokens[2]] {
            pending.append(operation)
        } else if tokens.count == 2, tokens[0] == "paths", let item = root["paths"]?[tokens[1]] {
            // A `$ref` to a whole path item keeps all of it.
            let methods = Set((item.mapping ?? []).map(\.key.value)).intersection(Self.methods)
            if keptMethods[tokens[1]].map({ !$0.isSuperset(of: methods) }) ?? true {
                keptMethods[tokens[1], default: []].formUnion(methods)
                pending.append(item)
            }
        }
    }

    /// Keeps what the kept operations name without a `$ref` (read from the parse, which also sees the operations of a
    /// path item that is a `$ref`): their security schemes (and the top-level `security`'s), their tags, and the tags
    /// those name as their `parent`.
    private mutating func keepNamedParts(of document: Document) {
        let operations = document.operations.filter { keptMethods[$0.path]?.contains($0.method) ?? false }
        let schemes = isSwagger2 ? "securityDefinitions" : "components/securitySchemes"
        for name in DocumentFilter.securitySchemeNames(of: operations, in: document) {
            keep(EntryID(section: schemes, name: name))
        }
        for operation in operations { keptTags.formUnion(operation.tags) }
        let parents = Dictionary((root["tags"]?.sequence ?? []).compactMap { tag -> (String, String)? in
            guard let name = tag["name"]?.string, let parent = tag["parent"]?.string else { return nil }
            return (name, parent)
        }, uniquingKeysWith: { first, _ in first })
        var unvisited = Array(keptTags)
        while let name = unvisited.popLast() {
            if let parent = parents[name], keptTags.insert(parent).inserted { unvisited.append(parent) }
        }
    }

    /// The root tree with only what is kept.
    private func output() -> Node {
        guard case .mapping(let entries, let mark) = root else { return root }
        var kept: [MappingEntry] = []
        for entry in entries {
            switch entry.key.value {
            case let key where webhookKeys.contains(key):
                continue
            case "paths":
                let items = (entry.value.mapping ?? []).compactMap { item -> MappingEntry? in
                    guard let methods = keptMethods[item.key.value], case .mapping(let fields, let itemMark) = item.value
                    else { return keptMethods[item.key.value] == nil ? nil : item }
                    let kept = fields.filter { !Self.methods.contains($0.key.value) || methods.contains($0.key.value) }
                    return MappingEntry(key: item.key, value: .mapping(kept, mark: itemMark))
                }
                kept.append(MappingEntry(key: entry.key, value: .mapping(items, mark: entry.value.mark)))
            case "components":
                guard case .mapping(let sections, let componentsMark) = entry.value else { kept.append(entry); continue }
                let filtered = sections.compactMap { section -> MappingEntry? in
                    let entries = keptOnes(of: section, in: "components/" + section.key.value)
                    return entries.isEmpty ? nil : MappingEntry(key: section.key, value: .mapping(entries, mark: section.value.mark))
                }
                kept.append(MappingEntry(key: entry.key, value: .mapping(filtered, mark: componentsMark)))
            case let key where isSwagger2 && Self.swagger2Sections.contains(key):
                let entries = keptOnes(of: entry, in: key)
                if !entries.isEmpty { kept.append(MappingEntry(key: entry.key, value: .mapping(entries, mark: entry.value.mark))) }
            case "tags":
                guard case .sequence(let tags, let tagsMark) = entry.value else { kept.append(entry); continue }
                let used = tags.filter { tag in tag["name"]?.string.map(keptTags.contains) ?? true }
                if !used.isEmpty { kept.append(MappingEntry(key: entry.key, value: .sequence(used, mark: tagsMark))) }
            case "x-tagGroups":
                if let groups = keptTagGroups(entry.value) { kept.append(MappingEntry(key: entry.key, value: groups)) }
            default:
                kept.append(entry)
            }
        }
        return .mapping(kept, mark: mark)
    }

    /// Redoc's `x-tagGroups` (`[{name, tags: [tag names]}]`) with only the kept tags, and without the groups left
    /// with none; nil when no group is left. A value of another shape is kept as it is.
    private func keptTagGroups(_ value: Node) -> Node? {
        guard case .sequence(let groups, let mark) = value else { return value }
        let kept = groups.compactMap { group -> Node? in
            guard case .mapping(let fields, let groupMark) = group, case .sequence(let names, let namesMark)? = group["tags"]
            else { return group }
            let used = names.filter { $0.string.map(keptTags.contains) ?? true }
            guard !used.isEmpty else { return nil }
            return .mapping(fields.map { field in
                field.key.value == "tags" ? MappingEntry(key: field.key, value: .sequence(used, mark: namesMark)) : field
            }, mark: groupMark)
        }
        return kept.isEmpty ? nil : .sequence(kept, mark: mark)
    }

    private func keptOnes(of section: MappingEntry, in name: String) -> [MappingEntry] {
        (section.value.mapping ?? []).filter { keptEntries.contains(EntryID(section: name, name: $0.key.value)) }
    }
}
