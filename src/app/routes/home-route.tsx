import { useQuery } from '@tanstack/react-query';
import { ExplorerLink } from '../../components/explorer/explorer-link';
import { useExplorerParams } from '../../components/explorer/use-explorer-params';
import { accountQueries } from '../../features/account/queries';
import { clearPlaces, forgetPlace, useSavedPlaces, type PlaceList, type SavedPlace } from '../../components/explorer/saved-places';
import { Link } from 'react-router-dom';

const SHOWCASE = '0xcafe::showcase::Showcase';
const DIRECTORY = '0xcafe::showcase::Directory';

function firstDirectoryAccount(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('accounts' in data) || !Array.isArray(data.accounts)) return undefined;
  const first: unknown = data.accounts[0];
  return typeof first === 'string' ? first : undefined;
}

/** `/`: the search box (in the header), places worth a look on the demo chain, recent lookups. */
export default function HomeRoute() {
  const { node } = useExplorerParams();
  const directory = useQuery({ ...accountQueries.resource(node, '0xcafe', DIRECTORY, undefined), refetchInterval: false });
  const userAccount = firstDirectoryAccount(directory.data?.data.data);
  return (
    <article>
      <h1 className="page-title">
        Explore the ledger state of <span className="page-title-whole">{node}</span>
      </h1>
      <p className="muted">
        Paste an address, an address and a type (<code>0x1 0x1::account::Account</code>), a struct tag, a table handle or a node API URL
        into the search box — press <span className="kbd">/</span> from anywhere.
      </p>
      <h2>Interesting places</h2>
      <ul className="home-links">
        <li>
          <ExplorerLink to={{ kind: 'resource', address: '0xcafe', resourceType: SHOWCASE }}>The showcase resource</ExplorerLink>
          <small>every JSON rule: u64/u128/u256, Option, enum, tables</small>
        </li>
        <li>
          {userAccount ? (
            <ExplorerLink to={{ kind: 'account', address: userAccount }}>A user account</ExplorerLink>
          ) : (
            <span className="muted">A user account (reading the directory…)</span>
          )}
          <small>from 0xcafe::showcase::Directory</small>
        </li>
        <li>
          <ExplorerLink to={{ kind: 'account', address: '0xbeef' }}>0xbeef</ExplorerLink>
          <small>10,000 resources: the list and its filter</small>
        </li>
        <li>
          <ExplorerLink to={{ kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Large' }}>
            The Large resource
          </ExplorerLink>
          <small>50,000 entries, about 4 MB of JSON</small>
        </li>
        <li>
          <ExplorerLink
            to={{ kind: 'resource', address: '0xcafe', resourceType: '0xcafe::showcase::Clock' }}
            params={{ ledgerVersion: '0' }}
          >
            A pruned version
          </ExplorerLink>
          <small>the Clock at version 0, below the pruning window</small>
        </li>
        <li>
          <ExplorerLink to={{ kind: 'bcs', type: '0xcafe::showcase::Entry', hex: '0x070000000000000005736576656e0201610162' }}>
            The BCS inspector
          </ExplorerLink>
          <small>a type and bytes, decoded field by field beside the hex</small>
        </li>
        <li>
          <ExplorerLink to={{ kind: 'spec' }}>The API description</ExplorerLink>
          <small>the node's OpenAPI document, interactive</small>
        </li>
      </ul>
      <PlaceList list="starred" title="Starred" />
      <PlaceList list="recent" title="Recent lookups" />
    </article>
  );
}

/** Starred places or recent lookups, each removable, the list clearable; nothing when empty. */
function PlaceList({ list, title }: { list: PlaceList; title: string }) {
  const places: SavedPlace[] = useSavedPlaces(list);
  if (places.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>
        {title}{' '}
        <button type="button" className="place-list-clear" onClick={() => clearPlaces(list)}>
          Clear
        </button>
      </h2>
      <ul className="place-list">
        {places.map((place) => (
          <li key={place.href}>
            <Link to={place.href} className="mono">
              {place.label}
            </Link>{' '}
            <button
              type="button"
              className="place-list-remove"
              aria-label={`Remove ${place.label}`}
              onClick={() => forgetPlace(list, place.href)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
