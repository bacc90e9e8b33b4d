import { resolveDefinition } from './layout';
import type { LayoutLookup, StructLayout } from './layout';
import type { LayoutSource } from './layout-source';
import { MAX_TYPE_DEPTH, ShapeCache } from './type-shape';
import type { ShapeSource, TypeShape } from './type-shape';
import { formatTypeTag } from './type-tag';
import type { StructTag, TypeTag } from './type-tag';

// Learns, before decoding, the layout of every struct a value of a type can hold (the closure:
// nested structs in other modules, enum variants, type arguments substituted), asking the sources
// in order. Decoding then stays synchronous: the result is a ShapeSource for decodeMoveValue, with
// its own shape cache, so the registry's cached `unknown`s never hide what a node's ABIs describe.

type Entry = StructLayout | { unknown: string };

export class ResolvedLayouts implements ShapeSource {
  private readonly shapes: ShapeCache;

  constructor(
    /** The type these layouts were resolved for (canonical text). */
    readonly root: string,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {
    const lookup: LayoutLookup = (tag) => entries.get(formatTypeTag(tag)) ?? { unknown: 'not resolved before decoding' };
    this.shapes = new ShapeCache(lookup);
  }

  shape(tag: TypeTag): TypeShape {
    return this.shapes.shape(tag);
  }

  /** The layout learned for `tag`, or why it is unknown (undefined: the value never needs it). */
  layoutOf(tag: StructTag): Entry | undefined {
    return this.entries.get(formatTypeTag(tag));
  }
}

/** Every layout a value of `root` needs, from `sources` in order (the first that knows a type wins). */
export async function resolveLayouts(root: TypeTag, sources: readonly LayoutSource[]): Promise<ResolvedLayouts> {
  const entries = new Map<string, Entry>();
  await visit(root, [], entries, sources);
  return new ResolvedLayouts(formatTypeTag(root), entries);
}

function fieldTypes(layout: StructLayout): TypeTag[] {
  const fields = layout.kind === 'struct' ? layout.fields : layout.variants.flatMap((variant) => variant.fields);
  return fields.map((field) => field.type);
}

/** `path`: the structs being resolved above this one (for cycles and the depth bound). */
async function visit(tag: TypeTag, path: readonly string[], entries: Map<string, Entry>, sources: readonly LayoutSource[]): Promise<void> {
  if (tag.kind === 'vector') return visit(tag.element, path, entries, sources);
  if (tag.kind !== 'struct') return;
  const name = formatTypeTag(tag);
  const cycleStart = path.indexOf(name);
  if (cycleStart >= 0) {
    // Move forbids recursive structs: an ABI describing one is malformed; no struct on the cycle has a layout
    const cycle = [...path.slice(cycleStart), name].join(' → ');
    for (const member of path.slice(cycleStart)) entries.set(member, { unknown: `malformed ABI: recursive struct (${cycle})` });
    return;
  }
  if (entries.has(name)) return;
  if (path.length >= MAX_TYPE_DEPTH) {
    entries.set(name, { unknown: `nested more than ${MAX_TYPE_DEPTH} levels` });
    return;
  }
  const entry = await layoutFrom(tag, sources);
  entries.set(name, entry);
  if ('unknown' in entry) return;
  for (const field of fieldTypes(entry)) await visit(field, [...path, name], entries, sources);
}

async function layoutFrom(tag: StructTag, sources: readonly LayoutSource[]): Promise<Entry> {
  let reason = 'no layout source';
  for (const source of sources) {
    const answer = await source.definition(tag.address, tag.module, tag.name);
    if (!answer.ok) {
      reason = answer.reason;
      continue;
    }
    const layout = resolveDefinition(answer.definition, tag);
    if (layout !== undefined) return layout;
    reason = `${tag.address}::${tag.module}::${tag.name} takes ${answer.definition.typeParams.length} type arguments, not ${tag.typeArgs.length}`;
  }
  return { unknown: reason };
}
