import Dispatch

/// Lets go of `value` on another thread, so that freeing a large tree (the YAML nodes of a document, a decoded
/// document, a translated model) does not hold up the caller. Pass the caller's last reference with `consume`;
/// whatever something else still holds (a string the model shares with the document) stays alive as usual.
public func releaseInBackground<T>(_ value: consuming sending T) {
    let box = Box(consume value)
    DispatchQueue.global(qos: .utility).async { box.value = nil }
}

private final class Box<T>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = value }
}
