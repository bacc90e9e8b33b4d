import { allFields, resolveDefinition } from './layout';
import type { LayoutLookup, LayoutType, StructLayout, TypeDefinition } from './layout';
import type { LayoutSource } from './layout-source';
import { MAX_TYPE_DEPTH, ShapeCache } from './type-shape';
import type { ShapeSource, TypeShape } from './type-shape';
import { formatTypeTag } from './type-tag';
import type { StructTag, TypeTag } from './type-tag';

// Learns, before decoding, the layout of every struct a value of a type can hold (the closure:
// nested structs in other modules, enum variants, type arguments substituted), asking the sources
// in order. Decoding then stays synchronous: the result is a ShapeSource for decodeMoveValue, with
// its own shape cache, so the registry's cached `unknown`s never hide what a node's ABIs describe.
//
// A node's ABIs decide how far a type reaches, and a hostile node's reach without end: a struct that
// holds itself under other type arguments (`N<T> { x: N<vector<T>> }`), or modules that name new
// modules at each level. So recursion is judged on definitions, as Move's verifier does (a struct
// whose fields name itself, with any type arguments, through any chain of structs), and each
// resolution reads at most RESOLUTION_LIMITS, yielding to the event loop as it goes.

type Entry = StructLayout | { unknown: string };

/** How much one resolution may read: modules (one request each), struct types, and nodes in one field's type. */
export const RESOLUTION_LIMITS = { modules: 64, types: 512, typeNodes: 256 } as const;
export type ResolutionLimits = { readonly [K in keyof typeof RESOLUTION_LIMITS]: number };

/** Cached answers resolve as microtasks: without a pause the page would not paint or take input until the end. */
const YIELD_EVERY_MS = 8;

export class ResolvedLayouts implements ShapeSource {
  private readonly shapes: ShapeCache;

  constructor(
    /** The type these layouts were resolved for (canonical text). */
    readonly root: string,
    private readonly entries: ReadonlyMap<string, Entry>,
    /** Why the resolution stopped before the whole closure (a limit reached), or null when it read it all. */
    readonly stopped: string | null,
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

export interface ResolveOptions {
  signal?: AbortSignal;
  limits?: Partial<ResolutionLimits>;
}

/** Every layout a value of `root` needs, from `sources` in order (the first that knows a type wins). */
export async function resolveLayouts(
  root: TypeTag,
  sources: readonly LayoutSource[],
  options: ResolveOptions = {},
): Promise<ResolvedLayouts> {
  const resolution = new Resolution(sources, { ...RESOLUTION_LIMITS, ...options.limits }, options.signal);
  await resolution.resolve(root);
  return new ResolvedLayouts(formatTypeTag(root), resolution.entries, resolution.stopped);
}

/** `addr::module::Name`: a definition, whatever its type arguments. */
function definitionName(tag: { address: string; module: string; name: string }): string {
  return `${tag.address}::${tag.module}::${tag.name}`;
}

/** The definitions a definition's fields name, inside type arguments too (the edges Move's verifier checks for recursion). */
function namedDefinitions(definition: TypeDefinition): Set<string> {
  const named = new Set<string>();
  const walk = (type: LayoutType): void => {
    if (type.kind === 'vector') walk(type.element);
    else if (type.kind === 'struct') {
      named.add(definitionName(type));
      type.typeArgs.forEach(walk);
    }
  };
  for (const field of allFields(definition)) walk(field.type);
  return named;
}

/** Whether `type` has more than `limit` nodes, counting no further than that (substituted types share parts: the tree can be exponential). */
function largerThan(type: TypeTag, limit: number): boolean {
  const stack = [type];
  let count = 0;
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (++count > limit) return true;
    if (next.kind === 'vector') stack.push(next.element);
    else if (next.kind === 'struct') stack.push(...next.typeArgs);
  }
  return false;
}

class Resolution {
  readonly entries = new Map<string, Entry>();
  stopped: string | null = null;
  /** The definition each instantiated struct was resolved with. */
  private readonly definitionOf = new Map<string, string>();
  /** The definitions used so far (in the order first used), each with the definitions its fields name. */
  private readonly named = new Map<string, ReadonlySet<string>>();
  /** Definitions on a cycle, with the reason shown. */
  private readonly recursive = new Map<string, string>();
  private readonly modules = new Set<string>();
  private layouts = 0;
  private lastYield = Date.now();

  constructor(
    private readonly sources: readonly LayoutSource[],
    private readonly limits: ResolutionLimits,
    private readonly signal: AbortSignal | undefined,
  ) {}

  /**
   * Resolves `root`'s closure breadth first (`depth`: the structs above a type), so when a limit stops
   * it, the layouts nearest the root are the ones known.
   */
  async resolve(root: TypeTag): Promise<void> {
    const queue: { tag: TypeTag; depth: number }[] = [{ tag: root, depth: 0 }];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const fields = await this.visit(next.tag, next.depth);
      for (const field of fields) queue.push({ tag: field, depth: next.depth + 1 });
    }
  }

  /** Learns the layout of `tag` (or why it has none); the field types still to learn. */
  private async visit(tag: TypeTag, depth: number): Promise<TypeTag[]> {
    while (tag.kind === 'vector') tag = tag.element;
    if (tag.kind !== 'struct') return [];
    const name = formatTypeTag(tag);
    if (this.entries.has(name)) return [];
    const refused = this.refusal(tag, depth);
    if (refused !== null) {
      this.entries.set(name, { unknown: refused });
      return [];
    }
    await this.pause();
    const found = await layoutFrom(tag, this.sources);
    if ('unknown' in found) {
      this.entries.set(name, found);
      return [];
    }
    const definition = definitionName(tag);
    this.definitionOf.set(name, definition);
    if (!this.named.has(definition)) this.learn(definition, namedDefinitions(found.definition));
    const recursive = this.recursive.get(definition);
    if (recursive !== undefined) {
      this.entries.set(name, { unknown: recursive });
      return [];
    }
    const fields = allFields(found.layout).map((field) => field.type);
    if (fields.some((field) => largerThan(field, this.limits.typeNodes))) {
      this.entries.set(name, {
        unknown: `a field's type has more than ${this.limits.typeNodes} parts (its type arguments grow at each level)`,
      });
      return [];
    }
    this.entries.set(name, found.layout);
    this.layouts++;
    return fields;
  }

  /** Why `tag` is not read at all (a bound reached), or null. */
  private refusal(tag: StructTag, depth: number): string | null {
    if (depth >= MAX_TYPE_DEPTH) return `nested more than ${MAX_TYPE_DEPTH} levels`;
    if (this.layouts >= this.limits.types) {
      this.stopped ??= `The type holds more than ${this.limits.types.toLocaleString('en-US')} struct types: layouts were read for the first ${this.limits.types.toLocaleString('en-US')} only.`;
      return `not read: the type holds more than ${this.limits.types.toLocaleString('en-US')} struct types (the limit for one type)`;
    }
    const module = `${tag.address}::${tag.module}`;
    if (!this.modules.has(module)) {
      if (this.modules.size >= this.limits.modules) {
        this.stopped ??= `The type reaches more than ${this.limits.modules} modules: layouts were read from the first ${this.limits.modules} only.`;
        return `not read: the type reaches more than ${this.limits.modules} modules (the limit for one type)`;
      }
      this.modules.add(module);
    }
    return null;
  }

  /** Records a definition's edges; a cycle through it (now closed) makes every struct on it unknown. */
  private learn(definition: string, named: ReadonlySet<string>): void {
    this.named.set(definition, named);
    const cycle = this.cycleThrough(definition);
    if (cycle === null) return;
    // shown from the definition met first, as the value nests
    const order = [...this.named.keys()];
    const first = cycle.reduce((best, member, index) => (order.indexOf(member) < order.indexOf(cycle[best] ?? '') ? index : best), 0);
    const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
    const reason = `malformed ABI: recursive struct (${[...rotated, rotated[0]].join(' → ')})`;
    for (const member of cycle) this.recursive.set(member, reason);
    for (const [name, of] of this.definitionOf) if (this.recursive.has(of)) this.entries.set(name, { unknown: reason });
  }

  /** The definitions on a path from `start` back to itself, through definitions known so far; null when there is none. */
  private cycleThrough(start: string): string[] | null {
    const seen = new Set<string>();
    const walk = (at: string, path: string[]): string[] | null => {
      for (const next of this.named.get(at) ?? []) {
        if (next === start) return path;
        if (seen.has(next) || !this.named.has(next)) continue;
        seen.add(next);
        const found = walk(next, [...path, next]);
        if (found !== null) return found;
      }
      return null;
    };
    return walk(start, [start]);
  }

  private async pause(): Promise<void> {
    this.signal?.throwIfAborted();
    if (Date.now() - this.lastYield < YIELD_EVERY_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.lastYield = Date.now();
    this.signal?.throwIfAborted();
  }
}

async function layoutFrom(
  tag: StructTag,
  sources: readonly LayoutSource[],
): Promise<{ layout: StructLayout; definition: TypeDefinition } | { unknown: string }> {
  let reason = 'no layout source';
  for (const source of sources) {
    const answer = await source.definition(tag.address, tag.module, tag.name);
    if (!answer.ok) {
      reason = answer.message;
      continue;
    }
    const layout = resolveDefinition(answer.value, tag);
    if (layout !== undefined) return { layout, definition: answer.value };
    reason = `${tag.address}::${tag.module}::${tag.name} takes ${answer.value.typeParams.length} type arguments, not ${tag.typeArgs.length}`;
  }
  return { unknown: reason };
}
