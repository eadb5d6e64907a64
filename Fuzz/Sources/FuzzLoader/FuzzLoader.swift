import FuzzSupport
import GeneratorDiagnostics
@_spi(Fuzzing) import YAMLTree

/// The loader's limits during fuzzing: the defaults, except a smaller alias budget so that one input cannot spend
/// seconds copying nodes (the limit itself is what is being exercised).
let limits = LoaderLimits(maxAliasExpansions: 2_000, maxDepth: 1_000, maxInputBytes: 1 << 20)
let path = "fuzz.yaml"

/// libFuzzer's entry point: loads the bytes as YAML or JSON, in place, and checks the outcome.
///
/// Besides not crashing, a load must either produce trees whose every node is marked inside the input and whose
/// mappings have distinct keys, or throw located `yaml.*` diagnostics. It must also agree with the bare libyaml
/// parse: whatever loads also parses, and a syntax or reader error is the very error the bare parse reports. And it
/// must agree with a load through libyaml alone: plain JSON and block-style YAML are read without libyaml, to the same
/// trees and errors, and so is block-style YAML read in two halves (which the loader does for long texts only).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    check(UnsafeRawBufferPointer(start: start, count: count))
}

/// The executable's entry point under SwiftPM (see ``FuzzDriver``): runs libFuzzer's driver over ``check(_:)``.
@_cdecl("FuzzLoader_main")
public func fuzzLoaderMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv) { data, count in check(FuzzDriver.input(data, count)) }
}

/// Loads `input` and checks the outcome; always returns 0 (libFuzzer reserves other values).
func check(_ input: UnsafeRawBufferPointer) -> CInt {
    let count = input.count
    let loaded: Result<[Node], DiagnosticError>
    do throws(DiagnosticError) {
        loaded = .success(try YAMLLoader.load(input, path: path, limits: limits))
    } catch {
        loaded = .failure(error)
    }
    let viaLibYAML: Result<[Node], DiagnosticError>
    do throws(DiagnosticError) {
        viaLibYAML = .success(try YAMLLoader.loadWithLibYAML(input, path: path, limits: limits))
    } catch {
        viaLibYAML = .failure(error)
    }
    switch (loaded, viaLibYAML) {
    case (.success(let a), .success(let b)):
        guard a == b else { Invariants.fail("the loader's trees differ from libyaml's") }
    case (.failure(let a), .failure(let b)):
        guard a.diagnostics == b.diagnostics else { Invariants.fail("the loader reports \(a), libyaml alone \(b)") }
    case (.success, .failure(let error)):
        Invariants.fail("loaded, but libyaml alone fails: \(error)")
    case (.failure(let error), .success):
        Invariants.fail("libyaml alone loads what the loader rejects: \(error)")
    }
    // A text read in two halves (a long one, in the loader) gives the whole text's tree; one they leave to libyaml
    // at once is one the one-piece read gives up on.
    let halves = YAMLLoader.readInHalves(input, path: path, limits: limits)
    if let tree = halves.tree {
        guard case .success(let documents) = viaLibYAML, documents == [tree] else {
            Invariants.fail("the halves give \(tree), libyaml alone \(viaLibYAML)")
        }
    }
    if halves.leftToLibYAML, let whole = YAMLLoader.readInOnePiece(input, path: path, limits: limits) {
        Invariants.fail("the halves leave to libyaml what the one-piece read takes: \(whole)")
    }
    let bare: Result<Int, DiagnosticError>
    do throws(DiagnosticError) {
        bare = .success(try YAMLLoader.bareParse(Array(input)))
    } catch {
        bare = .failure(error)
    }

    switch (loaded, bare) {
    case (.success(let documents), .success):
        for document in documents { Invariants.check(tree: document, inputCount: count) }
    case (.success, .failure(let error)):
        Invariants.fail("loaded, but the bare parse failed: \(error)")
    case (.failure(let error), _):
        Invariants.check(thrown: error, path: path, inputCount: count, expectedPrefixes: ["yaml."])
        let id = error.diagnostics.first?.id
        if id == YAMLDiagnosticID.syntax || id == YAMLDiagnosticID.reader || id == YAMLDiagnosticID.keyTooLong {
            guard case .failure(let bareError) = bare else {
                Invariants.fail("a \(id ?? "") error the bare parse does not report: \(error)")
            }
            // The bare parse labels its diagnostics `<input>`; compare everything else.
            let same = error.diagnostics.elementsEqual(bareError.diagnostics) { a, b in
                a.id == b.id && a.message == b.message && a.location?.line == b.location?.line
                    && a.location?.column == b.location?.column
            }
            guard same else {
                Invariants.fail("the loader reports \(error), the bare parse \(bareError)")
            }
        }
    }
    return 0
}
