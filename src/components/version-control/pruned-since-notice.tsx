import { prunedSince } from '../../core/history/ledger-window';

/**
 * On a page pinned at a version the window has since moved past (the newest ledger's oldest is above
 * it): the value on screen was read while the node held it, and stays true for that version, but the
 * link now answers 410 to anyone who opens it (issue 25 item 2).
 */
export function PrunedSinceNotice({ pinned, oldest }: { pinned: bigint | undefined; oldest: bigint | undefined }) {
  if (pinned === undefined || oldest === undefined || !prunedSince(pinned, oldest)) return null;
  return (
    <p className="notice" role="status" data-problem="pruned-since">
      <strong>Pruned since:</strong> this is still what the node held at version <span className="mono">{pinned.toString()}</span>, but the
      node has pruned that version since (its oldest is now <span className="mono">{oldest.toString()}</span>), so the link no longer works
      for others.
    </p>
  );
}
