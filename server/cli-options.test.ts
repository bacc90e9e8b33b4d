import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs, parseDuration } from './cli-options';

describe('parseCliArgs', () => {
  it('has the documented defaults', () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'run',
      options: {
        host: '127.0.0.1',
        port: 8080,
        dataDir: '.ledger',
        seed: 1,
        chainId: 4,
        history: 20_000,
        blockIntervalMs: 1_000,
        pruneWindowSeconds: 3_600,
        reset: false,
        staticDir: null,
      },
    });
  });

  it('reads every option', () => {
    const command = parseCliArgs([
      '--host',
      '0.0.0.0',
      '--port',
      '0',
      '--data-dir',
      '/tmp/x',
      '--seed',
      '7',
      '--chain-id',
      '255',
      '--history',
      '3000',
      '--block-interval',
      '0',
      '--prune-window',
      '0',
      '--reset',
      '--static',
      'dist',
    ]);
    expect(command).toEqual({
      kind: 'run',
      options: {
        host: '0.0.0.0',
        port: 0,
        dataDir: '/tmp/x',
        seed: 7,
        chainId: 255,
        history: 3_000,
        blockIntervalMs: 0,
        pruneWindowSeconds: 0,
        reset: true,
        staticDir: 'dist',
      },
    });
  });

  it('accepts --option=value', () => {
    const command = parseCliArgs(['--port=9000']);
    expect(command.kind === 'run' && command.options.port).toBe(9000);
  });

  it('reads --upstream as the gateway, a network name or a node URL', () => {
    expect(parseCliArgs(['--upstream', 'mainnet', '--static', 'dist', '--port', '0'])).toEqual({
      kind: 'gateway',
      options: {
        host: '127.0.0.1',
        port: 0,
        upstream: 'https://api.mainnet.aptoslabs.com/v1',
        indexer: 'https://api.mainnet.aptoslabs.com/v1/graphql',
        staticDir: 'dist',
      },
    });
    const local = parseCliArgs(['--upstream=http://127.0.0.1:9000/v1/']);
    expect(local.kind === 'gateway' && local.options.upstream).toBe('http://127.0.0.1:9000/v1');
    expect(local.kind === 'gateway' && local.options.indexer).toBe('http://127.0.0.1:9000/v1/graphql');
  });

  it('reads --upstream-indexer as the indexer the gateway sends GraphQL queries to', () => {
    const named = parseCliArgs(['--upstream', 'testnet', '--upstream-indexer', 'https://indexer.example/v1/graphql/']);
    expect(named.kind === 'gateway' && named.options.indexer).toBe('https://indexer.example/v1/graphql');
    expect(() => parseCliArgs(['--upstream-indexer', 'https://indexer.example/v1/graphql'])).toThrow(
      new CliUsageError('--upstream-indexer has no meaning without --upstream'),
    );
    expect(() => parseCliArgs(['--upstream', 'testnet', '--upstream-indexer', 'indexer.example'])).toThrow(/GraphQL URL/u);
    expect(() => parseCliArgs(['--upstream', 'testnet', '--upstream-indexer', 'https://k:s@indexer.example/graphql'])).toThrow(
      /must not carry credentials/u,
    );
  });

  it.each(['--data-dir', '--seed', '--chain-id', '--history', '--block-interval', '--prune-window'])(
    'refuses %s beside --upstream: a gateway keeps no chain',
    (option) => {
      expect(() => parseCliArgs(['--upstream', 'devnet', option, '1'])).toThrow(
        new CliUsageError(`${option} has no meaning with --upstream: a gateway keeps no chain of its own`),
      );
    },
  );

  it('refuses --reset beside --upstream, and an upstream that is not a node URL', () => {
    expect(() => parseCliArgs(['--upstream', 'testnet', '--reset'])).toThrow(/--reset has no meaning with --upstream/u);
    expect(() => parseCliArgs(['--upstream', 'http://127.0.0.1:9000'])).toThrow(/ending in \/v1/u);
  });

  it('answers --help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '65536'], /--port must be between 0 and 65535/],
    [['--port', '-1'], /--port/],
    [['--chain-id', '256'], /--chain-id must be between 0 and 255/],
    [['--history', '0'], /--history must be between 1/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--block-interval', ''], /--block-interval must be a whole number/],
    [['--prune-window', '1w'], /--prune-window must be a duration/],
    [['--prune-window', 'h'], /--prune-window must be a duration/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['positional'], /positional/],
    [['--port'], /argument missing/],
    [['--host', ''], /--host must not be empty/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCliArgs(argv)).toThrow(CliUsageError);
    expect(() => parseCliArgs(argv)).toThrow(message);
  });

  it('gives one-line messages', () => {
    try {
      parseCliArgs(['--nope']);
      expect.unreachable();
    } catch (error) {
      expect(error instanceof Error && error.message.includes('\n')).toBe(false);
    }
  });
});

describe('parseDuration', () => {
  it.each([
    ['0', 0],
    ['45', 45],
    ['30s', 30],
    ['15m', 900],
    ['1h', 3_600],
    ['2d', 172_800],
  ])('%s is %i seconds', (text, seconds) => {
    expect(parseDuration('--prune-window', text)).toBe(seconds);
  });

  it('multiplies the amount by the unit for any amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 36_500 }), fc.constantFrom(['s', 1], ['m', 60], ['h', 3_600], ['d', 86_400]), (n, [unit, factor]) => {
        expect(parseDuration('x', `${n}${unit}`)).toBe(n * factor);
      }),
    );
  });

  it.each(['', ' 1h', '1H', '1.5h', '-1h', '1hh', '99999999999999999d'])('rejects %j', (text) => {
    expect(() => parseDuration('--prune-window', text)).toThrow(CliUsageError);
  });
});
