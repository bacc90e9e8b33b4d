import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// Bundles e2e/sdk-page/main.ts (the public TS SDK and all) for the browser, and serves it with its
// index.html from a server of its own: another origin than the node's.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export async function bundleSdkPage(): Promise<string> {
  const result = await build({
    entryPoints: [here('./main.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote no bundle');
  return output.text;
}

export async function serveSdkPage(script: string): Promise<{ server: Server; origin: string }> {
  const html = readFileSync(here('./index.html'), 'utf8');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/main.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
    } else if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(html);
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
