// Recent lookups and starred places (node, address, type or handle, version), kept in localStorage and
// validated when read back (by hand: zod would add ~15 kB to every page's first load): whatever another tab or an old version wrote, only app paths come out.
import { useSyncExternalStore } from 'react';
import { explorerHref, type ExplorerParams, type ExplorerTarget } from '../../core/search/explorer-location';
import { browserStorage, readJson } from '../../core/settings/key-value-storage';

export type PlaceList = 'recent' | 'starred';

export interface SavedPlace {
  /** The app path with its node and version, e.g. `/accounts/0x1?ledger_version=5`. */
  href: string;
  /** What the list shows. */
  label: string;
  /** What the search box takes to open it again (an address, `address type`, a handle). */
  search: string;
}

const STORAGE_KEYS: Record<PlaceList, string> = { recent: 'ledger-explorer:recent-lookups', starred: 'ledger-explorer:starred' };
const MAX_PLACES: Record<PlaceList, number> = { recent: 10, starred: 50 };

const MAX_TEXT = 4096;

/**
 * An app path of this site, as the browser will resolve it, or null. Parsed as the browser parses a link
 * (`/\t/evil.example` passes a pattern on the text, but the parser drops the tab: `//evil.example`), and
 * given back in that parsed form, so the link shown is the one checked.
 */
function sameSitePath(href: string): string | null {
  if (!href.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  // a path that resolves to `//…` (from `/.//evil.example/x`) would be read as another host once written
  // into a link: a path of this site has one leading slash
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A stored entry as it must be: a path of this site only (never another origin, `//host`, or a script URL). */
function placeFrom(item: unknown): SavedPlace | null {
  if (typeof item !== 'object' || item === null) return null;
  const { href, label, search = '' } = item as Record<string, unknown>;
  if (typeof href !== 'string' || typeof label !== 'string' || typeof search !== 'string') return null;
  if (href.length > MAX_TEXT || label.length > MAX_TEXT || search.length > MAX_TEXT) return null;
  const path = sameSitePath(href);
  return path === null ? null : { href: path, label, search };
}

export function placeOf(target: ExplorerTarget, params: ExplorerParams): SavedPlace {
  const version = params.ledgerVersion === undefined ? '' : ` @ ${params.ledgerVersion}`;
  const node = params.node === undefined ? '' : ` on ${params.node}`;
  const [label, search] =
    target.kind === 'account'
      ? [`Account ${target.address}`, target.address]
      : target.kind === 'resource'
        ? [`${target.resourceType} at ${target.address}`, `${target.address} ${target.resourceType}`]
        : target.kind === 'table'
          ? [`Table ${target.handle}${target.key === undefined ? '' : ` key ${target.key}`}`, target.handle]
          : target.kind === 'table_entries'
            ? [`Table ${target.handle}`, target.handle]
            : target.kind === 'view'
              ? [`View ${target.function}(${target.arguments.map((arg) => JSON.stringify(arg)).join(', ')})`, target.function]
              : [target.kind === 'spec' ? 'API description' : target.kind === 'bcs' ? 'BCS inspector' : 'Home', ''];
  return { href: explorerHref(target, params), label: `${label}${version}${node}`, search };
}

/** The list as stored, every entry checked (what does not pass is dropped), and no longer than it may be written. */
export function readPlaces(list: PlaceList): SavedPlace[] {
  const storage = browserStorage();
  const stored = storage === null ? undefined : readJson(storage, STORAGE_KEYS[list]);
  if (!Array.isArray(stored)) return [];
  const places: SavedPlace[] = [];
  for (const item of stored as unknown[]) {
    if (places.length >= MAX_PLACES[list]) break;
    const place = placeFrom(item);
    if (place !== null && !places.some((known) => known.href === place.href)) places.push(place);
  }
  return places;
}

function writePlaces(list: PlaceList, places: SavedPlace[]): void {
  try {
    browserStorage()?.setItem(STORAGE_KEYS[list], JSON.stringify(places.slice(0, MAX_PLACES[list])));
  } catch {
    // storage full or disabled: these lists are a convenience
  }
  notify();
}

/** Newest first, each place once. */
export function rememberPlace(list: PlaceList, place: SavedPlace): void {
  writePlaces(list, [place, ...readPlaces(list).filter((item) => item.href !== place.href)]);
}

export function forgetPlace(list: PlaceList, href: string): void {
  writePlaces(
    list,
    readPlaces(list).filter((item) => item.href !== href),
  );
}

export function clearPlaces(list: PlaceList): void {
  writePlaces(list, []);
}

// Components re-render when a list changes, here or in another tab.
const listeners = new Set<() => void>();
const snapshots = new Map<PlaceList, { text: string | null; places: SavedPlace[] }>();
function notify(): void {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
/** A stable snapshot per stored text, as useSyncExternalStore needs. */
function snapshot(list: PlaceList): SavedPlace[] {
  let text: string | null;
  try {
    text = browserStorage()?.getItem(STORAGE_KEYS[list]) ?? null;
  } catch {
    text = null;
  }
  const cached = snapshots.get(list);
  if (cached !== undefined && cached.text === text) return cached.places;
  const places = readPlaces(list);
  snapshots.set(list, { text, places });
  return places;
}

export function useSavedPlaces(list: PlaceList): SavedPlace[] {
  return useSyncExternalStore(
    subscribe,
    () => snapshot(list),
    () => [],
  );
}
