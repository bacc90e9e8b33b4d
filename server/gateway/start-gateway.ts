// One running gateway (`--upstream`): the HTTP server on a port in front of the upstream node, no ledger.
// `main.ts` runs it from the command line; tests start it in-process on port 0.
import { listenAt } from '../node';
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
  const url = await listenAt(gateway.app, options.host, options.port);
  let closing: Promise<void> | null = null;
  return {
    url,
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
