// One running node: the ledger in a data directory, the HTTP server on a port, the block producer.
// `main.ts` runs it from the command line; tests start it in-process on port 0.
import type { FastifyInstance } from 'fastify';
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

function listenFailure(error: unknown, host: string, port: number): ListenError | null {
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

/** Listens as told and returns `http://HOST:PORT`; when it cannot, the app is closed and the reason thrown (a ListenError when known). */
export async function listenAt(app: FastifyInstance, host: string, port: number): Promise<string> {
  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw listenFailure(error, host, port) ?? error;
  }
  const address = app.server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

export async function startNode(options: NodeOptions): Promise<RunningNode> {
  let indexer: Indexer | null = null;
  // the pruner lets a version's transactions go only once the index has read them
  const ledger = openLedger({ ...options, pruneFloor: () => indexer?.lastSuccessVersion() ?? -1n });
  let app: FastifyInstance;
  let url: string;
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
    url = await listenAt(app, options.host, options.port);
  } catch (error) {
    indexer?.stop();
    ledger.close();
    throw error;
  }
  ledger.startBlockProducer(options.blockIntervalMs);
  let closing: Promise<void> | null = null;
  const index = indexer;
  return {
    url,
    ledger,
    indexer: index,
    httpServer: app.server,
    close() {
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          index.stop();
          ledger.close();
        }
      })();
      return closing;
    },
  };
}
