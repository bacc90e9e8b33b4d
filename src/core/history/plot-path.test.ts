import { describe, expect, it } from 'vitest';
import { parsePlotPath } from './plot-path';

describe('parsePlotPath', () => {
  it('takes a JSON array of member names and indices, and refuses anything else', () => {
    expect(parsePlotPath('["coin","value"]')).toEqual(['coin', 'value']);
    expect(parsePlotPath('["items",3,"id"]')).toEqual(['items', 3, 'id']);
    for (const bad of [null, '', 'coin.value', '[1.5]', '[-1]', '{"a":1}', '[null]']) expect(parsePlotPath(bad)).toBeNull();
  });
});
