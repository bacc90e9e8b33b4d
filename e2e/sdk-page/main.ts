import { Aptos, AptosConfig, Network } from '@aptos-labs/ts-sdk';

// A page of another app that reads our node with the public TS SDK, as a third-party site would
// (bundled by e2e/sdk-page/bundle.ts, served from another origin by e2e/cross-origin-client.spec.ts).
// It reads `?node=` (the node's /v1 URL) and writes what it read, or the error, into #result as JSON.

async function read(node: string): Promise<unknown> {
  const aptos = new Aptos(new AptosConfig({ network: Network.CUSTOM, fullnode: node }));
  const ledger = await aptos.getLedgerInfo();
  const chainId = await aptos.getAccountResource({ accountAddress: '0x1', resourceType: '0x1::chain_id::ChainId' });
  const coinInfo = await aptos.getAccountResource({
    accountAddress: '0x1',
    resourceType: '0x1::coin::CoinInfo<0x1::native_coin::NativeCoin>',
  });
  // the SDK takes only the special addresses (0x0–0xf) in short form
  const cafe = `0x${'cafe'.padStart(64, '0')}`;
  const clock = await aptos.getAccountResource({
    accountAddress: cafe,
    resourceType: '0xcafe::showcase::Clock',
    options: { ledgerVersion: 5000 },
  });
  // view functions at a version (issue 31): aptos.view sends a BCS body, viewJson a JSON one
  const viewOptions = { ledgerVersion: 5000 };
  const balance = await aptos.view({
    payload: {
      function: '0x1::coin::balance',
      typeArguments: ['0x1::native_coin::NativeCoin'],
      functionArguments: ['0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370'],
    },
    options: viewOptions,
  });
  const lookup = await aptos.view({
    payload: { function: `${cafe}::showcase::lookup_name`, functionArguments: ['beta'] },
    options: viewOptions,
  });
  const count = await aptos.viewJson({ payload: { function: `${cafe}::showcase::name_count` }, options: viewOptions });
  return { ledger, chainId, coinInfo, clock, views: { balance, lookup, count } };
}

const result = document.getElementById('result');
const node = new URLSearchParams(location.search).get('node');
if (result !== null && node !== null) {
  read(node).then(
    (value) => {
      result.textContent = JSON.stringify({ ok: true, value });
    },
    (error: unknown) => {
      result.textContent = JSON.stringify({ ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    },
  );
}
