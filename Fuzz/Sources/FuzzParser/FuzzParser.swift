import FuzzSupport
import GeneratorDiagnostics
import OpenAPIParser
import YAMLTree

let path = FuzzDocument.path
let parser = FuzzDocument.parser

/// libFuzzer's entry point: parses the bytes as an OpenAPI document and checks the outcome.
///
/// Besides not crashing: a thrown error carries located error diagnostics (`yaml.*` from the loader, or the
/// parser's own), every diagnostic emitted is well formed and located in the root file, and a document that
/// parses comes with no error diagnostic.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    check(UnsafeRawBufferPointer(start: start, count: count))
}

/// The executable's entry point under SwiftPM (see ``FuzzDriver``): runs libFuzzer's driver over ``check(_:)``.
@_cdecl("FuzzParser_main")
public func fuzzParserMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv) { data, count in check(FuzzDriver.input(data, count)) }
}

/// Parses `input` and checks the outcome; always returns 0 (libFuzzer reserves other values).
func check(_ input: UnsafeRawBufferPointer) -> CInt {
    let count = input.count
    let diagnostics = DiagnosticCollector()
    let prefixes = ["yaml.", "document.", "ref.", "field.", "parameter.", "schema.", "operation.", "server."]
    do throws(DiagnosticError) {
        let document = try parser.parse(bytes: Array(input), path: path, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else {
            Invariants.fail("parsed, but errors were emitted: \(diagnostics.errors)")
        }
        _ = document.operations.count
    } catch {
        Invariants.check(thrown: error, path: path, inputCount: count, expectedPrefixes: prefixes)
        let emitted = Set(diagnostics.diagnostics)
        for diagnostic in error.diagnostics where !emitted.contains(diagnostic) {
            Invariants.fail("a thrown diagnostic that was not emitted: \(diagnostic)")
        }
    }
    for diagnostic in diagnostics.diagnostics {
        Invariants.check(diagnostic, path: path, inputCount: count, requireLocation: diagnostic.severity == .error)
        guard prefixes.contains(where: { diagnostic.id.hasPrefix($0) }) else {
            Invariants.fail("unexpected diagnostic id '\(diagnostic.id)': \(diagnostic)")
        }
    }
    return 0
}
