import Foundation

/// Runs the built `resourceful` executable as a subprocess, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `resourceful` binary next to the test bundle (SwiftPM builds executables that tests depend on there).
    static let executable: URL = {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(runner.appendingPathComponent("resourceful"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("resourceful"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("resourceful"))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/resourceful"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    /// Runs the tool with `arguments`; `input`, when given, is written to its standard input, a pipe.
    static func run(_ arguments: [String], in directory: URL? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), inputPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            try inputPipe.fileHandleForWriting.write(contentsOf: input)
            try inputPipe.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary folder; the test removes it when done.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("resourceful-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
