// The words of each field of the ledger's table (ledger-fields.ts): the API description's (the OpenAPI
// document's headers) and the status bar's item. Apart from the table only so that no first load carries
// them (issue 34 item 1): the status bar's figures and the server read them.
import type { LedgerHeaderField } from './ledger-fields';

/** A status-bar item: its label, what the figure is (given the value as sent), and how it gives way on a phone. */
interface BarItem {
  label: string;
  about: (value: string) => string;
  phone?: 'secondary' | 'truncates';
}

/** `spec`: the API description's words; `bar`: the status bar's item (null: not shown there). */
export const LEDGER_FIELD_WORDS: Record<LedgerHeaderField, { spec: string; bar: BarItem | null }> = {
  chainId: {
    spec: 'Chain ID (u8).',
    bar: {
      label: 'chain',
      about: () => 'which chain this node serves (two nodes of one chain can still hold different data: see latest)',
    },
  },
  ledgerVersion: {
    spec: 'Latest ledger version at request time (also when the read was pinned to an older one).',
    bar: { label: 'latest', about: () => 'the newest version the node has' },
  },
  oldestLedgerVersion: {
    spec: 'Oldest ledger version not pruned.',
    bar: { label: 'oldest', about: () => 'the oldest version the node still answers; older ones are pruned (410)' },
  },
  ledgerTimestampUsec: {
    spec: 'Chain time of the latest ledger version, microseconds since the Unix epoch.',
    bar: { label: 'time', about: (usec) => `the chain time of the latest version, ${usec} µs since the Unix epoch`, phone: 'truncates' },
  },
  epoch: {
    spec: 'Current epoch.',
    bar: {
      label: 'epoch',
      about: () => "the chain's current epoch (its validator set and configuration change from one to the next)",
      phone: 'secondary',
    },
  },
  blockHeight: {
    spec: 'Current block height.',
    bar: { label: 'block', about: () => 'the height of the newest block', phone: 'secondary' },
  },
  oldestBlockHeight: {
    spec: 'Oldest block height not pruned.',
    bar: { label: 'oldest block', about: () => 'the oldest block the node still holds', phone: 'secondary' },
  },
  gasUsed: {
    spec: 'Gas used by the call (not sent by this node: reads cost none).',
    bar: { label: 'gas used', about: () => 'gas used by the request', phone: 'secondary' },
  },
  cursor: {
    spec: 'Cursor of the next page; pass it as `start`. Sent only when more items remain.',
    bar: null,
  },
};
