import GeneratorDiagnostics
import YAMLTree

/// What a harness checks beyond "it did not crash": every result, a success or a thrown error, must keep these
/// invariants. A broken one is reported as a crash, so libFuzzer saves the input that broke it.
public enum Invariants {
    /// Stops the run with `message`; libFuzzer sees a deadly signal and writes the input to a crash file.
    public static func fail(_ message: String) -> Never {
        fatalError("invariant broken: \(message)")
    }

    /// A thrown error explains itself: at least one diagnostic, each an error, each well formed (see
    /// ``check(_:path:inputCount:requireLocation:)``), with one of `expectedPrefixes` as its id.
    public static func check(
        thrown error: DiagnosticError, path: String, inputCount: Int, expectedPrefixes: [String]
    ) {
        guard !error.diagnostics.isEmpty else { fail("an error without diagnostics") }
        guard error.diagnostics.contains(where: { $0.severity == .error }) else {
            fail("a thrown error with no error diagnostic: \(error)")
        }
        for diagnostic in error.diagnostics {
            check(diagnostic, path: path, inputCount: inputCount, requireLocation: true)
            guard expectedPrefixes.contains(where: { diagnostic.id.hasPrefix($0) }) else {
                fail("unexpected diagnostic id '\(diagnostic.id)': \(diagnostic)")
            }
        }
    }

    /// One diagnostic is well formed: a stable dotted id, a message, a location in the input (1-based, and no
    /// further than the input could reach), a one-line description, and the option to raise a limit it names.
    public static func check(_ diagnostic: Diagnostic, path: String, inputCount: Int, requireLocation: Bool) {
        guard !diagnostic.id.isEmpty, diagnostic.id.contains("."), !diagnostic.message.isEmpty else {
            fail("diagnostic without id or message: \(diagnostic)")
        }
        if let location = diagnostic.location {
            // A line or column counts at most one per byte, plus one for the position after the last byte.
            guard location.line >= 1, location.column >= 1,
                location.line <= inputCount + 1, location.column <= inputCount + 1
            else { fail("location out of the input (\(inputCount) bytes): \(diagnostic)") }
            if location.file == path || !requireLocation {
                // The root file, or (in the parser) a file a reference named.
            } else {
                fail("location in another file than '\(path)': \(diagnostic)")
            }
        } else if requireLocation {
            fail("diagnostic without a location: \(diagnostic)")
        }
        let text = diagnostic.description
        guard !text.contains("\n"), !text.contains("\r") else { fail("diagnostic on more than one line: \(text)") }
        if diagnostic.id.hasSuffix("-limit") {
            guard diagnostic.message.contains("--max-") else {
                fail("a limit diagnostic that does not name its option: \(diagnostic)")
            }
        }
    }

    /// Every node of a loaded tree is marked inside the input. Walks without recursion, so a deep tree cannot
    /// overflow the harness's own stack; aliases are bounded by the loader's expansion limit, so the walk is too.
    public static func check(tree root: Node, inputCount: Int) {
        var pending: [Node] = [root]
        while let node = pending.popLast() {
            let mark = node.mark
            guard mark.line >= 1, mark.column >= 1, Int(mark.line) <= inputCount + 1,
                Int(mark.column) <= inputCount + 1
            else { fail("node marked outside the input (\(inputCount) bytes): \(mark)") }
            switch node {
            case .scalar: break
            case .sequence(let items, _): pending.append(contentsOf: items)
            case .mapping(let entries, _):
                var keys = Set<String>()
                for entry in entries {
                    guard keys.insert(entry.key.value).inserted else {
                        fail("a loaded mapping repeats the key '\(entry.key.value)'")
                    }
                    pending.append(.scalar(entry.key))
                    pending.append(entry.value)
                }
            }
        }
    }
}
