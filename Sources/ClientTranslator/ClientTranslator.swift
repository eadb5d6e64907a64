import ClientIR
import GeneratorDiagnostics
import OpenAPIModel

/// Turns a parsed document into the ``ClientModel`` the renderer writes: every Swift name and type is decided here.
///
/// ```swift
/// let model = ClientTranslator().translate(document, options: TranslatorOptions(), diagnostics: diagnostics)
/// ```
public struct ClientTranslator: Sendable {
    public init() {}

    /// The client model of `document`: its title, version and description, and its types.
    ///
    /// Problems that do not stop translation (constructs without a faithful Swift form, invalid overrides) are
    /// emitted to `diagnostics` as warnings; translation itself never fails.
    public func translate(_ document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector) -> ClientModel {
        translate(document, options: options, diagnostics: diagnostics, copyAliasRounds: 4)
    }

    /// ``translate(_:options:diagnostics:)`` with at most `copyAliasRounds` rounds of making copies aliases and
    /// sharing again (``SchemaTranslation/shareDeclarations(in:rounds:isTaken:)``).
    func translate(_ document: Document, options: TranslatorOptions, diagnostics: DiagnosticCollector,
                   copyAliasRounds: Int) -> ClientModel {
        let document = PolymorphicBases.completed(document)
        let schemas = SchemaTranslator().translation(of: document, options: options, diagnostics: diagnostics)
        var model = ClientModel(
            title: document.info.title,
            apiVersion: document.info.version,
            documentation: DocumentationText.joined([
                DocumentationText.lines(document.info.summary), DocumentationText.lines(document.info.description),
            ]),
            types: schemas.types
        )
        OperationTranslator(document: document, options: options, diagnostics: diagnostics, schemas: schemas).add(to: &model)
        schemas.shareDeclarations(in: &model, rounds: copyAliasRounds) {
            schemas.isTopLevelNameTaken($0) || ReservedNames.typeNames.contains($0)
        }
        AliasChains.shorten(in: &model)
        VariantMembers.apply(to: &model)
        if !options.mutableModels { RequestTypes.markResponseOnlyStructs(in: &model) }
        if options.validation { ValidationPlan.apply(to: &model) }
        model.typeNameSuffix = options.typeNameAffixes.suffix
        return model
    }
}
