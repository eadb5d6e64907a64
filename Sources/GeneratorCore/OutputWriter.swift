import ClientIR
import Foundation
import GeneratorDiagnostics

/// Writes generated files into a folder the way incremental builds need it: a file is rewritten only when its
/// content changed (so the compiler's mtime-based driver rebuilds little), files the generator wrote earlier but
/// no longer produces are removed, and nothing else in the folder is touched.
///
/// What the generator wrote is remembered in a manifest file (``manifestName``) inside the folder.
///
/// Files are compared and written in parallel. Each is written to a temporary file beside it and renamed into
/// place, so a reader (a compiler started by an impatient build) never sees half a file; nothing is flushed to disk
/// with `fsync`, since generated files can always be made again.
public struct OutputWriter: Sendable {
    /// The manifest listing the files the last run wrote, one relative path per line.
    public static let manifestName = ".resourceful-manifest"

    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// What a run did, for the summary line and for tests.
    public struct Summary: Sendable, Hashable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// Writes `files`, removes stale generated files, and updates the manifest.
    public func write(_ files: [(path: String, contents: String)]) throws -> Summary {
        try Self.createDirectory(directory)
        let previous = readManifest()
        for file in files { try Self.checkRelative(file.path) }
        var folders = Set(files.map { Self.folder(of: $0.path) })
        folders.remove("")
        // The paths are checked relative above, so joining strings gives what `URL.appendingPathComponent` would,
        // without building a URL per file.
        let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        for folder in folders.sorted() {
            if let link = Self.linkedFolder(in: folder + "/", base: base) {
                let message = "refusing to write into '\(base + link)': it is a symbolic link, and the files would land outside the output folder"
                throw DiagnosticError(.error("write.invalidPath", message))
            }
            try Self.createDirectory(directory.appendingPathComponent(folder))
        }

        let targets = files.map { (contents: $0.contents, path: base + $0.path) }
        let outcomes = targets.concurrentMap { Self.writeIfChanged($0.contents, to: $0.path) }
        var summary = Summary()
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .success(true): summary.written.append(file.path)
            case .success(false): summary.unchanged.append(file.path)
            case .failure(let error): throw error
            }
        }

        let current = Set(files.map(\.path))
        for stale in previous.subtracting(current).sorted() {
            // A path through a linked folder (`lnk/v.txt`, `lnk` pointing elsewhere) names a file outside the folder.
            guard (try? Self.checkRelative(stale)) != nil, Self.linkedFolder(in: stale, base: base) == nil else { continue }
            if try Self.removeFile(base + stale) { summary.removed.append(stale) }
        }
        Self.removeEmptyFolders(of: summary.removed, base: base)
        let manifest = current.sorted().joined(separator: "\n") + "\n"
        _ = try Self.writeIfChanged(manifest, to: directory.appendingPathComponent(Self.manifestName).path).get()
        return summary
    }

    /// The files a previous run wrote, from the manifest (empty when there is none).
    public func readManifest() -> Set<String> {
        let url = directory.appendingPathComponent(Self.manifestName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Generated paths are relative and stay inside the folder.
    static func checkRelative(_ path: String) throws {
        let parts = path.asciiSplit("/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || path.isEmpty || parts.contains("..") || parts.contains("") {
            let message = "refusing to write '\(path)': generated paths are relative and stay inside the output folder"
            throw DiagnosticError(.error("write.invalidPath", message))
        }
    }

    /// Writes `contents` to `path` unless the file already holds exactly that; true when it wrote.
    static func writeIfChanged(_ contents: String, to path: String) -> Result<Bool, any Error> {
        var contents = contents
        return contents.withUTF8 { bytes in
            if Self.hasContents(bytes, at: path) {
                return .success(false)
            }
            let temporary = path + ".resourceful-tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return .failure(Self.posixError(path)) }
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    let error = Self.posixError(path)
                    close(descriptor)
                    unlink(temporary)
                    return .failure(error)
                }
                offset += count
            }
            guard close(descriptor) == 0, rename(temporary, path) == 0 else {
                let error = Self.posixError(path)
                unlink(temporary)
                return .failure(error)
            }
            return .success(true)
        }
    }

    /// Whether the file at `path` holds exactly `bytes`: its size first, then its bytes with `memcmp` (a byte-wise
    /// sequence comparison of `Data` was 5% of regenerating github over an unchanged output).
    private static func hasContents(_ bytes: UnsafeBufferPointer<UInt8>, at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) == bytes.count,
              let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count else { return false }
        guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
        return existing.withUnsafeBytes { memcmp($0.baseAddress!, base, bytes.count) == 0 }
    }

    private static func createDirectory(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(.error("write.failed", "cannot create the folder '\(url.path)': \(reason(error))"))
        }
    }

    /// What the system said about a failed file operation (`Not a directory`), rather than the whole error.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    /// `error: cannot write '/out/Models/Pet.swift': Permission denied`, from `errno`.
    private static func posixError(_ path: String) -> any Error {
        DiagnosticError(.error("write.failed", "cannot write '\(path)': \(String(cString: strerror(errno)))"))
    }

    /// The first folder of the relative `path` (its components before the last) that is a symbolic link, or nil.
    static func linkedFolder(in path: String, base: String) -> String? {
        var prefix = ""
        for component in path.asciiSplit("/", omittingEmptySubsequences: false).dropLast() {
            prefix += prefix.isEmpty ? String(component) : "/" + component
            var status = stat()
            guard lstat(base + prefix, &status) == 0 else { return nil }  // missing: nothing below it either
            if status.st_mode & S_IFMT == S_IFLNK { return prefix }
        }
        return nil
    }

    /// Removes the regular file or symbolic link at `path`; false when there is none. Whatever else sits there (a
    /// folder someone made where a generated file was) is not the generator's, and stays.
    private static func removeFile(_ path: String) throws -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return false }
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            let message = "cannot remove '\(path)': \(String(cString: strerror(errno)))"
            throw DiagnosticError(.error("write.failed", message))
        }
        return true
    }

    /// The folder of a relative path checked by ``checkRelative(_:)`` (`Endpoints` of `Endpoints/Pets.swift`, empty for
    /// `Servers.swift`), found by its bytes: `NSString.deletingLastPathComponent` took 33,000 instructions a path, on
    /// the writer's one thread before the parallel writes.
    static func folder(of path: String) -> String { String(path.prefix(beforeLast: "/")) }

    /// Removes the folders that held the `removed` files and are empty now, and their parents up to the output
    /// folder when they are empty too. `rmdir` fails on a folder that holds anything, so no folder is listed: listing
    /// the folder once per removed file made removing a thousand files from a folder of a thousand take a third of a
    /// second.
    private static func removeEmptyFolders(of removed: [String], base: String) {
        var folders = Set<String>()
        for path in removed {
            var folder = Self.folder(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted {
                folder = Self.folder(of: folder)
            }
        }
        // Deepest first, so that a folder is tried after the folders inside it.
        let deepestFirst = folders.sorted { ($0.count, $0) > ($1.count, $1) }
        for folder in deepestFirst { _ = rmdir(base + folder) }
    }
}
