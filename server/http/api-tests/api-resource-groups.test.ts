// Resource groups as real nodes hold and serve them (docs/api.md#resource-groups), the demo chain's
// fungible asset (docs/demo-chain.md#the-fungible-asset) and GET …/balance/{asset_type}.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccountResource } from '../../../src/core/api/resource-read';
import { getAccountResourceBcs } from '../../../src/core/api/state-bytes-read';
import { listAccountResources, listAccountResourcesBcs } from '../../../src/core/api/account-resources-read';
import { getAccountBalance } from '../../../src/core/api/balance-read';
import { formatAddress } from '../../../src/core/move/address';
import { DEMO_ASSET, GENESIS_HOLDERS, MINT_HOLDERS, MINT_INTERVAL } from '../../chain/demo-asset';
import { userAccountAddress } from '../../chain/demo-ids';
import { primaryStoreAddress } from '../../chain/object-addresses';
import { ApiError } from '../../../src/core/api/errors';
import { startTestNode, type TestNode } from './test-node';

let node: TestNode;
const asset = formatAddress(DEMO_ASSET);
const owner = (i: number) => formatAddress(userAccountAddress(1, i));
const storeOf = (i: number) => formatAddress(primaryStoreAddress(userAccountAddress(1, i), DEMO_ASSET));

/** The request fails with this status (and error code). */
async function expectApiError(request: Promise<unknown>, expected: { status: number; errorCode?: string }): Promise<void> {
  const error = await request.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(expected.status);
  if (expected.errorCode !== undefined) expect((error as ApiError).errorCode).toBe(expected.errorCode);
}

beforeAll(async () => {
  // past version 8000: account 8's store appears at its first mint
  node = await startTestNode({ history: 9000 });
});
afterAll(() => node.stop());

describe('ObjectGroup members, served one by one', () => {
  it('serves the metadata object’s members as resources of their own', async () => {
    const { data: metadata } = await getAccountResource({ node: node.api, address: asset, resourceType: '0x1::fungible_asset::Metadata' });
    expect(metadata.data).toEqual({
      name: 'Demo Points',
      symbol: 'DPT',
      decimals: 6,
      icon_uri: 'https://example.com/demo-points.svg',
      project_uri: 'https://example.com/demo-points',
    });
    const { data: core } = await getAccountResource({ node: node.api, address: asset, resourceType: '0x1::object::ObjectCore' });
    expect(core.data).toMatchObject({ owner: '0xcafe', allow_ungated_transfer: true, guid_creation_num: '1125899906842625' });
  });

  it('lists each member in the group’s place, as JSON and as BCS', async () => {
    const { data } = await listAccountResources({ node: node.api, address: storeOf(0) });
    expect(data.map((resource) => resource.type).sort()).toEqual(['0x1::fungible_asset::FungibleStore', '0x1::object::ObjectCore']);
    const store = data.find((resource) => resource.type === '0x1::fungible_asset::FungibleStore');
    expect(store?.data).toMatchObject({ metadata: { inner: asset }, frozen: false });
    const { data: bcs } = await listAccountResourcesBcs({ node: node.api, address: storeOf(0) });
    const one = await getAccountResourceBcs({ node: node.api, address: storeOf(0), resourceType: '0x1::fungible_asset::FungibleStore' });
    expect(bcs.map((item) => item.type).sort()).toEqual(['0x1::fungible_asset::FungibleStore', '0x1::object::ObjectCore']);
    expect(bcs.find((item) => item.type === '0x1::fungible_asset::FungibleStore')?.bytes).toEqual(one.data);
  });

  it('puts the primary store at sha3-256(owner ‖ metadata ‖ 0xFC), owned by the account, untransferable', async () => {
    const { data } = await getAccountResource({ node: node.api, address: storeOf(0), resourceType: '0x1::object::ObjectCore' });
    expect(data.data).toMatchObject({ owner: owner(0), allow_ungated_transfer: false });
  });

  it('answers 404 for a member the group lacks, an address without the group, and the group itself', async () => {
    await expectApiError(getAccountResource({ node: node.api, address: storeOf(0), resourceType: '0x1::fungible_asset::Metadata' }), {
      status: 404,
      errorCode: 'resource_not_found',
    });
    await expectApiError(getAccountResource({ node: node.api, address: owner(0), resourceType: '0x1::object::ObjectCore' }), {
      status: 404,
      errorCode: 'resource_not_found',
    });
    await expectApiError(getAccountResource({ node: node.api, address: storeOf(0), resourceType: '0x1::object::ObjectGroup' }), {
      status: 404,
      errorCode: 'resource_not_found',
    });
  });

  it('writes the group as one write_resource per member, under one state key', async () => {
    const response = await fetch(`${node.api}/transactions/by_version/${MINT_INTERVAL}`);
    const txn = (await response.json()) as {
      changes: { type: string; address?: string; state_key_hash: string; data?: { type: string } }[];
    };
    const members = txn.changes.filter((change) => change.address === asset);
    expect(members.map((change) => change.data?.type).sort()).toEqual([
      '0x1::fungible_asset::Metadata',
      '0x1::fungible_asset::Supply',
      '0x1::object::ObjectCore',
    ]);
    expect(new Set(members.map((change) => change.state_key_hash)).size).toBe(1);
  });
});

describe('the supply and the stores agree', () => {
  it('Supply.current is the sum of the primary stores at every mint', async () => {
    const latest = BigInt(((await (await fetch(node.api)).json()) as { ledger_version: string }).ledger_version);
    for (let version = 0n; version <= latest; version += MINT_INTERVAL) {
      const { data: supply } = await getAccountResource({
        node: node.api,
        address: asset,
        resourceType: '0x1::fungible_asset::Supply',
        ledgerVersion: version,
      });
      let sum = 0n;
      for (let i = 0; i < Number(MINT_HOLDERS); i++)
        sum += BigInt((await getAccountBalance({ node: node.api, address: owner(i), assetType: asset, ledgerVersion: version })).data);
      expect((supply.data as { current: string }).current).toBe(sum.toString());
    }
  });

  it('a store appears at its first mint: 404 before, the mint after', async () => {
    const first = MINT_INTERVAL * BigInt(GENESIS_HOLDERS); // mint k goes to account k mod 12
    await expectApiError(
      getAccountResource({
        node: node.api,
        address: storeOf(GENESIS_HOLDERS),
        resourceType: '0x1::fungible_asset::FungibleStore',
        ledgerVersion: first - 1n,
      }),
      { status: 404, errorCode: 'resource_not_found' },
    );
    expect(
      (await getAccountBalance({ node: node.api, address: owner(GENESIS_HOLDERS), assetType: asset, ledgerVersion: first - 1n })).data,
    ).toBe('0');
  });
});

describe('a member’s …/versions', () => {
  const versionsOf = async (address: string, type: string) => {
    const response = await fetch(`${node.api}/accounts/${address}/resource/${encodeURIComponent(type)}/versions?order=asc&limit=1000`);
    return ((await response.json()) as { version: string }[]).map((write) => BigInt(write.version));
  };

  it('lists the versions at which the member itself changed, not every write of its group', async () => {
    const { oldest_ledger_version: oldest, ledger_version: latest } = (await (await fetch(node.api)).json()) as {
      oldest_ledger_version: string;
      ledger_version: string;
    };
    const mints: bigint[] = [];
    for (let version = 0n; version <= BigInt(latest); version += MINT_INTERVAL) if (version >= BigInt(oldest)) mints.push(version);
    // Supply changes at genesis and at every mint; Metadata and the metadata object's ObjectCore only at genesis
    expect(await versionsOf(asset, '0x1::fungible_asset::Supply')).toEqual(mints);
    expect(await versionsOf(asset, '0x1::fungible_asset::Metadata')).toEqual(mints.filter((version) => version === 0n));
    expect(await versionsOf(asset, '0x1::object::ObjectCore')).toEqual(mints.filter((version) => version === 0n));
    // account 1's store: genesis, then the mints k ≡ 1 (mod 12)
    expect(await versionsOf(storeOf(1), '0x1::fungible_asset::FungibleStore')).toEqual(
      mints.filter((version) => (version / MINT_INTERVAL) % MINT_HOLDERS === 1n || version === 0n),
    );
  });
});

describe('GET …/balance/{asset_type}', () => {
  it('answers a fungible asset’s primary store, exactly, as JSON and BCS', async () => {
    const { data: store } = await getAccountResource({
      node: node.api,
      address: storeOf(1),
      resourceType: '0x1::fungible_asset::FungibleStore',
    });
    const { data: balance } = await getAccountBalance({ node: node.api, address: owner(1), assetType: asset });
    expect(balance).toBe((store.data as { balance: string }).balance);
    const json = await fetch(`${node.api}/accounts/${owner(1)}/balance/${asset}`);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json.text()).toBe(balance); // a bare number, as real nodes send it
  });

  it('answers a coin type’s CoinStore value', async () => {
    const { data: store } = await getAccountResource({
      node: node.api,
      address: owner(2),
      resourceType: '0x1::coin::CoinStore<0x1::native_coin::NativeCoin>',
    });
    const { data: balance } = await getAccountBalance({ node: node.api, address: owner(2), assetType: '0x1::native_coin::NativeCoin' });
    expect(balance).toBe((store.data as { coin: { value: string } }).coin.value);
  });

  it('counts a missing store as 0', async () => {
    expect((await getAccountBalance({ node: node.api, address: '0xcafe', assetType: asset })).data).toBe('0');
    expect((await getAccountBalance({ node: node.api, address: '0xcafe', assetType: '0x1::aptos_coin::AptosCoin' })).data).toBe('0');
  });

  it('refuses a malformed asset type (400) and a version past the latest (404)', async () => {
    await expectApiError(getAccountBalance({ node: node.api, address: '0x1', assetType: '0x1::coin' }), {
      status: 400,
      errorCode: 'web_framework_error',
    });
    await expectApiError(getAccountBalance({ node: node.api, address: '0x1', assetType: 'zz' }), {
      status: 400,
      errorCode: 'web_framework_error',
    });
    await expectApiError(getAccountBalance({ node: node.api, address: '0x1', assetType: asset, ledgerVersion: 10n ** 12n }), {
      status: 404,
    });
  });
});
