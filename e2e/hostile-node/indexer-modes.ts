import type { ModeContext } from './answers';

// The hostile node's indexer (issue 32): `…/v1/graphql` of a run misbehaves, its node API answers as a
// real node does. Each mode spoils the list queries (balances, account transactions) and answers how far
// it has got; the chain (`ledger_infos`) is node's (4) unless the mode is about it.

type Mode = (c: ModeContext) => void;

function balance(i: number): unknown {
  return {
    amount: 1000 + i,
    asset_type: `0x${i.toString(16).padStart(64, '0')}`,
    is_primary: true,
    is_frozen: false,
    storage_id: `0x${(i + 1).toString(16).padStart(64, 'a')}`,
    token_standard: 'v2',
    metadata: { name: `Asset ${i}`, symbol: `A${i}`, decimals: 2 },
  };
}

/** What a real indexer answers for each query the explorer sends, `chainId` in ledger_infos. */
function goodData(query: string, chainId = 4): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (query.includes('processor_status'))
    data.processor_status = ['fungible_asset_processor', 'account_transactions_processor', 'user_transaction_processor'].map(
      (processor) => ({ processor, last_success_version: 100 }),
    );
  if (query.includes('ledger_infos')) data.ledger_infos = [{ chain_id: chainId }];
  if (query.includes('current_fungible_asset_balances(')) data.current_fungible_asset_balances = [balance(1), balance(2)];
  if (query.includes('fungible_asset_activities(')) data.fungible_asset_activities = [];
  if (query.includes('account_transactions(')) {
    data.account_transactions = [{ transaction_version: 90, user_transaction: null }];
    data.account_transactions_aggregate = { aggregate: { count: 1 } };
  }
  return data;
}

/** The GraphQL query text of a request's body ('' when it has none). */
export const queryOf = (c: ModeContext): string => {
  try {
    const body = JSON.parse(c.body) as { query?: unknown };
    return typeof body.query === 'string' ? body.query : '';
  } catch {
    return '';
  }
};
// `account_transactions_processor` is named in the status query: a table is its name and a parenthesis
const isList = (query: string) => query.includes('current_fungible_asset_balances(') || query.includes('account_transactions(');

/** Node routes as a real node; `/graphql` list queries by `answer`, the rest as a real indexer. */
function indexer(answer: (c: ModeContext, query: string) => void, chainId = 4): Mode {
  return (c) => {
    if (c.preflight()) return;
    if (c.route !== '/graphql') return c.good();
    const query = queryOf(c);
    if (isList(query)) return answer(c, query);
    c.json(200, { data: goodData(query, chainId) });
  };
}

export const INDEXER_MODES: Record<string, Mode> = {
  /** 10,000 balance rows and 50,000 account transactions where at most 100 and 25 were asked for (within the body bound). */
  'indexer-huge-list': indexer((c, query) => {
    const data = goodData(query);
    if ('current_fungible_asset_balances' in data)
      data.current_fungible_asset_balances = Array.from({ length: 10_000 }, (_, i) => balance(i));
    if ('account_transactions' in data)
      data.account_transactions = Array.from({ length: 50_000 }, (_, i) => ({ transaction_version: i, user_transaction: null }));
    c.json(200, { data });
  }),
  /** Rows whose fields are of the wrong types (an amount object, a string boolean, a script in a version). */
  'indexer-wrong-types': indexer((c, query) => {
    const data = goodData(query);
    if ('current_fungible_asset_balances' in data)
      data.current_fungible_asset_balances = [{ ...(balance(1) as object), amount: { x: 1 }, is_primary: 'yes' }];
    if ('account_transactions' in data) data.account_transactions = [{ transaction_version: '<script>window.__pwned=1</script>' }];
    c.json(200, { data });
  }),
  /** Hasura's refusal of a table the host does not serve, in a 200. */
  'indexer-errors-in-200': indexer((c, query) => {
    const table = query.includes('current_fungible_asset_balances(') ? 'current_fungible_asset_balances' : 'account_transactions';
    c.json(200, {
      errors: [
        { message: `field '${table}' not found in type: 'query_root'`, extensions: { path: '$.selectionSet', code: 'validation-failed' } },
      ],
    });
  }),
  /** A 200 whose body never ends. */
  'indexer-endless': indexer((c) => {
    c.response.writeHead(200, { ...c.cors(), 'content-type': 'application/json' });
    c.response.write('{"data":{"current_fungible_asset_balances":[');
    const chunk = `${JSON.stringify(balance(1))},`.repeat(200);
    const pump = () => {
      while (!c.response.destroyed && c.response.write(chunk));
      if (!c.response.destroyed) c.response.once('drain', pump);
    };
    c.request.socket.on('close', () => c.response.destroy());
    pump();
  }),
  /** 429 on the lists, asking to wait 30 s. */
  'indexer-429': indexer((c) => c.send(429, { ...c.cors(), 'retry-after': '30', 'content-type': 'text/plain' }, 'rate limited')),
  /** 429 on every query, how far it has got and its chain included (a rate limit counts every request). */
  'indexer-429-everything': (c) => {
    if (c.preflight()) return;
    if (c.route !== '/graphql') return c.good();
    c.send(429, { ...c.cors(), 'retry-after': '30', 'content-type': 'text/plain' }, 'rate limited');
  },
  /** No indexer: `/graphql` is the node's 404, as on a node that serves none. */
  'indexer-absent': (c) => {
    if (c.preflight()) return;
    c.good();
  },
  /** A well-behaved indexer of another chain (1) than the node (4). */
  'indexer-other-chain': indexer((c, query) => c.json(200, { data: goodData(query) }), 1),
  /** A well-behaved indexer that does not serve ledger_infos. */
  'indexer-no-ledger-infos': (c) => {
    if (c.preflight()) return;
    if (c.route !== '/graphql') return c.good();
    const query = queryOf(c);
    if (query.includes('ledger_infos'))
      return c.json(200, {
        errors: [{ message: "field 'ledger_infos' not found in type: 'query_root'", extensions: { path: '$', code: 'validation-failed' } }],
      });
    c.json(200, { data: goodData(query) });
  },
};
