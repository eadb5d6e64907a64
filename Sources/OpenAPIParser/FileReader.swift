#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain POSIX calls: one `open`, one `fstat`, the reads, `close`. There is no existence
/// check beforehand: a missing file is simply a failed `open`.
enum FileReader {
    enum Failure: Error, Equatable {
        case missing
        case unreadable(String)
    }

    /// The bytes of the file at `path`.
    static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(errno)) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { return .failure(.unreadable("it is a folder")) }

        let size = max(Int(status.st_size), 0)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var total = 0
            while total < size {
                let count = systemRead(descriptor, buffer.baseAddress! + total, size - total)
                if count < 0 { failed = true }
                if count <= 0 { break }
                total += count
            }
            initialized = total
        }
        // Whatever was appended to the file since `fstat` (or everything, for files that report no size); usually
        // a single read that finds the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while !failed {
                let count = systemRead(descriptor, chunk.baseAddress!, chunk.count)
                if count < 0 { failed = true }
                if count <= 0 { break }
                bytes.append(contentsOf: chunk[..<count])
            }
        }
        if failed { return .failure(failure(errno)) }
        return .success(bytes)
    }

    /// True when something exists at `path` (used only to tell a missing file from a refused one).
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The current working folder, to make the root document's path absolute.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func failure(_ code: Int32) -> Failure {
        if code == ENOENT || code == ENOTDIR { return .missing }
        return .unreadable(String(cString: strerror(code)))
    }
}

/// `read(2)`, named apart from ``FileReader/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
