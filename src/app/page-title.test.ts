import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('names each page by what it shows, with the pinned version', () => {
    expect(pageTitle('/', '')).toBe('Ledger Explorer');
    expect(pageTitle('/accounts/0xcafe', '')).toBe('Account 0xcafe — Ledger Explorer');
    expect(pageTitle('/accounts/0xcafe/resource/0xcafe::showcase::Clock', '?ledger_version=5000')).toBe(
      '0xcafe::showcase::Clock · 0xcafe @ 5000 — Ledger Explorer',
    );
    expect(pageTitle('/accounts/0x1/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E', '')).toBe(
      '0x1::coin::CoinStore<0x1::native_coin::NativeCoin> · 0x1 — Ledger Explorer',
    );
    expect(
      pageTitle('/tables/0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379/raw_item', '?key_type=u64&key_value=42'),
    ).toBe('Table 0x86ec43…2cd379 [42] — Ledger Explorer');
    expect(pageTitle('/bcs', '?type=u64&hex=0x01')).toBe('BCS u64 — Ledger Explorer');
    expect(pageTitle('/spec', '')).toBe('API description — Ledger Explorer');
  });

  it('keeps a malformed percent-encoding as typed, and an unknown path is the app', () => {
    expect(pageTitle('/accounts/0xcafe/resource/%E0%A4%A', '')).toBe('%E0%A4%A · 0xcafe — Ledger Explorer');
    expect(pageTitle('/nowhere', '')).toBe('Ledger Explorer');
  });
});

describe('page titles of transactions, blocks and modules', () => {
  it('name the version, hash, height or module', () => {
    expect(pageTitle('/transactions/by_version/19996', '')).toBe('Transaction 19996 — Ledger Explorer');
    expect(pageTitle(`/transactions/by_hash/0x${'ab'.repeat(32)}`, '')).toBe('Transaction 0xababab…ababab — Ledger Explorer');
    expect(pageTitle('/blocks/by_height/4401', '')).toBe('Block 4401 — Ledger Explorer');
    expect(pageTitle('/accounts/0xcafe/module/showcase', '')).toBe('Module 0xcafe::showcase — Ledger Explorer');
  });
});
