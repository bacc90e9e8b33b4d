import {
  blockBody,
  eventList,
  goodAnswer,
  gzipBombBody,
  moduleBody,
  requestedType,
  userTransaction,
  type AbiStructs,
  type ModeContext,
} from './answers';
import { gzipSync } from 'node:zlib';

// Every way the hostile node misbehaves: name → handler. A handler answers every route of the run
// (ledger info, resources, lists, versions, modules, raw_item, spec) unless it says otherwise, so the
// explorer meets the fault wherever it reads. SCRIPT is markup that would set window.__pwned if it ever ran.

export const SCRIPT = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';

type Mode = (c: ModeContext) => void;

const isResource = (c: ModeContext) => /^\/accounts\/[^/]+\/resource\/[^/]+$/.test(c.route);
const isList = (c: ModeContext) => /^\/accounts\/[^/]+\/resources$/.test(c.route);
const isRawItem = (c: ModeContext) => /^\/tables\/[^/]+\/raw_item$/.test(c.route);
const isVersions = (c: ModeContext) => c.route.endsWith('/versions');
/** A view call at any version but 50: the page shows version 50's real answer first, then meets the mode at 51. */
const isLaterView = (c: ModeContext) => c.route === '/view' && !/[?&]ledger_version=50(&|$)/.test(c.query);

/** The mode's answer on `when` routes, the real one elsewhere (preflights answered as a real node does). */
function on(when: (c: ModeContext) => boolean, answer: Mode): Mode {
  return (c) => {
    if (c.preflight()) return;
    if (when(c)) answer(c);
    else c.good();
  };
}
const everywhere = (answer: Mode): Mode => on(() => true, answer);

const redirect =
  (status: number): Mode =>
  (c) => {
    if (c.preflight()) return;
    c.send(status, { ...c.cors(), ...c.ledger(), location: `${c.elsewhere}/v1${c.route}?run=${c.run}` });
  };

const textError =
  (status: number, text: string): Mode =>
  (c) => {
    if (c.preflight()) return;
    c.send(status, { ...c.cors(), 'content-type': 'text/plain' }, text);
  };

/** One ledger header spoiled, the rest as a real node sends them. */
const ledgerHeader =
  (name: string, value: string): Mode =>
  (c) => {
    if (c.preflight()) return;
    c.good({ [name]: value });
  };

function deepJson(depth: number): string {
  return `{"type":"0x1::account::Account","data":{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

/** Writes `text` a few bytes at a time, `everyMs` apart. */
function trickle(c: ModeContext, text: string, step: number, everyMs: number): void {
  c.response.writeHead(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json' });
  let at = 0;
  const timer = setInterval(() => {
    if (c.response.destroyed || at >= text.length) {
      clearInterval(timer);
      c.response.end();
      return;
    }
    c.response.write(text.slice(at, at + step));
    at += step;
  }, everyMs);
}

/** Module ABIs (issue 25): the module the route names, from `modules` (404 for the others). */
function abiModes(modules: (address: string, name: string) => AbiStructs | undefined): Mode {
  return (c) => {
    if (c.preflight()) return;
    const match = /^\/accounts\/([^/]+)\/module\/([^/]+)$/.exec(c.route);
    const structs = match === null ? undefined : modules(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? ''));
    if (match === null || structs === undefined) return c.good();
    c.json(200, moduleBody(decodeURIComponent(match[1] ?? ''), decodeURIComponent(match[2] ?? ''), structs));
  };
}

/** `…/versions` answers that are not what was asked, on a node whose ledger is at `latest`; `bcsAt` the resource's BCS at a version (for the search over reads). */
function lyingVersions(
  latest: bigint,
  answer: (asked: { order: string; start: bigint; limit: number }) => bigint[],
  bcsAt: (version: bigint) => number[],
): Mode {
  const headers = { 'x-node-ledger-version': latest.toString() };
  return (c) => {
    if (c.preflight()) return;
    const query = new URLSearchParams(c.query.slice(1));
    const order = query.get('order') ?? 'desc';
    const start = BigInt(query.get('start') ?? latest.toString());
    if (isVersions(c)) {
      const versions = answer({ order, start, limit: Number(query.get('limit') ?? '100') }).filter((version) => version >= 0n);
      return c.json(
        200,
        versions.map((version) => ({ version: version.toString(), deleted: false, timestamp: null })),
        c.ledger(headers),
      );
    }
    if (isResource(c) && (c.request.headers.accept ?? '').includes('application/x-bcs')) {
      const at = BigInt(query.get('ledger_version') ?? latest.toString());
      return c.send(200, { ...c.cors(), ...c.ledger(headers), 'content-type': 'application/x-bcs' }, Buffer.from(bcsAt(at)));
    }
    c.good(headers);
  };
}

export const HOSTILE_MODES: Record<string, Mode> = {
  // bodies that are not JSON, or not all of it
  'malformed-json': everywhere((c) => c.json(200, '{"type": "0x1::account::Account", "data": {"a": tru')),
  'truncated-json': everywhere((c) =>
    c.json(200, JSON.stringify({ type: '0x1::account::Account', data: { a: '1', b: '2' } }).slice(0, 30)),
  ),
  'empty-200': everywhere((c) => c.json(200, '')),
  'html-200': everywhere((c) =>
    c.send(200, { ...c.cors(), ...c.ledger(), 'content-type': 'text/html' }, `<!doctype html><h1>Welcome</h1>${SCRIPT}`),
  ),
  // JSON of the wrong shape
  'array-for-object': on(isResource, (c) => c.json(200, [{ type: requestedType(c.route), data: {} }])),
  'object-for-array': on(isList, (c) => c.json(200, { type: '0x1::hostile::Listed', data: {} })),
  'numbers-for-u64': everywhere((c) => {
    if (c.route === '')
      return c.json(200, {
        chain_id: 4,
        epoch: 1,
        ledger_version: 100,
        oldest_ledger_version: 0,
        ledger_timestamp: 1,
        node_role: 'full_node',
        oldest_block_height: 0,
        block_height: 10,
      });
    if (c.route.endsWith('/versions')) return c.json(200, [{ version: 100, deleted: false, timestamp: 1 }]);
    c.good();
  }),
  'missing-type': on(isResource, (c) => c.json(200, { data: { a: '1' } })),
  'missing-data': on(isResource, (c) => c.json(200, { type: requestedType(c.route) })),
  'wrong-resource-type': on(isResource, (c) => c.json(200, { type: `0x1::evil::Other${SCRIPT}`, data: { x: '1' } })),
  // error pages instead of the error object
  'html-500': everywhere((c) =>
    c.send(500, { ...c.cors(), 'content-type': 'text/html' }, `<html><body><h1>500 Internal Server Error</h1>${SCRIPT}</body></html>`),
  ),
  'text-502': everywhere(textError(502, 'Bad Gateway')),
  'text-503': everywhere(textError(503, 'Service Unavailable')),
  'text-504': everywhere(textError(504, 'Gateway Timeout')),
  'script-in-error': everywhere((c) =>
    c.json(404, { message: `Not here ${SCRIPT}`, error_code: `resource_not_found${SCRIPT}`, vm_error_code: null }),
  ),
  // ledger headers missing, garbled or inconsistent
  'no-ledger-headers': everywhere((c) => {
    const answer = goodAnswer(c.route, c.method);
    c.send(answer.status, { ...c.cors(), 'content-type': answer.contentType }, answer.body);
  }),
  'ledger-non-numeric': everywhere(ledgerHeader('x-node-ledger-version', 'abc')),
  'ledger-negative': everywhere(ledgerHeader('x-node-ledger-version', '-5')),
  'ledger-huge': everywhere(ledgerHeader('x-node-ledger-version', '99999999999999999999999')),
  'ledger-script': everywhere(ledgerHeader('x-node-ledger-version', SCRIPT.replace(/"/g, ''))),
  'ledger-oldest-above-latest': everywhere(ledgerHeader('x-node-ledger-oldest-version', '500')),
  'chain-id-changes': everywhere((c) => {
    if (c.preflight()) return;
    c.good({ 'x-node-chain-id': c.seen % 2 === 0 ? '5' : '4' });
  }),
  // issue 30: two chains in turn, each answer newer than the last, so every answer is another chain than the one before
  'chain-id-alternates': everywhere((c) => {
    if (c.preflight()) return;
    c.good({ 'x-node-chain-id': c.seen % 2 === 0 ? '5' : '4', 'x-node-ledger-version': String(100 + c.seen) });
  }),
  'version-backwards': everywhere((c) => {
    if (c.preflight()) return;
    c.good({ 'x-node-ledger-version': String(Math.max(1, 100 - c.seen * 10)) });
  }),
  // too much
  'huge-body': on(isResource, (c) => {
    c.response.writeHead(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json' });
    c.response.write('{"type":"0x1::account::Account","data":{"x":"');
    const mib = 'a'.repeat(1024 * 1024);
    // 40 MiB, written as the socket drains (a reader that stops leaves the rest unwritten)
    let left = 40;
    const more = () => {
      while (left > 0) {
        left--;
        if (!c.response.write(mib)) return void c.response.once('drain', more);
      }
      c.response.end('"}}');
    };
    more();
  }),
  'gzip-bomb': on(isResource, (c) =>
    c.send(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipBombBody()),
  ),
  // issue 30: 2,000 layers of gzip named in Content-Encoding (the body one layer deep): a bad answer, not an unreachable node
  'deep-encoding': on(isResource, (c) =>
    c.send(
      200,
      {
        ...c.cors(),
        ...c.ledger(),
        'content-type': 'application/json',
        'content-encoding': Array.from({ length: 2_000 }, () => 'gzip').join(', '),
      },
      gzipSync(JSON.stringify({ type: requestedType(c.route), data: { x: '1' } })),
    ),
  ),
  'garbage-encoding': on(isResource, (c) =>
    c.send(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json', 'content-encoding': 'gzip' }, 'this is not gzip at all'),
  ),
  'deep-json': on(isResource, (c) => c.json(200, deepJson(100_000))),
  'long-string': on(isResource, (c) =>
    c.json(200, { type: requestedType(c.route), data: { long: 'x'.repeat(4 * 1024 * 1024), after: 'end' } }),
  ),
  'huge-page': on(isList, (c) =>
    c.json(
      200,
      Array.from({ length: 50_001 }, (_, i) => ({ type: `0x1::many::Item${i}`, data: {} })),
    ),
  ),
  'repeating-cursor': on(isList, (c) =>
    c.json(200, [{ type: '0x1::hostile::Listed', data: { page: String(c.seen) } }], { 'x-node-cursor': 'again' }),
  ),
  'endless-cursor': on(isList, (c) =>
    c.json(200, [{ type: `0x1::hostile::Page${c.seen}`, data: {} }], { 'x-node-cursor': `next-${c.seen}` }),
  ),
  // issue 30: a transaction with 20,000 events; a block of 10,000 transactions each calling its own module; 20,000 events for limit=10
  'many-events': on(
    (c) => /^\/transactions\/by_version\/\d+$/.test(c.route),
    (c) => c.json(200, userTransaction(50n, { events: 20_000 })),
  ),
  'big-block': on(
    (c) => /^\/blocks\/by_height\/\d+$/.test(c.route),
    (c) =>
      c.json(
        200,
        blockBody(5n, 10_000, (k) => `0x${(k + 16).toString(16)}::m${k}::f`),
      ),
  ),
  'events-over-limit': on(
    (c) => /^\/accounts\/[^/]+\/events\/\d+$/.test(c.route),
    (c) => c.json(200, eventList(0n, 20_000)),
  ),
  // too slow
  'slow-first-byte': on(isResource, (c) => void setTimeout(() => c.good(), 6_000)),
  'slow-trickle': on(isResource, (c) =>
    trickle(c, JSON.stringify({ type: requestedType(c.route), data: { trickled: 'all of it' } }), 4, 80),
  ),
  // rate limits
  '429-retry-after-readable': everywhere((c) =>
    c.json(429, { message: 'Too many requests', error_code: 'web_framework_error' }, { 'retry-after': '3600' }),
  ),
  '429-retry-after-hidden': everywhere((c) =>
    c.json(
      429,
      { message: 'Too many requests', error_code: 'web_framework_error' },
      { ...c.cors(['x-node-ledger-version']), 'retry-after': '999999' },
    ),
  ),
  '429-no-retry-after': everywhere((c) => c.json(429, { message: 'Too many requests', error_code: 'web_framework_error' })),
  // elsewhere
  'redirect-301': redirect(301),
  'redirect-302': redirect(302),
  'redirect-307': redirect(307),
  'redirect-308': redirect(308),
  // CORS
  'cors-missing': (c) => {
    const answer = goodAnswer(c.route, c.method);
    c.send(
      c.method === 'OPTIONS' ? 204 : answer.status,
      { ...c.ledger(), 'content-type': answer.contentType },
      c.method === 'OPTIONS' ? '' : answer.body,
    );
  },
  'cors-headers-hidden': everywhere((c) => c.good({ 'access-control-expose-headers': '' })),
  'wrong-content-type': everywhere((c) => c.good({ 'content-type': 'image/png' })),
  'connection-reset': everywhere((c) => c.response.socket?.destroy()),
  // markup where text belongs
  'script-in-strings': on(isResource, (c) =>
    c.json(200, {
      type: requestedType(c.route),
      data: { [SCRIPT]: SCRIPT, nested: { html: `</script>${SCRIPT}`, link: 'javascript:window.__pwned=1' } },
    }),
  ),
  // table items
  'raw-item-json': on(isRawItem, (c) => c.json(200, { value: 'hello' })),
  'raw-item-wrong-length': on(isRawItem, (c) =>
    c.send(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/x-bcs' }, Buffer.from([200, 104, 105])),
  ),
  // module ABIs without end (issue 25): a struct that holds itself under growing type arguments, and modules that name new modules at each level
  'abi-generic-recursion': abiModes((address, name) =>
    address === '0xbad' && name === 'm'
      ? [
          ['Root', [['n', '0xbad::m::N<u8>']], 0],
          [
            'N',
            [
              ['x', '0xbad::m::N<vector<T0>>'],
              ['y', '0xbad::m::N<0xbad::m::W<T0>>'],
            ],
            1,
          ],
          ['W', [['v', 'T0']], 1],
        ]
      : undefined,
  ),
  'abi-fan-out': abiModes((address, name) => {
    const k = /^m(\d+)$/.exec(name)?.[1];
    return address === '0xf' && k !== undefined
      ? [
          [
            'S',
            [
              ['l', `0xf::m${2n * BigInt(k) + 1n}::S`],
              ['r', `0xf::m${2n * BigInt(k) + 2n}::S`],
            ],
            0,
          ],
        ]
      : undefined;
  }),
  // `…/versions` answers that are not what was asked (issue 25): 200,000 writes for limit=100, and versions outside the range asked
  'versions-too-long': lyingVersions(
    1_000_000n,
    ({ order, start }) => Array.from({ length: order === 'asc' ? 0 : 200_000 }, (_, index) => start - BigInt(index)),
    () => [0],
  ),
  'versions-out-of-range': lyingVersions(
    20_000n,
    // "the next change after 10000" answered 9501: always 499 versions the wrong side of the start
    ({ order, start }) => [order === 'asc' ? start - 500n : start + 499n],
    // the value changes once, at 10400 (u64 1, then 2)
    (version) => [version < 10_400n ? 1 : 2, 0, 0, 0, 0, 0, 0, 0],
  ),
  // view answers (issue 31): over the size limit, nested without end, not Move values, and never ending
  'view-huge': on(isLaterView, (c) => {
    c.response.writeHead(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json' });
    c.response.write('["');
    const mib = '7'.repeat(1024 * 1024);
    let left = 40;
    const more = () => {
      while (left > 0) {
        left--;
        if (!c.response.write(mib)) return void c.response.once('drain', more);
      }
      c.response.end('"]');
    };
    more();
  }),
  'view-deep': on(isLaterView, (c) => c.json(200, `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`)),
  // u64 as a bare number (rounded by any JSON reader), a null, a fraction: no node writes these for Move values
  'view-wrong-types': on(isLaterView, (c) => c.json(200, '[12345678901234567890, null, 1.5]')),
  // a JSON list that grows by a value every 50 ms and never closes
  'view-endless': on(isLaterView, (c) => {
    c.response.writeHead(200, { ...c.cors(), ...c.ledger(), 'content-type': 'application/json' });
    c.response.write('["1"');
    const timer = setInterval(() => {
      if (c.response.destroyed) return clearInterval(timer);
      c.response.write(',"1"');
    }, 50);
    c.response.once('close', () => clearInterval(timer));
  }),
  // the spec page's frame
  'spec-html-script': on(
    (c) => c.route.startsWith('/spec'),
    (c) =>
      c.send(
        200,
        { 'content-type': 'text/html' },
        `<!doctype html><p>spec</p><script>try { parent.__pwned = 1 } catch (e) {} try { top.__pwned = 1 } catch (e) {} try { top.location = 'about:blank#pwned' } catch (e) {} alert('pwned')</script>${SCRIPT}`,
      ),
  ),
};
