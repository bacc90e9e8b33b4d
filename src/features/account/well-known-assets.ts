/**
 * Fungible assets the overview asks a node's `…/balance/{metadata}` about (a node cannot list the assets an
 * account holds; an indexer can): APT's (`0xa` on every Aptos network) and the demo chain's Demo Points,
 * `create_named_object(0xcafe, b"DEMO")` (docs/demo-chain.md#the-fungible-asset; server/chain/demo-asset.ts,
 * whose test holds this address to the derivation). An asset without a `Metadata` on the node is skipped.
 */
export const WELL_KNOWN_ASSETS: readonly string[] = ['0xa', '0xd4f527e0eeb4f0a0ea319ef507a1468198d87124e1da31636946c2ba6d362bfd'];
