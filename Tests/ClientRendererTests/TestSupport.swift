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

/// The root of the package (the folder holding `Package.swift`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
