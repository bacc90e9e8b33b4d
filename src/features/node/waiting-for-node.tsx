/**
 * The status bar until the node answers: one line, cut short where it does not fit (its title has it all), so
 * that a long node URL takes no more rows than the figures that replace it (on a phone, two: no layout shift).
 */
export function WaitingForNode({ node }: { node: string }) {
  return (
    <span className="muted waiting-for-node" title={`waiting for the node at ${node}`}>
      waiting for the node at {node}…
    </span>
  );
}
