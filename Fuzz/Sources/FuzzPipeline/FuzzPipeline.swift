import ClientRenderer
import ClientTranslator
import FuzzSupport
import GeneratorCore
import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import YAMLTree

let path = FuzzDocument.path
let parser = FuzzDocument.parser

/// The renderer with the built-in templates, files laid out one per type.
let renderer = ClientRenderer()
/// Renders server code too (`server: true`).
let serverRenderer: ClientRenderer = {
    var options = RenderOptions()
    options.server = true
    return ClientRenderer(options: options)
}()

/// libFuzzer's entry point: runs the whole in-memory pipeline (parse, translate, render) on the bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    check(UnsafeRawBufferPointer(start: start, count: count))
}

/// The executable's entry point under SwiftPM (see ``FuzzDriver``).
@_cdecl("FuzzPipeline_main")
public func fuzzPipelineMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv) { data, count in check(FuzzDriver.input(data, count)) }
}

/// Parses, translates and renders `input` (with `validation: true` and server code when its length is odd; filtered to
/// its first path and its first component schema, with the schemas they use, when its length is a multiple of 3, and
/// then also written as `resourceful filter` writes it, see ``checkFilteredDocument(of:bytes:filter:)``); checks what
/// comes out.
/// Always returns 0.
///
/// Besides not crashing: a document that parses translates without errors (the translator reports problems as
/// warnings and goes on), renders without throwing, and every file it renders has a relative `.swift` path, a
/// name no other file has (in any letter case), and the generated-code header on its first line.
func check(_ input: UnsafeRawBufferPointer) -> CInt {
    let diagnostics = DiagnosticCollector()
    var document: Document
    do throws(DiagnosticError) {
        document = try parser.parse(bytes: Array(input), path: path, diagnostics: diagnostics)
    } catch {
        return 0  // FuzzParser checks the errors of the parser.
    }
    if diagnostics.hasErrors { return 0 }
    if input.count % 3 == 0 {
        let filter = DocumentFilter(paths: Array(document.paths.keys.prefix(1)),
                                    schemas: Array(document.componentSchemas.keys.prefix(1)))
        checkFilteredDocument(of: document, bytes: Array(input), filter: filter)
        document = filter.apply(to: document, diagnostics: diagnostics)
    }
    // Inputs of odd length are generated with validation and server code, so that their translation and rendering are
    // fuzzed too.
    var options = TranslatorOptions()
    options.validation = input.count % 2 == 1
    let model = ClientTranslator().translate(document, options: options, diagnostics: diagnostics)
    if diagnostics.hasErrors {
        Invariants.fail("the translator reported errors: \(diagnostics.errors)")
    }
    let files: [OutputFile]
    do {
        files = try (options.validation ? serverRenderer : renderer).render(model)
    } catch {
        Invariants.fail("rendering threw: \(error)")
    }
    var names: Set<String> = []
    for file in files {
        guard !file.path.hasPrefix("/"), !file.path.split(separator: "/").contains(".."), file.path.hasSuffix(".swift")
        else { Invariants.fail("a generated file outside the output folder, or not Swift: '\(file.path)'") }
        let name = file.path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        guard names.insert(name).inserted else { Invariants.fail("two generated files named '\(name)'") }
        guard file.contents.hasPrefix(ClientRenderer.header + "\n") else {
            Invariants.fail("'\(file.path)' does not start with the generated-code header")
        }
    }
    return 0
}

/// The document `resourceful filter` writes, as JSON and as YAML: writing either does not fail, and the YAML form
/// reads back to the same values (read back and written as JSON, it is the JSON form).
func checkFilteredDocument(of document: Document, bytes: [UInt8], filter: DocumentFilter) {
    let diagnostics = DiagnosticCollector()
    func text(_ format: FilteredDocument.Format) -> String {
        do throws(DiagnosticError) {
            return try FilteredDocument.text(of: document, rootFileBytes: bytes, path: path, filter: filter,
                                             format: format, limits: LoaderLimits(), diagnostics: diagnostics)
        } catch {
            Invariants.fail("writing the filtered document as \(format.rawValue) failed: \(error)")
        }
    }
    let json = text(.json), yaml = text(.yaml)
    var again = ""
    do throws(DiagnosticError) {
        JSONTextWriter.write(try YAMLLoader.loadFirst(yaml, path: "filtered.yaml"), into: &again)
    } catch {
        Invariants.fail("the YAML form of the filtered document does not read back: \(error)\n\(yaml)")
    }
    guard again + "\n" == json else {
        Invariants.fail("the YAML form of the filtered document differs from its JSON form:\n\(yaml)\n\(json)")
    }
}
