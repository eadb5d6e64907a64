import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket calls of the test servers on loopback, written once: `LoopbackHTTPServer` (the swift tests) and the
/// end-to-end server check (`Tests/EndToEnd/Server`, compiled by `swiftc` with this file).
public enum LoopbackSocket {
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// A socket listening on 127.0.0.1, on a port the system chooses.
    public static func listening(backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw StartError(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, backlog) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw StartError(description: "bind or listen on 127.0.0.1: errno \(errno)")
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    /// Writes `bytes`, giving up quietly when the client has gone (no `SIGPIPE`).
    public static func send(_ connection: Int32, _ bytes: [UInt8]) {
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        var on: Int32 = 1
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, flags) }
            if count <= 0 { return }
            offset += count
        }
    }
}
