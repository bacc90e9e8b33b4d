import type { ModeContext } from './answers';
import { queryOf } from './indexer-modes';

// The hostile node's indexer for the table page (issue 33, "Bad input and hostile answers"): the node API
// answers as a real node, the indexer's status and chain are well-formed, and the table's rows misbehave.

type Mode = (c: ModeContext) => void;

/** One well-formed row of a table of u64 keys and String values. */
function row(i: number, version = 90): Record<string, unknown> {
  return {
    key: `0x${i.toString(16).padStart(16, '0')}`,
    decoded_key: String(i),
    decoded_value: `value ${i}`,
    is_deleted: false,
    last_transaction_version: version,
    transaction_version: version,
  };
}

/** The answers of a well-behaved indexer of chain 4 at version 100, with a table of `count` entries. */
function goodData(query: string, count: number): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (query.includes('processor_status'))
    data.processor_status = ['fungible_asset_processor', 'account_transactions_processor', 'user_transaction_processor'].map(
      (processor) => ({ processor, last_success_version: 100 }),
    );
  if (query.includes('ledger_infos')) data.ledger_infos = [{ chain_id: 4 }];
  if (query.includes('table_metadatas(')) data.table_metadatas = [{ key_type: 'u64', value_type: '0x1::string::String' }];
  if (query.includes('current_table_items_aggregate(')) data.current_table_items_aggregate = { aggregate: { count } };
  return data;
}

/** A page query of the table's rows (at latest or at a version), not a count. */
const isPage = (query: string) => /(^|[^_])current_table_items\(|[{\s:]table_items\(/.test(query);

/** Node routes as a real node; the table's pages by `answer`, the rest as a real indexer of a table of `count` entries. */
function tableIndexer(count: number, answer: (c: ModeContext, query: string) => void): Mode {
  return (c) => {
    if (c.preflight()) return;
    if (c.route !== '/graphql') return c.good();
    const query = queryOf(c);
    if (isPage(query)) return answer(c, query);
    c.json(200, { data: goodData(query, count) });
  };
}

/** Writes `head`, then `next()` chunk after chunk while the client reads, until it is null or the client goes. */
function stream(c: ModeContext, head: string, next: () => string | null): void {
  c.response.writeHead(200, { ...c.cors(), 'content-type': 'application/json' });
  c.response.write(head);
  const pump = () => {
    for (;;) {
      if (c.response.destroyed) return;
      const chunk = next();
      if (chunk === null) return void c.response.end();
      if (!c.response.write(chunk)) return void c.response.once('drain', pump);
    }
  };
  c.request.socket.on('close', () => c.response.destroy());
  pump();
}

export const TABLE_INDEXER_MODES: Record<string, Mode> = {
  /** A table said to hold 1,000,000 entries whose every page sends all 10⁶ of them (~100 MB), where 100 were asked for. */
  'table-million-rows': tableIndexer(1_000_000, (c, query) => {
    const field = query.includes('current_table_items(') ? 'current_table_items' : 'table_items';
    let sent = 0;
    stream(c, `{"data":{"${field}":[`, () => {
      if (sent >= 1_000_000) return sent++ === 1_000_000 ? ']}}' : null;
      const rows = Array.from({ length: 1000 }, (_, i) => JSON.stringify(row(sent + i)));
      const chunk = `${sent === 0 ? '' : ','}${rows.join(',')}`;
      sent += 1000;
      return chunk;
    });
  }),
  /** A page whose first row's value is a string that never ends. */
  'table-endless-row': tableIndexer(1, (c) => {
    const start = JSON.stringify(row(1)).replace(/"decoded_value":"value 1".*$/, '"decoded_value":"');
    stream(c, `{"data":{"current_table_items":[${start}`, () => 'x'.repeat(64 * 1024));
  }),
  /** A well-behaved indexer that started at version 50: its oldest table write is there. */
  'table-late-history': tableIndexer(2, (c, query) => {
    if (query.includes('transaction_version: asc')) return c.json(200, { data: { table_items: [{ transaction_version: 50 }] } });
    const field = query.includes('current_table_items(') ? 'current_table_items' : 'table_items';
    const rows = [row(1, 60), row(2, 70)].map(({ transaction_version, last_transaction_version, ...rest }) =>
      field === 'table_items' ? { ...rest, transaction_version } : { ...rest, last_transaction_version },
    );
    c.json(200, { data: { [field]: rows } });
  }),
};
