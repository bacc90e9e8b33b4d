import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button';
import type { MoveResource } from '../../core/api/schemas';
import { formatCoinAmount } from '../../core/move/coin-amount';
import { formatStructTag, formatTypeTag, parseStructTag, structTag, type TypeTag } from '../../core/move/type-tag';
import { accountQueries } from './queries';
import './account-overview.css';

const ACCOUNT = '0x1::account::Account';

/** The coin type of a `0x1::coin::CoinStore<T>`, else null. */
function coinTypeOf(resourceType: string): TypeTag | null {
  try {
    const tag = parseStructTag(resourceType);
    return tag.address === '0x1' && tag.module === 'coin' && tag.name === 'CoinStore' && tag.typeArgs.length === 1 ? (tag.typeArgs[0] ?? null) : null;
  } catch {
    return null;
  }
}

function field(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const name of path) at = typeof at === 'object' && at !== null && !Array.isArray(at) ? (at as Record<string, unknown>)[name] : undefined;
  return at;
}

interface Coin {
  coinType: TypeTag;
  raw: string;
}

/**
 * Above the resource list: what a developer looks for first. Balances are shown with the coin's decimals
 * and symbol from its `CoinInfo` (read at the pinned version, or once at latest), the raw u64 one click away.
 */
export function AccountOverview({ node, resources, version }: { node: string; resources: readonly MoveResource[]; version: bigint | undefined }) {
  const account = resources.find((resource) => resource.type === ACCOUNT);
  const coins: Coin[] = [];
  for (const resource of resources) {
    const coinType = coinTypeOf(resource.type);
    const raw = field(resource.data, 'coin', 'value');
    if (coinType !== null && typeof raw === 'string') coins.push({ coinType, raw });
  }
  const sequenceNumber = field(account?.data, 'sequence_number');
  const authenticationKey = field(account?.data, 'authentication_key');
  return (
    <section className="account-overview" aria-label="Account overview">
      <dl>
        {coins.map((coin) => (
          <CoinBalance key={formatTypeTag(coin.coinType)} node={node} coin={coin} version={version} />
        ))}
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
              <span className="mono account-overview-key">{authenticationKey}</span> <CopyButton label="Copy authentication key" text={authenticationKey}>Copy</CopyButton>
            </dd>
          </div>
        )}
        <div>
          <dt>Resources</dt>
          <dd className="mono">{resources.length.toLocaleString('en')}</dd>
        </div>
      </dl>
    </section>
  );
}

function CoinBalance({ node, coin, version }: { node: string; coin: Coin; version: bigint | undefined }) {
  const [raw, setRaw] = useState(false);
  const coinType = formatTypeTag(coin.coinType);
  // CoinInfo<T> lives at the address that defines T
  const infoAddress = coin.coinType.kind === 'struct' ? coin.coinType.address : null;
  const infoType = formatStructTag(structTag('0x1', 'coin', 'CoinInfo', [coin.coinType]));
  const info = useQuery({ ...accountQueries.resource(node, infoAddress ?? '0x1', infoType, version), enabled: infoAddress !== null, refetchInterval: false });
  const decimals = field(info.data?.data.data, 'decimals');
  const symbol = field(info.data?.data.data, 'symbol');
  const readable = typeof decimals === 'number' ? formatCoinAmount(coin.raw, decimals, { group: true }) : null;
  return (
    <div>
      <dt title={coinType}>Balance{typeof symbol === 'string' ? ` (${symbol})` : ''}</dt>
      <dd>
        <span className="mono" data-testid="coin-balance">
          {raw || readable === null ? coin.raw : readable}
        </span>{' '}
        {typeof symbol === 'string' && !raw && readable !== null && <span>{symbol}</span>}
        {readable !== null ? (
          <button type="button" className="account-overview-raw" aria-pressed={raw} onClick={() => setRaw((was) => !was)} title={`The raw u64 of ${coinType}`}>
            raw u64
          </button>
        ) : (
          <span className="muted">{info.isPending && infoAddress !== null ? ' (reading the coin’s decimals…)' : ' raw units (no CoinInfo for this coin)'}</span>
        )}{' '}
        <CopyButton label={`Copy the raw balance of ${coinType}`} text={coin.raw}>
          Copy
        </CopyButton>
      </dd>
    </div>
  );
}
