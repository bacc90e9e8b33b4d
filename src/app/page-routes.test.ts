import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EXPLORER_PAGES, type PageKind } from '../core/search/explorer-pages';
import { PAGE_MODULES } from './page-routes';
import { PAGE_COMPONENTS, routes } from './router';
import { pageLoader } from './routes/loaders';
import { shortFormLoader } from './routes/short-form-loader';

const kinds = Object.keys(EXPLORER_PAGES) as PageKind[];

describe('page routes', () => {
  it('are the table’s pages and short forms, each page lazy', () => {
    const children = routes[0]?.children?.[0]?.children ?? [];
    const lazyPaths = children.filter((route) => route.loader !== undefined).map((route) => (route.index ? '/' : route.path));
    expect(new Set(lazyPaths)).toEqual(new Set(kinds.map((kind) => EXPLORER_PAGES[kind].path)));
    const shortForms = children.filter((route) => route.loader === undefined && route.path !== '*').map((route) => route.path);
    expect(new Set(shortForms)).toEqual(new Set(['/txn/:version', '/txn/:hash', '/block/:height']));
  });

  it('import, for each page, the module the build preloads for it', { timeout: 60_000 }, async () => {
    for (const kind of kinds) {
      const page = await PAGE_COMPONENTS[kind]();
      const listed = (await import(/* @vite-ignore */ `../../${PAGE_MODULES[kind]}`)) as { default: unknown };
      expect(page.default, kind).toBe(listed.default);
    }
  });
});

/** What a loader answers: its data, or the redirect it throws. */
function run(load: () => unknown): unknown {
  try {
    const answer = load();
    return answer instanceof Response ? { redirect: answer.headers.get('Location') } : answer;
  } catch (error) {
    if (error instanceof Response) return { redirect: error.headers.get('Location') };
    throw error;
  }
}
const args = (url: string, params: Record<string, string>) =>
  ({ params, request: new Request(`http://x${url}`), context: undefined }) as unknown as LoaderFunctionArgs;

describe('the page loader', () => {
  it('parses the URL once and hands the target to the page', () => {
    expect(run(() => pageLoader('events')(args('/accounts/0xcafe/events/2', { address: '0xcafe', creationNumber: '2' })))).toEqual({
      ok: true,
      value: { kind: 'events', address: '0xcafe', creationNumber: '2' },
    });
    expect(run(() => pageLoader('block')(args('/blocks/by_height/x', { height: 'x' })))).toMatchObject({ ok: false, param: 'height' });
  });

  it('redirects another spelling to the canonical path, the query kept', () => {
    expect(run(() => pageLoader('transaction')(args('/transactions/by_version/007?node=n', { version: '007' })))).toEqual({
      redirect: '/transactions/by_version/7?node=n',
    });
    const hash = 'AB'.repeat(32);
    expect(run(() => pageLoader('transaction_by_hash')(args(`/transactions/by_hash/${hash}`, { hash })))).toEqual({
      redirect: `/transactions/by_hash/0x${'ab'.repeat(32)}`,
    });
    expect(run(() => pageLoader('table')(args('/tables/0x0001/raw_item?key=0x00', { handle: '0x0001' })))).toEqual({
      redirect: '/tables/0x1/raw_item?key=0x00',
    });
  });

  it('sends a short form to its page; one that names none to the first form’s page, which says why', () => {
    const short = (url: string) => run(() => shortFormLoader(args(url, {})));
    expect(short('/txn/42?ledger_version=1')).toEqual({ redirect: '/transactions/by_version/42?ledger_version=1' });
    expect(short(`/txn/${'ab'.repeat(32)}`)).toEqual({ redirect: `/transactions/by_hash/0x${'ab'.repeat(32)}` });
    expect(short('/txn/nope')).toEqual({ redirect: '/transactions/by_version/nope' });
    expect(short('/block/9')).toEqual({ redirect: '/blocks/by_height/9' });
  });
});
