using System.Collections.Immutable;
using System.Reflection;
using System.Reflection.Emit;
using System.Reflection.Metadata;
using System.Reflection.Metadata.Ecma335;
using System.Reflection.PortableExecutable;

namespace AsyncLab.Tests.Architecture;

/// <summary>
/// Which of an assembly's types each of its types names, read from its metadata: base types, interfaces, constraints,
/// signatures of fields, methods, properties and events, locals, catch clauses, every type, method and field token in
/// the IL, and attributes with their typeof arguments. A nested type (a lambda's closure, an async state machine) counts
/// as its outermost type, which is what its source wrote. A constant is copied into the IL and names nothing there, so
/// <see cref="FolderGraph"/> reads the source's using directives as well.
/// </summary>
internal sealed class TypeDependencies
{
    private static readonly Dictionary<short, OperandType> OperandTypes = typeof(OpCodes)
        .GetFields(BindingFlags.Public | BindingFlags.Static)
        .Select(f => (OpCode)f.GetValue(null)!)
        .ToDictionary(o => o.Value, o => o.OperandType);

    private readonly MetadataReader reader;
    private readonly PEReader pe;
    private readonly Module module;

    private TypeDependencies(Assembly assembly, PEReader pe)
    {
        this.pe = pe;
        reader = pe.GetMetadataReader();
        module = assembly.ManifestModule;
    }

    /// <summary>Every pair of distinct outermost types of the assembly where the first names the second.</summary>
    public static IReadOnlyList<(Type From, Type To)> Of(Assembly assembly)
    {
        using var stream = File.OpenRead(assembly.Location);
        using var pe = new PEReader(stream);
        var scan = new TypeDependencies(assembly, pe);
        return [.. scan.Metadata().Concat(Attributes(assembly)).Where(p => p.From != p.To).Distinct()];
    }

    private static Type Outermost(Type type)
    {
        while (type.DeclaringType is { } outer)
        {
            type = outer;
        }

        return type;
    }

    private static IEnumerable<(Type From, Type To)> Attributes(Assembly assembly)
    {
        const BindingFlags Declared =
            BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Instance | BindingFlags.Static | BindingFlags.DeclaredOnly;
        foreach (var type in assembly.GetTypes())
        {
            var members = new List<MemberInfo> { type };
            members.AddRange(type.GetMembers(Declared));
            var data = members.SelectMany(m => m.GetCustomAttributesData())
                .Concat(type.GetMethods(Declared).SelectMany(m => m.GetParameters()).SelectMany(p => p.GetCustomAttributesData()));
            foreach (var attribute in data)
            {
                var named = attribute.ConstructorArguments.Concat(attribute.NamedArguments.Select(n => n.TypedValue))
                    .SelectMany(a => a.Value is IEnumerable<CustomAttributeTypedArgument> items ? items : [a])
                    .Select(a => a.Value as Type)
                    .Append(attribute.AttributeType);
                foreach (var to in named.OfType<Type>().Where(t => t.Assembly == assembly))
                {
                    yield return (Outermost(type), Outermost(to));
                }
            }
        }
    }

    private IEnumerable<(Type From, Type To)> Metadata()
    {
        foreach (var handle in reader.TypeDefinitions.Where(IsSourceType))
        {
            var from = TypeOf(handle);
            foreach (var to in Named(handle).Where(IsSourceType))
            {
                yield return (from, TypeOf(to));
            }
        }
    }

    // The first row is <Module>, the holder of module-wide code, which no source file writes and reflection cannot resolve.
    private static bool IsSourceType(TypeDefinitionHandle handle) => MetadataTokens.GetRowNumber(handle) != 1;

    private Type TypeOf(TypeDefinitionHandle handle) => Outermost(module.ResolveType(MetadataTokens.GetToken(handle)));

    private IEnumerable<TypeDefinitionHandle> Named(TypeDefinitionHandle handle)
    {
        var type = reader.GetTypeDefinition(handle);
        var named = new List<TypeDefinitionHandle>();
        named.AddRange(Entity(type.BaseType));
        named.AddRange(type.GetInterfaceImplementations().SelectMany(i => Entity(reader.GetInterfaceImplementation(i).Interface)));
        named.AddRange(Constraints(type.GetGenericParameters()));
        foreach (var field in type.GetFields())
        {
            named.AddRange(reader.GetFieldDefinition(field).DecodeSignature(TypeReferences.Instance, null));
        }

        foreach (var property in type.GetProperties())
        {
            var signature = reader.GetPropertyDefinition(property).DecodeSignature(TypeReferences.Instance, null);
            named.AddRange([.. signature.ReturnType, .. signature.ParameterTypes.SelectMany(p => p)]);
        }

        foreach (var @event in type.GetEvents())
        {
            named.AddRange(Entity(reader.GetEventDefinition(@event).Type));
        }

        foreach (var methodHandle in type.GetMethods())
        {
            var method = reader.GetMethodDefinition(methodHandle);
            var signature = method.DecodeSignature(TypeReferences.Instance, null);
            named.AddRange([.. signature.ReturnType, .. signature.ParameterTypes.SelectMany(p => p)]);
            named.AddRange(Constraints(method.GetGenericParameters()));
            if (method.RelativeVirtualAddress != 0)
            {
                named.AddRange(Body(pe.GetMethodBody(method.RelativeVirtualAddress)));
            }
        }

        return named;
    }

    private IEnumerable<TypeDefinitionHandle> Constraints(GenericParameterHandleCollection parameters) =>
        parameters.SelectMany(p => reader.GetGenericParameter(p).GetConstraints())
            .SelectMany(c => Entity(reader.GetGenericParameterConstraint(c).Type));

    private List<TypeDefinitionHandle> Body(MethodBodyBlock body)
    {
        var named = new List<TypeDefinitionHandle>();
        if (!body.LocalSignature.IsNil)
        {
            named.AddRange(reader.GetStandaloneSignature(body.LocalSignature)
                .DecodeLocalSignature(TypeReferences.Instance, null)
                .SelectMany(l => l));
        }

        named.AddRange(body.ExceptionRegions.SelectMany(r => Entity(r.CatchType)));
        var il = body.GetILReader();
        while (il.RemainingBytes > 0)
        {
            short code = il.ReadByte();
            if (code == 0xFE)
            {
                code = (short)(0xFE00 | il.ReadByte());
            }

            switch (OperandTypes[code])
            {
                case OperandType.InlineType or OperandType.InlineMethod or OperandType.InlineField or OperandType.InlineTok:
                    named.AddRange(Entity(MetadataTokens.EntityHandle(il.ReadInt32())));
                    break;
                case OperandType.InlineSwitch:
                    // The count is read before the offset moves past the targets (a compound assignment would read the offset first).
                    var targets = il.ReadInt32();
                    il.Offset += 4 * targets;
                    break;
                case OperandType.InlineNone:
                    break;
                case OperandType.ShortInlineBrTarget or OperandType.ShortInlineI or OperandType.ShortInlineVar:
                    il.Offset += 1;
                    break;
                case OperandType.InlineVar:
                    il.Offset += 2;
                    break;
                case OperandType.InlineI8 or OperandType.InlineR:
                    il.Offset += 8;
                    break;
                default:
                    il.Offset += 4;
                    break;
            }
        }

        return named;
    }

    /// <summary>The types of this assembly a token names: a member counts as its declaring type, a generic instance as all of
    /// its parts.</summary>
    private ImmutableArray<TypeDefinitionHandle> Entity(EntityHandle handle)
    {
        if (handle.IsNil)
        {
            return [];
        }

        return handle.Kind switch
        {
            HandleKind.TypeDefinition => [(TypeDefinitionHandle)handle],
            HandleKind.TypeSpecification =>
                reader.GetTypeSpecification((TypeSpecificationHandle)handle).DecodeSignature(TypeReferences.Instance, null),
            HandleKind.MethodDefinition => [reader.GetMethodDefinition((MethodDefinitionHandle)handle).GetDeclaringType()],
            HandleKind.FieldDefinition => [reader.GetFieldDefinition((FieldDefinitionHandle)handle).GetDeclaringType()],
            HandleKind.MemberReference => Entity(reader.GetMemberReference((MemberReferenceHandle)handle).Parent),
            HandleKind.MethodSpecification => MethodSpecification((MethodSpecificationHandle)handle),
            _ => [],
        };
    }

    private ImmutableArray<TypeDefinitionHandle> MethodSpecification(MethodSpecificationHandle handle)
    {
        var specification = reader.GetMethodSpecification(handle);
        return [.. Entity(specification.Method), .. specification.DecodeSignature(TypeReferences.Instance, null).SelectMany(a => a)];
    }
}
