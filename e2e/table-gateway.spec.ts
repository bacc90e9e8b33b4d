import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startGatewayNode, stopNode } from './global-setup';
import { expect, test } from './fixtures';

// The table page (issue 33) through our node as a gateway (`--upstream`) in front of the e2e node: the
// explorer on the gateway's origin, its node reads and its indexer queries (POST /v1/graphql) forwarded
// upstream. List, search, open an entry and export, every indexer read on the gateway's origin.

const BY_INDEX = '0x86ec437fe3533d8989214b628e17dda4291c87edf59ccd9d39d43bc00b2cd379';
const BY_NAME = '0x6c174483c475c8c2222421594c611c865e5f23b33da42fc740a5ac278371e279';
const SCREENS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

test.describe('the table page through a gateway (--upstream)', () => {
  let gateway: ChildProcess;
  let gatewayUrl: string;
  test.beforeAll(async () => {
    ({ child: gateway, url: gatewayUrl } = await startGatewayNode(`${process.env.LEDGER_URL ?? ''}/v1`));
  });
  test.afterAll(() => stopNode(gateway));

  test('lists, searches, opens an entry and exports, asking only the gateway', async ({ page, request }) => {
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(sent.url()));
    await page.goto(`${gatewayUrl}/tables/${BY_NAME}?ledger_version=19000`);
    await expect(page.getByTestId('table-types')).toContainText('0x1::string::String → 0xcafe::showcase::Entry');
    const entries = page.getByTestId('table-entries');
    await expect(entries.getByTestId('table-entry').filter({ hasText: 'alpha' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/table-gateway-1280.png` });

    await page.getByLabel('Search by').selectOption('key_prefix');
    await page.getByLabel('Search text').fill('al');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('table-count')).toHaveText('1 entry found at version 19000.');
    await entries.getByRole('link', { name: 'alpha' }).click();
    await expect(page).toHaveURL(new RegExp(`^${gatewayUrl}/tables/${BY_NAME}/raw_item\\?key=0x05616c706861`));
    await expect(page.getByRole('tree')).toContainText('"first"');

    await page.goto(`${gatewayUrl}/tables/${BY_INDEX}?ledger_version=19000`);
    await expect(page.getByTestId('table-entry').first()).toBeVisible();
    await page.getByRole('button', { name: 'Export…' }).click();
    await page.getByLabel('Export format').selectOption('json');
    await page.getByRole('button', { name: 'Export the table at version 19000' }).click();
    const save = page.getByTestId('table-export-download');
    await expect(save).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    const file = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
      provenance: { node: string; indexer: string; version: string; chainId: number };
      entries: { key_hex: string; key: string; value: string }[];
    };
    expect(file.provenance.node).toBe(`${gatewayUrl}/v1`);
    expect(file.provenance.indexer).toBe(`${gatewayUrl}/v1/graphql`);
    expect(file.provenance.version).toBe('19000');
    expect(file.provenance.chainId).toBe(4);
    // the same rows as the upstream's own indexer holds, in key order
    const upstream = await request.post(`${process.env.LEDGER_URL ?? ''}/v1/graphql`, {
      data: {
        query: `query($h: String) { current_table_items_aggregate(where: {table_handle: {_eq: $h}, is_deleted: {_eq: false}}) { aggregate { count } } }`,
        variables: { h: BY_INDEX },
      },
    });
    const count = Number(
      ((await upstream.json()) as { data: { current_table_items_aggregate: { aggregate: { count: number } } } }).data
        .current_table_items_aggregate.aggregate.count,
    );
    expect(file.entries.length).toBeGreaterThan(100);
    expect(file.entries.length).toBeLessThanOrEqual(count);
    const keys = file.entries.map((row) => row.key_hex);
    expect(keys).toEqual([...keys].sort());
    for (const row of file.entries.filter((_, index) => index % 100 === 0)) {
      const item = await request.post(`${gatewayUrl}/v1/tables/${BY_INDEX}/item?ledger_version=19000`, {
        data: { key_type: 'u64', value_type: '0x1::string::String', key: row.key },
      });
      expect(await item.json()).toBe(row.value);
    }
    // every read the page made went to the gateway's origin
    const origins = new Set(asked.map((url) => new URL(url).origin));
    expect([...origins]).toEqual([new URL(gatewayUrl).origin]);
    expect(asked.some((url) => url === `${gatewayUrl}/v1/graphql`)).toBe(true);
  });
});
