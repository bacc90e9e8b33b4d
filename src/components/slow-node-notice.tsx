import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useExplorerParams } from './explorer/use-explorer-params';

/** How long a read may take before the page says it is still waiting (a user starts to wonder). */
export const SLOW_NODE_AFTER_MS = 8_000;

/**
 * Shown where data is loading: once a node's answer is late, says which node the page is waiting for
 * and that it still is, so a node that never answers is not an endless skeleton. Only while a read is
 * in flight: a slow page chunk (served by the explorer, not the node) is not blamed on the node.
 */
export function SlowNodeNotice({ afterMs = SLOW_NODE_AFTER_MS }: { afterMs?: number }) {
  const { node } = useExplorerParams();
  const reading = useIsFetching() > 0;
  // the node being waited for; the notice belongs to one wait and goes when it ends
  const waitingFor = reading ? node : null;
  const [lateFor, setLateFor] = useState<string | null>(null);
  useEffect(() => {
    if (waitingFor === null) return;
    const timer = setTimeout(() => setLateFor(waitingFor), afterMs);
    return () => {
      clearTimeout(timer);
      setLateFor(null);
    };
  }, [waitingFor, afterMs]);
  if (waitingFor === null || lateFor !== waitingFor) return null;
  return (
    <p className="muted slow-node-notice" role="status">
      Still waiting: the node <span className="mono">{hostOf(waitingFor)}</span> has not answered after {Math.round(afterMs / 1000)} s. It
      may be busy or far away; the page shows its answer as soon as it comes, or choose another node above.
    </p>
  );
}

function hostOf(node: string): string {
  try {
    return new URL(node).host;
  } catch {
    return node;
  }
}
