import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexerFigures } from './indexer-figures';

describe('indexerFigures', () => {
  it('sets the index against the node read after its answer, exactly', () => {
    expect(indexerFigures(1_000n, { indexed: 1_000n, node: 1_060n }, 1_037n)).toEqual({
      indexed: 1_000n,
      node: { version: 1_060n, exact: true },
    });
  });

  it('against a read from before its answer only, the lag is a floor', () => {
    expect(indexerFigures(1_000n, undefined, 1_037n)).toEqual({ indexed: 1_000n, node: { version: 1_037n, exact: false } });
    expect(indexerFigures(1_000n, undefined, undefined)).toEqual({ indexed: 1_000n, node: undefined });
  });

  it('keeps the pair before a newer answer until the read after it is in', () => {
    expect(indexerFigures(1_010n, { indexed: 1_000n, node: 1_060n }, 1_065n)).toEqual({
      indexed: 1_000n,
      node: { version: 1_065n, exact: true },
    });
  });

  it('keeps u64 versions exact and never sets the node below the read after the answer', () => {
    const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
    fc.assert(
      fc.property(u64, u64, fc.option(u64, { nil: undefined }), (indexed, after, known) => {
        const { node } = indexerFigures(indexed, { indexed, node: after }, known);
        expect(node?.exact).toBe(true);
        expect(node?.version).toBe(known !== undefined && known > after ? known : after);
      }),
    );
  });
});
