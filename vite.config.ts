import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { routePreload } from './vite-route-preload';

// In `npm run dev`, the API is proxied to a node started with `npm run node` (port 8080 by default).
const devNode = process.env.LEDGER_NODE ?? 'http://127.0.0.1:8080';

// react-router ships a production build beside the development one but only exports the latter;
// the production build has its dev warnings switched off, so the minifier drops them.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// The router's lazy pages (src/app/router.tsx), by the path a deep link opens: index.html preloads
// the page's chunks at once instead of after the entry has run.
const lazyRoutes = [
  { pattern: /^\/accounts\/[^/]+\/resource\/[^/]+$/, module: 'src/app/routes/resource-route.tsx' },
  { pattern: /^\/accounts\/[^/]+$/, module: 'src/app/routes/account-route.tsx' },
  { pattern: /^\/tables\/[^/]+\/raw_item$/, module: 'src/features/table/table-item-page.tsx' },
  { pattern: /^\/spec$/, module: 'src/app/routes/spec-route.tsx' },
  { pattern: /^\/$/, module: 'src/app/routes/home-route.tsx' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), routePreload(lazyRoutes)],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // every browser the es2022 target reaches preloads modules itself, or just loads them on import
    modulePreload: { polyfill: false },
  },
  server: { proxy: { '/v1': { target: devNode, changeOrigin: true } } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'vite-*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
