import ClientTemplates
import Foundation
import GeneratorDiagnostics
import Mustache

/// The templates of one render: the built-in ones, with the user's replacements laid over them.
///
/// Templates are named by their path relative to `Templates/` without `.mustache` (`Struct`,
/// `Runtime/APIClient.swift`); partials use the same names (`{{>Declaration}}`).
struct TemplateSet: Sendable {
    /// What renders the templates.
    enum Engine: Sendable {
        /// The built-in templates alone: ``TemplateInterpreter``, which renders them to the same text as
        /// swift-mustache does, without its dynamic casts (`Docs/Performance.md` has the figures).
        case builtIn(TemplateInterpreter)
        /// With the user's replacements (or added partials): swift-mustache, with all of Mustache.
        case mustache(MustacheLibrary)
    }

    let engine: Engine
    /// Names of the templates under `Support/`, sorted; each becomes one output file.
    let supportTemplates: [String]
    /// Names of the templates under `Runtime/`, sorted; each becomes one output file.
    let runtimeTemplates: [String]

    /// Loads the built-in templates, then every `.mustache` file under `overridesDirectory` (recursively): a file
    /// with the relative path of a built-in template replaces it; other files are added as partials only.
    init(overridesDirectory: String?) throws(DiagnosticError) {
        let builtIn = ClientTemplates.files.keys.map(Self.name(ofPath:))
        supportTemplates = builtIn.filter { $0.hasPrefix("Support/") }.sorted()
        runtimeTemplates = builtIn.filter { $0.hasPrefix("Runtime/") }.sorted()
        if overridesDirectory == nil, let interpreter = Self.builtInInterpreter {
            engine = .builtIn(interpreter)
            return
        }
        var sources: [String: (text: String, file: String)] = [:]
        for (path, text) in ClientTemplates.files {
            sources[Self.name(ofPath: path)] = (text, "Templates/" + path)
        }
        if let overridesDirectory {
            for (path, text) in try Self.readDirectory(overridesDirectory) {
                sources[Self.name(ofPath: path)] = (text, overridesDirectory + "/" + path)
            }
        }
        var library = MustacheLibrary()
        for (name, source) in sources {
            do {
                library.register(try MustacheTemplate(string: source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: source.file, line: error.context.lineNumber, column: error.context.columnNumber)
                throw DiagnosticError(.error("template.syntax", "invalid template: \(error.error)", at: location))
            } catch {
                throw DiagnosticError(.error("template.syntax", "invalid template \(source.file): \(error)"))
            }
        }
        engine = .mustache(library)
    }

    /// The built-in templates, parsed once per process; nil if one of them uses more of Mustache than
    /// ``TemplateInterpreter`` renders (`TemplateEngineTests` makes sure they do not).
    static let builtInInterpreter: TemplateInterpreter? = try? builtInPrograms().get()

    /// Every built-in template as a ``TemplateProgram``, or the first that the interpreter cannot render.
    static func builtInPrograms() -> Result<TemplateInterpreter, TemplateProgram.Unsupported> {
        var programs: [String: TemplateProgram] = [:]
        for (path, text) in ClientTemplates.files {
            do {
                programs[name(ofPath: path)] = try TemplateProgram(parsing: text)
            } catch {
                return .failure(TemplateProgram.Unsupported(reason: "Templates/\(path): \(error.reason)"))
            }
        }
        return .success(TemplateInterpreter(programs: programs))
    }

    /// Renders `object` with the template `name`, which must exist.
    func render(_ object: any TemplateView, with name: String) -> String {
        let text = switch engine {
        case .builtIn(let interpreter): interpreter.render(object, with: name)
        case .mustache(let library): library.render(object, withTemplate: name)
        }
        guard let text else {
            preconditionFailure("no template named \(name)")
        }
        return text
    }

    /// The output path of a support or runtime template: `Runtime/APIClient.swift` for
    /// `Runtime/APIClient.swift.mustache` (and for `Runtime/APIClient.mustache`).
    static func outputPath(ofTemplate name: String) -> String {
        name.hasSuffix(".swift") ? name : name + ".swift"
    }

    /// `Struct` for `Struct.mustache`.
    static func name(ofPath path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    /// The `.mustache` files under `directory`, by relative path with `/` separators.
    static func readDirectory(_ directory: String) throws(DiagnosticError) -> [(path: String, text: String)] {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError(.error("template.directory", "templates folder '\(directory)' does not exist"))
        }
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let enumerator = fileManager.enumerator(atPath: root) else {
            throw DiagnosticError(.error("template.directory", "cannot read templates folder '\(directory)'"))
        }
        var files: [(path: String, text: String)] = []
        for case let path as String in enumerator where path.hasSuffix(".mustache") {
            let fullPath = root + "/" + path
            guard let data = fileManager.contents(atPath: fullPath) else {
                throw DiagnosticError(.error("template.read", "cannot read template '\(fullPath)'"))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw DiagnosticError(.error("template.read", "template '\(fullPath)' is not UTF-8"))
            }
            files.append((path, text))
        }
        return files.sorted { $0.path < $1.path }
    }
}
