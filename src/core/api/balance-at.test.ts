import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesAt, type StoreActivity } from './balance-at';

const activity = (version: number, storage: string, type: string, amount: bigint, extra: Partial<StoreActivity> = {}): StoreActivity => ({
  transaction_version: String(version),
  storage_id: storage,
  amount: amount.toString(),
  type,
  is_gas_fee: false,
  is_transaction_success: true,
  storage_refund_amount: '0',
  ...extra,
});

describe('balancesAt', () => {
  it('replays any history backwards: the current balance less what came after N is the balance at N', () => {
    const step = fc.record({
      store: fc.constantFrom('0xa', '0xb'),
      deposit: fc.boolean(),
      amount: fc.bigInt({ min: 1n, max: 2n ** 70n }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.nat(45), (steps, at) => {
        const balance = new Map([
          ['0xa', 0n],
          ['0xb', 0n],
        ]);
        const atN = new Map(balance);
        const rows: StoreActivity[] = [];
        steps.forEach((s, version) => {
          const current = balance.get(s.store) ?? 0n;
          // a withdrawal never takes more than the store holds
          const amount = s.deposit ? s.amount : current < s.amount ? current : s.amount;
          balance.set(s.store, s.deposit ? current + amount : current - amount);
          if (version <= at) atN.set(s.store, balance.get(s.store) ?? 0n);
          else rows.push(activity(version, s.store, s.deposit ? '0x1::fungible_asset::Deposit' : '0x1::coin::WithdrawEvent', amount));
        });
        const stores = [...balance].map(([storage_id, amount]) => ({ storage_id, amount: amount.toString() }));
        const answer = balancesAt(stores, rows, true, BigInt(at));
        expect(answer).toEqual({ ok: true, amounts: atN });
      }),
    );
  });

  it('counts a gas fee (less its refund) even of a failed transaction, and nothing else of one', () => {
    const rows = [
      activity(5, '0xa', '0x1::aptos_coin::GasFeeEvent', 300n, {
        is_gas_fee: true,
        is_transaction_success: false,
        storage_refund_amount: '100',
      }),
      activity(5, '0xa', '0x1::coin::WithdrawEvent', 50n, { is_transaction_success: false }),
    ];
    expect(balancesAt([{ storage_id: '0xa', amount: '1000' }], rows, true, 4n)).toEqual({ ok: true, amounts: new Map([['0xa', 1200n]]) });
  });

  it('says why it cannot answer: rows not whole, an unknown kind, a store not listed, sums that do not add up', () => {
    const stores = [{ storage_id: '0xa', amount: '10' }];
    expect(balancesAt(stores, [], false, 1n)).toMatchObject({ ok: false, why: expect.stringContaining('one page') as unknown });
    expect(balancesAt(stores, [activity(2, '0xa', '0x1::fungible_asset::Frozen', 1n)], true, 1n)).toMatchObject({ ok: false });
    expect(balancesAt(stores, [activity(2, '0xgone', '0x1::fungible_asset::Deposit', 1n)], true, 1n)).toMatchObject({ ok: false });
    expect(balancesAt(stores, [activity(2, '0xa', '0x1::fungible_asset::Deposit', 11n)], true, 1n)).toMatchObject({ ok: false });
  });
});
