import { explorerHref, type ExplorerTarget } from '../core/search/explorer-location';
import type { SearchTarget } from '../core/search/parse-search';

// Recent searches, newest first, kept in localStorage (issue 4 item 2).
const STORAGE_KEY = 'ledger-explorer:recent-lookups';
const MAX_RECENT = 10;

export interface RecentLookup {
  href: string;
  label: string;
}

export function targetLabel(target: ExplorerTarget): string {
  switch (target.kind) {
    case 'home':
      return 'Home';
    case 'spec':
      return 'API description';
    case 'account':
      return `Account ${target.address}`;
    case 'resource':
      return `${target.resourceType} at ${target.address}`;
    case 'table':
      return `Table ${target.handle}`;
  }
}

export function readRecentLookups(): RecentLookup[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) =>
      typeof item === 'object' && item !== null && 'href' in item && 'label' in item && typeof item.href === 'string' && typeof item.label === 'string'
        ? [{ href: item.href, label: item.label }]
        : [],
    );
  } catch {
    return [];
  }
}

export function rememberLookup(choice: SearchTarget): void {
  const entry = { href: explorerHref(choice.target, choice.params), label: targetLabel(choice.target) };
  try {
    const next = [entry, ...readRecentLookups().filter((item) => item.href !== entry.href)].slice(0, MAX_RECENT);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage disabled: recent lookups are a convenience
  }
}
