import ArgumentParser
import Foundation
import GeneratorCore

/// `resourceful`: turns OpenAPI documents into Swift client sources.
@main
struct Resourceful: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resourceful",
        abstract: "Generate idiomatic Swift clients from OpenAPI documents (3.0, 3.1, Swagger 2.0; YAML or JSON).",
        version: GeneratorVersion.current,
        subcommands: [Generate.self, Validate.self, BenchParse.self]
    )

    /// Runs the command, mapping failures to the documented exit statuses: 1 for errors in the document,
    /// 2 for usage and configuration errors.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code.rawValue == 1 {
                exit(withError: error)
            }
            // Usage errors (ArgumentParser uses 64) become 2, as for most command-line tools.
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}
