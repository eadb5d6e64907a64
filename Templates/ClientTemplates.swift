/// The built-in templates, compiled into the binary so that an installed `resourceful` needs no files next to it.
///
/// SwiftPM embeds every file named in the `resources:` of this target (`.embedInCode`) as a byte array of the
/// generated `PackageResources`; `Runtime/` and `Support/` are embedded as whole folders, so a new file there is
/// embedded as soon as it exists. `PackageResources` names each array after the file's base name only, so base
/// names must be unique across folders.
///
/// To add a template: create the file, then run `Scripts/embed-templates` (or add its one line to the table below
/// by hand). A top-level template also needs an `.embedInCode("Name.mustache")` entry in `Package.swift`; files in
/// `Runtime/` and `Support/` do not. `ClientRendererTests` fails when a `.mustache` file under `Templates/` is
/// missing from the table or differs from its embedded copy.
public enum ClientTemplates {
    /// Every built-in template, by its path relative to `Templates/` (`Struct.mustache`,
    /// `Runtime/APIResource.swift.mustache`).
    public static let files: [String: String] = {
        var files: [String: String] = [:]
        for (path, bytes) in embedded {
            files[path] = String(decoding: bytes, as: UTF8.self)
        }
        return files
    }()

    /// Every template file and its embedded bytes, sorted by path.
    private static let embedded: [(String, [UInt8])] = [
        // BEGIN TEMPLATES (Scripts/embed-templates)
        ("Alias.mustache", PackageResources.Alias_mustache),
        ("Class.mustache", PackageResources.Class_mustache),
        ("ClientMethods.mustache", PackageResources.ClientMethods_mustache),
        ("ClientSecurity.mustache", PackageResources.ClientSecurity_mustache),
        ("CustomCoding.mustache", PackageResources.CustomCoding_mustache),
        ("Declaration.mustache", PackageResources.Declaration_mustache),
        ("Endpoint.mustache", PackageResources.Endpoint_mustache),
        ("EndpointFile.mustache", PackageResources.EndpointFile_mustache),
        ("EndpointTypes.mustache", PackageResources.EndpointTypes_mustache),
        ("Enum.mustache", PackageResources.Enum_mustache),
        ("File.mustache", PackageResources.File_mustache),
        ("MemberwiseInit.mustache", PackageResources.MemberwiseInit_mustache),
        ("OneOf.mustache", PackageResources.OneOf_mustache),
        ("Runtime/APIClient.swift.mustache", PackageResources.APIClient_swift_mustache),
        ("Runtime/APIClientConfiguration.swift.mustache", PackageResources.APIClientConfiguration_swift_mustache),
        ("Runtime/APIError.swift.mustache", PackageResources.APIError_swift_mustache),
        ("Runtime/APIResource.swift.mustache", PackageResources.APIResource_swift_mustache),
        ("Runtime/CURLDescription.swift.mustache", PackageResources.CURLDescription_swift_mustache),
        ("Runtime/Credentials.swift.mustache", PackageResources.Credentials_swift_mustache),
        ("Runtime/Downloads.swift.mustache", PackageResources.Downloads_swift_mustache),
        ("Runtime/EventStreams.swift.mustache", PackageResources.EventStreams_swift_mustache),
        ("Runtime/HTTPResponseParts.swift.mustache", PackageResources.HTTPResponseParts_swift_mustache),
        ("Runtime/Middleware.swift.mustache", PackageResources.Middleware_swift_mustache),
        ("Runtime/MultipartForm.swift.mustache", PackageResources.MultipartForm_swift_mustache),
        ("Runtime/ParameterStyle.swift.mustache", PackageResources.ParameterStyle_swift_mustache),
        ("Runtime/ParameterValue.swift.mustache", PackageResources.ParameterValue_swift_mustache),
        ("Runtime/ParameterValueEncoder.swift.mustache", PackageResources.ParameterValueEncoder_swift_mustache),
        ("Runtime/PercentEncoding.swift.mustache", PackageResources.PercentEncoding_swift_mustache),
        ("Runtime/RequestParts.swift.mustache", PackageResources.RequestParts_swift_mustache),
        ("Runtime/ServerSentEvents.swift.mustache", PackageResources.ServerSentEvents_swift_mustache),
        ("Runtime/ServerURL.swift.mustache", PackageResources.ServerURL_swift_mustache),
        ("Runtime/StreamingDataTask.swift.mustache", PackageResources.StreamingDataTask_swift_mustache),
        ("Servers.mustache", PackageResources.Servers_mustache),
        ("Struct.mustache", PackageResources.Struct_mustache),
        ("Support/AnyCodingKey.swift.mustache", PackageResources.AnyCodingKey_swift_mustache),
        ("Support/DateOnly.swift.mustache", PackageResources.DateOnly_swift_mustache),
        ("Support/Indirect.swift.mustache", PackageResources.Indirect_swift_mustache),
        ("Support/JSONValue.swift.mustache", PackageResources.JSONValue_swift_mustache),
        ("Support/NullableField.swift.mustache", PackageResources.NullableField_swift_mustache),
        ("Support/RFC3339DateCoding.swift.mustache", PackageResources.RFC3339DateCoding_swift_mustache),
        // END TEMPLATES
    ]
}
