// How far an index trails its node, as the provenance line of an indexer's list says it.

export interface IndexerFigures {
  indexed: bigint;
  node:
    | {
        version: bigint;
        /** Read after the indexer said `indexed`: the lag is exact. Else the node may have moved on since the read: the lag is at least the figure. */
        exact: boolean;
      }
    | undefined;
}

/**
 * The indexed version the provenance line shows and the node's beside it. `answer`: the node read made after
 * an indexer's answer, with the version that answer said. A read from before the answer can be older than
 * the index (a live node moves on) and makes the lag read low: against it, the lag is only "at least". Until
 * the read after the newest answer is in, the pair before it is shown, so the figure does not flicker at
 * each refresh. `known`: the newest version of the node the page has read; newer than the answer's read,
 * it was read later still.
 */
export function indexerFigures(
  indexed: bigint,
  answer: { indexed: bigint; node: bigint } | undefined,
  known: bigint | undefined,
): IndexerFigures {
  if (answer !== undefined) {
    return { indexed: answer.indexed, node: { version: known !== undefined && known > answer.node ? known : answer.node, exact: true } };
  }
  return { indexed, node: known === undefined ? undefined : { version: known, exact: false } };
}
