// A balance at a pinned version N from the indexer's rows: the current balance (as indexed) less what the
// activities after N changed. Only where the rows allow it: every activity after N is of a kind whose
// effect on the balance is known, belongs to a store that is listed, and the list of them is whole.
// Otherwise the answer is null and the page says its list is current, not pinned.

export interface StoreNow {
  storage_id: string;
  amount: string;
}

export interface StoreActivity {
  transaction_version: string;
  storage_id: string;
  amount: string | null;
  type: string;
  is_gas_fee: boolean;
  is_transaction_success: boolean;
  storage_refund_amount: string;
}

const DEPOSITS = new Set(['0x1::fungible_asset::Deposit', '0x1::coin::DepositEvent']);
const WITHDRAWALS = new Set(['0x1::fungible_asset::Withdraw', '0x1::coin::WithdrawEvent']);

export type BalancesAt = { ok: true; amounts: Map<string, bigint> } | { ok: false; why: string };

/** How an activity moved its store's balance, or a reason it cannot be known. */
function changeOf(activity: StoreActivity): bigint | string {
  const amount = activity.amount === null ? null : BigInt(activity.amount);
  if (amount === null) return `an activity at version ${activity.transaction_version} has no amount`;
  // a gas fee is charged whether the transaction succeeded or not, less the storage refunded
  if (activity.is_gas_fee) return BigInt(activity.storage_refund_amount) - amount;
  // a failed transaction moves nothing but its gas
  if (!activity.is_transaction_success) return 0n;
  if (DEPOSITS.has(activity.type)) return amount;
  if (WITHDRAWALS.has(activity.type)) return -amount;
  return `an activity at version ${activity.transaction_version} is of a kind whose effect on a balance is not known (${activity.type})`;
}

/**
 * Each listed store's balance at N, given the current balances and every activity of the owner after N.
 * `whole` is false when the indexer may have more activities after N than were read.
 */
export function balancesAt(stores: readonly StoreNow[], after: readonly StoreActivity[], whole: boolean, at: bigint): BalancesAt {
  if (!whole) return { ok: false, why: `more changed after version ${at.toLocaleString('en-US')} than one page of activities holds` };
  const amounts = new Map(stores.map((store) => [store.storage_id, BigInt(store.amount)]));
  for (const activity of after) {
    const current = amounts.get(activity.storage_id);
    if (current === undefined) return { ok: false, why: `a store no longer listed (${activity.storage_id}) changed after version ${at}` };
    const change = changeOf(activity);
    if (typeof change === 'string') return { ok: false, why: change };
    amounts.set(activity.storage_id, current - change);
  }
  for (const [storage, amount] of amounts)
    if (amount < 0n) return { ok: false, why: `the activities after version ${at} do not add up for store ${storage}` };
  return { ok: true, amounts };
}
