/// The built-in templates, compiled into the binary so that an installed `resourceful` needs no files next to it.
///
/// `Templates/` holds them as `.mustache` files, the ones users copy and change; `EmbeddedTemplates.swift` holds the
/// same texts as string literals, written by `Scripts/embed-templates`. After adding, changing or removing a
/// template, run the script: `ClientRendererTests` fails when a file under `Templates/` is missing from the embedded
/// list or differs from its embedded copy.
public enum ClientTemplates {
    /// Every built-in template, by its path relative to `Templates/` (`Struct.mustache`,
    /// `Runtime/APIResource.swift.mustache`).
    public static let files: [String: String] = Dictionary(uniqueKeysWithValues: embedded.lazy.map { ($0.path, $0.text) })
}
