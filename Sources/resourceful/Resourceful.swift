import ArgumentParser
import GeneratorCore

/// `resourceful`: turns OpenAPI documents into Swift client sources.
@main
struct Resourceful: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resourceful",
        abstract: "Generate idiomatic Swift clients from OpenAPI documents (3.0, 3.1, Swagger 2.0; YAML or JSON).",
        version: GeneratorVersion.current,
        subcommands: []
    )
}
