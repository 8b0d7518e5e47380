using System.Collections.Immutable;
using System.Reflection.Metadata;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// Decodes signatures into the types of the scanned assembly they name (a generic argument, an array's element, a
/// modifier included); types of other assemblies name nothing, since only this assembly's folders are nodes.
/// </summary>
internal sealed class TypeReferences : ISignatureTypeProvider<ImmutableArray<TypeDefinitionHandle>, object?>
{
    public static TypeReferences Instance { get; } = new();

    public ImmutableArray<TypeDefinitionHandle> GetArrayType(ImmutableArray<TypeDefinitionHandle> elementType, ArrayShape shape) =>
        elementType;

    public ImmutableArray<TypeDefinitionHandle> GetByReferenceType(ImmutableArray<TypeDefinitionHandle> elementType) => elementType;

    public ImmutableArray<TypeDefinitionHandle> GetFunctionPointerType(MethodSignature<ImmutableArray<TypeDefinitionHandle>> signature) =>
        [.. signature.ReturnType, .. signature.ParameterTypes.SelectMany(p => p)];

    public ImmutableArray<TypeDefinitionHandle> GetGenericInstantiation(
        ImmutableArray<TypeDefinitionHandle> genericType,
        ImmutableArray<ImmutableArray<TypeDefinitionHandle>> typeArguments) =>
        [.. genericType, .. typeArguments.SelectMany(a => a)];

    public ImmutableArray<TypeDefinitionHandle> GetGenericMethodParameter(object? genericContext, int index) => [];

    public ImmutableArray<TypeDefinitionHandle> GetGenericTypeParameter(object? genericContext, int index) => [];

    public ImmutableArray<TypeDefinitionHandle> GetModifiedType(
        ImmutableArray<TypeDefinitionHandle> modifier,
        ImmutableArray<TypeDefinitionHandle> unmodifiedType,
        bool isRequired) =>
        [.. modifier, .. unmodifiedType];

    public ImmutableArray<TypeDefinitionHandle> GetPinnedType(ImmutableArray<TypeDefinitionHandle> elementType) => elementType;

    public ImmutableArray<TypeDefinitionHandle> GetPointerType(ImmutableArray<TypeDefinitionHandle> elementType) => elementType;

    public ImmutableArray<TypeDefinitionHandle> GetPrimitiveType(PrimitiveTypeCode typeCode) => [];

    public ImmutableArray<TypeDefinitionHandle> GetSZArrayType(ImmutableArray<TypeDefinitionHandle> elementType) => elementType;

    public ImmutableArray<TypeDefinitionHandle> GetTypeFromDefinition(
        MetadataReader reader,
        TypeDefinitionHandle handle,
        byte rawTypeKind) =>
        [handle];

    public ImmutableArray<TypeDefinitionHandle> GetTypeFromReference(MetadataReader reader, TypeReferenceHandle handle, byte rawTypeKind) =>
        [];

    public ImmutableArray<TypeDefinitionHandle> GetTypeFromSpecification(
        MetadataReader reader,
        object? genericContext,
        TypeSpecificationHandle handle,
        byte rawTypeKind) =>
        reader.GetTypeSpecification(handle).DecodeSignature(this, genericContext);
}
