import ClientIR
import ClientTemplates
import Foundation
import GeneratorDiagnostics

/// Warns about a replacement template written before a key it must use existed, when the model needs that key: the
/// output would not compile, and the compiler's error (`cannot find type 'TooManyRequestsOutput'`) does not say
/// that the template is the cause.
///
/// Only the keys whose absence breaks the output are checked (a key that only adds documentation is not), and only
/// when something in the model needs them, so a replacement that predates them stays silent for a document that
/// does not. A key counts as used when the replacement or any partial it includes (its own, or a built-in one) uses it.
public enum ReplacedTemplateCheck {
    /// A key a template must use when the model holds what it renders.
    struct Requirement {
        /// The template's name (`Endpoint` for `Endpoint.mustache`).
        var template: String
        /// The key, as the template would name it.
        var key: String
        /// What the key declares, for the message.
        var declares: String
        /// How many places of the model need the key (0: none, no warning).
        var uses: @Sendable (ClientModel, RenderOptions) -> Int
    }

    static let requirements: [Requirement] = [
        Requirement(
            template: "Endpoint", key: "failureOutputs",
            declares: "the structs of error answers with documented headers (`Failure.TooManyRequestsOutput`)",
            uses: { model, _ in
                model.endpoints.count { $0.failureOwner == nil && $0.failures.contains { $0.outputName != nil } }
            }),
        Requirement(
            template: "Endpoint", key: "decodesRequests",
            declares: "the request decoding of event streams (`APIDecodableRequest`), which `APIRouter.handleEvents` needs",
            uses: { model, options in options.server ? model.endpoints.count { $0.success.isEventStream } : 0 }),
    ]

    /// The warnings for the replacement templates in `options.templatesDirectory` that leave out a key `model`
    /// needs; none without replacements.
    public static func warnings(for model: ClientModel, options: RenderOptions) -> [Diagnostic] {
        guard let directory = options.templatesDirectory else { return [] }
        var warnings: [Diagnostic] = []
        for requirement in requirements {
            let path = directory + "/" + requirement.template + ".mustache"
            guard FileManager.default.fileExists(atPath: path),
                  !reachableText(from: requirement.template, in: directory).contains(requirement.key)
            else { continue }
            let count = requirement.uses(model, options)
            guard count > 0 else { continue }
            warnings.append(.warning(
                "template.missing-key",
                "this replacement template does not use '\(requirement.key)', which declares \(requirement.declares) "
                    + "for \(count) operation\(count == 1 ? "" : "s") of this document: the output will not compile. "
                    + "The built-in Templates/\(requirement.template).mustache shows where it goes",
                at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return warnings
    }

    /// The text of template `name` and of every partial it includes (`{{> Name}}`), transitively: each the
    /// replacement in `directory` if there is one, else the built-in template; a key used in a partial is used.
    static func reachableText(from name: String, in directory: String) -> String {
        var seen: Set<String> = [name]
        var pending = [name]
        var texts: [String] = []
        while let next = pending.popLast() {
            let replaced = FileManager.default.contents(atPath: directory + "/" + next + ".mustache")
            guard let text = replaced.map({ String(decoding: $0, as: UTF8.self) }) ?? ClientTemplates.files[next + ".mustache"]
            else { continue }
            texts.append(text)
            for partial in partialNames(in: text) where seen.insert(partial).inserted {
                pending.append(partial)
            }
        }
        return texts.joined(separator: "\n")
    }

    /// The names of the partials a template includes: `{{> Name}}`, `{{>Support/Name}}`.
    static func partialNames(in text: String) -> [String] {
        text.components(separatedBy: "{{").dropFirst().compactMap { tag in
            let body = tag.drop { $0 == " " }
            guard body.first == ">", let end = body.range(of: "}}") else { return nil }
            let name = body[body.index(after: body.startIndex)..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
    }
}
