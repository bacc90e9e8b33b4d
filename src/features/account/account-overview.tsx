import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import { valueAtPath } from '../../core/history/value-series';
import { formatCoinAmount } from '../../core/move/coin-amount';
import { tryParse } from '../../core/move/errors';
import type { JsonValue } from '../../core/move/json';
import { formatStructTag, formatTypeTag, parseStructTag, structTag, type TypeTag } from '../../core/move/type-tag';
import { AssetBalances } from './asset-balances';
import { accountQueries } from './queries';
import type { ListedResource } from './resource-list-read';
import './account-overview.css';
import { ACCOUNT_TYPE } from './well-known-types';

/** The coin type of a `0x1::coin::CoinStore<T>`, else null. */
function coinTypeOf(resourceType: string): TypeTag | null {
  const parsed = tryParse(() => parseStructTag(resourceType));
  const tag = parsed.ok ? parsed.value : null;
  return tag?.address === '0x1' && tag.module === 'coin' && tag.name === 'CoinStore' && tag.typeArgs.length === 1
    ? (tag.typeArgs[0] ?? null)
    : null;
}

/**
 * A listed resource's value: as listed (JSON list), else read on its own at the list's version (a BCS list
 * carries types only here; these values are small, and the node's JSON of them suits any framework).
 */
function useListedValue(
  node: string,
  address: string,
  listed: ListedResource | undefined,
  version: bigint | undefined,
): { value: JsonValue | undefined; pending: boolean } {
  const needed = listed !== undefined && listed.data === undefined;
  const read = useQuery({
    ...accountQueries.resource(node, address, listed?.type ?? ACCOUNT_TYPE, version),
    enabled: needed,
    refetchInterval: false,
  });
  if (!needed) return { value: listed?.data, pending: false };
  return { value: read.data?.data.data, pending: read.isPending };
}

/**
 * Above the resource list: what a developer looks for first. Balances from both kinds of store: each
 * `CoinStore` with the coin's decimals and symbol from its `CoinInfo` (read at the pinned version, or once at
 * latest), the raw u64 one click away; fungible assets' primary stores from the node's `…/balance` route
 * (asset-balances.tsx), exact and with the metadata's decimals.
 */
export function AccountOverview({
  node,
  address,
  resources,
  version,
  atLeast = false,
}: {
  node: string;
  address: string;
  resources: readonly ListedResource[];
  version: bigint | undefined;
  /** The list may go on past what was read (a cursor hidden from the page): the count is a floor. */
  atLeast?: boolean;
}) {
  const account = useListedValue(
    node,
    address,
    resources.find((resource) => resource.type === ACCOUNT_TYPE),
    version,
  ).value;
  const coins: { coinType: TypeTag; listed: ListedResource }[] = [];
  for (const resource of resources) {
    const coinType = coinTypeOf(resource.type);
    if (coinType !== null) coins.push({ coinType, listed: resource });
  }
  const sequenceNumber = valueAtPath(account, ['sequence_number']);
  const authenticationKey = valueAtPath(account, ['authentication_key']);
  return (
    <section className="account-overview" aria-label="Account overview">
      <dl>
        {coins.map((coin) => (
          <CoinBalance
            key={coin.listed.type}
            node={node}
            address={address}
            coinType={coin.coinType}
            listed={coin.listed}
            version={version}
          />
        ))}
        <AssetBalances node={node} address={address} version={version} />
        {typeof sequenceNumber === 'string' && (
          <div>
            <dt>Sequence number</dt>
            <dd className="mono">{sequenceNumber}</dd>
          </div>
        )}
        {typeof authenticationKey === 'string' && (
          <div>
            <dt>Authentication key</dt>
            <dd>
              <span className="mono account-overview-key">{authenticationKey}</span>{' '}
              <CopyButton label="Copy authentication key" text={authenticationKey}>
                Copy
              </CopyButton>
            </dd>
          </div>
        )}
        <div>
          <dt>Resources</dt>
          <dd className="mono">
            {atLeast && 'at least '}
            {resources.length.toLocaleString('en')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

interface CoinBalanceProps {
  node: string;
  address: string;
  coinType: TypeTag;
  listed: ListedResource;
  version: bigint | undefined;
}

function CoinBalance({ node, address, coinType: coinTag, listed, version }: CoinBalanceProps) {
  const [raw, setRaw] = useState(false);
  const store = useListedValue(node, address, listed, version);
  const balance = valueAtPath(store.value, ['coin', 'value']);
  const coinType = formatTypeTag(coinTag);
  // CoinInfo<T> lives at the address that defines T
  const infoAddress = coinTag.kind === 'struct' ? coinTag.address : null;
  const infoType = formatStructTag(structTag('0x1', 'coin', 'CoinInfo', [coinTag]));
  const info = useQuery({
    ...accountQueries.resource(node, infoAddress ?? '0x1', infoType, version),
    enabled: infoAddress !== null,
    refetchInterval: false,
  });
  const decimals = valueAtPath(info.data?.data.data, ['decimals']);
  const symbol = valueAtPath(info.data?.data.data, ['symbol']);
  if (typeof balance !== 'string') {
    return store.pending ? (
      <div>
        <dt title={coinType}>Balance</dt>
        <dd className="muted">reading…</dd>
      </div>
    ) : null;
  }
  const readable = typeof decimals === 'number' ? formatCoinAmount(balance, decimals) : null;
  return (
    <div>
      <dt title={coinType}>Balance{typeof symbol === 'string' ? ` (${symbol})` : ''}</dt>
      <dd>
        <span className="mono" data-testid="coin-balance">
          {raw || readable === null ? balance : readable}
        </span>{' '}
        {typeof symbol === 'string' && !raw && readable !== null && <span>{symbol}</span>}
        {readable !== null ? (
          <button
            type="button"
            className="account-overview-raw"
            aria-pressed={raw}
            onClick={() => setRaw((was) => !was)}
            title={`The raw u64 of ${coinType}`}
          >
            raw u64
          </button>
        ) : (
          <span className="muted">
            {info.isPending && infoAddress !== null ? ' (reading the coin’s decimals…)' : ' raw units (no CoinInfo for this coin)'}
          </span>
        )}{' '}
        <CopyButton label={`Copy the raw balance of ${coinType}`} text={balance}>
          Copy
        </CopyButton>
      </dd>
    </div>
  );
}
