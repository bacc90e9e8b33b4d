import { describe, expect, it } from 'vitest';
import { goldenResources } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { expandToDepth } from './expansion';
import { isContainer, type JsonValue } from '../../core/move/json';
import { pathId } from './tree-path';
import { TreeRowModel } from './tree-row-model';
import { searchTree } from './tree-search';

// The JSON view on every resource a real node sent in aptos-core's API goldens
// (test-fixtures/aptos-goldens/README.md): fully open, it has one row per node, each row is the
// value at its path, and search finds every member name.

type Node = { id: string; value: JsonValue; key: string | number | null };

function allNodes(value: JsonValue): Node[] {
  const nodes: Node[] = [];
  const walk = (node: JsonValue, path: (string | number)[]): void => {
    nodes.push({ id: pathId(path), value: node, key: path.at(-1) ?? null });
    if (!isContainer(node)) return;
    const entries: [string | number, JsonValue][] = Array.isArray(node)
      ? node.map((child, index): [number, JsonValue] => [index, child])
      : Object.entries(node);
    for (const [key, child] of entries) walk(child, [...path, key]);
  };
  walk(value, []);
  return nodes;
}

describe('the JSON view on aptos-core goldens', () => {
  const resources = goldenResources();

  it('finds the resources', () => {
    expect(new Set(resources.map(({ value }) => value.type)).size).toBeGreaterThanOrEqual(40);
  });

  it('builds one row per node of every resource, fully open, in document order', () => {
    const failures: string[] = [];
    for (const { golden, where, value } of resources) {
      const data = value.data as JsonValue;
      const nodes = allNodes(data);
      const model = new TreeRowModel(data, expandToDepth(Number.POSITIVE_INFINITY));
      if (model.rowCount !== nodes.length) {
        failures.push(`${golden} ${where} ${value.type}: ${model.rowCount} rows for ${nodes.length} nodes`);
        continue;
      }
      nodes.forEach((node, index) => {
        const row = model.rowAt(index);
        if (row?.id !== node.id || row.value !== node.value)
          failures.push(`${golden} ${where} ${value.type}: row ${index} is ${row?.id}, expected ${node.id}`);
      });
    }
    expect(failures).toEqual([]);
  });

  it('search finds every member name of every resource', () => {
    const failures: string[] = [];
    for (const { golden, where, value } of resources) {
      const data = value.data as JsonValue;
      const byName = new Map<string, Node[]>();
      for (const node of allNodes(data)) if (typeof node.key === 'string') byName.set(node.key, [...(byName.get(node.key) ?? []), node]);
      for (const [name, named] of byName) {
        const found = searchTree(data, name).matchIds;
        for (const node of named)
          if (!found.has(node.id)) failures.push(`${golden} ${where} ${value.type}: search for ${name} misses ${node.id}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
