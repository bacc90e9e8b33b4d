import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '../../components/copy-button';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { ACCOUNT_BALANCE } from '../../core/api/endpoints';
import { lacksRoute } from '../../core/api/errors';
import { formatCoinAmount } from '../../core/move/coin-amount';
import { accountQueries } from './queries';
import { WELL_KNOWN_ASSETS } from './well-known-assets';

const METADATA = '0x1::fungible_asset::Metadata';

/**
 * Fungible asset balances (primary stores, objects at sha3-256(owner ‖ metadata ‖ 0xFC)) of the well-known
 * assets, from the node's `…/balance/{metadata}`: exact in base units, and with the metadata's decimals.
 * A zero balance is not shown (no store, or an empty one); a node without the route says so once.
 */
export function AssetBalances({ node, address, version }: { node: string; address: string; version: bigint | undefined }) {
  // one read per asset, each in its own row: react-query's list hook (useQueries) is not in the account page's first load
  return WELL_KNOWN_ASSETS.map((asset, index) => (
    <AssetBalanceRead key={asset} node={node} address={address} asset={asset} version={version} first={index === 0} />
  ));
}

/** One asset's balance; a node without the route fails every asset alike: the first one says so, the others show nothing. */
function AssetBalanceRead({
  node,
  address,
  asset,
  version,
  first,
}: {
  node: string;
  address: string;
  asset: string;
  version: bigint | undefined;
  first: boolean;
}) {
  const balance = useQuery(accountQueries.balance(node, address, asset, version));
  if (lacksRoute(ACCOUNT_BALANCE, balance.error)) {
    return first ? (
      <div>
        <dt>Fungible assets</dt>
        <dd className="muted">this node has no …/balance route</dd>
      </div>
    ) : null;
  }
  const raw = balance.data?.data;
  return raw === undefined || raw === '0' ? null : <AssetBalance node={node} asset={asset} raw={raw} version={version} />;
}

function AssetBalance({ node, asset, raw, version }: { node: string; asset: string; raw: string; version: bigint | undefined }) {
  const metadata = useQuery({ ...accountQueries.resource(node, asset, METADATA, version), refetchInterval: false });
  const data = metadata.data?.data.data as Record<string, unknown> | undefined;
  const decimals = data?.decimals;
  const symbol = typeof data?.symbol === 'string' ? data.symbol : null;
  const name = typeof data?.name === 'string' ? data.name : asset;
  const readable = typeof decimals === 'number' ? formatCoinAmount(raw, decimals) : null;
  return (
    <div data-testid="asset-balance">
      <dt title={`The account's primary store of the fungible asset ${asset}`}>
        <ExplorerLink to={{ kind: 'account', address: asset }} title={`The asset's metadata object ${asset}`}>
          {name}
        </ExplorerLink>
        {symbol !== null ? ` (${symbol})` : ''} · fungible asset
      </dt>
      <dd>
        {readable !== null && (
          <>
            <span className="mono" data-testid="asset-balance-readable">
              {readable}
            </span>{' '}
            {symbol !== null && <span>{symbol}</span>}{' '}
          </>
        )}
        <span className="mono muted" data-testid="asset-balance-raw" title="The exact u64, in base units">
          {readable !== null ? `(${raw} base units)` : `${raw} base units`}
        </span>
        {readable === null && (
          <span className="muted">{metadata.isPending ? ' (reading the decimals…)' : ' (no Metadata for this asset)'}</span>
        )}{' '}
        <CopyButton label={`Copy the raw balance of ${name}`} text={raw}>
          Copy
        </CopyButton>
      </dd>
    </div>
  );
}
