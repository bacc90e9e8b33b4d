import { lazy } from 'react';
import { AfterData } from '../after-data';
import { PinText } from './pin-text';
import { useVersionSteps } from './use-version-steps';
import type { VersionControlProps } from './version-control-bar';

// its buttons and field are no part of the data's first paint (issue 34): they load once the page's data is painted
const VersionControlBar = lazy(() => import('./version-control-bar'));

/**
 * Following latest or pinned at N; pin, step, jump to oldest/latest, type a version (issue 4 item 5). Its keys ([ ] p)
 * act from the first paint; its bar loads once the page's data (DataShown) is painted, its words in its place meanwhile.
 */
export function VersionControl(props: VersionControlProps) {
  const steps = useVersionSteps(props);
  return (
    <AfterData fallback={<VersionControlReserve {...props} />}>
      <VersionControlBar {...props} steps={steps} />
    </AfterData>
  );
}

/**
 * The bar's place while it loads: the version on screen in its words (a value is never shown without it), in a box of
 * the bar's height (page-tools.css), so that nothing below moves when the bar comes.
 */
function VersionControlReserve({ pinned, shown, paused = false, onTogglePause }: VersionControlProps) {
  // the bar's shape, for its height: pinned, following latest, or following with a pause button (one button more)
  const shape = pinned !== undefined ? 'pinned' : onTogglePause !== undefined ? 'pausable' : 'following';
  return (
    <div className="version-control is-reserve" data-shape={shape} role="group" aria-label="Ledger version">
      <PinText pinned={pinned} shown={shown} paused={paused} />
    </div>
  );
}
