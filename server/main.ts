// `npm run node -- [options]`: runs the local node (the CLI interface is fixed; see cli-options.ts).
import { LedgerDiskFullError, LedgerLockedError, LedgerMismatchError } from './chain/ledger-errors';
import { CLI_USAGE, CliUsageError, parseCliArgs } from './cli-options';
import { ListenError, startNode } from './node';

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
  const { options } = command;
  const started = performance.now();
  // tests only (server/chain/README.md): the store may not grow past this many bytes, as if the disk were full
  const storeMaxBytes = Number(process.env.LEDGER_STORE_MAX_BYTES ?? NaN);
  let node;
  try {
    node = await startNode({
      ...options,
      ...(Number.isSafeInteger(storeMaxBytes) && storeMaxBytes >= 0 ? { storeMaxBytes } : {}),
      onProgress: (message) => process.stdout.write(`[${secondsSince(started)} s] ${message}\n`),
      onInternalError: (error, request) => process.stderr.write(`internal error on ${request.method} ${request.url}: ${describe(error)}\n`),
    });
  } catch (error) {
    if (error instanceof ListenError || error instanceof LedgerLockedError || error instanceof LedgerMismatchError || error instanceof LedgerDiskFullError) {
      process.stderr.write(`error: ${firstLine(error.message)}\n`);
      return 1;
    }
    throw error;
  }
  const running = node;
  // handlers first: whoever reads the listening line may signal at once
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.close().then(resolve, (error: unknown) => {
        process.stderr.write(`error while stopping: ${describe(error)}\n`);
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  process.stdout.write(`listening on ${node.url}\n`);
  process.stdout.write(`ready in ${secondsSince(started)} s: API at ${node.url}/v1${options.staticDir === null ? '' : `, explorer at ${node.url}/`}\n`);
  await stopped;
  return 0;
}

function secondsSince(startMs: number): string {
  return ((performance.now() - startMs) / 1000).toFixed(1);
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

main().then(
  // exit explicitly: a stopped node must not linger on a stray handle
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${describe(error)}\n`);
    process.exit(1);
  },
);
