import Foundation

/// What a finished process printed, and how it ended.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
}

/// Runs `executable` with `arguments`, feeding it `input`, and collects stdout and stderr together.
public func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> ProcessResult {
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
public func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The Swift compiler on `PATH`, which the tests that compile generated code use (and skip without).
public enum SwiftCompiler {
    public static let path: String? = findExecutable("swiftc")

    public static var isAvailable: Bool { path != nil }

    /// Runs the compiler with `arguments`.
    public static func run(_ arguments: [String]) throws -> ProcessResult {
        guard let path else { throw CocoaError(.executableNotLoadable) }
        return try TestSupport.run(path, arguments)
    }

    /// Type-checks one file of Swift source in Swift 6 mode, treating warnings as errors: the compiler's output, or
    /// nil when the source type-checks cleanly.
    public static func typecheck(_ source: String, extraArguments: [String] = []) throws -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("resourceful-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["-typecheck", "-swift-version", "6", "-warnings-as-errors"] + extraArguments + [file.path])
        return result.status == 0 ? nil : result.output
    }
}
