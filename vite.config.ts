import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In `npm run dev`, the API is proxied to a node started with `npm run node` (port 8080 by default).
const devNode = process.env.LEDGER_NODE ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/v1': { target: devNode, changeOrigin: true } } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
