// One running node: the ledger in a data directory, the HTTP server on a port, the block producer.
// `main.ts` runs it from the command line; tests start it in-process on port 0.
import type { FastifyRequest } from 'fastify';
import { openLedger, type Ledger } from './chain/ledger';
import type { NodeCliOptions } from './cli-options';
import { createApiServer } from './http/api-server';

/** The command line's options (cli-options.ts) plus the hooks an embedding process may pass. */
export interface NodeOptions extends NodeCliOptions {
  /** Progress of opening (history generation); silent when absent. */
  onProgress?: (message: string) => void;
  onInternalError?: (error: unknown, request: FastifyRequest) => void;
}

export interface RunningNode {
  /** `http://HOST:PORT` (the API is under /v1). */
  url: string;
  ledger: Ledger;
  close(): Promise<void>;
}

/** Address and port are in use: main turns this into a one-line error. */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
}

export async function startNode(options: NodeOptions): Promise<RunningNode> {
  const ledger = openLedger({
    dataDir: options.dataDir,
    seed: options.seed,
    chainId: options.chainId,
    history: options.history,
    pruneWindowSeconds: options.pruneWindowSeconds,
    reset: options.reset,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  let app;
  try {
    app = await createApiServer({
      ledger,
      staticDir: options.staticDir,
      ...(options.onInternalError ? { onInternalError: options.onInternalError } : {}),
    });
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app?.close().catch(() => undefined);
    ledger.close();
    if (error instanceof Error && Reflect.get(error, 'code') === 'EADDRINUSE') {
      throw new PortInUseError(`port ${options.port} on ${options.host} is already in use (choose another with --port, or 0 for any free port)`);
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  ledger.startBlockProducer(options.blockIntervalMs);
  let closing: Promise<void> | null = null;
  const server = app;
  return {
    url: `http://${host}:${port}`,
    ledger,
    close() {
      closing ??= (async () => {
        ledger.startBlockProducer(0);
        try {
          await server.close();
        } finally {
          ledger.close();
        }
      })();
      return closing;
    },
  };
}
