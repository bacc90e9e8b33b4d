import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { AccountAddress, Bool, MoveString, MoveVector, U128, U16, U256, U32, U64, U8 } from '@aptos-labs/ts-sdk';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Table items of the showcase (docs/demo-chain.md#tables-and-handles): by_index u64 → "item-k", by_name String → Entry,
// by_owner address → the account's coin balance. The key builder's bytes are checked against
// the Aptos SDK's serializers, an independent BCS implementation.

interface Showcase {
  version: string;
  byIndex: string;
  byName: string;
  byOwner: string;
}

async function readJson(request: APIRequestContext, path: string): Promise<{ body: unknown; version: string }> {
  const response = await request.get(`/v1${path}`);
  expect(response.status(), path).toBe(200);
  return { body: await response.json(), version: response.headers()['x-node-ledger-version'] ?? '' };
}

function member(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const name of path) {
    if (typeof current !== 'object' || current === null || !(name in current)) throw new Error(`no ${path.join('.')}`);
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

async function showcase(request: APIRequestContext): Promise<Showcase> {
  const { body, version } = await readJson(request, '/accounts/0xcafe/resource/0xcafe::showcase::Showcase');
  return {
    version,
    byIndex: String(member(body, 'data', 'by_index', 'handle')),
    byName: String(member(body, 'data', 'by_name', 'inner', 'handle')),
    byOwner: String(member(body, 'data', 'by_owner', 'handle')),
  };
}

async function typeKey(page: Page, keyType: string, keyValue: string) {
  await page.getByLabel('Key type', { exact: true }).fill(keyType);
  await page.getByLabel('Key value', { exact: true }).fill(keyValue);
}

/** The SDK takes only long forms (AIP-40) for ordinary addresses. */
const sdkAddress = (short: string) => AccountAddress.from(`0x${short.slice(2).padStart(64, '0')}`);

const keyBytes = (page: Page) => page.getByTestId('key-bytes');
const decoded = (page: Page) => page.getByRole('tree', { name: 'Decoded value' });
const hexDump = (page: Page) => page.getByRole('region', { name: 'Item bytes (hex dump)' });

test.describe('table item page', () => {
  test('by_index: a u64 key finds "item-k", decoded as a String', async ({ page, request }) => {
    const { byIndex, version } = await showcase(request);
    await page.goto(`/tables/${byIndex}/raw_item?ledger_version=${version}`);
    await expect(page.getByTestId('table-handle')).toHaveText(byIndex);
    await typeKey(page, 'u64', '42');
    await expect(keyBytes(page)).toHaveText(new U64(42n).bcsToHex().toString());
    await page.getByLabel(/Value type/).fill('0x1::string::String');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(decoded(page)).toContainText('"item-42"');
    await expect(hexDump(page)).toContainText('07 69 74 65 6d 2d 34 32');
    await expect(hexDump(page)).toContainText('.item-42');
    const url = new URL(page.url());
    expect(url.searchParams.get('key')).toBe('0x2a00000000000000');
    expect(url.searchParams.get('key_type')).toBe('u64');
    expect(url.searchParams.get('key_value')).toBe('42');
    expect(url.searchParams.get('ledger_version')).toBe(version);
  });

  test('by_name: a String key finds an Entry, decoded as 0xcafe::showcase::Entry', async ({ page, request }) => {
    const { byName, version } = await showcase(request);
    await page.goto(`/tables/${byName}/raw_item?ledger_version=${version}`);
    await typeKey(page, '0x1::string::String', 'alpha');
    await expect(keyBytes(page)).toHaveText(new MoveString('alpha').bcsToHex().toString());
    await page.getByLabel(/Value type/).fill('0xcafe::showcase::Entry');
    await page.getByRole('button', { name: 'Look up' }).click();
    const tree = decoded(page);
    await expect(tree).toContainText('id: "1"');
    await expect(tree).toContainText('label: "alpha"');
    await expect(tree).toContainText('0: "first"');
  });

  test("by_owner: an address key gives the account's CoinStore balance at that version", async ({ page, request }) => {
    const { byOwner, version } = await showcase(request);
    const directory = await readJson(request, `/accounts/0xcafe/resource/0xcafe::showcase::Directory?ledger_version=${version}`);
    const accounts = member(directory.body, 'data', 'accounts');
    if (!Array.isArray(accounts)) throw new Error('no accounts');
    const account = String(accounts[3]);
    const coinStore = await readJson(
      request,
      `/accounts/${account}/resource/0x1::coin::CoinStore%3C0x1::native_coin::NativeCoin%3E?ledger_version=${version}`,
    );
    const balance = String(member(coinStore.body, 'data', 'coin', 'value'));

    await page.goto(`/tables/${byOwner}/raw_item?ledger_version=${version}`);
    await typeKey(page, 'address', account);
    await expect(keyBytes(page)).toHaveText(AccountAddress.from(account).bcsToHex().toString());
    await page.getByLabel(/Value type/).fill('u64');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(decoded(page)).toContainText(`"${balance}"`);
    await expect(hexDump(page)).toContainText(
      new U64(BigInt(balance)).bcsToHex().toStringWithoutPrefix().match(/../g)?.slice(0, 8).join(' ') ?? '',
    );
  });

  test('the key builder gives the right bytes for every key type', async ({ page, request }) => {
    const { byIndex } = await showcase(request);
    await page.goto(`/tables/${byIndex}/raw_item`);
    const cases: [string, string, string][] = [
      ['bool', 'true', new Bool(true).bcsToHex().toString()],
      ['u8', '255', new U8(255).bcsToHex().toString()],
      ['u16', '65535', new U16(65535).bcsToHex().toString()],
      ['u32', '4294967295', new U32(4294967295).bcsToHex().toString()],
      ['u64', '18446744073709551615', new U64(18446744073709551615n).bcsToHex().toString()],
      ['u128', '340282366920938463463374607431768211455', new U128(340282366920938463463374607431768211455n).bcsToHex().toString()],
      [
        'u256',
        '115792089237316195423570985008687907853269984665640564039457584007913129639935',
        new U256((1n << 256n) - 1n).bcsToHex().toString(),
      ],
      ['address', '0xa550c18', sdkAddress('0xa550c18').bcsToHex().toString()],
      ['0x1::string::String', 'Grüße, ledger ✓', new MoveString('Grüße, ledger ✓').bcsToHex().toString()],
      ['vector<u8>', '0x00ff10', MoveVector.U8('0x00ff10').bcsToHex().toString()],
      ['vector<u64>', '[1, 2, 18446744073709551615]', MoveVector.U64([1n, 2n, 18446744073709551615n]).bcsToHex().toString()],
      ['vector<address>', '["0x1", "0xcafe"]', new MoveVector([sdkAddress('0x1'), sdkAddress('0xcafe')]).bcsToHex().toString()],
      ['vector<0x1::string::String>', '["a", "bc"]', MoveVector.MoveString(['a', 'bc']).bcsToHex().toString()],
      ['0xcafe::showcase::Entry', '{"id": 7, "label": "seven", "tags": ["a", "b"]}', '0x070000000000000005736576656e0201610162'],
    ];
    for (const [keyType, keyValue, expected] of cases) {
      await typeKey(page, keyType, keyValue);
      await expect(keyBytes(page), `${keyType} ${keyValue}`).toHaveText(expected);
    }
    // vector<u8> typed as UTF-8 text
    await typeKey(page, 'vector<u8>', '');
    await page.getByLabel('Bytes typed as').selectOption('utf8');
    await page.getByLabel('Key value', { exact: true }).fill('hi ✓');
    await expect(keyBytes(page)).toHaveText(MoveVector.U8(new TextEncoder().encode('hi ✓')).bcsToHex().toString());
    // bad input says why, and shows no bytes
    await typeKey(page, 'u8', '256');
    await expect(keyBytes(page)).toHaveCount(0);
    await expect(page.getByText('u8 value "256" out of range')).toBeVisible();
  });

  test('a missing key (987654321) says so clearly', async ({ page, request }) => {
    const { byIndex, version } = await showcase(request);
    await page.goto(`/tables/${byIndex}/raw_item?ledger_version=${version}`);
    await typeKey(page, 'u64', '987654321');
    await page.getByRole('button', { name: 'Look up' }).click();
    const alert = page.locator('[data-error-kind="table_item_not_found"]');
    await expect(alert).toContainText(`No item under this key at version ${version}`);
    await expect(alert).toContainText('0xb168de3a00000000');
    await expect(hexDump(page)).toHaveCount(0);

    // typing another key (here an invalid one) marks the answer below as the previous key's
    await page.getByLabel('Key value', { exact: true }).fill('-5');
    const previous = page.getByRole('region', { name: 'Result for key 0xb168de3a00000000' });
    await expect(previous.getByRole('status')).toContainText('The key typed above is not valid');
    await expect(previous.locator('.is-stale-version')).toContainText('No item under this key');
    await page.getByLabel('Key value', { exact: true }).fill('987654321');
    await expect(previous).toHaveCount(0);
    await expect(alert).toBeVisible();

    // a well-formed handle that names no table gets the same answer from the API, and says so
    await page.goto(`/tables/0x1234/raw_item?key=0x0500000000000000&ledger_version=${version}`);
    await expect(page.locator('[data-error-kind="table_item_not_found"]')).toContainText('or the handle names no table at all');
    // a malformed handle never reaches the node
    await page.goto('/tables/0xnothex/raw_item?key=0x05');
    await expect(page.getByRole('alert')).toContainText('This table handle is not valid');
  });

  test('a shared link with a typed key reproduces the page', async ({ page, request }) => {
    const { byName, version } = await showcase(request);
    const key = new MoveString('beta').bcsToHex().toString();
    const search = new URLSearchParams({
      key,
      key_type: '0x1::string::String',
      key_value: 'beta',
      value_type: '0xcafe::showcase::Entry',
      ledger_version: version,
    });
    await page.goto(`/tables/${byName}/raw_item?${search.toString()}`);
    await expect(page.getByLabel('Key type', { exact: true })).toHaveValue('0x1::string::String');
    await expect(page.getByLabel('Key value', { exact: true })).toHaveValue('beta');
    await expect(keyBytes(page)).toHaveText(key);
    await expect(decoded(page)).toContainText('id: "2"');
    await expect(decoded(page)).toContainText('label: "beta"');
    await expect(page.getByRole('group', { name: 'Ledger version' })).toContainText(`Pinned at ${version}`);
  });

  test('the hex dump copies and downloads the exact bytes', async ({ page, request, context }) => {
    const { byName, version } = await showcase(request);
    const key = new MoveString('gamma').bcsToHex().toString();
    const raw = await request.post(`/v1/tables/${byName}/raw_item?ledger_version=${version}`, {
      data: { key },
      headers: { Accept: 'application/x-bcs' },
    });
    expect(raw.status()).toBe(200);
    const expected = new Uint8Array(await raw.body());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/tables/${byName}/raw_item?key=${key}&ledger_version=${version}`);
    await expect(page.getByLabel('BCS hex', { exact: true })).toBeChecked();
    await expect(page.getByText(`${expected.length} bytes`, { exact: true })).toBeVisible();
    const firstRow = Array.from(expected.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join(' ');
    await expect(hexDump(page)).toContainText(`00000000${firstRow}`);
    await page.getByLabel('Bytes per row').selectOption('8');
    await expect(hexDump(page).locator('.hex-view-row')).toHaveCount(Math.ceil(expected.length / 8));

    await page.getByRole('button', { name: 'Copy hex' }).click();
    await expect(page.getByRole('button', { name: 'Copy hex' })).toContainText('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`0x${Buffer.from(expected).toString('hex')}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .bcs' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.bcs$/);
    const path = await download.path();
    expect(new Uint8Array(readFileSync(path))).toEqual(expected);
  });

  test('undecodable bytes and unknown layouts are explained, the hex stays', async ({ page, request }) => {
    const { byIndex, version } = await showcase(request);
    const key = new U64(5n).bcsToHex().toString();
    // "item-5" is 7 bytes: read as u64 (8 bytes) it runs out at the end
    await page.goto(`/tables/${byIndex}/raw_item?key=${key}&value_type=u64&ledger_version=${version}`);
    const problem = page.locator('[data-problem="undecodable"]');
    await expect(problem).toContainText('Cannot decode as u64');
    await expect(problem).toContainText('at byte 0: unexpected end of input');
    await expect(hexDump(page)).toContainText('.item-5');

    // as a bool, the first byte (6) is neither 0 nor 1: that byte is marked
    await page.goto(`/tables/${byIndex}/raw_item?key=${key}&value_type=bool&ledger_version=${version}`);
    await expect(problem).toContainText('at byte 0: bool byte is neither 0 nor 1');
    await expect(hexDump(page).locator('mark').first()).toHaveText('06');

    await page.goto(`/tables/${byIndex}/raw_item?key=${key}&value_type=0xdead::nothing::Here&ledger_version=${version}`);
    await expect(page.locator('[data-problem="layout-unknown"]')).toContainText('Layout unknown');
    await expect(hexDump(page)).toContainText('06 69 74 65 6d 2d 35');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations (${colorScheme})`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme });
      const { byName, version } = await showcase(request);
      const key = new MoveString('alpha').bcsToHex().toString();
      await page.goto(
        `/tables/${byName}/raw_item?key=${key}&key_type=0x1::string::String&key_value=alpha&value_type=0xcafe::showcase::Entry&ledger_version=${version}`,
      );
      await expect(decoded(page)).toContainText('label: "alpha"');
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
