import type { FieldDefinition, LayoutType, StructDefinition, EnumDefinition, VariantDefinition } from './layout';

// Terse builders so the registry reads like the Move source it mirrors.

export const bool: LayoutType = { kind: 'bool' };
export const u8: LayoutType = { kind: 'u8' };
export const u16: LayoutType = { kind: 'u16' };
export const u32: LayoutType = { kind: 'u32' };
export const u64: LayoutType = { kind: 'u64' };
export const u128: LayoutType = { kind: 'u128' };
export const u256: LayoutType = { kind: 'u256' };
export const address: LayoutType = { kind: 'address' };

export function vector(element: LayoutType): LayoutType {
  return { kind: 'vector', element };
}

export function param(index: number): LayoutType {
  return { kind: 'param', index };
}

/** A struct type reference, `ref('0x1::guid::ID')` or with type arguments. */
export function ref(qualifiedName: string, ...typeArgs: LayoutType[]): LayoutType {
  const [addressPart, module, name] = qualifiedName.split('::');
  if (addressPart === undefined || module === undefined || name === undefined) throw new Error(`bad name ${qualifiedName}`);
  return { kind: 'struct', address: addressPart, module, name, typeArgs };
}

export const string = ref('0x1::string::String');
export const option = (element: LayoutType): LayoutType => ref('0x1::option::Option', element);

type FieldList = readonly (readonly [string, LayoutType])[];

function fieldsOf(list: FieldList): FieldDefinition[] {
  return list.map(([name, type]) => ({ name, type }));
}

export function struct(qualifiedName: string, typeParams: string[], fields: FieldList): StructDefinition {
  const [addressPart = '', module = '', name = ''] = qualifiedName.split('::');
  return { kind: 'struct', address: addressPart, module, name, typeParams, fields: fieldsOf(fields) };
}

export function enumType(qualifiedName: string, typeParams: string[], variants: readonly (readonly [string, FieldList])[]): EnumDefinition {
  const [addressPart = '', module = '', name = ''] = qualifiedName.split('::');
  const variantDefinitions: VariantDefinition[] = variants.map(([variantName, fields]) => ({
    name: variantName,
    fields: fieldsOf(fields),
  }));
  return { kind: 'enum', address: addressPart, module, name, typeParams, variants: variantDefinitions };
}
