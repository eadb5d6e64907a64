import ArgumentParser
import Foundation
import GeneratorCore

/// `resourceful`: turns OpenAPI documents into Swift client sources.
@main
struct Resourceful: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resourceful",
        abstract: "Generate idiomatic Swift clients from OpenAPI documents (3.0, 3.1, 3.2, Swagger 2.0; YAML or JSON).",
        version: GeneratorVersion.current,
        subcommands: [Generate.self, Validate.self, Filter.self, BenchParse.self]
    )

    /// Runs the command, mapping failures to the documented exit statuses: 1 for errors in the document,
    /// 2 for usage and configuration errors.
    ///
    /// Synchronous: the commands wait for nothing, and the work runs on the main thread (and the threads that it
    /// hands parallel work to) instead of parking the main thread in `dispatch_main` while a thread of Swift's
    /// cooperative pool runs it.
    static func main() {
        MallocSettings.apply()
        do {
            var command = try parseAsRoot()
            try command.run()
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
