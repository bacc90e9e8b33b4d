// `npm run node -- [options]`: runs the local node (the CLI interface is fixed; see cli-options.ts).
import { LedgerOpenError } from './chain/ledger-errors';
import { CLI_USAGE, CliUsageError, parseCliArgs, type GatewayCliOptions } from './cli-options';
import { apiKeyFromEnvironment } from './gateway/api-key';
import { startGateway } from './gateway/start-gateway';
import { API_KEY_VARIABLE } from '../src/core/api/request-snippets';
import { ListenError, startNode } from './node';
import { errorStack, firstLine } from '../src/core/error-message';

async function main(): Promise<number> {
  let command;
  try {
    command = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n\n${CLI_USAGE}\n`);
    return 2;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${CLI_USAGE}\n`);
    return 0;
  }
  if (command.kind === 'gateway') return runGateway(command.options);
  const { options } = command;
  const started = performance.now();
  // tests only (server/chain/README.md): the store may not grow past this many bytes, as if the disk were full
  const storeMaxBytes = Number(process.env.LEDGER_STORE_MAX_BYTES ?? NaN);
  const node = await startedOrSaid(() =>
    startNode({
      ...options,
      ...(Number.isSafeInteger(storeMaxBytes) && storeMaxBytes >= 0 ? { storeMaxBytes } : {}),
      onProgress: (message) => process.stdout.write(`[${secondsSince(started)} s] ${message}\n`),
      onInternalError: (error, request) =>
        process.stderr.write(`internal error on ${request.method} ${request.url}: ${errorStack(error)}\n`),
    }),
  );
  if (node === null) return 1;
  // handlers first: whoever reads the listening line may signal at once
  const stopped = stopOnSignal(node);
  process.stdout.write(`listening on ${node.url}\n`);
  process.stdout.write(
    `ready in ${secondsSince(started)} s: API at ${node.url}/v1${options.staticDir === null ? '' : `, explorer at ${node.url}/`}\n`,
  );
  await stopped;
  return 0;
}

/** `--upstream`: the gateway; the key is read here and never printed (server/gateway/api-key.ts). */
async function runGateway(options: GatewayCliOptions): Promise<number> {
  const apiKey = apiKeyFromEnvironment(process.env);
  const gateway = await startedOrSaid(() => startGateway({ ...options, apiKey, log: (line) => process.stderr.write(`${line}\n`) }));
  if (gateway === null) return 1;
  const stopped = stopOnSignal(gateway);
  process.stdout.write(`listening on ${gateway.url}\n`);
  const key = apiKey === null ? `no API key (${API_KEY_VARIABLE} is not set)` : `the API key from ${API_KEY_VARIABLE}`;
  process.stdout.write(
    `gateway to ${gateway.upstream} with ${key}: API at ${gateway.url}/v1${options.staticDir === null ? '' : `, explorer at ${gateway.url}/`}\n`,
  );
  process.stdout.write(`GraphQL queries (POST /v1/graphql) go to the indexer at ${gateway.indexer}\n`);
  const ledger = await gateway.probe();
  process.stdout.write(
    typeof ledger === 'string'
      ? `the upstream does not answer yet (${ledger}): the gateway answers 502/504 until it does\n`
      : `the upstream answers: chain id ${ledger.chainId}, ledger version ${ledger.ledgerVersion}, oldest ${ledger.oldestLedgerVersion}\n`,
  );
  await stopped;
  return 0;
}

/** What `start` starts, or null once a failure the command line can name (a port taken, a locked data directory) is printed. */
async function startedOrSaid<T>(start: () => Promise<T>): Promise<T | null> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ListenError || error instanceof LedgerOpenError)) throw error;
    process.stderr.write(`error: ${firstLine(error.message)}\n`);
    return null;
  }
}

/** Resolves once a signal has stopped the server (new requests get 503 meanwhile). */
function stopOnSignal(running: { close(): Promise<void> }): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.close().then(resolve, (error: unknown) => {
        process.stderr.write(`error while stopping: ${errorStack(error)}\n`);
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

function secondsSince(startMs: number): string {
  return ((performance.now() - startMs) / 1000).toFixed(1);
}

main().then(
  // exit explicitly: a stopped node must not linger on a stray handle
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${errorStack(error)}\n`);
    process.exit(1);
  },
);
