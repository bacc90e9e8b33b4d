import { describe, expect, it } from 'vitest';
import { apiRequestOf, readAsShown, type ReadRequest } from './read-requests';
import { requestSnippet } from './request-snippets';

const NODE = 'http://127.0.0.1:8080/v1';
const showcase: ReadRequest = { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase' };

describe('readAsShown', () => {
  it('pins a read following latest to the version on screen, so copied code returns what the page shows (issue 25 item 3)', () => {
    const read = readAsShown(showcase, 23418n);
    expect(apiRequestOf(read).query).toEqual({ ledger_version: 23418n });
    expect(requestSnippet(read, 'curl', { node: NODE })).toContain(
      `${NODE}/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=23418'`,
    );
    expect(readAsShown({ kind: 'table_item', tableHandle: '0x1', key: '0x01' }, 7n)).toEqual({
      kind: 'table_item',
      tableHandle: '0x1',
      key: '0x01',
      ledgerVersion: 7n,
    });
    expect(readAsShown({ kind: 'resources', address: '0x1' }, 7n)).toEqual({ kind: 'resources', address: '0x1', ledgerVersion: 7n });
  });

  it('leaves a pinned read as it is, and a read whose version is not known', () => {
    const pinned = { ...showcase, ledgerVersion: 5n };
    expect(readAsShown(pinned, 9n)).toBe(pinned);
    expect(readAsShown(showcase, undefined)).toBe(showcase);
  });
});
