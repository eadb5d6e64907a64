// The end-to-end harness shared by the test programs: named checks, expectations, and the closing count.
// Compiled together with a generated client and one test program (Features/ or FastAPI/), see ../run.sh.
import Foundation

/// A failed expectation.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs checks one after the other, prints each failure, and counts them.
@MainActor
final class Harness {
    private(set) var passed = 0
    private(set) var failed = 0
    private let filter: String?

    init(filter: String?) {
        self.filter = filter
    }

    /// Runs `body` as the check `name` (skipped unless it contains the filter, when one is given).
    func check(_ name: String, _ body: () async throws -> Void) async {
        if let filter, !name.localizedCaseInsensitiveContains(filter) { return }
        do {
            try await body()
            passed += 1
            if ProcessInfo.processInfo.environment["E2E_VERBOSE"] != nil { print("ok   \(name)") }
        } catch {
            failed += 1
            print("FAIL \(name): \(error)")
        }
    }

    /// Prints `N passed, M failed` and exits: 0 when nothing failed and something ran.
    func finish() -> Never {
        print("\(passed) passed, \(failed) failed")
        exit(failed == 0 && passed > 0 ? 0 : 1)
    }
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) throws {
    if !condition { throw CheckFailure(description: "line \(line): \(message())") }
}

func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ label: String = "", line: Int = #line) throws {
    if actual != expected {
        throw CheckFailure(description: "line \(line): \(label.isEmpty ? "" : label + ": ")expected \(String(reflecting: expected)), got \(String(reflecting: actual))")
    }
}

/// Runs `body`, which must throw; returns the error.
@MainActor
func expectError<T>(_ body: () async throws -> T, line: Int = #line) async throws -> any Error {
    do {
        let value = try await body()
        throw CheckFailure(description: "line \(line): expected an error, got \(value)")
    } catch let failure as CheckFailure {
        throw failure
    } catch {
        return error
    }
}

/// A failure for an error of the wrong kind.
func unexpected(_ error: any Error, _ expected: String, line: Int = #line) -> CheckFailure {
    CheckFailure(description: "line \(line): expected \(expected), got \(String(reflecting: error))")
}
