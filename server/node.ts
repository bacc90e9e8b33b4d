// One running node: the ledger in a data directory, the HTTP server on a port, the block producer.
// `main.ts` runs it from the command line; tests start it in-process on port 0.
import type { Server } from 'node:http';
import type { Ledger, LedgerOptions } from './chain/ledger';
import { openLedger } from './chain/open-ledger';
import type { NodeCliOptions } from './cli-options';
import { createApiServer, type ApiServerOptions } from './http/api-server';
import { Indexer } from './indexer/indexer';
import { openIndexStore } from './indexer/index-store';
import { join } from 'node:path';

/** The command line's options (cli-options.ts) plus the hooks an embedding process (main.ts, tests) may pass. */
export type NodeOptions = NodeCliOptions &
  Pick<LedgerOptions, 'onProgress' | 'storeMaxBytes'> &
  Pick<ApiServerOptions, 'onInternalError' | 'httpLimits' | 'graphqlBudgetMs'>;

export interface RunningNode {
  /** `http://HOST:PORT` (the API is under /v1). */
  url: string;
  ledger: Ledger;
  /** The index behind POST /v1/graphql (tests hold it back with setLag). */
  indexer: Indexer;
  /** The node:http server under fastify (tests watch its connections). */
  httpServer: Server;
  close(): Promise<void>;
}

/** The node cannot listen where it was told (port taken, address not here, …): main prints one line. */
export class ListenError extends Error {
  override name = 'ListenError';
}

export function listenFailure(error: unknown, host: string, port: number): ListenError | null {
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  switch (code) {
    case 'EADDRINUSE':
      return new ListenError(`port ${port} on ${host} is already in use (choose another with --port, or 0 for any free port)`);
    case 'EADDRNOTAVAIL':
      return new ListenError(`cannot listen on ${host}: no network interface of this machine has that address (--host)`);
    case 'EACCES':
      return new ListenError(
        `not allowed to listen on port ${port} of ${host} (ports below 1024 need privileges; choose another with --port)`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ListenError(`cannot listen on ${host}: the host name does not resolve (--host)`);
    default:
      return null;
  }
}

export async function startNode(options: NodeOptions): Promise<RunningNode> {
  let indexer: Indexer | null = null;
  // the pruner lets a version's transactions go only once the index has read them
  const ledger = openLedger({ ...options, pruneFloor: () => indexer?.lastSuccessVersion() ?? -1n });
  let app;
  try {
    const progress = options.onProgress ?? ((message: string) => process.stderr.write(`${message}\n`));
    indexer = new Indexer(ledger, openIndexStore(join(options.dataDir, 'ledger.sqlite'), options.chainId), {
      lagVersions: options.indexerLag ?? 0,
      onProgress: progress,
    });
    // a new directory's history is indexed before the node answers, in bulk (a fifth of the CPU of
    // indexing it in the small batches a node that answers reads between: docs/demo-chain.md)
    if (indexer.lastSuccessVersion() < 0n) {
      const started = performance.now();
      const versions = indexer.catchUpBulk();
      if (versions > 0)
        progress(`indexer: ${versions} versions indexed in ${Math.round(performance.now() - started)} ms, before answering`);
    }
    indexer.start();
    app = await createApiServer({
      indexer,
      graphqlBudgetMs: options.graphqlBudgetMs,
      ledger,
      staticDir: options.staticDir,
      pace: { pruneWindowSeconds: options.pruneWindowSeconds, blockIntervalMs: options.blockIntervalMs },
      onInternalError: options.onInternalError,
      httpLimits: options.httpLimits,
    });
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app?.close().catch(() => undefined);
    indexer?.stop();
    ledger.close();
    throw listenFailure(error, options.host, options.port) ?? error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  ledger.startBlockProducer(options.blockIntervalMs);
  let closing: Promise<void> | null = null;
  const server = app;
  const index = indexer;
  return {
    url: `http://${host}:${port}`,
    ledger,
    indexer: index,
    httpServer: server.server,
    close() {
      closing ??= (async () => {
        try {
          await server.close();
        } finally {
          index.stop();
          ledger.close();
        }
      })();
      return closing;
    },
  };
}
