import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress.ts';
import { bootScript, importPreloads } from './vite-boot-script.ts';
import { PAGE_MODULES, QUERY_MODULES } from './src/app/page-routes.ts';

// In `npm run dev`, the API is proxied to a node started with `npm run node` (port 8080 by default).
const devNode = process.env.LEDGER_NODE ?? 'http://127.0.0.1:8080';

// react-router ships a production build beside the development one but only exports the latter;
// the production build has its dev warnings switched off, so the minifier drops them.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
// shared with the first-load floor page (bench/first-load.ts): a setting changed here moves both
export const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];
export const productionBuild = {
  target: 'es2022',
  // every browser the es2022 target reaches preloads modules itself, or just loads them on import
  modulePreload: { polyfill: false },
} as const;

// The router's lazy pages (src/app/page-routes.ts, by page of src/core/search/explorer-pages.ts), and the modules a
// link's query makes a page import at once: index.html's boot script preloads a deep link's page chunks at once
// instead of after the entry has run.
const lazyPages = Object.entries({ ...PAGE_MODULES, ...QUERY_MODULES }).map(([name, module]) => ({ name, module }));
const bootEntry = fileURLToPath(new URL('./src/app/boot/boot.ts', import.meta.url));

// A deep link's first load in as few requests as possible (a browser opens 6 connections per host over
// HTTP/1.1, and a lazy route waits for its last chunk and stylesheet): everything the entry imports
// statically, plus the small modules every data page imports (or several do, where a chunk of their own would be one
// more request: the after-paint gate, the download helper), goes into one 'shell' chunk; one stylesheet.
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const shellExtras = [
  '/src/components/explorer/explorer-link.tsx',
  '/src/components/error-view/api-error-view.tsx',
  '/src/components/after-paint-gate.tsx',
  '/src/components/download-file.ts',
];
let shellModules: Set<string> | undefined;

/** The entry's static import closure, plus the extras and their own static imports. */
function shellOf(context: ChunkingContext): Set<string> {
  const starts = [entryModule, ...shellExtras.map((extra) => fileURLToPath(new URL(`.${extra}`, import.meta.url)))];
  shellModules ??= new Set(starts.flatMap((start) => [...staticClosure(context, start)]));
  return shellModules;
}

// The boot module and all it imports: one chunk, which the shell imports in turn (the rules they share are on the wire
// once), and the boot runs as soon as that one file has arrived, while the shell still downloads
let bootModules: Set<string> | undefined;
const bootOf = (context: ChunkingContext) => (bootModules ??= staticClosure(context, bootEntry));

// What a resource deep link and a table item deep link both load beyond the shell (time travel, the version
// control, the tree, the request tools): one chunk instead of several small shared ones (fewer requests,
// and one gzip context instead of several).
const pageEntries = ['/src/app/routes/resource-route.tsx', '/src/features/table/table-item-page.tsx'].map((path) =>
  fileURLToPath(new URL(`.${path}`, import.meta.url)),
);
let pageCommonModules: Set<string> | undefined;

function staticClosure(context: ChunkingContext, start: string): Set<string> {
  const found = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

function pageCommonOf(context: ChunkingContext): Set<string> {
  if (pageCommonModules) return pageCommonModules;
  const shell = shellOf(context);
  const [first, ...others] = pageEntries.map((entry) => staticClosure(context, entry));
  const common = new Set<string>();
  for (const id of first ?? [])
    if (!shell.has(id) && !pageEntries.includes(id) && others.every((closure) => closure.has(id))) common.add(id);
  pageCommonModules = common;
  return common;
}

// react-query's hooks of several queries and their observers (useQueries, useInfiniteQuery): in the shell's closure (its
// index re-exports them) but used only by pages of lists (the account, a table): a chunk of their own, which those load
const queryLists =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/u;

// A page's import lists no chunks to preload (the router preloads the boot script's list), nor any import what its chunk
// has loaded already (vite-boot-script.ts)
const importPreloading = importPreloads(Object.values(PAGE_MODULES));

export default defineConfig(({ command }) => ({
  plugins: [react(), bootScript(lazyPages, bootEntry), importPreloading.plugin, precompress()],
  resolve: {
    alias: command === 'build' ? productionAliases : [],
  },
  build: {
    ...productionBuild,
    modulePreload: { ...productionBuild.modulePreload, resolveDependencies: importPreloading.resolve },
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // one stylesheet with the entry: a lazy page then waits for no stylesheet of its own (≈ 1 kB gzip more up front)
    cssCodeSplit: false,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: bootEntry },
      // a slow plugin (brotli 11 on a busy machine) is not the user's business when `npm start` builds
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { debugName: 'boot', name: (id: string, context: ChunkingContext) => (bootOf(context).has(id) ? 'boot' : null) },
            {
              debugName: 'shell',
              name: (id: string, context: ChunkingContext) => (shellOf(context).has(id) && !queryLists.test(id) ? 'shell' : null),
            },
            {
              debugName: 'page-common',
              name: (id: string, context: ChunkingContext) => (pageCommonOf(context).has(id) ? 'page-common' : null),
            },
            // zod/mini, for the bodies read after the paint (ABIs, schemas' tests): a chunk of its own, so that it
            // never rides with the first of its users a page happens to load first
            { debugName: 'zod', name: (id: string) => (/[\\/]node_modules[\\/]zod[\\/]/u.test(id) ? 'zod' : null) },
            { debugName: 'query-lists', name: (id: string) => (queryLists.test(id) ? 'query-lists' : null) },
          ],
        },
      },
    },
  },
  server: { proxy: { '/v1': { target: devNode, changeOrigin: true } } },
  test: {
    projects: [
      // the node's files share their worker's modules instead of importing the server again per file
      // (isolate: false; none mocks modules or globals): on two cores that import was a third of their time
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: { name: 'app', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'vite-*.test.ts', 'eslint-*.test.ts'] },
      },
    ],
    environment: 'node',
    // generated demo chains, copied by test nodes instead of generated again (server/http/api-tests/test-node.ts)
    globalSetup: ['server/http/api-tests/chain-templates.global-setup.ts'],
    testTimeout: 20_000,
    // a beforeAll whose node is the first of its seed and history generates and indexes that chain
    // (0xbeef's 100,000-entry registry), which takes minutes when the run's other workers load the machine
    hookTimeout: 180_000,
  },
}));
