import ClientTranslator
import Foundation
import Testing

/// A generated type must not take the name of a type the emitted runtime declares (`ServerURL`: an invalid
/// redeclaration) or spells at the top level (`Hasher`, `AsyncThrowingStream`: the runtime would use the generated
/// type instead of the standard one and stop compiling). The templates are read from `Templates/` and every such
/// name must be in ``ReservedNames/typeNames``.
@Suite("Runtime type names are reserved")
struct RuntimeTypeNamesTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    /// The code of every template, one line at a time, without Mustache tags, comments and string literal contents.
    static func codeLines() throws -> [String] {
        let files = FileManager.default.enumerator(atPath: templates.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".mustache") }.sorted().flatMap { file in
            try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: "", options: .regularExpression)
                .split(separator: "\n").map { line in
                    line.replacingOccurrences(of: #""(\\.|[^"\\])*""#, with: "\"\"", options: .regularExpression)
                        .replacingOccurrences(of: #"//.*$"#, with: "", options: .regularExpression)
                }
        }
    }

    /// Names matched by the first group of `pattern` in `lines`.
    static func names(_ pattern: String, in lines: [String]) throws -> Set<String> {
        let expression = try NSRegularExpression(pattern: pattern)
        return Set(lines.flatMap { line in
            expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
                Range(match.range(at: 1), in: line).map { String(line[$0]) }
            }
        })
    }

    @Test func everyTypeTheRuntimeDeclaresOrSpellsIsReserved() throws {
        let lines = try Self.codeLines()
        #expect(lines.count > 1000)
        let topLevel = try Self.names(#"^(?:\w+ )*(?:struct|enum|class|actor|protocol|typealias) ([A-Z]\w*)"#, in: lines)
        // Nested types and generic parameters: inside their scope they win over a generated top-level type.
        let genericClauses = try Self.names(#"(?:(?:struct|enum|class|actor|func|typealias) \w+|init)<([^>]+)>"#, in: lines)
        let genericParameters = genericClauses.flatMap { $0.split(separator: ",") }
            .compactMap { $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) }
        let nested = try Self.names(#"^\s+(?:\w+ )*(?:struct|enum|class|typealias|associatedtype) ([A-Z]\w*)"#, in: lines)
            .union(genericParameters)
        // Capitalized identifiers not after a `.` (a member such as `URLSession.AuthChallengeDisposition` is safe).
        let spelled = try Self.names(#"(?<![.\w])([A-Z][A-Za-z0-9]*)\b"#, in: lines).subtracting(nested)
        #expect(topLevel.count > 20 && spelled.count > 80)
        for name in topLevel.union(spelled).sorted() where !ReservedNames.typeNames.contains(name) {
            Issue.record("`\(name)` is declared or spelled by the templates but is not in ReservedNames.typeNames")
        }
    }

    @Test(arguments: ["ServerURL", "Hasher", "AsyncThrowingStream", "NSLock", "ParameterValue", "UTF8"])
    func schemaNamedLikeARuntimeTypeIsRenamed(name: String) {
        #expect(SwiftNaming.typeName(name) == name + "Model")
    }
}
