import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of a test node that answers the routes matching `hidden` 404 (`web_framework_error`),
 * as a node without them does, and forwards everything else untouched.
 */
export async function startRouteHidingProxy(target: string, hidden: RegExp): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (hidden.test(incoming.url ?? '')) {
      outgoing.writeHead(404, { 'content-type': 'application/json' });
      outgoing.end(
        JSON.stringify({
          message: `Not found: ${incoming.method} ${incoming.url}`,
          error_code: 'web_framework_error',
          vm_error_code: null,
        }),
      );
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
