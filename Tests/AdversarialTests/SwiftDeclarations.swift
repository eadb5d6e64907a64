import Foundation
import TestSupport

/// A declaration in Swift source as the compiler parses it: its kind (`struct_decl`, `var_decl`, `parameter`...),
/// its names (base name, argument labels, extended type, module), its flags (`static`, `let`...) and the
/// declarations inside it, in source order: members, parameters, and the locals of bodies and closures.
struct Declaration {
    var kind: String
    var names: [String]
    var flags: [String]
    var members: [Declaration]

    /// The top-level declarations of the files at `paths`, read from `swiftc -dump-parse -dump-ast-format json`.
    static func parse(_ paths: [String]) throws -> [Declaration] {
        let result = try SwiftCompiler.run(["-dump-parse", "-dump-ast-format", "json"] + paths)
        guard result.status == 0 else { throw DumpError(output: result.output) }
        // One JSON object a file, one after the other; a quote inside a JSON string is escaped, so the start of the
        // next object can only be found where an object starts.
        let objects = result.output.components(separatedBy: "{\"_kind\":\"source_file\"").dropFirst()
        guard objects.count == paths.count else { throw DumpError(output: String(result.output.prefix(2000))) }
        return try objects.flatMap { text in
            let file = try JSONSerialization.jsonObject(with: Data(("{\"_kind\":\"source_file\"" + text).utf8))
            return declarations(in: file)
        }
    }

    struct DumpError: Error, CustomStringConvertible {
        var output: String
        var description: String { "swiftc -dump-parse failed:\n\(output)" }
    }

    /// The declarations in a node of the JSON dump, outermost first. A pattern binding is left out (its variables
    /// are listed on their own), and so is an enum case declaration (its elements are listed again as members).
    private static func declarations(in node: Any) -> [Declaration] {
        if let array = node as? [Any] { return array.flatMap(declarations(in:)) }
        guard let object = node as? [String: Any] else { return [] }
        let kind = object["_kind"] as? String ?? ""
        if kind == "enum_case_decl" { return [] }
        let members = object.keys.sorted().filter { $0 != "_kind" }.flatMap { declarations(in: object[$0]!) }
        guard (kind.hasSuffix("_decl") && kind != "pattern_binding_decl") || kind == "parameter" else { return members }
        let flags = object.keys.sorted().filter { object[$0] as? Bool == true }
        return [Declaration(kind: kind, names: names(of: object), flags: flags, members: members)]
    }

    private static func names(of object: [String: Any]) -> [String] {
        var names: [String] = []
        if let name = object["name"] as? [String: Any] {
            let base = name["base_name"] as? [String: Any]
            names.append((base?["name"] ?? base?["special"]) as? String ?? "")
            names += (name["args"] as? [String]) ?? []
        }
        names += [object["apiName"], object["extended_type"]].compactMap { $0 as? String }
        names += (object["module_path"] as? [String]) ?? []
        return names
    }

    /// This declaration and every one inside it.
    var all: [Declaration] { [self] + members.flatMap(\.all) }

    /// `name` itself when it is in `vocabulary` (the names that do not come from the document), `_` otherwise.
    private static func blank(_ name: String, keeping vocabulary: Set<String>) -> String {
        name.isEmpty || vocabulary.contains(name) ? name : "_"
    }

    private func label(keeping vocabulary: Set<String>) -> String {
        let names = names.map { Self.blank($0, keeping: vocabulary) }.joined(separator: ",")
        return "\(kind) \(names)" + (flags.isEmpty ? "" : " [\(flags.joined(separator: ","))]")
    }

    /// The whole tree as one string, with the members in a fixed order: equal for two trees that declare the same
    /// things (but for blanked names), whatever the order of their files.
    func shape(keeping vocabulary: Set<String>) -> String {
        let inner = members.map { $0.shape(keeping: vocabulary) }.sorted().joined(separator: "; ")
        return label(keeping: vocabulary) + (inner.isEmpty ? "" : " { \(inner) }")
    }

    /// One row a declaration with its path from the top level, to show what differs.
    func rows(keeping vocabulary: Set<String>, in parent: String = "") -> [String] {
        let path = parent.isEmpty ? label(keeping: vocabulary) : "\(parent) > \(label(keeping: vocabulary))"
        return [path] + members.flatMap { $0.rows(keeping: vocabulary, in: path) }
    }
}
