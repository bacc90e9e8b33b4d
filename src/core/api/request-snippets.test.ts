import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReadRequest } from './read-requests';
import { requestSnippet, shellQuote, type SnippetLanguage } from './request-snippets';

// The snippets run for real against a node in server/http/api-tests/api-snippets.test.ts; here, their text.

const NODE = 'http://127.0.0.1:8080/v1';
const READS: ReadRequest[] = [
  { kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Showcase', ledgerVersion: 18446744073709551615n },
  { kind: 'resources', address: '0x1' },
  { kind: 'table_item', tableHandle: '0x7d', key: '0x0500000000000000', ledgerVersion: 7n },
];
const LANGUAGES: SnippetLanguage[] = ['curl', 'fetch', 'sdk'];

describe('requestSnippet', () => {
  it('writes the exact request: URL with the pinned version unrounded, Accept, method and body', () => {
    const curl = requestSnippet(READS[2] as ReadRequest, 'curl', { node: NODE });
    expect(curl).toBe(
      [
        "curl -sS -X POST 'http://127.0.0.1:8080/v1/tables/0x7d/raw_item?ledger_version=7'",
        "-H 'Accept: application/x-bcs'",
        "-H 'Content-Type: application/json'",
        `--data '{"key":"0x0500000000000000"}'`,
        '--output item.bcs',
      ].join(' \\\n  '),
    );
    const fetchText = requestSnippet(READS[0] as ReadRequest, 'fetch', { node: NODE });
    expect(fetchText).toContain(
      '"http://127.0.0.1:8080/v1/accounts/0xcafe/resource/0xcafe%3A%3Ashowcase%3A%3AShowcase?ledger_version=18446744073709551615"',
    );
    expect(fetchText).toContain('Accept: "application/json"');
    expect(requestSnippet(READS[0] as ReadRequest, 'sdk', { node: NODE })).toContain('options: { ledgerVersion: 18446744073709551615n }');
  });

  it('has no SDK call for raw_item (the SDK reads table items only as JSON), nor for a pinned resource list (the SDK drops the version)', () => {
    expect(requestSnippet(READS[2] as ReadRequest, 'sdk', { node: NODE })).toBeNull();
    expect(requestSnippet({ kind: 'resources', address: '0x1', ledgerVersion: 5n }, 'sdk', { node: NODE })).toBeNull();
    expect(requestSnippet({ kind: 'resources', address: '0xcafe' }, 'sdk', { node: NODE })).toContain(
      `accountAddress: "0x${'0'.repeat(60)}cafe"`,
    );
  });

  it('a view call: POST /view with its JSON body, and the SDK viewJson with the function address in full, pinned', () => {
    const read: ReadRequest = {
      kind: 'view',
      function: '0xcafe::showcase::lookup_name',
      typeArguments: [],
      arguments: ['alpha'],
      ledgerVersion: 7n,
    };
    const curl = requestSnippet(read, 'curl', { node: NODE });
    expect(curl).toContain(`-X POST '${NODE}/view?ledger_version=7'`);
    expect(curl).toContain(`--data '{"function":"0xcafe::showcase::lookup_name","type_arguments":[],"arguments":["alpha"]}'`);
    const sdk = requestSnippet(read, 'sdk', { node: NODE });
    expect(sdk).toContain(
      `aptos.viewJson({ payload: { function: "0x${'cafe'.padStart(64, '0')}::showcase::lookup_name", typeArguments: [], functionArguments: ["alpha"] }, options: { ledgerVersion: 7n } })`,
    );
  });

  it('never writes the API key unless asked; asked, it writes it exactly', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).map((text) => `sk-${text}`),
        (apiKey) => {
          for (const read of READS) {
            for (const language of LANGUAGES) {
              const hidden = requestSnippet(read, language, { node: NODE, apiKey });
              if (hidden === null) continue;
              expect(hidden).not.toContain(apiKey);
              expect(hidden).toContain('LEDGER_API_KEY');
            }
          }
          const shown = requestSnippet(READS[1] as ReadRequest, 'curl', { node: NODE, apiKey, includeApiKey: true });
          expect(shown).toContain(shellQuote(`Authorization: Bearer ${apiKey}`));
        },
      ),
    );
  });

  it('without a key, mentions none', () => {
    for (const read of READS)
      for (const language of LANGUAGES) expect(requestSnippet(read, language, { node: NODE }) ?? '').not.toMatch(/Authorization|API_KEY/u);
  });
});

describe('shellQuote', () => {
  it('gives the shell back exactly the text, quotes and all', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).map((text) => text.replaceAll('\0', '')),
        (text) => {
          expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], { encoding: 'utf8' })).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
  });
});
