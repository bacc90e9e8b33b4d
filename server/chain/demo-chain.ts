import { formatAddress } from '../../src/core/move/address';
import type { JsonValue } from '../../src/core/move/json';
import { formatHexBytes } from '../../src/core/move/hex';
import type { BlockWrites, TransactionWrites } from '../store/ledger-store';
import type { AccountState, ChainState } from './chain-state';
import {
  ACCOUNT,
  BLOCK_RESOURCE,
  BLOCKS_PER_EPOCH,
  CHAIN_ID,
  CLOCK,
  COIN_INFO,
  COIN_REGISTER_EVENT,
  COIN_STORE,
  CONFIGURATION,
  CROWD,
  CROWD_SIZE,
  CURRENT_TIME,
  DEPOSIT_EVENT,
  DIRECTORY,
  ENTRY,
  EXTRA_NAMES,
  FRAMEWORK,
  GENESIS_ACCOUNTS,
  LARGE,
  LARGE_ENTRIES,
  MAX_TRANSACTIONS_PER_BLOCK,
  NATIVE_COIN,
  NEW_BLOCK_EVENT,
  NEW_EPOCH_EVENT,
  ORIGINATING_ADDRESS,
  PERMANENT_NAMES,
  SHOWCASE,
  SHOWCASE_RESOURCE,
  STRING,
  VALIDATORS,
  WITHDRAW_EVENT,
  blockTimestampUsec,
  epochOfHeight,
} from './demo-constants';
import { writeGenesisAsset, writeScheduledMint } from './demo-asset';
import { writeGenesisExtraAssets } from './demo-extra-assets';
import { COIN_TRANSFER, OPEN_ACCOUNT, PUT_INDEX, PUT_NAME, REMOVE_INDEX, REMOVE_NAME } from './demo-functions';
import { blockId, userAccountAddress, validatorAddress } from './demo-ids';
import { TABLE_HANDLES } from './demo-tables';
import { crowdModules, frameworkModules, registryModule, showcaseModule } from './demo-modules';
import { writeGenesisRegistry, writeRegistryBlock } from './demo-registry';
import { PACKAGE_REGISTRY, showcasePackageRegistry } from './showcase-package';
import {
  FRAMEWORK_NEXT_GUID,
  accountValue,
  blockResourceValue,
  byIndexValue,
  byNameEntry,
  coinInfoValue,
  coinStoreValue,
  configurationValue,
  largeValue,
  showcaseValue,
} from './demo-values';
import { Prng } from './prng';
import {
  GALLERY,
  GALLERY_BADGES,
  GALLERY_VERSION,
  SHOWCASE_UPGRADE_VERSION,
  badgeBytes,
  galleryBadgesHandle,
  galleryValue,
} from './showcase-upgrade';
import { GENESIS_ACCUMULATOR, TransactionRecorder } from './transaction-record';
import type { BlockProposal, EmittedEvent, EntryCall } from './transaction-record';
import { WriteSet, encodeAs } from './write-set';

const COIN_UNIT = 100_000_000n; // 8 decimals
// Every validator voted for the previous block: VALIDATORS bits, most significant first.
const ALL_VOTED = [(0xff << (8 - VALIDATORS)) & 0xff];
// CoinRegisterEvent's data for NativeCoin (module and struct names as vector<u8>, shown as hex).
const NATIVE_COIN_INFO: JsonValue = {
  type_info: {
    account_address: '0x1',
    module_name: formatHexBytes(new TextEncoder().encode('native_coin')),
    struct_name: formatHexBytes(new TextEncoder().encode('NativeCoin')),
  },
};

/** Event handles' creation numbers (docs/demo-chain.md#framework-state-at-0x1, #user-accounts). */
const GUID = { coinRegister: 0n, deposit: 2n, withdraw: 3n, epochs: 2n, blocks: 3n } as const;

function emitted(account: Uint8Array, creationNumber: bigint, sequenceNumber: bigint, type: string, data: JsonValue): EmittedEvent {
  return { account, creationNumber, sequenceNumber, type, data };
}

// Seed-free genesis values, encoded once per process (Large alone is 2.5 MB of BCS).
let largeCache: Uint8Array | null = null;
let crowdCache: { type: string; bytes: Uint8Array }[] | null = null;

function largeBytes(): Uint8Array {
  largeCache ??= encodeAs(LARGE, largeValue(LARGE_ENTRIES));
  return largeCache;
}

/** 0xbeef::crowd_M::ItemK holds n = CROWD_SIZE·M + K, in that order. */
function crowdItems(): { type: string; bytes: Uint8Array }[] {
  crowdCache ??= Array.from({ length: CROWD_SIZE * CROWD_SIZE }, (_, n) => {
    const type = `0xbeef::crowd_${Math.floor(n / CROWD_SIZE)}::Item${n % CROWD_SIZE}`;
    return { type, bytes: encodeAs(type, { n: String(n) }) };
  });
  return crowdCache;
}

/**
 * Writes fixed to a version (showcase-upgrade.ts, the demo asset's mints in demo-asset.ts), added to whatever transaction holds it: they take no
 * randomness, so every other write and the version numbering stay as they were.
 */
function withScheduled(writes: WriteSet, version: bigint, seed: number): WriteSet {
  writeScheduledMint(writes, seed, version);
  if (version === SHOWCASE_UPGRADE_VERSION) {
    const upgraded = showcaseModule(true);
    writes.module(SHOWCASE, upgraded.name, upgraded.value);
    writes.resource(SHOWCASE, PACKAGE_REGISTRY, showcasePackageRegistry(true));
  }
  if (version === GALLERY_VERSION) {
    writes.resource(SHOWCASE, GALLERY, galleryValue());
    for (const badge of GALLERY_BADGES) writes.tableItem(galleryBadgesHandle, encodeAs('u64', String(badge.id)), badgeBytes(badge));
  }
  return writes;
}

/** The demo chain generator (docs/demo-chain.md): deterministic from its state, which holds the PRNG's. */
export class DemoChain {
  private readonly rng: Prng;
  private readonly recorder: TransactionRecorder;
  private readonly validators: Uint8Array[];
  private readonly addresses: Uint8Array[] = [];
  private readonly addressTexts: string[] = [];

  private constructor(private readonly state: ChainState) {
    this.rng = new Prng(state.rng);
    this.recorder = new TransactionRecorder(state.chainId, state.accumulator);
    this.validators = Array.from({ length: VALIDATORS }, (_, i) => validatorAddress(state.seed, i));
  }

  /** A chain before genesis. */
  static fresh(seed: number, chainId: number): DemoChain {
    return new DemoChain({
      seed,
      chainId,
      rng: seed >>> 0,
      nextVersion: 0n,
      nextHeight: 0n,
      accounts: [],
      supply: 0n,
      showcaseUpdates: 0n,
      byIndexNext: 100,
      byIndexLive: [],
      byIndexDeleted: [],
      byNameLive: [],
      showcaseSequence: 0n,
      accumulator: GENESIS_ACCUMULATOR,
    });
  }

  static resume(state: ChainState): DemoChain {
    return new DemoChain(structuredClone(state));
  }

  /** The state to persist with the blocks made so far. */
  snapshot(): ChainState {
    return { ...structuredClone(this.state), rng: this.rng.save() };
  }

  get nextVersion(): bigint {
    return this.state.nextVersion;
  }

  accountAddress(index: number): Uint8Array {
    for (let i = this.addresses.length; i <= index; i++) this.addresses.push(userAccountAddress(this.state.seed, i));
    const address = this.addresses[index];
    if (address === undefined) throw new RangeError(`no account ${index}`);
    return address;
  }

  /** The next block, with at most maxTransactions transactions (genesis is one transaction). */
  nextBlock(maxTransactions = MAX_TRANSACTIONS_PER_BLOCK): BlockWrites {
    if (maxTransactions < 1) throw new RangeError('a block holds at least one transaction');
    const height = this.state.nextHeight;
    const firstVersion = this.state.nextVersion;
    const timestampUsec = blockTimestampUsec(height);
    const transactions: TransactionWrites[] = [];
    if (height === 0n) {
      const genesis = this.genesis(timestampUsec);
      const writes = genesis.writes.toArray();
      transactions.push({ writes, transaction: this.recorder.genesis(firstVersion, writes, genesis.events) });
    } else {
      const count = Math.min(1 + this.rng.below(MAX_TRANSACTIONS_PER_BLOCK), maxTransactions);
      const metadata = this.blockMetadata(height, timestampUsec, firstVersion);
      const writes = withScheduled(metadata.writes, firstVersion, this.state.seed).toArray();
      transactions.push({ writes, transaction: this.recorder.blockMetadata(firstVersion, writes, metadata.proposal) });
      for (let i = 1; i < count; i++) {
        const version = firstVersion + BigInt(i);
        const user = this.userTransaction(version);
        const userWrites = withScheduled(user.writes, version, this.state.seed).toArray();
        transactions.push({ writes: userWrites, transaction: this.recorder.user(version, userWrites, user.call, timestampUsec) });
      }
    }
    this.state.accumulator = this.recorder.accumulatorRoot;
    this.state.nextHeight = height + 1n;
    this.state.nextVersion = firstVersion + BigInt(transactions.length);
    return {
      block: { height, firstVersion, lastVersion: this.state.nextVersion - 1n, timestampUsec, epoch: epochOfHeight(height) },
      transactions,
    };
  }

  private clock(writes: WriteSet, version: bigint): WriteSet {
    return writes.resource(SHOWCASE, CLOCK, { version: version.toString() });
  }

  private genesis(timestampUsec: bigint): { writes: WriteSet; events: EmittedEvent[] } {
    const events: EmittedEvent[] = [
      emitted(FRAMEWORK, GUID.epochs, 0n, NEW_EPOCH_EVENT, { epoch: '1' }),
      this.newBlockEvent(0n, timestampUsec, new Uint8Array(32), []),
    ];
    const writes = new WriteSet()
      .resource(FRAMEWORK, CHAIN_ID, { id: this.state.chainId })
      .resource(FRAMEWORK, CURRENT_TIME, { microseconds: timestampUsec.toString() })
      .resource(FRAMEWORK, BLOCK_RESOURCE, blockResourceValue(0n, FRAMEWORK))
      .resource(FRAMEWORK, CONFIGURATION, configurationValue(1n, timestampUsec, FRAMEWORK))
      .resource(FRAMEWORK, ORIGINATING_ADDRESS, { address_map: { handle: formatAddress(TABLE_HANDLES.addressMap) } })
      .resource(FRAMEWORK, ACCOUNT, accountValue(FRAMEWORK, 0n, 0n, FRAMEWORK_NEXT_GUID))
      .resource(SHOWCASE, ACCOUNT, accountValue(SHOWCASE, 0n, 0n));
    for (let i = 0; i < GENESIS_ACCOUNTS; i++) {
      const balance = BigInt(this.rng.between(1_000, 1_000_000)) * COIN_UNIT;
      const address = this.openAccount(writes, { sequenceNumber: 0n, balance, deposits: 1n, withdrawals: 0n });
      events.push(...openingEvents(address, balance));
    }
    writes.resource(FRAMEWORK, COIN_INFO, coinInfoValue(this.state.supply));
    for (let key = 0; key < 100; key++) this.putByIndex(writes, key);
    for (const { name } of PERMANENT_NAMES) this.putByName(writes, name);
    writes.resourceBytes(SHOWCASE, LARGE, largeBytes());
    this.writeDirectory(writes);
    writeGenesisAsset(writes, this.state.seed);
    writeGenesisExtraAssets(writes, this.state.seed);
    for (const item of crowdItems()) writes.resourceBytes(CROWD, item.type, item.bytes);
    for (const module of frameworkModules()) writes.module(FRAMEWORK, module.name, module.value);
    const showcase = showcaseModule(false);
    writes.module(SHOWCASE, showcase.name, showcase.value);
    writes.resource(SHOWCASE, PACKAGE_REGISTRY, showcasePackageRegistry(false));
    for (const module of crowdModules()) writes.module(CROWD, module.name, module.value);
    const registry = registryModule();
    writes.module(CROWD, registry.name, registry.value);
    writeGenesisRegistry(writes, this.state.seed);
    this.touchShowcase(writes);
    return { writes: this.clock(writes, 0n), events };
  }

  /** NewBlockEvent of block h under 0x1's BlockResource.new_block_events (its sequence number is h). */
  private newBlockEvent(height: bigint, timestampUsec: bigint, proposer: Uint8Array, votes: number[]): EmittedEvent {
    const epoch = epochOfHeight(height);
    return emitted(FRAMEWORK, GUID.blocks, height, NEW_BLOCK_EVENT, {
      hash: formatHexBytes(blockId(this.state.seed, height)),
      epoch: epoch.toString(),
      round: roundOfHeight(height).toString(),
      height: height.toString(),
      previous_block_votes_bitvec: formatHexBytes(Uint8Array.from(votes)),
      proposer: formatAddress(proposer),
      failed_proposer_indices: [],
      time_microseconds: timestampUsec.toString(),
    });
  }

  /** The first transaction of a block: clock, block resource, and Configuration on an epoch change. */
  private blockMetadata(height: bigint, timestampUsec: bigint, version: bigint): { writes: WriteSet; proposal: BlockProposal } {
    const proposer = this.validators[Number(height % BigInt(VALIDATORS))] ?? FRAMEWORK;
    const epoch = epochOfHeight(height);
    const events = [this.newBlockEvent(height, timestampUsec, proposer, ALL_VOTED)];
    const writes = new WriteSet()
      .resource(FRAMEWORK, CURRENT_TIME, { microseconds: timestampUsec.toString() })
      .resource(FRAMEWORK, BLOCK_RESOURCE, blockResourceValue(height, FRAMEWORK));
    if (height % BLOCKS_PER_EPOCH === 0n) {
      writes.resource(FRAMEWORK, CONFIGURATION, configurationValue(epoch, timestampUsec, FRAMEWORK));
      events.push(emitted(FRAMEWORK, GUID.epochs, epoch - 1n, NEW_EPOCH_EVENT, { epoch: epoch.toString() }));
    }
    // 0xbeef's registry grows with the blocks (demo-registry.ts): a block metadata transaction's gas is 0 whatever it writes
    writeRegistryBlock(writes, height);
    const proposal: BlockProposal = {
      id: blockId(this.state.seed, height),
      epoch,
      round: roundOfHeight(height),
      proposer,
      previousBlockVotes: ALL_VOTED,
      timestampUsec,
      events,
    };
    return { writes: this.clock(writes, version), proposal };
  }

  private userTransaction(version: bigint): { writes: WriteSet; call: EntryCall } {
    const writes = new WriteSet();
    const roll = this.rng.below(100);
    let call: EntryCall;
    if (roll < 75) call = this.transfer(writes);
    else if (roll < 76) call = this.showcaseCall(writes, this.createAccount(writes));
    else if (roll < 88) call = this.showcaseCall(writes, this.changeByIndex(writes));
    else call = this.showcaseCall(writes, this.changeByName(writes));
    this.touchShowcase(writes);
    return { writes: this.clock(writes, version), call };
  }

  /** A call 0xcafe sends: its Account's sequence number grows, as a sender's does. */
  private showcaseCall(writes: WriteSet, what: Pick<EntryCall, 'function' | 'arguments' | 'events'>): EntryCall {
    const sequenceNumber = this.state.showcaseSequence;
    this.state.showcaseSequence = sequenceNumber + 1n;
    writes.resource(SHOWCASE, ACCOUNT, accountValue(SHOWCASE, this.state.showcaseSequence, 0n));
    return { sender: SHOWCASE, sequenceNumber, typeArguments: [], ...what };
  }

  private account(index: number): AccountState {
    const account = this.state.accounts[index];
    if (account === undefined) throw new RangeError(`no account ${index}`);
    return account;
  }

  private transfer(writes: WriteSet): EntryCall {
    const count = this.state.accounts.length;
    const from = this.rng.below(count);
    const to = (from + 1 + this.rng.below(count - 1)) % count;
    const sender = this.account(from);
    const receiver = this.account(to);
    const amount = (sender.balance * BigInt(1 + this.rng.below(10))) / 100n;
    const sequenceNumber = sender.sequenceNumber;
    sender.balance -= amount;
    sender.withdrawals += 1n;
    sender.sequenceNumber += 1n;
    receiver.balance += amount;
    receiver.deposits += 1n;
    const fromAddress = this.accountAddress(from);
    writes.resource(fromAddress, ACCOUNT, accountValue(fromAddress, sender.sequenceNumber, 1n));
    this.writeCoinStore(writes, from);
    this.writeCoinStore(writes, to);
    const toAddress = this.accountAddress(to);
    return {
      sender: fromAddress,
      sequenceNumber,
      function: COIN_TRANSFER,
      typeArguments: [NATIVE_COIN],
      arguments: [formatAddress(toAddress), amount.toString()],
      events: [
        emitted(fromAddress, GUID.withdraw, sender.withdrawals - 1n, WITHDRAW_EVENT, { amount: amount.toString() }),
        emitted(toAddress, GUID.deposit, receiver.deposits - 1n, DEPOSIT_EVENT, { amount: amount.toString() }),
      ],
    };
  }

  private createAccount(writes: WriteSet): Pick<EntryCall, 'function' | 'arguments' | 'events'> {
    const balance = BigInt(this.rng.between(10, 10_000)) * COIN_UNIT;
    const address = this.openAccount(writes, { sequenceNumber: 0n, balance, deposits: 1n, withdrawals: 0n });
    writes.resource(FRAMEWORK, COIN_INFO, coinInfoValue(this.state.supply));
    this.writeDirectory(writes);
    return { function: OPEN_ACCOUNT, arguments: [formatAddress(address), balance.toString()], events: openingEvents(address, balance) };
  }

  private openAccount(writes: WriteSet, account: AccountState): Uint8Array {
    const index = this.state.accounts.push(account) - 1;
    this.state.supply += account.balance;
    const address = this.accountAddress(index);
    writes.resource(address, ACCOUNT, accountValue(address, account.sequenceNumber, 1n));
    this.writeCoinStore(writes, index);
    return address;
  }

  /** CoinStore and its by_owner mirror change together (docs/demo-chain.md#tables-and-handles: equal at every version). */
  private writeCoinStore(writes: WriteSet, index: number): void {
    const address = this.accountAddress(index);
    const account = this.account(index);
    writes.resource(address, COIN_STORE, coinStoreValue(address, account));
    writes.tableItem(TABLE_HANDLES.byOwner, address, encodeAs('u64', account.balance.toString()));
  }

  private writeDirectory(writes: WriteSet): void {
    for (let i = this.addressTexts.length; i < this.state.accounts.length; i++)
      this.addressTexts.push(formatAddress(this.accountAddress(i)));
    const accounts = this.addressTexts.slice(0, this.state.accounts.length);
    writes.resource(SHOWCASE, DIRECTORY, { accounts });
  }

  private changeByIndex(writes: WriteSet): Pick<EntryCall, 'function' | 'arguments' | 'events'> {
    const { byIndexLive: live, byIndexDeleted: deleted } = this.state;
    const choice = this.rng.below(3);
    if (choice === 1 && live.length > 0) {
      const [key] = live.splice(this.rng.below(live.length), 1);
      if (key === undefined) throw new Error('by_index: no live key to delete');
      deleted.push(key);
      writes.tableItem(TABLE_HANDLES.byIndex, encodeAs('u64', String(key)), null);
      return { function: REMOVE_INDEX, arguments: [String(key)], events: [] };
    }
    // a deleted key put back, or a never-used one
    const key = choice === 0 && deleted.length > 0 ? deleted.splice(this.rng.below(deleted.length), 1)[0] : this.state.byIndexNext++;
    if (key === undefined) throw new Error('by_index: no deleted key to re-insert');
    live.push(key);
    this.putByIndex(writes, key);
    return { function: PUT_INDEX, arguments: [String(key)], events: [] };
  }

  private putByIndex(writes: WriteSet, key: number): void {
    writes.tableItem(TABLE_HANDLES.byIndex, encodeAs('u64', String(key)), encodeAs(STRING, byIndexValue(key)));
  }

  private changeByName(writes: WriteSet): Pick<EntryCall, 'function' | 'arguments' | 'events'> {
    const live = this.state.byNameLive;
    const absent = EXTRA_NAMES.filter((name) => !live.includes(name));
    if ((this.rng.below(2) === 0 && live.length > 0) || absent.length === 0) {
      const [name] = live.splice(this.rng.below(live.length), 1);
      if (name === undefined) throw new Error('by_name: no name to remove');
      writes.tableItem(TABLE_HANDLES.byName, encodeAs(STRING, name), null);
      return { function: REMOVE_NAME, arguments: [name], events: [] };
    } else {
      const name = absent[this.rng.below(absent.length)];
      if (name === undefined) throw new Error('by_name: no name to add');
      live.push(name);
      this.putByName(writes, name);
      return { function: PUT_NAME, arguments: [name], events: [] };
    }
  }

  private putByName(writes: WriteSet, name: string): void {
    writes.tableItem(TABLE_HANDLES.byName, encodeAs(STRING, name), encodeAs(ENTRY, byNameEntry(name)));
  }

  private touchShowcase(writes: WriteSet): void {
    this.state.showcaseUpdates += 1n;
    const byNameLength = PERMANENT_NAMES.length + this.state.byNameLive.length;
    writes.resource(SHOWCASE, SHOWCASE_RESOURCE, showcaseValue(byNameLength, this.state.showcaseUpdates));
  }
}

/** Round within the epoch: an epoch's first block is round 1 (genesis, block 0, is round 0; epoch 1 starts at block 1). */
function roundOfHeight(height: bigint): bigint {
  const epochStart = (epochOfHeight(height) - 1n) * BLOCKS_PER_EPOCH;
  return epochStart === 0n ? height : height - epochStart + 1n;
}

/** A new account's first events: its CoinStore registered, then the coins deposited. */
function openingEvents(address: Uint8Array, balance: bigint): EmittedEvent[] {
  return [
    emitted(address, GUID.coinRegister, 0n, COIN_REGISTER_EVENT, NATIVE_COIN_INFO),
    emitted(address, GUID.deposit, 0n, DEPOSIT_EVENT, { amount: balance.toString() }),
  ];
}
