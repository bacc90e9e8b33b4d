// The node's command line (the interface is fixed: tests outside the package rely on it).
import { parseArgs } from 'node:util';
import type { LedgerOptions } from './chain/ledger';
import { indexerUrlOf } from '../src/core/api/networks';
import { resolveUpstream, resolveUpstreamIndexer, UpstreamUrlError } from './gateway/upstream-url';
import { errorMessage, firstLine } from '../src/core/error-message';

/** The ledger's options (chain/ledger.ts) and where to serve it. */
export interface NodeCliOptions extends Omit<LedgerOptions, 'onProgress' | 'storeMaxBytes'> {
  host: string;
  /** 0 = any free port. */
  port: number;
  /** 0 = no live blocks. */
  blockIntervalMs: number;
  staticDir: string | null;
  /** Versions the index stays behind latest (--indexer-lag; 0 when absent): the explorer's lag notice, shown on purpose. */
  indexerLag?: number;
}

/** `--upstream`: the node as a gateway to another node; no chain of its own (server/gateway/). */
export interface GatewayCliOptions extends Pick<NodeCliOptions, 'host' | 'port' | 'staticDir'> {
  /** The upstream's API base URL (a network name resolved). */
  upstream: string;
  /** Where POST /v1/graphql goes: `--upstream-indexer`, else the upstream's indexer (upstream-url.ts). */
  indexer: string;
}

export type CliCommand = { kind: 'help' } | { kind: 'run'; options: NodeCliOptions } | { kind: 'gateway'; options: GatewayCliOptions };

/** A bad command line: main prints the message on one line, then the usage, and exits 2. */
export class CliUsageError extends Error {
  override name = 'CliUsageError';
}

export const CLI_USAGE = `Usage: npm run node -- [options]

  --host HOST            interface to listen on (default 127.0.0.1)
  --port PORT            port to listen on; 0 = any free port (default 8080)
  --data-dir DIR         where the ledger is stored (default .ledger)
  --seed N               seed of the demo chain (default 1)
  --chain-id N           chain id, 0 to 255 (default 4)
  --history N            versions generated for a new data directory (default 20000)
  --block-interval MS    a live block every MS milliseconds; 0 = no live blocks (default 1000)
  --prune-window T       chain time of history kept: 30s, 15m, 1h, 2d; 0 = keep all (default 1h)
  --reset                wipe the data directory's chain and start over
  --static DIR           also serve the built explorer from DIR at /
  --indexer-lag N        hold the index (POST /v1/graphql) N versions behind the latest (default 0)
  --upstream URL         be a gateway: forward the read API to the node at URL (its base, ending in /v1,
                         or mainnet, testnet, devnet) instead of keeping a chain; the environment variable
                         LEDGER_API_KEY, when set, goes upstream as Authorization: Bearer
  --upstream-indexer URL with --upstream: send GraphQL queries (POST /v1/graphql) to the indexer at URL
                         (default: the network's, or the upstream's base URL + /graphql)
  --help                 show this help`;

const optionSpec = {
  host: { type: 'string', default: '127.0.0.1' },
  port: { type: 'string', default: '8080' },
  // the chain's options have their defaults below, so that one given beside --upstream can be refused
  'data-dir': { type: 'string' },
  seed: { type: 'string' },
  'chain-id': { type: 'string' },
  history: { type: 'string' },
  'block-interval': { type: 'string' },
  'prune-window': { type: 'string' },
  reset: { type: 'boolean' },
  static: { type: 'string' },
  'indexer-lag': { type: 'string' },
  upstream: { type: 'string' },
  'upstream-indexer': { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

const CHAIN_OPTIONS = ['data-dir', 'seed', 'chain-id', 'history', 'block-interval', 'prune-window', 'reset', 'indexer-lag'] as const;

export function parseCliArgs(argv: readonly string[]): CliCommand {
  let values;
  try {
    ({ values } = parseArgs({ args: [...argv], options: optionSpec, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new CliUsageError(firstLine(errorMessage(error)));
  }
  if (values.help) return { kind: 'help' };
  const host = values.host.trim();
  if (host === '') throw new CliUsageError('--host must not be empty');
  if (values.static !== undefined && values.static.trim() === '') throw new CliUsageError('--static must not be empty');
  const port = parseIntegerOption('--port', values.port, 0, 65_535);
  const staticDir = values.static ?? null;
  if (values.upstream !== undefined) {
    const given = CHAIN_OPTIONS.find((name) => values[name] !== undefined);
    if (given !== undefined) throw new CliUsageError(`--${given} has no meaning with --upstream: a gateway keeps no chain of its own`);
    try {
      const upstream = resolveUpstream(values.upstream);
      const named = values['upstream-indexer'];
      const indexer = named === undefined ? indexerUrlOf(upstream) : resolveUpstreamIndexer(named);
      return { kind: 'gateway', options: { host, port, upstream, indexer, staticDir } };
    } catch (error) {
      if (error instanceof UpstreamUrlError) throw new CliUsageError(error.message);
      throw error;
    }
  }
  if (values['upstream-indexer'] !== undefined) throw new CliUsageError('--upstream-indexer has no meaning without --upstream');
  const dataDir = values['data-dir'] ?? '.ledger';
  if (dataDir.trim() === '') throw new CliUsageError('--data-dir must not be empty');
  return {
    kind: 'run',
    options: {
      host,
      port,
      dataDir,
      seed: parseIntegerOption('--seed', values.seed ?? '1', 0, 2 ** 32 - 1),
      chainId: parseIntegerOption('--chain-id', values['chain-id'] ?? '4', 0, 255),
      history: parseIntegerOption('--history', values.history ?? '20000', 1, 100_000_000),
      blockIntervalMs: parseIntegerOption('--block-interval', values['block-interval'] ?? '1000', 0, 86_400_000),
      pruneWindowSeconds: parseDuration('--prune-window', values['prune-window'] ?? '1h'),
      reset: values.reset ?? false,
      staticDir,
      ...(values['indexer-lag'] === undefined
        ? {}
        : { indexerLag: parseIntegerOption('--indexer-lag', values['indexer-lag'], 0, 100_000_000) }),
    },
  };
}

function parseIntegerOption(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text)) throw new CliUsageError(`${name} must be a whole number, got "${text}"`);
  const value = Number(text);
  if (value < min || value > max) throw new CliUsageError(`${name} must be between ${min} and ${max}, got ${text}`);
  return value;
}

const secondsPerUnit: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** `30s`, `15m`, `1h`, `2d`; a bare number is seconds; `0` keeps all history. Returns seconds. */
export function parseDuration(name: string, text: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(text);
  const amount = match?.[1];
  if (match === null || amount === undefined) {
    throw new CliUsageError(`${name} must be a duration such as 30s, 15m, 1h or 2d (0 keeps all), got "${text}"`);
  }
  const seconds = Number(amount) * (secondsPerUnit[match[2] || 's'] ?? 1);
  if (!Number.isSafeInteger(seconds) || seconds > 100 * 365 * 86_400) throw new CliUsageError(`${name} is too long: "${text}"`);
  return seconds;
}
