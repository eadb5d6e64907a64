/// The version of Resourceful, printed by `resourceful --version` and written into generated headers.
public enum GeneratorVersion {
    public static let current = "0.1.0"
}
