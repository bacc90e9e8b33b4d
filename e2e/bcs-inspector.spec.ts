import AxeBuilder from '@axe-core/playwright';
import { MoveString, MoveVector, Serializer, U64 } from '@aptos-labs/ts-sdk';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The BCS inspector (/bcs): the showcase's by_name table (docs/demo-chain.md#tables-and-handles) holds
// `alpha` → Entry {1, "alpha", ["first"]}; expected bytes come from the Aptos SDK's serializers.

const SCREENS = 'test-results/screenshots';

async function byNameHandle(request: APIRequestContext): Promise<{ handle: string; version: string }> {
  const response = await request.get('/v1/accounts/0xcafe/resource/0xcafe::showcase::Showcase');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { by_name: { inner: { handle: string } } } };
  return { handle: body.data.by_name.inner.handle, version: response.headers()['x-node-ledger-version'] ?? '' };
}

function entryHex(id: bigint, label: string, tags: string[]): string {
  const serializer = new Serializer();
  new U64(id).serialize(serializer);
  new MoveString(label).serialize(serializer);
  new MoveVector(tags.map((tag) => new MoveString(tag))).serialize(serializer);
  return `0x${Buffer.from(serializer.toUint8Array()).toString('hex')}`;
}

/** The tree row of a member (`label`) or element (`0`). */
const field = (page: Page, name: string) =>
  page.getByRole('tree', { name: 'Decoded value' }).getByRole('treeitem', { name: new RegExp(`^${name}: `) });
const hexBytes = (page: Page) => page.getByTestId('bcs-hex');
const markedOffsets = async (page: Page) =>
  hexBytes(page)
    .locator('.bcs-byte-marked')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-offset'))));

test.describe('BCS inspector', () => {
  test('an Entry from by_name: one click from the table item, highlighting both ways', async ({ page, request }) => {
    const { handle, version } = await byNameHandle(request);
    await page.goto(`/tables/${handle}/raw_item?key=0x05616c706861&value_type=0xcafe::showcase::Entry&ledger_version=${version}`);
    await page.getByRole('link', { name: 'Inspect these bytes' }).click();
    await expect(page).toHaveURL(/\/bcs\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('0xcafe::showcase::Entry');
    expect(url.searchParams.get('hex')).toBe(entryHex(1n, 'alpha', ['first']));
    expect(url.searchParams.get('ledger_version')).toBe(version);

    await expect(field(page, 'label')).toContainText('"alpha"');
    await expect(field(page, '0')).toContainText('"first"');
    // hover a field → its bytes (length prefix and text: bytes 8–13) are marked
    await field(page, 'label').hover();
    await expect.poll(() => markedOffsets(page)).toEqual([8, 9, 10, 11, 12, 13]);
    // click a byte → the most specific field owning it is marked
    await page.mouse.move(0, 0);
    await hexBytes(page).locator('[data-offset="17"]').click();
    await expect(field(page, '0')).toHaveAttribute('aria-selected', 'true');
    await expect(field(page, 'label')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByTestId('bcs-selection')).toHaveText('Byte 17 belongs to .tags[0] (0x1::string::String), bytes 15–20.');
    // the keyboard moves the chosen byte
    await hexBytes(page).press('ArrowLeft');
    await hexBytes(page).press('ArrowLeft');
    await expect(page.getByTestId('bcs-selection')).toHaveText('Byte 15 belongs to .tags[0] (0x1::string::String), bytes 15–20.');
    await hexBytes(page).press('ArrowLeft');
    await expect(field(page, 'tags')).toHaveAttribute('aria-selected', 'true');
    // click a field → its bytes stay marked after the pointer leaves
    await field(page, 'id').click();
    await page.mouse.move(0, 0);
    await expect.poll(() => markedOffsets(page)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SCREENS}/bcs-entry-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENS}/bcs-entry-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an inline struct typed in, with base64 bytes', async ({ page }) => {
    await page.goto('/bcs');
    await page.getByLabel('Move type').fill('{ id: u64, label: 0x1::string::String }');
    await page.getByLabel('Encoding').selectOption('base64');
    // id 7, label "hello"
    await page.getByLabel('Bytes', { exact: true }).fill(Buffer.from('07000000000000000568656c6c6f', 'hex').toString('base64'));
    await expect(field(page, 'id')).toContainText('"7"');
    await expect(field(page, 'label')).toContainText('"hello"');
    await hexBytes(page).locator('[data-offset="9"]').click();
    await expect(page.getByTestId('bcs-selection')).toHaveText('Byte 9 belongs to .label (0x1::string::String), bytes 8–13.');
    await page.getByRole('tree', { name: 'Decoded value' }).getByRole('treeitem').first().click();
    await expect(page.getByTestId('bcs-selection')).toHaveText('the whole value (the inline struct), bytes 0–13.');
    const url = new URL(page.url());
    expect(url.searchParams.get('type')).toBe('{ id: u64, label: 0x1::string::String }');
    expect(url.searchParams.get('base64')).toBe('BwAAAAAAAAAFaGVsbG8=');
    await page.getByLabel('Move type').fill('{ id: u64, id: u8 }');
    await expect(page.getByRole('alert').filter({ hasText: 'the field id appears twice' })).toBeVisible();
  });

  test('fields are listed in byte order, as the dump beside them', async ({ page }) => {
    await page.goto('/bcs');
    await page.getByLabel('Move type').fill('{ zeta: u8, alpha: u16 }');
    await page.getByLabel('Bytes', { exact: true }).fill('0x010200');
    await expect(field(page, 'alpha')).toContainText('2');
    const names = await page.getByRole('tree', { name: 'Decoded value' }).getByRole('treeitem').allInnerTexts();
    expect(names.slice(1).map((text) => text.split(':')[0]?.trim())).toEqual(['zeta', 'alpha']);
  });

  test('truncated bytes: the error names the byte and the reason', async ({ page }) => {
    await page.goto('/bcs?type=0xcafe::showcase::Entry&hex=0x0700000000000000');
    await expect(page.getByTestId('bcs-error')).toHaveText('Byte 8: Invalid BCS: unexpected end of input at .label, byte offset 8');
  });

  test('encode: JSON → hex, then inspect those bytes', async ({ page }) => {
    await page.goto('/bcs?type=0xcafe::showcase::Entry');
    await page.getByLabel('JSON value').fill('{"id": "7", "label": "seven", "tags": ["a", "b"]}');
    const hex = entryHex(7n, 'seven', ['a', 'b']);
    await expect(page.getByTestId('encoded-hex')).toHaveText(hex);
    expect(new URL(page.url()).searchParams.get('json')).toBe('{"id": "7", "label": "seven", "tags": ["a", "b"]}');
    await page.getByRole('button', { name: 'Inspect these bytes' }).click();
    await expect(page.getByLabel('Bytes', { exact: true })).toHaveValue(hex);
    await expect(field(page, 'label')).toContainText('"seven"');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENS}/bcs-encode-375.png`, fullPage: true });
  });
});
