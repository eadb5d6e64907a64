import Foundation
import GeneratorCore
import GeneratorDiagnostics
import Testing

/// Inputs the fuzzers (`Fuzz/`, `Scripts/fuzz`) found to crash or hang the generator, kept in `Fixtures/fuzz/`, each
/// run through the whole pipeline (parse, translate, render). Each must finish, and either generate files or stop
/// with located errors. A new finding goes into the folder as it is; its cause gets a focused test of its own.
@Suite("Fuzzer findings")
struct FuzzRegressionTests {
    static let findings = Fixtures.files(in: "fuzz")

    @Test func thereAreFindings() {
        #expect(!Self.findings.isEmpty)
    }

    @Test(arguments: findings)
    func findingGeneratesOrFailsWithLocatedErrors(_ name: String) {
        let path = Fixtures.path("fuzz/\(name)")
        let diagnostics = DiagnosticCollector()
        do {
            let result = try Generator().run(specAt: path, diagnostics: diagnostics)
            #expect(!result.files.isEmpty)
            #expect(!diagnostics.hasErrors)
        } catch {
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics {
                #expect(diagnostic.location?.file == path, "\(diagnostic)")
            }
        }
    }
}
