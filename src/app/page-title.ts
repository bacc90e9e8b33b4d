import { matchRoutePath, PAGE_ROUTES } from './page-routes';

const APP_NAME = 'Ledger Explorer';

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/** A handle or long address cut to its ends: a tab title has room for a few dozen characters. */
function short(hex: string): string {
  return hex.length > 18 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex;
}

/** What the page shows, first: tabs and the history list name the page, not the app. */
function subject(pathname: string, query: URLSearchParams): string | null {
  const account = matchRoutePath(PAGE_ROUTES.account.path, pathname);
  if (account) return `Account ${short(decoded(account.address))}`;
  const resource = matchRoutePath(PAGE_ROUTES.resource.path, pathname);
  if (resource) return `${decoded(resource.resourceType)} · ${short(decoded(resource.address))}`;
  const events = matchRoutePath(PAGE_ROUTES.events.path, pathname);
  if (events) return `Events ${short(decoded(events.address))} #${decoded(events.creationNumber)}`;
  const table = matchRoutePath(PAGE_ROUTES.table.path, pathname);
  if (table) {
    const key = query.get('key_value') ?? query.get('key');
    return `Table ${short(decoded(table.tableHandle))}${key ? ` [${short(key)}]` : ''}`;
  }
  const tables = matchRoutePath(PAGE_ROUTES.tables.path, pathname);
  if (tables) return `Table ${short(decoded(tables.tableHandle))} entries`;
  const transaction = matchRoutePath(PAGE_ROUTES.transaction.path, pathname);
  if (transaction) return `Transaction ${decoded(transaction.version)}`;
  const byHash = matchRoutePath(PAGE_ROUTES.transactionByHash.path, pathname);
  if (byHash) return `Transaction ${short(decoded(byHash.hash))}`;
  const block = matchRoutePath(PAGE_ROUTES.block.path, pathname);
  if (block) return `Block ${decoded(block.height)}`;
  const module = matchRoutePath(PAGE_ROUTES.module.path, pathname);
  if (module) return `Module ${short(decoded(module.address))}::${decoded(module.moduleName)}`;
  if (matchRoutePath(PAGE_ROUTES.bcs.path, pathname)) return query.get('type') ? `BCS ${query.get('type')}` : 'BCS inspector';
  if (matchRoutePath(PAGE_ROUTES.spec.path, pathname)) return 'API description';
  return null;
}

/** The document title of an explorer URL: the page's subject, the pinned version, then the app. */
export function pageTitle(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const what = subject(pathname, query);
  if (what === null) return APP_NAME;
  const version = query.get('ledger_version');
  return `${what}${version ? ` @ ${version}` : ''} — ${APP_NAME}`;
}
