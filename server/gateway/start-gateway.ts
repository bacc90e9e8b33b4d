// One running gateway (`--upstream`): the HTTP server on a port in front of the upstream node, no ledger.
// `main.ts` runs it from the command line; tests start it in-process on port 0.
import { listenFailure } from '../node';
import { createGatewayServer, type Gateway, type GatewayOptions } from './gateway-server';

export interface StartGatewayOptions extends GatewayOptions {
  host: string;
  /** 0 = any free port. */
  port: number;
}

export interface RunningGateway extends Pick<Gateway, 'cache' | 'probe' | 'indexer'> {
  /** `http://HOST:PORT` (the forwarded API is under /v1). */
  url: string;
  upstream: string;
  close(): Promise<void>;
}

export async function startGateway(options: StartGatewayOptions): Promise<RunningGateway> {
  const gateway = await createGatewayServer(options);
  try {
    await gateway.app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await gateway.app.close().catch(() => undefined);
    throw listenFailure(error, options.host, options.port) ?? error;
  }
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    upstream: options.upstream,
    indexer: gateway.indexer,
    cache: gateway.cache,
    probe: gateway.probe,
    close() {
      closing ??= gateway.app.close();
      return closing;
    },
  };
}
