import ClientIR
import ClientRenderer
import Foundation
import Testing

/// Renders `model` and returns the file at `path`, failing the test when there is none.
func renderedFile(_ path: String, of model: ClientModel, options: RenderOptions = RenderOptions()) throws -> String {
    let files = try ClientRenderer(options: options).render(model)
    let file = try #require(files.first { $0.path == path }, "no file \(path) in \(files.map(\.path))")
    return file.contents
}

/// A model with just `types`.
func model(_ types: TypeDeclaration...) -> ClientModel {
    ClientModel(title: "Test", apiVersion: "1", types: types)
}

/// A new empty folder under the system's temporary folder.
func temporaryDirectory(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("resourceful-renderer-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes `files` under `directory` and returns the paths of the Swift files.
@discardableResult
func write(_ files: [OutputFile], to directory: URL) throws -> [String] {
    var paths: [String] = []
    for file in files {
        let url = directory.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
        if file.path.hasSuffix(".swift") { paths.append(url.path) }
    }
    return paths
}

/// What a finished process printed, and how it ended.
struct ProcessResult {
    var status: Int32
    var output: String
}

/// Runs `executable` with `arguments`, feeding it `input`, and collects stdout and stderr together.
func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(input) }
    try inputPipe.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// The first executable named `name` on `PATH`.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The root of the package (the folder holding `Package.swift`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
