import Foundation
import GeneratorDiagnostics

/// Where the CLI talks: diagnostics and progress on stderr (stdout stays free for data such as `--dry-run` lists).
enum Console {
    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { status(diagnostic.description) }
    }

    static func status(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// `1 schema`, `2 schemas`: a count and its noun, for summary lines.
    static func counted(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension Error {
    /// The diagnostics this error carries, or one describing it.
    var diagnostics: [Diagnostic] {
        if let error = self as? DiagnosticError { return error.diagnostics }
        return [.error("internal", "\(self)")]
    }
}

/// A bad configuration file or option combination: printed as is, exit status 2.
struct ConfigurationError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
