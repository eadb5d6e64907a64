import ClientIR
import ClientRenderer
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import YAMLTree

/// Everything that decides what gets generated. Each part's defaults are defined once, in its own module.
public struct GeneratorConfiguration: Sendable {
    public var parser = ParserOptions.generation
    public var limits = LoaderLimits()
    public var translator = TranslatorOptions()
    public var renderer = RenderOptions()
    public var filter = DocumentFilter()

    public init() {}
}

/// The result of one run: the files, the numbers for the summary line, and how long each stage took.
public struct GenerationResult: Sendable {
    public var files: [OutputFile]
    public var model: ClientModel
    public var filesRead: Int
    public var operationCount: Int
    public var schemaCount: Int
    /// Stage name (`parse`, `translate`, `render`) -> seconds, in pipeline order.
    public var timings: [(stage: String, seconds: Double)]
}

/// The in-memory pipeline: parse (load + resolve) -> filter -> translate -> render. It reads the spec files but
/// writes nothing; ``OutputWriter`` writes.
public struct Generator: Sendable {
    public var configuration: GeneratorConfiguration

    public init(configuration: GeneratorConfiguration = GeneratorConfiguration()) {
        self.configuration = configuration
    }

    /// Reads and resolves the document only (what `resourceful validate` does).
    public func parse(specAt path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> Document {
        let parser = OpenAPIParser(options: configuration.parser, limits: configuration.limits)
        let document = try parser.parse(fileAt: path, diagnostics: diagnostics)
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.errors) }
        return document
    }

    /// Runs the whole pipeline. Throws when the document has errors; warnings are left in `diagnostics`.
    public func run(specAt path: String, diagnostics: DiagnosticCollector) throws(DiagnosticError) -> GenerationResult {
        let clock = ContinuousClock()
        // The document is released once translated: the render and the writer need only the model.
        var result = try parseAndTranslate(specAt: path, diagnostics: diagnostics, clock: clock)

        let start = clock.now
        diagnostics.emit(contentsOf: ReplacedTemplateCheck.warnings(for: result.model, options: configuration.renderer))
        do {
            result.files = try ClientRenderer(options: configuration.renderer).render(result.model)
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(.error("render.failed", "rendering failed: \(error)"))
        }
        result.timings.append(("render", Self.seconds(clock.now - start)))
        return result
    }

    /// Parses and translates: a result without files yet.
    private func parseAndTranslate(
        specAt path: String, diagnostics: DiagnosticCollector, clock: ContinuousClock
    ) throws(DiagnosticError) -> GenerationResult {
        var timings: [(stage: String, seconds: Double)] = []
        var start = clock.now
        let parsed = try parse(specAt: path, diagnostics: diagnostics)
        let parseSeconds = Self.seconds(clock.now - start)
        timings.append(("load", parsed.loadSeconds))
        timings.append(("resolve", max(0, parseSeconds - parsed.loadSeconds)))

        start = clock.now
        // Translation leaves a core free for most of its time: the built-in templates are read there meanwhile.
        if configuration.renderer.templatesDirectory == nil { ClientRenderer.prepareBuiltInTemplates() }
        let document = configuration.filter.apply(to: parsed, diagnostics: diagnostics)
        var translatorOptions = configuration.translator
        translatorOptions.warnsForServer = configuration.renderer.server
        let model = ClientTranslator().translate(document, options: translatorOptions, diagnostics: diagnostics)
        timings.append(("translate", Self.seconds(clock.now - start)))
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.errors) }
        let result = GenerationResult(
            files: [], model: model, filesRead: parsed.filesRead,
            operationCount: document.operations.count, schemaCount: document.schemas.count, timings: timings
        )
        // Freeing the document takes milliseconds (3 to 4 for github) that the render need not wait for.
        releaseInBackground(consume document)
        releaseInBackground(consume parsed)
        return result
    }

    static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }
}
